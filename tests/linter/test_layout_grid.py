"""A table a layout-preserving extraction placed by spaces is read as the grid of its header's columns
(`tables/layout_grid.py`): count and text columns in any order, labels wrapped over lines, a spanning
group label, blank cells, names wrapped above or below their counts. A header a plain extraction broke
at any word is joined back (`tables/broken_header.py`).

Each property test draws 250 random variants (tests/layout_grid.py): every row comes back with its
figures, nothing else is read, and a confirmed row has every figure and its whole name right. The
hand-written cases pin what the grid must never do: read a count it cannot place, or a blank cell whose
column no stack of counts proves."""

from __future__ import annotations

import random

from layout_grid import broken_header, grid_table
from layout_render import HEAD, TAIL, random_table

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import broken_header as broken_header_stage
from cotacheck.linter.tables import layout_grid
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _positions(text: str) -> list[dict]:
    return [q for q in lint_text(text)["positions"] if q.get("vacancies")]


def _edital(body: str) -> str:
    return HEAD + "2.1 As vagas estão distribuídas conforme o quadro a seguir:\n" + body + TAIL


def _weigh(text: str, table, wrap: int) -> tuple[bool, int]:
    """(misread, confirmed rows) of one variant: its figures and names against the table's rows (each
    name found by its wrapped piece `wrap`); a confirmed row must be right in every figure and its name."""
    positions = _positions(text)
    got = [(q["vacancies"], q["reserved_stated"]) for q in positions]
    named = len(positions) == len(table.rows) and all(
        fold(row.wrap[wrap]) in fold(q["name"]) for q, row in zip(positions, table.rows)
    )
    confirmed = 0
    for q, row in zip(positions, table.rows):
        if q["confidence"] == "confirmed":
            confirmed += 1
            assert (q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"]) == (row.total, row.pcd, row.negros)
            assert fold(q["name"]) == fold(row.cargo), text
    return got != [(row.total, row.negros) for row in table.rows] or not named, confirmed


def test_grid_tables_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-grid")
    misread = confirmed = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = _edital(grid_table(table, rng))
        wrong, proven = _weigh(text, table, 0)
        misread += wrong
        confirmed += proven
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"
    assert confirmed >= VARIANTS  # the sums prove most rows: the grid is no guess


def _line(code: str, name: str, pay: str, counts: list[str]) -> str:
    """A row of `_iades`: each count right-aligned under its label (AC, PcD, PN, Total, CR)."""
    line = f"{code:>6}     {name:<27}{pay:>16}"
    for cell, right in zip(counts, (60, 69, 77, 88, 93)):
        line = line.ljust(right - len(cell)) + cell
    return line


def _iades(extra: str = "") -> str:
    """IADES' quadro: a code column, the salary before a "Vagas" group of AC/PcD/PN/Total, then CR on the
    middle line of the header; an especialidade wrapped below its counts, one over three lines."""
    return _edital(
        "\n".join(
            [
                "  Código                                  Remuneração                 Vagas",
                "   do                Emprego               inicial                                         CR",
                "  emprego                                    (R$)         AC      PcD      PN      Total",
                "",
                "                         NÍVEL SUPERIOR",
                _line("201", "Analista –", "8.914,27", ["5", "1", "2", "8", "24"]) + extra,
                "           Especialidade: Arquitetura",
                "           Analista –",
                _line("203", "Especialidade: Assistência", "8.914,27", ["2", "–", "1", "3", "9"]),
                "           Social",
                _line("204", "Analista –", "8.914,27", ["1", "–", "–", "1", "5"]),
                "           Especialidade: Direito",
                _line("", "           TOTAL", "", ["8", "1", "3", "12", "38"]),
                "",
                "Legenda: AC = ampla concorrência; PcD = pessoas com deficiência; PN = pessoas negras; CR = cadastro.",
            ]
        )
    )


def test_a_header_read_line_by_line_would_misorder_its_columns_is_read_as_the_page_shows_it():
    positions = _positions(_iades())
    assert [(q["name"], q["vacancies"], q["reserved_stated"], q["confidence"]) for q in positions] == [
        ("Analista – Especialidade: Arquitetura", 8, 2, "confirmed"),
        ("Analista – Especialidade: Assistência Social", 3, 1, "confirmed"),
        ("Analista – Especialidade: Direito", 1, 0, "confirmed"),
    ]


def test_a_count_under_no_label_and_in_no_stack_of_counts_leaves_the_grid_unread():
    """A row whose cells do not stack under the header's count columns (one cell too many, far from any
    label) is no grid: the table is left to the line-by-line reading, never re-laid by a guess."""
    text = _iades(extra="        7")
    lines = split_lines(text)
    relaid = layout_grid.relay(list(lines), text)
    assert [line.text for line in relaid] == [line.text for line in lines]


def _blank(rows: list[str]) -> str:
    head = [
        " Cargo                  Total de      Ampla          Vagas      Vagas             Salário",
        "                        Vagas         Concorrência   PcD¹       Negros²           Base",
    ]
    return _edital("\n".join([*head, *rows, " ¹ Reserva de 5%.", " ² Reserva de 20%."]))


def test_blank_cells_read_as_none_only_where_the_stacks_prove_the_columns():
    rows = [
        " Agente de Trânsito        8             5              1          2             R$ 2.918,44",
        " Coveiro                   2             2                                       R$ 1.890,00",
        " Oficial de Escola         5             4                         1             R$ 2.301,65",
    ]
    assert [
        (q["vacancies"], q["pcd_stated"], q["reserved_stated"], q["confidence"]) for q in _positions(_blank(rows))
    ] == [
        (8, 1, 2, "confirmed"),
        (2, 0, 0, "confirmed"),
        (5, 0, 1, "confirmed"),
    ]
    alone = _blank([rows[2]])  # one row: its blank PcD cell stands in no stack, so nothing proves it
    text = alone
    assert [line.text for line in layout_grid.relay(split_lines(text), text)] == [
        line.text for line in split_lines(text)
    ]


def test_headers_broken_at_any_word_are_read_in_their_variants():
    """pypdf's plain text of a quadro: the header's words a few a line, each line the end of a label and
    the start of the next (tests/layout_grid.py `broken_header`), "R$" parted from its amount."""
    rng = random.Random(f"{SEED}-broken-header")
    misread = confirmed = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = HEAD + broken_header(table, rng) + TAIL
        wrong, proven = _weigh(text, table, -1)
        misread += wrong
        confirmed += proven
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"
    assert confirmed >= VARIANTS


def test_a_header_of_whole_labels_a_line_is_left_to_the_other_rules():
    """Labels one a line (a header written one cell per line) or a label's pieces a line each ("Pessoa com"
    / "deficiência") are not this class: the lines stay as they are for `header_wrap` and the cell rules."""
    for header in (
        ["Cargo", "AC", "PcD", "Negros", "Total"],
        ["Cargo", "Ampla", "concorrência", "Pessoa com", "deficiência", "Negros", "Total"],
    ):
        text = "\n".join(["2.2 Quadro de vagas:", *header, "Motorista 7 1 2 10", "3. DAS INSCRIÇÕES"])
        assert [line.text for line in broken_header_stage.relay(split_lines(text))] == [
            line.text for line in split_lines(text)
        ]
    broken = "\n".join(
        [
            "2.2 Quadro de vagas:",
            "Cargo Carga",
            "Horária Semanal Cotas",
            "Raciais AC PcD",
            "Total",
            "Motorista 40h 2 7 1 10",
        ]
    )
    relaid = [line.text for line in broken_header_stage.relay(split_lines(broken))]
    assert relaid[1] == "Cargo Carga Horária Semanal Cotas Raciais AC PcD Total"
