"""Property test: Cebraspe's "Cargo | Área" quadro, the cargo cell merged over its áreas' rows and the
header's labels glued (tests/layout_cargo_area_cells.py, the class of `tables/cargo_area_cells.py`).

A fixed seed draws 250 quadros. Each must read as its generator says: every row once, named by its cargo
and área, its total, its negros (Lei 15.142's groups added); no other position (no wrapped line read as a
cargo). A row whose parts do not add up confirms nothing."""

from __future__ import annotations

import random
import re

from layout_cargo_area_cells import cargo_areas
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import laid_line
from cotacheck.linter.tables import cargo_area_cells

SEED = 20261207


def test_cargo_area_cells_read_back():
    assert_reads_back(cargo_areas, problems, SEED, "cargo_area_cells", 250)


def test_cargo_area_cells_proven_are_confirmed():
    assert_proven_are_confirmed(cargo_areas, f"{SEED}-confirmed")


def _broken(text: str) -> str:
    """`text` with the first row's total one more: its parts no longer add up to it."""
    lines = text.split("\n")
    for at, line in enumerate(lines):
        if re.search(r"(?: (?:\d{1,2}|–)){3,}$", line) and not line.startswith("TOTAL"):
            head, total = line.rsplit(" ", 1)
            lines[at] = f"{head} {int(total) + 1}"
            return "\n".join(lines)
    raise AssertionError(text)


def test_rows_that_do_not_add_up_confirm_nothing():
    rng = random.Random(f"{SEED}-off")
    for _ in range(40):
        text = _broken(cargo_areas(rng).text)
        confirmed = [p for p in lint_text(text)["positions"] if p["confidence"] == "confirmed" and p["vacancies"]]
        assert not confirmed, (confirmed, text)


def test_more_counts_than_labels_is_no_reading():
    """A row with one count cell more than the header names: the quadro is left as it stood."""
    case = cargo_areas(random.Random(f"{SEED}-wide"))
    lines = case.text.split("\n")
    start = next(k for k, line in enumerate(lines) if line.startswith("Cargo"))
    at = next(k for k in range(start, len(lines)) if re.search(r"(?: (?:\d{1,2}|–|CR)){4}$", lines[k]))
    lines[at] += " 7"
    text = "\n".join(lines)
    laid = [laid_line(k + 1, t) for k, t in enumerate(lines)]
    assert cargo_area_cells.relay(list(laid), text) == laid


def test_an_area_without_its_label_leaves_the_quadro_alone():
    """A cargo's second área printed without "ÁREA 2:": where it ends is not in the text, nothing is re-laid."""
    rng = random.Random(f"{SEED}-unlabelled")
    checked = 0
    for _ in range(40):
        case = cargo_areas(rng)
        table = case.text[case.text.index("3.1 As vagas") :]
        found = re.search(r"(?m)^(?:ÁREA|Área|ESPECIALIDADE) 2: ", table)
        if not found:
            continue
        text = case.text.replace(found.group(0), "", 1)
        lines = [laid_line(k + 1, t) for k, t in enumerate(text.split("\n"))]
        at = text[: text.index("3.1 As vagas") + found.start()].count("\n") + 1  # the line that lost its label
        kept = [line for line in cargo_area_cells.relay(list(lines), text) if line.number <= at]
        assert kept == lines[:at], text  # (a part after the header repeated may be read on its own)
        checked += 1
    assert checked >= 10
