"""Vacancy tables as a layout-preserving extraction prints them (`pdftotext -layout`): every cell placed
by spaces under its column, whatever the order of the columns and however many lines a label or a name
takes. The class of `tables/layout_grid.py`, drawn with random variation for its property test.

`grid_table(table, rng)` renders a ground-truth table (`layout_render.random_table`) as such a page:
a code column at times, the name column, count columns (the total first, last or between, an open
column or not, a cadastro de reserva column at times) and text columns (carga horária, salary, jornada,
requisitos over several lines, the reserve's computation "20% = 2,8" and the share reserved "28,6%"
under "% de vagas reservadas") in any order among them; header labels wrapped over up to three lines
(a word hyphenated across two, "concor-" / "rência"), bottom- or top-aligned, with footnote marks; a spanning group label ("Vagas", "VAGAS IMEDIATAS", "VAGAS
RESERVADAS") over the counts it groups; cells right-aligned or centred, zero as "0", "00", "-", "–" or
a blank cell; names wrapped over one to three lines, the counts beside the cell's first or middle line
as the table's cells are aligned; headings inside the table ("NÍVEL SUPERIOR"); a cargo of cadastro de
reserva only ("- - - -" and "CR": no position); a TOTAL row; rules ("─────", "-----", "=====") over and
under the header and under the rows, no column bars; the legend or notes under it; a numbered title
("TABELA I") right above the header at times. Each row's name is the cell's lines joined (`Row.cargo`,
`Row.wrap`). The first text column stands after the first count column: a table the line-by-line
reading reads is not this class.

`broken_header(table, rng)` renders the same table as pypdf's plain text of it (see its docstring).
"""

from __future__ import annotations

import random

from layout_render import Table, count_line_at, wrapped_name

#: Each column's label as its words, wrapped by the renderer over as many lines as it draws.
COUNT_LABELS = {
    "open": ["AC", "Ampla Concorrência", "Vagas AC", "Ampla concorrência", "Ampla concor- rência"],
    "pcd": ["PcD", "Vagas PcD", "Pessoas com deficiência", "PNE"],
    "negros": ["PN", "Negros", "Candidatos Negros", "Cotas Raciais", "AFRO", "Vagas Candidatos Negros"],
    "total": ["Total", "Total de Vagas", "VAGAS TOTAIS", "Vagas", "Quantidade de vagas"],
    "cr": ["CR", "Cadastro Reserva", "CADASTRO RESERVA"],
}
TEXT_COLUMNS = {
    "ch": (["Carga Horária", "CH"], lambda rng: rng.choice(["20h", "30h", "40h", "44h", "12x36"])),
    "pay": (
        ["Vencimento (R$)", "Salário Base", "Remuneração inicial (R$)", "VENCIMENTO"],
        lambda rng: f"{rng.choice(['R$ ', ''])}{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}",
    ),
    "jornada": (["Jornada Semanal", "Jornada"], lambda rng: rng.choice(["40 horas", "30 horas", "20 horas"])),
    "req": (["Requisitos", "REQUISITOS"], None),
    # the reserve's computation and each cargo's share reserved, printed beside the counts (Selecon)
    "calc": (
        ["Cálculo negros (20%)", "Cálculo PcD (5%)", "Cálculo (20%)"],
        lambda rng: f"{rng.choice([20, 5])}% = {rng.randint(0, 9)},{rng.randint(0, 99)}",
    ),
    "share": (
        ["% reservado", "Percentual reservado", "Negros (%)", "% de vagas"],
        lambda rng: f"{rng.randint(0, 40)},{rng.randint(0, 9)}%",
    ),
}
#: A table's numbered title printed right above its header ("TABELA I"), over the name column's label.
TITLES = ["TABELA I", "Tabela 2", "QUADRO 1", "ANEXO II"]
REQUISITOS = [
    ["Ensino Médio completo e", "curso de formação (mínimo de", "200 horas/aula)."],
    ["Graduação em Serviço Social e", "registro no conselho."],
    ["Licenciatura plena."],
    ["Ensino Fundamental completo."],
    ["Curso técnico de 1.200 horas", "e registro no CRT."],
]
NAME_LABELS = ["Cargo", "CARGO", "Emprego", "Função"]
SPANS = {"imm": ["Vagas", "VAGAS IMEDIATAS", "Vagas imediatas"], "reserved": ["VAGAS RESERVADAS", "Vagas reservadas"]}
HEADINGS = ["NÍVEL SUPERIOR", "NÍVEL MÉDIO", "NÍVEL FUNDAMENTAL"]
GAP = 3


def _label_lines(label: str, rng: random.Random) -> list[str]:
    """A label wrapped over one to three lines, a few words a line."""
    words = label.split(" ")
    parts = rng.randint(1, min(3, len(words)))
    cuts = sorted(rng.sample(range(1, len(words)), parts - 1)) if parts > 1 else []
    # a word hyphenated at a line's end ("concor-" / "rência") is whole when its pieces share a line
    return [" ".join(words[a:b]).replace("- ", "") for a, b in zip([0, *cuts], [*cuts, len(words)])]


def _columns(rng: random.Random) -> list[tuple[str, str]]:
    """(kind, label) of each column, left to right."""
    parts = ["open", "pcd", "negros"] if rng.random() < 0.7 else ["pcd", "negros"]
    rng.shuffle(parts)
    counts = [*parts, "total"] if rng.random() < 0.5 else ["total", *parts]
    if rng.random() < 0.3:
        counts.append("cr")
    texts = rng.sample(["ch", "jornada", "pay", "req"], rng.randint(1, 3))
    if rng.random() < 0.3:  # a column of the reserve's computation or of the share reserved
        texts.append(rng.choice(["calc", "share"]))
    body: list[str] = counts[:]
    for n, text in enumerate(texts):  # each text column after the name: the first among or after the counts
        body.insert(rng.randint(1 if n == 0 else 0, len(body)), text)
    columns = [("code", rng.choice(["Cód.", "Código do cargo"]))] if rng.random() < 0.4 else []
    columns.append(("name", rng.choice(NAME_LABELS)))
    for kind in body:
        labels = COUNT_LABELS[kind] if kind in COUNT_LABELS else TEXT_COLUMNS[kind][0]
        columns.append((kind, rng.choice(labels)))
    if "total" not in counts and any(label == "Vagas" for _, label in columns):
        columns = [(k, "Total") if label == "Vagas" else (k, label) for k, label in columns]
    return columns


def _widths(columns: list[tuple[str, str]], names: list[str], rng: random.Random) -> list[int]:
    widths = []
    for kind, label in columns:
        longest = max(len(w) for w in label.split(" "))
        if kind == "name":
            longest = max(longest, *(len(n) for n in names))
        elif kind == "req":
            longest = max(longest, *(len(line) for r in REQUISITOS for line in r))
        elif kind in ("pay", "ch", "jornada", "calc", "share"):
            longest = max(longest, 14 if kind == "pay" else 10 if kind == "calc" else 8)
        widths.append(max(longest, len(label) if kind not in ("name", "req") else 0, 3) + rng.randint(0, 3))
    return widths


def _place(line: list[str], x: int, text: str) -> None:
    """Write `text` at column `x` of a line kept as a list of characters."""
    if len(line) < x + len(text):
        line.extend(" " * (x + len(text) - len(line)))
    line[x : x + len(text)] = list(text)


def _at(x: int, width: int, text: str, how: str) -> int:
    return {"left": x, "right": x + width - len(text), "centre": x + (width - len(text)) // 2}[how]


def _count(value: int, kind: str, rng: random.Random, style: str, blanks: bool) -> str:
    if value == 0 and blanks and kind in ("open", "pcd", "negros"):
        return ""
    if value == 0 and style == "dash":
        return rng.choice(["-", "–"])
    return f"{value:02d}" if style == "padded" else str(value)


def _header(columns, xs, widths, rng: random.Random) -> list[list[str]]:
    """The header's lines: each label wrapped, the pieces bottom- or top-aligned, with a spanning label
    over a run of two count columns or more at times."""
    pieces = [_label_lines(label, rng) for _, label in columns]
    height = max(len(p) for p in pieces)
    bottom = rng.random() < 0.6
    lines = [[] for _ in range(height)]
    for (kind, _), x, width, piece in zip(columns, xs, widths, pieces):
        first = height - len(piece) if bottom else 0
        for k, text in enumerate(piece):
            _place(lines[first + k], _at(x, width, text, "left" if kind in ("name", "req") else "centre"), text)
    span = _span(columns, rng)
    if span is not None:
        (a, b), text = span
        left, right = xs[a], xs[b] + widths[b]
        above = [[]]
        _place(above[0], left + (right - left - len(text)) // 2, text)
        lines = above + lines
    return lines


def _span(columns, rng: random.Random):
    """((first, last) column, label) of a group label over a run of count columns, or None."""
    if rng.random() < 0.5:
        return None
    kinds = [k for k, _ in columns]
    group = "reserved" if rng.random() < 0.5 else "imm"
    members = ("pcd", "negros") if group == "reserved" else ("open", "pcd", "negros", "total")
    runs, start = [], None
    for k, kind in enumerate([*kinds, None]):
        if kind in members and start is None:
            start = k
        elif kind not in members and start is not None:
            runs.append((start, k - 1))
            start = None
    runs = [r for r in runs if r[1] > r[0]]
    return (runs[0], rng.choice(SPANS[group])) if runs else None


def grid_table(table: Table, rng: random.Random) -> str:
    """The edital's quadro as `pdftotext -layout` prints it (see the module's docstring)."""
    columns = _columns(rng)
    align = table.align = rng.choice(["top", "middle"])
    for row in table.rows:
        cell = wrapped_name(rng)
        row.cargo, row.slice, row.wrap = " ".join(cell), None, cell
    names = [line for row in table.rows for line in row.wrap] + ["TOTAL"]
    widths = _widths(columns, names, rng)
    indent = rng.randint(0, 3)
    xs = [indent + sum(widths[:k]) + GAP * k for k in range(len(columns))]
    kinds = [k for k, _ in columns]
    blanks = "total" in kinds and rng.random() < 0.3
    style = rng.choice(["plain", "padded", "dash"])
    numbers = rng.choice(["right", "centre"])
    out = [line for line in _header(columns, xs, widths, rng)]
    rule = list(rng.choice("─-=") * (xs[-1] + widths[-1])) if rng.random() < 0.3 else None
    if rule:  # rules drawn over and under the header and under the rows, no column bars
        out = [rule, *out, rule]
    elif rng.random() < 0.3:
        out.append([])
    heading = rng.random() < 0.3
    for n, row in enumerate(table.rows):
        if heading and n in (0, len(table.rows) // 2):
            out.append([])
            _place(out[-1], xs[1] + 10, HEADINGS[n % 2])
        out += _row_lines(row, n, columns, xs, widths, rng, (align, style, numbers, blanks))
    if rng.random() < 0.2:  # a cargo of cadastro de reserva only: dashes, "CR" in its column (no position)
        out.append([])
        _place(out[-1], xs[kinds.index("name")], "Farmacêutico")
        for kind, x, width in zip(kinds, xs, widths):
            if kind in COUNT_LABELS:
                text = "CR" if kind == "cr" else "-"
                _place(out[-1], _at(x, width, text, numbers), text)
    if rng.random() < 0.4:
        out.append([])
        sums = {k: sum(getattr(r, k) if k != "cr" else r.cr_total for r in table.rows) for k in COUNT_LABELS}
        _place(out[-1], xs[kinds.index("name")], "TOTAL")
        for kind, x, width in zip(kinds, xs, widths):
            if kind in COUNT_LABELS:
                text = str(sums[kind])
                _place(out[-1], _at(x, width, text, numbers), text)
    if rule:
        out.append(rule)
    notes = [
        "Legenda: AC = ampla concorrência; PcD = pessoas com deficiência; PN = pessoas negras; CR = cadastro reserva."
    ]
    if blanks:
        notes.append("Obs.: Os campos em branco indicam que não há vaga reservada para a respectiva modalidade.")
    body = ["".join(line).rstrip() for line in out]
    tail = rng.sample(notes, len(notes))
    if rng.random() < 0.3:  # the table's numbered title right above its header, in the name column
        body.insert(0, " " * indent + rng.choice(TITLES))
    return "\n".join([*body, *tail])


def _row_lines(row, n: int, columns, xs, widths, rng: random.Random, how) -> list[list[str]]:
    """A row's lines: its name cell's lines around the line of its counts and single-line cells, a
    requisitos cell from that line down."""
    align, style, numbers, blanks = how
    at = count_line_at(len(row.wrap), align) if align == "top" else (len(row.wrap) - 1) // 2
    requisitos = rng.choice(REQUISITOS)
    first = -at
    last = max(len(row.wrap) - 1 - at, len(requisitos) - 1 if any(k == "req" for k, _ in columns) else 0)
    lines = [[] for _ in range(last - first + 1)]
    for k, text in enumerate(row.wrap):
        _place(lines[k - at - first], xs[[c for c, _ in columns].index("name")], text)
    here = lines[-first]
    for (kind, _), x, width in zip(columns, xs, widths):
        if kind == "code":
            _place(here, x, f"{n + 1:03d}")
        elif kind == "req":
            for k, text in enumerate(requisitos):
                _place(lines[k - first], x, text)
        elif kind in TEXT_COLUMNS:
            _place(here, x, TEXT_COLUMNS[kind][1](rng))
        elif kind in COUNT_LABELS:
            value = row.cr_total if kind == "cr" else getattr(row, kind)
            text = _count(value, kind, rng, style, blanks)
            _place(here, _at(x, width, text, numbers), text)
    return lines


#: Text columns whose labels hold words outside the table vocabulary, as municipal boards word them.
BROKEN_TEXTS = {
    "ch": (["Carga Horária Semanal", "Jornada Semanal"], lambda rng: rng.choice(["20h", "30h", "40h", "44h"])),
    "pay": (["Vencimento Básico", "Salário Inicial"], None),
}
BROKEN_COUNTS = {
    "total": ["Total de Vagas", "Vagas Totais", "Total"],
    "open": ["Ampla Concorrência", "AC"],
    "pcd": ["PcD", "Pessoas com Deficiência"],
    "negros": ["Cotas Raciais", "Vagas para Negros", "Negros"],
}
BROKEN_NAMES = [["Professor de Anos Iniciais", "do Ensino Fundamental"], ["Agente Comunitário", "de Saúde"]]


def broken_header(table: Table, rng: random.Random) -> str:
    """A quadro as pypdf's plain extraction gives it (Legalle): the header's words in reading order, a line
    break wherever a cell's line ended, so each line holds the end of a label and the start of the next
    ("Cargo Carga" / "Horária" / "Semanal Vencimento" / "Básico Total de" / "Vagas Ampla" / "Concorrência
    PcD Cotas" / "Raciais"); the text columns first, then the counts in any order; each row flat, "R$"
    split from its value at times ("Enfermeiro 40h R$" / "6.210,58 5 3 1 1"), a name wrapped before its
    counts at times (its second line in lower case)."""
    counts = ["open", "pcd", "negros"] if rng.random() < 0.7 else ["pcd", "negros"]
    rng.shuffle(counts)
    counts = ["total", *counts] if rng.random() < 0.6 else [*counts, "total"]
    texts = rng.sample(sorted(BROKEN_TEXTS), rng.randint(1, 2))
    labels = [rng.choice(["Cargo", "Emprego"]), *(rng.choice(BROKEN_TEXTS[t][0]) for t in texts)]
    labels += [rng.choice(BROKEN_COUNTS[c]) for c in counts]
    words = " ".join(labels).split(" ")
    header, k = [], 0
    while k < len(words):
        n = rng.randint(1, 3)
        header.append(" ".join(words[k : k + n]))
        k += n
    lines = [
        rng.choice(["1.2. Quadro demonstrativo de cargos, vagas, carga horária e vencimento:", "2.2 Quadro de vagas:"])
    ]
    lines += header
    for row in table.rows:
        cell = rng.choice(BROKEN_NAMES) if rng.random() < 0.2 else [row.cargo]
        row.cargo, row.slice, row.wrap = " ".join(cell), None, cell
        cells = []
        for t in texts:
            pay = f"R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
            cells.append(pay if t == "pay" else BROKEN_TEXTS[t][1](rng))
        cells += [str(getattr(row, c)) for c in counts]
        text = " ".join([cell[-1], *cells])
        if "pay" in texts and rng.random() < 0.2:
            text = text.replace("R$ ", "R$\n", 1)  # the value on the next line
        lines += [*cell[:-1], *text.split("\n")]
    lines.append("1.2.1. Cotas Raciais: vagas reservadas aos candidatos pretos ou pardos, na forma da Lei Municipal.")
    return "\n".join(lines)
