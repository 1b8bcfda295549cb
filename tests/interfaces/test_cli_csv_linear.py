"""The CSV of a long table is written in time that grows with its rows: each cargo's findings' codes came
from a pass over every finding of the edital, once a row (issue 41: work bounded by the input)."""

from __future__ import annotations

import datetime as dt

from cotacheck.linter import lint_text
from cotacheck.linter.report import csv as csv_report


class _CountedFindings(list):
    """The report's findings, counting the passes made over them."""

    passes = 0

    def __iter__(self):
        type(self).passes += 1
        return super().__iter__()


def test_a_long_tables_csv_passes_over_its_findings_a_fixed_number_of_times():
    rows = 300
    text = "Cargo AC PcD Negros Total\n" + "\n".join(f"Analista {i} {i % 9 + 3} 0 0 {i % 9 + 3}" for i in range(rows))
    result = lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    assert len(result["positions"]) == rows and len(result["findings"]) >= rows  # a CQ102 a cargo
    expected = csv_report.result_rows(result)
    result["findings"] = _CountedFindings(result["findings"])
    assert csv_report.result_rows(result) == expected
    assert _CountedFindings.passes <= 2
    assert all("CQ102" in row[-2] for row in expected)  # each cargo keeps its own finding's code
