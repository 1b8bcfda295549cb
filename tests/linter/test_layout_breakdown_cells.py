"""Property test: one vacancy column whose cells print the total and, in brackets, its parts ("8 (5+1+2)")
under a header cell naming them ("Vagas – Total (AC + PcD + Negros)"), copied with tabs, as a pipe table or
in single spaces (`tables/breakdown_cells.py`), drawn by tests/layout_breakdown_cells.py.

A fixed seed draws 250 editais. Each must read as its generator says: every cargo once, its vacancies and
its reserve for negros (the part the header names so, never the total alone); no other position; the rows,
which add up, confirmed. A row whose parts do not add up to its total is never confirmed."""

from __future__ import annotations

import random
import re

from layout_breakdown_cells import breakdown_quadro
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.breakdown_cells import relay

SEED = 20261205


def test_breakdown_cells_read_back():
    assert_reads_back(breakdown_quadro, problems, SEED, "breakdown_quadro", 250)


def test_breakdown_cells_proven_are_confirmed():
    assert_proven_are_confirmed(breakdown_quadro, f"{SEED}-breakdown-confirmed", draws=60, least=50)


def test_parts_that_do_not_add_up_confirm_nothing():
    rng = random.Random(f"{SEED}-breakdown-off")
    for _ in range(60):
        case = breakdown_quadro(rng)
        # the first row's total one more than its parts
        text = re.sub(r"(?<![\w,.])(\d{1,2})( ?\()", lambda m: f"{int(m.group(1)) + 1}{m.group(2)}", case.text, count=1)
        first = case.entries[0].name
        for q in lint_text(text)["positions"]:
            if q["name"].startswith(first):
                assert q["confidence"] == "uncertain", text


def test_only_a_total_with_a_formula_of_roles_is_re_laid():
    text = "Cargo\tVagas (Lei 15.142)\tSalário\nAnalista\t8 (5+1+2)\tR$ 1.000,00\n"
    assert relay(text) == text  # a law's number is no formula
    text = "Cargo\tSalário (base + gratificação)\nAnalista\t8 (5+3)\n"
    assert relay(text) == text  # not a total's label, nor parts of the vocabulary
    laid = relay("Cargo\tVagas – Total (AC + PcD + Negros)\nAnalista\t8 (5+1+2)\nMédico\t3 (2+1)\n")
    assert laid.split("\n")[:3] == ["Cargo\tTotal\tAC\tPcD\tNegros", "Analista\t8\t5\t1\t2", "Médico\t3 (2+1)"]
