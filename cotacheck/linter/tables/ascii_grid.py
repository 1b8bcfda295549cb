"""A quadro drawn in ASCII with "+---+" borders and "|" between its cells, its cells wrapped over lines.

A monospace edital (a municipality's text printed by `enscript` and `ps2pdf`, t09 of the seventeenth set;
a reStructuredText or `tabulate` "grid" table; pandoc's grid tables) draws each row between two borders
("+------+-----+"), the header over a border of "=" ("+======+=====+"), a cell too long for its column
wrapped onto the row's next lines ("| Guarda Municipal | Médio completo + CNH |" / "|  | A/B |"), a TOTAL cell
spanning the text columns ("| TOTAL                    |  72 |   9 |"). Read a line at a time, a wrapped
line was a row of its own ("Pedagogia | | | …" named a cargo), and the row after it was lost.

The borders state the grid outright: a row is the lines between two borders, its cells the text between
its "|", each standing at a "+" of the border above (a cell spanning columns has no "|" where they part).
Each row is re-laid as one Markdown pipe row, numbered as its first line (a header in capitals as words:
"CARGA" → "Carga", no abbreviation to explain): each cell's lines joined, a
spanning cell's text in the first column it spans and the others blank; the border under the header as
the pipe table's rule. The table is then read by `pipe_table`, by its cells, and confirmed only by its
arithmetic. A line inside the table whose "|" do not stand at the border's "+" leaves the table as it is.
Trigger: "+---" and "|" in the text; linear: each line of a table is read once.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, laid_line, pipe_row
from cotacheck.linter.tables import pipe_table

#: A border: "+" then runs of "-" or "=" each closed by a "+" (two columns at least).
_BORDER = re.compile(r"\+(?:[-=]+\+){2,}")
_MAX_ROW_LINES = 12
_MAX_LINES = 4000


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each "+---+" grid re-laid as a pipe table, then read by `pipe_table`."""
    if not _may_hold(text):
        return lines
    raw = raw_lines(text)
    out: list[Line] = []
    k = 0
    changed = False
    while k < len(lines):
        table = _table(lines, k, raw) if _BORDER.fullmatch(lines[k].text) else None
        if table is None:
            out.append(lines[k])
            k += 1
            continue
        laid, k = table
        out += laid
        changed = True
    if not changed:
        return lines
    lines[:] = out
    return pipe_table.relay_tables(lines, doubts)


def _may_hold(text: str) -> bool:
    """The trigger: a border's run of dashes and a cell's bar stand in the text."""
    return "+---" in text and "|" in text


def _printed(raw: list[str], line: Line) -> str:
    return raw[line.number - 1].strip() if 0 < line.number <= len(raw) else ""


def _table(lines: list[Line], start: int, raw: list[str]) -> tuple[list[Line], int] | None:
    """(the grid at `start` re-laid as a pipe table, the index after it), or None when it is no such grid."""
    border = _printed(raw, lines[start])
    if not _BORDER.fullmatch(border):
        return None
    plus = [k for k, ch in enumerate(border) if ch == "+"]
    laid: list[Line] = []
    row: list[Line] = []
    k = start + 1
    ruled = False
    while k < len(lines) and k - start < _MAX_LINES:
        printed = _printed(raw, lines[k])
        if _BORDER.fullmatch(printed):
            if not row:
                return None
            cells = _cells(row, raw, plus)
            if cells is None:
                return None
            laid.append(laid_line(row[0].number, pipe_row(cells if ruled else _labels(cells))))
            if not ruled:  # the header's border: the pipe table's rule
                laid.append(laid_line(lines[k].number, pipe_row(["---"] * (len(plus) - 1))))
                ruled = True
            row = []
            plus = [j for j, ch in enumerate(printed) if ch == "+"]
        elif printed.startswith("|") and printed.endswith("|") and len(row) < _MAX_ROW_LINES:
            row.append(lines[k])
        else:
            break
        k += 1
    if row or len(laid) < 3:
        return None
    return laid, k


def _cells(row: list[Line], raw: list[str], plus: list[int]) -> list[str] | None:
    """The row's cells, one per column of the border above (`plus`: its "+" positions), each cell's lines
    joined, a spanning cell's text in its first column; None when a "|" stands at no "+"."""
    at = set(plus)
    bars = None
    parts: list[list[str]] = [[] for _ in plus[:-1]]
    for line in row:
        printed = _printed(raw, line)
        mine = [j for j, ch in enumerate(printed) if ch == "|"]
        if bars is None:
            bars = mine
        if mine != bars or not at.issuperset(mine) or mine[0] != plus[0] or mine[-1] != plus[-1]:
            return None
        for a, b in zip(mine, mine[1:], strict=False):
            words = printed[a + 1 : b].split()
            if words:
                parts[plus.index(a)].append(" ".join(words))
    return [" ".join(cell) for cell in parts]


def _labels(cells: list[str]) -> list[str]:
    """The header's labels, a header printed in capitals written as words ("CARGA" → "Carga"): a word of
    four letters or more is no abbreviation the vocabulary would have to explain; "AC", "PCD" stay."""
    if any(cell != cell.upper() for cell in cells):
        return cells
    return [" ".join(w.capitalize() if len(w) >= 4 and w.isalpha() else w for w in cell.split()) for cell in cells]
