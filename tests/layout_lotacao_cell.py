"""A consórcio's quadro whose lotação cell counts each base's vacancies in brackets, as pdfplumber prints
it, drawn at random with its right reading (`tables/lotacao_cell.py`).

`lotacao_cell_quadro(rng)`: "Emprego Base de lotação (nº de vagas) Total de Vagas Vagas Vencimento
Jornada" / "vagas PcD negros (R$)" (or the count labels on the one line; the name's label "Emprego",
"Cargo" or "Função", the lotação's "Base de lotação (nº de vagas)", "Local de lotação (nº de vagas)" or
"Lotação (vagas)"; PcD and negros in either order; the pay and the jornada or not), then a row an emprego:
its name and its bases ("Alto Jequitaí (3), Serra Negra de Minas (2)") each wrapped to its column's width
(drawn), side by side a line each, top-aligned, the counts, pay and jornada on the first line; a total the
bases' sum, dashes for none, at times a row for the cadastro only ("Central de Regulação (cadastro
reserva)", every count a dash). The empregos share their bases: each row's first base is one of the
consórcio's two hubs (the field bases' or the regulation centre's), each hub opening two rows at least.
A note below, then the next item.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_places import HEAD, TAIL

NAMES = [
    "Condutor Socorrista",
    "Técnico em Enfermagem – Intervencionista",
    "Enfermeiro – Suporte Avançado",
    "Médico Regulador",
    "Médico Intervencionista",
    "Técnico Auxiliar de Regulação Médica – TARM",
    "Rádio-Operador",
    "Auxiliar Administrativo",
    "Motorista de Veículo de Emergência",
    "Farmacêutico",
    "Assistente Social",
    "Auxiliar de Serviços Gerais",
    "Técnico de Segurança do Trabalho",
    "Psicólogo",
]
HUBS = [
    ["Alto Jequitaí", "Sede – Alto Jequitaí", "Base Descentralizada de Alto Jequitaí"],
    ["Central de Regulação – Alto Jequitaí", "Central de Regulação"],
]
BASES = ["Serra Negra de Minas", "Capelinha do Sul", "Turmalina Velha", "Boa Vista do Norte", "São José das Pedras"]
NAME_LABELS = ["Emprego", "Cargo", "Função"]
LOTACAO_LABELS = ["Base de lotação (nº de vagas)", "Local de lotação (nº de vagas)", "Lotação (vagas)"]


@dataclass
class Row:
    name: str
    first_line: str  # the name's first printed line: the reader reads at least it
    vacancies: int
    negros: int


@dataclass
class Case:
    text: str
    rows: list[Row]


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _cell(value: int, rng: random.Random, dash: str) -> str:
    return dash if value == 0 else (f"{value:02d}" if rng.random() < 0.2 else str(value))


def _row(rng, name, hub, widths, roles, pay, dash) -> tuple[list[str], Row]:
    cadastro = rng.random() < 0.08
    if cadastro:
        lotacao, counts, total, negros = f"{hub} (cadastro reserva)", {"total": 0, "pcd": 0, "negros": 0}, 0, 0
    else:
        bases = [hub, *rng.sample(BASES, rng.randint(0, 3))]
        each = [rng.randint(1, 6) for _ in bases]
        lotacao = ", ".join(f"{b} ({n})" for b, n in zip(bases, each, strict=True))
        total = sum(each)
        negros, pcd = rng.randint(0, min(3, total)), rng.randint(0, min(2, total))
        counts = {"total": total, "pcd": pcd, "negros": negros}
    names, places = _wrap(name, widths[0]), _wrap(lotacao, widths[1])
    cells = " ".join(_cell(counts[r], rng, dash) for r in roles)
    tail = " ".join(pay)
    lines = []
    for k in range(max(len(names), len(places))):
        left = names[k] if k < len(names) else ""
        mid = places[k] if k < len(places) else ""
        line = f"{left} {mid}" + (f" {cells} {tail}" if k == 0 else "")
        lines.append(" ".join(line.split()))
    return lines, Row(name, names[0], total, negros)


def lotacao_cell_quadro(rng: random.Random) -> Case:
    name_label, lotacao_label = rng.choice(NAME_LABELS), rng.choice(LOTACAO_LABELS)
    reserves = ["pcd", "negros"] if rng.random() < 0.6 else ["negros", "pcd"]
    roles = ["total", *reserves]
    has_pay = rng.random() < 0.8
    spelled = {"pcd": "PcD", "negros": rng.choice(["negros", "Negros"])}
    if rng.random() < 0.6:
        top = f"{name_label} {lotacao_label} Total de Vagas Vagas" + (" Vencimento Jornada" if has_pay else "")
        below = f"vagas {spelled[reserves[0]]} {spelled[reserves[1]]}" + (" (R$)" if has_pay else "")
        header = [top, below]
    else:
        header = [
            f"{name_label} {lotacao_label} Total {spelled[reserves[0]]} {spelled[reserves[1]]}"
            + (" Vencimento (R$) Jornada" if has_pay else "")
        ]
    widths = (rng.randint(18, 26), rng.randint(26, 36))
    dash = rng.choice(["–", "-"])
    count = rng.randint(4, 8)
    names = rng.sample(NAMES, count)
    hubs = [0, 0, 1, 1] + [rng.randint(0, 1) for _ in range(count - 4)]
    rng.shuffle(hubs)
    hub_names = [rng.choice(HUBS[0]), rng.choice(HUBS[1])]
    lines = ["QUADRO I – EMPREGOS, BASES DE LOTAÇÃO E VAGAS", *header]
    rows = []
    for name, hub in zip(names, hubs, strict=True):
        pay = [
            f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}",
            rng.choice(["12x36h", "24h", "40h"]),
        ]
        laid, row = _row(rng, name, hub_names[hub], widths, roles, pay if has_pay else [], dash)
        lines += laid
        rows.append(row)
    lines += [
        "Nota: o número entre parênteses indica as vagas de cada base; o Total de vagas do emprego abrange as",
        "vagas reservadas a pessoas com deficiência e a negros.",
        "2.2 As vagas reservadas a pessoas negras atendem à Lei Federal nº 12.990/2014.",
    ]
    body = "2. DOS EMPREGOS\n2.1 Os empregos, as bases de lotação e as vagas são os do Quadro I.\n" + "\n".join(lines)
    return Case(HEAD + body + TAIL, rows)
