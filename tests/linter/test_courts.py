"""Courts' editais under the CNJ's rule (law/courts.py): after Res. CNJ 657/2025 (DJe 24/11/2025) every court owes
30 % from 2 vacancies per cargo and especialidade, whatever the law picked; the findings cite the resolution."""

from __future__ import annotations

import pytest
from test_readings import edital, findings

from cotacheck.linter import lint_text

TRF = "PODER JUDICIÁRIO/TRIBUNAL REGIONAL FEDERAL DA 1ª REGIÃO"
TJRN = "PODER JUDICIÁRIO/TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO NORTE"
TJGO = "PODER JUDICIÁRIO/TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS"
GROUPS = "CARGO | AC | PcD | PP | PI | PQ | TOTAL"


@pytest.mark.parametrize("head", [TRF, TJRN, TJGO])
def test_a_court_at_20_percent_after_res_657_is_an_error(head):
    result = lint_text(edital(head, "14 DE ABRIL DE 2026", ["Analista Judiciário 15 1 4 20"]))
    assert result["branch"] == "judiciario" and result["court_rule"] == "cnj" and result["applies"]
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == "error"
    assert "o edital a atende" not in cq102["message"] and "6 de 20 vagas" in cq102["message"]
    assert "Resolução CNJ nº 657/2025" in cq102["basis"]
    assert not findings(result, "CQ301")


def test_a_federal_court_before_res_657_keeps_res_203_as_the_other_reading():
    result = lint_text(edital(TRF, "14 DE AGOSTO DE 2025", ["Analista Judiciário 15 1 4 20"]))
    assert result["court_rule"] is None
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == "warning" and "Resolução CNJ nº 657/2025" not in cq102["basis"]


def test_tjgo_before_res_657_is_under_res_203():
    result = lint_text(edital(TJGO, "14 DE ABRIL DE 2024", ["Analista Judiciário 16 1 3 20"]))
    assert result["court_rule"] == "cnj" and not findings(result, "CQ301")
    (cq102,) = findings(result, "CQ102")
    assert "4 de 20 vagas" in cq102["message"] and cq102["basis"] == "Resolução CNJ nº 203/2015"


def test_tjrn_before_res_657_is_under_rns_law():
    result = lint_text(edital(TJRN, "14 DE ABRIL DE 2025", ["Analista Judiciário 15 1 4 20"]))
    assert result["court_rule"] is None and not findings(result, "CQ102")


@pytest.mark.parametrize(
    "row,severity",
    [
        (
            "Analista Judiciário 13 1 4 1 1 20",
            "warning",
        ),  # 20 % to pretos e pardos, 10 % moved: the resolution allows it
        ("Analista Judiciário 13 1 3 2 1 20", "error"),  # pretos e pardos below 20 %
    ],
)
def test_res_657_lets_an_edital_move_up_to_10_percent_between_groups(row, severity):
    result = lint_text(edital(TJRN, "14 DE ABRIL DE 2026", [row], columns=GROUPS))
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == severity


def test_cq301_names_plural_acts_with_their_article():
    """ "As Leis federais … parecem não se aplicar", never "A Leis federais … parece"."""
    result = lint_text(
        edital("MINISTÉRIO DA EDUCAÇÃO/UNIVERSIDADE FEDERAL DE GOIÁS", "10 DE MARÇO DE 2026", ["Estagiário 9 1 10"]),
        kind="estagio",
    )
    (cq301,) = findings(result, "CQ301")
    assert cq301["message"].startswith("As Leis federais") and "parecem não se aplicar" in cq301["message"]
