"""The third round of invented editais of layouts the reader had not seen (`unseen_layouts_3/`, the right
reading of each in `expected.json`), written without reading the reader: exam boards' and bodies' PDF
tables not met before (code and pay columns before a "Vagas" group, vacancies by district or region
summed per cargo, one small table per level, total first with blank zero cells, tables of questions,
weights, fees and call limits beside the vacancy table), and text that never was a PDF's layout (web
copies, markdown, LibreOffice tabs, the Diário Oficial's key-value lines, prose in many sentence forms,
per-cargo subsections, retificações, dot leaders). First contact, before the reader was changed for
them: 83 of 153 entries right, 19 phantoms, 16 confirmed wrong (`docs/unseen-layouts-3-first-contact.txt`);
after: 153 of 153, no phantom, no confirmed wrong. Files outside `KNOWN_WRONG` never give a confirmed wrong
reading nor a phantom; files outside `KNOWN_LIMITS` read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: No file gives a confirmed wrong reading nor a phantom; these read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_3", wrong="", limits=READ_IN_PART
)
