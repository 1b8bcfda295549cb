"""Property test: the quadros of `tests/layout_caps_links.py` read back right (`layout_header._header_like`
counting a label's words without its joining words, "DE" as "de"): every row is a position with its
name, its vacancies and its stated reserve for negros, confirmed, the CR column kept apart; nothing
else is read."""

from __future__ import annotations

from layout_caps_links import caps_links
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables.layout_header import _header_like, segments

SEED = 20261205


def test_caps_links_quadros_read_back():
    assert_reads_back(caps_links, exact_reading_problems, SEED, "caps_links")


def test_joining_words_in_capitals_are_not_label_words():
    line = " CÓDIGO     CARGO / ÁREA DE LOTAÇÃO                              VAGAS                   CR(*)"
    assert _header_like(segments(line))
    assert not _header_like(segments(" CÓDIGO     CARGO OU FUNÇÃO PÚBLICA EFETIVA     VAGAS     CR"))
