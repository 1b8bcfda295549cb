"""A quadro given a cell a line (pdftotext's default reading order of a table: the row's name, then each
of its cells on a line of its own, a blank line between at times) whose reserve cells too small to reserve
are printed as a footnote mark, "*" ("*não haverá reserva de vaga …" under the quadro): Banrisul's quadro
through `pdftotext` ("Outros Estados" / "5" / "1" / "1" / "*" / "*" / "7"). The class of
`row_lines._mark_cell`.

`mark_cells(rng)` writes such an edital: the header's labels one a line (a label over two lines at times:
"AMPLA" / "CONCORRÊNCIA", "PESSOA COM" / "DEFICIÊNCIA"), the total last, three to twelve rows, some with
one or more reserve cells "*" (or "**"), the note under the quadro at times.

The right reading: every row, its total and its negros (a mark: 0), none dropped.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

PLACES = [
    "Erechim",
    "Sananduva",
    "Outros Estados",
    "Cachoeira do Sul",
    "Capão da Canoa",
    "Santiago",
    "São Borja",
    "Santa Maria",
    "Pelotas",
    "Rio Grande",
    "Caxias do Sul",
    "Passo Fundo",
    "Bagé",
    "Alegrete",
]
LABELS = {
    "open": [["AMPLA", "CONCORRÊNCIA"], ["AC"], ["Ampla concorrência"]],
    "pcd": [["PESSOA COM", "DEFICIÊNCIA"], ["PcD"]],
    "negros": [["PESSOA NEGRA"], ["NEGROS"], ["Negros"]],
    "indigenas": [["PESSOA INDÍGENA"], ["Indígenas"]],
    "total": [["TOTAL DE", "VAGAS"], ["TOTAL"], ["Total"]],
}
NOTE = "*não haverá reserva de vaga para candidatos(as) em razão do quantitativo oferecido."


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def mark_cells(rng: random.Random) -> Case:
    roles = ["open", "pcd", "negros"] + (["indigenas"] if rng.random() < 0.5 else []) + ["total"]
    gap = rng.choice(["\n", "\n\n"])
    mark = rng.choice(["*", "*", "**"])
    lines = ["ANEXO II - QUADRO DE VAGAS", rng.choice(["MICRO", "LOCALIDADE", "CIDADE"])]
    for role in roles:
        lines += rng.choice(LABELS[role])
    entries = []
    for place in rng.sample(PLACES, rng.randint(3, 12)):
        small = rng.random() < 0.4
        row = {"open": rng.randint(1, 30)}
        for role in roles[1:-1]:
            row[role] = None if small and rng.random() < 0.7 else rng.randint(1, 4)
        if all(row[role] is None for role in roles[1:-1]):
            row["pcd"] = 1
        row["total"] = sum(v or 0 for v in row.values())
        lines.append(place)
        lines += [mark if row[role] is None else str(row[role]) for role in roles]
        entries.append(Entry(place, row["total"], row["negros"] or 0))
    if rng.random() < 0.7:
        lines.append(NOTE.replace("*", mark, 1))
    text = HEAD + "2. DAS VAGAS\n2.1 As vagas são distribuídas conforme o Anexo II.\n" + gap.join(lines) + "\n" + TAIL
    return Case(text, entries)
