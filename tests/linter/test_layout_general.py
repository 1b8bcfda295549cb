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
    """The same lists with the total off by one: the figures are read, never confirmed."""
    rng = random.Random(f"{SEED}-off")
    for _ in range(60):
        table = random_table(rng)
        text = render(table, "labelled_parts", rng)
        row = table.rows[0]
        for shown in (f"{row.total:02d}", str(row.total)):
            for form in (f"TOTAL {shown}", f"Total {shown}", f"Total de vagas {shown}", f"= {shown}", f"{shown} ("):
                text = text.replace(form, form.replace(shown, str(row.total + 1)), 1)
        positions = read(text)
        first = next(p for p in positions if fold(row.name) in fold(p.name))
        if first.vacancies == row.total + 1:
            assert first.confidence == "uncertain", text


HEADS = ["Auditor de Controle Externo –", "Analista Judiciário –", "Técnico em Gestão –", "Professor –"]
AREAS = ["Especialidade: Tecnologia", "Área: Gestão", "Especialidade: Engenharia", "Área: Ciências"]
TAILS = ["da Informação", "de Pessoas", "do Trabalho", "das Águas", "e Finanças"]


def test_names_wrapped_past_their_counts_are_never_confirmed():
    """A name wrapped over lines, its counts on its first or middle line, its last line opening in lower
    case ("da Informação"): which row such a line ends is not proven, so no row of the table is confirmed,
    whatever the sums; the figures are still read on their own lines."""
    rng = random.Random(f"{SEED}-run-on")
    for _ in range(VARIANTS):
        rows, lines = [], ["GOVERNO DO ESTADO DE GOIÁS", "2. DOS CARGOS E DAS VAGAS", "Cargo AC PcD Negros Total"]
        for _ in range(rng.randint(2, 4)):
            ac, pcd, negros = rng.randint(2, 30), rng.randint(0, 2), rng.randint(0, 6)
            counts = f"{ac} {pcd} {negros} {ac + pcd + negros}"
            head, area, tail = rng.choice(HEADS), rng.choice(AREAS), rng.choice(TAILS)
            if rng.random() < 0.5:
                lines += [f"{head} {counts}", area, tail]  # counts on the first line
            else:
                lines += [head, f"{area} {counts}", tail]  # counts on the middle line
            rows.append((ac + pcd + negros, negros))
        lines += [f"Assistente Técnico {(last := rng.randint(3, 20))} 0 1 {last + 1}", "3. DAS INSCRIÇÕES"]
        rows.append((last + 1, 1))
        text = "\n".join(lines) + "\n"
        positions = read(text)
        assert [(p.vacancies, p.reserved_stated) for p in positions] == rows, text
        assert all(p.confidence == "uncertain" for p in positions), text
        assert any("continuar o da linha de cima" in (p.doubt or "") for p in positions), text


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
            assert all(p.confidence == "uncertain" for p in positions), text
        else:
            assert all(p.confidence == "confirmed" for p in positions), text
        for p, row, (_, ambiguous) in zip(positions, table.rows, wrapped):
            assert fold(row.name.split(" ")[0]) in fold(p.name), (p.name, text)
            if not locality and not ambiguous:
                assert fold(row.name) in fold(p.name), (p.name, text)
    assert wrapped_tables >= VARIANTS // 2


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
