"""A cargo heading, the cargo's total first, then its places' rows, each with its own reserve, drawn at
random with its right reading: the class of `tables/total_first.py` (IBFC's quadros by unidade regional
and by localidade).

`total_first(rng)`: one to four cargos, each under a heading ("CARGO 01 – FISCAL AGROPECUÁRIO", "EMPREGO
02 – ELETROMECÂNICO", "Função 3: Analista"), at times a line of pay and hours under it; the cargo's total
either as the table's first row ("Total do cargo ............  15  11  1  3", dot leaders at times) or as
a line above the table ("Total do emprego: 19 vagas (AC 12 · PcD 1 · Neg 6)"); the header with no name
label, "Lotação", or "Localidade (UN)" with a legend naming UN; "Ampla Conc.", "AC" or "Ampla
concorrência"; two to five places, zero as "-", "–" or "0"; at times a page's foot and running head
between two cargos. Each place is an entry (its own vacancies and reserve, proven by its row's
arithmetic); `cargos` holds each cargo's total and whether its total line holds the places' sum
(`fault`: one that does not; a total row first that does not leaves the table's rows unproven).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Case, Entry

CARGOS = [
    "Fiscal Agropecuário – Médico Veterinário",
    "Fiscal Agropecuário – Engenheiro Agrônomo",
    "Técnico Agropecuário",
    "Assistente de Defesa Agropecuária",
    "Agente de Saneamento",
    "Eletromecânico",
    "Técnico em Química",
    "Analista de Saneamento / Engenheiro Civil",
]
TOWNS = [
    "Araguaína",
    "Gurupi",
    "Palmas",
    "Porto Nacional",
    "Dianópolis",
    "Tocantinópolis",
    "Augustinópolis",
    "Colinas do Tocantins",
    "Paraíso do Tocantins",
    "Arraias",
    "Miracema",
    "Feira de Santana",
    "Vitória da Conquista",
    "Jequié",
    "Camaçari",
    "Juazeiro",
    "Barreiras",
    "Ilhéus",
    "Itabuna",
    "Teixeira de Freitas",
]
HEAD = (
    "GOVERNO DO ESTADO DO TOCANTINS\nAGÊNCIA DE DEFESA AGROPECUÁRIA – ADAPTINS\nCONCURSO PÚBLICO – EDITAL Nº 01/2019\n\n"
    "1. DAS VAGAS\n1.1 As vagas são distribuídas por cargo e por unidade de lotação, conforme o Quadro I.\n"
)
TAIL = "\n2. DAS INSCRIÇÕES\n2.1 As inscrições serão realizadas exclusivamente pela internet.\n"
LEGEND = "Legenda: AC – Ampla Concorrência; PcD – Pessoa com Deficiência; Neg – Negros; UN – Unidade Regional.\n"


@dataclass
class CargoTotal:
    name: str
    vacancies: int
    holds: bool


@dataclass
class TotalFirstCase(Case):
    cargos: list[CargoTotal] = field(default_factory=list)
    row_form: bool = False


def _place(town: str, n: int, rng: random.Random) -> str:
    return rng.choice([f"Unidade Regional de {town}", f"{town} – U{chr(65 + n % 26)}{chr(66 + n % 24)}", town])


def _cell(value: int, zero: str) -> str:
    return zero if value == 0 else str(value)


def total_first(rng: random.Random) -> TotalFirstCase:
    cargos = rng.sample(CARGOS, rng.randint(1, 4))
    towns = iter(rng.sample(TOWNS, len(TOWNS)))
    row_form = rng.random() < 0.5
    word = rng.choice(["CARGO", "EMPREGO", "Cargo", "Emprego"])
    zero = rng.choice(["-", "–", "0"])
    name_label = rng.choice(["", "Lotação", "Localidade (UN)"])
    open_label = rng.choice(["Ampla Conc.", "AC", "Ampla concorrência"])
    negros_label = rng.choice(["Negros", "Neg"]) if name_label != "Localidade (UN)" else "Neg"
    labels = ["Total", open_label, "PcD", negros_label]
    width = max(len(x) for x in [*labels, "Total do cargo"]) + 4
    fault = rng.randrange(len(cargos)) if rng.random() < 0.2 else None
    lines: list[str] = ["QUADRO I – DISTRIBUIÇÃO DE VAGAS POR CARGO E UNIDADE", ""]
    entries: list[Entry] = []
    totals: list[CargoTotal] = []
    for k, cargo in enumerate(cargos):
        places = [_place(next(towns), 7 * k + n, rng) for n in range(rng.randint(2, 5))]
        rows = []
        for place in places:
            negros, pcd, open_ = rng.randint(0, 2), rng.randint(0, 1), rng.randint(1, 6)
            rows.append((place, [open_ + pcd + negros, open_, pcd, negros]))
        sums = [sum(r[1][j] for r in rows) for j in range(4)]
        if k == fault:
            sums = [sums[0] + 1, sums[1] + 1, sums[2], sums[3]]
        heading = cargo.upper() if word.isupper() else cargo
        lines.append(f"{word} {k + 1:02d} – {heading}" if rng.random() < 0.7 else f"{word} {k + 1}: {heading}")
        if rng.random() < 0.5:
            lines.append("Remuneração inicial: R$ 7.944,12 – Jornada: 40h semanais")
        indent = " " * rng.choice([2, 3, 5])
        left = max(len(p) for p in places) + 4
        if not row_form:
            total_word = "emprego" if word.lower() == "emprego" else "cargo"
            dot = rng.choice([" · ", "; ", ", "])
            parts = dot.join(f"{a} {v}" for a, v in zip(["AC", "PcD", "Neg"], sums[1:], strict=True))
            lines.append(f"{indent}Total do {total_word}: {sums[0]} vagas ({parts})")
        lines.append(indent + name_label.ljust(left) + "".join(x.rjust(width) for x in labels))
        if row_form:
            label = "Total do cargo " + ("." * 20 if rng.random() < 0.5 else "")
            lines.append(indent + label.ljust(left) + "".join(_cell(v, zero).rjust(width) for v in sums))
        for place, cells in rows:
            lines.append(indent + "  " + place.ljust(left - 2) + "".join(_cell(v, zero).rjust(width) for v in cells))
            entries.append(Entry(place, cells[0], cells[3], proven=not (row_form and k == fault)))
        totals.append(CargoTotal(cargo, sum(r[1][0] for r in rows), k != fault))
        lines.append("")
        if k + 1 < len(cargos) and rng.random() < 0.25:
            lines += [f"{' ' * 60}Página {k + 4} de 31", "IBFC – Edital nº 01/2019 – ADAPTINS", ""]
    legend = LEGEND if name_label == "Localidade (UN)" or negros_label == "Neg" else ""
    text = HEAD + legend + "\n" + "\n".join(lines) + TAIL
    return TotalFirstCase(text, entries, totals, row_form)
