"""Count cells a row given a cell a line holds past its table's count columns: the table is never confirmed.

A row given a cell a line (`pdftotext`'s plain text of a Chromium table: "22" / "16" / "2" / "4" / "2.148,63" /
"40h") is closed once it holds as many count cells as the header has count columns; what comes after it, up to
the next row's name, is its text cells and the next row's code. Where the header named a count column less than
the rows hold (t06 of the twentieth set: "Vagas AC PcD Negros", its "Vagas" the total's own column, read as
spanning the roles), each row's last count was left over with the next row's code, set aside as "a lone number
between rows", every row read a column off, and the Total row, read shifted as well, confirmed them all.

Between two rows with a name, the lines after the first row's counts up to the second's name have room for the
header's text columns after the counts (`rows.trailing_cells`, a line each: a word, or a dash for an empty cell)
and the codes before the name (`leading_ignored`) only; a heading between them takes a text line, never a count.
Count cells beyond that room (a dash "–" counted as one: it is a count's cell as well as an empty text cell), a run
of cells with no name right after a row read as a Total row the rows do not add up to, or a row whose leading
cells were set aside as codes under a header with no total column, mean a count no column placed: which column
each count is in is not proven, and no row of the table is confirmed (`decide.confirm_tables`). A page break
between the rows ("Texto da página 3:", the running head, the page's own number "3": FGV's quadros through pypdf)
takes no room: its running head is no text cell and its number no count.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables import rows
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.names import PAGE_MARKER
from cotacheck.linter.tables.table_state import TableState

_DIGITS = re.compile(r"\d+")
_RULE = re.compile(r"^[\s|:+]*(?:-{3,}[\s|:+]*)+$")  # a pipe table's rule line, "| --- | :---: |"
#: Lines between two rows looked at (a row's text cells, codes and name wrapped; more is no such table).
_GAP = 40
DOUBT = (
    "a linha {line} traz mais células de contagem do que as colunas do cabeçalho: a coluna de cada número não é provada"
)


def after_row(table: TableState) -> bool:
    """The cells being flushed came a cell a line right after a row of the table with a name (no name line
    since, no Total row between)."""
    return table.cells_apart and table.one_per_line and not table.pending and table.last_row_line > table.total_line


def gap(extractor, table: TableState, first: int, apart_above: bool) -> None:
    """Before a row, or a Total row, whose first line is `first` is read under a table whose rows came a cell a
    line (`apart_above`: the row above too): the lines since the row above's counts (a row with a name, no Total
    row between) hold more count cells than its text cells and this row's codes take (module docstring)."""
    if not (apart_above and table.one_per_line and table.last_row_line > table.total_line):
        return
    index = extractor._index
    start, end = index.get(table.last_row_line), index.get(first)
    if start is None or end is None or end - start > _GAP:
        return
    room = rows.trailing_cells(table.columns)
    counts = texts = 0
    page = None  # the number a page marker between the rows gives ("Texto da página 3:")
    for line in extractor.lines[start + 1 : end]:
        if PAGE_MARKER.match(line.folded):
            numbers = _DIGITS.findall(line.folded)
            if len(numbers) > 1:
                return  # "Página 2 de 3": the page's foot and the next one's head (its header again) stand here
            page = int(numbers[0])
            continue
        if _RULE.match(line.text):
            continue  # a pipe table's rule under its header printed again: no cells
        words, cells = split_cells(line)
        figure = cells[0][1] if len(cells) == 1 and line.text.strip().isdigit() else None  # a figure alone on its line
        if words:
            texts += page is None  # a running head under the marker is the page's, no text cell
        elif figure is not None and figure == page:
            page = None  # the page's own number printed under its running head
        elif figure is None or not {line.number - 1, line.number + 1} & extractor.furniture:
            counts += len(cells)  # (else a page's number beside its running head or foot, dropped as furniture)
    if counts + min(texts, room) > room + table.leading_ignored:
        extractor.table_doubts.setdefault(table.id, DOUBT.format(line=extractor.lines[start + 1].number))


def unsummed(extractor, table: TableState, cells: list, cell_lines: list[int], follows_row: bool) -> None:
    """A run of as many cells as the columns, with no name, right after a row, that was not taken for the
    rows' Total row (it is not their sum): cells no column placed."""
    if follows_row and table.total_line != cell_lines[0] and len(cells) >= len(table.counts):
        if all(kind == "zero" for kind, _ in cells) and _rule_line(extractor, cell_lines[0]):
            return  # a pipe table's rule under its header printed again ("| --- | --- |"): no cells
        extractor.table_doubts.setdefault(table.id, DOUBT.format(line=cell_lines[0]))


def skipped(extractor, table: TableState, row, cell_lines: list[int]) -> None:
    """A row given a cell a line whose leading cells were set aside as codes (`arithmetic.read_table_row`)
    under a header with no total column: nothing but a Total row could confirm it, and that Total row, read
    the same way, proves no column of the cells set aside."""
    if row.skipped and table.cells_apart and not any(c.kind == "total" for c in table.counts):
        extractor.table_doubts.setdefault(table.id, DOUBT.format(line=cell_lines[0]))


def _rule_line(extractor, number: int) -> bool:
    """A line numbered `number` is a pipe table's rule (a header and its rule may share a number)."""
    at = extractor._index.get(number)
    while at is not None and at < len(extractor.lines) and extractor.lines[at].number == number:
        if _RULE.match(extractor.lines[at].text):
            return True
        at += 1
    return False
