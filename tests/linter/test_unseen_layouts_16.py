"""The sixteenth round of invented editais (`unseen_layouts_16/`, the right reading of each in `expected.json`):
whole editais written without reading the reader, whose texts come from tools no earlier set used: MuPDF's
`mutool` and PyMuPDF, pandoc (plain, markdown, gfm) from DOCX and HTML, w3m and lynx dumps of HTML pages,
html2text, LibreOffice's text export (`sources/`). First contact, before the reader was changed for them:
122 of 168 entries right, 8 phantoms, 2 confirmed wrong for the texts; 40 of 74, 4 and 0 for the PDFs
(`docs/unseen-layouts-16-first-contact.txt`). Files outside the wrong ones never give a confirmed wrong reading
nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = "t05.txt"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_16", wrong=WRONG, limits=READ_IN_PART
)
