"""Property test: the quadros of `tests/layout_cells_after_code.py` read back right: each row from its
option code to its count cells alone on a line, one row; every row its vacancies and its stated reserve
for negros under its name, confirmed where the arithmetic proves it and no requisitos cell runs into the
name, never a confirmed name holding a requisito; and a run of one row is left as it is."""

from __future__ import annotations

from layout_cells_after_code import cells_after_code
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import cells_after_code as stage

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions read, {len(case.entries)} wanted")
    for e in case.entries:
        mine = [p for p in positions if fold(e.name) in fold(p["name"])]
        if [(p["vacancies"], p["reserved_stated"] or 0) for p in mine] != [(e.vacancies, e.negros)]:
            out.append(f"{e.name}: read {[(p['name'], p['vacancies'], p['reserved_stated']) for p in mine]}")
        elif e.proven and "NÍVEL" not in case.text and mine[0]["confidence"] != "confirmed":
            out.append(f"{e.name}: not confirmed")
        elif mine[0]["confidence"] == "confirmed" and (not e.proven or fold(mine[0]["name"]) != fold(e.name)):
            out.append(f"{mine[0]['name']}: confirmed, unproven or not its name")
    return out


def test_cells_after_code_read_back():
    assert_reads_back(cells_after_code, _problems, SEED, "cells_after_code")


def test_one_row_alone_is_left_as_it_is():
    text = "Cargo Total PcD Negros\nC01 Analista Judiciário –\nÁrea Judiciária\n08 01 02\nOutro parágrafo."
    assert [line.text for line in stage.relay(split_lines(text), text, {})] == text.split("\n")
