"""An edital whose sections are numbered with a dash ("4 - DAS VAGAS RESERVADAS", "3.10 - Aderir …"), as
Cesgranrio numbers them, forwarded by mail: every line hard-wrapped at some 72 columns (`textwrap.wrap`,
a line at a time). The class of `prose.SECTION`'s dashed section headings.

`dash_sections(rng)` writes such an edital: a preamble, requisitos items whose sentences name the
employer in capitals ("… o Código de Ética e Normas de Conduta do BANCO DO NORDESTE DO BRASIL e os demais
regulamentos"), so that a wrap may leave a line of capitalised words, ending in a joining word at times,
right above the next section's heading ("4 - DAS VAGAS RESERVADAS"), the section's items; the quadro (cargo,
AC, PcD, negros, total, one line a row, short enough to stay whole) under "2 - DOS CARGOS E DAS VAGAS" or
after the reserved vacancies' section. Each line wrapped at a width of 60 to 80 columns.

The right reading: each cargo of the quadro with its total and its negros; no section heading's number
read as a cargo's vacancies (the capitalised line above it is no cargo).
"""

from __future__ import annotations

import random
import textwrap
from dataclasses import dataclass, field

from layout_places import Entry

EMPLOYERS = [
    "BANCO DO NORDESTE DO BRASIL",
    "BANCO DA AMAZÔNIA S.A.",
    "CAIXA ECONÔMICA FEDERAL",
    "COMPANHIA DE SANEAMENTO DO PARANÁ",
    "EMPRESA BRASILEIRA DE SERVIÇOS HOSPITALARES",
]
CARGOS = [
    "Analista Bancário",
    "Técnico Bancário",
    "Técnico Científico – Engenharia",
    "Assistente Administrativo",
    "Analista de Tecnologia da Informação",
    "Médico do Trabalho",
]
SECTIONS = ["DOS REQUISITOS BÁSICOS PARA A CONTRATAÇÃO", "DAS VAGAS RESERVADAS", "DAS INSCRIÇÕES", "DAS PROVAS"]
CLAUSES = [
    "Aderir e se comprometer a cumprir o Código de Ética e Normas de Conduta do {e} e os demais regulamentos"
    " da Empresa.",
    "Não ter sido demitido por justa causa pelo {e} nem por outra empresa pública.",
    "Apresentar os documentos exigidos pelo {e} no prazo fixado.",
    "Ser considerado apto na avaliação médica admissional realizada pelo {e}.",
    "Cumprir as determinações deste Edital.",
]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _quadro(rng: random.Random) -> tuple[list[str], list[Entry]]:
    lines = ["QUADRO DE VAGAS", "Cargo AC PcD Negros Total"]
    entries = []
    for name in rng.sample(CARGOS, rng.randint(1, 4)):
        negros, pcd = rng.randint(0, 4), rng.choice([0, 1, 2])
        total = negros + pcd + rng.randint(1, 20)
        lines.append(f"{name} {total - negros - pcd} {pcd} {negros} {total}")
        entries.append(Entry(name, total, negros))
    return lines, entries


def _section(number: int, title: str, employer: str, rng: random.Random) -> list[str]:
    out = [f"{number} - {title}"]
    for k, clause in enumerate(rng.sample(CLAUSES, rng.randint(2, len(CLAUSES))), 1):
        out.append(f"{number}.{k} - " + clause.format(e=employer))
    return out


def dash_sections(rng: random.Random) -> Case:
    employer = rng.choice(EMPLOYERS)
    lines = [
        f"{employer}",
        f"EDITAL Nº {rng.randint(1, 9)}/{rng.choice([2021, 2022, 2024])} – CONCURSO PÚBLICO",
        "1 - DAS DISPOSIÇÕES PRELIMINARES",
        "1.1 - O Concurso Público será regido por este Edital e executado pela Fundação Cesgranrio.",
    ]
    quadro, entries = _quadro(rng)
    early = rng.random() < 0.5
    if early:
        lines += ["2 - DOS CARGOS E DAS VAGAS", *quadro]
    for k, title in enumerate(rng.sample(SECTIONS, rng.randint(2, 4)), 3):
        lines += _section(k, title, employer, rng)
        if not early and title == "DAS VAGAS RESERVADAS":
            lines += quadro
            early = True
    if not early:
        lines += ["9 - DO QUADRO DE VAGAS", *quadro]
    width = rng.randint(60, 80)
    wrapped = [piece for line in lines for piece in (textwrap.wrap(line, width) or [""])]
    return Case("\n".join(wrapped) + "\n", entries)
