"""A quadro whose text columns' labels after the first are tall cells, printed a word or two a line below the
header's first line, and whose rows' requisitos wrap with their short cells on a line of their own, as
pypdf gives LibreOffice's PDF of it (FEPESE), drawn at random with its right reading: the class of
`tables/labels_below.py`.

- `labels_below(rng)`: "Emprego Vagas Habilitação mínima exigida" (name, count and requisito labels
  varied), then the hours' and pay's labels a word or two a line ("Carga" / "horária" /
  "semanal" / "(horas)" / "Vencimento" / "inicial (R$)"); rows "name count requisito hours pay" on one
  line, or the name and count on a line, the requisito wrapped at a cell's width, then "hours pay" alone;
  a name wrapped before its count at times ("Farmacêutico" / "Bioquímico 1 …"); requisitos with a number
  of their own at times ("… carga horária mínima de 80 horas."); a numbered item after the table.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _wrap
from layout_span_last import _pay

NAMES = [
    "Agente Administrativo",
    "Auxiliar de Farmácia",
    "Enfermeiro",
    "Farmacêutico Bioquímico",
    "Fisioterapeuta",
    "Médico Ortopedista",
    "Médico Cardiologista",
    "Motorista Socorrista",
    "Técnico em Enfermagem",
    "Técnico em Radiologia",
    "Psicólogo",
    "Assistente Social",
    "Nutricionista",
    "Auxiliar de Serviços Gerais",
]
REQUISITOS = [
    "Ensino Médio completo.",
    "Ensino Médio completo e curso de auxiliar de farmácia com carga horária mínima de 80 horas.",
    "Curso superior de Enfermagem e registro no Conselho Regional de Enfermagem – COREN/SC.",
    "Curso superior em Medicina, Residência Médica ou Título de Especialista e registro no CRM/SC.",
    "Ensino Fundamental completo, CNH categoria D e curso de condutor de veículo de emergência.",
    "Curso técnico em Radiologia e registro no CRTR.",
    "Curso superior em Psicologia e registro no CRP.",
]
NAME_LABELS = ["Emprego", "Cargo", "CARGO", "EMPREGO"]
COUNT_LABELS = ["Vagas", "Nº de vagas", "VAGAS", "Total de vagas"]
REQUISITO_LABELS = ["Habilitação mínima exigida", "Requisitos mínimos", "Escolaridade exigida", "Habilitação"]
HOURS = [["Carga", "horária", "semanal", "(horas)"], ["Jornada", "semanal"], ["Carga", "horária"]]
PAY = [["Vencimento", "inicial (R$)"], ["Salário", "(R$)"], ["Remuneração", "(R$)"], ["Vencimento", "(R$)"]]


def _lines(words: list[str], rng: random.Random, most: int) -> list[str]:
    """Words broken over lines of one to `most` words."""
    out, k = [], 0
    while k < len(words):
        take = rng.randint(1, min(most, len(words) - k))
        out.append(" ".join(words[k : k + take]))
        k += take
    return out


def labels_below(rng: random.Random) -> Case:
    """See the module's docstring."""
    hours, pay = rng.choice(HOURS), rng.choice(PAY)
    tall = [*hours, *pay]  # (the pay before bare hours, "14.909,53 30", would read the hours as a count)
    head = f"{rng.choice(NAME_LABELS)} {rng.choice(COUNT_LABELS)} {rng.choice(REQUISITO_LABELS)}"
    lines = [
        "1. DOS EMPREGOS",
        "1.1 Os empregos, o número de vagas, a habilitação mínima exigida, a carga horária semanal e o",
        "vencimento inicial são os estabelecidos no quadro a seguir:",
        head,
        *_lines(" ".join(tall).split(), rng, 2),
    ]
    entries = []
    for n, name in enumerate(rng.sample(NAMES, rng.randint(3, 9))):
        vagas = rng.randint(1, 12)
        entries.append(Entry(name, vagas, None))
        requisito = rng.choice(REQUISITOS)
        cells = [rng.choice(["40", "30", "20", "44", "24"]), _pay(rng)]
        words = name.split()
        if n and rng.random() < 0.35:  # the requisito wrapped, the short cells alone below it
            lines.append(f"{name} {vagas}")
            lines += _wrap(requisito, rng, (20, 55))
            lines.append(" ".join(cells))
        elif n and len(words) > 1 and rng.random() < 0.2:  # the name wrapped before its count
            lines += [words[0], f"{' '.join(words[1:])} {vagas} {requisito} {' '.join(cells)}"]
        else:
            lines.append(f"{name} {vagas} {requisito} {' '.join(cells)}")
    lines += [
        "1.2 As vagas serão preenchidas na sede do Consórcio ou nas unidades descentralizadas dos",
        "municípios consorciados, a critério da Administração.",
    ]
    return Case("\n".join(lines), entries)
