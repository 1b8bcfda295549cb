"""The edital's folded lines joined for the clause rules (`clauses.join`): the same text, offsets and line
numbers whichever way it is joined (at once from the lines' strings where they are long, a chunk at a time
where they are many and short), and at the end of a long table's reading no copy of its text in chunks
beside the joined text (its peak of memory)."""

from __future__ import annotations

import gc
import random
import tracemalloc

from cotacheck.linter.facts import clauses
from cotacheck.linter.read.text import Line


def _reference(lines: list[Line], skip: set[int]) -> tuple[str, list[int], list[int]]:
    kept = [line for line in lines if line.number not in skip and line.folded]
    starts, offset = [], 0
    for line in kept:
        starts.append(offset)
        offset += len(line.folded) + 1
    return " ".join(line.folded for line in kept), starts or [0], [line.number for line in kept] or [1]


def test_the_joined_text_is_the_lines_joined_either_way(monkeypatch):
    for seed in range(300):
        rng = random.Random(seed)
        monkeypatch.setattr(clauses, "_CHUNK", rng.choice([1, 2, 3, 7, 4096]))
        lines = [
            Line(n, "", rng.choice(["", "-", "a", "cargo de analista 12 2 5 19", "ç" * rng.randint(1, 30)]))
            for n in range(1, rng.randint(0, 60))
        ]
        skip = {n for n in range(1, 60) if rng.random() < 0.2}
        joined = clauses.join(lines, skip)
        assert (joined.text, list(joined.starts), list(joined.numbers)) == _reference(lines, skip), seed


def test_a_long_tables_text_is_not_joined_in_chunks_beside_it():
    lines = [Line(n, "", f"analista {n} {n % 9 + 3} 0 1 {n % 9 + 4}") for n in range(1, 40_001)]
    size = sum(len(line.folded) + 1 for line in lines)
    gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
    tracemalloc.start()
    try:
        joined = clauses.join(lines, set())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(joined.text) == size - 1
    assert (
        peak < 2 * size
    )  # the text, its offsets and numbers, the list of the lines; 2.38 x in chunks, f"{peak / size:.2f} x the text at the peak"
