"""A gazette's quadro as pdfminer's `pdf2txt.py -A` (all texts, layout analysis on) gives it: the table as runs
of columns, footnote marks glued to the figures: the class `tables/band_blocks.py` reads.

`column_runs(rng)` writes the header ("Cargo" alone, then the other labels on one line, or all on one line;
the total "Vagas" or "Total"), every name then the TOTAL label at times, the text columns' cells
(escolaridade and vencimento: one block each, or pdfminer's boxes mixing them, a pair a row), then each
count column top to bottom (Vagas, AC, PcD, Negros), the totals row's included: marks glued at times ("24¹",
"40²", "9*", "7(a)"), zeros as "–" or "0", a cargo offered only for the cadastro ("CR – – –") at times; a blank
line between the boxes at times; the notes under the table ("¹ Vagas por microárea …", "(a) Regime de
plantão …").

The right reading: each row its Vagas and its Negros (the marks no digits: "24¹" is 24), proven by its
arithmetic. Not readable (`broken`, nothing read, a note): a name pdfminer put after the text cells (a box of
its own), or a count block one cell short.
"""

from __future__ import annotations

import random

from layout_band_blocks import Case
from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Agente Administrativo",
    "Agente Comunitário de Saúde",
    "Agente de Combate às Endemias",
    "Agente de Trânsito",
    "Auxiliar de Sala",
    "Cuidador de Aluno com Deficiência",
    "Enfermeiro Plantonista",
    "Fonoaudiólogo",
    "Médico Clínico Geral",
    "Motorista Socorrista",
    "Nutricionista",
    "Professor de Educação Básica – Matemática",
    "Técnico em Radiologia",
    "Vigilante Escolar",
]
LEVELS = ["Médio", "Fundamental", "Superior", "Técnico"]
MARKS = ["¹", "²", "*", "(a)", "(b)"]
NOTES = [
    "¹ Vagas por microárea: a distribuição consta do Anexo V; o candidato deve residir na área da comunidade.",
    "² Das vagas de Professor, metade destina-se às escolas da zona rural e do Distrito de Pium.",
    "* Inclui 1 (uma) vaga reservada remanescente do Concurso nº 01/2022, restituída à reserva.",
    "(a) Regime de plantão de 12x36 horas.",
]


def _figures(rng: random.Random) -> list[int]:
    total = rng.randint(1, 40)
    negros = total * 30 // 100
    pcd = min(total - negros, rng.choice([0, 1, 1, 2]))
    return [total, total - negros - pcd, pcd, negros]


def _cell(value: int, rng: random.Random, mark: bool = False) -> str:
    text = rng.choice(["–", "0"]) if value == 0 else str(value)
    return text + rng.choice(MARKS) if mark and value and rng.random() < 0.2 else text


def column_runs(rng: random.Random) -> Case:
    """See the module docstring."""
    n = rng.randint(2, 10)
    names = rng.sample(NAMES, n)
    cr = {r for r in range(n) if rng.random() < 0.1}
    figures = [[0, 0, 0, 0] if r in cr else _figures(rng) for r in range(n)]
    sums = [sum(row[b] for row in figures) for b in range(4)]
    total_label = rng.choice(["Vagas", "Total"])
    labels = f"Escolaridade Vencimento (R$) {total_label} AC PcD Negros"
    header = ["Cargo", labels] if rng.random() < 0.6 else [f"Cargo {labels}"]
    levels = [rng.choice(LEVELS) for _ in range(n)]
    pays = [f"{rng.randint(1, 12)}.{rng.randint(0, 999):03d},{rng.choice(['00', '77', '50'])}" for _ in range(n)]
    texts = levels + pays if rng.random() < 0.5 else [x for pair in zip(levels, pays) for x in pair]
    broken = rng.choice(["name", "short"]) if rng.random() < 0.12 else ""
    name_lines = list(names)
    if broken == "name":
        moved = name_lines.pop(rng.randrange(n))
        texts.append(f"{moved} {rng.choice(LEVELS)}")  # a box of its own after the text cells (t07's row)
    blocks = [
        ["CR" if r in cr and b == 0 else ("–" if r in cr else _cell(figures[r][b], rng, b in (0, 3))) for r in range(n)]
        for b in range(4)
    ]
    for b in range(4):
        blocks[b].append(str(sums[b]))
    if broken == "short":
        blocks[rng.randrange(4)].pop(rng.randrange(n))
    body = [*header, *name_lines, "TOTAL", *texts, *(cell for block in blocks for cell in block)]
    sep = "\n\n" if rng.random() < 0.7 else "\n"
    notes = rng.sample(NOTES, rng.randint(1, 3))
    quadro = sep.join(body) + "\n\n" + "\n".join(notes) + "\n2.2 CR: cadastro de reserva."
    intro = "2.1 Os cargos, a escolaridade, o vencimento inicial (R$) e as vagas são os do quadro a seguir.\n\n"
    entries = [] if broken else [Entry(names[r], figures[r][0], figures[r][3]) for r in range(n) if r not in cr]
    return Case(HEAD + intro + quadro + TAIL, entries, broken=int(bool(broken)))
