"""A quadro whose count labels are abbreviations the edital explains only in a far item, in quotes, drawn
at random with its right reading: the class of `tables/quoted_legend.py`.

`quoted_legend_quadro(rng)`: a single-space quadro "Cargo Univ. PcD C.R. Total" (labels drawn: the open
list "Univ.", "V.U.", "Lib."; the racial quota "C.R.", "C.N.", "R.R.", of which "C.R." is the cadastro de
reserva to the vocabulary), sections between it and the legend ("6.9 Siglas utilizadas no Quadro 1:
"Univ." – vagas …; "C.R.": vagas de cota racial …, não se confundindo com cadastro de reserva."), quotes
straight or curly, a dash or a colon, meanings in other words. Every row adds up: each is proven.
`contested=True`: the racial label is defined a second time as the cadastro de reserva; nothing settles
which, so no row may be confirmed.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Administrador",
    "Assistente Social",
    "Pedagogo",
    "Técnico em Assuntos Educacionais",
    "Assistente em Administração",
    "Técnico de Tecnologia da Informação",
    "Auxiliar em Administração",
    "Bibliotecário-Documentalista",
]
OPEN = ["Univ.", "V.U.", "Lib."]
RACIAL = ["C.R.", "C.N.", "R.R."]
OPEN_MEANING = [
    "vagas de concorrência universal (ampla concorrência)",
    "vagas de ampla concorrência",
    "vagas destinadas à ampla concorrência",
]
RACIAL_MEANING = [
    "vagas de cota racial (Lei nº 12.990/2014), não se confundindo com cadastro de reserva",
    "vagas reservadas a candidatos negros",
    "vagas de cota racial para candidatos pretos e pardos",
]
FILLER = [
    "DAS INSCRIÇÕES\n{n}.1 Período: 25/07/2025 a 21/08/2025, pelo sítio do concurso.",
    "DAS PROVAS\n{n}.1 A prova objetiva terá 50 questões.\n{n}.2 Data provável: 02/10/2025.",
    "DA ISENÇÃO\n{n}.1 Terá direito à isenção o candidato inscrito no CadÚnico.",
]


def quoted_legend_quadro(rng: random.Random, contested: bool = False) -> Case:
    open_label, racial = rng.choice(OPEN), rng.choice(RACIAL)
    left, right = rng.choice([('"', '"'), ("“", "”")])
    sep = rng.choice([" – ", ": ", " - "])
    lines = ["1. DOS CARGOS E DAS VAGAS", "Quadro 1 – Cargos e vagas", f"Cargo {open_label} PcD {racial} Total"]
    entries = []
    for name in rng.sample(NAMES, rng.randint(2, 7)):
        open_, pcd, negros = rng.randint(1, 12), rng.randint(0, 2), rng.randint(0, 3)
        total = open_ + pcd + negros
        cells = [str(n) if n or rng.random() < 0.4 else "-" for n in (open_, pcd, negros)]
        lines.append(f"{name} {' '.join(cells)} {total}")
        entries.append(Entry(name, total, negros, proven=not contested))
    for n, section in enumerate(rng.sample(FILLER, rng.randint(1, 3)), start=2):
        lines.append(f"{n}. " + section.format(n=n))
    defined = [
        f"{left}{open_label}{right}{sep}{rng.choice(OPEN_MEANING)}",
        f"{left}PcD{right}{sep}vagas reservadas a pessoas com deficiência",
        f"{left}{racial}{right}{sep}{rng.choice(RACIAL_MEANING)}",
    ]
    rng.shuffle(defined)
    lines.append("6. DAS RESERVAS\n6.9 Siglas utilizadas no Quadro 1: " + "; ".join(defined) + ".")
    if contested:
        lines.append(f"6.10 Para os fins do item 8, {left}{racial}{right}{sep}cadastro de reserva.")
    text = HEAD + "\n".join(lines) + f"\n{TAIL}"
    return Case(text, entries)
