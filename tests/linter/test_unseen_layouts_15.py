"""The fifteenth round of invented editais (`unseen_layouts_15/`, the right reading of each in `expected.json`):
whole editais written without reading the reader, whose texts come from the extractors users run on PDFs and no
earlier set used: poppler's pdftotext (default, -layout, -raw), pdfminer.six and pdfplumber, pdf.js as Firefox
copies it, from PDFs made by Chromium, LibreOffice Writer and Calc, and Typst (`sources/`). First contact, before
the reader was changed for them: 41 of 133 entries right, 15 phantoms, 0 confirmed wrong for the texts; 78 of 133,
11 and 0 for the PDFs, 85 and 4 with t07's labels mended (`docs/unseen-layouts-15-first-contact.txt`). Files
outside the wrong ones never give a confirmed wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = "t06 t10"
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = "t06 t09.txt t10"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_15", wrong=WRONG, limits=READ_IN_PART
)
