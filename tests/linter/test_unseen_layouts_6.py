"""The sixth round of invented editais of layouts the reader had not seen (`unseen_layouts_6/`, the right
reading of each in `expected.json`), written without reading the reader: spreadsheets printed with their
row numbers and column letters, numbered clauses giving each cargo's vacancies in another form, a cargo
heading with its total first and its offices' rows after, role labels explained only by a far legend
("C.R." as the racial quota), two reserve rates in one notice, shifts or specialties as columns, "20% (2)"
cells, a summary table then a distribution grid of the same vacancies, PDF-to-Word exports with merged
number cells or each column in a block, landscape rows cut mid-row, pdfminer column blocks, LaTeX's
detached accents, separate negros and índios columns, an Adobe copy with a cell a line; and text forms:
Tabula's CSV, pdfplumber's printed tables, a phone viewer's run-together text, pandoc's plain tables,
Excel's truncated .prn cells, a court's press release, a portal's summary and its detail by unit, a
retificação's consolidated annex with "(NR)" marks. First contact, before the reader was changed for
them: 111 of 308 entries right, 44 phantoms, 0 confirmed wrong (`docs/unseen-layouts-6-first-contact.txt`).
Files outside `KNOWN_WRONG` never give a confirmed wrong reading nor a phantom; files outside
`KNOWN_LIMITS` read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: No file gives a confirmed wrong reading nor a phantom; these read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_6", wrong="", limits=READ_IN_PART
)
