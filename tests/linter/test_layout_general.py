"""Property tests for the layout classes met when probing the reader with invented editais of the boards'
house styles (tests/layout_render.py): a cargo's vacancies as a list of labelled figures (L), count cells
with their value in words (M), a header in two stacked rows spanning the middle of its line (N), one cell
per line with text columns after the counts (O). Over
200 random variants each, every row comes back named by its name, with its figures, in order; nothing else
is read; a row is confirmed only with every figure right."""

from __future__ import annotations

import random

import pytest
from layout_render import (
    HEAD,
    TAIL,
    bracket_marks,  # noqa: F401
    count_line_at,
    offer_then_cargo,  # noqa: F401 (a layout, by name)
    random_table,
    render,
    roles_as_rows,  # noqa: F401
    tab_cells,  # noqa: F401
    wrapped_after_counts,
)

from cotacheck.linter.read.text import fold, furniture, split_lines
from cotacheck.linter.tables import one_line, transposed
from cotacheck.linter.tables.extract import extract
from cotacheck.linter.tables.names import CONTINUES

SEED = 20261204
VARIANTS = 200


def read(text: str):
    lines = one_line.relay(split_lines(text))
    return extract(lines, furniture(lines))[0]


@pytest.mark.parametrize("layout", ["labelled_parts", "spelled_counts", "stacked_span", "counts_then_text"])
def test_layout_class_reads_right_and_confirms_only_what_is_proven(layout):
    rng = random.Random(f"{SEED}-{layout}")
    confirmed = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = render(table, layout, rng)
        positions = read(text)
        assert len(positions) == len(table.rows), text
        for p, row in zip(positions, table.rows):
            assert fold(row.name) in fold(p.name), (p.name, text)
            assert (p.vacancies, p.reserved_stated) == (row.total, row.negros), text
            if p.confidence == "confirmed":
                confirmed += 1
                assert (p.open_stated, p.pcd_stated or 0) == (row.open, row.pcd), text
    assert confirmed >= VARIANTS // 2  # the proven readings are confirmed, not only left in doubt


def test_labelled_parts_that_do_not_add_up_are_not_confirmed():
    """The same lists with a total off by one (unseen layout n41): every reserve is still read, and a
    statement whose parts do not add up to its total is never confirmed."""
    rng = random.Random(f"{SEED}-off")
    spoiled = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = render(table, "labelled_parts", rng)
        row = table.rows[0]
        for shown in (f"{row.total:02d}", str(row.total)):
            for form in (f"TOTAL {shown}", f"Total {shown}", f"Total de vagas {shown}", f"= {shown}", f"{shown} ("):
                text = text.replace(form, form.replace(shown, str(row.total + 1)), 1)
        for p in read(text):
            assert any(fold(r.name) in fold(p.name) and p.reserved_stated == r.negros for r in table.rows), text
            if p.total_stated is not None and p.open_stated is not None:
                if p.open_stated + (p.pcd_stated or 0) + (p.reserved_stated or 0) != p.total_stated:
                    spoiled += 1
                    assert p.confidence == "uncertain", text
    assert spoiled >= VARIANTS // 4, spoiled


def _joints_proven(row) -> bool:
    """Every line of the row's name cell is proven to go on with the one above it: that one ends in a mark
    no name ends in, or it opens in lower case (a bare capitalised word, "Contábeis", proves nothing)."""
    cell = row.wrap
    return all(CONTINUES.search(fold(cell[j - 1])) or cell[j][0].islower() for j in range(1, len(cell)))


def test_names_wrapped_around_their_counts_get_their_whole_names():
    """A name cell wrapped over lines, the counts on its first, middle or last line (`wrapped_around`):
    every row comes back with its figures, in order, and nothing else; where every line of every name is
    proven to go on with the one above (a mark, a lower-case opening), every name is whole; a line
    nothing proves ("Contábeis") is given to the row above only in a table whose names are shown to run
    on below their counts, and then, or where it is left to no row, the table says so and confirms no
    row; a confirmed row has its whole name and every figure right."""
    rng = random.Random(f"{SEED}-wrapped_around")
    whole_tables = confirmed = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = render(table, "wrapped_around", rng)
        align = table.align
        positions = read(text)
        assert [(p.vacancies, p.reserved_stated) for p in positions] == [(r.total, r.negros) for r in table.rows], text
        proven = all(_joints_proven(row) for row in table.rows)
        whole = [fold(p.name) == fold(row.name) for p, row in zip(positions, table.rows)]
        whole_tables += all(whole)
        for p, row in zip(positions, table.rows):
            counts_piece = row.wrap[count_line_at(len(row.wrap), align)]
            assert fold(counts_piece) in fold(p.name), (p.name, text)
            if p.confidence == "confirmed":
                confirmed += 1
                assert fold(p.name) == fold(row.name), (p.name, text)
                assert (p.open_stated, p.pcd_stated or 0) == (row.open, row.pcd), text
        if proven:
            assert all(whole), ([p.name for p in positions], text)
        if not all(whole):
            assert all(p.confidence == "uncertain" and "confira os nomes" in p.doubt for p in positions), text
    assert whole_tables >= VARIANTS * 3 // 4 and confirmed >= VARIANTS // 2, (whole_tables, confirmed)


@pytest.mark.parametrize("locality", [False, True])
def test_a_name_wrapped_after_its_counts_is_never_confirmed_and_joins_its_row(locality):
    """A name whose end a layout-preserving extraction printed alone on the line below its row: every row's
    figures come back in order and nothing else is read; no row of a table with such a line is confirmed;
    where no locality column stands between the name and the counts, the end joins its own row's name, unless
    the next row's name is a word or two (then the lone line may begin it: the doubt says so)."""
    rng = random.Random(f"{SEED}-tail-{locality}")
    wrapped_tables = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        body, wrapped = wrapped_after_counts(table, rng, locality)
        text = HEAD + "2.1 Os cargos e as vagas são os seguintes:\n" + body + TAIL
        positions = read(text)
        assert [(p.vacancies, p.reserved_stated) for p in positions] == [(r.total, r.negros) for r in table.rows], text
        if any(w for w, _ in wrapped):
            wrapped_tables += 1
            # confirmed only where every tail is proven the row above's (its name visibly goes on:
            # "Oficial de Justiça – 31 2 11 44" / "Mossoró", `name_wrap`), and then with its whole name
            if locality or not all(_tail_proven(line) for line in _lines_above_tails(body)):
                assert all(p.confidence == "uncertain" for p in positions), text
            for p, row in zip(positions, table.rows):
                if p.confidence == "confirmed":
                    assert fold(p.name) == fold(row.name), (p.name, text)
        else:
            assert all(p.confidence == "confirmed" for p in positions), text
        for p, row, (_, ambiguous) in zip(positions, table.rows, wrapped):
            assert fold(row.name.split(" ")[0]) in fold(p.name), (p.name, text)
            if not locality and not ambiguous:
                assert fold(row.name) in fold(p.name), (p.name, text)
    assert wrapped_tables >= VARIANTS // 2


def _lines_above_tails(body: str) -> list[str]:
    """The row lines of `wrapped_after_counts`'s body whose name's end is alone on the next line."""
    lines = body.splitlines()
    return [a for a, b in zip(lines, lines[1:]) if b and not any(c.isdigit() for c in b) and "AC PcD" not in b]


def _tail_proven(row_line: str) -> bool:
    name = row_line.rstrip("0123456789 ")
    return name.split(" ")[-1] in ("–", "/", "de", "em", "do", "da")


def read_relaid(text: str):
    """As the linter reads: a one-line table and a table of roles as rows re-laid before the pass."""
    lines = transposed.relay(one_line.relay(split_lines(text)))
    return extract(lines, furniture(lines))[0]


@pytest.mark.parametrize("layout", ["roles_as_rows", "tab_cells", "offer_then_cargo", "bracket_marks"])
def test_roles_as_rows_tab_cells_and_offers_read_right(layout):
    """A table per cargo whose rows are the roles, a web table copied with tabs and empty cells, a statement
    naming its cargo after the count, count cells followed by a mark in brackets ("2 (**)"): over 200 random variants each, every cargo comes back named, with its
    vacancies and reserve, nothing else is read, and a row is confirmed only with every figure right."""
    rng = random.Random(f"{SEED}-{layout}")
    confirmed = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = HEAD + "2.1 As vagas são as seguintes:\n" + globals()[layout](table, rng) + TAIL
        positions = read_relaid(text)
        assert len(positions) == len(table.rows), text
        for p, row in zip(positions, table.rows):
            assert fold(row.name) in fold(p.name), (p.name, text)
            assert (p.vacancies, p.reserved_stated or 0) == (row.total, row.negros), text
            if p.confidence == "confirmed":
                confirmed += 1
                assert p.pcd_stated in (None, row.pcd) and p.open_stated in (None, row.open), text
    assert confirmed >= VARIANTS // 2
