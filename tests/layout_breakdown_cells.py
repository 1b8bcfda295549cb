"""Quadros of one vacancy column whose cells print the total and, in brackets, its parts ("8 (5+1+2)"), the
header cell naming the parts the same way ("Vagas – Total (AC + PcD + Negros)"), drawn at random with their
right reading: the class of `tables/breakdown_cells.py`.

`breakdown_quadro(rng)`: a prefeitura's portal news or page copying the quadro with tabs, as a Markdown pipe
table, or in single spaces; the total's label in several wordings ("Vagas – Total", "Total de vagas", "Nº de
vagas", "Vagas"), two or three parts in any order, each in several wordings ("AC", "Ampla concorrência",
"PcD", "Pessoas com deficiência", "Negros", "PN", "Cotas raciais"), parted by "+" or "/" with or without
spaces; cells "8 (5+1+2)", "08 (05 + 01 + 02)", a dash for a zero part at times; an escolaridade column
before at times, a pay and a jornada after at times; a "CR" row (no vacancy) and a legend sentence at
times; news prose around it. Every row adds up, so every entry is proven.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

NAMES = [
    "Agente Administrativo",
    "Agente de Trânsito",
    "Almoxarife",
    "Arquiteto",
    "Assistente Social",
    "Auxiliar de Consultório Dentário",
    "Cuidador Social",
    "Educador Físico",
    "Fiscal de Posturas",
    "Operário",
    "Procurador Municipal",
    "Técnico em Enfermagem",
    "Motorista de Veículos Pesados",
    "Professor de Educação Infantil",
    "Psicólogo",
    "Engenheiro Civil",
]
LEADS = ["Vagas – Total", "Total de vagas", "Nº de vagas", "Vagas", "Vagas: total", "Total"]
ROLE_WORDS = {
    "open": ["AC", "Ampla concorrência", "Ampla"],
    "pcd": ["PcD", "Pessoas com deficiência", "PCD"],
    "negros": ["Negros", "PN", "Cotas raciais", "Candidatos negros"],
}
OPENING = (
    "Prefeitura de Vila Nova do Sul\nInício  Notícias  Serviços  Transparência\n\n"
    "Prefeitura abre concurso com vagas imediatas\nPublicado em 21/02/2026 às 10h32\n\n"
    "A Prefeitura publicou nesta sexta-feira (20) o Edital nº 001/2026 do concurso público. As inscrições vão de"
    "\n2 a 31 de março pelo site da banca.\n\nConfira os cargos\n\n"
)
LEGEND = "Na coluna de vagas, o primeiro número é o total; entre parênteses, a divisão entre as modalidades.\n\n"
CLOSING = (
    "\nAs provas objetivas estão previstas para 26 de abril, em escolas da sede do município.\n\n"
    "Quem está inscrito no CadÚnico pode pedir isenção entre 2 e 6 de março.\n"
)


def _count(n: int, pad: bool, dash: bool) -> str:
    if n == 0 and dash:
        return "–"
    return f"{n:02d}" if pad else str(n)


def breakdown_quadro(rng: random.Random) -> Case:
    roles = rng.choice([["open", "pcd", "negros"], ["open", "negros", "pcd"], ["open", "negros"]])
    if rng.random() < 0.2:
        rng.shuffle(roles)
    plus = rng.choice(["+", " + ", "/", " / "])
    cell_plus = plus if rng.random() < 0.7 else rng.choice(["+", " + "])
    formula = plus.join(rng.choice(ROLE_WORDS[r]) for r in roles)
    count_label = f"{rng.choice(LEADS)} ({formula})"
    schooling, pay, hours = rng.random() < 0.6, rng.random() < 0.7, rng.random() < 0.3
    labels = ["Cargo", *(["Escolaridade"] if schooling else []), count_label]
    labels += [*(["Salário inicial"] if pay else []), *(["Carga horária"] if hours else [])]
    pad, dash = rng.random() < 0.3, rng.random() < 0.2
    rows, entries = [], []
    names = rng.sample(NAMES, rng.randint(2, 9))
    cr_at = rng.randrange(len(names)) if rng.random() < 0.3 else None
    for k, name in enumerate(names):
        cells = [name, *([rng.choice(["Fundamental", "Médio", "Superior"])] if schooling else [])]
        if k == cr_at:
            cells.append(rng.choice(["CR", "Cadastro reserva"]))
        else:
            total = rng.randint(1, 25)
            negros = total * 20 // 100 if total >= 3 else rng.choice([0, 0, 1]) if total == 2 else 0
            pcd = (1 if total >= 5 else 0) if "pcd" in roles else 0
            parts = {"open": total - negros - pcd, "pcd": pcd, "negros": negros}
            inside = cell_plus.join(_count(parts[r], pad, dash) for r in roles)
            cells.append(f"{_count(total, pad, False)} ({inside})")
            entries.append(Entry(name, total, negros))
        if pay:
            cells.append(f"R$ {rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}")
        if hours:
            cells.append(rng.choice(["40h", "30h", "20 horas"]))
        rows.append(cells)
    style = rng.choice(["tab", "pipe", "space"])
    if style == "tab":
        table = ["\t".join(labels), *("\t".join(r) for r in rows)]
    elif style == "pipe":
        table = [f"| {' | '.join(labels)} |", "|" + "---|" * len(labels), *(f"| {' | '.join(r)} |" for r in rows)]
    else:
        table = [" ".join(labels), *(" ".join(r) for r in rows)]
    if cr_at is not None or rng.random() < 0.3:
        table.append("Fonte: Edital nº 001/2026 – Anexo I. CR = cadastro de reserva.")
    text = OPENING + (LEGEND if rng.random() < 0.4 else "") + "\n".join(table) + "\n" + CLOSING
    return Case(text, entries)
