"""Quadros of empregos públicos by base de lotação laid out by spaces (a consórcio's or an estatal's, as
Instituto Consulplan prints them), drawn with random variation for their property tests.

`base_grid_table(rng)`: a header of two lines, "EMPREGO PÚBLICO / BASE DE LOTAÇÃO" (or "EMPREGO /
BASE OPERACIONAL", "CARGO / BASE DE LOTAÇÃO") over the name column, "TOTAL DE" / "VAGAS", "AMPLA" /
"CONC.", "PCD", "NEGROS", "CARGA" / "HORÁRIA", "SALÁRIO" / "(R$)"; each row an emprego and its base in
one cell ("Condutor Socorrista¹ – Almenara"), a footnote mark after the emprego at times, the counts
zero-padded or not, "-" for none, a long name wrapped after its dash ("Técnico Auxiliar de Regulação
Médica –" / "TARM – Central de Regulação"), a row of cadastro de reserva written "**" in every count
cell under the note "** Cadastro reserva." at times, and a page break in the middle at times (the page's
footer, a rule, the running head, "(continuação)" and the header again).

Returns the text and its rows: (name without its mark, total, negros), the cadastro's rows with total 0.
"""

from __future__ import annotations

import random

EMPREGOS = [
    "Auxiliar Administrativo",
    "Condutor Socorrista",
    "Enfermeiro Intervencionista",
    "Médico Regulador",
    "Técnico em Enfermagem",
    "Rádio-Operador",
    "Técnico Auxiliar de Regulação Médica – TARM",
    "Assistente Social",
    "Farmacêutico",
    "Motorista de Ambulância",
]
BASES = ["Sede", "Pedra Azul", "Almenara", "Jequitinhonha", "Central de Regulação", "Salinas", "Araçuaí"]
LABELS = ["EMPREGO PÚBLICO / BASE DE LOTAÇÃO", "EMPREGO / BASE OPERACIONAL", "CARGO / BASE DE LOTAÇÃO"]
MARKS = ["¹", "²", "³"]
NAME_WIDTH = 44
#: (start, width) of each column's label on the header's first line: the counts, the hours, the pay.
_COLUMNS = [(46, 8), (58, 5), (69, 3), (77, 6), (87, 7), (99, 7)]


def _counts(rng: random.Random) -> list[int]:
    total = rng.randint(1, 9)
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = total // 5 if total >= 5 else 0
    return [total, total - negros - pcd, pcd, negros]


def _header(label: str) -> list[str]:
    top = f" {label.ljust(NAME_WIDTH)} TOTAL DE    AMPLA      PCD     NEGROS    CARGA       SALÁRIO"
    below = f" {''.ljust(NAME_WIDTH)}   VAGAS      CONC.                        HORÁRIA       (R$)"
    return [top, below]


def _placed(name: str, cells: list[str]) -> str:
    """A row's line: the name, each count centred under its label, the hours and the pay under theirs."""
    line = f" {name.ljust(NAME_WIDTH)}"
    for cell, (start, width) in zip(cells, _COLUMNS, strict=True):
        at = start + (width - len(cell)) // 2
        line = line.ljust(at - 1) + " " + cell if len(line) >= at else line.ljust(at) + cell
    return line


def base_grid_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    label = rng.choice(LABELS)
    padded = rng.random() < 0.6
    marked = {e: rng.choice(MARKS) for e in EMPREGOS if rng.random() < 0.5}
    pairs = [(e, b) for e in rng.sample(EMPREGOS, rng.randint(2, 5)) for b in rng.sample(BASES, rng.randint(1, 3))]
    cadastro = rng.randrange(len(pairs)) if rng.random() < 0.4 else -1
    page_break = rng.randrange(1, len(pairs)) if rng.random() < 0.5 and len(pairs) > 2 else -1
    out = ["1.5. QUADRO DE VAGAS", "", *_header(label)]
    rows = []
    for k, (emprego, base) in enumerate(pairs):
        if k == page_break:
            out += ["", " " * 93 + "Página 3 de 52", " " + "_" * 108]
            out += [" Instituto Consulplan" + " " * 55 + "CISVARP – Edital nº 01/2024", ""]
            out += [" 1.5. QUADRO DE VAGAS (continuação)", "", *_header(label)]
        counts = _counts(rng)
        name = f"{emprego}{marked.get(emprego, '')} – {base}"
        if k == cadastro:
            cells = ["**"] * 4
            rows.append((f"{emprego} – {base}", 0, 0))
        else:
            cells = [(f"{c:02d}" if padded else str(c)) if c else "-" for c in counts]
            rows.append((f"{emprego} – {base}", counts[0], counts[3]))
        hours = rng.choice(["40h", "12x36", "24h"])
        pay = f"{rng.randint(2, 12)}.{rng.randint(0, 999):03d},{rng.choice(['00', '15', '88'])}"
        lines = [name]
        if len(name) > NAME_WIDTH - 2:  # wrapped after a dash
            mark = marked.get(emprego, "")
            first, _, second = emprego.partition(" – ")
            lines = [f"{first}{mark} –", f"{second} – {base}"] if second else [f"{emprego}{mark} –", base]
        out.append(_placed(lines[0], [*cells, hours, pay]))
        out += [f" {line}" for line in lines[1:]]
    out.append("")
    used = sorted({marked[e] for e, _ in pairs if e in marked})
    out += [f" {m} Requisito: registro no conselho de classe competente." for m in used]
    if cadastro >= 0:
        out.append(" ** Cadastro reserva.")
    return "\n".join(out) + "\n", rows
