"""Property test: a Writer quadro whose narrow count columns cut their labels inside the word ("PP" / "P",
"Pc" / "D") beside a requisitos column, over two pages at times, read from pypdf's text and from
Ghostscript's laid-out text (tests/layout_writer_cut_labels.py, the class of `tables/header_line_cuts.py`
and of `layout_grid`'s reading of the laid-out text), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros (pretos e pardos, indígenas and quilombolas together), never a phantom;
confirmed only laid out (pypdf's text runs the name into its requisitos: those rows stay uncertain)."""

from __future__ import annotations

import random

from layout_writer_cut_labels import writer_cut_labels
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import header_line_cuts

SEED = 20261207


def test_writer_cut_labels_read_back():
    assert_reads_back(writer_cut_labels, problems, SEED, "writer_cut_labels", 200)


def test_proven_writer_cut_labels_are_confirmed():
    assert_proven_are_confirmed(writer_cut_labels, f"{SEED}-writer-cut-confirmed", draws=80, least=25)


def test_pieces_that_make_no_label_stay_apart():
    """Short lines under a header that make no count label joined ("Nível" / "E"), or a piece that is a label
    alone ("AC" / "PP" / "P"), leave the lines as they are."""
    for text in ("Cargo AC PcD Total\nE\nD", "Cargo AC\nPP\nP\nTotal", "Vagas AC Negro\nE s\nAgente 1 0 1"):
        lines = split_lines(text)
        assert [line.text for line in header_line_cuts.relay(split_lines(text), text)] == [line.text for line in lines]


def test_a_row_after_the_header_is_never_joined():
    """Piece lines followed by a row's line: the header takes the pieces only."""
    text = "Cargo Requisitos AC PP\nP\nPI P\nQ\nPc\nD\nTotal\nE Administrador Curso superior 3 1 0 0 0 4"
    got = [line.text for line in header_line_cuts.relay(split_lines(text), text)]
    assert got == ["Cargo Requisitos AC PPP PI PQ PcD Total", "E Administrador Curso superior 3 1 0 0 0 4"]
    rng = random.Random(SEED)
    assert lint_text(writer_cut_labels(rng).text)["positions"]
