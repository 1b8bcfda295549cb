"""The thirteenth round of invented editais (`unseen_layouts_13/`, the right reading of each in `expected.json`):
whole editais of 5 to 9 pages, written without reading the reader, from producers the earlier rounds did not
use: HTML printed by wkhtmltopdf and WeasyPrint, LaTeX (`longtable`, `twocolumn`), pages scanned and OCR'd by
tesseract, one LibreOffice export (`sources/`), each `.txt` pypdf's text of its PDF, unedited. Both are read: the
text as pasted, the PDF as the CLI reads it. First contact, before the reader was changed for them: 31 of 71
entries right, 9 phantoms, 0 confirmed wrong for the texts; 24, 9 and 0 for the PDFs
(`docs/unseen-layouts-13-first-contact.txt`). Files outside the wrong ones never give a confirmed wrong reading
nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = "t07"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_13", wrong=WRONG, limits=READ_IN_PART
)
