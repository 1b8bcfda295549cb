"""Laws as dated series: a version restates only the figures that change; the rest carry over, with their
citations, from the version before it in the file. The loader stays strict."""

from __future__ import annotations

import copy

import pytest

from cotacheck.errors import LawDataError
from cotacheck.law.lawbook import CARRIED_FIGURES, load_law_text, parse_law


@pytest.fixture
def go_data():
    return copy.deepcopy(load_law_text("go"))


def test_goias_amendment_changes_only_the_kinds_and_the_wording_cited(go_data):
    """Lei 23.719 changed the kinds of post; the caput's and § 3º's other figures are restated only to cite the
    new wording (the original version cites them "-anterior"); what it did not touch carries over as it is."""
    original, amended = go_data["versions"]
    assert "rounding" in original and "rounding" not in amended and "kinds" in amended
    law = parse_law(go_data, "go")
    first, second = law.versions
    assert second.kinds.value == ("efetivo", "emprego", "temporario", "estagio") != first.kinds.value
    for name in CARRIED_FIGURES:
        a, b = getattr(first, name), getattr(second, name)
        if name in ("kinds", "groups") or a == b:
            continue
        assert a.value == b.value and a.basis.anchor == b.basis.anchor + "-anterior", name
    assert [g.percent.value for g in first.groups] == [g.percent.value for g in second.groups]
    assert second.rounding.basis.text == first.rounding.basis.text  # the citation carries over with the figure


def test_a_restated_figure_wins(go_data):
    go_data["versions"][1]["threshold"] = {"value": 4, "basis": "lei-23389#art-1"}
    first, second = parse_law(go_data, "go").versions
    assert (first.threshold.value, second.threshold.value) == (3, 4)


def test_the_first_version_must_state_every_figure(go_data):
    del go_data["versions"][0]["rounding"]
    with pytest.raises(LawDataError):
        parse_law(go_data, "go")


def test_unknown_keys_are_still_refused_in_a_short_version(go_data):
    go_data["versions"][1]["percentt"] = {"value": "20", "basis": "lei-23389#art-1"}
    with pytest.raises(LawDataError):
        parse_law(go_data, "go")
