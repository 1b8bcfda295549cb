"""A layout-preserving quadro (pdftotext -layout) whose name label, in capitals, holds joining words
("CARGO / ÁREA DE LOTAÇÃO"), under a spanning "VAGAS" over its roles' labels wrapped on lines below,
drawn at random with its right reading: the class of `layout_header._header_like` counting a label's
words without its joining words whatever their case.

- `caps_links(rng)`: Idecan's header ("CÓDIGO  CARGO / ÁREA DE LOTAÇÃO  VAGAS  CR(*)" / "AMPLA  NEGROS
  TOTAL" / "CONCORRÊNCIA  (20%)"), the name's label in capitals or not, with "DE", "DA", "DO" or "/";
  a code column or none; a PcD column or none; a CR column after the span or none; counts padded or not,
  no vacancy as "–", "-" or "0"; group headings in capitals over the rows (beside a CR column); columns placed at random widths.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAME_LABELS = [
    "CARGO / ÁREA DE LOTAÇÃO",
    "CARGO/ESPECIALIDADE DO POSTO",
    "EMPREGO / ÁREA DE ATUAÇÃO",
    "CARGO E ÁREA DE ATUAÇÃO",
    "Cargo / Área de Lotação",
]
NAMES = [
    "Soldado BM – 1º Comando Regional (Capital)",
    "Soldado BM – 2º Comando Regional (Sul)",
    "Soldado BM – Músico",
    "Cadete BM – Curso de Formação de Oficiais",
    "1º Tenente BM – Médico",
    "1º Tenente BM – Engenharia Civil",
    "Agente de Trânsito – Região Norte",
    "Analista Ambiental – Sede",
]
HEADINGS = ["QUADRO DE PRAÇAS – SOLDADO BOMBEIRO MILITAR", "QUADRO DE OFICIAIS", "NÍVEL SUPERIOR"]


def _put(cells: list[tuple[int, str]]) -> str:
    """Cells placed right-aligned to end at their columns' ends (text cells left-aligned at their start)."""
    line = ""
    for end, text in cells:
        if end < 0:  # a text cell starting at -end
            line = line.ljust(-end) + text
        else:
            line = line.ljust(max(len(line) + 2, end - len(text))) + text
    return line.rstrip()


def caps_links(rng: random.Random) -> Case:
    """See the module's docstring."""
    coded, pcd, cr = rng.random() < 0.7, rng.random() < 0.4, rng.random() < 0.7
    padded, zero = rng.random() < 0.5, rng.choice(["–", "-", "0"])
    roles = ["open", *(["pcd"] if pcd else []), "negros", "total"]
    top = {"open": "AMPLA", "pcd": "PcD", "negros": "NEGROS", "total": "TOTAL"}
    below = {"open": "CONCORRÊNCIA", "pcd": "", "negros": "(20%)", "total": ""}
    name_at = 12 if coded else 1
    first = name_at + max(len(n) for n in NAMES) + rng.randint(3, 8)
    ends, x = {}, first
    for role in roles:
        x += rng.randint(10, 14)
        ends[role] = x
    cr_end = x + rng.randint(9, 12)
    label = rng.choice(NAME_LABELS)
    head = [(-1, "CÓDIGO")] if coded else []
    head += [(-name_at, label), (-(ends[roles[len(roles) // 2 - 1]] - 3), "VAGAS")]
    if cr:
        head.append((cr_end, "CR(*)"))
    lines = [
        "CORPO DE BOMBEIROS MILITAR DO VALE DO ARAGUAIA",
        "EDITAL Nº 001/2021",
        "2. DOS CARGOS E DAS VAGAS",
        "2.1. Quadro de vagas:",
        "",
        _put(head),
        _put([(ends[r], top[r]) for r in roles]),
        _put([(ends[r], below[r]) for r in roles if below[r]]),
    ]
    entries = []
    names = rng.sample(NAMES, rng.randint(2, 6))
    # headings over the rows only beside a CR column: with none, the table is read line by line, where a
    # heading over coded rows is another class's (docs/linter.md, Known limits)
    heading_at = {0, rng.randint(1, len(names))} if cr and rng.random() < 0.5 else set()
    for n, name in enumerate(names):
        if n in heading_at:
            lines.append(" " + rng.choice(HEADINGS))
        total, ac, negros, pcds = _figures(rng, 1, 90)
        if not pcd:
            ac += pcds
        value = {"open": ac, "pcd": pcds, "negros": negros, "total": total}
        cells = [(-1, f"{101 + n}")] if coded else []
        cells.append((-name_at, name))
        for role in roles:
            v = value[role]
            cells.append((ends[role], (f"{v:02d}" if padded else str(v)) if v else zero))
        if cr:
            cells.append((cr_end, str(total * 2)))
        lines.append(_put(cells))
        entries.append(Entry(name, total, negros))
    lines += [
        "",
        " (*) CR – Cadastro de Reserva: número de candidatos aprovados que comporão o cadastro.",
        "2.2. A reserva aos negros segue a Lei Estadual nº 10.618/2017.",
    ]
    return Case("\n".join(lines), entries)
