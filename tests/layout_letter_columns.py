"""A quadro whose count columns are headed by one capital letter each ("TOTAL AC PcD N I", "T AC PcD N I Q")
that a footnote defines ("*Siglas: AC = ampla concorrência; PcD = …; N = negros; I = Indígenas"), as
`pdftotext -layout` prints it (Consulplan's TJ-RO quadro): the class of `layout_header`'s one-letter
abbreviations.

`letter_columns(rng)` writes such an edital: one or two quadros, each under a heading
("CARGO/ESPECIALIDADE: Analista Judiciário") at times, its header over two or three lines (a spanning
"VAGAS*" printed over one of the counts, not centred over them all, as pdftotext places a centred label;
the name's and the lotação's labels on their own line), every cell placed by spaces under its column
(right-aligned or centred), rows "1+CR 1 - - -", "10+CR 6 1 2 1", "CR - - - -" (cadastro only: no
vacancy), dashes or zeros for none, a lotação column of words between the name and the counts; the
footnote under the last quadro. The one-letter columns are the negros' (N), the indígenas' (I) and at
times the quilombolas' (Q), in the order the header gives.

The right reading: each row with vacancies, its total and its negros' cell (a dash: none stated, 0);
a row of cadastro only is read with no vacancy or not at all. A one-letter column is never a text column
whose cells are dropped: read with its legend's role, or the row is not confirmed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [  # none a cargo of CARGOS (a heading names the cargo before each row's name)
    "ADMINISTRADOR",
    "ANALISTA DE SISTEMAS",
    "ARQUIVOLOGISTA",
    "ASSISTENTE SOCIAL",
    "CONTADOR",
    "ECONOMISTA",
    "ENGENHEIRO CIVIL",
    "ENGENHEIRO ELETRÔNICO",
    "HISTORIADOR",
    "JORNALISTA",
    "MÉDICO CLÍNICO GERAL",
    "PEDAGOGO",
    "PSICÓLOGO",
    "PUBLICITÁRIO",
]
PLACES = ["Tribunal de Justiça (Porto Velho)", "Comarcas do Estado de Rondônia", "Sede – Capital", "Interior"]
CARGOS = ["Analista Judiciário", "Técnico Judiciário", "Oficial de Justiça", "Analista Administrativo"]
NAME_LABELS = ["CARGO", "ESPECIALIDADE", "CARGO/ÁREA"]
PLACE_LABELS = ["LOTAÇÃO", "LOCAL DE LOTAÇÃO"]
TOTAL_LABELS = ["TOTAL", "T"]
GROUP_LETTERS = {"negros": "N", "indigenas": "I", "quilombolas": "Q"}
MEANINGS = {
    "open": "AC = ampla concorrência",
    "pcd": "PcD = pessoas com deficiência",
    "negros": "N = negros",
    "indigenas": "I = Indígenas",
    "quilombolas": "Q = quilombolas",
    "total": "T = total de vagas",
}


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _cell(value: int | None, rng: random.Random, dash: str) -> str:
    if value is None or value == 0:
        return dash
    return str(value)


def _row(rng: random.Random, groups: list[str], singles: bool) -> dict[str, int] | None:
    """A row's counts by role; None for a row of cadastro de reserva only. In a quadro of `singles` (TJ-RO's
    especialidades) every row has one vacancy or none, its reserve columns all dashes."""
    kind = rng.random()
    if kind < (0.35 if singles else 0.15):
        return None
    if singles or kind < 0.4:
        row = {"open": 1, "pcd": 0} | dict.fromkeys(groups, 0)
    else:
        row = {"open": rng.randint(1, 12), "pcd": rng.choice([0, 1, 1, 2])} | {
            g: (rng.randint(1, 4) if g == "negros" else rng.choice([0, 1])) for g in groups
        }
    row["total"] = sum(row.values())
    return row


def _place(line: list[str], x: int, text: str) -> None:
    """Write `text` into the character list `line` from column `x` on."""
    while len(line) < x + len(text):
        line.append(" ")
    line[x : x + len(text)] = list(text)


def _quadro(rng: random.Random, names: list[str], groups: list[str], cargo: str | None) -> tuple[list[str], list]:
    """The quadro's lines and its entries."""
    roles = ["total", "open", "pcd", *groups]
    labels = {"total": rng.choice(TOTAL_LABELS), "open": "AC", "pcd": "PcD"} | {g: GROUP_LETTERS[g] for g in groups}
    name_x, place_x = rng.randint(4, 14), 44
    widths = [rng.choice([6, 8, 10, 12]) for _ in roles]
    xs, x = [], 96 + rng.randint(0, 8)
    for w in widths:
        xs.append(x)
        x += w
    right = rng.random() < 0.5
    dash = rng.choice(["-", "-", "–", "0"])

    def at(line: list[str], k: int, text: str) -> None:
        end = xs[k] + 4
        _place(line, end - len(text) if right else xs[k] + (4 - len(text)) // 2, text)

    lines: list[str] = []
    if cargo:
        lines.append(" " * 40 + f"CARGO/ESPECIALIDADE: {cargo}")
    spanning = [" "] * 0
    _place(spanning, xs[rng.randrange(1, len(roles))], "VAGAS*")  # centred by the PDF, over one count here
    names_line: list[str] = []
    _place(names_line, name_x + 2, rng.choice(NAME_LABELS))
    _place(names_line, place_x + 10, rng.choice(PLACE_LABELS))
    counts_line: list[str] = []
    for k, role in enumerate(roles):
        at(counts_line, k, labels[role])
    order = rng.choice([[spanning, names_line, counts_line], [names_line, spanning, counts_line]])
    lines += ["".join(line).rstrip() for line in order]
    entries = []
    singles = rng.random() < 0.5
    for name in names:
        row = _row(rng, groups, singles)
        line: list[str] = []
        _place(line, name_x, name)
        _place(line, place_x, rng.choice(PLACES))
        for k, role in enumerate(roles):
            if row is None:
                text = "CR" if role == "total" else dash
            elif role == "total":
                text = f"{row['total']}+CR" if rng.random() < 0.7 else str(row["total"])
            else:
                text = _cell(row[role], rng, dash)
            at(line, k, text)
        lines.append("".join(line).rstrip())
        if row is not None:
            entries.append(Entry(name, row["total"], row["negros"]))
    return lines, entries


def letter_columns(rng: random.Random) -> Case:
    groups = ["negros", "indigenas"] + (["quilombolas"] if rng.random() < 0.3 else [])
    if rng.random() < 0.3:
        groups = [groups[1], groups[0], *groups[2:]]  # the indígenas' letter first
    pool = rng.sample(NAMES, rng.randint(3, 9))
    parts = [pool] if rng.random() < 0.5 or len(pool) < 4 else [pool[:2], pool[2:]]
    cargos = rng.sample(CARGOS, len(parts)) if rng.random() < 0.7 else [None] * len(parts)
    body: list[str] = []
    entries: list[Entry] = []
    for names, cargo in zip(parts, cargos):
        lines, found = _quadro(rng, names, groups, cargo)
        body += lines
        entries += found
    roles = ["open", "pcd", *groups] + (["total"] if rng.random() < 0.5 else [])
    body.append("*Siglas: " + "; ".join(MEANINGS[r] for r in roles) + "; CR = cadastro de reserva.")
    text = HEAD + "2. DAS VAGAS\n2.1 A distribuição das vagas é apresentada no quadro a seguir.\n\n" + "\n".join(body)
    return Case(text + "\n" + TAIL, entries)
