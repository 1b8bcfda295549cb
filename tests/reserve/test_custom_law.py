"""A law we do not model, from user parameters (cotacheck.custom_law): validation, exact figures, honesty."""

from __future__ import annotations

import datetime as dt
import json
from fractions import Fraction

import pytest

from cotacheck.errors import InputError
from cotacheck.linter.facts.own_rule import read_own_rule
from cotacheck.reserve.calculator import compute, racial_counts
from cotacheck.reserve.custom_law import (
    KNOWN_LAWS,
    USER_SOURCE,
    build_law,
    compute_custom,
    from_query,
    known_law,
    make_params,
    to_query,
)


def by_hand(count: int, percent: Fraction, mode: str) -> int:
    """Rounding written out independently of cotacheck.rounding: floor, and the fraction compared with 1/2."""
    exact = Fraction(count) * percent / 100
    whole = exact.numerator // exact.denominator
    rest = exact - whole
    if rest == 0:
        return whole
    return (
        whole + {"half_up": rest >= Fraction(1, 2), "half_down": rest > Fraction(1, 2), "up": True, "down": False}[mode]
    )


# --- validation ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"percent": "0"}, "Deve ser maior que 0 e menor que 100"),
        ({"percent": "100"}, "Deve ser maior que 0 e menor que 100"),
        ({"percent": "120%"}, "fora do intervalo"),
        ({"percent": "-5"}, "Percentual inválido"),
        ({"percent": "vinte"}, "Percentual inválido: 'vinte'"),
        ({"percent": True}, "Percentual inválido"),
        ({"percent": None}, "Informe o percentual"),
        ({"percent": "20", "threshold": 0}, "Mínimo de vagas inválido: 0"),
        ({"percent": "20", "threshold": "três"}, "Mínimo de vagas inválido"),
        ({"percent": "20", "threshold": 2.5}, "Mínimo de vagas inválido"),
        ({"percent": "20", "rounding": "bancario"}, "Arredondamento desconhecido: 'bancario'. Use um de: half_up"),
        ({"percent": "20", "base": "orgao"}, "Base desconhecida: 'orgao'. Use cargo"),
        ({"groups": "pardos=25"}, "Grupo desconhecido: 'pardos'"),
        ({"groups": "negros=20,pretos_pardos=5"}, "Use negros ou pretos_pardos"),
        ({"groups": "indigenas=5"}, "Com um só grupo"),
        ({"groups": "pretos_pardos:25"}, "Escreva grupo=percentual"),
        ({"groups": "pretos_pardos=25,pretos_pardos=3"}, "Grupo repetido"),
        ({"percent": "30", "groups": "pretos_pardos=25,indigenas=3"}, "não confere com o percentual total"),
        ({"groups": "pretos_pardos=60,indigenas=50"}, "soma dos grupos"),
    ],
)
def test_bad_parameters_get_a_portuguese_message(kwargs, message):
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace(".", r"\.")):
        make_params(**kwargs)


def test_good_parameters_are_exact():
    params = make_params("16,5%", threshold="3", rounding="up", base="edital")
    assert params.percent == Fraction(33, 2) and params.threshold == 3
    grouped = make_params(groups={"pretos_pardos": "25", "indigenas": 3, "quilombolas": "2"})
    assert grouped.percent == 30 and dict(grouped.groups) == {"pretos_pardos": 25, "indigenas": 3, "quilombolas": 2}


def test_groups_with_negros_as_one_of_them():
    """Tocantins-style split (negros, indígenas, quilombolas): each group rounded on its own, the gap to the
    rounded total going to the largest, as the calculator does for the federal groups."""
    params = make_params(groups="negros=10,indigenas=5,quilombolas=5", threshold=5)
    assert params.percent == 20
    result = compute_custom(params, [5, 12])
    assert result["positions"][0]["reserved_by_group"] == {
        "negros": 1,
        "indigenas": 0,
        "quilombolas": 0,
    }  # 0,5/0,25/0,25; total 1
    assert result["positions"][1]["reserved_by_group"] == {
        "negros": 1,
        "indigenas": 1,
        "quilombolas": 1,
    }  # 1,2/0,6/0,6; total 2,4 → 2 < 3


def test_query_round_trip_and_bad_link():
    for params in (
        make_params("16"),
        make_params("12.5", threshold=5, rounding="down", base="edital"),
        make_params(groups="pretos_pardos=25,indigenas=3,quilombolas=2", threshold=2),
    ):
        query = to_query(params)
        assert query["lei"] == "outra" and from_query(query) == params
    with pytest.raises(InputError, match="Arredondamento desconhecido"):
        from_query({"percentual": "20", "arredondamento": "x"})


# --- exact figures, per cargo and per edital -------------------------------------------------------------

CASES = [  # percent, threshold, rounding, counts
    (Fraction(16), 3, "half_up", [1, 2, 3, 7, 12, 25, 28, 47, 100]),
    (Fraction(25), 3, "half_up", [2, 3, 5, 6, 10, 13, 22]),
    (Fraction(10), 1, "up", [1, 3, 5, 9, 10, 11, 29]),
    (Fraction(10), 5, "up", [4, 5, 12, 21]),
    (Fraction(20), 3, "half_down", [3, 5, 8, 13, 15]),
    (Fraction(33, 2), 3, "down", [7, 13, 40]),
]


@pytest.mark.parametrize("percent, threshold, mode, counts", CASES)
def test_per_cargo_equals_hand_computation(percent, threshold, mode, counts):
    result = compute_custom(make_params(percent, threshold=threshold, rounding=mode), counts)
    expected = [by_hand(n, percent, mode) if n >= threshold else 0 for n in counts]
    assert [p["reserved"] for p in result["positions"]] == expected
    assert [p["open"] for p in result["positions"]] == [n - r for n, r in zip(counts, expected)]
    assert result["total"]["reserved"] == sum(expected)


@pytest.mark.parametrize("percent, threshold, mode, counts", CASES)
def test_per_edital_equals_hand_computation(percent, threshold, mode, counts):
    result = compute_custom(make_params(percent, threshold=threshold, rounding=mode, base="edital"), counts)
    total = sum(counts)
    assert result["total"]["reserved"] == (by_hand(total, percent, mode) if total >= threshold else 0)
    assert result["total"]["open"] == total - result["total"]["reserved"]


def test_per_edital_differs_from_per_cargo_where_it_should():
    counts = [3, 3, 3]  # 16% of 3 = 0,48 → 0 each; of 9 = 1,44 → 1
    per_cargo = compute_custom(make_params("16"), counts)
    per_edital = compute_custom(make_params("16", base="edital"), counts)
    assert per_cargo["total"]["reserved"] == 0 and per_edital["total"]["reserved"] == 1
    assert any("indicativos" in s["text"] for s in per_edital["total"]["steps"])
    rounding_up = compute_custom(make_params("10", threshold=1, rounding="up", base="edital"), [3, 11])
    assert [p["reserved"] for p in rounding_up["positions"]] == [1, 2] and rounding_up["total"]["reserved"] == 2


def test_user_parameters_equal_to_a_modelled_law_give_its_figures():
    """Goiás's figures (20%, from 3, half up) entered by hand give compute('go')'s answers, count by count."""
    counts = list(range(1, 151))
    modelled = compute("go", counts, dt.date(2026, 3, 1))
    custom = compute_custom(make_params("20", threshold=3, rounding="half_up"), counts)
    assert [p["reserved"] for p in custom["positions"]] == [p["reserved"] for p in modelled["positions"]]


def test_groups_as_the_federal_law():
    counts = list(range(1, 101))
    modelled = compute("federal", counts, dt.date(2026, 3, 1))
    custom = compute_custom(make_params(groups="pretos_pardos=25,indigenas=3,quilombolas=2", threshold=2), counts)
    assert [p["reserved_by_group"] for p in custom["positions"]] == [
        p["reserved_by_group"] for p in modelled["positions"]
    ]


def test_the_law_object_works_with_the_calculators_arithmetic():
    version = build_law(make_params("25", threshold=4, rounding="half_down")).versions[0]
    assert racial_counts(version, 3) == {"negros": 0}
    assert racial_counts(version, 6) == {"negros": 1}  # 1,5 → half_down → 1
    assert racial_counts(version, 10) == {"negros": 2}  # 2,5 → half_down → 2
    assert racial_counts(version, 11) == {"negros": 3}  # 2,75 → 3


# --- every output says the figures are the user's, and cites no article --------------------------------


def _texts(result: dict):
    yield result["reason"]
    for item in [result["reason_basis"], *result["notes"], *result["total"]["steps"]]:
        yield item["text"]
        yield item["basis"]
    for position in result["positions"]:
        for item in position["steps"]:
            yield item["text"]
            yield item["basis"]


def test_outputs_cite_no_article():
    result = compute_custom(make_params(groups="pretos_pardos=25,indigenas=3,quilombolas=2", base="edital"), [5, 12, 2])
    assert USER_SOURCE in result["reason"].lower()
    assert result["law"] == "outra" and "usuário" in result["law_title"]
    texts = [t for t in _texts(result) if t]
    assert all("art." not in t for t in texts)
    assert {i["basis"] for i in [*result["notes"], *result["total"]["steps"]] if i["basis"]} == {USER_SOURCE}
    hrefs = [s["href"] for p in result["positions"] for s in p["steps"]] + [s["href"] for s in result["total"]["steps"]]
    assert set(hrefs) == {None}
    json.dumps(result)  # JSON-ready, like compute()


def test_bad_vacancies_same_message_as_the_calculator():
    with pytest.raises(InputError, match="pelo menos 1 vaga"):
        compute_custom(make_params("20"), [0])


# --- known laws and the edital's own rule as starting values -----------------------------------------------


def test_known_laws_by_number():
    assert known_law("lei", "14.147", 2012).name == "Lei estadual nº 14.147/2012 (Rio Grande do Sul)"
    assert known_law("lei", "14147", None).name.endswith("(Rio Grande do Sul)")
    assert known_law("lei", "14.147", 2013) is None
    assert known_law("decreto", "14.147", 2012) is None
    assert known_law("lei", "12.990", 14).modelled == "federal"
    assert all(k.modelled in (None, "go", "rn", "federal") for k in KNOWN_LAWS)
    numbers = [(k.kind, k.number, k.year) for k in KNOWN_LAWS]
    assert len(numbers) == len(set(numbers))


RS_EDITAL = """5. DA RESERVA DE VAGAS AOS CANDIDATOS NEGROS
5.1 Ficam reservadas aos candidatos negros 16% (dezesseis por cento) das vagas oferecidas em cada cargo, na
forma da Lei Estadual nº 14.147/2012.
5.2 A reserva será aplicada sempre que o número de vagas do cargo for igual ou superior a 3 (três).
"""


def test_params_from_the_editals_own_rule():
    rule = read_own_rule(RS_EDITAL)
    params, notes = rule.proposed, rule.proposed_notes
    assert (params.percent, params.threshold, params.rounding, params.base) == (16, 3, "half_up", "cargo")
    assert params.cited_law == "Lei estadual nº 14.147/2012 (Rio Grande do Sul)"
    assert any(n.startswith("Arredondamento não declarado") for n in notes)
    result = compute_custom(params, [12])
    assert result["positions"][0]["reserved"] == 2  # 1,92 → 2
    assert any(
        "Lei estadual nº 14.147/2012 (Rio Grande do Sul), que o cotacheck não modela" in n["text"]
        for n in result["notes"]
    )


def test_no_starting_values_from_a_conflict():
    rule = read_own_rule(
        "3.1 Ficam reservadas aos candidatos negros 20% das vagas.\n"
        "6.1 Observado o percentual de 25% das vagas reservado aos candidatos negros."
    )
    params, notes = rule.proposed, rule.proposed_notes
    assert params is None and "20% (linha 1) e 25% (linha 2)" in notes[0]


def test_no_starting_values_without_a_statement():
    rule = read_own_rule("1.1 O concurso será regido por este edital.")
    params, notes = rule.proposed, rule.proposed_notes
    assert params is None and "não declara o percentual" in notes[0]
