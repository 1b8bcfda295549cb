"""A municipal quadro laid out by spaces whose reserves are counted inside the total under a "Das quais"
label (Unesc's: "Nº de" / "Vagas", then "Das quais" over "PcD  Negros", the text columns after, the
habilitação last and wrapped over lines). The class of `layout_header._OF_WHICH` and of a name's
qualifier in brackets on a line of its own ("Professor de Ciências" / "(Anos Finais)"), drawn with
random variation for its property test.

`of_which_table(rng)` gives (the edital's body, [(name, total, negros)]): names one line or with a
qualifier line below, the counts on the name's first line, right-aligned or centred; zero as "-", "–",
"0" or "00"; the reserves in either order; carga horária, vencimento and habilitação in random subsets
and widths, the habilitação wrapped over one to three lines; the spanning label "Das quais" or "Dos
quais" on the total's first line or a line of its own; a TOTAL row at times; a note under the table.
"""

from __future__ import annotations

import random

from layout_render import CARGOS

QUALIFIERS = ["(Anos Finais)", "(Anos Iniciais)", "(Zona Rural)", "(Plantonista)", "(20 horas)"]
NAME_LABELS = ["Cargo", "CARGO", "Emprego", "Cargo/Função"]
TOTAL_LABELS = [["Nº de", "Vagas"], ["Total de", "Vagas"], ["Vagas"], ["Nº de Vagas"], ["Quantidade", "de Vagas"]]
GROUP_LABELS = ["Das quais", "Dos quais", "DAS QUAIS", "Das quais:"]
RESERVE_LABELS = {"pcd": ["PcD", "PCD", "Def."], "negros": ["Negros", "NEGROS", "Pretos/Pardos"]}
TEXTS = {
    "ch": (["Carga", "Horária", "Semanal"], lambda rng: rng.choice(["20", "30", "40", "44", "40h"])),
    "pay": (["Vencimento", "R$"], lambda rng: f"{rng.randint(1, 14)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"),
}
HABILITACAO = [
    ["Ensino Médio Completo"],
    ["Curso Superior em Farmácia/", "Bioquímica com registro no CRF"],
    ["Curso Superior com", "especialização em", "Psicopedagogia"],
    ["Licenciatura em Ciências ou", "Ciências Biológicas"],
    ["Alfabetizado"],
]
NOTES = [
    '2.1.1. O número de vagas do cargo inclui as vagas reservadas, indicadas nas colunas "Das quais".',
    "2.1.1. As vagas reservadas estão computadas no número de vagas do cargo.",
]


def _put(line: list[str], x: int, text: str) -> None:
    if len(line) < x + len(text):
        line.extend(" " * (x + len(text) - len(line)))
    line[x : x + len(text)] = list(text)


def _count(value: int, zero: str, padded: bool) -> str:
    if value == 0:
        return zero
    return f"{value:02d}" if padded else str(value)


def of_which_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    """(body, rows): the quadro as the module's docstring says, and each row's name, total and negros."""
    names = rng.sample(CARGOS, rng.randint(2, 8))
    rows = []
    for name in names:
        total = rng.randint(1, 15)
        negros = total * rng.choice((20, 25, 30)) // 100
        pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1))
        cell = [name, rng.choice(QUALIFIERS)] if rng.random() < 0.35 else [name]
        rows.append((cell, total, pcd, negros))
    reserves = ["pcd", "negros"] if rng.random() < 0.7 else ["negros", "pcd"]
    texts = [t for t in ("ch", "pay") if rng.random() < 0.7]
    habilitacao = rng.random() < 0.8
    name_label = rng.choice(NAME_LABELS)
    total_label = rng.choice(TOTAL_LABELS)
    group = rng.choice(GROUP_LABELS)
    own_line = rng.random() < 0.4  # the group label on a line of its own above the reserves' labels
    zero, padded = rng.choice(["-", "–", "0", "00"]), rng.random() < 0.5
    numbers = rng.choice(["right", "centre"])
    gap = rng.randint(3, 6)
    # columns: (kind, label lines, width)
    name_width = max(len(name_label), *(len(line) for cell, *_ in rows for line in cell), 5) + rng.randint(0, 8)
    columns = [("name", [name_label], name_width), ("total", total_label, max(len(p) for p in total_label))]
    for kind in reserves:
        label = rng.choice(RESERVE_LABELS[kind])
        columns.append((kind, [label], max(len(label), 2)))
    for kind in texts:
        label = TEXTS[kind][0]
        columns.append((kind, label, max(*(len(p) for p in label), 8)))
    if habilitacao:
        columns.append(("hab", ["Habilitação Mínima"], max(len(line) for h in HABILITACAO for line in h)))
    xs, x = [], rng.randint(0, 2)
    for k, (_, _, width) in enumerate(columns):
        xs.append(x)
        x += width + gap
    top = 1  # the reserves' labels' line; the group label on the line above
    height = top + 1 + (1 if own_line else 0)
    header: list[list[str]] = [[] for _ in range(max(height, 4))]
    base = 1 if own_line else 0  # the line of the group label
    (_, [first], w0), (_, [second], w1) = columns[2], columns[3]
    p1 = xs[2] + (w0 - len(first)) // 2 + len(first)  # the first reserve label's end, the second's start
    q0 = xs[3] + (w1 - len(second)) // 2
    lo, hi = max(xs[1] + columns[1][2] + 2, q0 + 1 - len(group)), p1 - 1
    # over both reserves' labels, or alone over the gap between them when it is wider than the label
    g = rng.randint(lo, hi) if lo <= hi else (p1 + q0 - len(group)) // 2
    shift = g + len(group) + 2 - xs[4] if len(xs) > 4 else 0
    xs[4:] = [x + max(0, shift) for x in xs[4:]]  # the text columns clear of the group label
    _put(header[base], g, group)
    row_line = base + 1
    for (kind, label, width), x in zip(columns, xs):
        if kind in ("pcd", "negros"):
            start = row_line
        elif kind in ("name", "total"):
            start = max(0, row_line - len(label) + 1)
        else:
            start = rng.choice([0, max(0, row_line - len(label) + 1)])
        for k, piece in enumerate(label):
            at = x if kind in ("name", "hab") else x + (width - len(piece)) // 2
            _put(header[start + k], at, piece)
    out = [line for line in header if line]
    for cell, total, pcd, negros in rows:
        hab = rng.choice(HABILITACAO)
        lines: list[list[str]] = [[] for _ in range(max(len(cell), len(hab) if habilitacao else 1))]
        for k, piece in enumerate(cell):
            _put(lines[k], xs[0], piece)
        values = {"total": _count(total, "0", padded), "pcd": _count(pcd, zero, padded)}
        values["negros"] = _count(negros, zero, padded)
        for (kind, _, width), x in zip(columns, xs):
            if kind in values:
                text = values[kind]
                _put(lines[0], x + width - len(text) if numbers == "right" else x + (width - len(text)) // 2, text)
            elif kind in TEXTS:
                _put(lines[0], x, TEXTS[kind][1](rng))
            elif kind == "hab":
                for k, piece in enumerate(hab):
                    _put(lines[k], x, piece)
        out += lines
    if rng.random() < 0.4:
        sums = {"total": sum(r[1] for r in rows), "pcd": sum(r[2] for r in rows), "negros": sum(r[3] for r in rows)}
        line: list[str] = []
        _put(line, xs[0], "TOTAL")
        for (kind, _, width), x in zip(columns, xs):
            if kind in sums:
                text = str(sums[kind])
                _put(line, x + width - len(text) if numbers == "right" else x + (width - len(text)) // 2, text)
        out.append(line)
    body = [rng.choice(["2.1. Quadro de cargos:", "2.1 Os cargos e as vagas são os seguintes:"]), ""]
    body += ["".join(line).rstrip() for line in out]
    body += ["", rng.choice(NOTES)]
    return "\n".join(body), [(" ".join(cell), total, negros) for cell, total, _, negros in rows]
