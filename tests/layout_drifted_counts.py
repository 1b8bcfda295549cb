"""Vacancy tables whose count cells a layout-preserving extraction printed right of their labels: each
count stands a few characters right of its column's label, and the last count column's cells jut into
the next text column's label from its left, that column's own cell (jornada, vencimento, requisitos)
standing right of them on the line (Instituto Mais' quadro: "Afro**  Jornada" over "02  40h"). The
class of `layout_grid._in_text`'s jutting count, drawn with random variation for its property test.

`drifted_table(table, rng)` renders a ground-truth table (`layout_render.random_table`): a code column
at times, the name column, three or four count columns (the total first or last, an open column or
not, labels with footnote marks at times, wrapped over up to three lines, centred in the header's
height or bottom-aligned, so that the name's label stands below a count label's top line), then
one to three text columns; counts right-aligned, zero as "0", "00", "-" or "–", all of them drifted
right by the same amount; requisitos wrapped below the row; footnotes under the table.
"""

from __future__ import annotations

import random

from layout_grid import _label_lines, _place
from layout_render import Table

COUNTS = {
    "total": ["Total de vagas", "Total de Vagas"],
    "open": ["Ampla Concorrência", "AC", "Vagas AC"],
    "pcd": ["Vagas PcD*", "PcD", "Vagas PcD", "PcD*"],
    "negros": ["Vagas Afro**", "Afro**", "Negros", "Vagas Negros**", "PN"],
}
TEXTS = {
    "jornada": (["Jornada", "Jornada semanal"], lambda rng: rng.choice(["40h", "30h", "44h", "12x36", "30h/a"])),
    "pay": (
        ["Vencimento", "Remuneração"],
        lambda rng: f"R$ {rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}",
    ),
    "req": (["Requisitos exigidos", "Requisitos"], None),
}
REQUISITOS = [
    ["Ensino Médio completo"],
    ["Ensino Médio completo e", "conhecimentos de informática"],
    ["Ensino Fundamental completo e", "curso NR-10"],
    ["Medicina e registro no CRM"],
]
GAP = 3


def _cell(value: int, style: str) -> str:
    if value == 0 and style == "dash":
        return "-"
    if value == 0 and style == "endash":
        return "–"
    return f"{value:02d}" if style == "padded" else str(value)


def drifted_table(table: Table, rng: random.Random) -> str:
    """The quadro as `pdftotext -layout` printed it with its counts drifted right (module docstring)."""
    parts = ["open", "pcd", "negros"] if rng.random() < 0.4 else ["pcd", "negros"]
    rng.shuffle(parts)
    counts = ["total", *parts] if rng.random() < 0.6 else [*parts, "total"]
    texts = (
        ["jornada", "pay", "req"] if rng.random() < 0.5 else rng.sample(["jornada", "pay", "req"], rng.randint(1, 3))
    )
    code = rng.random() < 0.6
    style = rng.choice(["plain", "padded", "dash", "endash"])
    cells = {(n, kind): _cell(getattr(row, kind), style) for n, row in enumerate(table.rows) for kind in counts}
    columns: list[tuple[str, str]] = [("code", "Cód.")] if code else []
    columns.append(("name", rng.choice(["Cargo", "CARGO", "Cargo/Função"])))
    columns += [(kind, rng.choice(COUNTS[kind])) for kind in counts]
    columns += [(kind, TEXTS[kind][0][0] if n == 0 else rng.choice(TEXTS[kind][0])) for n, kind in enumerate(texts)]
    pieces = [_label_lines(label, rng) if kind in COUNTS or kind == "req" else [label] for kind, label in columns]
    while (
        max(len(p) for (kind, _), p in zip(columns, pieces) if kind in COUNTS) < 2
    ):  # the total's label wrapped: the name's label stands below its top
        pieces = [_label_lines(label, rng) if kind in COUNTS or kind == "req" else [label] for kind, label in columns]
    widths = []
    for (kind, label), piece in zip(columns, pieces):
        if kind == "name":
            width = max(len(label), *(len(row.name) for row in table.rows))
        elif kind == "req":
            width = max(len(line) for r in REQUISITOS for line in r)
        elif kind == "pay":
            width = 14
        else:
            width = max(3, *(len(p) for p in piece))
        widths.append(width + rng.randint(0, 2))
    indent = rng.randint(0, 2)
    xs, x = [], indent
    for width in widths:
        xs.append(x)
        x += width + GAP + (rng.randint(1, 3) if len(xs) == 1 + code and code else 0)
    first_text = len(columns) - len(texts)
    x_text = xs[first_text]
    last = [cells[(n, counts[-1])] for n in range(len(table.rows))]
    jut = 1 if min(len(c) for c in last) >= 2 and rng.random() < 0.8 else 0
    drift = x_text + jut - (xs[first_text - 1] + widths[first_text - 1])
    height = max(len(p) for p in pieces)
    middle = rng.random() < 0.6  # cells centred in their height, else bottom-aligned
    header: list[list[str]] = [[] for _ in range(height)]
    for (kind, _), at, width, piece in zip(columns, xs, widths, pieces):
        top = (height - len(piece) + 1) // 2 if middle else height - len(piece)
        for k, text in enumerate(piece):
            left = at if kind in ("name", "code", "req") or at == x_text else at + (width - len(text)) // 2
            _place(header[top + k], left, text)
    out = [*header, []]
    for n, row in enumerate(table.rows):
        lines: list[list[str]] = [[]]
        after = x_text + jut + 2 + rng.randint(0, 1)  # the first text column's cell, right of the counts
        for k, ((kind, _), at, width) in enumerate(zip(columns, xs, widths)):
            if kind == "code":
                _place(lines[0], at, f"{100 + n + 1}")
            elif kind == "name":
                _place(lines[0], at, row.name)
            elif kind in COUNTS:
                text = cells[(n, kind)]
                _place(lines[0], at + width - len(text) + drift, text)
            else:
                where = max(at, after) if k == first_text else at + (after - x_text)
                if kind == "req":
                    for m, text in enumerate(rng.choice(REQUISITOS)):
                        while len(lines) <= m:
                            lines.append([])
                        _place(lines[m], where, text)
                else:
                    _place(lines[0], where, TEXTS[kind][1](rng))
        out += lines
    body = ["".join(line).rstrip() for line in out]
    notes = [
        "",
        "* Reserva de 5% (cinco por cento) das vagas para pessoas com deficiência.",
        "** Reserva de 20% (vinte por cento) das vagas para candidatos negros (pretos e pardos).",
        "(-) Não há reserva em razão do número de vagas ofertadas.",
    ]
    return "\n".join([*body, *notes])
