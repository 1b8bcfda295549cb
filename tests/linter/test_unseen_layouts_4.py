"""The fourth round of invented editais of layouts the reader had not seen (`unseen_layouts_4/`, the right
reading of each in `expected.json`), written without reading the reader: PDF tables with rotated header
pieces, subtotal rows, cargos as columns, continuation pages under abbreviated headers, decimal and percent
computation columns, CSV and spreadsheet copies with merged cells, labels explained only by a legend, Lei
15.142 group columns, escolaridade rows, blank reserve cells, pypdf's order, polos and sedes as rows or
columns, wide gaps; and text forms: per-cargo modalidade tables, prose with the total after its parts or the
cargo after its figures, consolidated texts with revoked wording, summary quadros, the Decreto 9.739 table,
reserve sentences after tables, web lines, counts in words, Cebraspe items with parenthesised parts, starred
docente rows, box-drawing tables, columns split by sex. First contact, before the reader was changed for them:
85 of 217 entries right, 37 phantoms, 9 confirmed wrong (`docs/unseen-layouts-4-first-contact.txt`);
after: 214 of 217, no phantom, no confirmed wrong. Files
outside `KNOWN_WRONG` never give a confirmed wrong reading nor a phantom; files outside `KNOWN_LIMITS` read
whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: No file gives a confirmed wrong reading nor a phantom; these read in part (docs/linter.md, "Known limits").
READ_IN_PART = "w13"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_4", wrong="", limits=READ_IN_PART
)
