"""A quadro with no ampla concorrência column ("CARGO PcD Negros TOTAL"), a TOTAL row under it, and rows
whose cells an extraction paired wrong: pdfminer.six gives such a quadro a column at a time, and the cells
read back under the header can put a reserve's count in the total's place and the total in the reserve's
(BNDES's quadro through pdfminer: "PCD TOTAL" over "14" / "3"). The class of `decide.row_fails`' reserves
over the total.

`swapped_total(rng)` writes such an edital: the header (PcD at times, the negros' column, the total), three
to eight cargos a row ("Analista – Direito 1 2 10", or a cell a line, pdfminer's blank line between cells
at times), some rows with their total and one of their reserves swapped, and a TOTAL row that sums the
printed totals (so the column's sum holds whatever the swap).

The right reading: a row as printed is read with its figures; a swapped row (its reserves over its total)
is never confirmed; a row read whole is right or uncertain.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Analista – Direito",
    "Analista – Economia",
    "Analista – Engenharia",
    "Técnico – Administração",
    "Técnico – Informática",
    "Assistente Social",
    "Contador",
    "Arquiteto",
]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    swapped: list[str] = field(default_factory=list)  # names of the rows whose total and a reserve are swapped


def swapped_total(rng: random.Random) -> Case:
    pcd = rng.random() < 0.7
    header = ["CARGO", *(["PcD"] if pcd else []), "Negros", "TOTAL"]
    rows, entries, swapped = [], [], []
    for name in rng.sample(NAMES, rng.randint(3, 8)):
        negros, disabled = rng.randint(1, 6), rng.randint(1, 3) if pcd else 0
        total = negros + disabled + rng.randint(4, 30)
        cells = [*([disabled] if pcd else []), negros, total]
        if rng.random() < 0.4:
            k = rng.randrange(len(cells) - 1)
            cells[k], cells[-1] = cells[-1], cells[k]
            swapped.append(name)
        else:
            entries.append(Entry(name, total, negros))
        rows.append((name, cells))
    grand = sum(cells[-1] for _, cells in rows)
    spread = rng.random() < 0.4
    gap = "\n\n" if spread and rng.random() < 0.5 else "\n"
    lines = [gap.join(header)] if spread else [" ".join(header)]
    for name, cells in rows:
        parts = [name, *map(str, cells)]
        lines.append(gap.join(parts) if spread else " ".join(parts))
    lines.append(f"TOTAL {grand}" if not spread else f"TOTAL{gap}{grand}")
    body = (gap if spread else "\n").join(lines)
    text = HEAD + "2. DAS VAGAS\nANEXO I – QUADRO DE VAGAS\n" + body + "\n" + TAIL
    return Case(text, entries, swapped)
