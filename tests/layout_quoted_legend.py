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


GLOSSARY_OPEN = [
    ("Universal", "vagas destinadas à livre concorrência de todos os candidatos inscritos"),
    ("AL", "vagas de ampla concorrência"),
]
GLOSSARY_PCD = [
    ("PD", "vagas reservadas às pessoas com deficiência (Lei nº 13.320/2009)"),
    ("PcD", "pessoas com deficiência"),
]
GLOSSARY_RACIAL = [
    ("C.R.", "vagas reservadas por cota racial a candidatos negros e pardos, conforme a Lei Estadual nº 14.147/2012"),
    ("CR", "vagas de cota racial para candidatos negros"),
    ("N", "vagas reservadas a candidatos negros"),
]
SITES = ["SE Esteio", "SE Santa Maria", "SE Passo Fundo", "SE Pelotas", "SE Lajeado"]


def glossary_quadro(rng: random.Random) -> Case:
    """Fundatec's quadro under raw text: labels ("Universal PD C.R.") explained only by a glossary's items
    in the edital's first item ("c) C.R.: vagas reservadas por cota racial …"), the pay's label alone on the
    line under the header ("Vencimento (R$)"), a level column ("NS"/"NM"), at times a row offered for the
    cadastro only ("Cadastro Cadastro Cadastro –"), not an entry. Every other row adds up."""
    (open_label, open_m), (pcd_label, pcd_m), (racial, racial_m) = (
        rng.choice(GLOSSARY_OPEN),
        rng.choice(GLOSSARY_PCD),
        rng.choice(GLOSSARY_RACIAL),
    )
    items = [(open_label, open_m), (pcd_label, pcd_m), (racial, racial_m)]
    rng.shuffle(items)
    items.insert(rng.randint(0, 3), ("SE", "Superintendência Regional"))
    glossary = ["1. DAS DEFINIÇÕES E SIGLAS ADOTADAS NESTE EDITAL", "1.1 Para os efeitos deste Edital, considera-se:"]
    glossary += [f"{'abcdefg'[k]}) {label}: {meaning};" for k, (label, meaning) in enumerate(items)]
    lines = ["5. QUADRO DEMONSTRATIVO DE CARGOS E VAGAS", f"Cód. Cargo NS/NM {open_label} {pcd_label} {racial} Total"]
    lines.append(rng.choice(["Vencimento (R$)", "Remuneração (R$)", "Vencimento"]))
    entries = []
    names = rng.sample(NAMES, rng.randint(2, 5)) + [
        f"Agente Técnico de Infraestrutura – {s}" for s in rng.sample(SITES, 2)
    ]
    rng.shuffle(names)
    cadastro = rng.randrange(len(names)) if rng.random() < 0.5 else None
    for k, name in enumerate(names, start=1):
        level = rng.choice(["NS", "NM"])
        pay = f"{rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        if k - 1 == cadastro:
            lines.append(f"{k:02d} {name} {level} Cadastro Cadastro Cadastro – {pay}")
            continue
        open_, pcd, negros = rng.randint(1, 20), rng.randint(0, 2), rng.randint(0, 4)
        total = open_ + pcd + negros
        cells = " ".join(str(n) if n else "–" for n in (open_, pcd, negros))
        lines.append(f"{k:02d} {name} {level} {cells} {total} {pay}")
        entries.append(Entry(name, total, negros))
    text = (
        HEAD
        + "\n".join(glossary)
        + "\n2. DAS INSCRIÇÕES\n2.1 Período: 08/11/2025 a 06/12/2025.\n"
        + "\n".join(lines)
        + "\nObservação: os vencimentos referem-se ao mês de outubro de 2025."
        + f"\n{TAIL}"
    )
    return Case(text, entries)
