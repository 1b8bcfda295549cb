"""One cargo's specialties as columns, its units as rows, and the kinds of vacancy as rows at the bottom,
drawn at random with its right reading: the class of `tables/cargo_columns.py`'s rows of places
(Selecon's quadro of a Médico's specialties by health unit).

`specialty_grid(rng)`: two to six specialties, each a column whose head is its name over one or two
lines (left-aligned or centred), the rows' label ("Unidade de Saúde", "Local") on the head's last line
at times; two to six units, zero as "-", "0" or "–", each row's cells the unit's vacancies; at times a
rule; then "Total de vagas" (the units' sum) and the ampla concorrência, PcD and negros rows in any
order; at times the hours and pay rows after a blank line. Each specialty is an entry (its column's total
and reserve for negros, proven by its column's arithmetic); no unit is one. `fault`: the units do not add
up to the Total row (the quadro is then not read).
"""

from __future__ import annotations

import random

from layout_cargo_columns import WIDTH, _head
from layout_places import HEAD, TAIL, Case, Entry

SPECIALTIES = [
    "Clínica Geral",
    "Pediatria",
    "Ginecologia e Obstetrícia",
    "Psiquiatria",
    "Ortopedia",
    "Cardiologia",
    "Anestesiologia",
    "Medicina da Família",
]
UNITS = [
    "Hospital Municipal Dr. Almir Paes",
    "UPA 24h Centro",
    "UPA 24h Baleia",
    "CAPS II Manoel Correia",
    "Policlínica do Porto",
    "Maternidade Municipal",
    "Unidade Mista do Sertão",
]
ROLE_LABELS = {
    "total": ["Total de vagas", "Total", "TOTAL"],
    "open": ["Ampla concorrência", "AC"],
    "pcd": ["Pessoas com deficiência (5%)", "PcD"],
    "negros": ["Pessoas negras (20%)", "Negros"],
}


def _split(total: int, parts: int, rng: random.Random) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total])]


def specialty_grid(rng: random.Random) -> tuple[Case, bool]:
    drawn = [(n, _head(n, rng)) for n in rng.sample(SPECIALTIES, rng.randint(2, 6))]
    names, heads = [n for n, _ in drawn], [h for _, h in drawn]
    units = rng.sample(UNITS, rng.randint(2, 6))
    zero, centred = rng.choice(["-", "0", "–"]), rng.random() < 0.4
    figures = []
    for _ in names:
        f = {"open": rng.randint(1, 12), "negros": rng.randint(0, 3), "pcd": rng.randint(0, 1)}
        f["total"] = f["open"] + f["negros"] + f["pcd"]
        figures.append(f)
    split = [_split(f["total"], len(units), rng) for f in figures]
    fault = rng.random() < 0.1
    if fault:
        split[0][0] += 1
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    rows = [(u, [split[j][i] for j in range(len(names))]) for i, u in enumerate(units)]
    role_rows = [(rng.choice(ROLE_LABELS[r]), [f[r] for f in figures]) for r in ["total", *roles]]
    label = rng.choice(["Unidade de Saúde", "Local", ""])
    depth = max(len(h) for h in heads)
    heads = [[""] * (depth - len(h)) + h for h in heads]
    left = max(len(x) for x in [label, *units, *(r for r, _ in role_rows)]) + 4
    at = rng.choice([3, 5])
    out = []
    for d in range(depth):
        text = (label if d == depth - 1 else "").ljust(left)
        for h in heads:
            text += (h[d].center(WIDTH) if centred else h[d].ljust(WIDTH)).rstrip().ljust(WIDTH)
        out.append(" " + text.rstrip())

    def row(name: str, cells: list[int], indent: str = "") -> str:
        return (
            " "
            + (indent + name).ljust(left)
            + "".join((str(c) if c else zero).rjust(at).ljust(WIDTH) for c in cells).rstrip()
        )

    out += [row(u, c) for u, c in rows]
    if rng.random() < 0.6:
        out.append(" " + "-" * (left + WIDTH * len(names)))
    out += [row(r, c, "  " if k and rng.random() < 0.5 else "") for k, (r, c) in enumerate(role_rows)]
    if rng.random() < 0.5:
        out += ["", " " + "Carga horária".ljust(left) + "".join("24h".rjust(at).ljust(WIDTH) for _ in names).rstrip()]
    title = "QUADRO I – VAGAS DO CARGO DE MÉDICO, POR ESPECIALIDADE E UNIDADE DE SAÚDE"
    text = (
        f"{HEAD}2. DAS VAGAS\n2.1 O cargo de Médico é oferecido nas especialidades do Quadro I.\n\n{title}\n\n"
        + "\n".join(out)
        + f"\n{TAIL}"
    )
    entries = [Entry(n, f["total"], f["negros"]) for n, f in zip(names, figures, strict=True)]
    return Case(text, entries), fault
