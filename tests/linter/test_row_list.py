"""The report's rows made when read (`tables/row_list.py`): the list behaves as the list of its rows."""

from __future__ import annotations

import copy
import datetime as dt
import gc
import json
import pickle
import sys

from cotacheck.linter import lint_text
from cotacheck.linter.tables import records
from cotacheck.linter.tables.row_list import RowList


def _result(rows: int = 40) -> dict:
    from bench.lint_bench import table_of

    return lint_text(table_of(rows), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))


def test_the_rows_are_held_packed_and_read_as_rows():
    result = _result()
    rows = result["positions"]
    assert type(rows) is RowList and isinstance(rows, list)
    plain = [records.Row(dict(row)) for row in rows]
    assert rows == plain and plain == rows and not rows != plain and len(rows) == len(plain) == 40
    assert json.dumps(result) == json.dumps({**result, "positions": plain})
    assert json.dumps(rows, indent=2) == json.dumps(plain, indent=2)
    assert rows[:3] == plain[:3] and rows[-1] == plain[-1] and list(reversed(rows)) == plain[::-1]
    assert (
        rows + [] == plain
        and [] + rows == plain
        and rows * 2 == plain * 2
        and sorted(rows, key=str) == sorted(plain, key=str)
    )
    assert plain[5] in rows and rows.index(plain[5]) == 5 and rows.count(plain[5]) == 1 and repr(rows) == repr(plain)
    assert all(sys.getsizeof(item) < 100 for item in list.__iter__(rows))  # packed: no dictionary a row
    assert list(rows.names_and_lines()) == [(row["name"], row["line"]) for row in plain]


def test_a_row_read_is_the_same_while_held_and_its_change_stays():
    rows = _result()["positions"]
    first = rows[3]
    assert rows[3] is first and next(iter(rows[3:4])) is first
    first["confidence_reason"] = "marcado"
    del first
    gc.collect()
    assert rows[3]["confidence_reason"] == "marcado" and rows[4]["confidence_reason"] != "marcado"
    held = rows[7]
    rows.insert(0, records.Row(dict(rows[0])))  # the list moved under the row read: the change finds its place
    held["vacancies"] = 99
    assert rows[8] is held and rows[8]["vacancies"] == 99
    taken = rows.pop(8)
    taken["vacancies"] = 98
    assert taken is held and all(row["vacancies"] != 98 for row in rows)


def test_a_copy_a_pickle_and_a_sort_see_the_rows():
    rows = _result()["positions"]
    plain = list(rows)
    assert pickle.loads(pickle.dumps(rows)) == plain and copy.deepcopy(rows) == plain and rows.copy() == plain
    rows.sort(key=lambda row: row["name"], reverse=True)
    assert rows == sorted(plain, key=lambda row: row["name"], reverse=True)
    rows[0]["slice"] = "Área"
    assert rows[0]["slice"] == "Área"
    rows.extend(rows[:2])
    rows += plain[:1]
    assert len(rows) == 43 and rows[-1] == plain[0]
