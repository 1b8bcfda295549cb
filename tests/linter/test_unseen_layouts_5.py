"""The fifth round of invented editais of layouts the reader had not seen (`unseen_layouts_5/`, the right
reading of each in `expected.json`), written without reading the reader: tables side by side on one page,
merged cells printed on their group's middle line, one table per modalidade, counts with their words ("05
(cinco)", "03 (três) + CR"), numeric cadastro de reserva blocks, codes after names and names with numbers,
the reserve only in a sentence and a later table, regions with totals on both axes and thousands
separators, two-column pages in raw order, blank cells placed only by position, reserve columns before the
name, several tables of one name prefix, an OCR'd scan, names glued to their counts, a row split by a page
break; and text forms: web news bullets, a Diário Oficial's single-spaced rows, pandoc's DOCX tables,
spreadsheets saved with ";;" and as tab-separated text with quoted multi-line cells, forwarded e-mails and
chat messages, the reserve as positions in the nomination order, an enlargement's before/added/after
table, headers repeated only as abbreviations. First contact, before the reader was changed for them: 95 of
257 entries right, 26 phantoms, 12 confirmed wrong (`docs/unseen-layouts-5-first-contact.txt`). Files
outside `KNOWN_WRONG` never give a confirmed wrong reading nor a phantom; files outside `KNOWN_LIMITS` read
whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: No file gives a confirmed wrong reading nor a phantom; these read in part (docs/linter.md, "Known limits").
READ_IN_PART = "y09"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_5", wrong="", limits=READ_IN_PART
)
