"""The fourteenth round of invented editais (`unseen_layouts_14/`, the right reading of each in `expected.json`):
whole editais written without reading the reader, reaching it by paths the earlier sets did not use: spreadsheet
annexes made as .xlsx and exported by LibreOffice Calc (count columns overflowing to later pages, sheets of
especialidades, polos and a summary, subtotal rows), editais copied from web pages (Chromium's innerText or a
selection of the article), and PDFs copied from Chrome's PDF viewer (PDFium's text) (`sources/`). First contact,
before the reader was changed for them: 64 of 137 entries right, 15 phantoms, 1 confirmed wrong for the texts;
38 of 106, 14 and 1 for the PDFs (`docs/unseen-layouts-14-first-contact.txt`; the confirmed wrong one was a label,
Lei 15.142's reserve counted as pretos e pardos alone, mended in t08 and t02). Files outside the wrong ones
never give a confirmed wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_14", wrong=WRONG, limits=READ_IN_PART
)
