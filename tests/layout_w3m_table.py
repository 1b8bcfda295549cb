"""A quadro of an HTML page as the text browser w3m dumps it (`w3m -dump`), drawn at random with its right
reading: the class of `tables/centred_cuts.py` (through `tables/space_bands.py`).

w3m draws a table with spaces: each column as wide as its widest word or the width it is given, cells
parted by one space, each cell wrapped at its column's width and centred in its row's height (a row of n
lines puts a cell of m lines from line (n - m) // 2: the one-line cells, code and counts, on line
(n - 1) // 2), the header a row like the others ("Jornada" / "semanal" under a narrow column), a caption
centred above it at times. `w3m_table(rng)` varies the columns (a code column or none, requisitos or none,
jornada and vencimento or none, PcD or none), the widths (so that names, requisitos and the pay wrap at
random), the counts ("0" or "-" for none, CR rows), a TOTAL row, a legend after. The right reading: each
cargo its total and its negros; a row may be confirmed only where its name stands whole on its counts' line.
A name over three lines stands in every table, so that the centring shows (a line above its row's counts); a
table whose rows all hang from their counts reads as top-aligned cells do, the other stages' (`layout_grid`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Agente Comunitário de Saúde",
    "Agente de Trânsito",
    "Auxiliar de Serviços Gerais",
    "Motorista",
    "Oficial Administrativo",
    "Professor de Educação Básica I – Anos Iniciais",
    "Professor de Educação Básica II – Inglês",
    "Enfermeiro",
    "Fisioterapeuta",
    "Médico Clínico Geral",
    "Técnico em Enfermagem",
    "Psicólogo",
    "Engenheiro Civil",
    "Fiscal de Tributos Municipais",
    "Operador de Máquinas Pesadas",
    "Nutricionista",
]
LONG = "Professor de Educação Básica I – Anos Iniciais"
REQUISITOS = [
    "Ensino médio completo e residir na área da comunidade em que atuar",
    'Ensino médio completo e CNH categoria "B"',
    "Ensino fundamental incompleto (4ª série)",
    "Curso superior em Enfermagem e registro no COREN-SP",
    "Licenciatura plena em Pedagogia ou curso Normal Superior",
    "Ensino médio completo",
    "Curso técnico em Enfermagem e registro no COREN-SP",
]
CAPTIONS = ["QUADRO DE CARGOS E VAGAS", "Quadro I – Cargos e vagas", "TABELA 1 – CARGOS, REQUISITOS E VAGAS"]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    date: str | None = None


def _wrap(text: str, width: int) -> list[str]:
    """`text` over lines of at most `width` characters, at its spaces (a longer word alone on its line)."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def _row(cells: list[str], widths: list[int]) -> list[str]:
    """A row's lines: each cell wrapped in its column and centred in the row's height, one space apart."""
    wrapped = [_wrap(cell, width) if cell else [] for cell, width in zip(cells, widths, strict=True)]
    n = max(len(w) for w in wrapped)
    out = []
    for k in range(n):
        parts = []
        for lines, width in zip(wrapped, widths, strict=True):
            at = k - (n - len(lines)) // 2
            parts.append((lines[at] if 0 <= at < len(lines) else "").ljust(width))
        out.append(" ".join(parts).rstrip())
    return out


def _count(value: int, rng: random.Random, dash: bool) -> str:
    return ("-" if dash else "0") if value == 0 else str(value)


def w3m_table(rng: random.Random) -> Case:
    names = [LONG, *rng.sample([n for n in NAMES if n != LONG], rng.randint(2, 9))]
    rng.shuffle(names)  # a name over three lines somewhere: the cells' centring shows (a line above its counts)
    coded, req, pay, pcd = (rng.random() < p for p in (0.6, 0.6, 0.5, 0.7))
    dash = rng.random() < 0.3
    labels, widths = [], []
    if coded:
        labels.append("Código")
        widths.append(rng.randint(6, 14))
    labels.append("Cargo")
    widths.append(rng.randint(12, 20))  # known limit: a name over five lines may alone not prove the centring
    if req:
        labels.append("Requisitos")
        widths.append(rng.randint(12, 32))
    if pay:
        labels += ["Jornada semanal", "Vencimento inicial"]
        widths += [7, rng.choice([8, 10, 12])]
    roles = ["AC", "PcD", "Negros", "Total"] if pcd else ["AC", "Negros", "Total"]
    labels += roles
    rows, entries, sums = [], [], [0] * len(roles)
    for n, name in enumerate(names):
        cr = rng.random() < 0.15
        ac, pd, neg = rng.randint(0, 9), rng.randint(0, 2) if pcd else 0, rng.randint(0, 3)
        total = ac + pd + neg
        if total == 0:
            ac = total = 1
        values = [ac, pd, neg, total] if pcd else [ac, neg, total]
        cells = [f"{101 + n}"] if coded else []
        cells.append(name)
        if req:
            cells.append(rng.choice(REQUISITOS))
        if pay:
            cells += [rng.choice(["20h", "30h", "40h"]), f"R$ {rng.randint(1500, 12000):,}".replace(",", ".") + ",00"]
        cells += ["CR"] * len(roles) if cr else [_count(v, rng, dash) for v in values]
        rows.append(cells)
        if not cr:
            sums = [a + b for a, b in zip(sums, values, strict=True)]
            whole = len(_wrap(name, widths[1 if coded else 0])) == 1
            entries.append(Entry(name, total, neg, proven=whole))
    text_widths = widths[:]
    for j, label in enumerate(roles):
        column = [r[len(text_widths) + j] for r in rows] + [label, str(sums[j])]
        widths.append(max(len(c) for c in column))
    for j, width in enumerate(text_widths):
        words = [w for r in [*rows, labels] for w in r[j].split(" ")] + (["TOTAL"] if j == 0 else [])
        widths[j] = max(width, *(len(w) for w in words))
    body = []
    if rng.random() < 0.5:
        caption = rng.choice(CAPTIONS)
        body.append(" " * max(0, (sum(widths) + len(widths) - len(caption)) // 2) + caption)
    body += _row(labels, widths)
    for cells in rows:
        body += _row(cells, widths)
    if rng.random() < 0.7:
        total_cells = ["TOTAL"] + [""] * (len(text_widths) - 1) + [str(s) for s in sums]
        body += _row(total_cells, widths)
    legend = (
        "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos negros; CR – cadastro reserva."
    )
    text = (
        HEAD
        + "2. DOS CARGOS E DAS VAGAS\n\n2.1 Os cargos, os requisitos e as vagas são os seguintes:\n\n"
        + "\n".join(body)
        + "\n\n"
        + legend
        + "\n"
        + TAIL
    )
    return Case(text, entries)
