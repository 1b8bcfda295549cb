"""Vacancy quadros headed by labels in words the vocabulary does not read ("Vagas universais", "Reserva
étnico-racial"), explained in prose under the quadro ("Vagas universais: vagas destinadas a todos os
candidatos. Reserva étnico-racial: vagas reservadas à população negra…"), as a layout-preserving
extraction prints them. The class of `tables/label_legend.py`, drawn with random variation for its
property test.

`legend_table(table, rng)` renders a ground-truth table (`layout_render.random_table`) with its count
columns in any order (each by a label in words or, at times, by the vocabulary's own label), a total
column first or last, labels wrapped over two lines or not, cells right-aligned or centred, zero as "0",
"00" or "–", rules over and under the rows, a Subtotal row at times, and the legend under it: each label
"Label: meaning" with the meaning worded in several ways, a law cited after a comma, the definitions
parted by full stops or semicolons and wrapped as a paragraph. It returns the text and whether every
label in words is explained: at times the legend leaves one out, or the quadro has no total column.
"""

from __future__ import annotations

import random
import textwrap

from layout_render import Table

#: Labels in words the vocabulary of `header` does not read, by the role the legend gives them.
WORD_LABELS = {
    "open": ["Vagas universais", "Universais", "Vagas gerais de disputa", "Concorrência universal"],
    "negros": ["Reserva étnico-racial", "Cota étnico-racial", "Ação afirmativa", "Vagas étnicas"],
    "pcd": ["Reserva especial", "Vagas especiais", "Cota funcional"],
}
#: Their meanings, as the legend words them.
MEANINGS = {
    "open": [
        "vagas destinadas a todos os candidatos",
        "vagas de ampla concorrência",
        "vagas abertas a todos os candidatos",
    ],
    "negros": [
        "vagas reservadas à população negra",
        "vagas reservadas aos candidatos negros (pretos e pardos)",
        "vagas destinadas às pessoas pretas e pardas",
    ],
    "pcd": ["vagas reservadas a pessoas com deficiência", "vagas destinadas aos candidatos com deficiência"],
}
LAWS = {"negros": ", nos termos da Lei nº 12.990/2014", "pcd": ", conforme o Decreto nº 9.508/2018", "open": ""}
OWN_LABELS = {"open": "Ampla concorrência", "negros": "Negros", "pcd": "PcD"}
TOTALS = ["Total", "Total de vagas", "Tot. vagas"]


def _value(value: int, rng_style: str) -> str:
    if value == 0 and rng_style != "0":
        return rng_style
    return str(value)


def _pieces(label: str, wrap: bool) -> list[str]:
    """A label as printed: split in two lines at a space when `wrap`."""
    words = label.split(" ")
    if wrap and len(words) >= 2:
        cut = (len(words) + 1) // 2
        return [" ".join(words[:cut]), " ".join(words[cut:])]
    return [label]


def _header(labels: list[str], xs: list[int], wrap: bool, bottom: bool) -> list[str]:
    """The header's lines: each label over its column, its lines at the bottom or the top of the header."""
    parts = [_pieces(label, wrap) for label in labels]
    height = max(len(p) for p in parts)
    lines = [[" "] * (xs[-1] + 40) for _ in range(height)]
    for piece, x in zip(parts, xs):
        piece = [""] * (height - len(piece)) + piece if bottom else piece + [""] * (height - len(piece))
        for k, text in enumerate(piece):
            lines[k][x : x + len(text)] = list(text)
    return ["".join(line).rstrip() for line in lines]


def legend_table(table: Table, rng: random.Random) -> tuple[str, bool]:
    """The quadro and its legend, and whether every label in words is explained and a total proves them."""
    roles = rng.sample(["open", "negros", "pcd"], 3)
    own = {r for r in roles[1:] if rng.random() < 0.2}  # the first role's label is always in words
    labels = {r: OWN_LABELS[r] if r in own else rng.choice(WORD_LABELS[r]) for r in roles}
    total = rng.choice(TOTALS) if rng.random() < 0.85 else None
    order = (
        ([] if total is None else ["total"]) + roles if rng.random() < 0.3 else [*roles] + (["total"] if total else [])
    )
    heads = [labels.get(r, total) for r in order]
    names = [row.name for row in table.rows]
    name_width = max(len(n) for n in [*names, "Cargo / Especialidade", "Subtotal"]) + rng.randint(3, 10)
    wrap = rng.random() < 0.6
    widths = [max(*(len(piece) for piece in _pieces(h, wrap)), 4) for h in heads]
    xs, x = [], name_width + 3
    for w in widths:
        xs.append(x)
        x += w + rng.randint(3, 8)
    lines = _header(["Cargo / Especialidade", *heads], [3, *xs], wrap, rng.random() < 0.5)
    rule = "   " + "-" * (x - 3)
    lines.append(rule)
    zero, centred = rng.choice(["0", "00", "–"]), rng.random() < 0.5
    figures = {
        "open": lambda r: r.open,
        "negros": lambda r: r.negros,
        "pcd": lambda r: r.pcd,
        "total": lambda r: r.total,
    }
    for row in [*table.rows, *(["Subtotal"] if rng.random() < 0.5 else [])]:
        line = list(f"   {row if isinstance(row, str) else row.name}".ljust(x + 2))
        for role, at, w in zip(order, xs, widths):
            value = sum(figures[role](r) for r in table.rows) if isinstance(row, str) else figures[role](row)
            cell = _value(value, zero if not isinstance(row, str) else "0")
            start = at + (w - len(cell)) // 2 if centred else at + w - len(cell)
            line[start : start + len(cell)] = list(cell)
        if isinstance(row, str):
            lines.append(rule)
        lines.append("".join(line).rstrip())
    lines.append(rule)
    explained = [r for r in roles if r not in own]
    left_out = rng.choice(explained) if explained and rng.random() < 0.2 else None
    sep = rng.choice([". ", "; "])
    said = [
        f"{labels[r]}: {rng.choice(MEANINGS[r])}{LAWS[r] if rng.random() < 0.5 else ''}"
        for r in explained
        if r != left_out
    ]
    lines += [
        "",
        *textwrap.wrap(
            sep.join(said) + ".",
            width=rng.randint(70, 110),
            initial_indent="   ",
            subsequent_indent="   ",
            break_on_hyphens=False,
        ),
    ]
    return "\n".join(lines) + "\n", left_out is None and total is not None
