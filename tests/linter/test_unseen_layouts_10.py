"""The tenth round of invented editais (`unseen_layouts_10/`, the right reading of each in `expected.json`),
written without reading the reader the way most bodies make theirs: Word documents and LibreOffice files
(merged heading cells, heading rows repeated after page breaks, landscape annex sections, tab-stop columns
without a table, rotated heading cells, two-column sections of a Diário Oficial), exported to PDF by
LibreOffice (`sources/`), each `.txt` pypdf's text of the PDF, unedited, as the field set's are. Both are
read: the text as pasted, the PDF as the CLI reads it. Two thirds are the ordinary tables of their boards
(Cebraspe, FGV, FCC, Vunesp, Cesgranrio, IBFC, AOCP, Quadrix, Idecan, Consulplan, IADES, Objetiva, Fundatec,
FEPESE, Legalle, Fundep, Selecon, Amauc, Ibade, Access, La Salle, Avança SP, Igeduc, IBGP, Nosso Rumo, a
university's and a prefeitura's own commissions). First contact, before the reader was changed for them: 193
of 376 entries right, 15 phantoms, 2 confirmed wrong, the same for the texts and the PDFs
(`docs/unseen-layouts-10-first-contact.txt`). Files outside the wrong ones never give a confirmed wrong
reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_10", wrong=WRONG, limits=READ_IN_PART
)
