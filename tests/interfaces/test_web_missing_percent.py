"""The page's "outra lei" with the percentage left blank on an edital that settles none: the report of what
needs no percentage, the question asked (`detected.params_missing`), the reader's corrections kept; answered, the
same table is checked (issue 24, point 6). The CLI still refuses with its message."""

from __future__ import annotations

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.linter import lint, recheck
from cotacheck.linter import lint_text
from cotacheck.linter.facts.custom_law_params import MISSING_PERCENT
from cotacheck.linter.report.markdown import to_markdown

TWO_RULES = (
    "CÂMARA MUNICIPAL DE SERRA CLARA\nEDITAL Nº 2, DE 4 DE MAIO DE 2026\n"
    "CARGO | AC | NEGROS | TOTAL\nAnalista Legislativo 10 2 12\nTécnico Legislativo 9 1 10\n"
    "3.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
    "9.4 Ficam reservadas aos candidatos negros 25% (vinte e cinco por cento) das vagas de cada cargo.\n"
)
NO_RULE = "CÂMARA MUNICIPAL DE SERRA CLARA\nCARGO | AC | NEGROS | TOTAL\nAnalista Legislativo 10 2 12\n"
BLANK = {"percentual": "", "minimo": "", "arredondamento": "half_up", "base": "cargo"}


def rows(result: dict) -> list[dict]:
    keys = ("name", "cargo", "vacancies", "reserved_stated", "line")
    return [{k: p[k] for k in keys} for p in result["positions"]]


@pytest.mark.parametrize("text", [TWO_RULES, NO_RULE])
@pytest.mark.parametrize("params", [None, BLANK])
def test_blank_percentage_is_asked_for_and_the_report_kept(text, params):
    request = {"texto": text, "lei": "outra", **({"parametros": params} if params else {})}
    result = lint(request)
    assert result["detected"]["params_missing"] == {"field": "percentual", "message": MISSING_PERCENT}
    assert [p["name"] for p in result["positions"]][:1] == ["Analista Legislativo"]
    assert all(p["reserved_required"] is None for p in result["positions"])  # nothing computed without it
    assert "CQ302" not in [f["code"] for f in result["findings"]]  # a law was chosen: not "no law"
    assert to_markdown(result)  # the report can be written without the percentage


def test_a_correction_stays_through_the_question_and_the_answer():
    table = rows(lint({"texto": TWO_RULES, "lei": "outra"}))
    table[1].update(reserved_stated=0, edited=True)
    asked = recheck({"texto": TWO_RULES, "lei": "outra", "posicoes": table, "parametros": BLANK})
    assert asked["detected"]["params_missing"] and asked["corrected_by_hand"] == ["Técnico Legislativo"]
    answered = recheck(
        {"texto": TWO_RULES, "lei": "outra", "posicoes": table, "parametros": {**BLANK, "percentual": "20"}}
    )
    assert "params_missing" not in answered["detected"]
    assert [p["reserved_stated"] for p in answered["positions"]] == [2, 0]
    assert [p["reserved_required"] for p in answered["positions"]] == [2, 2]
    assert "CQ102" in [f["code"] for f in answered["findings"]]
    assert answered["corrected_by_hand"] == ["Técnico Legislativo"]


def test_a_stated_own_rule_is_still_used_and_the_cli_still_refuses():
    own = NO_RULE + "3.1 Ficam reservadas aos candidatos negros 20% das vagas de cada cargo.\n"
    result = lint({"texto": own, "lei": "outra", "parametros": BLANK})
    assert "params_missing" not in result["detected"] and result["detected"]["params"]["percentual"] == "20"
    with pytest.raises(InputError, match="informe os parâmetros da lei"):
        lint_text(TWO_RULES, law="outra")
