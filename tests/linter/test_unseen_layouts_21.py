"""The twenty-first round of invented editais (`unseen_layouts_21/`, the right reading of each in `expected.json`): the
next edital of boards whose editais earlier sets invented, changed as a board changes from one year to the next: a
quadro per level or per nível with a TOTAL each and a TOTAL GERAL, reserve columns renamed ("Pretas e pardas",
"Pessoas pretas e pardas", "Vagas reservadas a pessoas pretas e pardas", "AC"), a cadastro de reserva count column
and a footnote legend, cargos offered by especialidade, secretaria group rows with hours and salary columns, and
beside the quadro the taxas, datas, convocados and remuneração tables of a real edital. Texts by pypdf, pdftotext
(plain and -layout), pdfplumber, Chromium's innerText and pandoc (`sources/`). Only the quadro's rows are entries: a
reading that takes the other tables or the CR counts as vacancies is a phantom or a confirmed wrong reading. Files
outside the wrong ones never give a confirmed wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom: none (t02's text, a reserve's label printed above and below the header's
#: line, is read whole by `space_bands`: its footnote marks are no digits, the label's pieces its column's).
WRONG = ""
#: Read in part (docs/linter.md, "Known limits"): t05's text (pdfplumber's header at three heights: the order of
#: its count columns is not in the text); its PDF reads whole.
READ_IN_PART = "t05.txt"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_21", wrong=WRONG, limits=READ_IN_PART
)
