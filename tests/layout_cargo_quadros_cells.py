"""Several quadros in a row, one cargo each, printed a cell a line, drawn at random with their right reading:
a cargo's heading must name its rows, never a place column's label (issue 38).

Caixa 2025's quadros through PyMuPDF: each quadro a cargo's heading in capitals ("ENGENHEIRO CIVIL"), then its
header a label a line, the place columns' labels first ("MACROPOLO" / "POLO", or "REGIÃO" / "UF"), the counts'
labels after ("VAGAS IMEDIATAS" / "CADASTRO DE RESERVA" / "AC" / "PCD" / "PN" / … / "TOTAL"), then a row a
place, each cell on its line (the macro-region's cell over its first polo's, whole or cut at its hyphen), some
cells padded with spaces, then a TOTAL row, then blank lines before the next quadro. The header's reading may
leave the place labels above it; the first of them ("MACROPOLO") is then the line right over the labels, in
capitals, short: a cargo's look, never a cargo.

The right reading: each place a position named by its quadro's cargo and its place ("ENGENHEIRO CIVIL –
Nordeste BA"), its vacancies the immediate total, its negros the PN cell; a confirmed name never a column's
label. `proven`: every row (the cells a line close each row's and the TOTAL's arithmetic), but in a quadro
printed as pdftotext does at times, a macro-region's cell moved between the place labels and the counts'
("MACROPOLO" / "POLO" / "Nordeste" / "VAGAS IMEDIATAS"): its cargo's title is then not proven the rows', and
they must not come out confirmed under another name (a place alone, "Norte PA", or a label).
"""

from __future__ import annotations

import random

from layout_group_heading_lines import MACROPOLOS, TITLES
from layout_places import HEAD, TAIL, Case, Entry

#: The place columns' labels, a label a line (the macro-region's first).
PLACE_LABELS = [["MACROPOLO", "POLO"], ["REGIÃO", "UF"], ["MACRORREGIÃO", "POLO"], ["MACROPOLO", "UF"]]


def _pad(value: str, rng: random.Random) -> str:
    return rng.choice(["", "", " "]) + value + rng.choice([" ", " ", "  ", ""])


def _row(rng: random.Random, roles: int, cadastro: bool) -> list[int]:
    parts = [rng.randint(0, 12)] + [rng.choice([0, 0, 1, 2]) for _ in range(roles - 1)]
    parts[0] += sum(parts) == 0
    cells = [*parts, sum(parts)]
    return cells + ([3 * x for x in cells] if cadastro else [])


def _quadro(rng: random.Random, title: str, places: list[str], roles: int, cadastro: bool) -> tuple[list, list]:
    """One cargo's quadro, a cell a line, and its entries."""
    labels = ["AC", "PCD", "PN", "PI", "PQ"][:roles] + ["TOTAL"]
    moved = rng.random() < 0.25  # pdftotext: a macro-region's cell between the labels
    header = [*places, *(["Sudeste"] if moved else [])]
    header += [*(["VAGAS IMEDIATAS", "CADASTRO DE RESERVA"] if cadastro else []), *labels]
    lines = [title + " ", *(label + " " for label in header), *(labels if cadastro else [])]
    entries, sums = [], None
    chosen = rng.sample(sorted(MACROPOLOS), rng.randint(1, 3))
    for macro in (m for m in MACROPOLOS if m in chosen):
        polos = MACROPOLOS[macro][: rng.randint(1, len(MACROPOLOS[macro]))]
        for k, polo in enumerate(polos):
            cells = _row(rng, roles, cadastro)
            sums = cells if sums is None else [a + b for a, b in zip(sums, cells)]
            if k == 0:
                lines += [macro + " "]
            lines += [polo + " ", *(_pad(str(c), rng) for c in cells)]
            place = f"{macro} {polo}" if k == 0 else polo
            entries.append(Entry(f"{title} – {place}", cells[roles], cells[2], not moved))
    lines += ["TOTAL ", *([""] if rng.random() < 0.5 else []), *(f"{s} " for s in sums)]
    return lines + [" "] * rng.randint(1, 6), entries


def cargo_quadros_cells(rng: random.Random) -> Case:
    """Two to four quadros in a row (one cargo each), a cell a line, under an annex's title."""
    roles, cadastro = rng.choice([3, 5, 5]), rng.random() < 0.7
    places = rng.choice(PLACE_LABELS)
    lines, entries = ["ANEXO I - QUADRO DE VAGAS/CADASTRO DE RESERVA ", " "], []
    for title in rng.sample(TITLES, rng.randint(2, 4)):
        quadro, found = _quadro(rng, title, places, roles, cadastro)
        lines += quadro
        entries += found
    text = HEAD + "2. DOS CARGOS E DAS VAGAS\n2.1 Os empregos e as vagas constam do Anexo I.\n"
    return Case(text + "\n".join(lines) + TAIL, entries)
