"""A federal quadro under Lei 15.142 with one column for the law's reserve (pretas e pardas, indígenas and
quilombolas together), labelled by the law ("Vagas reservadas (Lei nº 15.142/2025)¹"), as Chrome's PDF viewer
or pypdf copies it: the header's cells in reading order, a space between two cells and a line break wherever
a cell's text wrapped ("Cargo/Área Remuneração" / "inicial (R$)" / "Vagas" / "AC" / … / "(Lei nº" /
"15.142/2025)¹" / "Total Jornada" / "semanal"), the pay before the counts and the jornada after them. The class
of `broken_header`'s longer runs and rows ending in their jornada, and of the header vocabulary's reading of
the law's label as the negros' column (`header._NEGROS_LAW`), drawn with random variation.

`law_reserve_table(rng)` returns (text, rows): the count columns in one of several orders, each label in
several wordings, wrapped in lines of one or two words; a pay column before the counts (at times with its
unit on a line of its own), a jornada after them at times; level headings ("NÍVEL SUPERIOR") between the rows
at times; a TOTAL row and the law's footnote at times. `rows` holds each row's (name, total, pcd, reserve).
"""

from __future__ import annotations

import random

CARGOS = [
    "Especialista em Regulação Hidroviária – Área 1: Engenharia",
    "Especialista em Regulação Hidroviária – Área 2: Economia",
    "Especialista em Regulação Hidroviária – Área 3: Direito",
    "Analista Administrativo – Área 1: Contabilidade",
    "Analista Administrativo – Área 2: Tecnologia da Informação",
    "Analista Técnico-Administrativo",
    "Especialista em Infraestrutura – Área: Engenharia Civil",
    "Técnico em Regulação Hidroviária",
    "Técnico Administrativo",
    "Agente Administrativo",
]
LAWS = [
    "Vagas reservadas (Lei nº 15.142/2025)¹",
    "Vagas reservadas (Lei nº 15.142/2025)",
    "Vagas reservadas (Lei 15.142/2025)",
    "Reserva Lei nº 15.142/2025",
    "Vagas reservadas (Lei nº 15.142)",
]
LABELS = {
    "open": ["Vagas AC", "Ampla concorrência", "AC"],
    "pcd": ["Vagas PcD", "PcD", "Vagas reservadas a PcD"],
    "total": ["Total", "Total de vagas"],
}
ORDERS = [
    ["open", "pcd", "law", "total"],
    ["open", "law", "pcd", "total"],
    ["total", "open", "pcd", "law"],
    ["total", "open", "law", "pcd"],
]
FOOTNOTE = (
    "¹ Vagas reservadas a pessoas pretas e pardas, indígenas e quilombolas, na forma da Lei nº 15.142/2025, no\n"
    "percentual de 30% (trinta por cento)."
)
HEAD = (
    "MINISTÉRIO DE PORTOS E AEROPORTOS\nAGÊNCIA NACIONAL DE MOBILIDADE HIDROVIÁRIA – ANMH\n"
    "EDITAL Nº 1 – ANMH, DE 10 DE NOVEMBRO DE 2025\n"
    "1.1. O concurso público será regido por este edital e pela Lei nº 15.142, de 3 de junho de 2025.\n"
    "1.2. Os cargos, as áreas, a remuneração, as vagas e a jornada de trabalho constam do Quadro 1.\n"
    "QUADRO 1 – CARGOS, REMUNERAÇÃO E VAGAS\n"
)
TAIL = (
    "\n1.3. A remuneração inicial é composta por vencimento básico e gratificação de desempenho.\n"
    "5. DA RESERVA DE VAGAS\n5.1. Das vagas destinadas a cada cargo/área, 30% serão reservadas a pessoas pretas e"
    " pardas, indígenas e quilombolas.\n"
)


def _wrapped(label: str, rng: random.Random) -> list[str]:
    """A cell's text in lines of one or two words, as a narrow cell wraps it ("(Lei nº" / "15.142/2025)¹")."""
    words, lines, k = label.split(" "), [], 0
    while k < len(words):
        n = 2 if words[k] == "(Lei" else rng.choice([1, 2, 2])
        lines.append(" ".join(words[k : k + n]))
        k += n
    return lines


def _copied(cells: list[list[str]]) -> list[str]:
    """Cells in reading order: each cell's lines, a cell's first line after the line the cell before it
    ended on, parted by a space."""
    out: list[str] = []
    for cell in cells:
        if out:
            out[-1] = f"{out[-1]} {cell[0]}"
        else:
            out.append(cell[0])
        out += cell[1:]
    return out


def law_reserve_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int, int]]]:
    order = rng.choice(ORDERS)
    hours = rng.random() < 0.7
    labels = {"law": rng.choice(LAWS), **{role: rng.choice(words) for role, words in LABELS.items()}}
    cells = [["Cargo/Área"] if rng.random() < 0.6 else ["Cargo"]]
    cells.append(["Remuneração", "inicial (R$)"] if rng.random() < 0.6 else ["Remuneração (R$)"])
    cells += [_wrapped(labels[role], rng) for role in order]
    if hours:
        cells.append(["Jornada", "semanal"] if rng.random() < 0.7 else ["Jornada"])
    header = _copied(cells)
    levels = rng.random() < 0.5
    names = rng.sample(CARGOS, rng.randint(2, 7))
    rows, out = [], []
    if levels:
        out.append("NÍVEL SUPERIOR")
    for k, name in enumerate(names):
        if levels and k == len(names) // 2 and k:
            out.append(rng.choice(["NÍVEL INTERMEDIÁRIO", "NÍVEL MÉDIO"]))
        total = rng.randint(1, 24)
        reserve = (total * 3 + 5) // 10 if total >= 2 else 0
        pcd = rng.choice([0, 1]) if total - reserve >= 2 else 0
        figures = {"total": total, "pcd": pcd, "law": reserve, "open": total - pcd - reserve}
        pay = f"{rng.randint(5, 19)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        line = [name, pay, *(str(figures[role]) for role in order), *([rng.choice(["40h", "30h"])] if hours else [])]
        out.append(" ".join(line))
        rows.append((name, total, pcd, reserve))
    if rng.random() < 0.5:
        sums = {"total": 0, "pcd": 0, "law": 0, "open": 0}
        for _, total, pcd, reserve in rows:
            for role, n in (("total", total), ("pcd", pcd), ("law", reserve), ("open", total - pcd - reserve)):
                sums[role] += n
        out.append("TOTAL " + " ".join(str(sums[role]) for role in order))
    if labels["law"].endswith("¹") or rng.random() < 0.3:
        out.append(FOOTNOTE)
    return HEAD + "\n".join([*header, *out]) + TAIL, rows
