"""CQ106 checks the edital's total whenever the law's base is the whole edital (Lei 15.142, art. 1º, § 2º),
also when a cargo that reaches the minimum alone gives no reserve figure: such a cargo reserves none, and the
per-cargo findings (CQ101) are only the practice adopted, never the law's total."""

from __future__ import annotations

from cotacheck.linter import lint_text


def edital(columns: str, rows: list[str]) -> str:
    return "\n".join(
        [
            "MINISTÉRIO DA EDUCAÇÃO",
            "UNIVERSIDADE FEDERAL DE GOIÁS",
            "EDITAL Nº 4, DE 10 DE MARÇO DE 2026",
            "O Reitor torna pública a abertura de concurso público para cargos efetivos.",
            "2. DOS CARGOS E DAS VAGAS",
            columns,
            *rows,
            "Goiânia, 10 de março de 2026.",
        ]
    )


def cq106(result: dict) -> dict:
    (found,) = [f for f in result["findings"] if f["code"] == "CQ106"]
    return found


def test_federal_edital_with_no_reserve_at_all_is_an_error():
    """20 + 10 vacancies, no reserve column: 30 % of 30 is 9 (10 with the groups rounded one by one)."""
    result = lint_text(edital("CARGO | AC | PcD | TOTAL", ["Analista 19 1 20", "Técnico 9 1 10"]))
    assert result["summary"]["error"] >= 1
    found = cq106(result)
    assert found["severity"] == "error" and "Nenhum dos 2 cargos" in found["message"]
    assert "nenhum chega sozinho" not in found["message"]


def test_a_cargo_without_its_figure_counts_as_none_reserved():
    """15 + 4 = 19 vacancies, 5 reserved in the first and no figure in the second: 6 owed under both readings."""
    result = lint_text(edital("CARGO | AC | PcD | NEGROS | TOTAL", ["Analista 9 1 5 15", "Técnico 4 4"]))
    found = cq106(result)
    assert found["severity"] == "error"
    assert "5 das 19 vagas" in found["message"] and "“Técnico”" in found["message"]
    assert all(r["other_required"] == 6 and not r["met"] for r in found.get("interpretations", []))
