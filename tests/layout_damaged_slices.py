"""A cargo listed only by its slices, one slice row damaged so that the reader cannot take it, and no total
row to check the cargo's sum: the class of `cargo_span` (the rule behind Banrisul's "*" cells through
pdftotext, where the cargo's total was confirmed at 806 for 824).

`damaged_slices(rng)` draws a table of slices from the slices generators, its total row left out:

- `mark_cells` (a cell a line, pdftotext's reading order) under a "CARGO: X" heading;
- `parts_of_one_cargo` (`layout_render`: ênfases, áreas, places under macro-regions, especialidades, one
  row a line) with the cargo named by a heading;

then damages one slice row at random: a stray mark in a count cell ("4a", "4)", "'4", "4.", "~4", "4 x"), or
two cells glued ("5 1" → "51"), or a cell dropped. It returns the text, the cargo's name and its true total,
and whether a row was damaged (undamaged variants keep the reading's right confirmed totals in sight).

The right reading: no cargo total is confirmed with another figure than the true total.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from layout_mark_cells import mark_cells
from layout_render import random_table, render

MARKS = ["{}a", "{})", "'{}", "{}.", "~{}", "{} x", "{}°", "({}"]


@dataclass
class Case:
    text: str
    cargo: str
    total: int
    damaged: bool


def _damage_cell(cell: str, rng: random.Random) -> str:
    return rng.choice(MARKS).format(cell)


def _cell_a_line(rng: random.Random, damage: bool) -> Case:
    case = mark_cells(rng)
    cargo = rng.choice(["ESCRITURÁRIO", "TÉCNICO BANCÁRIO", "AGENTE DE TRÂNSITO"])
    text = case.text.replace("ANEXO II - QUADRO DE VAGAS", f"ANEXO II - QUADRO DE VAGAS\nCARGO: {cargo}")
    lines = text.split("\n")
    if damage:
        row = lines.index(rng.choice(case.entries).name)
        cells = [k for k in range(row + 1, row + 8) if lines[k].isdigit()]
        k = rng.choice(cells)
        if rng.random() < 0.8 or not lines[k + 1].strip():
            lines[k] = _damage_cell(lines[k], rng)
        else:
            lines[k : k + 2] = [lines[k] + " " + lines[k + 1]]  # two cells on one line
    return Case("\n".join(lines), cargo, sum(e.vacancies for e in case.entries), damage)


def _one_row_a_line(rng: random.Random, damage: bool) -> Case:
    while True:
        table = random_table(rng)
        text = render(table, "parts_of_one_cargo", rng)
        if "CARGO/ESPECIALIDADE:" in text:
            break
    rows = table.rows
    lines = text.split("\n")
    total_at = [k for k, line in enumerate(lines) if re.match(r"^\|?\s?Total\b", line) or re.fullmatch(r"[\d ]+", line)]
    for k in reversed(total_at):
        del lines[k]  # no total row: nothing checks the cargo's sum
    if damage:
        slices = [k for k, line in enumerate(lines) if any(r.slice and r.slice.upper() in line.upper() for r in rows)]
        k = rng.choice(slices)
        m = rng.choice(list(re.finditer(r"(?<![\w.])\d+(?![\w.])", lines[k]))[-4:])
        how = rng.random()
        if how < 0.6:
            lines[k] = lines[k][: m.start()] + _damage_cell(m.group(0), rng) + lines[k][m.end() :]
        elif how < 0.85 and m.end() < len(lines[k]) - 1:
            lines[k] = lines[k][: m.end()] + lines[k][m.end() + 1 :]  # glued to the next cell
        else:
            lines[k] = lines[k][: m.start()] + lines[k][m.end() :]  # a cell lost
    cargo = rows[0].cargo
    return Case("\n".join(lines), cargo, sum(r.total for r in rows), damage)


def damaged_slices(rng: random.Random, damage: bool = True) -> Case:
    return (_cell_a_line if rng.random() < 0.5 else _one_row_a_line)(rng, damage)
