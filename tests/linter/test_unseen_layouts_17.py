"""The seventeenth round of invented editais (`unseen_layouts_17/`, the right reading of each in `expected.json`):
whole editais written without reading the reader, in formats and through paths no earlier set used: Word 97 `.doc`
through antiword and catdoc, RTF through unrtf, ODT through odt2txt, Ghostscript's txtwrite of a PDF, XLSX quadros
saved as Brazilian CSV or through xlsx2csv beside the body's text, pdfplumber's `extract_tables` as CSV, a monospace
edital printed by enscript and a slide deck from Impress read by pypdf (`sources/`). First contact, before the
reader was changed for them: 107 of 169 entries right, 1 phantom, 0 confirmed wrong for the texts; 45 of 71, 0 and
0 for the PDFs (`docs/unseen-layouts-17-first-contact.txt`). Files outside the wrong ones never give a confirmed
wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_17", wrong=WRONG, limits=READ_IN_PART
)
