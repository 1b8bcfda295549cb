"""Property test: a press release's box of bullet lines (`tests/layout_release.py`) read back
(`tables/release_bullets.py`): every cargo a position with its whole name, its vacancies and its stated
reserve for negros (the groups of Lei 15.142 summed where it is cited), uncertain (a summary, not the
edital), nothing else read; and the lines the stage leaves alone."""

from __future__ import annotations

from layout_release import release_bullets
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import release_bullets as stage

SEED = 20261205


def _problems(case) -> list[str]:
    report = lint_text(case.text)
    out = problems(case)
    names = {fold(e.name) for e in case.entries}
    for p in report["positions"]:
        if p["vacancies"] and fold(p["name"]) not in names:
            out.append(f"name not whole: {p['name']!r}")
        if p["confidence"] == "confirmed":
            out.append(f"{p['name']}: confirmed from a summary")
    return out


def test_release_bullets_read_back():
    assert_reads_back(release_bullets, _problems, SEED, "release_bullets")


def _relaid(*rows: str) -> list[str]:
    text = "\n".join(rows)
    return [line.text for line in stage.relay(split_lines(text))[0]]


def test_a_piece_nobody_reads_leaves_the_line_alone():
    rows = ["» Analista: 10 (AC 6 | PcD 1 | negros 2)", "» Técnico: 5 (AC 3 | XYZ 1 | negros 1)"]
    assert _relaid(*rows)[1] == rows[1]


def test_one_line_alone_is_no_list():
    rows = ["» Analista: 10 (AC 6 | PcD 1 | negros 3)", *(["Texto."] * 7), "» Técnico: 5 (AC 3 | PcD 1 | negros 1)"]
    assert _relaid(*rows) == rows


def test_an_editals_vagas_lines_are_no_bullets():
    """Two "Vagas: 25 (…)" lines (a retificação's old and new text) are statements of an edital, not a list."""
    rows = ["Vagas: 25 (18 para ampla concorrência e 7 para candidatos negros).", "Leia-se:"]
    rows += ["Vagas: 27 (19 para ampla concorrência e 8 para candidatos negros)."]
    assert _relaid(*rows) == rows
    assert (
        _relaid("• Total: 10 (AC 8 | negros 2)", "• Total: 12 (AC 9 | negros 3)")[0] == "• Total: 10 (AC 8 | negros 2)"
    )
