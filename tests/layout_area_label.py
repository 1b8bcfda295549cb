"""IADES' quadro as `pdftotext -layout` prints it: a code column, the name column labelled
"CARGO/ÁREA DE ATUAÇÃO" (or "Cargo/Área de Conhecimento"), a spanning "VAGAS IMEDIATAS" over the total
first and then the parts in any order (AC, PN, PcD), names wrapped below their counts ("101 Pesquisador
Adjunto I – Área de Atuação: Recursos 3 2 1 –" / "Hídricos"), a TOTAL row: the class of the header
vocabulary's "cargo/área de atuação" (a name label whole; read as "cargo/área" and two words nobody
knows, the header was no grid's and every name lost its wrapped lines).

- `area_label(rng)`: the quadro with its right reading.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

LABELS = ["CARGO/ÁREA DE ATUAÇÃO", "Cargo/Área de Atuação", "CARGO/ÁREA DE CONHECIMENTO", "Cargo/Área de conhecimento"]
ROLES = {"open": ["AC"], "negros": ["PN", "Negros"], "pcd": ["PcD", "PCD"]}
MEANING = {"AC": "ampla concorrência", "PN": "pessoas negras", "PcD": "pessoas com deficiência"}
#: (line beside the counts, lines below it)
NAMES = [
    ("Pesquisador Adjunto I – Área de Atuação: Ecologia", ["de Ecossistemas do Cerrado"]),
    ("Pesquisador Adjunto I – Área de Atuação: Recursos", ["Hídricos"]),
    ("Pesquisador Adjunto I – Área de Atuação:", ["Geoprocessamento e Sensoriamento Remoto"]),
    ("Tecnologista Pleno I – Área de Atuação: Laboratório", ["de Solos"]),
    ("Tecnologista Pleno I – Área de Atuação:", ["Biotecnologia Vegetal"]),
    ("Analista em Ciência e Tecnologia Pleno I – Área de", ["Atuação: Gestão Administrativa"]),
    ("Analista em Ciência e Tecnologia Pleno I – Área de", ["Atuação: Tecnologia da Informação"]),
    ("Assistente em Ciência e Tecnologia 3 – Área de", ["Atuação: Apoio Técnico-Administrativo"]),
    ("Analista em Ciência e Tecnologia Pleno I – Área de", ["Atuação: Comunicação Social e", "Divulgação Científica"]),
    ("Técnico em Ciência e Tecnologia 2 – Área de Atuação:", ["Manutenção Predial"]),
]
RIGHTS = (71, 81, 90, 99)


def _at(line: str, x: int, text: str) -> str:
    return line.ljust(x) + text


def _cells(line: str, cells: list[str]) -> str:
    for cell, right in zip(cells, RIGHTS):
        line = line.ljust(right - len(cell)) + cell
    return line


def area_label(rng: random.Random) -> Case:
    """See the module's docstring."""
    order = rng.sample(["open", "negros", "pcd"], 3)
    labels = {role: rng.choice(ROLES[role]) for role in order}
    header = _at(_at("", 1, "CÓDIGO"), 10, rng.choice(LABELS))
    for role, right in zip(["total", *order], RIGHTS):
        text = "TOTAL" if role == "total" else labels[role]
        header = header.ljust(right - len(text)) + text
    lines = [
        "EDITAL NORMATIVO Nº 1 – INPC, DE 17 DE MARÇO DE 2025",
        "2 DOS CARGOS",
        "2.1 QUADRO 1 – VAGAS",
        "",
        _at("", 73, "VAGAS IMEDIATAS"),
        header,
    ]
    zero = rng.choice(["–", "-", "0"])
    entries, sums = [], [0, 0, 0, 0]
    for n, (first, below) in enumerate(rng.sample(NAMES, rng.randint(3, 8))):
        total, ac, negros, pcd = _figures(rng, 1, 20)
        figures = {"open": ac, "negros": negros, "pcd": pcd}
        sums = [a + b for a, b in zip(sums, (total, *(figures[r] for r in order)))]
        cells = [str(total), *(str(figures[r]) if figures[r] else zero for r in order)]
        lines.append(_cells(_at(_at("", 1, str(100 * (n // 3 + 1) + n % 3 + 1)), 10, first), cells))
        lines += [_at("", 10, b) for b in below]
        entries.append(Entry(" ".join([first, *below]), total, negros))
    if rng.random() < 0.7:
        lines.append(_cells(_at("", 10, "TOTAL"), [str(v) for v in sums]))
    legend = "; ".join(
        f"{labels[r]} = {MEANING.get(labels[r], MEANING['PN' if r == 'negros' else 'PcD'])}" for r in order
    )
    lines += [
        f" Legenda: {legend}.",
        "",
        "4 DA RESERVA DE VAGAS PARA PESSOAS NEGRAS",
        "4.1 Das vagas destinadas a cada cargo/área de atuação, 20% serão providas na forma da Lei nº 12.990/2014.",
    ]
    return Case("\n".join(lines), entries)
