"""A quadro a web document viewer (scribd, doczz) flattened a column at a time, led by a code column, its
header's labels cut into short lines among the blocks, drawn at random with its right reading: the class
of `tables/viewer_blocks.py`.

`viewer_blocks(rng)`: a code label ("Código", "Cód.") and every cargo's code ("CP 562", "CP-563"), the
"Cargo" label and every name (wrapped at times: a single row's name over two lines, or a name whose first
line cannot end it), then each count column's label (over one to five lines: "Total de" / "Vagas" /
"(incluindo" / "as" / "reservas)", "Reserva" / "de" / "Vagas Negros") and its block of cells ("01", "-",
"01*"), in a random column order with the total's first label line at times before the code label. Two
arrangements: every label right before its block, or the first column's label in the header and every other
label in a group before the other blocks. Text columns after the counts (requisitos wrapped in a narrow
column, the kind of test) at times, the last count column's cells interleaved with the requisitos' cells
at times. After a page's footer, more rows given one at a time at times (code, name, cells), each with all
its cells (each followed by its requisito at times), or with the first few and the other columns' cells in a
block of their own after the last row.
The accented letters dropped at times, as one viewer does ("Cd.", "deficincia"); the preamble's sentence
above it ending on the "formação de cadastro de reserva (CR)" at times (no title: the rows stay vacancies).

The right reading: each cargo its total and its negros' cell; proven only with an ampla concorrência
column and no name of several rows joined back. A fault (`broken`): a block one cell short; then nothing of
the quadro is read (no position) and a note says so.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, NAMES, TAIL, Entry

CODE_LABELS = ["Código", "Cód.", "CÓDIGO", "Cód"]
NAME_LABELS = ["Cargo", "CARGO", "Cargo/Função"]
LABELS = {
    "total": [
        ["Total", "Vagas"],
        ["Total de", "Vagas", "(incluindo", "as", "reservas)"],
        ["Total de Vagas"],
        ["TOTAL"],
    ],
    "negros": [["Reserva", "Vagas Negros"], ["Reserva", "de", "Vagas Negros"], ["Vagas", "Negros"], ["Negros"]],
    "pcd": [
        ["Reserva", "Vagas Pessoas com", "deficiência"],
        ["Reserva", "de Vagas Pessoas", "com", "Deficiência"],
        ["PcD"],
    ],
    "open": [["Ampla", "Concorrência"], ["AC"], ["Vagas", "Ampla", "Concorrência"]],
}
TEXT_LABELS = {"requisitos": ["Requisitos", "Mínimos/", "Habilitação", "Necessária"], "prova": ["Tipo de", "Prova"]}
REQUISITOS = [
    ["Curso", "Superior em", "Administração,", "com respectivo", "registro", "profissional no", "CRA/RS."],
    ["Ensino Médio", "completo"],
    ["Curso Técnico", "Profissionalizante", "em", "Laboratório."],
    ["Ensino", "Fundamental", "completo"],
]
PROVAS = [["Objetiva e", "Redação"], ["Objetiva"], ["Objetiva e", "Prática"]]
#: Names wrapped over two lines, the first part unable to end a name.
WRAPPED = [("Técnico em Segurança do", "Trabalho"), ("Encarregado de Turma de", "Pavimentação")]
FOOTER = ["Edital SMA 0199690", "SEI 15.0.000017871-0 / pg. 1"]
#: The preamble's sentence above the quadro; its tail on the cadastro de reserva makes no row cadastro.
INTROS = [
    "O Município torna público o concurso para os cargos abaixo.",
    "O Município torna público o concurso para provimento efetivo dos cargos de seu quadro de pessoal e\n"
    "para a formação de cadastro de reserva (CR), conforme autorização constante no processo n.\n001.021138.12.5.",
]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    broken: int = 0  # quadros not to be read (a note each)


def _cell(value: int, rng: random.Random, mark: bool) -> str:
    if value == 0:
        return rng.choice(["-", "-", "0", "00"])
    return f"{value:02d}{'*' if mark else ''}" if rng.random() < 0.6 else f"{value}{'*' if mark else ''}"


def _rows(rng: random.Random, count: int, roles: list[str]) -> list[dict[str, int]]:
    rows = []
    for _ in range(count):
        negros, pcd = rng.randint(0, 6), rng.randint(0, 3) if "pcd" in roles else 0
        open_ = rng.randint(0 if negros + pcd else 1, 20) if "open" in roles else rng.randint(1, 20)
        rows.append({"open": open_, "negros": negros, "pcd": pcd, "total": open_ + negros + pcd})
    return rows


def _text_cells(rng: random.Random, column: str) -> list[str]:
    return list(rng.choice(REQUISITOS if column == "requisitos" else PROVAS))


def viewer_blocks(rng: random.Random) -> Case:
    roles = ["total", "negros"] + (["pcd"] if rng.random() < 0.7 else []) + (["open"] if rng.random() < 0.5 else [])
    rng.shuffle(roles)
    texts = [c for c in ("requisitos", "prova") if rng.random() < 0.6]
    n = rng.choice([1, 1, 2, 3, 3, 4, 5])
    names = rng.sample(NAMES, n)
    lines_of = {name: [name] for name in names}
    joined = False
    if rng.random() < 0.3:  # a wrapped name: one row's at any word; of several rows', one that cannot end
        if n == 1 and " " in names[0]:
            words = names[0].split(" ")
            cut = rng.randint(1, len(words) - 1)
            lines_of[names[0]] = [" ".join(words[:cut]), " ".join(words[cut:])]
        elif n > 1:
            first, rest = rng.choice(WRAPPED)
            at = rng.randrange(n)
            names[at] = f"{first} {rest}"
            lines_of[names[at]] = [first, rest]
            joined = True
    prefix = rng.choice(["CP", "CC", "PS", "EF"])
    sep = rng.choice([" ", " ", "-", ""])
    start = rng.randint(1, 900)
    codes = [f"{prefix}{sep}{start + k}" for k in range(n)]
    rows = _rows(rng, n, roles)
    marked = rng.randrange(n) if rng.random() < 0.2 else -1  # "01*": a footnote's mark on a negros' cell
    cells = {
        role: [_cell(row[role], rng, r == marked and role == "negros") for r, row in enumerate(rows)] for role in roles
    }
    broken = rng.random() < 0.12
    if broken:
        short = rng.choice(roles)
        cells[short] = cells[short][:-1]
    labels = {role: list(rng.choice(LABELS[role])) for role in roles}
    body: list[str] = []
    first_label = labels[roles[0]]
    if len(first_label) > 1 and rng.random() < 0.5:  # "Total de" before "Código", "Vagas …" after "Cargo"
        body.append(first_label.pop(0))
    body.append(rng.choice(CODE_LABELS))
    grouped = rng.random() < 0.5
    if grouped:  # the header's first labels, then the codes (05's way)
        body += [rng.choice(NAME_LABELS), *first_label, *codes]
    else:  # the codes, then the labels (06's way)
        body += [*codes, rng.choice(NAME_LABELS), *first_label]
    for name in names:
        body += lines_of[name]
    body += cells[roles[0]]
    text_cells = {c: [_text_cells(rng, c) for _ in range(n)] for c in texts}
    interleave = bool(texts) and not grouped and rng.random() < 0.6
    if grouped:
        for role in roles[1:]:
            body += labels[role]
        for c in texts:
            body += TEXT_LABELS[c]
        for role in roles[1:]:
            body += cells[role]
        for c in texts:
            body += [line for cell in text_cells[c] for line in cell]
    else:
        for k, role in enumerate(roles[1:], 1):
            body += labels[role]
            if k == len(roles) - 1 and interleave:
                for c in texts:
                    body += TEXT_LABELS[c]
                for r, cell in enumerate(cells[role]):
                    body.append(cell)
                    body += [line for c in texts for line in (text_cells[c][r] if r < n else [])]
            else:
                body += cells[role]
        if not interleave:
            for c in texts:
                body += TEXT_LABELS[c] + [line for cell in text_cells[c] for line in cell]
    entries = []
    if not broken:
        proven = "open" in roles and not joined
        entries = [Entry(name, row["total"], row["negros"], proven=proven) for name, row in zip(names, rows)]
    if rng.random() < 0.4:  # more rows after the page's footer, given one at a time
        more = rng.randint(1, 3)
        extra = rng.sample([x for x in NAMES if x not in names], more)
        extra_rows = _rows(rng, more, roles)
        body += [*FOOTER]
        trailing = rng.random() < 0.5 and len(roles) > 2
        each_text = rng.random() < 0.5
        keep = len(roles) if not trailing else rng.randint(2, len(roles) - 1)
        if trailing and "total" not in roles[:keep]:
            keep = roles.index("total") + 1
            trailing = keep < len(roles)
        for k, (name, row) in enumerate(zip(extra, extra_rows)):
            body += [f"{prefix}{sep}{start + n + k}", name]
            body += [_cell(row[role], rng, False) for role in roles[:keep]]
            if texts and not trailing and each_text:  # each row's requisito after its counts
                body += _text_cells(rng, texts[0])
        for role in roles[keep:]:  # the other columns' cells, a block each, after the last row
            body += [_cell(row[role], rng, False) for row in extra_rows]
        if texts and not (not trailing and each_text):
            body += [line for _ in extra for line in _text_cells(rng, texts[0])]
        if not broken:
            proven = "open" in roles
            entries += [Entry(name, row["total"], row["negros"], proven=proven) for name, row in zip(extra, extra_rows)]
    blank = rng.random() < 0.4  # a viewer's blank line between the cells
    quadro = ("\n\n" if blank else "\n").join(body)
    intro = rng.choice(INTROS)
    text = f"{HEAD}\n2. DAS VAGAS\n{intro}\n\n{quadro}\n{TAIL}"
    if rng.random() < 0.3:  # the viewer dropped every accented letter
        text = _ascii(text)
        for entry in entries:
            entry.name = " ".join(_ascii(entry.name).split())
    return Case(text, entries, int(broken))


def _ascii(text: str) -> str:
    return text.encode("ascii", "ignore").decode()
