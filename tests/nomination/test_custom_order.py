"""Order of calls under a law given by its parameters (reserve/custom_law.py): same machinery, no article."""

import pytest

from cotacheck.errors import InputError
from cotacheck.nomination import PCD, allocate, candidate_view, make_plan, order
from cotacheck.nomination.explain import USER_LAW_NOTE
from cotacheck.reserve.custom_law import USER_SOURCE, build_law, compute_custom, make_params

CASES = [
    ("16", None, 3, "half_up", "cargo"),
    ("10", None, 1, "up", "cargo"),
    ("25", None, 5, "down", "cargo"),
    (None, "pretos_pardos=25,indigenas=3,quilombolas=2", 3, "half_up", "cargo"),
]


@pytest.mark.parametrize("case", CASES)
def test_after_n_calls_each_list_has_what_compute_custom_reserves_for_n(case):
    params = make_params(*case)
    law = build_law(params)
    result = order(law, 120)
    positions = result["positions"]
    assert PCD not in positions  # PcD is not computed under user parameters
    groups = [g for g in positions]
    for n in (3, 5, 7, 10, 20, 33, 50, 100, 120):
        due = compute_custom(params, [n])["positions"][0]["reserved_by_group"]
        got = {g: sum(1 for call in positions[g] if call <= n) for g in groups}
        assert sum(got.values()) >= sum(due.values()) - 1, (n, got, due)
        if len(groups) == 1:
            assert got == due, (n, got, due)


def test_sixteen_percent_positions_and_no_article():
    law = build_law(make_params("16", None, 3, "half_up", "cargo"))
    result = order(law, 20)
    # 0,16 n reaches k + 0,5 at n = 4 (0,64), 10 (1,6), 16 (2,56)
    assert result["positions"] == {"negros": [4, 10, 16]}
    assert result["law"] == "outra"
    cited = [result["reason"], *result["steps"], *result["interpretations"]]
    assert all(s["href"] is None for s in cited)
    assert {s["basis"] for s in cited} <= {None, USER_SOURCE}
    assert result["reason"]["text"].startswith("Parâmetros informados pelo usuário: 16% das vagas")
    assert "01/01/1" not in result["reason"]["text"]
    assert any(s["text"] == USER_LAW_NOTE for s in result["interpretations"])
    assert "informe a lei de PcD aplicável" in USER_LAW_NOTE


def test_threshold_is_the_users():
    law = build_law(make_params("50", None, 6, "half_up", "cargo"))
    assert order(law, 10)["positions"]["negros"][0] == 6  # nothing before the 6th call although 50%


def test_candidate_view_and_pcd_list():
    law = build_law(make_params("20", None, 3, "half_up", "cargo"))
    view = candidate_view(law, 2)
    assert view["calls_needed"] == 8
    with pytest.raises(InputError, match="pessoas com deficiência não calculada"):
        candidate_view(law, 1, list_id=PCD)
    plan = make_plan(law)
    assert plan.pcd_rule is None and plan.lists == ("negros",)


def test_allocation_under_user_parameters():
    law = build_law(make_params("20", None, 3, "half_up", "cargo"))
    rows = ["nome,classificação,cotista,pcd"] + [f"C{i},{i},{'sim' if i > 8 else 'não'},não" for i in range(1, 13)]
    result = allocate("\n".join(rows), 5, law)
    assert result["counts"] == {"ampla": 4, "negros": 1}
    assert [a["id"] for a in result["appointed"] if a["list"] == "negros"] == ["C9"]
