"""A federal edital's demonstrative of the reserve (a row a modalidade, its percentage and its number, the
total only in the title), drawn at random with its right reading: the class of
`tables/reserve_demonstrative.py`.

`reserve_demonstrative(rng)`: the title ("Quadro 5: Demonstrativo dos percentuais e número de vagas exigidos
para reserva legal, considerando a oferta de 18 (dezoito) vagas."), the header's labels a line each
("MODALIDADE DA VAGA", "PERCENTUAL DE RESERVA LEGAL", "NÚMERO DE VAGAS"), then a row a modalidade: its label,
its percentage, its number ("-*" for none), a cell a line. As the Diário Oficial's web text gives it at times:
each cell with a leading dot (". .Pessoas com Deficiência (PcD)", ".25%", ".5"), the header's words
letter-spaced (". .M O DA L I DA D E DA V AG A"). The modalidades of Lei 15.142 (PcD, pessoas pretas ou
pardas, indígenas, quilombolas) or of Lei 12.990 (PcD, negros); then the source, the footnote and the next
items.

The right reading: one position, the title's total and the racial reserve (the groups of Lei 15.142
together, as the project reads that law's reserve); never proven. `Case.cited`: the lines the position must
cite, the title's and each modalidade's number's (where its figures are printed).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

NUMBERS = {8: "oito", 12: "doze", 18: "dezoito", 20: "vinte", 25: "vinte e cinco", 30: "trinta", 40: "quarenta"}
NEW = [
    ("pcd", "Pessoas com Deficiência (PcD)", "5%"),
    ("pretos_pardos", "Pessoas pretas ou pardas (PPP)", "25%"),
    ("indigenas", "Pessoas indígenas (PI)", "3%"),
    ("quilombolas", "Pessoas Quilombolas (PQ)", "2%"),
]
OLD = [("pcd", "Pessoas com deficiência", "5%"), ("negros", "Candidatos negros", "20%")]
HEADS = ["MODALIDADE DA VAGA", "PERCENTUAL DE RESERVA LEGAL", "NÚMERO DE VAGAS"]
NAME = "Vagas do concurso"


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    cited: list[int] = field(default_factory=list)


def _spaced(rng: random.Random, label: str) -> str:
    """The Diário Oficial's letter-spaced header word: a space after most letters."""
    out = []
    for word in label.split():
        out.append("".join(ch + (" " if rng.random() < 0.7 else "") for ch in word).strip())
    return " ".join(out)


def reserve_demonstrative(rng: random.Random) -> Case:
    total = rng.choice(sorted(NUMBERS))
    new = rng.random() < 0.6
    rows = NEW if new else OLD
    law = "Lei nº 15.142/2025" if new else "Lei nº 12.990/2014"
    number = rng.randint(2, 12)
    title = rng.choice(
        [
            f"Quadro {number}: Demonstrativo dos percentuais e número de vagas exigidos para reserva legal, "
            f"considerando a oferta de {total} ({NUMBERS[total]}) vagas.",
            f"Quadro {number} – Demonstrativo da reserva de vagas, considerando o total de {total} vagas",
        ]
    )
    dou = rng.random() < 0.6
    lines = [title]
    for head in HEADS:
        lines.append((". ." if head == HEADS[0] else ".") + _spaced(rng, head) if dou else head)
    values = {}
    numbers = []  # the modalidades' numbers' places in `lines`
    for role, label, percent in rows:
        share = int(percent[:-1])
        value = -(-total * share // 100) if share * total >= 100 else 0
        values[role] = value
        cells = [label, percent, str(value) if value else rng.choice(["-*", "-", "0"])]
        if dou:
            cells = [". ." + cells[0], "." + cells[1], "." + cells[2]]
        lines += cells
        numbers.append(len(lines) - 1)
    racial = sum(v for r, v in values.items() if r in ("pretos_pardos", "negros", "indigenas", "quilombolas"))
    head = (
        "MINISTÉRIO DA EDUCAÇÃO\nUNIVERSIDADE FEDERAL DE SANTA LUZIA\nEDITAL Nº 4, DE 2 DE JANEIRO DE 2026\n"
        f"7. DA RESERVA DE VAGAS\n7.1. Das vagas, serão reservadas vagas nos termos da {law}.\n"
    )
    tail = (
        "Fonte: Instrução Normativa MGI nº 260/2025.\n*A ausência de vagas reservadas segue o cálculo da lei.\n"
        "7.4. As reservas de vagas serão aplicadas de forma global ao conjunto das vagas ofertadas no concurso.\n"
    )
    text = head + "\n".join(lines) + "\n" + tail
    first = head.count("\n") + 1  # the title's line number
    return Case(text, [Entry(NAME, total, racial, proven=False)], [first + n for n in [0, *numbers]])
