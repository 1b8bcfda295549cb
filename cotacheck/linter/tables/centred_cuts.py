"""Where the rows of a table laid out by spaces part, when each cell is centred on its row (`w3m -dump`).

w3m (and lynx, and other text browsers) draws an HTML table with spaces, each cell wrapped in its column and
centred in its row's height: the one-line cells (code, counts) on the row's middle line, a cell of two
lines on that line and the one above (a row of three), a cell of three on the lines around it. So every
non-empty cell is a run of lines through its row's counts' line, and between two rows' counts the lines
part at one place: those above it the upper row's, those below it the lower row's. Each column bounds that
place (a piece of a cell parted from the counts above by a blank line is the lower row's, and the converse);
the bounds of all the columns, intersected, give where it can be. The header is the first "row" (its
count labels its counts' line), so a header's wrapped labels ("Jornada" / "semanal") part from the first
row's cells the same way. Where the bounds leave more than one place, the row's height decides (as many
lines below its counts as above, or one more, as a floor-centred cell puts them) and, where a name's pieces
hang on that choice, both rows are left in doubt.

`pdftotext -layout` centres differently (a cell of an even height leaves the counts' line blank in its
column): `space_bands`' own sharing reads it; this reading is its fallback where that one does not close.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold


def _bounds(flags: list[bool]) -> tuple[int, int]:
    """(lo, hi): the cuts `b` (0 … g) that keep each cell of one column a run through its row's counts'
    line, where `flags[0]` is the upper counts' line, `flags[1..g]` the lines between, `flags[g + 1]` the
    lower counts' line (each: the column has a piece there); lines 1 … b are the upper row's."""
    g = len(flags) - 2
    lo, hi, j = 0, g, 0
    while j <= g and flags[j]:
        j += 1
    after = next((m for m in range(j + 1, g + 1) if flags[m]), None) if j <= g else None
    if after is not None:
        hi = after - 1
    j = g + 1
    while j >= 1 and flags[j]:
        j -= 1
    before = next((m for m in range(j - 1, 0, -1) if flags[m]), None) if j >= 1 else None
    if before is not None:
        lo = before
    return lo, hi


_ON = re.compile(r"(?:^|\s)(?:de|da|do|das|dos|e|em|para|com|a|ao|aos|o|na|no|nas|nos|ou|R\$)$|[-–—,/(:]$")
_GOES_ON = re.compile(r"^[a-zà-ú(–—\-,;.]|^\d[\d.]*,\d")  # a cell's later line: lower case, a bracket, a pay's figures


def _bonds(pieces: list[dict[int, str]], top: int, low: int) -> set[int]:
    """The cuts no row may have between `top` and `low`: where a text cell's line visibly goes on in the line
    below ("Professor de" / "Educação …", "R$" / "3.036,00", "Ensino médio completo e" / "residir …")."""
    out = set()
    for column in pieces:
        for n in range(top, low):
            upper, lower = column.get(n), column.get(n + 1)
            if upper and lower and (_ON.search(fold(upper)) or _GOES_ON.match(lower)):
                out.add(n - top)
    return out


def _choose(cuts: list[int], above: int) -> int:
    """The cut among `cuts` nearest a floor-centred row's: one line more below its counts than above, or as many."""
    for b in (above + 1, above):
        if b in cuts:
            return b
    return min(cuts, key=lambda b: (abs(2 * b - 2 * above - 1), b))


def _hangs(held: list[set[int]], names: list[bool], first: int, last: int) -> bool:
    """Whether a name column has a piece on lines `first` … `last` (whose row an open cut decides)."""
    return any(n in column for column, name in zip(held, names, strict=True) if name for n in range(first, last + 1))


def _cuts(pieces: list[dict[int, str]], anchors: list[int]) -> list[list[int]] | None:
    """Each gap's possible cuts (lines of the gap left to the upper row), by every column's runs and bonds."""
    out = []
    for top, low in zip(anchors, anchors[1:], strict=False):
        lo, hi = 0, low - top - 1
        for column in pieces:
            a, b = _bounds([n in column for n in range(top, low + 1)])
            lo, hi = max(lo, a), min(hi, b)
        bonds = _bonds(pieces, top, low)
        cuts = [b for b in range(lo, hi + 1) if b not in bonds]
        if not cuts:
            return None
        out.append(cuts)
    return out


def parts(
    pieces: list[dict[int, str]], names: list[bool], anchors: list[int], end: int
) -> tuple[list[list[list[int]]], set[int], bool] | None:
    """Each column's lines row by row (`pieces`: each column's pieces by line; `anchors`: the header's
    count-labels line then each row's counts' line; `end`: the table's last line), the rows (indexes)
    whose names hang on an open choice (those take the lines in doubt, both), and whether the centring
    shows (a line no cut leaves above a row's counts to the row before: top-aligned cells have none);
    None where no cut keeps every cell a run or the rows are not centred."""
    held = [set(column) for column in pieces]
    options = _cuts(pieces, anchors)
    if options is None:
        return None
    last = anchors[-1]
    for column in held:
        if _bounds([n in column for n in range(last, end + 1)] + [False])[1] < end - last:
            return None
    ranges, doubted, wide, above, start = [], set(), [], 0, anchors[0]
    for i, (top, low) in enumerate(zip(anchors, anchors[1:], strict=False)):
        cuts = options[i]
        cut = cuts[0] if not i else _choose(cuts, above)  # the header keeps only the lines its labels prove its own
        if i and len(cuts) > 1 and _hangs(held, names, top + cuts[0] + 1, top + cuts[-1]):
            doubted |= {i - 1, i}
            wide.append((i, top + cuts[0] + 1, top + cuts[-1]))
        if i:
            ranges.append((start, top + cut))
        start, above = top + cut + 1, low - top - 1 - cut
    ranges.append((start, end))
    if not all(_centred(ranges[i], anchors[i + 1], held) for i in range(len(ranges))):
        return None  # cells not centred in their rows (top-aligned, merged over rows): another layout
    for i, first, last_line in wide:  # lines in doubt: both rows' (a name too long rather than one cut short)
        ranges[i - 1] = (ranges[i - 1][0], max(ranges[i - 1][1], last_line))
        ranges[i] = (min(ranges[i][0], first), ranges[i][1])
    if any(_cut_short(column, ranges) for column, name in zip(pieces, names, strict=True) if name):
        return None  # a name that visibly goes on past its row (a page break inside it): not this layout
    shows = any(cuts[-1] < low - top - 1 for cuts, top, low in zip(options, anchors, anchors[1:], strict=False))
    shared = [[[n for n in range(a, b + 1) if n in column] for a, b in ranges] for column in held]
    return shared, doubted, shows


def _cut_short(column: dict[int, str], ranges: list[tuple[int, int]]) -> bool:
    """Whether a row's name cell ends in a word or mark that goes on ("… Penitenciária –", "Fiscal de")."""
    for first, last in ranges:
        lines = [n for n in range(first, last + 1) if n in column]
        if lines and _ON.search(fold(column[lines[-1]])):
            return True
    return False


def _centred(span: tuple[int, int], anchor: int, held: list[set[int]]) -> bool:
    """Whether a row (its lines `span`, its counts on `anchor`) has every cell centred as a floor-centred
    row puts it: its counts on line (n - 1) // 2 of its n, each cell of m lines from line (n - m) // 2."""
    n = span[1] - span[0] + 1
    if anchor - span[0] != (n - 1) // 2:
        return False
    for column in held:
        cell = [k for k in range(span[0], span[1] + 1) if k in column]
        first = span[0] + (n - len(cell)) // 2
        if cell and cell != list(range(first, first + len(cell))):
            return False
    return True
