"""The reserve each law requires: thresholds, halves, dates, branches, kinds, PcD, totals."""

import datetime as dt

import pytest

from cotacheck.errors import InputError
from cotacheck.law.lawbook import get_law
from cotacheck.reserve.calculator import applicability, compute, pcd_count, pcd_reserve, racial_counts

D = dt.date


def reserved(law, n, day, branch="executivo", kind="efetivo"):
    return compute(law, [n], day, branch, kind)["positions"][0]["reserved"]


# --- the 20% laws against the closed form ------------------------------------------------------


@pytest.mark.parametrize(
    "law, day", [("go", D(2026, 1, 5)), ("go", D(2025, 6, 1)), ("rn", D(2024, 1, 1)), ("federal", D(2020, 1, 1))]
)
def test_twenty_percent_laws_match_closed_form(law, day):
    version = get_law(law).version_at(day)
    assert version.percent.value == 20
    for n in range(3, 100_001):
        assert sum(racial_counts(version, n).values()) == (2 * n + 5) // 10, n
    assert compute(law, [100_000], day, "legislativo")["positions"][0]["reserved"] == 20_000


def test_property_closed_form_with_hypothesis():
    from hypothesis import given
    from hypothesis import strategies as st

    @given(st.integers(min_value=3, max_value=100_000))
    def check(n):
        assert reserved("rn", n, D(2026, 1, 1)) == (2 * n + 5) // 10

    check()


# --- thresholds ----------------------------------------------------------------------------------


@pytest.mark.parametrize("law, day", [("go", D(2026, 1, 5)), ("rn", D(2026, 1, 5)), ("federal", D(2025, 6, 3))])
def test_threshold_three(law, day):
    assert reserved(law, 2, day) == 0
    assert reserved(law, 3, day) == 1  # 0,6 → 1
    steps = compute(law, [2], day)["positions"][0]["steps"]
    assert "abaixo do mínimo de 3 vagas" in steps[0]["text"]


def test_federal_threshold_two_from_lei_15142():
    assert reserved("federal", 1, D(2025, 6, 4)) == 0
    assert reserved("federal", 2, D(2025, 6, 4)) == 1  # 30% of 2 = 0,6 → 1
    assert reserved("federal", 2, D(2025, 6, 3)) == 0  # Lei 12.990: below 3


def test_goias_below_threshold_reminds_cotista_registration():
    texts = [s["text"] for s in compute("go", [2], D(2026, 1, 5))["positions"][0]["steps"]]
    assert any("condição de cotista" in t for t in texts)


# --- exact halves and the federal groups -------------------------------------------------------


def test_federal_thirty_percent_of_five_rounds_up_to_two():
    p = compute("federal", [5], D(2025, 6, 27))["positions"][0]
    assert p["reserved"] == 2
    assert p["reserved_by_group"] == {"pretos_pardos": 2, "indigenas": 0, "quilombolas": 0}
    assert any(s["text"].startswith("Interpretação adotada") for s in p["steps"])


def test_federal_two_percent_of_twentyfive_rounds_up_to_one():
    p = compute("federal", [25], D(2026, 1, 1))["positions"][0]
    assert p["reserved_by_group"] == {"pretos_pardos": 6, "indigenas": 1, "quilombolas": 1}
    assert p["reserved"] == 8


@pytest.mark.parametrize(
    "n, groups", [(2, (1, 0, 0)), (10, (3, 0, 0)), (17, (4, 1, 0)), (18, (5, 1, 0)), (100, (25, 3, 2))]
)
def test_federal_groups(n, groups):
    p = compute("federal", [n], D(2026, 1, 1))["positions"][0]
    assert tuple(p["reserved_by_group"].values()) == groups


def test_federal_total_is_never_below_thirty_percent_nor_below_the_groups():
    from fractions import Fraction

    from cotacheck.reserve.rounding import round_fraction

    result = compute("federal", list(range(2, 1002)), D(2026, 1, 1))
    for p in result["positions"]:
        n = p["vacancies"]
        groups = [round_fraction(Fraction(n * pct, 100), "half_up") for pct in (25, 3, 2)]
        assert p["reserved"] == max(round_fraction(Fraction(3 * n, 10), "half_up"), sum(groups))
        assert p["reserved_by_group"]["indigenas"] == groups[1]
        assert p["reserved_by_group"]["quilombolas"] == groups[2]


# --- dates ----------------------------------------------------------------------------------------


def test_federal_switches_law_on_2025_06_04():
    before = compute("federal", [10], D(2025, 6, 3))
    after = compute("federal", [10], D(2025, 6, 4))
    assert before["version"] == "Lei nº 12.990/2014" and before["positions"][0]["reserved"] == 2
    assert after["version"].startswith("Lei nº 15.142/2025") and after["positions"][0]["reserved"] == 3


def test_federal_before_lei_12990():
    result = compute("federal", [10], D(2014, 6, 9))
    assert not result["applies"] and result["positions"][0]["reserved"] == 0


@pytest.mark.parametrize("branch, first_day", [("legislativo", D(2025, 5, 6)), ("executivo", D(2025, 9, 3))])
def test_goias_entry_into_force_by_branch(branch, first_day):
    day_before = first_day - dt.timedelta(days=1)
    before = compute("go", [10], day_before, branch)
    assert not before["applies"] and "antes da entrada em vigor" in before["reason"]
    assert before["positions"][0]["reserved"] == 0
    assert compute("go", [10], first_day, branch)["positions"][0]["reserved"] == 2


def test_goias_executive_interpretation_is_shown():
    notes = compute("go", [10], D(2025, 9, 3))["notes"]
    assert any("Interpretação adotada" in n["text"] and "120 dias" in n["text"] for n in notes)


def test_goias_sunset_after_ten_years():
    assert compute("go", [10], D(2035, 5, 5))["applies"]
    assert not compute("go", [10], D(2035, 5, 6))["applies"]


def test_rn_entry_into_force():
    assert not compute("rn", [10], D(2021, 11, 19))["applies"]
    assert compute("rn", [10], D(2021, 11, 20))["applies"]


# --- branches and kinds ---------------------------------------------------------------------------


def test_goias_does_not_cover_judiciary_the_cnj_rule_does():
    """Lei 23.389 leaves the Judiciário out (art. 1º, § 1º); every court is under the CNJ's rule (law/courts.py)."""
    found = applicability(get_law("go"), D(2026, 1, 5), "judiciario", "efetivo")
    assert not found.applies and "Judiciário" in found.reason and found.basis.href == "leis/go.html#art-1-p1"
    result = compute("go", [10], D(2026, 1, 5), "judiciario")
    assert result["applies"] and result["court_rule"] == "cnj" and "Lei estadual nº 23.389/2025" in result["reason"]
    assert result["reason_basis"]["href"] == "leis/cnj.html#res-cnj-657"
    assert result["positions"][0]["reserved"] == 3


def test_rn_and_federal_cover_every_branch():
    for law in ("rn", "federal"):
        for branch in ("executivo", "legislativo", "judiciario"):
            assert compute(law, [10], D(2026, 1, 5), branch)["applies"]


@pytest.mark.parametrize("kind", ["temporario", "estagio"])
def test_goias_temporary_and_internship_only_from_lei_23719(kind):
    assert not compute("go", [10], D(2025, 9, 30), kind=kind)["applies"]
    assert compute("go", [10], D(2025, 10, 1), kind=kind)["positions"][0]["reserved"] == 2


def test_rn_does_not_cover_internships_and_temporary_posts():
    for kind in ("temporario", "estagio"):
        result = compute("rn", [10], D(2026, 1, 5), kind=kind)
        assert not result["applies"] and "não abrange" in result["reason"]
    assert compute("rn", [10], D(2026, 1, 5), kind="emprego")["applies"]


def test_federal_temporary_only_under_lei_15142():
    assert not compute("federal", [10], D(2025, 6, 3), kind="temporario")["applies"]
    assert compute("federal", [10], D(2025, 6, 4), kind="temporario")["applies"]
    # internships are not under the concursos' laws but under their own decree (tests/reserve/test_federal_internship.py)
    assert compute("federal", [10], D(2026, 1, 1), kind="estagio")["version"].startswith("Decreto nº 9.427/2018")


# --- PcD and ampla concorrência -------------------------------------------------------------------


def test_goias_pcd_half_up_and_open():
    p = compute("go", [37], D(2026, 1, 5))["positions"][0]
    assert (p["reserved"], p["pcd"], p["open"]) == (7, 2, 28)  # 5% of 37 = 1,85 → 2
    assert compute("go", [9], D(2026, 1, 5))["positions"][0]["pcd"] == 0  # 0,45 → 0
    assert compute("go", [10], D(2026, 1, 5))["positions"][0]["pcd"] == 1  # 0,5 → 1


def test_federal_pcd_always_up_with_twenty_percent_cap():
    pcd = [compute("federal", [n], D(2026, 1, 1))["positions"][0]["pcd"] for n in (1, 4, 5, 20, 21, 40, 41)]
    assert pcd == [0, 0, 1, 1, 2, 2, 3]


def test_rn_pcd_ten_percent_since_lc_754():
    assert compute("rn", [729], D(2024, 5, 17))["positions"][0]["pcd"] == 73  # SEEC 01/2024: 72,9 → 73
    assert compute("rn", [729], D(2024, 5, 17))["positions"][0]["reserved"] == 146  # 145,8 → 146
    assert compute("rn", [729], D(2024, 5, 16))["positions"][0]["pcd"] == 36  # 5%: 36,45 → 36


def test_pcd_still_computed_when_racial_law_does_not_apply():
    p = compute("go", [20], D(2026, 1, 5), "ministerio_publico")["positions"][0]
    assert (p["reserved"], p["pcd"], p["open"]) == (0, 1, 19)


# --- several cargos -------------------------------------------------------------------------------


def test_each_cargo_on_its_own_plus_total():
    result = compute("go", [37, 12, 2], D(2026, 1, 5))
    assert [p["reserved"] for p in result["positions"]] == [7, 2, 0]
    total = result["total"]
    assert total["vacancies"] == 51 and total["reserved"] == 9
    assert total["pcd"] == 3  # Goiás PcD is computed on the edital's total: 2,55 → 3
    assert total["open"] == 51 - 9 - 3


def test_federal_total_is_the_whole_edital_figure():
    """Lei 15.142, art. 1º, § 2º: 30% of the 15 vacancies (4,5 → 5) is the legal figure; the 2 per
    cargo of the per-cargo practice (6) is shown as the practice, not as the requirement."""
    total = compute("federal", [5, 5, 5], D(2026, 1, 1))["total"]
    assert total["reserved"] == 5 and total["per_cargo"] == 6 and total["base"] == "edital"
    assert any("totalidade das vagas do edital" in s["text"] for s in total["steps"])
    assert any("= 4,5" in s["text"] for s in total["steps"])


# --- citations on every step ----------------------------------------------------------------------


def test_reserve_steps_cite_articles():
    steps = compute("go", [37], D(2026, 1, 5))["positions"][0]["steps"]
    rounding = next(s for s in steps if "arredonda para baixo → 7" in s["text"])
    assert rounding["basis"] == "Lei estadual nº 23.389/2025, art. 1º, § 2º"
    assert rounding["href"] == "leis/go.html#art-1-p2"
    assert all(s["basis"] for s in steps if "×" in s["text"])


# --- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize("counts", [[], [0], [-3], [1_000_000_000_000], ["7"], [2.5], [True]])
def test_bad_counts(counts):
    with pytest.raises(InputError):
        compute("go", counts, D(2026, 1, 5))


def test_bad_law_branch_kind():
    for kwargs in ({"law_id": "sp"}, {"law_id": "go", "branch": "municipal"}, {"law_id": "go", "kind": "bolsa"}):
        with pytest.raises(InputError):
            compute(vacancies=[10], date=D(2026, 1, 5), **kwargs)


def test_pcd_count_is_the_explained_pcd_reserve():
    """The order of calls uses pcd_count for every call; it must agree with what compute() explains."""
    for law_id in ("go", "rn", "federal"):
        for rule in get_law(law_id).pcd:
            for n in range(1, 501):
                assert pcd_count(rule, n) == pcd_reserve(rule, n)[0], (law_id, rule, n)


# --- counts a census prints, and the bound past them (issue 41) ----------------------------------------


def test_a_census_count_is_computed():
    """183.021 vacancies (a census) was refused by a bound of 100.000, which the linter showed as 0."""
    assert reserved("go", 183_021, D(2026, 1, 5)) == 36_604
    assert reserved("go", 999_999_999_999, D(2026, 1, 5)) == 200_000_000_000


def test_a_count_past_twelve_digits_is_refused_not_computed():
    with pytest.raises(InputError, match="muito grande.*999.999.999.999"):
        compute("go", [1_000_000_000_000], D(2026, 1, 5))
