"""A Cebraspe quadro by cargo and region as pypdf prints it, a row a line, some rows broken after the
region's number, drawn at random with its right reading: the class of `tables/region_wrap.py`.

`region_wrap(rng)`: a header wrapped one word-group a line ("Cargo/RISP", "Sede da RISP", "Vagas para
ampla", "concorrência", …), rows "Cargo 1: Delegado de Polícia – RISP 2 Santa Luzia do Xingu 3 0 1 4"
(the region's word drawn: RISP, Região, Polo, Lote, AISP; its dash or none), each broken at times after
the region's number, the seat and the counts on the next line; counts in the header's order (ampla, PcD,
negros, total); a Total row at times. The right reading: each cargo-and-region once, named by its
region's number, its total and its negros' count.
"""

from __future__ import annotations

import random

from layout_places import HEAD, NAMES, PLACES, TAIL, Case, Entry

REGIONS = ["RISP", "Região", "Polo", "Lote", "AISP"]
HEADERS = [
    [
        "Vagas para ampla",
        "concorrência",
        "Vagas reservadas",
        "às pessoas com",
        "deficiência",
        "Vagas reservadas",
        "aos candidatos",
        "negros",
        "Total de vagas",
    ],
    ["AC PcD Negros Total"],
]


def region_wrap(rng: random.Random) -> Case:
    word = rng.choice(REGIONS)
    dash = rng.choice([" – ", " - ", " "])
    cargos = rng.sample(NAMES, rng.randint(1, 4))
    regions = rng.randint(2, 4)
    seats = rng.sample(PLACES, regions)
    head = [f"Cargo/{word}", f"Sede da {word}", *rng.choice(HEADERS)]
    rows, entries, sums = [], [], [0, 0, 0, 0]
    for c, cargo in enumerate(cargos, 1):
        for r, seat in enumerate(seats, 1):
            ac, pcd, negros = rng.randint(1, 40), rng.randint(0, 3), rng.randint(0, 12)
            values = [ac, pcd, negros, ac + pcd + negros]
            sums = [a + b for a, b in zip(sums, values)]
            name = f"Cargo {c}: {cargo}{dash}{word} {r}"
            counts = " ".join(map(str, values))
            if rng.random() < 0.4:
                rows += [name, f"{seat} {counts}"]
            else:
                rows.append(f"{name} {seat} {counts}")
            entries.append(Entry(f"{cargo}{dash}{word} {r}", values[3], negros))
    if rng.random() < 0.6:
        rows.append("Total " + " ".join(map(str, sums)))
    text = (
        f"{HEAD}\n3 DA DISTRIBUIÇÃO DAS VAGAS\n3.1 As vagas serão distribuídas por região, conforme quadro a seguir.\n"
        + "\n".join([*head, *rows])
        + "\n3.2 Os candidatos concorrerão às vagas da região para a qual se inscreverem.\n"
        + TAIL
    )
    return Case(text, entries)
