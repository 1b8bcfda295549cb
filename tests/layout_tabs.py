"""A spreadsheet's vacancy table copied with tabs, each cargo's name in a cell merged over its rows, drawn
at random with its right reading: the class of `tables/tab_merged.py`.

`merged_tab_cells(rng)`: a header of text columns (Cargo, then places, Regional | Município de lotação |
Polo, or an especialidade column) and count columns (AC, PcD, negros and the total, in any order), each
cargo's name only on its first row, its other rows opening with an empty cell (a tab), a row of the
cargo's sums at times ("Total do cargo", "Subtotal", "Total"), a TOTAL GERAL row at times; zeros as
"0", "00", "-" or an empty cell, counts zero-padded at times, a cargo of cadastro de reserva only
("CR"), trailing tabs, notes under the table. The right reading: a cargo whose rows differ only in
their places and are summed by a Total row is one cargo of the Total row's figures; any other row (an
especialidade, or no Total row) is a position of its own, named by its cargo and its text cells. A
Total row that is not its rows' sum (`fault`) proves nothing: no reading of that table is confirmed.
"""

from __future__ import annotations

import random

from layout_places import HEAD, NAMES, PLACES, TAIL, Case, Entry

PLACE_LABELS = [["Regional", "Município de lotação"], ["Município"], ["Polo"], ["Localidade"], ["Lotação"]]
SPECIALTY_LABELS = [["Especialidade"], ["Área de atuação"]]
SPECIALTIES = ["Clínica Geral", "Pediatria", "Ortopedia", "Psiquiatria", "Cardiologia", "Radiologia"]
COUNT_LABELS = {
    "open": ["Ampla concorrência", "AC", "Vagas AC"],
    "pcd": ["PcD", "Pessoas com deficiência"],
    "negros": ["Afrodescendentes", "Negros", "PN", "Cotas raciais"],
    "total": ["Total de vagas", "Total", "Quantidade de vagas"],
}
CARGO_TOTALS = ["Total do cargo", "Subtotal", "Total", "TOTAL DO CARGO"]


def _cell(value: int, rng: random.Random, zero: str) -> str:
    if value == 0:
        return zero
    return f"{value:02d}" if rng.random() < 0.2 else str(value)


def _rows_of(rng: random.Random, count: int) -> list[dict[str, int]]:
    rows = []
    for _ in range(count):
        negros, pcd = rng.randint(0, 2), rng.randint(0, 1)
        rows.append({"open": rng.randint(1, 9), "pcd": pcd, "negros": negros})
        rows[-1]["total"] = sum(rows[-1].values())
    return rows


def merged_tab_cells(rng: random.Random) -> Case:
    by_place = rng.random() < 0.7
    text_labels = rng.choice(PLACE_LABELS if by_place else SPECIALTY_LABELS)
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = [*roles, "total"] if rng.random() < 0.6 else ["total", *roles]
    zero = rng.choice(["0", "00", "-", ""])
    fault = rng.random() < 0.15
    header = ["Cargo", *text_labels, *(rng.choice(COUNT_LABELS[r]) for r in roles)]
    lines, entries, proven = ["\t".join(header)], [], True
    grand = dict.fromkeys(roles, 0)
    for name in rng.sample(NAMES, rng.randint(2, 5)):
        if rng.random() < 0.1:  # cadastro de reserva only
            cells = ["CR" if r in ("open", "total") else "-" for r in roles]
            lines.append("\t".join([name, *(PLACES[0] for _ in text_labels), *cells]))
            continue
        count = rng.randint(1, 4)
        texts = rng.sample(PLACES if by_place else SPECIALTIES, count)
        rows = _rows_of(rng, count)
        summed = rng.random() < 0.7
        collapsed = summed and by_place and not fault
        proven = proven and not (summed and fault)
        for n, (place, row) in enumerate(zip(texts, rows, strict=True)):
            texts_cells = [place] * len(text_labels)
            cells = [_cell(row[r], rng, zero) for r in roles]
            lines.append("\t".join([name if n == 0 else "", *texts_cells, *cells]))
            if not collapsed:
                entries.append(Entry(f"{name} {' '.join(texts_cells)}", row["total"], row["negros"]))
        sums = {r: sum(row[r] for row in rows) for r in roles}
        for r in roles:
            grand[r] += sums[r]
        if summed:
            shown = dict(sums, total=sums["total"] + 1) if fault else sums
            label = rng.choice(CARGO_TOTALS)
            lines.append("\t".join(["", label, *([""] * (len(text_labels) - 1)), *(str(shown[r]) for r in roles)]))
            if collapsed:
                entries.append(Entry(name, sums["total"], sums["negros"]))
    if rng.random() < 0.5:
        lines.append("\t".join(["TOTAL GERAL", *([""] * len(text_labels)), *(str(grand[r]) for r in roles)]))
    if rng.random() < 0.3:
        lines = [line + "\t" for line in lines]
    for entry in entries:
        entry.proven = proven
    note = rng.choice(["", "\nAs vagas reservadas estão incluídas no total de vagas.\n"])
    text = f"{HEAD}\n2. DAS VAGAS\n2.1 Quadro de vagas:\n\n" + "\n".join(lines) + f"\n{note}{TAIL}"
    return Case(text, entries)
