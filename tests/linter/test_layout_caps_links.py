"""Property test: the quadros of `tests/layout_caps_links.py` read back right (`layout_header._header_like`
counting a label's words without its joining words, "DE" as "de"): every row is a position with its
name, its vacancies and its stated reserve for negros, confirmed, the CR column kept apart; nothing
else is read."""

from __future__ import annotations

from layout_caps_links import caps_links
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.layout_header import _header_like, segments

SEED = 20261205


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries)
    out = [] if got == want else [f"read {got}, want {want}"]
    out += [f"{p['name']}: not confirmed" for p in positions if p["confidence"] != "confirmed"]
    return out


def test_caps_links_quadros_read_back():
    assert_reads_back(caps_links, _problems, SEED, "caps_links")


def test_joining_words_in_capitals_are_not_label_words():
    line = " CÓDIGO     CARGO / ÁREA DE LOTAÇÃO                              VAGAS                   CR(*)"
    assert _header_like(segments(line))
    assert not _header_like(segments(" CÓDIGO     CARGO OU FUNÇÃO PÚBLICA EFETIVA     VAGAS     CR"))
