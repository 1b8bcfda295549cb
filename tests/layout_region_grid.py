"""Quadros of one cargo's vacancies by region, the places' columns under labels the vocabulary does not
read ("CPR", "Sede"), totals on both axes, the cargo named only by the title above and the opening. The
class of `tables/region_grid.py`, drawn with random variation for its property test.

`region_grid(rng)` draws an edital's opening naming the cargo, a title in one of its forms, a header of
place labels (a seat's column or none) and count labels (ampla concorrência over one line or two,
negros, at times PcD, the total first or last), the regions' rows (a seat that at times runs into the
region one space apart, counts with or without thousands separators, "–" for none) and a TOTAL row first
or last, then a second cargo's table and a table of the physical test as traps. At times the quadro
cannot be proven: a row's parts miss its total, or the TOTAL row misses a column's sum. Returns the text,
the rows (region, total, negros), the cargo and whether the text proves the reading.
"""

from __future__ import annotations

import random

CARGOS = ["Soldado PM de 2ª Classe", "Soldado Bombeiro Militar", "Agente de Polícia Penal", "Soldado PM"]
DIRECTIONS = ["Capital", "Norte", "Sul", "Leste", "Oeste", "Centro", "Vale do Araguaia", "Sudoeste", "Litoral"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
SEATS = [
    "Araguaína do Norte",
    "Barra do Tapajá",
    "São Vicente do Sono",
    "Lajeado Grande",
    "Campos do Javaé",
    "Conceição das Garças",
    "Porto Azul",
    "Vila Rica",
    "Santa Luzia",
]
PREFIXES = ["CPR", "CRPM", "Comando Regional"]
SEAT_LABELS = ["Sede", "Município-sede", "Cidade-sede"]
TITLES = [
    "QUADRO I – DISTRIBUIÇÃO DAS VAGAS DE {c} POR {p} E POR MODALIDADE",
    "QUADRO I – VAGAS PARA O CARGO DE {c} POR {p}",
    "TABELA 1 – QUADRO DE VAGAS – {c} – POR {p}",
    "{c} – VAGAS POR {p}",
]


def _count(n: int, separators: bool) -> str:
    return f"{n:,}".replace(",", ".") if separators else str(n)


def region_grid(rng: random.Random) -> tuple[str, list[tuple[str, int, int]], str, bool]:
    cargo = rng.choice(CARGOS)
    prefix = rng.choice(PREFIXES)
    seat_label = rng.choice([*SEAT_LABELS, None])
    pcd = rng.random() < 0.3
    total_first = rng.random() < 0.3
    total_row_first = rng.random() < 0.2
    separators = rng.random() < 0.7
    ac_label = rng.choice([("Ampla", "Concorrência"), ("Ampla Concorrência", ""), ("AC", "")])
    negros_label = rng.choice([("Candidatos", "Negros"), ("Negros", ""), ("Cotas", "Negros")])
    total_label = rng.choice([("Total", ""), ("Total de", "Vagas")])
    k = rng.randint(2, 8)
    picked = rng.sample(range(len(DIRECTIONS)), k)
    seats = rng.sample(SEATS, k)
    rows = []
    for n, d in enumerate(sorted(picked)):
        negros, pcd_n = rng.randint(0, 300), rng.randint(0, 60) if pcd else 0
        open_ = rng.randint(1, 1500)
        region = f"{prefix} {ROMAN[n]} – {DIRECTIONS[d]}"
        seat = seats[n] if seat_label else ""
        rows.append((region, seat, [open_, *([pcd_n] if pcd else []), negros]))
    labels = [ac_label, *([("PcD", "")] if pcd else []), negros_label]
    proven = rng.random() < 0.85
    lines_cells = []
    for region, seat, parts in rows:
        lines_cells.append((region, seat, [*parts, sum(parts)]))
    sums = [sum(c[2][j] for c in lines_cells) for j in range(len(labels) + 1)]
    if not proven:
        if rng.random() < 0.5:
            lines_cells[rng.randrange(k)][2][-1] += rng.choice([-1, 1, 10])
        else:
            sums[rng.randrange(len(sums))] += rng.choice([1, 2, 100])
    names_width = max(len(r) for r, _, _ in rows) + rng.randint(1, 12)
    run_together = rng.random() < 0.3  # the longest region's seat one space after it

    def order(counts: list) -> list:
        return [counts[-1], *counts[:-1]] if total_first else counts

    heads = order([*labels, total_label])
    width = max(len(w) for h in heads for w in h) + rng.randint(2, 6)

    def name_cell(region: str, seat: str) -> str:
        if not seat:
            return region.ljust(names_width)
        gap = 1 if run_together and len(region) == max(len(r) for r, _, _ in rows) else names_width - len(region)
        return (region + " " * max(gap, 1) + seat).ljust(names_width + 24)

    name_w = max(len(name_cell(r, s)) for r, s, _ in rows)
    top = ("    " + prefix.split()[0]).ljust(names_width + 4) + (seat_label or "")
    top = top.ljust(name_w + 4) + "".join(h[0].rjust(width) for h in heads)
    second = (" " * (name_w + 4) + "".join((h[1] or "").rjust(width) for h in heads)).rstrip()
    body = []
    for region, seat, counts in lines_cells:
        text = [_count(c, separators) if c or rng.random() < 0.7 else "–" for c in order(counts)]
        body.append("    " + name_cell(region, seat).ljust(name_w) + "".join(t.rjust(width) for t in text))
    total = "    " + "TOTAL".ljust(name_w) + "".join(_count(c, separators).rjust(width) for c in order(sums))
    body = [total, *body] if total_row_first else [*body, total]
    title = rng.choice(TITLES).format(c=cargo.upper(), p=rng.choice([prefix.upper(), "REGIÃO"]))
    text = "\n".join(
        [
            "GOVERNO DO ESTADO DO ARAGUAIA",
            "CONCURSO PÚBLICO – EDITAL Nº 001/2025",
            f"O Comandante-Geral torna pública a realização de concurso para o provimento de vagas no cargo de {cargo}"
            " e no Curso de Formação de Oficiais.",
            "1. DAS DISPOSIÇÕES PRELIMINARES",
            "1.1 Ficam reservadas aos candidatos negros 20% das vagas de cada região.",
            "",
            "    " + title,
            "",
            top,
            *([second] if second.strip() else []),
            *body,
            "",
            "1.2 A classificação dar-se-á por região.",
            "",
            "    QUADRO II – VAGAS DO CURSO DE FORMAÇÃO DE OFICIAIS",
            "",
            "    Cargo                          Ampla Concorrência     Candidatos Negros     Total",
            "    Cadete PM (CFO)                        48                     12              60",
            "",
            "2. DO TESTE DE APTIDÃO FÍSICA",
            "    Exercício                               Masculino              Feminino",
            "    Corrida de 12 minutos                   2.400 metros           2.000 metros",
            "    Flexão de braços                        6 repetições           15 s",
            "",
            "3. DAS INSCRIÇÕES",
            "3.1 As inscrições serão feitas pela internet.",
        ]
    )
    want = [(region, counts[-1], counts[len(labels) - 1]) for region, _, counts in lines_cells]
    return text + "\n", want, cargo, proven
