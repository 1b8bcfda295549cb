"""The CLI's whole-run reports (JSON, SARIF) are written a piece at a time: as one string, a long table's
report (a few kilobytes a row, many times the edital) took several times its own size in memory."""

from __future__ import annotations

import datetime as dt
import gc
import io
import json
import sys
import tracemalloc

from cotacheck.interfaces.cli.lint import write_whole_report
from cotacheck.linter import lint_text, report


def _table(rows: int) -> str:
    return "Cargo AC PcD Negros Total\n" + "\n".join(f"Analista {i} {i % 9 + 3} 0 1 {i % 9 + 4}" for i in range(rows))


class _Sink(io.TextIOBase):
    """Standard output that keeps only the length written and the text's start."""

    def __init__(self):
        self.size, self.start = 0, ""

    def write(self, text: str) -> int:
        if len(self.start) < 200:
            self.start += text[:200]
        self.size += len(text)
        return len(text)


def _written(monkeypatch, format: str, results: list[dict]) -> tuple[_Sink, int]:
    """What `write_whole_report` writes, and the peak of memory it takes (traced)."""
    sink = _Sink()
    monkeypatch.setattr(sys, "stdout", sink)
    gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
    tracemalloc.start()
    try:
        write_whole_report(format, results)
        return sink, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_long_report_is_never_held_whole(monkeypatch):
    result = lint_text(_table(3000), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    whole = report.to_json([result])
    sink, peak = _written(monkeypatch, "json", [result])
    assert sink.size == len(whole) + 1 and sink.start == whole[:200]
    assert peak < len(whole) / 4, f"{peak} bytes at the peak for a report of {len(whole)} characters"


def test_sarif_is_the_same_text(monkeypatch):
    result = lint_text(_table(300), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    whole = json.dumps(report.to_sarif([result, result]), ensure_ascii=False, indent=2)
    sink, _ = _written(monkeypatch, "sarif", [result, result])
    assert sink.size == len(whole) + 1 and sink.start == whole[:200]


def test_the_pieces_are_the_same_text():
    result = lint_text(_table(500), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    pieces = list(report.json.json_pieces([result]))
    assert "".join(pieces) == report.to_json([result]) and len(pieces) > 1


def test_the_cli_does_not_hold_the_files_bytes_through_the_checks(tmp_path, monkeypatch):
    """`lint_file` decodes the file and lets its bytes go before the lint: while the checks run, no block
    allocated by reading the file is left (its text is the linter's, which `read` lets no module keep)."""
    import cotacheck.linter as linter
    from cotacheck.interfaces.cli.batch import lint_file

    path = tmp_path / "tabela.txt"
    path.write_text(_table(2000), encoding="utf-8")
    size, left, real_check = path.stat().st_size, [], linter.check

    def check(ctx, doc):
        for trace in tracemalloc.take_snapshot().traces:
            if trace.size >= size // 2 and any(f.filename.endswith("pathlib.py") for f in trace.traceback):
                left.append(trace.size)
        return real_check(ctx, doc)

    monkeypatch.setattr(linter, "check", check)
    gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
    tracemalloc.start(40)
    try:
        outcome = lint_file(str(path), {"law": "go", "date": dt.date(2026, 3, 10), "branch": None, "kind": None})
    finally:
        tracemalloc.stop()
    assert outcome.error is None and outcome.result["summary"]["positions"] == 2000
    assert not left, f"blocks of {left} bytes left of a file of {size}"
