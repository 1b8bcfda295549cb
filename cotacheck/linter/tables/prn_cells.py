"""A sheet saved as formatted text (Excel's "Texto formatado (separado por espaços)", a .prn): every cell is
cut to its column's width, text to the left of it and numbers to the right, with no space of its own
between two cells. A name longer than its column is cut and glued to the next cell ("Agente de Combate às
EndFUND       10     8     0     2    1.400,00"), a label one character short of its column stands one space
from the next ("ESCOL. TOTAL AC").

Read as a table laid out by spaces, the glued name and level were one word, the row a name with its level
("Agente de Combate às EndFUND"), and the labels one space apart one label. The columns are where the
header's labels start (a .prn prints them left-aligned, as all text): a line of the header naming the
name column and two count roles of the vocabulary or more, with no digit, above rows that are cut at those
places. A label's start is a column's only if no row's number runs across it ("VENC. R$" over "1.720,44"
is one column); every cell under a count label must be a count or blank, and at least one row must be
glued at a column's start (else the table's spaces are the reader's already, and it is left alone).

The header and its rows (down to a blank line or a line whose count cells are not counts) are re-laid in
place, each cell at its place moved right by two spaces a column before it, so that two cells are always
two spaces apart and a number keeps its alignment: the table is then read as the grid of its header
(`layout_grid`, its text columns no part of the names) up to its last row. A name cut at its column's width stays cut ("Agente de Combate às End"): what the
column held is all the file has.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import COUNT_TOKENS, labels

#: A word glued to the next cell: lower case then capitals ("EndFUND", "DentaTEC"), tried on the text first.
#: (written from its first capital, looking back at the letter before it: the engine skips to a capital, while
#: most characters of a text are the lower-case letters the plain pattern opens with; only found or not)
_GLUED = re.compile(r"[A-ZÀ-ÖØ-Þ](?<=[a-zà-öø-ÿ][A-ZÀ-ÖØ-Þ])[A-ZÀ-ÖØ-Þ]")
_WORD = re.compile(r"\S+")
_COUNT = re.compile(r"\d{1,5}|[-–—]")
_SPLIT = re.compile(r"(\r\n|\r|\n|\f)")
#: Lines above a glued row its header may stand.
_MAX_ABOVE = 80
_LEAST_COUNTS = 2
_LEAST_ROWS = 2
#: What a name that filled its column ends with: it may have been cut there.
_CUT = "…"


def _header(line: str) -> list[tuple[int, str]] | None:
    """Each label word's (start, kind) of a .prn header line: "name", a count role, or "text"."""
    if any(c.isdigit() for c in line) or not line[:1].strip():
        return None
    folded = fold(line)
    if len(folded) != len(line):
        return None
    found = {start: kind for kind, start, _ in labels(folded)}
    kinds = [(m.start(), found.get(m.start(), "text")) for m in _WORD.finditer(line)]
    if kinds[0][1] != "name" or sum(k in COUNT_TOKENS for _, k in kinds) < _LEAST_COUNTS:
        return None
    return kinds


def _columns(header: list[tuple[int, str]], rows: list[str]) -> list[tuple[int, str]]:
    """The header's label starts no row's number runs across."""
    kept = [header[0]]
    for start, kind in header[1:]:
        across = any(
            m.start() < start < m.end() and any(c.isdigit() for c in m.group())
            for row in rows
            for m in _WORD.finditer(row)
        )
        if not across:
            kept.append((start, kind))
        elif kind in COUNT_TOKENS:
            return []  # a count label a number runs across: not this layout
    return kept


def _cells(line: str, starts: list[int]) -> list[str]:
    return [line[a:b] for a, b in zip(starts, [*starts[1:], max(len(line), starts[-1])], strict=True)]


def _fits(line: str, columns: list[tuple[int, str]]) -> bool:
    """A row of the table: a name, and a count or nothing under each count label."""
    cells = _cells(line, [s for s, _ in columns])
    if not cells[0].strip():
        return False
    return all(
        kind not in COUNT_TOKENS or not cell.strip() or _COUNT.fullmatch(cell.strip())
        for cell, (_, kind) in zip(cells, columns, strict=True)
    )


def _glued(line: str, starts: list[int]) -> bool:
    return any(0 < s < len(line) and line[s - 1] != " " and line[s] != " " for s in starts[1:])


def _relaid(line: str, starts: list[int], rows: bool) -> str:
    """The line's cells two spaces apart (three after the name's, where a cut name's "…" goes)."""
    cells = _cells(line, starts)
    widths = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    name = cells[0].rstrip()
    if rows and len(name) >= widths[0] - 1 and line[widths[0] - 1 : widths[0] + 1].strip():
        cells[0] = f"{name}{_CUT}"  # filled its column up to the next cell: maybe cut
    gaps = ["   ", *["  "] * (len(widths) - 1)]
    return "".join((c.ljust(w) + g)[: w + len(g)] for c, w, g in zip(cells, widths, gaps, strict=False)) + cells[-1]


def _table(lines: list[str], at: int) -> tuple[int, int, list[int]] | None:
    """(header index, last row index, column starts) of the .prn table a glued row at `at` is in."""
    for top in range(at - 1, max(-1, at - _MAX_ABOVE), -1):
        header = _header(lines[top])
        if header is None:
            if not lines[top].strip():
                return None
            continue
        end = top + 1
        while end < len(lines) and lines[end].strip():
            end += 1
        rows = lines[top + 1 : end]
        columns = _columns(header, rows)
        counts = [k for _, k in columns if k in COUNT_TOKENS]
        if len(counts) < _LEAST_COUNTS or len(set(counts)) != len(counts):
            return None
        fitting = 0
        while fitting < len(rows) and _fits(rows[fitting], columns):
            fitting += 1
        starts = [s for s, _ in columns]
        if fitting < _LEAST_ROWS or top + fitting < at or not any(_glued(r, starts) for r in rows[:fitting]):
            return None
        return top, top + fitting, starts
    return None


Sheets = tuple[frozenset[int], frozenset[int]] | None


def relay(text: str, sheets: Sheets = None) -> tuple[str, Sheets]:
    """`text` with every .prn table's cells parted (module docstring), and `sheets` (`sheet_headings`)
    with each such table's header among the rows read as a grid and its last row among the sheets' ends."""
    if not _GLUED.search(text):
        return text, sheets
    parts = _SPLIT.split(text)
    lines = parts[0::2]
    done = -1
    within, ends = set(sheets[0]) if sheets else set(), set(sheets[1]) if sheets else set()
    for index, line in enumerate(lines):
        if index <= done or not _GLUED.search(line) or not any(c.isdigit() for c in line):
            continue
        found = _table(lines, index)
        if found is None:
            continue
        top, done, starts = found
        for k in range(top, done + 1):
            lines[k] = _relaid(lines[k], starts, k > top)
        within.add(top)
        ends.add(done)
    if done < 0:
        return text, sheets
    parts[0::2] = lines
    return "".join(parts), (frozenset(within), frozenset(ends))
