"""A "Cargo | Especialidade" quadro whose cargo cell is merged over its especialidades' rows, its words wrapped
and centred in the tall cell, as pypdf prints it: the cargo's lines stand alone, spread over the lines
before its first row and between its rows, each row's line its especialidade and counts. Drawn at random
with its right reading: the class of `tables/merged_name_cell.py`.

```
Cargo Especialidade AC PcD Negros Total
Técnico
Legislativo
Apoio Administrativo 02 01 05 08
Procurador
Legislativo
Direito Público 01 00 01 02
Direito Tributário 01 00 00 01
```

`merged_name_cell(rng)`: two to six cargos of one to four especialidades each; a code column before the
cargo's at times (each row's code opening its line: "101 Apoio Administrativo 02 01 05 08"); the cargo's
name wrapped over one to four lines, its first line before its first row and the others before it or
between its rows at random (now and then, for a cargo after the first, none before its first row: all its
lines between its rows); the count columns AC, PcD at times, Negros, the total first or last, labels long
or short; counts zero-padded or not, a zero "0", "00" or "-"; a page break between two rows at times (the
page's footer, the running head, the header again); a TOTAL row at times, a note under the table.

The right reading: each row once, named by its cargo and its especialidade, its total and its negros.
Which cargo a line between two rows belongs to (the end of the upper cargo's cell or the start of the
lower one's) is not in the text, nor whether a line above a row is a cargo's or the start of an
especialidade's wrapped name: no entry is proven (`proven` False), and the reader must leave the
quadro uncertain, never confirmed under a wrong name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_places import HEAD, TAIL, Case, Entry

CARGOS = [
    "Técnico Legislativo",
    "Procurador Legislativo",
    "Analista Legislativo",
    "Consultor Legislativo",
    "Assistente Técnico Legislativo",
    "Agente de Polícia Legislativa",
    "Inspetor CVM",
    "Analista CVM",
    "Auditor de Controle Externo",
    "Especialista em Políticas Públicas",
    "Analista de Infraestrutura",
    "Técnico de Nível Superior",
    "Médico",
    "Professor",
]
ESPECIALIDADES = [
    "Apoio Administrativo",
    "Direito Público",
    "Direito Tributário",
    "Contabilidade",
    "Tecnologia da Informação",
    "Engenharia Civil",
    "Arquivologia",
    "Comunicação Social",
    "Economia",
    "Enfermagem",
    "Psicologia",
    "Biblioteconomia",
    "Taquigrafia",
    "Perfil 1 - Mercado de Capitais",
    "Ciência de Dados",
    "Clínica Geral",
    "Pediatria",
    "Matemática",
    "Língua Portuguesa",
]
CARGO_LABELS = ["Cargo", "CARGO", "Cargos"]
SPECIALTY_LABELS = ["Especialidade", "ESPECIALIDADE", "Área", "Área de atuação", "Perfil"]
CODE_LABELS = ["Código", "Cód.", "CÓDIGO"]
COUNT_LABELS = {
    "open": ["AC", "Ampla concorrência", "Ampla"],
    "pcd": ["PcD", "PCD", "Deficiência"],
    "negros": ["Negros", "PN", "Cotas raciais"],
    "total": ["Total", "TOTAL", "Total de vagas"],
}
RUNNING_HEAD = "ASSEMBLEIA LEGISLATIVA DO ESTADO – CONCURSO PÚBLICO – EDITAL Nº 01/2025"
NOTES = ["", "* As vagas reservadas estão incluídas no total.", "Legenda: AC – ampla concorrência; PN – negros."]


@dataclass
class Row(Entry):
    """An entry with its cargo and especialidade apart."""

    cargo: str = ""
    specialty: str = ""


def _cell(value: int, rng: random.Random, zero: str, padded: bool) -> str:
    if value == 0:
        return zero
    return f"{value:02d}" if padded else str(value)


def _row(rng: random.Random, roles: list[str]) -> dict[str, int]:
    row = {"open": rng.randint(0, 12), "pcd": rng.choice([0, 0, 1, 1, 2]) if "pcd" in roles else 0}
    row["negros"] = rng.randint(0, 5)
    if not any(row.values()):
        row["open"] = 1
    row["total"] = sum(row.values())
    return row


def _wrapped(name: str, rng: random.Random) -> list[str]:
    """`name`'s words over one to (its words) lines, cut at random words."""
    words = name.split(" ")
    lines = rng.randint(1, min(4, len(words)))
    cuts = sorted(rng.sample(range(1, len(words)), lines - 1))
    return [" ".join(words[a:b]) for a, b in zip([0, *cuts], [*cuts, len(words)])]


def _placed(lines: list[str], rows: int, rng: random.Random, first: bool) -> list[list[str]]:
    """The cargo's lines by where they stand: [before its first row, between its rows 1 and 2, …]."""
    slots: list[list[str]] = [[] for _ in range(rows)]
    if rows == 1 or rng.random() < 0.35:
        slots[0] = list(lines)
        return slots
    start = 0 if first or rng.random() < 0.9 else 1  # now and then nothing before the cargo's first row
    where = sorted(rng.randint(start, rows - 1) for _ in lines)
    where[0] = start
    for line, slot in zip(lines, where, strict=True):
        slots[slot].append(line)
    return slots


def merged_name_cell(rng: random.Random) -> Case:
    roles = ["open", *(["pcd"] if rng.random() < 0.7 else []), "negros"]
    roles = ["total", *roles] if rng.random() < 0.3 else [*roles, "total"]
    coded = rng.random() < 0.35
    zero, padded = rng.choice(["0", "00", "-", "–"]), rng.random() < 0.5
    labels = [
        *([rng.choice(CODE_LABELS)] if coded else []),
        rng.choice(CARGO_LABELS),
        rng.choice(SPECIALTY_LABELS),
        *(rng.choice(COUNT_LABELS[r]) for r in roles),
    ]
    header = " ".join(labels)
    body: list[list[str]] = []  # a list of lines per row: the cargo lines before it, then its own line
    entries: list[Row] = []
    grand = dict.fromkeys(roles, 0)
    code = rng.choice([100, 1, 10])
    for n, cargo in enumerate(rng.sample(CARGOS, rng.randint(2, 6))):
        specialties = rng.sample(ESPECIALIDADES, rng.randint(1, 4))
        slots = _placed(_wrapped(cargo, rng), len(specialties), rng, n == 0)
        for specialty, above in zip(specialties, slots, strict=True):
            row = _row(rng, roles)
            for r in roles:
                grand[r] += row[r]
            code += 1
            cells = " ".join(_cell(row[r], rng, zero, padded) for r in roles)
            lead = f"{code:03d} " if coded else ""
            body.append([*above, f"{lead}{specialty} {cells}"])
            entries.append(Row(f"{cargo} {specialty}", row["total"], row["negros"], False, cargo, specialty))
    if rng.random() < 0.4 and len(body) > 2:  # a page break between two rows, the header printed again
        at = rng.randint(1, len(body) - 1)
        page = rng.randint(2, 9)
        body[at] = [f"Página {page} de 24", RUNNING_HEAD, header, *body[at]]
    lines = [header, *(line for row in body for line in row)]
    if rng.random() < 0.4:
        lines.append(rng.choice(["TOTAL", "Total geral", "TOTAL GERAL"]) + " " + " ".join(str(grand[r]) for r in roles))
    note = rng.choice(NOTES)
    text = f"{HEAD}\n2. DAS VAGAS\n2.1 O quadro de vagas é o seguinte:\n\n" + "\n".join(lines) + f"\n{note}\n{TAIL}"
    return Case(text, entries)
