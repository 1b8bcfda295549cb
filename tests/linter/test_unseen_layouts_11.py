"""The eleventh round of invented editais (`unseen_layouts_11/`, the right reading of each in `expected.json`):
whole editais of 8 to 22 pages, written without reading the reader, where the vacancy tables stand among
everything else a whole edital prints with numbers (provas tables of questões and pesos, TAF índices by sexo
and idade, títulos scores, taxa and pay tables, cronogramas, Decreto 9.739's limit of approved candidates,
calls to a later stage with the vacancy table's own header, tables of contents, item numbers). Ten are
federal and state bodies with the big boards, ten municipal bodies with regional boards; half are Word
documents exported by LibreOffice, half HTML printed by Chromium (`sources/`), each `.txt` pypdf's text of
its PDF, unedited. Both are read: the text as pasted, the PDF as the CLI reads it. First contact, before the
reader was changed for them: 138 of 257 entries right, 11 phantoms, 6 confirmed wrong, the same for the texts
and the PDFs (`docs/unseen-layouts-11-first-contact.txt`). Files outside the wrong ones never give a
confirmed wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = "t03 t09"
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = "t01 t03 t04 t17 t19"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_11", wrong=WRONG, limits=READ_IN_PART
)
