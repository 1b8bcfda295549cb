"""A report's row held as a small record (`tables/records.py`): it reads, compares, copies, pickles and
writes as JSON exactly as the dictionary it stands for, and the rows of a table share their figures
(issue 41: a table of short rows held 28 times its size, a row a dictionary of its own)."""

from __future__ import annotations

import datetime as dt
import json
import pickle
import sys

from bench.lint_bench import clean_table_of, table_of
from cotacheck.linter import lint_text
from cotacheck.linter.report import to_json
from cotacheck.linter.tables.records import KEYS, Row


def _rows(text: str | None = None) -> list:
    text = text or table_of(60) + "\nAnalista Longo de\nSistemas 3 0 1 4"
    return lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))["positions"]


def test_a_row_reads_as_its_dictionary():
    for row in _rows():
        plain = dict(row)
        assert list(plain) == list(KEYS) and list(row) == list(plain) and len(row) == len(plain)
        assert row == plain and plain == row and row == Row(plain) and {**row} == plain
        assert pickle.loads(pickle.dumps(row)) == plain  # a batch's worker sends results to the parent
        assert json.dumps(row, ensure_ascii=False) == json.dumps(plain, ensure_ascii=False)  # no hook needed
        assert json.dumps(row, indent=1, sort_keys=True) == json.dumps(plain, indent=1, sort_keys=True)
        assert isinstance(row, dict) and row.copy() == plain and dict(row.items()) == plain
        assert "lines" in row and "nothing" not in row and row.get("nothing", 7) == 7
        assert all(key not in row and row.get(key) is None for key in ("\0line", "\0lines", "\0values"))
        assert isinstance(row["lines"], list) and row["lines"][0] == row["line"]


def test_every_writer_of_results_writes_rows_as_their_dictionaries():
    result = lint_text(table_of(30), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    plain = {**result, "positions": [dict(p) for p in result["positions"]]}
    assert to_json([result]) == to_json([plain])


def test_the_rows_of_a_table_share_their_figures():
    rows = _rows(table_of(400)) + _rows(clean_table_of(400))  # figures all apart, then all alike
    assert len({id(dict.__getitem__(r, "\0values")) for r in rows}) < 410
    assert all(sys.getsizeof(r) < 0.5 * sys.getsizeof(dict(r)) for r in rows)


def test_a_row_set_again_keeps_its_other_values():
    row = Row({**dict.fromkeys(KEYS), "name": "Analista", "cargo": "Analista", "line": 3, "lines": [3]})
    other = Row({**dict(row), "name": "Técnico", "cargo": "Técnico"})
    assert dict.__getitem__(row, "\0values") is dict.__getitem__(
        other, "\0values"
    )  # the cargo that is the row's name is shared as such
    row["name"] = "Analista I"  # the cargo stays the name it was
    assert row["cargo"] == "Analista" and row["name"] == "Analista I"
    row["line"] = 7  # the lines stay the lines they were
    assert row["lines"] == [3] and row["line"] == 7
    row["lines"], row["vacancies"], row["extra"], row["more"] = (7, 8), 12, 1, [2]
    assert row["lines"] == [7, 8] and row["vacancies"] == 12 and list(row)[len(KEYS) :] == ["extra", "more"]
    assert other["vacancies"] is None and other["name"] == other["cargo"] == "Técnico"
    row.update(extra=3)
    assert row == {
        **dict.fromkeys(KEYS),
        "name": "Analista I",
        "cargo": "Analista",
        "line": 7,
        "lines": [7, 8],
        "vacancies": 12,
        "extra": 3,
        "more": [2],
    }
    assert Row(dict(row)) == row and pickle.loads(pickle.dumps(row)) == row


def test_rows_apart_in_one_value_are_told_apart_by_its_hash(monkeypatch):
    """Rows alike but for one value (a doubt naming its line) are found apart by the key's hash, not by
    comparing each with all the others kept (a long table's rows would cost the square of their number)."""
    from cotacheck.linter.tables import records

    compared = []
    equal = records._Alike.__eq__
    monkeypatch.setattr(records._Alike, "__eq__", lambda a, b: compared.append(1) or equal(a, b))
    records.forget()
    plain = {**dict.fromkeys(KEYS), "name": "Analista", "cargo": "Analista", "line": 3, "lines": [3]}
    rows = [Row({**plain, "confidence_reason": f"linha {n} não fecha"}) for n in range(3000)]
    assert len(compared) < 300 and rows[5]["confidence_reason"] == "linha 5 não fecha"
