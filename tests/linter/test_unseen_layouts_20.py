"""The twentieth round of invented editais (`unseen_layouts_20/`, the right reading of each in `expected.json`):
whole editais written without reading the reader, each holding beside its quadro de vagas tables and lists full of
numbers that are not vacancies, shaped as real editais print them: the Decreto 9.739/2019 Anexo II limits and the
most approved per cargo, prova objetiva tables per cargo with TOTAL rows, taxas and a dated cronograma, the curso de
formação's convocados under the quadro's own header words, a lotação table (criados / ocupados / vagos beside the
vacancies), salary grids by classe and padrão, locais de prova with salas and candidates, the ordem de convocação (1ª
to 40ª vaga), a Diário Oficial page whose other acts carry matrículas, values, CNPJ and diárias, and a resultado final
listing candidates after the repeated quadro. Texts by pypdf, pdftotext (plain and -layout), pdfplumber, Chromium's
innerText and pandoc (`sources/`). Only the quadro's rows are entries: a reading that takes the other tables as cargos
is a phantom or a confirmed wrong reading. Files outside the wrong ones never give a confirmed wrong reading nor a
phantom; files outside the limits read whole."""

from __future__ import annotations

from tests.linter.test_unseen_layouts import unseen_set

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits"): none.
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_20", wrong=WRONG, limits=READ_IN_PART
)
