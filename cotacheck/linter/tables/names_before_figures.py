"""A row's name wrapped in its cell, printed whole above the row's figures (pdfLaTeX's `p{}` cells, pypdf).

LaTeX draws a row's name cell whole before the cells right of it, and pypdf starts a new line each time the
baseline goes back up: a name that wraps comes out line by line, then the row's figures on a line of their
own ("Engenheiro – Área Engenharia" / "Elétrica" / "3 1 –"), while a name that fits shares its row's line.
The line a name's second line opens in capitals ("Elétrica", "Química") no word proves to go on from the
line above, so the row took only its last line and the first was lost (a confirmed "Elétrica" of 3
vacancies). In a table whose rows are seen to stand on one line with their figures, a row whose figures
stand alone is such a wrapped name: every text line since the row above is its name; so too the first row
under a header printed rotated (`places_rotated`, pdfLaTeX's), every text line since the header.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import name_start

#: A line of a name's words: no digit (a count, a pay, a date), no sentence's stop or note's mark.
_NAME_PIECE = re.compile(r"^[^\W\d_][^\d;:=*()]{0,80}(?<![.;:])$")
#: A line of a row's figures with no word: counts, dashes for none.
_FIGURES = re.compile(r"^[\d\s–—.,-]+$")
_LOOK_BACK = 40  # rows of the table looked at for one read off one line


def widened(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` with the text lines above them since the row above, when this row's figures stood on a
    line of their own (`table.cells_apart`) in a flat table (a row of it read off one line)."""
    if not table.cells_apart or not name_lines or name_lines[0] is pending[0] or table.inner_text or table.names != 1:
        return name_lines
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), 0)
    start = first
    while start > 0 and _continues_to(extractor, pending[start - 1], pending[start]):
        start -= 1
    if start == first:
        return name_lines
    if _first_under_rotated(extractor, table) and start == 0:
        return pending[:first] + name_lines  # under its header: no row above to own a line
    if not _under_row(extractor, table, pending[start]) or not _flat(extractor, table):
        return name_lines
    return pending[start:first] + name_lines


def _first_under_rotated(extractor, table) -> bool:
    """No row yet under a header pdfLaTeX printed rotated (`places_rotated`), or under it again after a page
    break: the rows' figures stand alone after their names, so every line since the header is the name's."""
    return table.last_row_line <= table.repeated_at and table.header_line in getattr(extractor, "rotated_places", ())


def _under_row(extractor, table, line: Line) -> bool:
    """`line` comes right after the table's last row, or after a level heading right after it ("Nível D")."""
    before = extractor.previous_number(line)
    if before == table.last_row_line:
        return True
    at = extractor._index.get(before) if before is not None else None
    heading = at is not None and name_start.level_heading(extractor.lines[at])
    return heading and extractor.previous_number(extractor.lines[at]) == table.last_row_line


def _continues_to(extractor, line: Line, after: Line) -> bool:
    """`line` is a piece of a name right above `after` (no heading over the rows, nothing between)."""
    return (
        extractor.previous_number(after) == line.number
        and _NAME_PIECE.match(line.text.strip()) is not None
        and not name_start.level_heading(line)
    )


def _flat(extractor, table) -> bool:
    """The table's rows are seen to print their figures beside a one-line name, or alone after a wrapped one:
    a row read lately off one line, or the row right above read with its figures alone on its last line
    (`_LOOK_BACK` rows looked at)."""
    for position in reversed(extractor.positions[-_LOOK_BACK:]):
        if position.table != table.id:
            continue
        if len(position.lines) == 1 or _figures_alone(extractor, position.lines[-1]):
            return True
    return False


def _figures_alone(extractor, number: int) -> bool:
    """The line `number` holds figures and no word."""
    at = extractor._index.get(number)
    return at is not None and figures_alone(extractor.lines[at].text)


def figures_alone(text: str) -> bool:
    """A row's line of figures with no word: the row's name stood whole on the lines above it, so the line
    right above the name is its start, never the end of the row above's (`name_wrap.join_lone_tails`)."""
    return _FIGURES.match(text) is not None
