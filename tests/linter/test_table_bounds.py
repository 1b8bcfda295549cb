"""A long table's reading is bounded (issue 41): the report of a row shares its keys with every other
row's (`tables.records.Row`, its figures in a tuple shared by the rows alike), so a table of thousands of rows is not held as thousands of whole
dictionaries. Time and the whole memory are measured by bench/lint_bench.py (figures, not asserted)."""

from __future__ import annotations

import datetime as dt
import gc
import json
import tracemalloc

from cotacheck.linter import lint_text


def table(rows: int) -> str:
    return "\n".join(["Cargo AC PcD Negros Total", *(f"Analista {i} Área {i * 7} 3 - 1 4" for i in range(rows))])


def test_a_long_tables_report_holds_under_a_kilobyte_a_row():
    text = table(3000)
    gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
    tracemalloc.start()
    try:
        result = lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(result["positions"]) == 3000
    assert held / 3000 < 950, f"{held / 3000:.0f} bytes a row"  # a dictionary of its own each: about 1 270


def test_a_rows_report_is_a_plain_dict_in_json_and_copies():
    result = lint_text(table(3), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    row = result["positions"][0]
    assert isinstance(row, dict) and dict(row) == row and list(row)[:2] == ["name", "vacancies"]
    assert json.loads(json.dumps(result))["positions"][0] == row
    row["extra"] = 1  # a key added later still works
    assert row["extra"] == 1 and result["positions"][1].get("extra") is None
