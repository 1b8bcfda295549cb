"""Order of calls: pinned sequences, agreement with compute(), collisions, continuation, candidate view."""

import datetime as dt

import pytest

from cotacheck.errors import InputError
from cotacheck.nomination import (
    AMPLA,
    PCD,
    advance,
    candidate_view,
    interpretations,
    make_plan,
    order,
    rule_bases,
    sequence,
)
from cotacheck.reserve.calculator import compute, pcd_reserve

D = dt.date
GO, RN_OLD, RN = D(2026, 1, 5), D(2024, 1, 10), D(2026, 1, 5)
F12990, F15142 = D(2025, 6, 3), D(2025, 6, 27)  # Lei 15.142 with the groups of Decreto 12.536


def positions(law, day, n=100, convention="rounded"):
    return order(law, n, day, convention=convention)["positions"]


# --- the first 100 calls, pinned (hand-checked against legal-brief §5 and the rounding rules) ----

NEGROS_ROUNDED = [5 * k - 2 for k in range(1, 21)]  # 3, 8, 13… : round_half_up(0,2 n) reaches k at n = 5k − 2


@pytest.mark.parametrize(
    "law, day, pcd",
    [
        ("go", GO, [10, 30, 50, 70, 90]),  # 5%, 0,5 up: 0,5 at n = 10, 1,5 at 30…
        ("rn", RN, list(range(5, 100, 10))),  # 10% since LC 754/2024: 0,5 at n = 5, 1,5 at 15…
        ("rn", RN_OLD, [10, 30, 50, 70, 90]),  # 5% before it
        ("federal", F12990, [5, 21, 41, 61, 81]),  # 5% always up, capped at 20%: legal-brief §3.4, §5 B/C
    ],
)
def test_twenty_percent_laws_rounded(law, day, pcd):
    got = positions(law, day)
    assert got == {"negros": NEGROS_ROUNDED, "pcd": pcd}
    calls = order(law, 100, day)["calls"]
    assert [c["call"] for c in calls] == list(range(1, 101))
    reserved = {n for ns in got.values() for n in ns}
    assert all((c["list"] == AMPLA) == (c["call"] not in reserved) for c in calls)


def test_federal_lei_15142_rounded():
    got = positions("federal", F15142)
    # racial total max(round(30% n), sum of the groups rounded): 2, 5, 9, 12, 15, 18 (pretos e pardos
    # 4,5 → 5 and indígenas 0,54 → 1 make 6 > 5,4), 22, 25…; each call to the group most behind its share
    assert got["pretos_pardos"] == [
        2,
        5,
        9,
        12,
        15,
        22,
        26,
        30,
        34,
        38,
        42,
        45,
        49,
        54,
        58,
        62,
        65,
        69,
        72,
        78,
        82,
        86,
        90,
        94,
        98,
    ]
    assert got["indigenas"] == [
        18,
        50,
        84,
    ]  # 3%: 0,54 at 18 (0,51 at 17 comes while pretos e pardos hold the extra call)
    assert got["quilombolas"] == [25, 75]  # 2%: 0,5 at 25, 1,5 at 75
    assert got["pcd"] == [6, 21, 41, 61, 81]  # 5 collides with the racial call 5: see the collision test


@pytest.mark.parametrize(
    "law, day, negros, pcd",
    [
        ("go", GO, list(range(5, 101, 5)), [11, 31, 51, 71, 91]),  # PcD 10, 30… collide with 10, 30…: one call later
        ("rn", RN, list(range(5, 101, 5)), [6, 16, 26, 36, 46, 56, 66, 76, 86, 96]),
        ("rn", RN_OLD, list(range(5, 101, 5)), [11, 31, 51, 71, 91]),
        ("federal", F12990, list(range(5, 101, 5)), [6, 21, 41, 61, 81]),
    ],
)
def test_one_in_five_convention(law, day, negros, pcd):
    assert positions(law, day, convention="blocks") == {"negros": negros, "pcd": pcd}


def test_one_in_five_federal_lei_15142():
    result = order("federal", 100, F15142, convention="blocks")
    got = result["positions"]
    racial = sorted(n for g in ("pretos_pardos", "indigenas", "quilombolas") for n in got[g])
    # floor(30% n) reaches k at n = ceil(10k/3): 4, 7, 10, 14, 17, 20, 24, 27, 30…; the groups' floors
    # never add up to more than the floor of the total, so the total alone decides when
    assert racial == [-(-10 * k // 3) for k in range(1, 31)]
    assert got["indigenas"] == [34, 67, 100]  # floor(3% n): 1 at 34, 2 at 67, 3 at 100
    assert got["quilombolas"] == [50]  # floor(2% n): 1 at 50; 2 at 100, but call 100 goes to indígenas:
    assert result["collisions"] == [
        {"call": 100, "chosen": "indigenas", "deferred": ["quilombolas"]}
    ]  # equal lag, larger %
    assert got["pcd"] == [5, 21, 41, 61, 81]


def test_threshold_comes_first():
    # federal Lei 15.142 applies from 2 vacancies, the 20% laws from 3: no reserved call before
    for law, day, first in (("go", GO, 3), ("rn", RN, 3), ("federal", F12990, 3), ("federal", F15142, 2)):
        plan = make_plan(law, day)
        for convention in ("rounded", "blocks"):
            got = positions(law, day, 20, convention)
            racial = [n for g in plan.groups for n in got[g]]
            assert min(racial) >= first
            assert plan.version.threshold.value == first


def test_threshold_holds_for_blocks_with_a_high_threshold():
    # a 50% rule with threshold 3 would give a first "block" call at 2: the threshold keeps it at 3
    import dataclasses
    from fractions import Fraction

    from cotacheck.law.lawbook import Param

    plan = make_plan("go", GO, convention="blocks")
    v = plan.racial_version
    half = Param(Fraction(50), v.percent.basis)
    plan.racial_version = dataclasses.replace(v, percent=half, groups=(dataclasses.replace(v.groups[0], percent=half),))
    plan.percents["negros"] = Fraction(50)
    calls = sequence(plan, 6).calls
    assert calls.index("negros") + 1 == 3


def test_no_reserve_when_the_law_does_not_apply():
    got = positions("go", D(2025, 9, 2))  # Executive: in force from 03/09/2025
    assert got == {"negros": [], "pcd": [10, 30, 50, 70, 90]}
    assert "antes da entrada em vigor" in order("go", 5, D(2025, 9, 2))["reason"]["text"]


# --- after n calls, each list has what compute() reserves for n vacancies ---------------------------

BOUNDARIES = [
    ("go", D(2025, 9, 2)),
    ("go", D(2025, 9, 3)),
    ("go", D(2025, 9, 30)),
    ("go", D(2025, 10, 1)),
    ("rn", D(2021, 11, 19)),
    ("rn", D(2021, 11, 20)),
    ("rn", D(2024, 5, 16)),
    ("rn", D(2024, 5, 17)),
    ("federal", D(2025, 6, 3)),
    ("federal", D(2025, 6, 4)),
]
#: more boundaries: Goiás Legislative entry into force and sunset; federal PcD decree
MORE_BOUNDARIES = [
    ("go", D(2025, 5, 5), "legislativo"),
    ("go", D(2025, 5, 6), "legislativo"),
    ("go", D(2035, 5, 5), "legislativo"),
    ("go", D(2035, 5, 6), "legislativo"),
    ("federal", D(2018, 9, 24), "executivo"),
    ("federal", D(2018, 9, 25), "executivo"),
]


def expected(law, n, day, branch="executivo"):
    p = compute(law, [n], day, branch)["positions"][0]
    return dict(p["reserved_by_group"]) | {PCD: p["pcd"], AMPLA: p["open"]}


@pytest.mark.parametrize("law, day, branch", [(*b, "executivo") for b in BOUNDARIES] + MORE_BOUNDARIES)
def test_counts_match_compute(law, day, branch):
    plan = make_plan(law, day, branch)
    state = sequence(plan, 200)
    collisions = {c["call"] for c in state.collisions}
    given = {lst: 0 for lst in (AMPLA, *plan.lists)}
    previous = expected(law, 1, day, branch)
    mismatches = []
    for n, lst in enumerate(state.calls, 1):
        given[lst] += 1
        want = expected(law, n, day, branch)
        shrinking = any(want[g] < previous[g] for g in plan.groups)  # compute takes back a group's vacancy
        previous = want
        if given != {k: want[k] for k in given}:
            mismatches.append(n)
            assert n in collisions or shrinking, (n, given, want)
            assert all(abs(given[k] - want[k]) <= 1 for k in given)
            assert sum(given[g] for g in plan.groups) == sum(want[g] for g in plan.groups) or n in collisions
    if law == "federal" and day >= F15142:
        assert mismatches == [5, 17, 117]  # collision at 5; pretos e pardos 5 → 4 at 17 and 30 → 29 at 117
    elif law == "federal" and day >= D(2025, 6, 4):
        assert mismatches == [5]  # Lei 15.142 alone: one racial list, only the collision with PcD at 5
    else:
        assert mismatches == []


def test_pcd_count_matches_calculator():
    for law, day in BOUNDARIES:
        plan = make_plan(law, day)
        for n in range(1, 400):
            assert plan.law_counts(n)[PCD] == min(
                pcd_reserve(plan.pcd_rule, n)[0], n - sum(plan.law_counts(n)[g] for g in plan.groups)
            )


# --- collisions --------------------------------------------------------------------------------------


def test_collision_rule_federal_call_5():
    result = order("federal", 10, F15142)
    # call 5: round(30% × 5) = 2 (a 2nd racial call) and ceil(5% × 5) = 1 capped at 20% = 1 (the 1st PcD call).
    # Exact shares behind: racial 1,5 − 1 = 0,5; PcD 0,25 − 0 = 0,25 → racial first, PcD at 6.
    assert result["collisions"] == [{"call": 5, "chosen": "pretos_pardos", "deferred": ["pcd"]}]
    assert [c["list"] for c in result["calls"]][:6] == [
        "ampla",
        "pretos_pardos",
        "ampla",
        "ampla",
        "pretos_pardos",
        "pcd",
    ]
    assert result["owed"] == {}
    assert any("duas listas pedem a mesma chamada" in n["text"] for n in result["interpretations"])


def test_collision_owed_when_the_list_ends_there():
    result = order("federal", 5, F15142)
    assert result["owed"] == {"pcd": 1}
    assert any("ainda deve" in s["text"] for s in result["steps"])


def test_collision_tie_goes_to_the_larger_percentage():
    # blocks convention, Goiás, call 10: negros floor(2) = 2 (behind: 2 − 1 = 1), PcD round(0,5) = 1 (behind 0,5)
    assert order("go", 12, GO, convention="blocks")["collisions"] == [
        {"call": 10, "chosen": "negros", "deferred": ["pcd"]}
    ]
    from fractions import Fraction

    from cotacheck.nomination import collision_priority as _priority

    plan = make_plan("go", GO)
    plan.percents[PCD] = Fraction(20)  # equal shares and equal counts: the larger percentage decides, then list order
    assert _priority(plan, 10, {"negros": 1, PCD: 1}, "negros") > _priority(plan, 10, {"negros": 1, PCD: 1}, PCD)


# --- new vacancies continue the same sequence (GO art. 1 § 5) -------------------------------------


@pytest.mark.parametrize("law, day", BOUNDARIES)
@pytest.mark.parametrize("first, more", [(1, 99), (5, 20), (17, 40), (37, 63)])
def test_continuation(law, day, first, more):
    plan = make_plan(law, day)
    whole = sequence(plan, first + more)
    part = advance(plan, sequence(plan, first), more)
    assert part.calls == whole.calls
    assert part.given == whole.given


def test_new_vacancies_cite_goias_art_1_p5():
    texts = {n["basis"] for n in interpretations(make_plan("go", GO))}
    assert "Lei estadual nº 23.389/2025, art. 1º, § 5º" in texts


# --- candidate view ----------------------------------------------------------------------------------


def test_candidate_view_fourth_on_negro_list_with_20_calls():
    view = candidate_view("go", 4, 30, date=GO)
    assert view["call_by_reserve"] == 18  # 4th reserved call: 3, 8, 13, 18
    assert view["call_by_ampla"] == 40  # 30th ampla call: 40 − 8 negros (3…38) − 2 PcD (10, 30)
    assert view["calls_needed"] == 18  # so 20 calls reach them
    assert view["best_case"] == 4  # the 3 ahead are ranks 1-3: calls 1, 2, 4 go to them in ampla
    assert "18ª nomeação do cargo" in view["steps"][0]["text"]


def test_candidate_view_general_list_first():
    view = candidate_view("rn", 10, 12, date=RN)
    ampla_calls = [c["call"] for c in order("rn", 100, RN)["calls"] if c["list"] == AMPLA]
    assert view["call_by_ampla"] == ampla_calls[11]
    assert view["calls_needed"] == min(view["call_by_ampla"], view["call_by_reserve"]) == ampla_calls[11]


def test_candidate_view_pcd_and_federal_groups():
    assert candidate_view("federal", 2, list_id="pcd", date=F12990)["call_by_reserve"] == 21
    assert candidate_view("federal", 1, list_id="quilombolas", date=F15142)["call_by_reserve"] == 25
    assert candidate_view("federal", 1, date=F15142)["list"] == "pretos_pardos"


def test_candidate_view_errors():
    with pytest.raises(InputError, match="não pode ser maior"):
        candidate_view("go", 5, 4, date=GO)
    with pytest.raises(InputError, match="Lista desconhecida"):
        candidate_view("go", 1, list_id="indigenas", date=GO)
    with pytest.raises(InputError, match="pelo menos 1"):
        candidate_view("go", 0, date=GO)


def test_candidate_view_law_not_in_force():
    view = candidate_view("go", 1, 3, date=D(2025, 9, 2))
    assert view["call_by_reserve"] is None
    assert view["calls_needed"] == 3


# --- bad input -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "count, message",
    [(0, "pelo menos 1"), (-3, "pelo menos 1"), (100_001, "100.000"), (True, "inválido"), ("5", "inválido")],
)
def test_bad_counts(count, message):
    with pytest.raises(InputError, match=message):
        order("go", count, GO)


def test_bad_convention():
    with pytest.raises(InputError, match="Convenção desconhecida"):
        order("go", 5, GO, convention="every5")


def test_cap_is_reachable():
    result = order("go", 100_000, GO)
    assert len(result["calls"]) == 100_000
    assert result["totals"]["negros"] == 20_000
    assert result["totals"]["pcd"] == 5_000


def test_rule_citations_exist_in_the_law_texts():
    lawtext = pytest.importorskip("cotacheck.law.provisions")
    from pathlib import Path

    from cotacheck.law.lawbook import LAW_IDS, LAWS

    seeds = Path(__file__).resolve().parents[2] / "seeds"
    for law in (LAWS[i] for i in LAW_IDS):  # the laws the order of calls is given for (order.toml)
        for version in law.versions:
            for key, basis in rule_bases(law, version.id).items():
                if isinstance(basis, str) or not basis.anchor or not basis.instrument.seed:
                    continue
                assert basis.anchor in lawtext.load_seed(seeds, basis.instrument.seed).anchors, (
                    law.id,
                    key,
                    basis.anchor,
                )


@pytest.mark.parametrize(
    "law, before, after, branch",
    [
        ("go", D(2025, 9, 2), D(2025, 9, 3), "executivo"),
        ("go", D(2025, 5, 5), D(2025, 5, 6), "legislativo"),
        ("go", D(2035, 5, 5), D(2035, 5, 6), "legislativo"),
        ("rn", D(2021, 11, 19), D(2021, 11, 20), "executivo"),
        ("rn", D(2024, 5, 16), D(2024, 5, 17), "executivo"),
        ("federal", D(2025, 6, 3), D(2025, 6, 4), "executivo"),
    ],
)
def test_each_boundary_changes_the_order(law, before, after, branch):
    assert order(law, 40, before, branch)["positions"] != order(law, 40, after, branch)["positions"]
