"""Vacancy quadros drawn at random with their right reading, for two classes of plain-text tables.

`label_tails_quadro(rng)`: FGV's quadro as pdfplumber prints its text, single spaces: each header cell's
first word on the top line, its tail under it ("Cargo / Especialidade Vagas Ampla PcD Negros Remuneração"
/ "Totais Concorrência (10%) (20%) (R$)", `tables/label_tails.py`); a pay column after the counts, at
times; names on one line, or ending in a dash above their especialidade, printed below the counts
("Auditor de Controle Externo – 12 8 1 3 14.612,88" / "Auditoria Governamental", `tables/name_wrap.py`);
one table, or two for two bodies with their own reserve rates; at times a legend below naming its quadro
("Siglas utilizadas no Quadro 1: …", whose "1" is no count). Every row adds up: each is proven.

`separate_groups_quadro(rng)`: a state's quadro with separate columns for negros and for índios
("NEGROS (10%) ÍNDIOS (3%)", Mato Grosso do Sul's laws: two lists, the reserve for negros the first
column only), the open list labelled "VAGAS AMPLA CONCORRÊNCIA" or "AMPLA CONCORRÊNCIA", zeros as "–",
names wrapped onto the line below after a colon or in brackets. Every row adds up.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

CARGOS = ["Auditor de Controle Externo", "Analista Ministerial", "Técnico de Controle Externo", "Analista Judiciário"]
AREAS = [
    "Auditoria Governamental",
    "Engenharia Civil",
    "Tecnologia da Informação",
    "Ciências Contábeis",
    "Área Jurídica",
    "Sistemas de Informação",
    "Economia",
    "Arquitetura",
]
NAME_LABELS = ["Cargo / Especialidade", "Cargo / Área", "Cargo"]
#: Each count column's top word and tail.
TOPS = {"total": ("Vagas", "Totais"), "open": ("Ampla", "Concorrência"), "pcd": ("PcD", ""), "negros": ("Negros", "")}
PAY = [("Remuneração", "(R$)"), ("Vencimento", "(R$)"), ("Remuneração", "")]


def _money(rng: random.Random) -> str:
    return f"{rng.randint(3, 19)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"


def _table(rng: random.Random, rate: int, areas: list[str], body: str) -> tuple[list[str], list[Entry]]:
    pay = rng.choice(PAY) if rng.random() < 0.7 else None
    name_label = rng.choice(NAME_LABELS)
    top = [name_label, *(TOPS[c][0] for c in ("total", "open", "pcd", "negros"))]
    notes = rng.random() < 0.7
    tails = ["Totais", "Concorrência", "(10%)" if notes else "", f"({rate}%)" if notes else ""]
    if pay:
        top.append(pay[0])
        tails.append(pay[1])
    lines = [f"Quadro de Vagas – {body} (reserva de negros: {rate}%)", " ".join(top), " ".join(t for t in tails if t)]
    entries = []
    for area in areas:
        cargo = rng.choice(CARGOS)
        negros, pcd, open_ = rng.randint(0, 5), rng.randint(0, 2), rng.randint(1, 20)
        total = negros + pcd + open_
        cells = f"{total} {open_} {pcd} {negros}" + (f" {_money(rng)}" if pay else "")
        if rng.random() < 0.6:
            lines += [f"{cargo} – {cells}", area]
        else:
            lines.append(f"{cargo} – {area} {cells}")
        entries.append(Entry(f"{cargo} – {area}", total, negros))
    return lines, entries


def label_tails_quadro(rng: random.Random) -> Case:
    bodies = [("TRIBUNAL DE CONTAS", rng.choice((20, 25))), ("MINISTÉRIO PÚBLICO DE CONTAS", rng.choice((30, 20)))]
    tables = 2 if rng.random() < 0.5 else 1
    areas = rng.sample(AREAS, rng.randint(tables * 2, min(8, tables * 4)))
    cut = len(areas) // tables
    lines, entries = [], []
    for k in range(tables):
        body, rate = bodies[k]
        chunk = areas[k * cut : (k + 1) * cut] if k < tables - 1 else areas[k * cut :]
        more, found = _table(rng, rate, chunk, body)
        lines += [f"2.{k + 1}. {more[0]}", *more[1:]]
        entries += found
    if rng.random() < 0.5:
        n = rng.randint(1, 3)
        lines.append(
            f"2.{tables + 1}. Siglas utilizadas no Quadro {n}: PcD – pessoas com deficiência; "
            "Negros – candidatos negros (Lei nº 15.142/2025)."
        )
    text = f"{HEAD}2. DOS CARGOS E VAGAS\n" + "\n".join(lines) + f"\n{TAIL}"
    return Case(text, entries)


POSTS = [
    ("Policial Penal – Área de Segurança e Custódia", "(masculino e feminino)"),
    ("Policial Penal – Área de Assistência e Perícia:", "Psicólogo"),
    ("Policial Penal – Área de Assistência e Perícia:", "Assistente Social"),
    ("Policial Penal – Área de Administração e", "Finanças: Assistente Penitenciário"),
    ("Agente de Apoio à Execução Penal – Motorista", ""),
    ("Agente de Apoio à Execução Penal – Pedreiro", ""),
    ("Agente de Apoio à Execução Penal – Eletricista", ""),
]
INDIOS = ["ÍNDIOS (3%)", "ÍNDIOS", "INDÍGENAS (3%)", "CANDIDATOS ÍNDIOS"]
OPEN = ["VAGAS AMPLA CONCORRÊNCIA", "AMPLA CONCORRÊNCIA", "AC"]


def _cell(n: int, rng: random.Random, dash: str) -> str:
    return dash if n == 0 and rng.random() < 0.8 else str(n)


def separate_groups_quadro(rng: random.Random) -> Case:
    dash = rng.choice(["–", "-"])
    header = f"CARGO/FUNÇÃO {rng.choice(OPEN)} PcD (5%) NEGROS (10%) {rng.choice(INDIOS)} TOTAL"
    lines = ["QUADRO 1 – VAGAS POR CARGO E FUNÇÃO", header]
    entries, sums = [], [0, 0, 0, 0, 0]
    picks = rng.sample(range(len(POSTS)), rng.randint(2, len(POSTS)))
    for k in sorted(picks):
        start, rest = POSTS[k]
        values = [rng.randint(1, 120), rng.randint(0, 8), rng.randint(0, 15), rng.randint(0, 4)]
        values.append(sum(values))
        cells = " ".join(_cell(n, rng, dash) for n in values)
        lines.append(f"{start} {cells}")
        if rest:
            lines.append(rest)
        # a bracketed line ("(masculino e feminino)") may be a note: the name is known by its start
        key = rest if rest and not rest.startswith("(") else start
        entries.append(Entry(key, values[-1], values[2]))
        sums = [a + b for a, b in zip(sums, values)]
    if rng.random() < 0.6:
        lines.append("TOTAL " + " ".join(str(n) for n in sums))
    law = "Lei Estadual nº 3.594/2008 (reserva de 10% aos negros) e Lei Estadual nº 3.939/2010 (3% aos índios)"
    text = f"{HEAD}1.2 Observam-se a {law}, em listas distintas.\n" + "\n".join(lines) + f"\n{TAIL}"
    return Case(text, entries)
