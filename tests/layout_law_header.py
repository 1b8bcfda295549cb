"""A federal notice's quadro as a plain extraction prints it (pdftotext without -layout, pypdf): the
header's words in reading order, broken wherever a cell's line ended, one label naming the reserve for
negros by its law ("Reserva" / "Lei nº" / "12.990/2014"); the first line whole labels and the start of a
cut one ("Item Cargo Campus/Unidade Nível de" / "Classificação"). The class of `broken_header`'s law
numbers and opening line and of the header vocabulary's `_NEGROS_LAW`, drawn with random variation.

`law_table(rng)` returns (text, rows): an item column at times, the cargo (an "Área: …" at times), a campus
column at times, the level letter (C, D, E), then the total, the negros' reserve and the PcD's (the two
reserves in either order, each labelled "Reserva …"); the header's words cut into lines of one to three words after the
opening line; a row of zeros at times (a cadastro: no vacancy), a Total row at times. `rows` holds each
row's (name, total, pcd, negros), the name as the cargo and its campus.
"""

from __future__ import annotations

import random

CARGOS = [
    "Administrador",
    "Assistente Social",
    "Engenheiro – Área: Civil",
    "Médico – Área: Clínica Médica",
    "Técnico em Assuntos Educacionais",
    "Assistente em Administração",
    "Técnico de Laboratório – Área: Química",
    "Técnico em Enfermagem",
    "Auxiliar em Administração",
    "Bibliotecário-Documentalista",
]
CAMPI = ["Campus Sede", "Campus Pirapora do Sul", "Hospital Universitário", "Campus Unaí"]
LAWS = ["Reserva Lei nº 12.990/2014", "Reserva Lei 12.990/2014", "Reserva (Lei nº 12.990/2014)"]
PCD = ["Reserva PcD", "Reserva PCD", "Reserva PNE"]


def _cut(words: list[str], rng: random.Random) -> list[str]:
    """The words in lines of one to three."""
    lines, k = [], 0
    while k < len(words):
        n = rng.randint(1, 3)
        lines.append(" ".join(words[k : k + n]))
        k += n
    return lines


def law_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int, int]]]:
    item = rng.random() < 0.7
    campus = rng.random() < 0.7
    reserves = [rng.choice(LAWS), rng.choice(PCD)]
    negros_first = rng.random() < 0.6
    if not negros_first:
        reserves.reverse()
    opening = [*(["Item"] if item else []), "Cargo", *(["Campus/Unidade"] if campus else [])]
    words = ["Classificação", "Vagas", *" ".join(reserves).split(" ")]
    header = [" ".join([*opening, "Nível", "de"]), *_cut(words, rng)]  # the opening line ends in a cut label
    rows, out = [], []
    for n, cargo in enumerate(rng.sample(CARGOS, rng.randint(2, 7))):
        place = rng.choice(CAMPI) if campus else ""
        total = rng.randint(1, 20)
        negros = total * 20 // 100 if total >= 3 else 0
        pcd = rng.choice([0, 1]) if total - negros >= 2 else 0
        cells = [total, negros, pcd] if negros_first else [total, pcd, negros]
        line = [*([str(n + 1)] if item else []), cargo, *([place] if campus else [])]
        line.append(rng.choice("CDE"))
        out.append(" ".join([*line, *map(str, cells)]))
        rows.append((f"{cargo} {place}".strip(), total, pcd, negros))
    if rng.random() < 0.4:  # a cadastro's row of zeros: no vacancy
        line = [*([str(len(rows) + 1)] if item else []), "Técnico em Tecnologia da Informação"]
        out.append(" ".join([*line, *(["Campus Sede"] if campus else []), "D", "0 0 0"]))
    if rng.random() < 0.5:
        sums = [sum(r[1] for r in rows), sum(r[3] for r in rows), sum(r[2] for r in rows)]
        if not negros_first:
            sums[1], sums[2] = sums[2], sums[1]
        out.append("Total " + " ".join(map(str, sums)))
    return "\n".join([*header, *out]), rows
