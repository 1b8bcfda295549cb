"""A quadro printed transposed (the cargos as its columns, the kinds of vacancy as its rows) whose text a scraper
gives a cell a line (BeautifulSoup's `get_text(separator="\\n")` of a portal's page): the class of
`tables/transposed_cells.py`, drawn at random with its right reading.

`transposed_cells(rng)` writes one or two such quadros, each under its title ("Quadro I – Cargos de nível superior
(Analista Legislativo)"): the names' label ("Especificação", "Cargo", "Cargos") and 2–8 names (the cargo's full
name, or a specialty of the cargo the title names in brackets), then 0–3 rows of fields (escolaridade, carga
horária, vencimento), then the roles' rows in any order ("Vagas totais", "Ampla concorrência", "Negros (pretos e
pardos)", "Pessoas com deficiência"), a row's label then its cells a line each; zeros as "-", "–" or "0"; a
CR-only column at times ("CR" in every row); a TOTAL column at times; a field's row after the roles' at times.
At times no "Vagas totais" row: the total is then the roles' sum, proven only by a TOTAL column; with no total
row, at times a row of counts under a label no role names ("Hipossuficientes"), before or after the roles'.

The right reading: each cargo its total and its negros, named as the edital names it (the title's cargo before
a specialty); the roles' cells add up, so a reading with a "Vagas totais" row or a TOTAL column is proven; a
quadro with a row no role names is never confirmed (`Case.unknown`: its label).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CARGOS = {
    "Analista Legislativo": [
        "Contador",
        "Procurador",
        "Jornalista",
        "Taquígrafo",
        "Analista de Sistemas",
        "Economista",
    ],
    "Técnico Legislativo": [
        "Assistente Administrativo",
        "Técnico em Informática",
        "Agente de Polícia Legislativa",
        "Operador de Áudio e Vídeo",
        "Motorista",
        "Recepcionista",
    ],
    "Especialista em Saúde": ["Enfermeiro", "Farmacêutico", "Nutricionista", "Psicólogo", "Fisioterapeuta", "Médico"],
}
LEVELS = {"Analista Legislativo": "superior", "Técnico Legislativo": "médio", "Especialista em Saúde": "superior"}
NAME_LABELS = ["Especificação", "Cargo", "Cargos", "CARGO"]
ROLE_LABELS = {
    "total": ["Vagas totais", "Total de vagas", "TOTAL DE VAGAS"],
    "open": ["Ampla concorrência", "AC", "Vagas de ampla concorrência"],
    "negros": ["Negros (pretos e pardos)", "Negros", "Vagas reservadas a negros"],
    "pcd": ["Pessoas com deficiência", "PcD"],
}
UNKNOWN_LABELS = ["Hipossuficientes", "Vagas sociais", "Egressos de escola pública", "Reserva regional"]
FIELDS = {
    "Escolaridade": lambda rng, level: level.capitalize(),
    "Carga horária semanal": lambda rng, level: rng.choice(["30h", "40h", "20h"]),
    "Vencimento (R$)": lambda rng, level: rng.choice(["7.842,10", "3.918,44", "11.250,00"]),
}


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    unknown: str = ""  # a row of counts under a label no role names


def _cell(value: int, rng: random.Random) -> str:
    return rng.choice(["-", "–", "0"]) if value == 0 else str(value)


def _parts(total: int, rng: random.Random) -> dict[str, int]:
    negros = (total * 25 + 50) // 100 if total >= 3 else 0
    pcd = (total + 19) // 20 if total >= 5 and rng.random() < 0.8 else 0
    return {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}


def _quadro(rng: random.Random, number: str, cargo: str, case: Case) -> list[str]:
    """One quadro's lines; its cargos' entries put on `case.entries` (a row no role names on `case.unknown`)."""
    specialties = rng.sample(CARGOS[cargo], rng.randint(2, 6))
    prefixed = rng.random() < 0.5  # the heads name the specialty only, the title the cargo
    heads = specialties if prefixed else [f"{cargo} – {s}" for s in specialties]
    title = f"Quadro {number} – Cargos de nível {LEVELS[cargo]} ({cargo})"
    cr = rng.randrange(len(heads)) if rng.random() < 0.3 else -1
    roles = rng.sample(["open", "negros", "pcd"], 3)
    if rng.random() < 0.7:
        roles.insert(rng.randint(0, 3), "total")
    unknown = rng.choice(UNKNOWN_LABELS) if "total" not in roles and rng.random() < 0.3 else ""
    total = rng.random() < 0.3
    columns: list[dict[str, int] | None] = []
    for k, specialty in enumerate(specialties):
        if k == cr:
            columns.append(None)
            continue
        parts = _parts(rng.randint(1, 20), rng)
        parts["other"] = rng.randint(0, 2) if unknown else 0
        parts["total"] += parts["other"]
        columns.append(parts)
        proven = ("total" in roles or total) and not unknown
        case.entries.append(Entry(f"{cargo} – {specialty}", parts["total"], parts["negros"], proven))
    if unknown:
        roles.insert(rng.choice([0, len(roles)]), "other")
        case.unknown = unknown
    lines = [title, rng.choice(NAME_LABELS), *heads, *(["TOTAL"] if total else [])]
    level = LEVELS[cargo]
    fields = rng.sample(sorted(FIELDS), rng.randint(0, 3))
    after = fields.pop() if fields and rng.random() < 0.25 else ""
    for label in fields:
        lines += [label, *(FIELDS[label](rng, level) for _ in heads), *(["–"] if total else [])]
    for role in roles:
        cells = ["CR" if c is None else _cell(c[role], rng) for c in columns]
        cells += [str(sum(c[role] for c in columns if c))] if total else []
        lines += [unknown if role == "other" else rng.choice(ROLE_LABELS[role]), *cells]
    if after:
        lines += [after, *(FIELDS[after](rng, level) for _ in heads), *(["–"] if total else [])]
    return lines


def transposed_cells(rng: random.Random) -> Case:
    case = Case("")
    cargos = rng.sample(sorted(CARGOS), rng.choice([1, 2, 2]))
    body = ["2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO", "2.1 As vagas estão distribuídas nos quadros a seguir."]
    for number, cargo in zip(("I", "II"), cargos):
        body += _quadro(rng, number, cargo, case)
    body.append("2.2 CR: cadastro de reserva. A especialidade sem vaga imediata formará cadastro de reserva.")
    case.text = HEAD + "\n".join(body) + TAIL
    return case
