"""The ready tables (1 to 100 vacancies, calculator page): rows whose figure comes from a reading adopted are
marked, with what the law's words alone would give (Lei 15.142 with its decree: 18 → 6, 30 % is 5)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from cotacheck.interfaces.site.builder import _table
from cotacheck.law.lawbook import get_law


def test_federal_rows_above_the_law_s_thirty_percent_are_marked():
    table = _table(get_law("federal"), dt.date(2026, 1, 10))
    marked = {r["vacancies"]: (r["reserved"], r["literal"]) for r in table["interpreted"]}
    assert marked[18] == (6, 5) and marked[26] == (9, 8) and marked[50] == (16, 15)
    assert 10 not in marked  # 30 % of 10 = 3 either way


def test_laws_of_one_group_and_lei_15142_before_the_decree_have_no_mark():
    for law_id, day in (("go", dt.date(2026, 1, 10)), ("rn", dt.date(2026, 1, 10)), ("federal", dt.date(2025, 6, 10))):
        assert _table(get_law(law_id), day)["interpreted"] == []


def test_the_template_shows_the_mark_and_the_note():
    template = (Path(__file__).resolve().parents[2] / "templates" / "calculator.html").read_text(encoding="utf-8")
    assert "row.literal != row.reserved" in template and "Total que depende de uma interpretação adotada" in template
