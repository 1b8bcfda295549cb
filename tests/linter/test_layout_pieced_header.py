"""Property test: a quadro whose header pypdf gave in pieces, over rows proven by their sums
(tests/layout_pieced_header.py, the class of `tables/pieced_header.py`).

A fixed seed draws 200 quadros of each shape. Each must read as its generator says: every row once, its
total, its negros (Lei 15.142's groups added); no other position. A row whose parts do not add up, or a
column of approved candidates, leaves the quadro as it stood: nothing confirmed from it."""

from __future__ import annotations

import random
import re

import pytest
from layout_pieced_header import labelled, places
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables import pieced_header

SEED = 20261206


@pytest.mark.parametrize("make", [labelled, places], ids=["labelled", "places"])
def test_pieced_header_reads_back(make):
    assert_reads_back(make, problems, SEED, f"pieced_header_{make.__name__}", 200)


@pytest.mark.parametrize("make", [labelled, places], ids=["labelled", "places"])
def test_pieced_header_proven_are_confirmed(make):
    assert_proven_are_confirmed(make, f"{SEED}-{make.__name__}-confirmed")


def _broken(text: str) -> str:
    """`text` with the first row's first count cell one more: its parts no longer add up to its total."""
    lines = text.split("\n")
    count = re.compile(r"\d{1,3}|–|CR")
    for at, line in enumerate(lines):
        tokens = line.split()
        end = len(tokens) - (tokens[-1:] == ["Sim"] or (tokens[-1:] == ["CR"] and tokens[-2:-1] == ["–"]))
        start = end
        while start > 0 and count.fullmatch(tokens[start - 1]):
            start -= 1
        if end - start >= 4 and not line.startswith("TOTAL") and tokens[start] != "CR":
            tokens[start] = str(int(tokens[start]) + 1 if tokens[start].isdigit() else 1)
            lines[at] = " ".join(tokens)
            return "\n".join(lines)
    raise AssertionError(text)


@pytest.mark.parametrize("make", [labelled, places], ids=["labelled", "places"])
def test_rows_that_do_not_add_up_confirm_nothing(make):
    rng = random.Random(f"{SEED}-{make.__name__}-off")
    for _ in range(30):
        text = _broken(make(rng).text)
        confirmed = [p for p in lint_text(text)["positions"] if p["confidence"] == "confirmed" and p["vacancies"]]
        assert not confirmed, (confirmed, text)


def test_a_column_of_approved_candidates_is_no_reading():
    """A header naming "Máx. de aprovados" beside the counts: the table is not re-laid."""
    case = labelled(random.Random(f"{SEED}-approved"))
    text = case.text.replace("TOTAL ", "TOTAL ").replace(
        "ANEXO I – QUADRO DE VAGAS POR LOCALIDADE", "ANEXO I – QUADRO DE VAGAS POR LOCALIDADE\nMáx. de aprovados"
    )
    lines = [pieced_header.laid_line(k + 1, t) for k, t in enumerate(text.split("\n"))]
    assert pieced_header.relay(list(lines), text) == lines
