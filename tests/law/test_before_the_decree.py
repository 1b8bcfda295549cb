"""Issue 22, point 3: Lei 15.142 before Decreto 12.536. From 04/06/2025 the law's 30 % alone (art. 1º;
art. 5º, § 2º); the decree's split into 25/3/2 and its surplus only from 27/06/2025, the day it was published.

`reserve`, `lint` and the order of calls read the same dated data, so each is checked at the boundaries.
"""

from __future__ import annotations

import datetime as dt

import pytest

from cotacheck.law.editions import basis_key
from cotacheck.law.lawbook import get_law
from cotacheck.linter import lint_text
from cotacheck.nomination import order
from cotacheck.nomination.data import rule_bases
from cotacheck.reserve.calculator import compute

D = dt.date
ALONE = "pretos_pardos_indigenas_quilombolas"

# 18 vacancies: 20 % = 3,6 → 4 (Lei 12.990); 30 % = 5,4 → 5 (Lei 15.142 alone);
# with the decree 25 % = 4,5 → 5, 3 % = 0,54 → 1, 2 % = 0,36 → 0: 6, above the law's 5.
BOUNDARIES = [
    (D(2025, 6, 3), {"negros": 4}),
    (D(2025, 6, 4), {ALONE: 5}),
    (D(2025, 6, 26), {ALONE: 5}),
    (D(2025, 6, 27), {"pretos_pardos": 5, "indigenas": 1, "quilombolas": 0}),
]


@pytest.mark.parametrize(("day", "groups"), BOUNDARIES)
def test_reserve_follows_the_date(day, groups):
    result = compute("federal", [18], day)
    assert result["applies"] and result["total"]["reserved_by_group"] == groups


@pytest.mark.parametrize("day", [D(2025, 6, 4), D(2025, 6, 10), D(2025, 6, 26)])
def test_before_the_decree_no_split_and_no_figure_above_thirty_percent(day):
    result = compute("federal", [18], day)
    text = " ".join(n["text"] for n in result["notes"]) + " ".join(s["text"] for s in result["total"]["steps"])
    assert "25%" not in text and "o que a lei exige com certeza" not in text
    assert "a soma dos grupos" not in text  # no surplus of groups rounded one by one
    assert result["version"] == "Lei nº 15.142/2025, antes do Decreto nº 12.536/2025"
    bases = {s["basis"] for s in result["positions"][0]["steps"]}
    assert {"Lei nº 15.142/2025, art. 1º", "Lei nº 15.142/2025, art. 5º, § 2º"} <= bases
    assert not any(b and b.startswith("Decreto nº 12.536") for b in bases)


def test_the_adopted_reading_of_the_decree_date_is_said():
    notes = [n for n in compute("federal", [18], D(2025, 6, 10))["notes"] if "27/06/2025" in n["text"]]
    assert notes and "interpretação adotada" in notes[0]["text"] and notes[0]["basis"].endswith("art. 1º, § 1º")


def test_the_decree_version_keeps_the_law_in_force_since_june_4():
    result = compute("federal", [18], D(2025, 6, 27))
    assert result["reason_basis"]["basis"] == "Lei nº 15.142/2025, art. 14"
    assert (
        "em vigor desde 04/06/2025" in result["reason"]
        and "Decreto nº 12.536/2025 desde 27/06/2025" in result["reason"]
    )


def test_both_versions_cite_lei_15142_articles_in_the_linter_and_the_calls():
    law = get_law("federal")
    alone, decree = law.version_at(D(2025, 6, 10)), law.version_at(D(2025, 7, 1))
    assert alone.id != decree.id
    assert basis_key("federal", alone.id) == basis_key("federal", decree.id) == "federal-15142"
    assert rule_bases(law, alone.id)["concurrent"].text == rule_bases(law, decree.id)["concurrent"].text
    assert rule_bases(law, decree.id)["concurrent"].text == "Lei nº 15.142/2025, art. 7º"


def test_branch_readings_hold_before_and_after_the_decree():
    for day in (D(2025, 6, 10), D(2025, 7, 1)):
        notes = " ".join(n["text"] for n in compute("federal", [10], day, "judiciario")["notes"])
        assert "Resolução nº 203/2015" in notes


FED = "MINISTÉRIO DA FAZENDA\nEDITAL Nº 1, DE {day} DE 2025\nO Ministro torna pública a abertura de concurso.\n"
TABLE = "Cargo AC Negros Total\nAnalista {open} {reserved} 18\n"


def _reserve_findings(day: str, reserved: int) -> list[dict]:
    found = lint_text(FED.format(day=day) + TABLE.format(open=18 - reserved, reserved=reserved))["findings"]
    return [f for f in found if f["code"] in ("CQ101", "CQ102", "CQ103", "CQ106")]


def test_lint_of_june_10_asks_for_the_law_s_thirty_percent_only():
    assert _reserve_findings("10 DE JUNHO", 5) == []
    (short,) = _reserve_findings("10 DE JUNHO", 4)
    assert short["code"] == "CQ102" and short["severity"] == "error" and "5 de 18" in short["message"]
    assert "6" not in short["message"].replace("2025", "") and "12.536" not in short["basis"]


def test_lint_from_june_27_weighs_the_decree_s_surplus():
    (found,) = _reserve_findings("27 DE JUNHO", 5)
    assert found["severity"] == "warning" and "6 de 18" in found["message"]


def test_lint_cites_no_revocation_of_lei_15142_after_the_decree():
    text = FED.format(day="10 DE JULHO") + "Reserva de 30% das vagas aos negros, na forma da Lei nº 15.142/2025.\n"
    assert "CQ306" not in [f["code"] for f in lint_text(text + TABLE.format(open=12, reserved=6))["findings"]]


def test_order_before_the_decree_has_one_reserved_list():
    calls = order("federal", 10, D(2025, 6, 10))["calls"]
    assert {c["list"] for c in calls} == {"ampla", ALONE, "pcd"}
    assert sum(c["list"] == ALONE for c in calls) == 3
    after = {c["list"] for c in order("federal", 10, D(2025, 6, 27))["calls"]}
    assert "pretos_pardos" in after and ALONE not in after
