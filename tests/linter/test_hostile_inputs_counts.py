"""Counts a real edital can print, and encodings it can come in (issue 41): a census's 183.021 vacancies
read and computed, written with or without the thousands dot; UTF-32 text read as UTF-32."""

from __future__ import annotations

import datetime as dt

import pytest
from lint_samples import CLAUSES, GO_HEAD

from cotacheck.linter import lint_bytes, lint_text

CENSUS = "Recenseador {}\nAnalista de Sistemas 20 5 25\n"


def rows(result: dict) -> list[tuple]:
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["reserved_required"]) for p in result["positions"]]


@pytest.mark.parametrize("figures", ["146417 36604 183021", "146.417 36.604 183.021"])
def test_a_census_row_is_read_and_its_reserve_computed(figures):
    """Six plain digits glued the row onto the next cargo's name; the dotted form was read, but a bound of
    100.000 in the calculator showed the required reserve as 0 and raised a false CQ103."""
    result = lint_text(GO_HEAD + "Cargo AC Negros Total\n" + CENSUS.format(figures) + CLAUSES)
    assert rows(result) == [("Recenseador", 183_021, 36_604, 36_604), ("Analista de Sistemas", 25, 5, 5)]
    assert [p["confidence"] for p in result["positions"]] == ["confirmed", "confirmed"]
    assert not [f for f in result["findings"] if f["code"] in ("CQ102", "CQ103")]


def test_a_figure_past_twelve_digits_is_not_a_count():
    """The reader stops where the calculator does: a figure it cannot compute is never read as a count."""
    result = lint_text(GO_HEAD + "Cargo AC Negros Total\n" + CENSUS.format("1.000.000.000.000 3 25") + CLAUSES)
    assert all(p["vacancies"] < 10**12 for p in result["positions"])
    assert all(p["reserved_required"] is None or p["reserved_required"] < 10**12 for p in result["positions"])


@pytest.mark.parametrize("encoding", ["utf-32-le", "utf-32-be"])
def test_utf32_with_a_byte_order_mark_is_read_as_utf32(encoding):
    """FF FE 00 00 starts both UTF-32-LE's mark and UTF-16-LE's: it was decoded as UTF-16 (garbled)."""
    text = GO_HEAD + "Cargo AC Negros Total\nTécnico Judiciário 16 4 20\n" + CLAUSES
    result = lint_bytes(("\ufeff" + text).encode(encoding), "edital.txt", date=dt.date(2026, 1, 1))
    assert [(p["name"], p["vacancies"], p["reserved_stated"]) for p in result["positions"]] == [
        ("Técnico Judiciário", 20, 4)
    ]


def test_a_corrected_table_and_a_result_link_carry_any_count_the_reader_reads():
    """The page's corrections and a result link stopped at 1.000.000: a count the reader read (up to twelve
    digits) could not be rechecked or carried; past the calculator's bound they still refuse it."""
    from cotacheck.errors import InputError
    from cotacheck.interfaces.web.result_link import link_row
    from cotacheck.linter.tables.given import positions_from_rows

    row = {"name": "Recenseador", "vacancies": 1_830_210, "reserved_stated": 366_042}
    positions, _ = positions_from_rows([row])
    assert positions[0].vacancies == 1_830_210
    assert link_row(row, 1)["vacancies"] == 1_830_210
    with pytest.raises(InputError):
        positions_from_rows([{**row, "vacancies": 10**12}])
    with pytest.raises(InputError):
        link_row({**row, "vacancies": 10**12}, 1)


@pytest.mark.parametrize("vacancies, reserved", [("183021", "36604"), ("183.021", "36.604")])
def test_a_census_count_in_prose_is_read(vacancies, reserved):
    """Six plain digits were no number in a prose statement: the reserve's 36604 was taken for the vacancies."""
    text = (
        GO_HEAD + f"Para o cargo de Recenseador serão oferecidas {vacancies} vagas, sendo {reserved} reservadas a "
        "candidatos negros.\n" + CLAUSES
    )
    assert rows(lint_text(text)) == [("Recenseador", 183_021, 36_604, 36_604)]
