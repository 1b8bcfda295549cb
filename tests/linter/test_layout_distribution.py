"""Property test: a summary table by cargo, then the same vacancies by place with the cargos as columns
(tests/layout_distribution.py, the class of `tables/distribution_grid.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, with its summary
row's vacancies and reserve; no place read as a cargo, no vacancy counted twice; a note says the grid was
left out. A grid whose columns are not the summary's totals is not left out. And the other side: the
readings the text proves are confirmed."""

from __future__ import annotations

import random

from layout_distribution import summary_then_distribution
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def _noted(report: dict) -> bool:
    return any("mesmas vagas do quadro acima" in o.get("what", "") for o in report["truncated"])


def test_distribution_reads_back():
    assert_reads_back(summary_then_distribution, problems, SEED, "distribution", 200)


def test_proven_distribution_is_confirmed():
    assert_proven_are_confirmed(summary_then_distribution, f"{SEED}-distribution-confirmed")


def test_the_grid_left_out_is_noted():
    rng = random.Random(f"{SEED}-noted")
    assert all(_noted(lint_text(summary_then_distribution(rng).text)) for _ in range(30))


def test_a_grid_with_no_summary_above_is_not_left_out():
    """With the summary taken out, nothing proves the grid restates vacancies read elsewhere."""
    rng = random.Random(f"{SEED}-alone")
    for _ in range(30):
        lines = summary_then_distribution(rng).text.split("\n")
        start = lines.index("QUADRO-RESUMO DE VAGAS")
        end = next(i for i in range(start, len(lines)) if not lines[i].strip())
        assert not _noted(lint_text("\n".join(lines[:start] + lines[end:])))
