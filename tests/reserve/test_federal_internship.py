"""Federal internships: Decreto nº 9.427/2018 (DOU 29/06/2018), not the concursos' laws: 30 % of a selection's
vacancies to negros from 3 vagas, 0,5 up, in the federal direct, autarchic and foundational administration."""

import datetime as dt

import pytest

from cotacheck.errors import LawDataError
from cotacheck.law.lawbook import get_law, load_law_text, parse_law
from cotacheck.reserve.calculator import compute

D = dt.date
DAY = D(2026, 3, 1)


def total(counts, day=DAY, branch="executivo"):
    return compute("federal", counts, day, branch, "estagio")


@pytest.mark.parametrize("n,reserved", [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (8, 2), (10, 3), (15, 5), (35, 11)])
def test_thirty_percent_from_three_half_up(n, reserved):
    """3 × 30 % = 0,9 → 1; 5 → 1,5 → 2; 8 → 2,4 → 2; 35 → 10,5 → 11 (art. 1º, §§ 1º and 2º)."""
    result = total([n])
    assert result["applies"] and result["positions"][0]["reserved"] == reserved
    assert result["positions"][0]["reserved_by_group"] == {"negros": reserved}  # no split among groups


def test_every_figure_cites_the_decree():
    steps = total([10])["positions"][0]["steps"]
    cited = {s["basis"] for s in steps if s["basis"]}
    assert "Decreto nº 9.427/2018, art. 1º" in cited and "Decreto nº 9.427/2018, art. 1º, § 2º" in cited
    assert not any("15.142" in c or "12.990" in c for c in cited)
    assert "Decreto nº 9.427/2018" in total([10])["reason"]


def test_the_threshold_counts_the_whole_selection():
    """Art. 1º, § 1º: "número de vagas oferecidas na seleção": 2 + 1 areas make 3 vagas, 1 reserved."""
    result = total([2, 1])
    assert result["total"]["reserved"] == 1 and result["total"]["base"] == "edital"


def test_before_the_decree_an_internship_has_no_reserve():
    before, on = total([10], D(2018, 6, 28)), total([10], D(2018, 6, 29))
    assert not before["applies"] and "29/06/2018" in before["reason"]
    assert on["applies"] and on["positions"][0]["reserved"] == 3


def test_the_decree_binds_the_executive_administration_only():
    result = total([10], branch="judiciario")
    assert not result["applies"]
    assert "administração pública federal direta, autárquica e fundacional" in result["reason"]


def test_the_concursos_keep_their_law():
    assert compute("federal", [10], DAY)["positions"][0]["reserved_by_group"]["pretos_pardos"] == 3
    assert get_law("federal").version_at(DAY).id == "lei-15142-dec-12536"
    assert get_law("federal").version_at(DAY, "estagio").id == "dec-9427"


def test_kind_rules_may_not_overlap_for_one_kind():
    data = load_law_text("federal")
    data["kind_versions"] = data["kind_versions"] * 2
    with pytest.raises(LawDataError, match="overlap"):
        parse_law(data, "federal")


def test_only_a_kind_rule_may_name_its_branches():
    data = load_law_text("federal")
    data["versions"][0] = {**data["versions"][0], "branches": {"value": ["executivo"], "basis": "lei-12990#art-1"}}
    with pytest.raises(LawDataError, match="unknown keys"):
        parse_law(data, "federal")
