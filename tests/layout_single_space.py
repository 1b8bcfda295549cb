"""A quadro de vagas copied from a Diário Oficial's web page, each row one line with its cells parted by
single spaces, drawn at random with its right readings: the class of the jornada cell in
`tables/cells.py` (`_before_jornada`) and of the hours kept in a name (`names.clean_name`).

`single_space_rows(rng)`: a one-line header ("CÓD CARGO VAGAS AC VAGAS PcD VAGAS NEGROS TOTAL VENCIMENTO
(R$)"), its count labels in any order; each row a code, the cargo's name (numbers inside it at times:
"Agente de Trânsito Nível 2", "Professor PEB II – Ciências", "Técnico Nível 3"), the weekly hours after
the name ("30h", "40 horas") either as part of the name (the header has no jornada column: then "Médico
20h" and "Médico 40h" are two cargos) or under a "CH" / "JORNADA" column of the header, the counts, the pay;
a cargo of cadastro de reserva only ("CR" in every count column), a TOTAL row, and after it a fee table
whose codes are numbers ("Superior 120,00 101 103 104") and a table of questions and weights.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Assistente Social",
    "Técnico em Radiologia",
    "Professor PEB II – Ciências",
    "Professor PEB II – Educação Física",
    "Operador de Máquinas Pesadas",
    "Agente de Trânsito Nível 2",
    "Técnico Nível 3 – Informática",
    "Médico Clínico Geral",
    "Auxiliar de Creche",
    "Fonoaudiólogo",
    "Motorista Categoria D",
    "Engenheiro Civil",
]
LABELS = {
    "open": ["VAGAS AC", "AC", "AMPLA CONCORRÊNCIA"],
    "pcd": ["VAGAS PcD", "PcD"],
    "negros": ["VAGAS NEGROS", "NEGROS", "PN"],
    "total": ["TOTAL", "TOTAL DE VAGAS"],
}
HOURS_LABEL = ["CH", "JORNADA", "CARGA HORÁRIA"]
FEES = (
    "4. DAS INSCRIÇÕES\n4.1 As inscrições serão feitas pela internet, de 22/07/2024 a 21/08/2024.\n4.2 Valores da taxa de inscrição:\nNÍVEL VALOR (R$) CÓDIGOS\nFundamental 55,00 105 109\n"
    "Médio/Técnico 80,00 102 106\nSuperior 120,00 101 103 104 107 108 110\n"
)
QUESTIONS = (
    "5.1 A prova objetiva terá a seguinte composição:\nCÓD DISCIPLINA QUESTÕES PESO TOTAL\n"
    "01 Língua Portuguesa 10 2 20\n02 Matemática 5 2 10\n03 Conhecimentos Específicos 20 3 60\n"
)


def _hours(rng: random.Random) -> int:
    return rng.choice([20, 24, 30, 40, 44])


def single_space_rows(rng: random.Random) -> Case:
    """See the module docstring."""
    counts = ["open", "pcd", "negros"]
    rng.shuffle(counts)
    counts = [*counts, "total"] if rng.random() < 0.8 else ["total", *counts]
    hours_column = rng.random() < 0.3  # the header names the jornada: hours are that cell, not the name's
    spelled = rng.random() < 0.3  # "40 horas" rather than "40h"
    header = ["CÓD", "CARGO", *([rng.choice(HOURS_LABEL)] if hours_column else [])]
    header += [rng.choice(LABELS[k]) for k in counts] + ["VENCIMENTO (R$)"]
    names = rng.sample(NAMES, rng.randint(3, 8))
    if not hours_column and rng.random() < 0.4:
        names.append(names[0])  # the same cargo at other hours: two cargos, told apart by their hours
    rows, entries, sums = [], [], dict.fromkeys(counts, 0)
    used: set[tuple[str, int]] = set()
    for at, name in enumerate(names):
        hours = _hours(rng)
        while (name, hours) in used:
            hours = _hours(rng)
        used.add((name, hours))
        jornada = f"{hours} horas" if spelled else f"{hours}h"
        pay = f"{rng.randint(1, 11)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        if at and rng.random() < 0.12:
            rows.append(" ".join([str(101 + at), name, jornada, *["CR"] * len(counts), pay]))
            continue
        total = rng.randint(1, 20)
        negros = total * 20 // 100 + (total % 5 >= 3)
        pcd = min(total - negros, 1 if total >= 5 else 0)
        figures = {"open": total - negros - pcd, "pcd": pcd, "negros": negros, "total": total}
        for k in counts:
            sums[k] += figures[k]
        rows.append(" ".join([str(101 + at), name, jornada, *(str(figures[k]) for k in counts), pay]))
        named = name if hours_column else f"{name} {jornada}"
        entries.append(Entry(named, total, negros))
    if rng.random() < 0.7:
        rows.append(" ".join(["TOTAL", *(str(sums[k]) for k in counts), "-"]))
    lead = "2.1 Os cargos, o número de vagas por modalidade e o vencimento inicial são os seguintes:\n"
    after = (
        "2.2 CR = cadastro de reserva.\n" + (FEES if rng.random() < 0.5 else "") + (QUESTIONS * (rng.random() < 0.5))
    )
    table = " ".join(header) + "\n" + "\n".join(rows) + "\n"
    return Case(HEAD + "2. DOS CARGOS E VAGAS\n" + lead + table + after + TAIL, entries)
