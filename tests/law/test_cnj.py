"""The Judiciary's own rule (law/data/cnj.toml, law/courts.py): CNJ Res. 203/2015 (at least 20 % from 3 vacancies)
and, for editais published from 24/11/2025 (DJe-CNJ of Res. 657/2025), 30 % split 25/3/2 from 2 vacancies for
each cargo and especialidade, in every court, state courts included, whatever the law picked."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from cotacheck.law.courts import court_rule
from cotacheck.law.lawbook import LAW_IDS, get_law
from cotacheck.reserve.calculator import compute

RES_657 = dt.date(2025, 11, 24)


def test_cnj_rule_is_dated_data_with_its_citations():
    cnj = get_law("cnj")
    before, after = cnj.version_at(RES_657 - dt.timedelta(days=1)), cnj.version_at(RES_657)
    assert (before.id, before.percent.value, before.threshold.value, before.floor.value) == ("res-203", 20, 3, True)
    assert before.percent.basis.text == "Resolução CNJ nº 203/2015"
    assert (after.id, after.percent.value, after.threshold.value) == ("res-657", 30, 2)
    assert [(g.id, g.percent.value) for g in after.groups] == [
        ("pretos_pardos", Fraction(25)),
        ("indigenas", Fraction(3)),
        ("quilombolas", Fraction(2)),
    ]
    assert after.base.value == "cargo_especialidade" and after.percent.basis.text == "Resolução CNJ nº 657/2025"
    assert cnj.instruments["res-cnj-657"].published == RES_657
    assert "cnj" not in LAW_IDS  # never picked by a user: it governs courts' editais by itself


@pytest.mark.parametrize("law_id", ["federal", "go", "rn"])
def test_every_court_is_under_res_657_from_its_publication(law_id):
    late = compute(law_id, [20], RES_657, "judiciario")
    assert late["court_rule"] == "cnj" and late["applies"]
    assert late["positions"][0]["reserved"] == 6
    assert late["positions"][0]["reserved_by_group"] == {"pretos_pardos": 5, "indigenas": 1, "quilombolas": 0}
    assert "Resolução CNJ nº 657/2025" in late["reason"] and "103-B" in late["reason"]


@pytest.mark.parametrize(
    "law_id,court,reserved",
    [
        ("federal", None, 6),  # Lei 15.142 applied to the Judiciário, Res. 203 its competing reading (readings.py)
        ("rn", None, 4),  # RN's law reaches its courts: 20 % from 3
        ("go", "cnj", 4),  # Goiás's law leaves the Judiciário out: Res. 203's 20 % from 3
    ],
)
def test_before_res_657_the_law_stands_where_it_reaches_the_court(law_id, court, reserved):
    day = RES_657 - dt.timedelta(days=1)
    result = compute(law_id, [20], day, "judiciario")
    assert result["court_rule"] == court and result["applies"]
    assert result["positions"][0]["reserved"] == reserved


def test_two_vacancies_reach_the_minimum_under_res_657():
    assert compute("go", [2], dt.date(2026, 1, 10), "judiciario")["positions"][0]["reserved"] == 1
    assert compute("go", [2], dt.date(2025, 1, 10), "judiciario")["positions"][0]["reserved"] == 0


def test_other_branches_and_kinds_keep_the_law():
    assert court_rule(get_law("go"), dt.date(2026, 1, 10), "executivo", "efetivo") is None
    assert court_rule(get_law("go"), dt.date(2026, 1, 10), "judiciario", "estagio") is None
    assert court_rule(get_law("rn"), dt.date(2015, 1, 10), "judiciario", "efetivo") is None  # before Res. 203
