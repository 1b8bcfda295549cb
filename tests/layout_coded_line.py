"""A quadro a web page's copy ran into one long line, its rows opened by codes of letters and a number,
drawn at random with its right reading: the class of `tables/coded_line.py`.

`coded_line(rng)`: the preamble, "1. DAS VAGAS", a header with a code label ("Código (DAM)", "Cód."), text
columns at times ("Formação/Hab ilitação" with a word the viewer cut, "Requisitos Mínimos/ Escolaridade
Exigidos", "Carga Horária") and the count columns in any order ("Vagas AC", "Vagas PcDs*", "Vagas Negros",
"Total"), then every row: a code ("PRTS 01", "ESP-3" never: letters, a space, a number), the name (printed
twice when the header has formação and habilitação), a requisito sentence in the first row only or in
every row at times, the hours ("30h/s", "40h"), the cells ("01", "-"); then the notes and the next
section's prose, all on the same line.

The right reading: each row its total and its negros' cell; proven only with an ampla concorrência column.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, Entry

NAMES = [
    "Administração",
    "Arquitetura",
    "Biologia",
    "Ciências Contábeis",
    "Economia",
    "Engenharia Civil",
    "Serviço Social",
    "Tecnologia da Informação",
    "Relações Públicas",
    "Psicologia",
    "Nutrição",
    "Engenharia de Produção",
]
CODE_LABELS = ["Código (DAM)", "Código", "Cód.", "CÓDIGO"]
LABELS = {
    "open": ["Vagas AC", "AC", "Ampla Concorrência"],
    "pcd": ["Vagas PcDs*", "PcD", "Vagas PcD"],
    "negros": ["Vagas Negros", "Negros", "Vagas Negros**"],
    "total": ["Total", "Total de Vagas", "TOTAL"],
}
REQUISITOS = [
    "Curso superior completo na área de habilitação, concluído em prazo não superior a 5 (cinco) anos, "
    "contados da data da admissão.",
    "Graduação completa na área, com registro no conselho de classe.",
    "Nível superior completo na área de formação.",
]
#: Requisitos opening with words in title case: told from the name only when the name is printed twice.
TITLED = ["Ensino Médio completo e curso técnico na área.", "Curso Superior em Administração com registro no CRA."]
HOURS = ["30h/s", "40h", "20h/s", "30h"]
PREAMBLE = (
    "1 EDITAL DE ABERTURA 07/2025 PROCESSO SELETIVO SIMPLIFICADO 002/2025 O MUNICÍPIO DE SANTA LUZIA, torna "
    "público a realização de Processo Seletivo de Provas destinado ao preenchimento de vagas, conforme a Lei "
    "Municipal 12.662 de 21/01/2020, mediante as condições estabelecidas neste Edital."
)
AFTER = (
    "*NOTAS EXPLICATIVAS: 1) AC: Ampla Concorrência. 2) PcD: Pessoa com Deficiência. 2. DISPOSIÇÕES PRELIMINARES "
    "2.1 O Processo Seletivo será regido por este Edital, por seus anexos e eventuais retificações. 2.2 O Processo "
    "Seletivo se destina ao provimento de bolsistas, além de formação de cadastro reserva."
)


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _cell(value: int, rng: random.Random, two: bool) -> str:
    if value == 0:
        return rng.choice(["-", "-", "0"])
    return f"{value:02d}" if two else str(value)


def coded_line(rng: random.Random) -> Case:
    roles = ["total", "negros"] + (["pcd"] if rng.random() < 0.7 else []) + (["open"] if rng.random() < 0.6 else [])
    rng.shuffle(roles)
    doubled = rng.random() < 0.5
    texts = []
    if doubled:
        texts.append(rng.choice(["Formação/Hab ilitação", "Formação/Habilitação"]))
    requisitos = rng.choice(["none", "first", "every"])
    if requisitos != "none":
        texts.append("Requisitos Mínimos/ Escolaridade Exigidos")
    hours = rng.random() < 0.6
    if hours:
        texts.append("Carga Horária")
    header = [rng.choice(CODE_LABELS), *([] if doubled else ["Cargo"]), *texts]
    header += [rng.choice(LABELS[role]) for role in roles]
    prefix = rng.choice(["PRTS", "ESP", "CG", "RTS"])
    two = rng.random() < 0.7
    names = rng.sample(NAMES, rng.randint(2, 8))
    hour = rng.choice(HOURS)
    rows, entries = [], []
    for k, name in enumerate(names, 1):
        negros, pcd = rng.randint(0, 3), rng.randint(0, 2) if "pcd" in roles else 0
        open_ = rng.randint(0 if negros + pcd else 1, 12) if "open" in roles else rng.randint(1, 12)
        values = {"open": open_, "negros": negros, "pcd": pcd, "total": open_ + negros + pcd}
        code = f"{prefix} {k:02d}" if two else f"{prefix} {k}"
        row = [code, name, name] if doubled else [code, name]
        if requisitos == "every" or (requisitos == "first" and k == 1):
            row.append(rng.choice(REQUISITOS + (TITLED if doubled else [])))
        if hours:
            row.append(hour)
        row += [_cell(values[role], rng, two) for role in roles]
        rows.append(" ".join(row))
        entries.append(Entry(name, values["total"], negros, proven="open" in roles))
    line = " ".join([PREAMBLE, "1. DAS VAGAS", *header, *rows, AFTER])
    return Case(f"{HEAD}\n{line}\n", entries)
