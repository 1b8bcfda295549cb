"""`name_wrap`: a lone line the next row took as its name's start moves up to the row above only when that
row's name visibly goes on before its counts, asked of the row's line up to its first count, never of a
requisito printed after the counts ("… curso de 80 horas. 44 2.681,46" holds "de 80" of its own)."""

from __future__ import annotations

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.tables.name_wrap import _name_goes_on

QUADRO = """1. DOS EMPREGOS
Emprego Vagas Habilitação mínima exigida Carga horária semanal (horas) Vencimento inicial (R$)
Enfermeiro 3 Curso superior em Enfermagem e registro no COREN/SC. 20 9.475,36
Fisioterapeuta 8 {requisito} 44 2.681,46
Agente
Administrativo 12 Ensino Médio completo. 24 17.424,82
Auxiliar de Farmácia 8 Ensino Fundamental completo. 30 7.239,01
1.2 As vagas serão preenchidas na sede.
"""


@pytest.mark.parametrize(
    "requisito",
    [
        "Ensino Médio e curso de auxiliar de farmácia com carga horária mínima de 80 horas.",
        "Curso de 80 h.",
        "Curso superior em Fisioterapia e registro no CREFITO.",
    ],
)
def test_a_requisitos_number_does_not_take_the_next_name(requisito):
    names = [p["name"] for p in lint_text(QUADRO.format(requisito=requisito))["positions"]]
    assert names == ["Enfermeiro", "Fisioterapeuta", "Agente Administrativo", "Auxiliar de Farmácia"]


@pytest.mark.parametrize(
    ("row", "goes_on"),
    [
        ("Técnico de 3 0 1 4", True),
        ("1 Técnico de 3 0 1 4", True),
        ("Motorista – Brasília / 39 2 13 54", True),
        ("Analista Legislativo – 1 1 – –", True),
        ("Assessor Jurídico 1 1 – – 30h", False),
        ("Fisioterapeuta 8 curso de 80 horas. 44 2.681,46", False),
    ],
)
def test_name_goes_on_before_the_first_count(row, goes_on):
    assert _name_goes_on(row) is goes_on
