"""The ninth round of invented editais (`unseen_layouts_9/`, the right reading of each in `expected.json`),
written without reading the reader as real documents: each edital an HTML page laid out as the board's PDF
is (A4 or landscape annexes, bordered tables with merged cells, heads repeated after page breaks, running
heads and footers, rotated header cells, two-column pages, footnote marks), printed to PDF by Chromium
(`sources/`), its `.txt` pypdf's text of the PDF, unedited, as the field set's are. Both are read: the text
as pasted, the PDF as the CLI reads it. Two thirds are the boards' ordinary tables (Cebraspe, FGV, FCC,
Cesgranrio, Vunesp, IBFC, AOCP, Quadrix, Idecan, Consulplan, IADES, Objetiva, Fundatec, FEPESE, Legalle,
Fundep, Selecon, IBAM, Ibade, Access, La Salle, Avança SP, Igeduc, Instituto Mais, Gualimp, Nosso Rumo, a
university's own commission). First contact, before the reader was changed for them: 172 of 461 entries
right, 15 phantoms, 0 confirmed wrong, the same for the texts and the PDFs
(`docs/unseen-layouts-9-first-contact.txt`). Files outside the wrong ones never give a confirmed wrong
reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_9", wrong=WRONG, limits=READ_IN_PART
)
