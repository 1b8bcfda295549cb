"""Property test: the quadros of `tests/layout_cells_below_name.py` read back (`tables/cells_below_name.py`):
every row is a position whose name holds the cargo's (its requisitos may follow it), with its vacancies and
its stated reserve for negros; no position is named by a jornada, a pay or a name's last line alone; a
confirmed row is right."""

from __future__ import annotations

from layout_cells_below_name import cells_below_name, centred_cells
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import cells_below_name as stage

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for e in case.entries:
        mine = [p for p in positions if fold(e.name) in fold(p["name"])]
        if not any(p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == (e.negros or 0) for p in mine):
            out.append(f"{e.name}: read {[(p['name'], p['vacancies'], p['reserved_stated']) for p in mine]}")
    for p in positions:
        known = [e for e in case.entries if fold(e.name) in fold(p["name"])]
        if not known:
            out.append(f"phantom {p['name']!r}")
        elif p["confidence"] == "confirmed" and not any(
            p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == (e.negros or 0) for e in known
        ):
            out.append(f"confirmed wrong {p['name']!r}")
    return out


def test_rows_with_their_cells_below_their_names_read_back():
    assert_reads_back(cells_below_name, _problems, SEED, "cells_below_name")


def test_a_name_printed_around_its_cells_is_left_alone():
    """A line of words below the cells: the name may go on there (`name_after_counts`'s class), unproven."""
    lines = split_lines("Cargo AC PcD Negros Total\nAnalista de\n3 0 1 4\nSistemas\nGari 1 0 0 1\n")
    assert [line.text for line in stage.relay(list(lines))] == [line.text for line in lines]


def test_the_lines_above_must_reach_a_row_or_the_header():
    lines = split_lines("Os cargos são:\nProfessor de Ensino\nFundamental\n09 01 02 12\nGari 1 0 0 1\n")
    assert [line.text for line in stage.relay(list(lines))] == [line.text for line in lines]
    lines = split_lines("Cargo AC PcD Negros Total\nProfessor de Ensino\nFundamental\n09 01 02 12\nGari 1 0 0 1\n")
    assert [line.text for line in stage.relay(list(lines))][1] == "Professor de Ensino Fundamental 09 01 02 12"


def test_names_wrapped_after_their_dash_with_centred_cells_read_back():
    """A row's name wrapped after its dash: the line right under a row's cells that goes on into a row with its
    cells is that row's, and the table prints its cells below its text (`centred_cells`)."""
    assert_reads_back(centred_cells, _problems, SEED, "centred_cells")


def test_a_line_going_on_into_the_next_row_ends_the_row_above():
    text = "Cargo AC PcD PN Total\nAnalista –\nProcesso\nLegislativo\n5 1 2 8\nAnalista –\nContabilidade 2 0 0 2\n"
    lines = split_lines(text)
    assert [line.text for line in stage.relay(list(lines))][1] == "Analista – Processo Legislativo 5 1 2 8"


def test_a_cadastro_row_alone_under_its_name_is_a_row_of_cells():
    text = "Cargo AC PcD PN Total\nTécnico –\nInformática\nCR CR CR CR\nTotal 5 1 2 8\n"
    lines = split_lines(text)
    assert [line.text for line in stage.relay(list(lines))][1] == "Técnico – Informática CR CR CR CR"
