"""Property test: the editais of `tests/layout_cell_tails.py` read back (`tables/cell_tails.py`): a header row's
cells' first lines and their tails, a page break between them or not, read as one header; every cargo with
its vacancies and its reserve for negros, confirmed by its sums."""

from __future__ import annotations

from layout_cell_tails import cell_tails
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables.cell_tails import relay

SEED = 20261206


def test_first_lines_and_tails_read_back():
    assert_reads_back(cell_tails, exact_reading_problems, SEED, "cell_tails")


def test_only_a_proven_pair_is_joined():
    rows = "Cargo 1: Analista\n15 1 4 20\nCargo 2: Técnico 5 1 2 8\n"
    text = "Cargo Vagas\nAmpla Pessoas com Negros Total\nconcorrência deficiência\n" + rows
    assert [x.text for x in relay(split_lines(text), text)][
        1
    ] == "Ampla concorrência Pessoas com deficiência Negros Total"
    wrong = "Cargo 1: Analista\n15 1 4 21\n"  # the sums do not close: nothing proves the pairing
    text = "Cargo Vagas\nAmpla Pessoas com Negros Total\nconcorrência deficiência\n" + wrong
    assert [x.text for x in relay(split_lines(text), text)][1] == "Ampla Pessoas com Negros Total"
    laid = "Cargo        Ampla    Pessoas com   Negros  Total\n             concorrência deficiência\n" + rows
    assert [x.text for x in relay(split_lines(laid), laid)][0].startswith("Cargo")  # `layout_header`'s
