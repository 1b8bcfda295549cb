"""A result link or saved file of 10 000 cargos (the most one carries) costs the engine what a check of
the same table costs, never more (issue 41: such a link took 73 s to open in the page). The engine's
answer holds only what the page reads: the page writes its Markdown report itself, from the result."""

from __future__ import annotations

import json
import time

import pytest

from cotacheck.interfaces.web.linter import lint, open_link
from cotacheck.interfaces.web.result_link import MAX_ROWS, ROW_KEYS

#: The engine's answer to opening a link, in JSON characters a cargo: the rows, their findings and the
#: link's own inputs (about 1.25 KB a cargo for the table below, 0.16 KB of it the link's rows; 1.9 KB
#: when the answer also carried a Markdown report, which the page never read).
ANSWER_PER_CARGO = 1_400


def table(rows: int) -> str:
    """An edital's table of `rows` cargos with figures of their own (most rows have a finding)."""
    lines = ["EDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026", "Cargo AC PcD Negros Total"]
    for i in range(rows):
        open_, pcd, black = i % 50 + 3, i % 3, i % 7 + 1
        lines.append(f"Analista {i} {open_} {pcd} {black} {open_ + pcd + black}")
    return "\n".join(lines)


@pytest.fixture(scope="module")
def checked():
    """The check of the table's text, its CPU seconds, and the saved file the page writes for it."""
    start = time.process_time()
    result = lint({"texto": table(MAX_ROWS), "lei": "go", "data": "2026-03-10"})
    seconds = time.process_time() - start
    rows = [{k: p[k] for k in ROW_KEYS if p.get(k) not in (None, False)} for p in result["positions"]]
    saved = {"v": 2, **result["link_opcoes"], "posicoes": rows, "achados_texto": result["achados_texto"]}
    return result, seconds, json.dumps(saved)


def test_a_saved_file_of_ten_thousand_cargos_costs_what_their_check_costs(checked):
    result, check_seconds, saved = checked
    start = time.process_time()
    opened = open_link({"arquivo": saved})
    seconds = time.process_time() - start
    assert len(opened["positions"]) == MAX_ROWS and len(opened["findings"]) == len(result["findings"]) > MAX_ROWS / 2
    answer = len(json.dumps({"ok": True, "result": opened}, ensure_ascii=False))
    check = len(json.dumps({"ok": True, "result": result}, ensure_ascii=False))
    assert answer / MAX_ROWS <= ANSWER_PER_CARGO, f"{answer / MAX_ROWS:.0f} characters a cargo"
    assert answer <= check * 1.3  # the link's own inputs (its rows, validated) beside the check's result
    assert seconds <= check_seconds * 1.2 + 0.5, f"{seconds:.2f} CPU s against the check's {check_seconds:.2f}"


def test_the_engines_answers_carry_no_markdown_the_page_does_not_read(checked):
    result, _, saved = checked
    assert "markdown" not in result and "markdown" not in open_link({"arquivo": saved})
