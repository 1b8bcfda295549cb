"""Property test: the quadros of `tests/layout_word_pieces.py` read back (`tables/header_word_breaks.py`, its
proof by the vocabulary): every row a position with its vacancies and its reserve for negros, whatever pieces
the header's words were broken into; no phantom; a confirmed row is right."""

from __future__ import annotations

from layout_word_pieces import word_pieces
from test_layout_cells_below_name import _problems
from test_layout_prose import assert_reads_back

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import header_word_breaks as stage

SEED = 20261206


def test_header_words_broken_by_their_cells_read_back():
    assert_reads_back(word_pieces, _problems, SEED, "word_pieces")


def test_pieces_join_only_into_a_label_word():
    text = "Códig\no Cargo Escolaridade\nAmpla\nConcorrên\ncia\nNegros Total\n"
    lines = stage.relay(split_lines(text), text)
    assert [line.text for line in lines if line.text] == [
        "Código Cargo Escolaridade",
        "Ampla",
        "Concorrência",
        "Negros Total",
    ]
    prose = "Os candidatos\nque se declararem negros\nconcorrerão a todas as vagas.\n"
    assert [line.text for line in stage.relay(split_lines(prose), prose)] == [line.text for line in split_lines(prose)]
