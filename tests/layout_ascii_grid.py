"""A quadro drawn in ASCII with "+---+" borders, drawn at random with its right reading: the class of
`tables/ascii_grid.py`.

`ascii_grid(rng)` writes a monospace edital's quadro as enscript prints it and pypdf gives it back (the same
characters as the text file: t09 of the seventeenth set), or as a reStructuredText / `tabulate` grid table:
a border of "-" over the header (in capitals at times), a border of "=" under it (or of "-"), each row
between borders, a cell too long for its column wrapped onto the row's next lines (the name, the
escolaridade), text columns (escolaridade, carga horária, vencimento) in any order before the counts, the
counts right-aligned or centred, a zero as "0" or "–", the count columns AC, PcD and Negros (or Lei
15.142's PPP, PI and PQ) then the total (first at times), CR rows ("CR" in every count cell), a TOTAL row
whose label spans the text columns, at times a page's furniture after the table.

The right reading: each row its total and its negros (pretos e pardos, indígenas and quilombolas together),
proven: every cell boundary is drawn and each row's parts make its total.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Agente Administrativo",
    "Agente Comunitário de Saúde",
    "Assistente Social",
    "Auxiliar de Saúde Bucal",
    "Cuidador Escolar",
    "Educador Físico",
    "Enfermeiro",
    "Guarda Municipal",
    "Médico da Saúde da Família",
    "Motorista de Ambulância",
    "Professor de Educação Básica I",
    "Professor de Língua Portuguesa",
    "Vigia",
    "Técnico em Enfermagem",
    "Operador de Máquinas Pesadas",
    "Fiscal de Tributos",
]
SCHOOLING = [
    "Médio completo",
    "Superior + CRESS",
    "Médio + curso + CRO",
    "Médio completo + CNH A/B",
    "Licenciatura em Pedagogia",
    "Fundamental incompleto",
    "Superior em Enfermagem + COREN",
    "Fundamental + CNH D",
]
TEXT = {"esc": ["Escolaridade", "Requisitos"], "ch": ["Carga", "CH", "Carga horária"], "pay": ["Vencimento", "Salário"]}
COUNTS = {
    "negros": (["AC", "Ampla"], ["PcD", "PCD"], ["Negros"]),
    "lei": (["AC"], ["PPP", "Pretos e pardos"], ["PI"], ["PQ"], ["PcD"]),
}
TOTALS = ["Total", "Vagas", "Total de vagas"]
FOOTER = "Prefeitura Municipal de Quixadá – Edital nº 03/2026                                Página 2"


def _wrapped(text: str, width: int) -> list[str]:
    """`text` wrapped at words into lines of at most `width` characters (a word longer stays whole)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _figures(rng: random.Random, parts: int) -> list[int] | None:
    """A row's parts (AC, the reserves, PcD in the generator's order), or None for a CR row."""
    if rng.random() < 0.1:
        return None
    total = rng.randint(1, 30)
    negros = total * 20 // 100 + (rng.random() < 0.3)
    pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1))
    if parts == 3:
        return [total - negros - pcd, pcd, negros]
    pi = int(negros > 2 and rng.random() < 0.4)
    pq = int(negros - pi > 2 and rng.random() < 0.3)
    return [total - negros - pcd, negros - pi - pq, pi, pq, pcd]


def _border(widths: list[int], ch: str = "-") -> str:
    return "+" + "+".join(ch * (w + 2) for w in widths) + "+"


def _line(cells: list[str], widths: list[int], right: list[bool]) -> str:
    out = []
    for cell, w, r in zip(cells, widths, right, strict=True):
        out.append(" " + (cell.rjust(w) if r else cell.ljust(w)) + " ")
    return "|" + "|".join(out) + "|"


def ascii_grid(rng: random.Random) -> Case:
    law = rng.choice(list(COUNTS))
    labels = [rng.choice(options) for options in COUNTS[law]]
    total_first = rng.random() < 0.2
    texts = rng.sample(list(TEXT), rng.randint(0, 3))
    head = ["Cargo", *(rng.choice(TEXT[t]) for t in texts)]
    counts = [rng.choice(TOTALS), *labels] if total_first else [*labels, rng.choice(TOTALS)]
    header = [*head, *counts]
    if rng.random() < 0.5:
        header = [h.upper() for h in header]
    name_width = rng.randint(14, 34)
    widths = [
        name_width,
        *({"esc": rng.randint(13, 24), "ch": rng.randint(3, 8), "pay": rng.randint(8, 12)}[t] for t in texts),
    ]
    widths += [max(len(label), 3) for label in counts]
    widths = [max(w, len(h)) for w, h in zip(widths, header, strict=True)]
    right = [False] * len(head) + [rng.random() < 0.7] * len(counts)
    dash = rng.random() < 0.3
    out = [_border(widths), _line(header, widths, [False] * len(header))]
    out.append(_border(widths, "=" if rng.random() < 0.8 else "-"))
    entries: list[Entry] = []
    sums = [0] * len(counts)
    for name in rng.sample(NAMES, rng.randint(3, 10)):
        figures = _figures(rng, len(labels))
        if figures is None:
            cells = ["CR"] * len(counts)
        else:
            total = sum(figures)
            row = [total, *figures] if total_first else [*figures, total]
            sums = [a + b for a, b in zip(sums, row, strict=True)]
            cells = ["–" if v == 0 and dash else str(v) for v in row]
            pcd = figures[labels.index(next(x for x in labels if x.lower() == "pcd"))]
            entries.append(Entry(name, total, total - figures[0] - pcd))
        columns = [_wrapped(name, name_width)]
        for t, w in zip(texts, widths[1 : len(head)], strict=True):
            value = {"esc": rng.choice(SCHOOLING), "ch": rng.choice(["40h", "30h", "20h"]), "pay": "2.840,00"}[t]
            columns.append(_wrapped(value, w))
        height = max(map(len, columns))
        for k in range(height):
            line = [col[k] if k < len(col) else "" for col in columns] + [
                cells[j] if k == 0 else "" for j in range(len(counts))
            ]
            out.append(_line(line, widths, right))
        out.append(_border(widths))
    label_width = sum(widths[: len(head)]) + 3 * (len(head) - 1)
    tail = _line([str(v) for v in sums], widths[len(head) :], right[len(head) :])
    out.append(_line([rng.choice(["TOTAL", "Total", "TOTAL GERAL"])], [label_width], [False]) + tail[1:])
    out.append(_border(widths))
    if rng.random() < 0.3:
        out.append(FOOTER)
    legend = "AC = ampla concorrência; PcD = pessoa com deficiência; CR = cadastro de reserva."
    text = f"{HEAD}2. DO QUADRO DE VAGAS\n2.1 QUADRO DE VAGAS ({legend}):\n" + "\n".join(out) + TAIL
    return Case(text, entries)
