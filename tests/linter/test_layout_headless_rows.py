"""Property test: a Diário Oficial page's last rows of a table whose header is on the page before, the roles
named only by the legend (tests/layout_headless_rows.py, the class of `tables/headless_rows.py`), read back
right.

A fixed seed draws 200 pages. Each must read as its generator says: each row once, its total and its racial
reserve, citing its counts' lines; nothing confirmed (the header is not in the text); a page whose rows'
reserve cells differ (the racial one known only by the legend's order) read not at all."""

from __future__ import annotations

import random

from layout_headless_rows import headless_rows
from test_layout_places import problems

from cotacheck.linter import lint_text

SEED = 20261206
DRAWS = 200


def _problems(case) -> list[str]:
    report = lint_text(case.text)
    out = problems(case)
    positions = [p for p in report["positions"] if p["vacancies"]]
    out += [f"{p['name']}: confirmed" for p in positions if p["confidence"] == "confirmed"]
    cited = {n for p in positions for n in p["lines"]}
    out += [f"line {n} not cited" for n in case.cited if n not in cited]
    return out


def test_headless_rows_read_back():
    rng = random.Random(f"{SEED}-headless")
    bad = [(wrong, case.text) for case in (headless_rows(rng) for _ in range(DRAWS)) if (wrong := _problems(case))]
    assert not bad, f"{len(bad)}/{DRAWS} misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_both_kinds_drawn():
    """The draws hold pages read (reserve cells equal) and pages left alone (reserve cells that differ)."""
    rng = random.Random(f"{SEED}-headless")
    kinds = {headless_rows(rng).differ for _ in range(DRAWS)}
    assert kinds == {True, False}


def test_a_header_above_leaves_the_rows_to_the_table_pass():
    """With a header line naming the columns above the rows, the stage re-lays nothing: the pass reads them."""
    rng = random.Random(f"{SEED}-header")
    for _ in range(20):
        case = headless_rows(rng)
        if case.differ:
            continue
        lines = case.text.split("\n")
        lines.insert(9, "Cargo Vagas AC PPP PCD Total")
        report = lint_text("\n".join(lines))
        assert not [p for p in report["positions"] if "página anterior" in (p["confidence_reason"] or "")]
