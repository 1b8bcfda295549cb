"""One count column beside code columns: "BASES OPERACIONAIS/SETORES | VAGAS | CÓDIGO", "Código | Lotação | Vagas".

A table of one count column is a table when a code column stands beside it: its rows are the places or
cargos, its one count their vacancies. The name label may be words outside the vocabulary ("BASES
OPERACIONAIS/SETORES (TURNO DIURNO)", not read as a header line): the rows' text is then the name column,
first. A row's numbers are its codes and its count, in the header's order, whether on one line
("Base do Porto – Setor 3 150 012") or each on a line of its own ("Base do Porto – Setor 3" / "150" / "012"):
the count is taken by its place, never a code ("012") nor a digit that ends the name ("Setor 3"). A name
line is followed by its cells on lines of their own; a line of text with numbers followed by such a line is
a name. The header names no reserve, so none is read; the count is the vacancies.
Codes are told from counts only by place: a code with letters ("A011") is text, and a flat row then keeps
it in its name (the limit is in docs/linter.md).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.header import COUNT_TOKENS, Column

_CODE_LABEL = re.compile(r"\bcod(?:igo)?\b")


def coded(columns: list[Column], header_text: str) -> bool:
    """One count column, and every text column besides the name a code ("Código", "Cód. do cargo")."""
    codes = sum(1 for c in columns if c.kind == "ignore")
    return sum(1 for c in columns if c.is_count) == 1 and codes >= 1 and len(_CODE_LABEL.findall(header_text)) >= codes


def with_name(columns: list[Column], header_buffer: list) -> list[Column]:
    """A coded header's columns in the order written (the reader puts a line of text labels first, but here
    "VAGAS" / "CÓDIGO" says the code follows the count), with the rows' text as the name column first when
    no label names it (its label is words outside the vocabulary, printed above the others)."""
    if not coded(columns, " ".join(h.folded for h, _ in header_buffer)):
        return columns
    count = next(c for c in columns if c.is_count)
    written: list[Column] = []
    for _, kinds in header_buffer:
        for kind in kinds:
            if kind in ("name", "ignore"):
                written.append(Column(kind))
            elif kind in COUNT_TOKENS and count not in written:
                written.append(count)
    return written if any(c.kind == "name" for c in written) else [Column("name"), *written]


def slots(columns: list[Column], header_text: str) -> list | None:
    """For a coded table: [the row's number cells after its name, in order ("count" or "code"), the place of
    the next one]; None for any other table."""
    if not coded(columns, header_text) or not any(c.kind == "name" for c in columns):
        return None
    name = next(n for n, c in enumerate(columns) if c.kind == "name")
    order = tuple("count" if c.is_count else "code" for c in columns[name + 1 :] if c.kind != "name")
    return [order, len(order)]


def cells(extractor, line: Line, table, words: list[str], found: list[tuple[str, int]]):
    """The row's text and count cells of `line` in a coded table (`table.coded`), the codes dropped by place."""
    order, place = table.coded
    if words:
        table.coded[1] = 0  # a name: the row's numbers come after it
        if found and _cells_follow(extractor, line):
            return [t for t in line.text.split(" ") if t], []  # "Base do Porto – Setor 3" / "150" / "012"
        if len(found) < len(order):
            return words, found
        words, found = split_cells(line, len(order))
        table.coded[1] = len(order)
        return words, [cell for cell, kind in zip(found, order) if kind == "count"]
    kept = []
    for cell in found:
        kind = order[place] if place < len(order) else ("code" if table.leading_ignored else "count")
        place += 1
        if kind == "count":
            kept.append(cell)
        elif table.trailing_left:
            table.trailing_left -= 1  # the code column after the count, read
    table.coded[1] = min(place, len(order))
    return [], kept


def _cells_follow(extractor, line: Line) -> bool:
    """The kept line after `line` holds only count cells: the row's cells come one a line."""
    index = extractor._index.get(line.number)
    if index is None or index + 1 >= len(extractor.lines):
        return False
    words, found = split_cells(extractor.lines[index + 1])
    return bool(found) and not words
