"""Property test: a retificação's consolidated annex (`tests/layout_consolidated.py`) read back right
(`tables/row_marks.py`): every standing row a position with its whole name, its vacancies and its stated
reserve for negros, confirmed; the rows marked "(NR)" or "(AC)" (acrescido, as the edital says) read as
the others; a revoked row no position at all; and the marks the stage leaves alone."""

from __future__ import annotations

from layout_consolidated import consolidated_annex
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import row_marks

SEED = 20261205


def _problems(case) -> list[str]:
    report = lint_text(case.text)
    out = problems(case)
    names = {fold(e.name) for e in case.entries}
    for p in report["positions"]:
        if fold(p["name"]) not in names:
            out.append(f"not an entry (a revoked row?): {p['name']!r} {p['vacancies']}")
        elif p["confidence"] != "confirmed":
            out.append(f"{p['name']}: not confirmed ({p.get('confidence_reason')})")
    return out


def test_consolidated_annexes_read_back():
    assert_reads_back(consolidated_annex, _problems, SEED, "consolidated_annex")


def _relaid(*rows: str) -> list[str]:
    text = "\n".join(rows)
    return [line.text for line in row_marks.relay(split_lines(text), text)]


ROW = "206 Técnico em Análises Clínicas 40h 4 3 – 1 2.604,88 (AC)"


def test_ac_is_a_mark_only_where_the_edital_says_it_is_added():
    said = "As linhas marcadas com (NR) tiveram nova redação; as marcadas com (AC) foram acrescidas."
    assert _relaid(said, ROW)[1] == ROW.removesuffix(" (AC)")
    assert _relaid("As linhas marcadas com (NR) tiveram nova redação.", ROW)[1] == ROW


def test_a_sentence_that_revokes_is_kept():
    rows = ["(NR) nova redação.", "3.2 O subitem 3.1 fica revogado."]
    assert _relaid(*rows) == rows
