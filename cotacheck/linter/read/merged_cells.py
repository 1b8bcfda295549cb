"""Count cells a PDF-to-Word converter merged into one tab cell, spread back over the empty cells after it.

A converter that misses a table's inner borders puts a row's neighbouring counts in one cell and leaves
the cells they came from empty ("Assistente Administrativo\t5 1 1\t\t\t7\t2.611,40" under "Ampla PcD
Negros Total"): with the empty cells made "-" the row read "5 1 1 - - 7", two columns too many. A cell of
k counts parted by single spaces (k ≥ 2; a dash as a count) followed by k − 1 empty cells is those k cells;
the row's arithmetic then proves the reading or leaves it in doubt, as any row's.
"""

from __future__ import annotations

import re

_MERGED = re.compile(r"(?:\d{1,5}|[-–—])(?: (?:\d{1,5}|[-–—])){1,7}")


def spread(fields: list[str]) -> list[str]:
    """`fields` (a tab row's cells) with each cell of merged counts spread over the empty cells after it."""
    out: list[str] = []
    n = 0
    while n < len(fields):
        cell = fields[n].strip()
        parts = cell.split(" ") if _MERGED.fullmatch(cell) else []
        after = fields[n + 1 : n + len(parts)]
        if parts and any(p[0].isdigit() for p in parts) and len(after) == len(parts) - 1:
            if not any(f.strip() for f in after):
                out += parts
                n += len(parts)
                continue
        out.append(fields[n])
        n += 1
    return out
