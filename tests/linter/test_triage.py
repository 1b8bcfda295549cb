"""Rule titles and the order a person reads findings in (errors first): the registry, the Markdown
report, the CLI's text and the page's `titulos`, on a sample and on Banrisul 2022 (real edital)."""

from __future__ import annotations

import datetime as dt
import os
import re
from pathlib import Path

import pytest
from lint_samples import GO_HEAD

from cotacheck.interfaces.web.linter import lint, recheck
from cotacheck.linter import lint_text
from cotacheck.linter.report import format_text, to_markdown
from cotacheck.linter.report.triage import by_severity, counts_line
from cotacheck.linter.rules import RULES, format_rule, rule_as_data

REAL = Path(
    os.environ.get("COTACHECK_REAL_EDITAIS") or Path(__file__).resolve().parents[2].parent / "shared" / "real-editais"
)
BANRISUL = REAL / "rs_banrisul_2022_cesgranrio.txt"
#: A Goiás edital whose text order puts information before its error and its warnings last: a reserve
#: above the minimum (CQ103, info), one below (CQ102, error), and the clauses missing (CQ203-CQ207).
MIXED = GO_HEAD + "Cargo AC PcD Negros Total\nTécnico 5 0 3 8\nAgente 11 1 3 15\nAnalista 9 1 0 10\n"


def test_every_rule_has_its_own_portuguese_title():
    titles = [r.title for r in RULES.values()]
    assert all(t.strip() for t in titles)
    assert len(set(titles)) == len(titles), "two rules share a title"
    for r in RULES.values():
        assert r.title != r.name and "-" not in r.title and r.title[0].isupper(), r.code
        assert rule_as_data(r)["title"] == r.title
        assert format_rule(r).startswith(f"{r.code} {r.title} ({r.name}, ")
    assert RULES["CQ105"].title == "Soma não confere"


def test_by_severity_puts_errors_first_and_keeps_text_order_within_each():
    findings = [
        {"severity": "info", "line": 1},
        {"severity": "warning", "line": 2},
        {"severity": "error", "line": 3},
        {"severity": "info", "line": 4},
        {"severity": "error", "line": 5},
    ]
    assert [f["line"] for f in by_severity(findings)] == [3, 5, 2, 1, 4]
    assert counts_line(findings) == "2 erros, 1 aviso, 2 informações"
    assert counts_line([]) == "0 erros, 0 avisos, 0 informações"


def test_markdown_lists_errors_first_with_titles_and_the_json_keeps_text_order():
    result = lint_text(MIXED, date=dt.date(2026, 3, 10))
    severities = [f["severity"] for f in result["findings"]]
    assert "error" in severities and severities.index("error") > 0, "the sample must start with a lesser finding"
    report = to_markdown(result)
    items = re.findall(r"^- \*\*(CQ\d{3}) ([^*]+)\*\* \((erro|aviso|informação),", report, re.M)
    assert [i[2] for i in items] == sorted((i[2] for i in items), key=["erro", "aviso", "informação"].index)
    assert items[0][:2] == ("CQ102", "Reserva abaixo do exigido")
    assert f"**{counts_line(result['findings'])}**" in report
    assert "title" not in result["findings"][0]  # the CLI's JSON (and the golden outputs) unchanged
    assert "CQ102 Reserva abaixo do exigido [erro]" in format_text(result)


def test_the_page_gets_each_findings_title_beside_the_findings():
    result = lint({"texto": MIXED, "data": "10/03/2026"})
    assert set(result["titulos"]) == {f["code"] for f in result["findings"]}
    assert result["titulos"]["CQ103"] == "Reserva acima do exigido"
    again = recheck({"posicoes": result["positions"], "lei": "go", "data": "10/03/2026"})
    assert set(again["titulos"]) == {f["code"] for f in again["findings"]}


@pytest.mark.skipif(not BANRISUL.exists(), reason="real editais not available")
def test_banrisul_errors_come_first_once_rows_are_confirmed():
    """Banrisul 2022 under Lei 12.990, one column of its table renamed to an abbreviation it never
    explains ("PT"): the table is read with doubt, so the shortfalls wait as information; three rows
    confirmed by the reader make three errors, in text order after the edital's own rule."""
    text = BANRISUL.read_text(encoding="utf-8").replace("PESSOA TRANS PESSOA", "PT PESSOA")
    read = lint({"texto": text, "lei": "federal"})
    short = [f["line"] for f in read["findings"] if f["code"] == "CQ102"][:3]
    rows = [{**p, "edited": p["line"] in short} for p in read["positions"]]
    result = recheck({"posicoes": rows, "lei": "federal", "texto": text})
    assert result["summary"]["error"] == 3
    assert [f["severity"] for f in result["findings"]][0] != "error"  # in text order the errors are not first
    first = re.findall(r"^- \*\*CQ\d{3} [^*]+\*\* \((\w+)", to_markdown(result), re.M)[:4]
    assert first == ["erro", "erro", "erro", "aviso"]
