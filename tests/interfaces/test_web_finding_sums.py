"""The arithmetic behind a cargo's finding (`result.contas`, interfaces/web/finding_sums.py): the core's own
steps for the cargo's vacancies under the rule the check applied, the product and its rounding in one
sentence, and the calculator's query; none where the steps would not give the finding's figure."""

from __future__ import annotations

from urllib.parse import parse_qs

from cotacheck.interfaces.web.finding_sums import finding_sums
from cotacheck.interfaces.web.linter import lint

GO = (
    "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\nConforme a Lei estadual nº 23.389/2025.\n"
    "Cargo AC PcD Negros Total\nTécnico Legislativo 12 1 1 14\n"
)
MUNICIPAL = (
    "PREFEITURA MUNICIPAL DE EXEMPLO\nEDITAL Nº 2/2026, DE 10 DE MARÇO DE 2026\n"
    "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
    "Cargo AC PcD Negros Total\nAssistente Administrativo 10 1 1 12\n"
)


def test_a_law_finding_gets_the_laws_arithmetic_and_the_calculators_query():
    result = lint({"texto": GO})
    index = next(i for i, f in enumerate(result["findings"]) if f["code"] == "CQ102")
    found = result["contas"][str(index)]
    assert found["regra"] == "lei"
    assert "14 vagas × 20% = 2,8 → fração 0,8 é igual ou maior que 0,5 → arredonda para cima → 3" in " ".join(
        found["conta"]
    )
    assert parse_qs(found["calculadora"]) == {
        "lei": ["go"],
        "data": ["2026-03-10"],
        "vagas": ["14"],
        "cargo": ["Técnico Legislativo"],
    }
    clause = next(i for i, f in enumerate(result["findings"]) if f["code"] == "CQ203")
    assert str(clause) not in result["contas"]  # no cargo, no figure


def test_an_own_rule_finding_gets_the_editals_rule_as_outra_lei():
    result = lint({"texto": MUNICIPAL})
    (found,) = result["contas"].values()
    assert found["regra"] == "edital" and "12 vagas × 20% = 2,4 → " in " ".join(found["conta"])
    query = parse_qs(found["calculadora"])
    assert query["lei"] == ["outra"] and query["percentual"] == ["20"] and query["vagas"] == ["12"]


def test_no_arithmetic_that_disagrees_with_the_finding():
    result = lint({"texto": GO})
    result["positions"][0]["reserved_required"] = 4  # a figure the steps do not give
    assert finding_sums(result) == {}
