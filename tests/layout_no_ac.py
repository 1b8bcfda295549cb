"""Editais for two classes of the reader's flat tables: a quadro that prints the total and the reserves but
no ampla concorrência ("Cargo Total PcD Negros", the labels in any order), and rows that end in a "CR" cell
past their counts, under no column of its own ("Analista 3 1 1 CR": the cargo forms a cadastro de reserva
too); an AC column at times, a Total row at times, zeros as dashes or digits. The property test is in
tests/linter/test_layout_no_ac.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_code_names import Row  # the same row of AC, PcD and negros with its total
from layout_render import CARGOS, HEAD, TAIL

LABELS = {
    "total": ["Total", "Vagas Totais", "Total de vagas"],
    "open": ["AC"],
    "pcd": ["PcD"],
    "negros": ["Negros", "PN"],
}


@dataclass
class Case:
    text: str
    rows: list[Row]
    has_open: bool  # the quadro prints an ampla concorrência column
    has_total_row: bool


def quadro(rng: random.Random) -> Case:
    """See the module docstring."""
    has_open = rng.random() < 0.3
    roles = ["total", "pcd", "negros"] + (["open"] if has_open else [])
    rng.shuffle(roles)
    header = " ".join(["Cargo", *(rng.choice(LABELS[r]) for r in roles)])
    dash = rng.random() < 0.5
    rows, lines = [], []
    for name in rng.sample(CARGOS, rng.randint(2, 8)):
        total = rng.randint(1, 40)
        negros = total * 20 // 100
        pcd = total * 5 // 100 if total >= 5 else 0
        row = Row(name, total - negros - pcd, pcd, negros)
        values = {"total": row.total, "open": row.open, "pcd": row.pcd, "negros": row.negros}
        cells = ["–" if dash and values[r] == 0 else str(values[r]) for r in roles]
        cr = " CR" if rng.random() < 0.4 else ""
        lines.append(f"{name} {' '.join(cells)}{cr}")
        rows.append(row)
    has_total_row = rng.random() < 0.4
    if has_total_row:
        sums = {r: sum(x.total if r == "total" else getattr(x, r) for x in rows) for r in roles}
        lines.append("Total " + " ".join(str(sums[r]) for r in roles))
    body = "\n".join(["2.1 Os cargos e as vagas são os seguintes:", header, *lines])
    return Case(HEAD + body + TAIL, rows, has_open, has_total_row)


LAYOUTS = {"quadro": quadro}
