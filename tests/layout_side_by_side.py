"""Two quadros printed side by side on the same lines, as a layout-preserving extraction prints them. The
class of `tables/side_by_side.py`, drawn with random variation for its property test.

`side_by_side(rng)` draws two tables (the left one's cargos and the right one's, of different counts of
rows), each with a name column and its count columns (total, ampla concorrência, PcD, negros, in any order
and with any of their labels; the same order on both sides or not), names wrapped over two lines at times
(the first ending in "–" or a joining word, the counts beside the last), "-" or "–" for none, a cargo of
cadastro only ("CR" in every column), a TOTAL row at times, the tables' titles in capitals over them at
times, and random widths and gaps between the two. Returns the text and the rows (name, total, negros; total None for
cadastro only).
"""

from __future__ import annotations

import random

LEFT = [
    ("Assistente Administrativo", ""),
    ("Auxiliar de Farmácia", ""),
    ("Condutor Socorrista –", "SAMU 192"),
    ("Técnico em Enfermagem", ""),
    ("Técnico em Radiologia", ""),
    ("Recepcionista", ""),
    ("Telefonista Auxiliar de", "Regulação Médica"),
    ("Agente Comunitário de", "Saúde"),
]
RIGHT = [
    ("Enfermeiro Assistencial", ""),
    ("Enfermeiro Obstetra", ""),
    ("Farmacêutico", ""),
    ("Fisioterapeuta", ""),
    ("Médico Clínico Geral –", "Plantonista"),
    ("Médico Regulador –", "SAMU"),
    ("Psicólogo", ""),
    ("Assistente Social", ""),
]
LABELS = {
    "total": ["Total", "TOTAL"],
    "open": ["AC", "Ampla"],
    "pcd": ["PcD", "PCD"],
    "negros": ["PN", "Negros", "PPP"],
}
TITLES = [("QUADRO 1 – NÍVEL MÉDIO", "QUADRO 2 – NÍVEL SUPERIOR"), ("NÍVEL MÉDIO", "NÍVEL SUPERIOR")]


def _counts(rng: random.Random) -> dict[str, int]:
    total = rng.randint(1, 30)
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = -(-total * 5 // 100) if total >= 5 else 0
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}


def _table(rng: random.Random, names: list, order: list[str], dash: str) -> tuple[list[list[str]], list, int]:
    """The table's lines as cells (name, counts…; "" where a name's first line stands alone), its rows and
    the name column's width."""
    chosen = rng.sample(names, rng.randint(2, len(names)))
    lines, rows = [], []
    sums = dict.fromkeys(order, 0)
    for first, second in chosen:
        if rng.random() < 0.1:  # cadastro de reserva only
            cells = ["CR"] * len(order)
            rows.append((f"{first} {second}".strip(), None, 0))
        else:
            counts = _counts(rng)
            cells = [str(counts[r]) if counts[r] or r in ("total", "open") else dash for r in order]
            rows.append((f"{first} {second}".strip(), counts["total"], counts["negros"]))
            for r in order:
                sums[r] += counts[r]
        if second:
            lines += [[first] + [""] * len(order), [second, *cells]]
        else:
            lines.append([first, *cells])
    if rng.random() < 0.5:
        lines.append(["TOTAL", *(str(sums[r]) for r in order)])
    width = max(len(line[0]) for line in lines) + rng.randint(2, 6)
    return lines, rows, width


def _render(cells: list[str], width: int, labels: list[str], gap: int) -> str:
    out = cells[0].ljust(width)
    for cell, label in zip(cells[1:], labels):
        w = max(len(label), 2)
        out += " " * gap + cell.rjust(w)
    return out


def side_by_side(rng: random.Random) -> tuple[str, list[tuple[str, int | None, int]]]:
    roles = list(LABELS)
    left_order = rng.sample(roles, 4)
    right_order = left_order if rng.random() < 0.6 else rng.sample(roles, 4)
    dash = rng.choice(["-", "–"])
    left, left_rows, lw = _table(rng, LEFT, left_order, dash)
    right, right_rows, rw = _table(rng, RIGHT, right_order, dash)
    left_labels = [rng.choice(LABELS[r]) for r in left_order]
    right_labels = [rng.choice(LABELS[r]) for r in right_order]
    gap = rng.randint(2, 4)
    between = rng.randint(4, 14)
    head_left = _render(["Emprego", *left_labels], lw, left_labels, gap)
    span = len(head_left) + between
    lines = []
    if rng.random() < 0.6:
        a, b = rng.choice(TITLES)
        lines.append(" " * rng.randint(1, 8) + a.ljust(span - 8) + " " * 8 + b)
    lines.append(" " + head_left + " " * between + _render(["Emprego", *right_labels], rw, right_labels, gap))
    for k in range(max(len(left), len(right))):
        a = _render(left[k], lw, left_labels, gap) if k < len(left) else ""
        b = _render(right[k], rw, right_labels, gap) if k < len(right) else ""
        lines.append((" " + a.ljust(span) + b).rstrip())
    return "1.4. Quadros de vagas:\n\n" + "\n".join(lines) + "\n\n", left_rows + right_rows
