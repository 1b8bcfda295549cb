"""Property test: a quadro fpdf2 drew with narrow columns, its header's labels cut inside words a piece a line
and its names wrapped around their counts' line (tests/layout_fpdf_cut_cells.py, the class of
`tables/cut_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, its
total and its negros; a row confirmed only where its parts make its total; never a phantom (a requisito's
line, a page's footer or a name's piece read as a cargo)."""

from __future__ import annotations

import random

from layout_fpdf_cut_cells import fpdf_cut_cells, pypdf_lines, wrap
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter.tables.label_pieces import join_pieces

SEED = 20261214


def test_fpdf_cut_cells_read_back():
    assert_reads_back(fpdf_cut_cells, problems, SEED, "fpdf_cut_cells", 200)


def test_proven_fpdf_cut_cells_are_confirmed():
    assert_proven_are_confirmed(fpdf_cut_cells, f"{SEED}-confirmed", draws=60, least=40)


def test_the_generator_cuts_as_fpdf2_and_pypdf_do():
    """The layout of the twelfth set's t01: "Cód" / ". Cargo", "Vaga" / "s AC", a name over three lines."""
    assert wrap("Vagas Negros", 9) == ["Vaga", "s", "Negr", "os"]
    header = [wrap(t, w) for t, w in (("Cód.", 7), ("Cargo", 24), ("Total de vagas", 9), ("Vagas AC", 9))]
    assert pypdf_lines([header]) == ["Cód", ". Cargo", "Total", "de", "vaga", "s", "Vaga", "s AC"]


def test_pieces_join_by_the_vocabulary():
    """A piece joins its neighbour when the join is a label word and the two are not both words; a period
    cut off an abbreviation joins the word above."""
    assert join_pieces(["Cód", ". Cargo", "Total", "de", "vaga", "s", "Vaga", "s AC", "Negr", "os"]) == (
        "Cód. Cargo Total de vagas Vagas AC Negros"
    )
    assert join_pieces(["Ampl", "a", "conc", "orrê", "ncia"]) == "Ampla concorrência"
    assert join_pieces(["Pretos e", "pardos", "Total"]) == "Pretos e pardos Total"


def test_rows_that_do_not_add_up_are_not_confirmed():
    """The same quadros with one row's ampla concorrência one too many: that row is never confirmed, and no
    other row is read wrong (the rest read right where enough rows add up to prove the header's order)."""
    rng = random.Random(f"{SEED}-off")
    read = 0
    for _ in range(60):
        case = fpdf_cut_cells(rng, off=True)
        wrong = [p for p in problems(case) if "confirmed but not proven" in p or "not an entry" in p]
        assert not wrong, (wrong, case.text)
        read += not problems(case)
    assert read >= 45, read
