"""Quadros whose reserve cells give the rate and, in brackets, the count ("20% (8)", "5% (–)"), drawn at
random with their right reading: the class of `tables/percent_cells.py`.

`percent_cells_quadro(rng)`: IADES' quadro laid out by spaces (a code, "Emprego / Especialidade", "Vagas" /
"totais", PcD, Negros, "Ampla" / "concorrência", rules above and below) or Consulplan's in single spaces
(the escolaridade, "VAGAS TOTAIS RESERVA PcD RESERVA NEGROS", then jornada and pay); reserve cells "p% (n)",
"p% (–)" or a dash for none, at times a footnote star on one; one table, or two with different rates; a
TOTAL row at times. The counts are taken as written: every row adds up where the open list is printed,
and the single-space quadro is proven only by its TOTAL row.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Técnico de Enfermagem",
    "Técnico em Radiologia",
    "Técnico de Laboratório – Análises Clínicas",
    "Auxiliar de Farmácia",
    "Enfermeiro Assistencial",
    "Fisioterapeuta – Terapia Intensiva",
    "Farmacêutico",
    "Nutricionista Clínico",
    "Médico – Cardiologia",
    "Médico – Oftalmologia",
    "Agente Legislativo",
    "Assistente Legislativo",
]
RULE = "-" * 100


def _cell(rate: int, n: int, rng: random.Random, star: bool) -> str:
    if n == 0:
        return rng.choice([f"{rate}% (–)", "–", "—"])
    return f"{rate}% ({n})" + ("*" if star else "")


def _spaced(rng, rates, names, code) -> tuple[list[str], list[Entry]]:
    pcd_rate, negro_rate = rates
    lines = [
        RULE,
        " Cód.  Emprego / Especialidade                    Vagas      PcD            Negros          Ampla",
        "                                                  totais                                    concorrência",
        RULE,
    ]
    entries = []
    starred = rng.random() < 0.3
    for k, name in enumerate(names):
        total = rng.randint(1, 40)
        pcd = min(total // 10, rng.randint(0, 3))
        negros = min(total - pcd, rng.randint(0, max(1, total * negro_rate // 100)))
        open_ = total - pcd - negros
        star = starred and k == len(names) - 1 and negros > 0
        row = (
            f" {code + k:<5} {name:<44} {total:>3}       {_cell(pcd_rate, pcd, rng, False):<15}"
            f"{_cell(negro_rate, negros, rng, star):<15}{open_:>7}"
        )
        lines.append(row.rstrip())
        entries.append(Entry(name, total, negros))
    lines.append(RULE)
    if starred:
        lines.append(" * Reserva assegurada mesmo em número inferior a 3 vagas.")
    return lines, entries


def _single(rng, rates, names) -> tuple[list[str], list[Entry]]:
    pcd_rate, negro_rate = rates
    lines = ["CARGO ESCOLARIDADE VAGAS TOTAIS RESERVA PcD RESERVA NEGROS CARGA HORÁRIA VENCIMENTO"]
    entries, sums = [], [0, 0, 0]
    for name in names:
        total = rng.randint(1, 12)
        pcd = min(total // 5, rng.randint(0, 1))
        negros = min(total - pcd, rng.randint(0, max(1, total * negro_rate // 100)))
        cells = f"{total:02d} {_cell(pcd_rate, pcd, rng, False)} {_cell(negro_rate, negros, rng, False)}"
        pay = f"R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        lines.append(
            f"{name} {rng.choice(['Médio completo', 'Superior completo'])} {cells} {rng.choice([30, 35, 40])}h {pay}"
        )
        entries.append(Entry(name, total, negros))
        sums = [sums[0] + total, sums[1] + pcd, sums[2] + negros]
    totalled = rng.random() < 0.5
    if totalled:  # the TOTAL row proves each column (with no open list, nothing else does)
        lines.append(f"TOTAL {sums[0]} {pcd_rate}% ({sums[1]}) {negro_rate}% ({sums[2]})")
    for entry in entries:
        entry.proven = totalled
    return lines, entries


def percent_cells_quadro(rng: random.Random) -> Case:
    names = rng.sample(NAMES, rng.randint(2, 9))
    lines = [
        "2 DOS EMPREGOS E DAS VAGAS",
        "2.1 Cada célula de reserva indica o percentual e, entre parênteses, o número de vagas.",
    ]
    entries = []
    if rng.random() < 0.6:
        tables = (
            [names] if rng.random() < 0.5 or len(names) < 4 else [names[: len(names) // 2], names[len(names) // 2 :]]
        )
        for t, chunk in enumerate(tables):
            rates = [(10, 20), (5, 30)][t] if len(tables) > 1 else rng.choice([(10, 20), (5, 30), (5, 20)])
            more, found = _spaced(rng, rates, chunk, 301 + 100 * t)
            lines += ["", f"QUADRO {t + 1} – EMPREGOS", *more]
            entries += found
    else:
        more, entries = _single(rng, rng.choice([(5, 20), (10, 30)]), names)
        lines += ["QUADRO DE VAGAS", *more]
    text = HEAD + "\n".join(lines) + f"\n{TAIL}"
    return Case(text, entries)
