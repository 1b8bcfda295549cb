"""A quadro whose last column, "Cadastro reserva", says "Sim" or "Não", as pypdf gives a Typst or Word table a row a
line, drawn at random with its right reading: the class of `tables/yes_no_cadastro.py`.

`yes_no_cadastro(rng)` writes the header on one line ("Cód. Cargo Escolaridade / requisitos Carga horária
Vencimento Vagas ampla concorrência Vagas PcD Vagas negros Total de vagas Cadastro reserva", its text columns
and labels varying), then a row a line ("01 Professor de Educação Infantil Licenciatura em Pedagogia 22h R$
3.015,84 4 1 1 6 Sim"), at times group rows ("SECRETARIA MUNICIPAL DE SAÚDE") with a "Subtotal" row after each
group, a CR-only row ("– – – – Sim"), a "TOTAL GERAL" row, and the quadro cut over two pages (a page's footer,
the running head, the header again).

The right reading: each row with vacancies once, its total and its negros; never a phantom (no group row,
subtotal or total read as a cargo). Every row's parts make its total, so a row may be confirmed (a text column
beside the name may leave it uncertain).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    ("Professor de Educação Infantil", "Licenciatura em Pedagogia"),
    ("Monitor de Educação Infantil", "Ensino médio completo"),
    ("Médico de Estratégia de Saúde da Família", "Medicina e registro no CREMERS"),
    ("Enfermeiro de ESF", "Enfermagem e registro no COREN-RS"),
    ("Técnico em Enfermagem", "Curso técnico e registro no COREN-RS"),
    ("Agente de Combate às Endemias", "Ensino médio completo"),
    ("Operador de Máquinas", 'Ensino fundamental incompleto e CNH "C"'),
    ("Motorista", 'Ensino fundamental incompleto e CNH "D"'),
    ("Oficial Administrativo", "Ensino médio completo"),
    ("Fiscal Tributário", "Ensino superior completo"),
    ("Cirurgião-Dentista", "Odontologia e registro no CRO-RS"),
    ("Operário", "Alfabetizado"),
]
GROUPS = ["SECRETARIA MUNICIPAL DE EDUCAÇÃO", "SECRETARIA MUNICIPAL DE SAÚDE", "SECRETARIA MUNICIPAL DE OBRAS"]
LABELS = {
    "open": ["Vagas ampla concorrência", "AC", "Ampla concorrência"],
    "pcd": ["Vagas PcD", "PcD"],
    "negros": ["Vagas negros", "Negros"],
    "total": ["Total de vagas", "Total"],
}
CADASTRO = ["Cadastro reserva", "Cadastro de reserva", "CADASTRO RESERVA"]
RUNNING_HEAD = "Prefeitura Municipal de São Valentim do Taquari – Edital nº 02/2026"


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _counts(rng: random.Random, roles: list[str]) -> dict[str, int]:
    row = {"open": rng.randint(1, 12), "pcd": rng.choice([0, 0, 1]) if "pcd" in roles else 0}
    row["negros"] = rng.randint(0, 4)
    row["total"] = row["open"] + row["pcd"] + row["negros"]
    return row


def yes_no_cadastro(rng: random.Random) -> Case:
    roles = ["open"] + (["pcd"] if rng.random() < 0.7 else []) + ["negros", "total"]
    texts = rng.random() < 0.6  # escolaridade, carga and vencimento columns
    grouped = rng.random() < 0.5
    header = ["Cód.", "Cargo"] + (["Escolaridade / requisitos", "Carga horária", "Vencimento"] if texts else [])
    header = " ".join(header + [rng.choice(LABELS[r]) for r in roles] + [rng.choice(CADASTRO)])
    names = rng.sample(NAMES, rng.randint(2, 8))
    groups = [names[: len(names) // 2], names[len(names) // 2 :]] if grouped and len(names) >= 4 else [names]
    body: list[str] = [header]
    entries: list[Entry] = []
    code = 0
    sums = {r: 0 for r in roles}
    cut = rng.randint(2, len(names)) if rng.random() < 0.25 else None
    for g, group in enumerate(groups):
        body += [GROUPS[g]] if grouped else []
        sub = {r: 0 for r in roles}
        for name, escolaridade in group:
            code += 1
            if code == cut:
                body += [f"Página {rng.randint(2, 9)} de 10", RUNNING_HEAD, header]
            mid = (
                f" {escolaridade} {rng.choice(['22h', '40h'])} R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},12"
                if texts
                else ""
            )
            mark = rng.choice(["Sim", "Sim", "Não"])
            if rng.random() < 0.1:
                body.append(f"{code:02d} {name}{mid} {' '.join('–' for _ in roles)} Sim")
                continue
            c = _counts(rng, roles)
            body.append(f"{code:02d} {name}{mid} {' '.join(str(c[r]) for r in roles)} {mark}")
            entries.append(Entry(name, c["total"], c["negros"]))
            for r in roles:
                sub[r] += c[r]
                sums[r] += c[r]
        if grouped:
            body.append("Subtotal " + " ".join(str(sub[r]) for r in roles))
    if rng.random() < 0.7:
        body.append("TOTAL GERAL " + " ".join(str(sums[r]) for r in roles))
    body.append("O cadastro reserva será formado pelos candidatos aprovados além do número de vagas.")
    text = f"{HEAD}\n2. DOS CARGOS\n2.1 Os cargos e as vagas constam do quadro a seguir.\n" + "\n".join(body) + TAIL
    return Case(text, entries)
