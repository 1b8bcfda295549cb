"""Vacancy tables whose layout decides how their header and their rows reach the text, drawn at random
with their right reading: the classes of `tables/name_after_counts.py` and `tables/box_table.py`.

- `name_after_counts(rng)`: pypdf's plain text of a quadro whose name cells wrap over two lines with the
  other cells vertically centred: the name's first line, the row's cells alone, the name's last line
  ("Analista de Defensoria – Ciências" / "4 3 1 0 7.312,44" / "Contábeis"); names that fit one line
  beside their cells; the header one line, or broken as pypdf breaks it ("Total de Ampla Remuneração" /
  "Cargo Negros PcD" / "vagas concorrência inicial (R$)"); the count columns in any order, zero as "0",
  "00" or "-", zero-padded or not, a pay column after them or none; a TOTAL row or the next numbered
  item after the last row, whose name always wraps (the class's proof: see the module); at times the
  reserve stated between the title and the header ("Reserva: 20% negros / 5% PcD"), no header line.
- `rotated_header(rng)`: a `pdftotext -layout` page whose count labels were printed rotated or in
  narrow cells: each label's words stacked over its column a word a line, long words cut with a hyphen
  ("Concor-" / "rência"), neighbouring columns staggered by a line or not, the count columns in any
  order after the name and an optional escolaridade column, the pay after them; and a score table
  whose labels are stacked the same way ("Número" / "de" / "questões"), no vacancy table.
- `box_table(rng)`: a report printed with box-drawing characters ("┌─┬─┐", "│", "├─┼─┤", "└─┴─┘") or
  ASCII ("+---+", "|"), its header's labels over two lines a cell ("Vagas" / "AC", "Total" / "Vagas"),
  rule lines between every row or only under the header, names wrapped within their cell over a second
  line whose other cells are empty (where rules part the rows), zero as "0", "-" or blank, a text
  column (carga horária, salary) among or after the counts, a cadastro-reserva-only row ("CR" in every
  count cell), and a second box table of the same look that is no vacancy table (questions per subject).

`tests/linter/test_layout_headers.py` reads each class back over hundreds of variants.
"""

from __future__ import annotations

import random

from layout_prose import AREAS, Case, Entry, _figures, _head

PARENTS = ["Analista Judiciário", "Técnico de Nível Médio", "Analista de Defensoria", "Especialista em Saúde"]
FIELDS = [
    "Ciências Contábeis",
    "Serviço Social",
    "Tecnologia da Informação",
    "Assistente de Defensoria",
    "Engenharia de Segurança do Trabalho",
    "Psicologia Organizacional",
    "Apoio Administrativo",
    "Arquivologia",
    *AREAS,
]
FIELDS = list(dict.fromkeys(FIELDS))  # one "Tecnologia da Informação"
ROLE_LABELS = {
    "total": [("Total de", "vagas"), ("Total", ""), ("Vagas", "totais")],
    "open": [("Ampla", "concorrência"), ("AC", ""), ("Vagas", "AC")],
    "negros": [("Negros", ""), ("Vagas", "negros"), ("Cotas", "raciais")],
    "pcd": [("PcD", ""), ("Vagas", "PcD"), ("Pessoas com", "deficiência")],
}


#: Labels a broken header is drawn with: those the pass pairs back ("Total de" / "vagas"); a label wrapped
#: otherwise ("Pessoas com" / "deficiência" on the top and bottom lines of a centred header) is not read.
TITLE = "QUADRO 1 – CARGOS E VAGAS"
BROKEN_LABELS = {
    "total": [("Total de", "vagas"), ("Total", "")],
    "open": [("Ampla", "concorrência"), ("AC", "")],
    "negros": [("Negros", ""), ("PN", "")],
    "pcd": [("PcD", "")],
}


def _count(value: int, zero: str, padded: bool) -> str:
    if value == 0:
        return zero
    return f"{value:02d}" if padded else str(value)


def _rows(rng: random.Random) -> list[tuple[str, tuple[int, int, int, int]]]:
    """(name, (total, ampla, negros, PcD)) of 3 to 8 rows, names unique and none inside another."""
    names: list[str] = []
    fields = rng.sample(FIELDS, rng.randint(3, 8))
    for field in fields:
        names.append(f"{rng.choice(PARENTS)} – {field}")
    return [(name, _figures(rng, 1, 40)) for name in names]


def _cut(name: str, rng: random.Random) -> tuple[str, str]:
    """A name wrapped over two lines at a random word (never a one-word last line of a dash)."""
    words = name.split(" ")
    at = rng.randint(1, len(words) - 1)
    if words[at] == "–":
        at += 1
    return " ".join(words[:at]), " ".join(words[at:])


def _header_lines(order: list[str], pay: bool, rng: random.Random) -> tuple[list[str], list[str]]:
    """The header as one line, or as pypdf breaks a header whose labels wrap: each label's first line on
    the top line, the one-line labels and "Cargo" in the middle, the second lines at the bottom."""
    broken = rng.random() < 0.5
    chosen = {kind: rng.choice((BROKEN_LABELS if broken else ROLE_LABELS)[kind]) for kind in order}
    pay_label = rng.choice([("Remuneração", "inicial (R$)"), ("Vencimento", "(R$)"), ("Salário", "base")])
    if not broken:
        flat = " ".join(f"{a} {b}".strip() for a, b in (chosen[k] for k in order))
        return [f"Cargo {flat}" + (f" {' '.join(pay_label)}" if pay else "")], order
    labels = [chosen[k] for k in order] + ([pay_label] if pay else [])
    top = " ".join(a for a, b in labels if b)
    middle = " ".join(["Cargo", *(a for a, b in labels if not b)])
    bottom = " ".join(b for a, b in labels if b)
    return [line for line in (top, middle, bottom) if line], order


def name_after_counts(rng: random.Random) -> Case:
    """See the module's docstring."""
    order = ["total", "open", "negros", "pcd"]
    rng.shuffle(order)
    pay = rng.random() < 0.6
    header, order = _header_lines(order, pay, rng)
    zero, padded = rng.choice(["0", "00", "-"]), rng.random() < 0.3
    rows = _rows(rng)
    lines = ["2.1. Os cargos, as vagas e as reservas estão dispostos no quadro abaixo:", TITLE]
    if rng.random() < 0.3:  # the reserve stated in the header's area, a statement and no header line
        lines.append(f"{rng.choice(['Reserva', 'Reservas', 'Cotas'])}: {rng.choice([20, 25, 30])}% negros / 5% PcD")
    lines += header
    entries = []
    for n, (name, (total, ampla, negros, pcd)) in enumerate(rows):
        by_role = {"total": total, "open": ampla, "negros": negros, "pcd": pcd}
        cells = " ".join(_count(by_role[k], zero, padded) for k in order)
        if pay:
            cells += f" {rng.choice(['', 'R$ '])}{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        if n == len(rows) - 1 or rng.random() < 0.7:
            head, tail = _cut(name, rng)
            lines += [head, cells, tail]
        else:
            lines.append(f"{name} {cells}")
        entries.append(Entry(name, total, negros))
    if rng.random() < 0.6:
        sums = {
            k: sum(dict(zip(("total", "open", "negros", "pcd"), f, strict=True))[k] for _, f in rows) for k in order
        }
        lines.append("TOTAL " + " ".join(str(sums[k]) for k in order) + (" -" if pay else ""))
    lines.append("2.2. Os requisitos de escolaridade e as atribuições dos cargos constam do Anexo I.")
    return Case(
        "\n".join([*_head(rng), *lines, "3. DAS INSCRIÇÕES", "3.1. As inscrições serão feitas pela internet."]), entries
    )


# --- box-drawn tables ------------------------------------------------------------------------------

BOX_COUNTS = {
    "open": [("Vagas", "AC"), ("Ampla", "concorrência"), ("AC", "")],
    "negros": [("Vagas", "Negros"), ("Vagas", "PN"), ("Negros", "")],
    "pcd": [("Vagas", "PcD"), ("PcD", "")],
    "total": [("Total", "Vagas"), ("Total de", "vagas"), ("Total", "")],
}
BOX_TEXTS = [(("C.H.", "sem."), ["44h", "40h", "36h", "30h"]), (("Salário", "base (R$)"), None)]
LONG_NAMES = [
    "Operador de Estação de Tratamento de Água e Esgoto",
    "Agente de Fiscalização de Obras e Posturas",
    "Técnico em Manutenção de Redes de Distribuição",
    "Auxiliar de Serviços Gerais e Limpeza Urbana",
]
SHORT_NAMES = ["Encanador", "Eletricista de Manutenção", "Químico", "Auxiliar Administrativo", "Motorista", "Pedreiro"]
UNICODE = {"top": "┌─┬┐", "mid": "├─┼┤", "bottom": "└─┴┘", "bar": "│"}
ASCII = {"top": "+-++", "mid": "+-++", "bottom": "+-++", "bar": "|"}


def _rule(widths: list[int], style: dict, where: str) -> str:
    left, fill, cross, right = style[where]
    return left + cross.join(fill * w for w in widths) + right


def _cells_line(cells: list[str], widths: list[int], style: dict) -> str:
    bar = style["bar"]
    padded = [
        f" {cell:<{w - 2}} " if n == 0 else f"{cell:^{w}}"
        for n, (cell, w) in enumerate(zip(cells, widths, strict=True))
    ]
    return bar + bar.join(padded) + bar


def _box(header: list[list[str]], rows: list[list[list[str]]], style: dict, ruled: bool) -> list[str]:
    """A box-drawn table: header lines, rows (each a list of lines of cells), rules between rows or not."""
    widths = [max(len(line[c]) for block in [header, *rows] for line in block) + 4 for c in range(len(header[0]))]
    out = [
        _rule(widths, style, "top"),
        *(_cells_line(line, widths, style) for line in header),
        _rule(widths, style, "mid"),
    ]
    for n, row in enumerate(rows):
        out += [_cells_line(line, widths, style) for line in row]
        if ruled and n < len(rows) - 1:
            out.append(_rule(widths, style, "mid"))
    return [*out, _rule(widths, style, "bottom")]


def box_table(rng: random.Random) -> Case:
    """See the module's docstring."""
    style = rng.choice([UNICODE, ASCII])
    ruled = rng.random() < 0.7
    roles = ["open", "negros", "pcd"]
    rng.shuffle(roles)
    roles.insert(rng.randint(0, 3), "total")
    columns: list[tuple[str, tuple[str, str], list[str] | None]] = [
        (role, rng.choice(BOX_COUNTS[role]), None) for role in roles
    ]
    for label, values in rng.sample(BOX_TEXTS, rng.randint(0, 2)):
        columns.insert(rng.randint(0, len(columns)), ("text", label, values))
    header = [
        [rng.choice(["Emprego", "Cargo"]), *(label[0] for _, label, _ in columns)],
        ["", *(label[1] for _, label, _ in columns)],
    ]
    zero = rng.choice(["0", "-", "00"])
    names = rng.sample(SHORT_NAMES, rng.randint(2, 5)) + (rng.sample(LONG_NAMES, rng.randint(1, 2)) if ruled else [])
    rng.shuffle(names)
    rows, entries = [], []
    for name in names:
        total, ampla, negros, pcd = _figures(rng, 1, 30)
        by_role = {"total": total, "open": ampla, "negros": negros, "pcd": pcd}
        cells = [name]
        for kind, _, values in columns:
            if kind == "text":
                cells.append(
                    rng.choice(values)
                    if values
                    else f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
                )
            else:
                cells.append(_count(by_role[kind], zero, False))
        lines = [cells]
        if name in LONG_NAMES:
            head, tail = _cut(name, rng)
            lines = [[head, *cells[1:]], [tail, *([""] * len(columns))]]
        rows.append(lines)
        entries.append(Entry(name, total, negros))
    if ruled and rng.random() < 0.5:
        rows.append([["Engenheiro Sanitarista", *("CR" if kind != "text" else "40h" for kind, _, _ in columns)]])
    questions = _box(
        [["Emprego", "Português", "Matemática", "Total"], ["", "(questões)", "(questões)", "questões"]],
        [[[name, "15", "15", "30"]] for name in rng.sample(SHORT_NAMES, 3)],
        style,
        False,
    )
    text = [
        *_head(rng),
        "2.1. Os empregos, as vagas e os salários constam da tabela a seguir:",
        *_box(header, rows, style, ruled),
        "Legenda: AC – ampla concorrência; CR – cadastro reserva.",
        "3. DAS PROVAS",
        "3.1. A prova objetiva será composta conforme o quadro abaixo:",
        *questions,
        "4. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(text), entries)


# --- rotated header labels in stacked pieces -------------------------------------------------------

ROTATED_LABELS = {
    "open": ["Ampla Concorrência", "Ampla concorrência", "AC"],
    "pcd": ["Pessoas com Deficiência", "PcD", "Vagas PcD"],
    "negros": ["Candidatos Negros", "Pessoas Negras", "Negros"],
    "total": ["Total de Vagas", "Total", "Vagas Totais"],
}
SCORE_LABELS = ["Número de questões", "Valor de cada questão", "Total de pontos"]


def _pieces(label: str, rng: random.Random) -> list[str]:
    """A label as a narrow or rotated cell prints it: a word a line, a word wider than the cell cut into
    pieces ending in a hyphen ("Defi-" / "ciên-" / "cia")."""
    out = []
    for word in label.split(" "):
        while len(word) > 6:
            cut = rng.randint(3, 5)
            out.append(word[:cut] + "-")
            word = word[cut:]
        out.append(word)
    return out


def _place_at(line: str, x: int, text: str) -> str:
    return line.ljust(x) + text if len(line) + 2 <= x else line + "  " + text


def _stacked(labels: list[str], xs: list[int], rng: random.Random) -> list[str]:
    """The labels' pieces stacked over their columns, neighbouring columns staggered by a line."""
    pieces = [_pieces(label, rng) for label in labels]
    staggered = rng.random() < 0.7 or max(len(p) for p in pieces) < 4  # a run of four lines at least
    offsets, step = ([k % 2 for k in range(len(labels))], 2) if staggered else ([0] * len(labels), 1)
    height = max(off + step * (len(p) - 1) + 1 for off, p in zip(offsets, pieces, strict=True))
    lines = [""] * height
    for x, off, column in zip(xs, offsets, pieces, strict=True):
        for j, piece in enumerate(column):
            n = off + step * j
            lines[n] = _place_at(lines[n], x, piece)
    return [line for line in lines if line]  # the extraction prints no empty line inside a header


def rotated_header(rng: random.Random) -> Case:
    """See the module's docstring."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles.insert(rng.choice([0, 3]), "total")
    labels = [rng.choice(ROTATED_LABELS[role]) for role in roles]
    if all(len(label) <= 10 for label in labels):
        labels[0] = ROTATED_LABELS[roles[0]][0]  # at least one label long enough to be stacked
    school = rng.random() < 0.6
    x0 = 68 if school else 44
    xs = [x0 + 8 * k for k in range(len(roles))]
    pay_x = xs[-1] + 10
    head = _stacked(labels, [x + 2 for x in xs], rng)
    shift = rng.choice([2, 3])  # the counts under their stacked label, as centred as it
    first = " Cód.  Cargo".ljust(40) + ("Escolaridade mínima" if school else "")
    head += [_place_at(first, pay_x, "Vencimento"), _place_at("", pay_x, "(R$)"), ""]
    rows, entries = [], []
    for n, name in enumerate(rng.sample(SHORT_NAMES + ["Agente Comunitário de Saúde", "Fiscal de Tributos"], 5)):
        total, ampla, negros, pcd = _figures(rng, 1, 30)
        by_role = {"total": total, "open": ampla, "negros": negros, "pcd": pcd}
        line = f" {101 + n}   {name}".ljust(40) + ("Médio completo" if school else "")
        for x, role in zip(xs, roles, strict=True):
            line = _place_at(line, x + shift, str(by_role[role]))
        rows.append(_place_at(line, pay_x, f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"))
        entries.append(Entry(name, total, negros))
    score_xs = [60, 72, 84]
    score = [
        *_stacked(SCORE_LABELS, score_xs, rng),
        " Cargos".ljust(36) + "Conteúdo",
        "",
        *(" 101, 102".ljust(36) + "Língua Portuguesa".ljust(24) + "10          2           20" for _ in range(2)),
    ]
    text = [
        *_head(rng),
        "2.1. O quadro a seguir apresenta os cargos e a distribuição das vagas.",
        "",
        " " * 40 + "QUADRO I – CARGOS E VAGAS",
        "",
        *head,
        *rows,
        "",
        "3. DAS PROVAS",
        "3.1. A prova objetiva terá a seguinte composição:",
        "",
        *score,
        "",
        "4. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(text), entries)


# --- abbreviations a legend under the table explains ----------------------------------------------

LEGEND_LABELS = {
    "open": [("LD", "livre disputa (vagas de ampla concorrência)"), ("VL-A", "vagas de ampla concorrência")],
    "negros": [("CR-N", "cota racial – candidatos negros"), ("RR-N", "reserva racial – candidatos negros")],
    "pcd": [("PD", "pessoas com deficiência"), ("DF-P", "vagas de pessoas com deficiência")],
    "total": [("Tot.", "total de vagas da especialidade"), ("Qt.", "total de vagas")],
}


def legend_abbreviations(rng: random.Random) -> Case:
    """A flat table whose count labels are abbreviations outside the vocabulary, hyphenated ("CR-N", the
    racial quota, not a cadastro de reserva) or cut with a dot ("Tot."), each defined by "SIGLA = meaning"
    in the legend under the table, the definitions in any order, parted by ";" or a line each."""
    roles = ["open", "negros", "pcd"]
    rng.shuffle(roles)
    roles.insert(rng.choice([0, 3]), "total")
    chosen = {role: rng.choice(LEGEND_LABELS[role]) for role in roles}
    lines = ["Cargo / Especialidade".ljust(52) + "".join(chosen[r][0].rjust(8) for r in roles), "-" * 90]
    entries = []
    names = rng.sample(FIELDS, rng.randint(3, 7))
    for field in names:
        total, ampla, negros, pcd = _figures(rng, 1, 30)
        by_role = {"total": total, "open": ampla, "negros": negros, "pcd": pcd}
        name = f"Analista Universitário – {field}"
        lines.append(name.ljust(52) + "".join(str(by_role[r]).rjust(8) for r in roles))
        entries.append(Entry(name, total, negros))
    definitions = [f"{chosen[r][0]} = {chosen[r][1]}" for r in rng.sample(roles, len(roles))]
    legend = ["; ".join(definitions) + "."] if rng.random() < 0.5 else [f"{d}." for d in definitions]
    text = [
        *_head(rng),
        "2.2. As vagas estão assim distribuídas:",
        "",
        "QUADRO 1 – ANALISTA UNIVERSITÁRIO",
        "",
        *lines,
        "-" * 90,
        "",
        *legend,
        "",
        "3. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(text), entries)
