"""Property tests: editais rendered from ground-truth tables in many layouts are read back right.

A fixed seed draws thousands of tables; each is rendered in one of the layouts real boards use
(tests/layout_render.py) and read by the linter's extractor. An edital is read right when every row
comes back as a position with its immediate vacancies and its stated reserve for negros, and nothing
else is read as a cargo. The target is 99 % of editais per layout.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from layout_render import LAYOUTS, random_table, render, render_pdf

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, furniture, split_lines
from cotacheck.linter.tables import one_line
from cotacheck.linter.tables.extract import extract

SEED = 20251201
PER_LAYOUT = 250


def read(text: str):
    lines = one_line.relay(split_lines(text))  # as the linter reads: a one-line table re-laid first
    return extract(lines, furniture(lines))[0]


def read_right(table, positions) -> bool:
    want = Counter((row.total, row.negros) for row in table.rows)
    got = Counter((p.vacancies, p.reserved_stated) for p in positions if not p.cr or p.vacancies)
    return want == got


def failures(layout: str, count: int, seed: int = SEED):
    rng = random.Random(f"{seed}-{layout}")
    bad = []
    for _ in range(count):
        table = random_table(rng, big=layout == "thousands")
        text = render(table, layout, rng)
        if not read_right(table, read(text)):
            bad.append(text)
    return bad


@pytest.mark.parametrize("layout", LAYOUTS)
def test_layout_is_read_back(layout):
    bad = failures(layout, PER_LAYOUT)
    assert len(bad) <= PER_LAYOUT // 100, f"{len(bad)}/{PER_LAYOUT} misread; first:\n{bad[0] if bad else ''}"


def test_rows_carry_confidence_and_reading():
    rng = random.Random(SEED)
    table = random_table(rng)
    positions = read(render(table, "two_level", rng))
    assert positions and all(p.confidence == "confirmed" and p.reading == "table-arithmetic" for p in positions)
    assert [p.cr_stated for p in positions] == [row.cr_total for row in table.rows]


def test_cell_by_cell_pdf_is_read_by_position():
    """Tables drawn column by column, half of them with the cargo as one merged cell over its rows:
    the figures come back, and where the table has borders each row gets its cargo's name (without
    borders a merged cell's rows are guessed from where its text is centred)."""
    pypdf = pytest.importorskip("pypdf")
    import io

    from cotacheck.linter.read.pdf import pdf_text
    from cotacheck.linter.read.text import fold

    rng = random.Random(SEED)
    right = named = bordered = 0
    runs = 60
    for _ in range(runs):
        table = random_table(rng)
        while len(table.rows) < 3:  # a table of a row or two is not one whose rows a plain extraction loses
            table = random_table(rng)
        merged = rng.random() < 0.6
        borders = merged and rng.random() < 0.5
        data = render_pdf(table, merged=merged, borders=borders)
        plain = "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)
        assert not read_right(table, read(plain))  # the plain text lost the rows
        positions = read(pdf_text(data))
        right += read_right(table, positions)
        if borders or not merged:
            bordered += 1
            named += [fold(p.name) for p in positions] == [fold(row.name) for row in table.rows]
    assert right >= runs * 0.99
    assert named >= bordered * 0.99


def test_other_reserves_stay_apart_and_confirm_only_with_a_legend():
    """Under the legend layout every row is confirmed and its other reserves are kept apart; the same
    table whose legend is gone (a column nobody explains) has no confirmed row, and says why."""
    rng = random.Random(f"{SEED}-apart")
    for _ in range(40):
        table = random_table(rng)
        text = render(table, "legend_reserves", rng)
        positions = read(text)
        assert read_right(table, positions), text
        assert all(p.confidence == "confirmed" for p in positions), text
        legend = next(line for line in text.split("\n") if line.startswith(("*Siglas", "Legenda", "A reserva")))
        blind = read(text.replace(legend, ""))
        assert not any(p.confidence == "confirmed" for p in blind), text
        assert all("sem legenda" in (p.doubt or "") for p in blind if p.table is not None), text


def test_one_row_that_does_not_add_up_leaves_the_whole_table_uncertain():
    rng = random.Random(f"{SEED}-broken")
    table = random_table(rng)
    while len(table.rows) < 3:
        table = random_table(rng)
    lines = ["Cargo AC PcD Negros Total"] + [
        f"{row.name} {row.open} {row.pcd} {row.negros} {row.total + (1 if i == 1 else 0)}"
        for i, row in enumerate(table.rows)
    ]
    positions = read("2.1 Quadro de vagas:\n" + "\n".join(lines) + "\n3. DAS INSCRIÇÕES\n")
    assert len(positions) == len(table.rows)
    assert all(p.confidence == "uncertain" for p in positions)
    assert positions[1].doubt == f"linha {positions[1].line} não fecha"
    assert all(
        p.doubt == f"tabela não confirmada: linha {positions[1].line} não fecha"
        for i, p in enumerate(positions)
        if i != 1
    )


def test_nameless_row_takes_the_one_cargo_the_opening_names():
    """The one row of counts under a header with no name column is the cargo the title and opening
    sentence name; when the opening names two cargos, the row is given neither."""
    rng = random.Random(f"{SEED}-nameless")
    for _ in range(40):
        table = random_table(rng)
        text = render(table, "nameless_row", rng)
        positions = read(text)
        assert [p.name for p in positions] == [table.rows[0].cargo], text
        assert positions[0].confidence == "confirmed", text
        other = next(c for c in ("Contador", "Arquiteto") if c != table.rows[0].cargo)
        two = text.replace(f"para o cargo de {table.rows[0].cargo},", f"para o cargo de {other},")
        assert not any(p.name in (table.rows[0].cargo, other) for p in read(two)), two


def test_parts_of_one_cargo_are_totalled_as_that_cargo():
    """A table whose header names its rows by a part of a cargo (ênfase, área de atuação, places,
    especialidade) and names no cargo: the report's cargo total is the sum of the rows, confirmed when
    the heading or the opening names the cargo, uncertain (and saying why) when nothing does."""
    rng = random.Random(f"{SEED}-parts")
    for _ in range(60):
        table = random_table(rng)
        text = render(table, "parts_of_one_cargo", rng)
        report = lint_text(text, law="federal")
        assert read_right(table, [p for p in read(text)]), text
        cargo = table.rows[0].cargo
        assert len(report["cargos"]) == 1, text
        total = report["cargos"][0]
        assert (total["vacancies"], total["reserved_stated"]) == (
            sum(r.total for r in table.rows),
            sum(r.negros for r in table.rows),
        ), text
        if cargo:
            assert (total["name"], total["confidence"]) == (cargo, "confirmed"), text
            assert all(p["cargo"] == cargo for p in report["positions"]), text
        else:
            assert total["confidence"] == "uncertain" and "não nomeia o cargo" in total["confidence_reason"], text


GRID_VARIANTS = 200


def _truth(row) -> tuple:
    return (row.total, row.open, row.pcd, row.negros)


def _figures_hold(positions, table, text: str) -> None:
    """Each row's vacancies and reserve in order, and every figure right where a row is confirmed."""
    assert [(p.vacancies, p.reserved_stated) for p in positions] == [(r.total, r.negros) for r in table.rows], text
    for p, row in zip(positions, table.rows):
        if p.confidence == "confirmed":
            assert (p.vacancies, p.open_stated, p.pcd_stated or 0, p.reserved_stated) == _truth(row), text


@pytest.mark.parametrize(
    "layout", ["requisitos_per_line", "total_placed", "marked_header", "prefixed_labels", "legend_words"]
)
def test_rows_by_structure_and_the_total_by_arithmetic(layout):
    """Rows whose text cells take any number of lines, under headers whose words do not say where the
    total stands: every row comes back named by its name cell (never its requisito or its jornada),
    with its figures; nothing else is read; a row is confirmed only with every figure right, and a
    table whose rows cannot show where the total stands is not confirmed."""
    rng = random.Random(f"{SEED}-grid-{layout}")
    for _ in range(GRID_VARIANTS):
        table = random_table(rng)
        text = render(table, layout, rng)
        positions = read(text)
        assert [fold(p.name) for p in positions] == [fold(row.name) for row in table.rows], text
        _figures_hold(positions, table, text)


def test_a_vagas_caption_over_a_header_naming_its_total_first_spans_nothing():
    """ "Cargo Total AC PcD Negros" under a "Vagas" line, with only rows whose total equals one part ("3 3 0
    0"): the line is a caption (`header._own_total_below`), the header's own order stands, and the rows read
    as they do under the header alone. Read as a span, it put the total after the roles: the rows could not
    show where it stood, and two such captions confirmed the reserves' sum as the vacancies."""
    text = "Vagas\nCargo Total AC PcD Negros\nVigia 3 3 0 0\nMotorista 2 2 0 0\n3. DAS INSCRIÇÕES\n"
    positions = read(text)
    alone = read(text.replace("Vagas\n", "", 1))
    assert [(p.name, p.vacancies, p.open_stated, p.confidence) for p in positions] == [
        (p.name, p.vacancies, p.open_stated, p.confidence) for p in alone
    ]
    assert [(p.name, p.vacancies, p.confidence) for p in positions] == [
        ("Vigia", 3, "confirmed"),
        ("Motorista", 2, "confirmed"),
    ]
    settled = read(text.replace("Motorista 2 2 0 0", "Motorista 5 3 1 1"))
    assert [(p.vacancies, p.open_stated, p.confidence) for p in settled] == [(3, 3, "confirmed"), (5, 3, "confirmed")]


def test_a_table_on_one_long_line_is_read_row_by_row():
    """The opening, header, rows and following prose of a web page in one line: every row comes back with
    its figures, in order, named by its name cell (a code or level label may stay beside it), nothing
    else is read, and a row is confirmed only with every figure right."""
    rng = random.Random(f"{SEED}-grid-one_line")
    for _ in range(GRID_VARIANTS):
        table = random_table(rng)
        text = render(table, "one_line", rng)
        positions = read(text)
        assert len(positions) == len(table.rows), text
        assert all(fold(row.name) in fold(p.name) for p, row in zip(positions, table.rows)), text
        _figures_hold(positions, table, text)


def _read_with_notes(text: str):
    """The positions read and the reader's notes (what it set aside, for CQ305)."""
    lines = one_line.relay(split_lines(text))
    positions = extract(lines, furniture(lines))[0]
    return positions, [o for o in lines.omitted if o.get("kind") == "note"]


def test_a_quadro_in_column_blocks_is_paired_only_when_proven():
    """Names in one block, each count column in a block of its own (class E): when every block has a cell
    per name and every row adds up, every row comes back with its figures in order (a TOTAL row confirms
    them), confirmed only with every figure right; when a cell is lost or misread, or there is no Total
    to prove the pairing, nothing of the quadro is read and a note says so, with its lines."""
    rng = random.Random(f"{SEED}-grid-column_blocks")
    spoiled = 0
    for _ in range(GRID_VARIANTS):
        table = random_table(rng)
        text = render(table, "column_blocks", rng)
        positions, notes = _read_with_notes(text)
        if "Conferência do gerador: íntegro." not in text:
            spoiled += 1
            assert not positions, text
            assert any(n["what"].startswith("quadro em blocos de colunas: não lido") for n in notes), text
            continue
        assert [fold(p.name) for p in positions] == [fold(row.name) for row in table.rows], text
        _figures_hold(positions, table, text)
    assert spoiled >= GRID_VARIANTS // 10  # the spoiled quadros were drawn, not only the sound ones


def test_one_count_column_beside_a_code_column_is_a_table():
    """One count column and a code column (class F), the name label outside the vocabulary or in it, the code
    before or after the count, names ending in digits, the header repeated after a page break: every place
    comes back with its count (never its code, never the digit ending its name) as a slice of the one cargo
    the opening names, no reserve read where the header has no reserve column, nothing else read; a row is
    confirmed only with the vacancies right."""
    rng = random.Random(f"{SEED}-grid-code_column")
    for _ in range(GRID_VARIANTS):
        table = random_table(rng)
        text = render(table, "code_column", rng)
        positions = read(text)
        assert len(positions) == len(table.rows), text
        assert all(fold(row.slice) in fold(p.name) for p, row in zip(positions, table.rows)), text
        assert [p.vacancies for p in positions] == [r.total for r in table.rows], text
        assert all(p.reserved_stated is None for p in positions), text
        assert all(fold(p.parent) == fold(table.rows[0].cargo) for p in positions), text


def test_places_as_columns_are_summed_per_cargo():
    """Vacancies by campus or town, each place a column (class K): every row comes back named by its name
    cell with its total as its vacancies and no reserve stated; nothing else is read (no Total row,
    letter-spaced or not, nor a repeated header, as a cargo). The rows are confirmed because their places
    add up to the total, when every place printed as an abbreviation ("LES") is explained by the notes:
    an abbreviation nobody explains may be a reserve's column whose cells happen to add up."""
    from layout_render import PLACES

    rng = random.Random(f"{SEED}-grid-places_columns")
    for _ in range(GRID_VARIANTS):
        table = random_table(rng)
        text = render(table, "places_columns", rng)
        positions = read(text)
        assert [fold(p.name) for p in positions] == [fold(row.name) for row in table.rows], text
        header = next(line for line in text.split("\n") if line.lstrip(". ").startswith(("Cargo", "Classe", "Código")))
        explained = "Notas:" in text or not any(a in header for a, meaning in PLACES if meaning)
        want = "confirmed" if explained else "uncertain"
        assert [(p.vacancies, p.reserved_stated, p.confidence) for p in positions] == [
            (r.total, None, want) for r in table.rows
        ], text
        assert explained or all("sem legenda" in p.doubt for p in positions), text


def test_places_that_do_not_add_up_confirm_nothing(monkeypatch):
    """The same layout with one place of one row off by one (every other row adding up, so the header
    is still proven): no row of the table is confirmed."""
    import layout_render

    honest = layout_render.place_split
    rng = random.Random(f"{SEED}-grid-places_off")
    for _ in range(60):
        table = random_table(rng)
        while len(table.rows) < 2:
            table = random_table(rng)
        calls = []

        def off_by_one(total, places, rng, calls=calls):
            parts = honest(total, places, rng)
            calls.append(1)
            return [parts[0] + 1, *parts[1:]] if len(calls) == 2 else parts

        monkeypatch.setattr(layout_render, "place_split", off_by_one)
        text = render(table, "places_columns", rng)
        positions = read(text)
        assert positions and not any(p.confidence == "confirmed" for p in positions), text
