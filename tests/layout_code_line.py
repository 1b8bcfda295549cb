"""A Word table printed by LibreOffice with narrow cells, as pypdf gives its text, drawn at random with its
right reading: the class of `tables/code_line.py`.

- `code_line(rng)`: a header naming the code (or none), the emprego, its área, its requisitos, the pay (or
  none) and the counts under a spanning "VAGAS" ("TOTAL AC PcD PPP", the total first or last); each row's
  text cells in turn (code, name, área, requisitos) wrapped at a width drawn for the table (24 to 60
  characters): the code and the name's first words on the first line ("101 Assistente de"), the name, área
  and requisitos going on over the lines below ("Atendimento Delegacia" / "Regional Certificado de"), the
  pay and the counts on the last ("reconhecida pelo MEC. 5.304,60 12 9 1 2"); rows of cadastro only ("– – – –"), a TOTAL row or none, a note under the table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_code_alone import _wrapped
from layout_prose import Case, Entry, _figures

NAMES = [
    "Assistente de Atendimento",
    "Auxiliar de Serviços Gerais",
    "Fiscal de Obras",
    "Técnico em Informática",
    "Agente Fiscal",
    "Analista – Contabilidade",
    "Arquivista",
    "Agente Administrativo",
    "Motorista",
    "Analista de Sistemas",
    "Assistente Técnico Administrativo",
    "Contador",
    "Técnico em Edificações",
    "Agente de Fiscalização Ambiental",
    "Recepcionista",
]
AREAS = [
    "Delegacia Regional",
    "Sede",
    "Regional Norte",
    "Fiscalização externa",
    "Controladoria",
    "Documentação",
    "Sede – Palmas",
    "Delegacia Regional de Araguaína",
    "Tecnologia da Informação",
    "Geral",
]
REQUISITOS = [
    "Certificado de conclusão de ensino médio, expedido por instituição reconhecida pelo MEC.",
    "Ensino médio completo.",
    "Bacharelado em Direito e inscrição na OAB.",
    "Curso superior em qualquer área e registro no conselho de classe.",
    "Ensino médio completo e CNH, categoria D.",
    "Diploma de curso superior em Ciências Contábeis e registro no CRC.",
    "Ensino fundamental completo.",
    "Curso técnico em Edificações e registro no CFT.",
]
NAME_LABELS = ["Emprego", "Cargo", "Cargo/Emprego"]
ZERO = "–"


@dataclass
class Row:
    lines: list[str]
    entry: Entry | None  # None: a row of cadastro only


def _pay(rng: random.Random) -> str:
    whole = rng.randint(1412, 14000)
    return f"{whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d}"


def _row(cells: list[str], width: int, tail: str) -> list[str]:
    """The row's lines: its text cells in turn (code, name, área, requisitos) wrapped at `width`, the cells
    after them (pay, counts) on the last line."""
    lines = _wrapped(" ".join(cells), width)
    lines[-1] += " " + tail
    return lines


def code_line(rng: random.Random) -> Case:
    """See the module's docstring."""
    coded = rng.random() < 0.8
    paid = rng.random() < 0.8
    total_first = rng.random() < 0.5
    total_row = rng.random() < 0.6
    negros = rng.choice(["PPP", "Negros", "PN"])
    labels = ["TOTAL", "AC", "PcD", negros] if total_first else ["AC", "PcD", negros, "TOTAL"]
    width = rng.randint(24, 60)
    head = " ".join(
        [*(["Código"] if coded else []), rng.choice(NAME_LABELS), "Área", "Requisitos"]
        + (["Salário (R$)"] if paid else [])
        + ["VAGAS"]
    )
    chosen = rng.sample(NAMES, rng.randint(3, 8))
    rows: list[Row] = []
    sums = [0, 0, 0, 0]
    for n, name in enumerate(chosen):
        cells = [*([str(101 + n)] if coded else []), name, rng.choice(AREAS), rng.choice(REQUISITOS)]
        pay = _pay(rng) + " " if paid else ""
        if rng.random() < 0.12:
            rows.append(Row(_row(cells, width, pay + " ".join([ZERO] * 4)), None))
            continue
        total, ac, black, pcd = _figures(rng, 2, 30)
        by_label = {"TOTAL": total, "AC": ac, "PcD": pcd, negros: black}
        counts = " ".join(str(by_label[x]) if by_label[x] else rng.choice(["0", ZERO]) for x in labels)
        sums = [s + v for s, v in zip(sums, (by_label[x] for x in labels), strict=True)]
        rows.append(Row(_row(cells, width, pay + counts), Entry(name, total, black)))
    if not any(r.entry for r in rows):
        return code_line(rng)
    lines = [
        "CONSELHO REGIONAL DE FISCALIZAÇÃO PROFISSIONAL DA 31ª REGIÃO",
        "ANEXO I – QUADRO DE EMPREGOS, REQUISITOS, REMUNERAÇÃO E VAGAS",
        head,
        " ".join(labels),
    ]
    for row in rows:
        lines += row.lines
    if total_row:
        lines.append("TOTAL " + " ".join(map(str, sums)))
    lines.append("* CR: número de candidatos aprovados, além das vagas, que comporão o cadastro de reserva.")
    case = Case("\n".join(lines), [r.entry for r in rows if r.entry])
    case.rows = rows
    return case
