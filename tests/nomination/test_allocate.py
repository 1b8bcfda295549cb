"""Allocation of a classified list: GO art. 4 and RN art. 3 paragraph by paragraph, federal groups, CSV input."""

import datetime as dt

import pytest

from cotacheck.errors import InputError
from cotacheck.nomination import allocate, parse_candidates

D = dt.date
GO, RN, F15142 = D(2026, 1, 5), D(2026, 1, 5), D(2025, 6, 27)  # with the groups of Decreto 12.536

#: the article each rule cites, per law: GO art. 4 and RN art. 3
ARTICLE = {
    "go": {
        "caput": "Lei estadual nº 23.389/2025, art. 4º",
        "ampla": "Lei estadual nº 23.389/2025, art. 4º, § 2º",
        "withdrawal": "Lei estadual nº 23.389/2025, art. 4º, § 3º",
        "reversion": "Lei estadual nº 23.389/2025, art. 4º, § 4º",
        "dual": "Lei estadual nº 23.389/2025, art. 4º, § 1º",
    },
    "rn": {
        "caput": "Lei estadual nº 11.015/2021, art. 3º",
        "ampla": "Lei estadual nº 11.015/2021, art. 3º, § 1º",
        "withdrawal": "Lei estadual nº 11.015/2021, art. 3º, § 2º",
        "reversion": "Lei estadual nº 11.015/2021, art. 3º, § 3º",
        "dual": "Lei estadual nº 11.015/2021",  # the law is silent on it: the act, not art. 4º (alternância)
    },
}


def csv(total, negros=(), pcd=(), withdrawn=()):
    """Candidates r1…rN ranked 1…N; `negros`, `pcd`, `withdrawn` are ranks."""
    lines = ["id,rank,negro,pcd,withdrawn"]
    lines += [f"r{i},{i},{int(i in negros)},{int(i in pcd)},{int(i in withdrawn)}" for i in range(1, total + 1)]
    return "\n".join(lines) + "\n"


def who(result):
    return [(a["call"], a["id"], a["list"]) for a in result["appointed"]]


# 5 vacancies under GO or RN (2026): 20% of 5 = 1 reserved to negros at call 3; PcD 5% of 5 = 0,25 → 0
# (GO) or 10% of 5 = 0,5 → 1 at call 5 (RN). The tests below use GO numbers and, for RN, 4 vacancies
# (20% of 4 = 0,8 → 1 at call 3; 10% of 4 = 0,4 → 0) so that the same four calls hold.
SETUP = {"go": (GO, 5), "rn": (RN, 4)}


@pytest.mark.parametrize("law", ["go", "rn"])
def test_caput_both_lists_at_once(law):
    day, v = SETUP[law]
    result = allocate(csv(10, negros={7, 9}), v, law, day)
    expected = [(1, "r1", "ampla"), (2, "r2", "ampla"), (3, "r7", "negros"), (4, "r3", "ampla")]
    if v == 5:
        expected.append((5, "r4", "ampla"))
    assert who(result) == expected
    assert result["appointed"][2]["basis"] == ARTICLE[law]["caput"]
    assert result["reverted"] == [] and result["withdrawn"] == []


@pytest.mark.parametrize("law", ["go", "rn"])
def test_negro_within_ampla_not_counted_in_the_reserve(law):
    day, v = SETUP[law]
    result = allocate(csv(10, negros={2, 8}), v, law, day)
    got = who(result)
    assert (2, "r2", "ampla") in got  # ranked 2nd, inside the ampla vacancies
    assert (3, "r8", "negros") in got  # the reserve goes to the next negro
    second = next(a for a in result["appointed"] if a["id"] == "r2")
    assert second["basis"] == ARTICLE[law]["ampla"]
    assert "não é computado" in second["text"]


@pytest.mark.parametrize("law", ["go", "rn"])
def test_withdrawal_passes_the_vacancy_to_the_next_negro(law):
    day, v = SETUP[law]
    result = allocate(csv(10, negros={6, 8, 9}, withdrawn={6}), v, law, day)
    assert (3, "r8", "negros") in who(result)
    assert [(w["id"], w["call"], w["list"], w["basis"]) for w in result["withdrawn"]] == [
        ("r6", 3, "negros", ARTICLE[law]["withdrawal"])
    ]
    assert "r6" not in {a["id"] for a in result["appointed"]}


@pytest.mark.parametrize("law", ["go", "rn"])
def test_withdrawal_of_a_negro_ranked_within_ampla_is_not_a_reserved_vacancy(law):
    """GO art. 4 § 3 (RN art. 3 § 2) is about one approved in a reserved vacancy; r2 withdrew ranked within the ampla
    vacancies (§ 2 / § 1): it is an ampla vacancy, and the reserved call simply goes on down its list. Calls 1-2 take
    r1, r2; the reserved call 3 meets the withdrawn one first (ranked within the v - 1 ampla vacancies)."""
    day, v = SETUP[law]
    rank = v - 1
    result = allocate(csv(10, negros={rank, 8}, withdrawn={rank}), v, law, day)
    assert (3, "r8", "negros") in who(result)
    (withdrawn,) = result["withdrawn"]
    assert withdrawn["id"] == f"r{rank}" and withdrawn["basis"] == ARTICLE[law]["ampla"]
    assert "ampla concorrência" in withdrawn["text"] and "não ocuparia vaga reservada" in withdrawn["text"]


@pytest.mark.parametrize("law", ["go", "rn"])
def test_unfilled_reserve_reverts_to_ampla_in_classification_order(law):
    day, v = SETUP[law]
    result = allocate(csv(10, negros={2}), v, law, day)
    # no negro outside the ampla vacancies: call 3 reverts; ampla takes ranks 1…v in order
    assert who(result) == [(n, f"r{n}", "ampla") for n in range(1, v + 1)]
    assert [(r["call"], r["from"], r["id"], r["basis"]) for r in result["reverted"]] == [
        (3, "negros", "r3", ARTICLE[law]["reversion"])
    ]
    assert result["counts"]["negros"] == 0


def test_dual_reserve_goias_choice_first_call():
    # GO, 10 vacancies: negros 3, 8 (20%: 2); PcD 10 (5% of 10 = 0,5 → 1); ampla 7 (ranks 1-7)
    result = allocate(csv(15, negros={11, 12}, pcd={11, 13}), 10, "go", GO)
    got = who(result)
    assert (3, "r11", "negros") in got and (8, "r12", "negros") in got and (10, "r13", "pcd") in got
    dual = next(a for a in result["appointed"] if a["id"] == "r11")
    assert dual["notes"][0]["basis"] == ARTICLE["go"]["dual"]
    assert "opta por uma" in dual["notes"][0]["text"]


def test_dual_reserve_rn_pcd_called_first():
    # RN, 10 vacancies: negros 3, 8 (2); PcD 10% = 1 at call 5; ampla 7 (ranks 1-7)
    result = allocate(csv(15, negros={11, 12, 13}, pcd={12, 14}), 10, "rn", RN)
    got = who(result)
    assert (3, "r11", "negros") in got
    assert (5, "r12", "pcd") in got  # reached by the PcD call first
    assert (8, "r13", "negros") in got  # the negro vacancy passes to the next negro
    assert "r14" not in {a["id"] for a in result["appointed"]}
    note = next(a for a in result["appointed"] if a["id"] == "r12")["notes"][0]
    assert note["basis"] == ARTICLE["rn"]["dual"] and "Interpretação adotada" in note["text"]


def test_pcd_unfilled_reverts_with_its_own_law():
    result = allocate(csv(12, negros={9, 10}), 10, "go", GO)
    assert [(r["call"], r["from"], r["basis"]) for r in result["reverted"]] == [
        (10, "pcd", "Lei estadual nº 14.715/2004")
    ]
    assert (10, "r8", "ampla") in who(result)  # ranks 1-7 ampla, then 8 in classification order


def test_new_vacancies_keep_earlier_appointments():
    text = csv(20, negros={4, 10, 12}, pcd={4, 5})
    before = allocate(text, 4, "go", GO)
    after = allocate(text, 4, "go", GO, new_vacancies=6)
    assert who(after)[:4] == who(before)
    # 4 vacancies: ampla ranks 1-3; negro call 3 → r4 (negro and PcD). Then calls 5-10:
    # ampla 5, 6, 7, 9 → ranks 5, 6, 7, 8; negros 8 → r10; PcD 10: r4 taken, r5 in ampla → reverts → r9
    assert who(after)[4:] == [
        (5, "r5", "ampla"),
        (6, "r6", "ampla"),
        (7, "r7", "ampla"),
        (8, "r10", "negros"),
        (9, "r8", "ampla"),
        (10, "r9", "ampla"),
    ]
    assert after["reverted"][0]["from"] == "pcd"
    r4 = next(a for a in after["appointed"] if a["id"] == "r4")
    assert r4["list"] == "negros" and r4["notes"][0]["basis"] == ARTICLE["go"]["dual"]


def test_whole_list_appointed_counts_equal_compute():
    from cotacheck.reserve.calculator import compute

    text = csv(300, negros=set(range(3, 301, 3)), pcd=set(range(5, 301, 7)))
    for law, day in (("go", GO), ("rn", RN), ("federal", D(2025, 1, 1))):
        for v in (3, 10, 37, 100):
            result = allocate(text, v, law, day)
            p = compute(law, [v], day)["positions"][0]
            assert result["counts"]["negros"] == p["reserved"] and result["counts"]["pcd"] == p["pcd"]
            assert result["counts"]["ampla"] == p["open"]
            assert sorted(a["call"] for a in result["appointed"]) == list(range(1, v + 1))


def test_federal_collision_at_the_last_call_is_settled():
    # 5 vacancies, Lei 15.142: pretos e pardos 2 (calls 2, 5), PcD 1; the PcD call (6) would come after
    # the end, so the last ampla call (4) passes to PcD
    result = allocate(csv(10, negros=set(range(1, 11)), pcd={9, 10}), 5, "federal", F15142)
    assert [c["list"] for c in result["calls"]] == ["ampla", "pretos_pardos", "ampla", "pcd", "pretos_pardos"]
    assert (
        "Ajuste final: a 4ª chamada passa de ampla concorrência a pessoas com deficiência"
        in result["adjustments"][0]["text"]
    )
    assert result["counts"] == {"ampla": 2, "pretos_pardos": 2, "indigenas": 0, "quilombolas": 0, "pcd": 1}


def test_blocks_convention_settles_to_the_law_reserve():
    result = allocate(csv(20, negros={15, 16, 17}), 8, "go", GO, convention="blocks")
    # blocks: negros at 5 only by call 8, but 20% of 8 = 1,6 → 2: the last ampla call (8) passes to negros
    assert [c["call"] for c in result["calls"] if c["list"] == "negros"] == [5, 8]
    assert (5, "r15", "negros") in who(result) and (8, "r16", "negros") in who(result)


def test_federal_cascade_and_groups():
    # 25 vacancies, Lei 15.142: pretos e pardos 6, indígenas 1 (call 18), quilombolas 1 (call 25), PcD 2
    rows = ["id,rank,negro,pcd"] + [
        f"c{i},{i},{'pretos_pardos' if 21 <= i <= 30 else 'indigena' if i in (31, 32) else 'não'},0"
        for i in range(1, 41)
    ]
    result = allocate("\n".join(rows), 25, "federal", F15142)
    got = {a["id"]: a for a in result["appointed"]}
    assert got["c31"]["list"] == "indigenas" and got["c31"]["call"] == 18
    assert (
        got["c32"]["list"] == "indigenas" and got["c32"]["call"] == 25 and got["c32"]["reserved_for"] == "quilombolas"
    )
    assert got["c32"]["basis"] == "Decreto nº 12.536/2025"
    assert sorted(i for i in got if got[i]["list"] == "pretos_pardos") == [f"c{i}" for i in range(21, 27)]
    assert [r["from"] for r in result["reverted"]] == ["pcd", "pcd"]


def test_unfilled_when_candidates_run_out():
    result = allocate(csv(3, negros={3}), 5, "go", GO)
    assert len(result["appointed"]) == 3
    assert [u["call"] for u in result["unfilled"]] == [4, 5]


# --- CSV input -------------------------------------------------------------------------------------


def test_csv_variants():
    text = "\ufeffID;Rank;Negro;PcD;Withdrawn\nana;2;sim;não;\nbia;1;Não;SIM;true\n"
    got = parse_candidates(text)
    assert [(c.id, c.rank, c.group, c.pcd, c.withdrawn) for c in got] == [
        ("ana", 2, "negros", False, False),
        ("bia", 1, None, True, True),
    ]
    fed = parse_candidates(
        "id,rank,negro,pcd\na,1,quilombola,0\nb,2,1,0\n", ("pretos_pardos", "indigenas", "quilombolas")
    )
    assert [c.group for c in fed] == ["quilombolas", "pretos_pardos"]


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "vazia"),
        ("id,rank,negro,pcd\n", "só o cabeçalho"),
        ("id,rank,negro\na,1,1\n", "linha 1: cabeçalho sem as colunas pcd"),
        ("id,rank,negro,pcd,nota\n", "linha 1: coluna desconhecida"),
        ("id,rank,negro,pcd\na,1,1,0\nb,x,1,0\n", "linha 3: classificação"),
        ("id,rank,negro,pcd\na,1,1,0\nb,0,1,0\n", "linha 3: classificação"),
        ("id,rank,negro,pcd\na,1,talvez,0\n", "linha 2: valor inválido na coluna negro"),
        ("id,rank,negro,pcd\na,1,1,2\n", "linha 2: valor inválido na coluna pcd"),
        ("id,rank,negro,pcd\na,1,1,0\na,2,1,0\n", "linha 3: id 'a' repetido"),
        ("id,rank,negro,pcd\na,1,1,0\nb,1,1,0\n", "linha 3: classificação 1 repetida"),
        ("id,rank,negro,pcd\na,1,1\n", "linha 2: 3 colunas"),
        ("id,rank,negro,pcd\n,1,1,0\n", "linha 2: falta o id"),
        ("id,rank,negro,pcd\na,1,quilombola,0\n", "linha 2: grupo 'quilombola' não existe"),
    ],
)
def test_bad_csv(text, message):
    with pytest.raises(InputError, match=message):
        allocate(text, 3, "go", GO)


@pytest.mark.parametrize(
    "v, new, message",
    [
        (0, 0, "Número de vagas inválido"),
        (100_001, 0, "100.000"),
        (3, -1, "novas vagas"),
        (99_999, 2, "Número total de vagas muito grande"),
    ],
)
def test_bad_vacancies(v, new, message):
    with pytest.raises(InputError, match=message):
        allocate(csv(3), v, "go", GO, new_vacancies=new)


def test_candidate_view_bounds_agree_with_allocation():
    """For random lists: with `calls_needed` vacancies the candidate is appointed; with fewer than
    `best_case` never; the first vacancy count that appoints them lies between the two."""
    import random

    from cotacheck.nomination import candidate_view

    for seed in range(8):
        rng = random.Random(seed)
        rows = ["id,rank,negro,pcd"] + [f"c{i},{i},{int(rng.random() < 0.3)},0" for i in range(1, 61)]
        text = "\n".join(rows)
        negros = [c for c in parse_candidates(text) if c.group]
        for law in ("go", "rn"):
            for k, c in enumerate(negros[:5], 1):
                view = candidate_view(law, k, c.rank, date=GO)
                worst, best = view["calls_needed"], view["best_case"]
                first = next(
                    v for v in range(1, worst + 1) if c.id in {a["id"] for a in allocate(text, v, law, GO)["appointed"]}
                )
                assert best <= first <= worst, (seed, law, k, c.rank)
