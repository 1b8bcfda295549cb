"""Nothing dropped without a word: limits stay, the output says what was left out and where."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from lint_samples import CLAUSES, GO_HEAD, make_pdf

from cotacheck.linter import lint_text
from cotacheck.linter.read import pdf as pdf_module
from cotacheck.linter.read.text import MAX_LINE
from cotacheck.linter.report.markdown import to_markdown

pytest.importorskip("pypdf")


def test_pages_past_the_limit_are_named(monkeypatch):
    lines = (GO_HEAD + "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES).splitlines()
    read = len(lines) + 1  # one line a page: the edital, then "Técnico 3", 4 and 5; the limit stops after 3
    lines += [f"Anexo: Técnico {n} 10 0 10" for n in range(3, 6)]
    data = make_pdf(lines, per_page=1)
    monkeypatch.setattr(pdf_module, "MAX_PAGES", read)
    text = pdf_module.pdf_text(data, "longo.pdf")
    assert "Técnico 3" in text and "Técnico 4" not in text  # pages past the limit were not read...
    result = lint_text(text)
    # ...and the output says so: which pages, the limit, and on which line of the text
    assert result["truncated"] == [
        {"kind": "pages", "line": len(text.split("\n")), "first_page": read + 1, "last_page": read + 2, "limit": read}
    ]
    notes = [f for f in result["findings"] if f["code"] == "CQ305"]
    assert len(notes) == 1 and notes[0]["severity"] == "info"
    assert f"páginas {read + 1} a {read + 2}" in notes[0]["message"] and "só para o que foi lido" in notes[0]["message"]
    assert "CQ305" in to_markdown({**result, "file": "longo.pdf"})


def test_full_read_says_nothing():
    result = lint_text(GO_HEAD + "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES)
    assert result["truncated"] == [] and "CQ305" not in [f["code"] for f in result["findings"]]


def test_giant_cargo_name_is_reported(tmp_path):
    """A cargo name of 100 000 characters was dropped silently."""
    text = GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + "Analista" + "x" * 100_000 + " 8 2 10\n" + CLAUSES
    path = tmp_path / "nome.txt"
    path.write_text(text, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "cotacheck", "lint", str(path), "--format", "json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    result = json.loads(out.stdout)[0]
    long_line = text.split("\n").index(next(line for line in text.split("\n") if len(line) > MAX_LINE)) + 1
    assert result["truncated"] == [
        {
            "kind": "long_lines",
            "count": 1,
            "limit": MAX_LINE,
            "line": long_line,
            "lines": [{"line": long_line, "chars": 100_015}],
        }
    ]
    note = next(f for f in result["findings"] if f["code"] == "CQ305")
    assert note["line"] == long_line and f"linha {long_line} tem mais de 2.000 caracteres" in note["message"]
    assert [p["name"] for p in result["positions"]] == ["Professor"]  # the rest is still read (the row before it)


def test_many_long_lines_are_counted_not_listed():
    text = GO_HEAD + ("y " * 1500 + "\n") * 50
    (item,) = lint_text(text)["truncated"]
    assert item["count"] == 50 and len(item["lines"]) == 20
    note = next(f for f in lint_text(text)["findings"] if f["code"] == "CQ305")
    assert "e outras 30" in note["message"]
