"""The twelfth round of invented editais (`unseen_layouts_12/`, the right reading of each in `expected.json`):
whole editais of 4 to 11 pages, written without reading the reader, from producers the earlier rounds did not
use: pages drawn by a program (fpdf2, ReportLab: tables row by row or a column at a time, as report engines
fill each column's band), Diário Oficial issues in two or three columns with other acts around the edital, a
groff `tbl` table, one LibreOffice export (`sources/`), each `.txt` pypdf's text of its PDF, unedited. Both are
read: the text as pasted, the PDF as the CLI reads it. First contact, before the reader was changed for them:
21 of 73 entries right, 1 phantom, 6 confirmed wrong for the texts; 23, 3 and 6 for the PDFs
(`docs/unseen-layouts-12-first-contact.txt`). Files outside the wrong ones never give a confirmed wrong
reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_12", wrong=WRONG, limits=READ_IN_PART
)
