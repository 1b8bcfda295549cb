"""The law files are validated: unknown keys, missing citations and overlapping periods fail."""

import copy
import datetime as dt

import pytest

from cotacheck.errors import LawDataError
from cotacheck.law.lawbook import ALL_LAW_IDS, LAW_IDS, LAWS, anchor_label, load_law_text, parse_law


@pytest.fixture
def go_data():
    return copy.deepcopy(load_law_text("go"))


def test_all_laws_load():
    assert set(LAWS) == set(ALL_LAW_IDS) and set(LAW_IDS) < set(ALL_LAW_IDS)


def test_unknown_key_is_an_error(go_data):
    go_data["versions"][0]["uprating"] = 1  # a misplaced key must not be silently ignored
    with pytest.raises(LawDataError, match="unknown keys"):
        parse_law(go_data, "go")


def test_unknown_key_inside_a_parameter_is_an_error(go_data):
    go_data["versions"][0]["threshold"]["note"] = "x"
    with pytest.raises(LawDataError, match="unknown keys"):
        parse_law(go_data, "go")


def test_missing_citation_is_an_error(go_data):
    del go_data["versions"][0]["threshold"]["basis"]
    with pytest.raises(LawDataError, match="missing keys"):
        parse_law(go_data, "go")


def test_citation_to_unknown_instrument_is_an_error(go_data):
    go_data["versions"][0]["rounding"]["basis"] = "lei-99999#art-1"
    with pytest.raises(LawDataError, match="unknown instrument"):
        parse_law(go_data, "go")


def test_malformed_anchor_is_an_error(go_data):
    go_data["versions"][0]["rounding"]["basis"] = "lei-23389#artigo-1"
    with pytest.raises(LawDataError, match="malformed anchor"):
        parse_law(go_data, "go")


def test_overlapping_periods_are_an_error(go_data):
    go_data["versions"][1]["from"] = dt.date(2025, 9, 30)  # the original runs to 2025-09-30
    with pytest.raises(LawDataError, match="overlap"):
        parse_law(go_data, "go")


def test_open_ended_period_before_another_is_an_error(go_data):
    del go_data["versions"][0]["to"]
    with pytest.raises(LawDataError, match="overlap"):
        parse_law(go_data, "go")


def test_percentages_must_be_exact_strings(go_data):
    go_data["versions"][0]["percent"]["value"] = 0.2
    with pytest.raises(LawDataError, match="strings"):
        parse_law(go_data, "go")


def test_groups_must_add_up(go_data):
    go_data["versions"][0]["groups"][0]["percent"]["value"] = "19"
    with pytest.raises(LawDataError, match="add up"):
        parse_law(go_data, "go")


def test_each_branch_needs_an_entry_into_force(go_data):
    go_data["branches"]["value"].append("judiciario")
    with pytest.raises(LawDataError, match="in_force"):
        parse_law(go_data, "go")


def test_every_figure_has_a_citation():
    for law in LAWS.values():
        for version in law.versions:
            for param in (
                version.percent,
                version.threshold,
                version.rounding,
                version.base,
                version.floor,
                version.kinds,
            ):
                assert param.basis.text
        assert all(c.text for c in law.citations())


def test_versions_leave_no_gap_after_entry_into_force():
    for law in LAWS.values():
        first = min(f.start for f in law.in_force.values())
        for a, b in zip(law.versions, law.versions[1:]):
            assert a.end + dt.timedelta(days=1) == b.start
        assert law.versions[0].start <= first
        assert law.versions[-1].end is None


@pytest.mark.parametrize(
    "anchor, label",
    [
        ("art-1", "art. 1º"),
        ("art-1-p2", "art. 1º, § 2º"),
        ("art-9-i", "art. 9º, I"),
        ("art-2-p1-b", "art. 2º, § 1º, alínea b"),
        ("art-1-pu", "art. 1º, parágrafo único"),
        ("art-11", "art. 11"),
    ],
)
def test_anchor_labels(anchor, label):
    assert anchor_label(anchor) == label
