"""A name wrapped around its counts: a layout-preserving extraction prints a multi-line name cell with
the counts on its first or middle line ("Auditor de Controle Externo – 8 1 3 12" / "Especialidade:
Ciências" / "Contábeis"), so the name goes on below the row's counts.

The lines after a row's counts are its name's tail where the structure proves it: the name so far ends
in a mark that cannot end a name ("–", "-", ",", "/", ":", "de", "e" …), or the line opens in lower case
(no cargo's name does: "da Informação"); each line so proven may prove the next. They are moved to the
row above before the next row's name is made. A line between two rows that neither proves to be
whose (an "orphan": "Contábeis" after "Especialidade: Ciências", before the next row's own name) is
given to the row above only in a table whose names are shown to run on below their counts (a proven
tail in any row), and then the table is uncertain with the reason: a group label or a note may stand
there as well. Only flat tables with no text column besides the name are read so: elsewhere the lines
after the counts are the row's other cells.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cotacheck.linter.read.text import MAX_LINE, Line
from cotacheck.linter.tables.names import CONTINUES

#: A line that may be the end of a name, not a note under the table: it opens with a letter (no mark:
#: "¹ Plantões de 12 horas."), defines nothing ("CR = cadastro de reserva.") and ends in no stop.
_NAME_END = re.compile(r"^[A-Za-zÀ-ú][^=]*(?<![.:;])$")
#: A line that opens in lower case (a letter, not a mark or a digit) goes on with the name above it.
_STARTS_LOW = re.compile(r"^[a-zà-ú]")


@dataclass(slots=True)
class LastRow:
    """The row read last, while lines below it may still be its name's: where its position is, the
    lines of its name (its tail appended), the cargo it is a part of, the headings it was read under."""

    at: int
    lines: list[Line]
    part: str
    context: tuple


def eligible(table) -> bool:
    """A flat table whose only text column is the name: a line after a row's counts is no other cell."""
    return (
        table.names == 1
        and not table.cells_apart
        and not table.one_per_line
        and not table.inner_text
        and not table.trailing_text
        and not table.coded
        and not table.places
    )


def goes_on(before: Line, line: Line) -> bool:
    """`line` continues the name whose last line is `before` (a piece of a line cut for its length,
    `text.MAX_LINE`, is no name's)."""
    if len(line.text) >= MAX_LINE or len(before.text) >= MAX_LINE:
        return False
    return bool(CONTINUES.search(before.folded) or _STARTS_LOW.match(line.text))


def continues_name(table, line: Line) -> bool:
    """`line` goes on with the name above it, so it is no heading ("Especialidade: Ciências" under
    "Auditor de Controle Externo – 8 1 3 12", or under "Auditor de Controle Externo –" before the counts)."""
    if table.cells or not eligible(table):
        return False
    if table.pending:
        return bool(CONTINUES.search(table.pending[-1].folded))
    last = table.last_name
    return last is not None and goes_on(last.lines[-1], line)


def keep(extractor, table, name_lines: list[Line], part: str) -> None:
    """The row just made (the last position) is the one lines below may continue."""
    if not eligible(table):
        table.last_name = None
        return
    context = (extractor.cargo_context, extractor.slice_context)
    table.wrapped = table.wrapped or len(name_lines) >= 2
    table.last_name = LastRow(len(extractor.positions) - 1, list(name_lines), part, context)


def take(extractor, table, has_text: bool = True) -> None:
    """A new row's counts have come (or the table ended, `has_text` then True): the pending lines that
    continue the last row's name are moved to it. A new row with no text of its own keeps one line
    for its name, and the table is in doubt."""
    last = table.last_name
    if last is None or not table.pending:
        return
    moved, before = 0, last.lines[-1]
    for line in table.pending:
        if not goes_on(before, line):
            break
        moved, before = moved + 1, line
    if moved and moved == len(table.pending) and not has_text:
        moved -= 1
        _doubt(extractor, table, last, table.pending[-1])
    if not moved:
        return
    tail, table.pending = table.pending[:moved], table.pending[moved:]
    _extend(extractor, table, last, tail)
    if not table.open_below:
        table.open_below = True
        for row, lines in table.stray:
            _extend(extractor, table, row, lines)
            _doubt(extractor, table, row, lines[0])
        table.stray = []


def orphans(extractor, table, lines: list[Line]) -> None:
    """`lines`, between the last row's counts (and tail) and the next row's name, which neither takes:
    the last row's, in doubt, in a table whose names run on below their counts; kept until that is
    known."""
    last = table.last_name
    if last is None or not lines:
        return
    if table.open_below:
        _extend(extractor, table, last, lines)
        _doubt(extractor, table, last, lines[0])
    else:
        table.stray.append((last, list(lines)))


def joined_below(extractor, table) -> None:
    """The one line between a row's counts and the next row's is joined to the next row's short text
    ("Civil" / "Assistente Técnico 6 0 2 8", as a name wrapped before its counts is): it may as well be
    the end of the name above (counts on its first or middle line); in doubt."""
    last = table.last_name
    if last is not None and len(table.pending) == 1:
        _doubt(extractor, table, last, table.pending[0])


def finish(extractor, table, by_text: bool) -> None:
    """The table is over: the lines after its last row that go on with its name are its; lines between
    rows that no name took leave it in doubt: the end of the name above, or a label over the rows below.
    So do lines after the last row that could end a name, when text ends the table (a new section; a
    new header's lines are its title)."""
    take(extractor, table)
    last = table.last_name
    ends = by_text and all(_NAME_END.match(line.text) for line in table.pending)
    if last is not None and table.pending and (table.open_below or ends):
        orphans(extractor, table, table.pending)
    if table.stray:
        row, lines = table.stray[0]
        _doubt(extractor, table, row, lines[0])
    table.last_name, table.stray = None, []


def _extend(extractor, table, row: LastRow, tail: list[Line]) -> None:
    """The row's name made again with its tail (under the headings it was read under)."""
    row.lines.extend(tail)
    extractor.rename(table, row)


def _doubt(extractor, table, row: LastRow, line: Line) -> None:
    text = line.text if len(line.text) <= 40 else line.text[:39].rstrip() + "…"
    extractor.table_doubts.setdefault(
        table.id,
        f"o nome da linha {row.lines[0].number} pode continuar na linha {line.number} (“{text}”): confira os nomes",
    )
