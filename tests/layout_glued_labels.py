"""A flat quadro de vagas whose header line pypdf gave with labels glued where a narrow cell's text touches
the next cell's ("Cargo AC PcD NegrosTotal", "… Pretos e pardosIndígenasQuilombolasTotal", "CargoAmpla
concorrência …"), drawn at random with its right reading: the class of `tables/glued_labels.py`.

`glued_header(rng)`: the name column's label, then the count columns (AC, PcD, Negros or Lei 15.142's
groups, a Total first or last; long or short labels), each label glued to the one before at random where
that one ends in lower case; rows a line each, zeros as dashes or "0", a TOTAL row or none; prose around
it with a word in camel case ("sistemaSIGEP"). The right reading: each row once, its total, its negros.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

NAMES = [
    "Analista de Sistemas",
    "Contador",
    "Técnico em Informática",
    "Assistente Administrativo",
    "Engenheiro Civil",
    "Auxiliar de Serviços Gerais",
    "Motorista Categoria D",
    "Enfermeiro",
    "Psicólogo",
    "Agente de Fiscalização",
]
NAME_LABELS = ["Cargo", "Emprego", "Função", "Cargo/Especialidade", "Denominação do cargo"]
LABELS = {
    "AC": ["Ampla concorrência", "AC", "Vagas ampla concorrência"],
    "PcD": ["Pessoas com deficiência", "PcD", "Vagas PcD"],
    "Negros": ["Negros", "Pessoas negras", "Candidatos negros"],
    "Pretos e pardos": ["Pretos e pardos"],
    "Indígenas": ["Indígenas"],
    "Quilombolas": ["Quilombolas"],
    "Total": ["Total", "Total de vagas"],
}
GROUPS = ["Pretos e pardos", "Indígenas", "Quilombolas"]


def _glued(labels: list[str], rng: random.Random) -> str:
    """The labels on one line, each glued to the one before at random where that one ends in lower case."""
    line = labels[0]
    for label in labels[1:]:
        glued = line[-3:].isalpha() and line[-3:].islower() and rng.random() < 0.5
        line += ("" if glued else " ") + label
    return line


def _counts(groups: bool, rng: random.Random) -> list[int]:
    total = rng.randint(1, 20)
    pcd = 1 if total >= 5 and rng.random() < 0.8 else 0
    negros = round(total * 0.25) if total >= 3 else 0
    split = [negros]
    if groups:
        split = [negros, 0, 0]
        if negros >= 2 and rng.random() < 0.5:
            split = [negros - 1, 1, 0] if rng.random() < 0.5 else [negros - 1, 0, 1]
    return [total - pcd - negros, pcd, *split]


def glued_header(rng: random.Random) -> Case:
    groups = rng.random() < 0.5
    parts = ["AC", "PcD", *(GROUPS if groups else ["Negros"])]
    first = rng.random() < 0.4  # the Total before the parts
    roles = ["Total", *parts] if first else [*parts, "Total"]
    labels = [rng.choice(NAME_LABELS), *(rng.choice(LABELS[r]) for r in roles)]
    header = _glued(labels, rng)
    while header == " ".join(labels):  # at least one label glued
        header = _glued(labels, rng)
    zero = rng.choice(["–", "0", "-"])
    lines = [
        "EDITAL Nº 2/2026 – CONCURSO PÚBLICO",
        "1 DAS DISPOSIÇÕES PRELIMINARES",
        "1.1 A inscrição será feita no sistemaSIGEP, no endereço eletrônico da banca.",
        "1.2 Os cargos, as vagas e a reserva constam do quadro a seguir.",
        header,
    ]
    entries, sums = [], [0] * len(roles)
    for name in rng.sample(NAMES, rng.randint(2, 7)):
        counts = _counts(groups, rng)
        row = [sum(counts), *counts] if first else [*counts, sum(counts)]
        sums = [a + b for a, b in zip(sums, row, strict=True)]
        lines.append(name + " " + " ".join(str(v) if v else zero for v in row))
        entries.append(Entry(name, sum(counts), sum(counts[2:])))
    if rng.random() < 0.6:
        lines.append("TOTAL " + " ".join(str(v) for v in sums))
    lines += [
        "1.3 As vagas reservadas a candidatos negros observam a Lei nº 15.142/2025.",
        "2 DAS INSCRIÇÕES",
        "2.1 A taxa de inscrição é de R$ 90,00.",
    ]
    return Case("\n".join(lines) + "\n", entries)
