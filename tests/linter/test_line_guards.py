"""The cheap tests that let the stages pass over a line with no letter, or too short for their patterns,
before any call: each must rule out only lines the test it stands before would rule out too. Checked
against the guarded test itself, on the corpus's lines, on lines made of the characters a line of dashes,
stars, dots and counts holds, and on every short string of those characters."""

from __future__ import annotations

import itertools
import random
from pathlib import Path
from re import _parser

from cotacheck.linter.read import text
from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables import (
    broken_header,
    extract,
    glued_counts,
    header_wrap,
    marks,
    name_after_counts,
    narrow_column,
    prose,
    reserve_table,
    sum_group,
    transposed,
)
from cotacheck.linter.tables.cells import COUNT_TOKEN, parse_count
from cotacheck.linter.tables.header import header_tokens
from cotacheck.linter.tables.item_title import item_title
from cotacheck.linter.tables.names import heading_word
from cotacheck.linter.tables.prose_items import item_of

#: What a line with no letter is made of in an edital or an attack: dashes, marks, brackets, counts.
_MARKS = "-–—*.,;:/()[]#+=_|>•'\" 0123456789%$²"
_CORPUS = [
    line.strip()
    for path in sorted(Path("tests/corpus").glob("*.txt"))
    for line in path.read_text("utf-8").splitlines()[:300]
    if line.strip()
]


def _wordless(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    made = ["".join(rng.choice(_MARKS) for _ in range(rng.randint(1, 12))).strip() for _ in range(count)]
    return [m for m in made if m] + ["-", "--", "---", "–", "—", "***", "1.2", "12 3 4", "- -", "(", "( )", "x"]


def _short(size: int) -> list[str]:
    """Every string of `size` characters or fewer over `_MARKS` and a few letters."""
    chars = _MARKS + "abcpgvAV"
    return ["".join(p) for n in range(1, size + 1) for p in itertools.product(chars, repeat=n)]


def _min_width(pattern) -> int:
    return _parser.parse(pattern.pattern).getwidth()[0]


def test_join_guard_rules_out_no_wrapped_label():
    """Two ASCII lines with no letter nor "(": joined, neither known nor unfinished (the first join ends)."""
    lines = [x for x in _wordless(400, 1) if x.isascii() and not header_wrap._LABEL_CHARACTER.search(x)]
    for a, b in zip(lines, lines[1:] + lines[:1], strict=True):
        folded = fold(f"{a} {b}")
        assert not header_wrap._known(folded) and not header_wrap._unfinished(folded), (a, b)
        assert header_wrap.join([laid_line(1, a), laid_line(2, b)], 0, lambda line: None) is None


def test_second_count_guard_keeps_every_line_of_cells_alone():
    for raw in _CORPUS + _wordless(2000, 2) + ["4 3 1 0 7.312,44", "- 1 2", "12 3", "1 -"]:
        if name_after_counts._SECOND_COUNT.search(raw) is None:
            assert name_after_counts._kind(laid_line(1, raw)) != "C", raw


def test_title_guard_is_how_every_title_opens():
    for raw in _CORPUS + _wordless(2000, 3):
        first = raw[:1]
        if first.isdigit() or "A" <= first <= "Z" or "À" <= first <= "Ú":
            continue
        assert not prose._TITLE.match(raw) and not prose.CARGO_SECTION.match(raw) and not prose.SECTION.match(raw)
        assert item_title(raw) is None and not prose._AREA_TITLE.match(raw), raw


def test_a_line_with_no_letter_says_nothing_outside_a_table():
    """What `Extractor.line` asks of a line outside a table all needs a letter."""
    for raw in _wordless(3000, 4) + _short(2):
        line = laid_line(1, raw)
        if extract._LETTER.search(line.text) or extract._LETTER.search(line.folded):
            continue
        assert not prose.SECTION.match(line.text) and not heading_word(line.folded), raw
        assert not prose._TITLE.match(raw) and not prose.CARGO_SECTION.match(raw) and item_title(raw) is None, raw
        assert item_of(line) is None and not prose._STATEMENT_START.search(line.folded), raw


def test_count_token_is_what_parse_count_reads():
    for raw in _CORPUS[:2000] + _wordless(2000, 5) + ["cr", "c.r.", "(cr)", "x", "3*", "1.234", "2¹"]:
        folded = fold(raw)
        assert (COUNT_TOKEN.match(folded) is None) == (parse_count(folded) is None), raw


def test_narrow_column_guard_no_vaga_without_v_nor_c():
    rng = random.Random(6)
    pieces = ["-", "a-", "ga", "gas", "ada", "stro", "de", "re", "ser", "a", "A-", "GAS", "1", "2 -", "x"]
    for _ in range(3000):
        texts = [" ".join(rng.choice(pieces) for _ in range(rng.randint(1, 3))) for _ in range(rng.randint(1, 6))]
        if "v" in "".join(texts) or "c" in "".join(texts):
            continue
        joined, _ = narrow_column._join(texts)
        assert "vaga" not in joined and "cadastro" not in joined, texts


def test_short_line_guards_are_the_patterns_shortest_match():
    assert _min_width(transposed._ROW) >= 4  # `len(line.text) > 3`
    assert _min_width(text._PAGE_NUMBER) >= 3 and _min_width(text._PAGE_IN_LINE) >= 3  # furniture's `len(f) < 3`
    assert _parser.parse(text._CONTENTS_TITLE.pattern).getwidth() == (6, 8)  # `contents`' `6 <= len <= 8`
    for raw in _short(1):  # marks: a line of one character holds no mark
        assert marks._bare(raw) == (raw, False), raw


def test_glued_and_repeated_guards():
    for raw in _CORPUS + _wordless(2000, 7):
        if " " not in raw:
            assert not glued_counts._glued(raw), raw
        folded = fold(raw)
        if len(folded) < sum_group._SHORTEST:
            assert not sum_group._repeats(folded), raw
    for raw in ["ac ac ac pcd pcd pcd", "a a a b b b", "a a a a a a"]:
        assert len(raw) >= sum_group._SHORTEST


def test_reserve_table_letter_guard():
    for raw in _wordless(3000, 8):
        folded = fold(raw)
        if not reserve_table._LETTER.search(folded):
            assert header_tokens(folded) is None, raw


def test_broken_header_edges_are_where_flags_change():
    rng = random.Random(9)
    for _ in range(2000):
        flags = [rng.random() < 0.6 for _ in range(rng.randint(0, 30))]
        expected = [p for p in range(len(flags) - 1) if flags[p] != flags[p + 1]]
        assert broken_header._edges(bytes(flags)) == expected, flags


def test_broken_header_pieces_as_a_loop_from_every_short_line():
    """The longer pieces tried beside the runs' edges are those the loop from every short line tried."""
    rng = random.Random(10)
    pool = _CORPUS + ["-", "Vagas", "reservadas", "(Lei nº", "15.142/2025)", "Ampla", "concorrência"]
    for _ in range(500):
        lines = [Line(k + 1, x, fold(x)) for k, x in enumerate(rng.choice(pool) for _ in range(rng.randint(0, 25)))]
        got = broken_header._pieces(lines)
        texts = [line.text for line in lines]
        out = [
            0 < len(t) <= broken_header._PIECE_CHARS
            and t.count(" ") < broken_header._WORDS
            and not broken_header.has_decimal(broken_header._lawless(t))
            for t in texts
        ]
        for i in [i for i, short in enumerate(out) if short]:
            for j in (i - 1, i + 1):
                if 0 <= j < len(texts) and not out[j]:
                    out[j] = broken_header._long_piece(lines, j)
        assert got == out
