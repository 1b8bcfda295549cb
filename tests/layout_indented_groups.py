"""A quadro laid out by spaces whose rows are grouped under headings in plain case, the rows' names indented
under them (a state university's own commission: "Agente Universitário de Nível Operacional" at the name
column's edge, "   Auxiliar Operacional  I  06  01  01  04" under it). The class of
`tables/indented_groups.py`, drawn with random variation for its property test.

`grouped_table(rng)` gives (the edital's body, [(name, total, negros)]): two to four groups of one to five
functions, the indent of the functions 2 to 5 spaces; a level column (I, II, III, or "Médio", "Superior")
between the name and the counts at times; count columns total, negros ("RESERVA AFRODESC.", "Negros",
"Cota racial"), PcD and ampla concorrência ("CONCORRÊNCIA GERAL", "AC") in random orders, labels over
one or two lines; zero as "-", "0" or "00"; a page break between two rows at times (the page's number at
the right margin, a blank line and the running head at the left margin, the header not repeated); a
TOTAL row at the name column's edge at times.
"""

from __future__ import annotations

import random

from layout_render import CARGOS

GROUPS = [
    "Agente Universitário de Nível Operacional",
    "Agente Universitário de Nível Médio",
    "Agente Universitário de Nível Superior",
    "Carreira de Apoio Técnico",
    "Grupo Ocupacional Administrativo",
    "Profissional de Saúde",
]
FUNCTIONS = [*CARGOS, "Técnico de Laboratório – Química", "Enfermeiro – Hospital Universitário", "Vigia"]
LABELS = {
    "name": [["CARGO / FUNÇÃO"], ["Função"], ["CARGO"]],
    "level": [["NÍVEL"], ["Nível"], ["Classe"]],
    "total": [["TOTAL DE", "VAGAS"], ["Total"], ["Vagas"]],
    "negros": [["RESERVA", "AFRODESC."], ["Negros"], ["Cota", "racial"], ["Afrodesc."]],
    "pcd": [["RESERVA", "PcD"], ["PcD"]],
    "open": [["CONCORRÊNCIA", "GERAL"], ["AC"], ["Ampla", "concorrência"]],
}
RUNNING_HEADS = ["UECI – Edital nº 088/2024 – PRORH", "Universidade Estadual – Concurso Público 2024"]


def _put(line: list[str], x: int, text: str) -> None:
    if len(line) < x + len(text):
        line.extend(" " * (x + len(text) - len(line)))
    line[x : x + len(text)] = list(text)


def grouped_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    """(body, rows): the quadro as the module's docstring says, and each function's name, total and negros."""
    functions = rng.sample(FUNCTIONS, rng.randint(3, 10))
    cut = sorted(rng.sample(range(1, len(functions)), min(len(functions) - 1, rng.randint(1, 3))))
    groups = [functions[a:b] for a, b in zip([0, *cut], [*cut, len(functions)])]
    heads = rng.sample(GROUPS, len(groups))
    counts = ["total", "negros", "pcd", "open"]
    if rng.random() < 0.5:
        tail = counts[1:]
        rng.shuffle(tail)
        counts = [*tail, "total"] if rng.random() < 0.3 else ["total", *tail]
    kinds = ["name", *(["level"] if rng.random() < 0.6 else []), *counts]
    labels = {kind: rng.choice(LABELS[kind]) for kind in kinds}
    indent, margin = rng.randint(2, 5), rng.randint(0, 2)
    name_width = max(*(len(f) + indent for f in functions), *(len(h) for h in heads)) + rng.randint(2, 6)
    widths = [
        name_width if k == "name" else max(max(len(p) for p in labels[k]), 8 if k == "level" else 4) for k in kinds
    ]
    gap = rng.randint(3, 6)
    xs = [margin + sum(widths[:k]) + gap * k for k in range(len(kinds))]
    zero = rng.choice(["-", "0", "00"])
    padded, centre = rng.random() < 0.5, rng.random() < 0.3
    header: list[list[str]] = [[], []]
    bottom = rng.random() < 0.6  # the labels bottom- or top-aligned
    for kind, x, width in zip(kinds, xs, widths):
        pieces = labels[kind]
        for k, piece in enumerate(pieces):
            line = header[k + 2 - len(pieces)] if bottom else header[k]
            _put(line, x if kind == "name" else x + (width - len(piece)) // 2, piece)
    out = [line for line in header if line]
    rows, sums = [], dict.fromkeys(counts, 0)
    level = rng.choice([["I", "II", "III", "IV"], ["Fund.", "Médio", "Superior", "Superior"]])
    pagebreak = rng.randint(1, len(functions) - 1) if rng.random() < 0.5 else None
    n = 0
    for g, (head, members) in enumerate(zip(heads, groups)):
        line: list[str] = []
        _put(line, xs[0], head)
        out.append(line)
        for function in members:
            if n == pagebreak:
                foot: list[str] = []
                _put(foot, xs[-1] + widths[-1] - 14, "Página 2 de 19")
                head_line: list[str] = []
                _put(head_line, margin, rng.choice(RUNNING_HEADS))
                out += [foot, [], head_line]
            n += 1
            total = rng.randint(1, 16)
            negros = total // 10 if total > 5 else 0
            pcd = total * 5 // 100 + (1 if total > 4 and rng.random() < 0.5 else 0)
            figures = {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}
            line = []
            _put(line, xs[0] + indent, function)
            for kind, x, width in zip(kinds, xs, widths):
                if kind == "level":
                    _put(line, x, level[min(g, 3)])
                elif kind in figures:
                    value = figures[kind]
                    text = zero if value == 0 and kind != "total" else f"{value:02d}" if padded else str(value)
                    _put(line, x + (width - len(text)) // 2 if centre else x + width - len(text), text)
                    sums[kind] += value
            out.append(line)
            rows.append((function, total, negros))
    if rng.random() < 0.5:
        line = []
        _put(line, xs[0], "TOTAL")
        for kind, x, width in zip(kinds, xs, widths):
            if kind in sums:
                text = str(sums[kind])
                _put(line, x + (width - len(text)) // 2 if centre else x + width - len(text), text)
        out.append(line)
    body = ["2.1. Quadro de vagas:", ""] + ["".join(line).rstrip() for line in out]
    body += ["", "2.2. Ficam reservadas 10% das vagas aos candidatos afrodescendentes."]
    return "\n".join(body), rows
