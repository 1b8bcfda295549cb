"""A table drawn with box-drawing characters ("┌─┬─┐", "│", "├─┼─┤", "└─┴─┘") or their ASCII form ("+---+",
"|"), as report generators and text exports print them, re-laid as the pipe table it is.

Such a table states its columns outright: every line of cells has the same vertical bars, so a label
wrapped over two lines of its cell ("Vagas" / "AC", "Total" / "Vagas", "Salário" / "base (R$)") is the
cell's pieces top to bottom, and a name wrapped within its cell ("Operador de Estação de" / "Tratamento
de Água e Esgoto", the other cells empty) is one name, where rule lines part the rows. Read line by
line the header's lines were two headers (the first a row of "Vagas Vagas Vagas"), the box characters
no column bars, and a wrapped name's second line a row of its own. Before the pass each such table is
re-laid: its header's lines joined cell by cell into one line, each row between two rules joined cell
by cell into one line (numbered as its first line with a count), the rules dropped, "│" written "|".

A group of lines between two rules is joined only when no column holds a number on two of its lines
(two rows printed without a rule between them stay two lines); where rules stand only under the header,
each line of cells stays a row. Only blocks of three cells or more a line, every line of cells with the
same count, are re-laid.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line, pipe_row, spliced
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.layout_header import column_of, resolved_columns  # a grid's labels read as its columns

_BARS = "│┃║|"
_RULES = ("───", "━━━", "═══", "---")  # a rule line: one of these, no letter nor digit
_SPLIT = re.compile(r"[│┃║|]")
_STARTS = frozenset("│┃║|┌├└╔╠╚╒╞╘╓╟╙+")
_DIGIT = re.compile(r"\d")
_MIN_CELLS = 3  # a name and two counts: the least a vacancy table has


def _cells(text: str) -> list[str] | None:
    """The cells of a line of cells ("│ a │ b │"), or None."""
    text = text.strip()
    if len(text) < 2 or text[0] not in _BARS or text[-1] not in _BARS:
        return None
    return [cell.strip() for cell in _SPLIT.split(text[1:-1])]


def _is_rule(text: str) -> bool:
    return any(rule in text for rule in _RULES) and not any(ch.isalnum() for ch in text)


def _block(lines: list[Line], i: int) -> tuple[int, list[tuple[int, list[str] | None]]]:
    """The lines from `i` that are rules (None) or lines of cells: (the index after them, their parts)."""
    parts: list[tuple[int, list[str] | None]] = []
    while i < len(lines):
        text = lines[i].text
        if text[:1] not in _STARTS:
            break
        cells = _cells(text)
        if cells is None and not _is_rule(text):
            break
        parts.append((i, cells))
        i += 1
    return i, parts


def _joined(rows: list[list[str]]) -> list[str] | None:
    """Lines of cells joined cell by cell, or None when a column holds a number on two of them."""
    if any(sum(bool(_DIGIT.search(row[c])) for row in rows) > 1 for c in range(len(rows[0]))):
        return None
    return [" ".join(row[c] for row in rows if row[c]) for c in range(len(rows[0]))]


def _line(number: int, cells: list[str]) -> Line:
    text = pipe_row(cells)
    return laid_line(number, text)


def _groups(parts: list[tuple[int, list[str] | None]]) -> list[list[tuple[int, list[str]]]]:
    """The runs of lines of cells between rules."""
    groups: list[list[tuple[int, list[str]]]] = [[]]
    for k, cells in parts:
        if cells is None:
            groups.append([])
        else:
            groups[-1].append((k, cells))
    return [group for group in groups if group]


def _relaid(lines: list[Line], parts: list[tuple[int, list[str] | None]]) -> list[Line] | None:
    """The block as a pipe table (module docstring), or None when it is no such table."""
    cells = [c for _, c in parts if c is not None]
    if not cells or len(cells[0]) < _MIN_CELLS or any(len(c) != len(cells[0]) for c in cells):
        return None
    groups = _groups(parts)
    if len(groups) < 2:
        return None  # no rule under a header: a plain pipe table, read as it is
    header = _joined([c for _, c in groups[0]])
    if header is None:
        return None
    out = [_line(lines[groups[0][-1][0]].number, header)]
    ruled = len(groups) > 2  # rules between the rows too
    changed = len(groups[0]) > 1 or any(not line.text.isascii() for line in lines[parts[0][0] : parts[-1][0] + 1])
    for group in groups[1:]:
        joined = _joined([c for _, c in group]) if ruled and len(group) > 1 else None
        if joined is None:
            out += [_line(lines[k].number, c) for k, c in group]
            continue
        at = next((k for k, c in group if any(_DIGIT.search(x) for x in c[1:])), group[0][0])
        out.append(_line(lines[at].number, joined))
        changed = True
    if not changed:
        return None  # a Markdown table of one header line: the pass reads it as it is
    return _flat(out) or out


def _flat(laid: list[Line]) -> list[Line] | None:
    """The re-laid table as `layout_grid` lays a grid: the name column's label and each count column's
    plain label, then each row's name and count cells, the text columns left out (a salary or a carga
    horária between the counts, which the pass would read as a count); None when the labels read as no
    such grid (a column of unknown role, two name columns) or a count cell is blank."""
    labels = _cells(laid[0].text) or []
    columns = resolved_columns([column_of(0, 0, label) for label in labels])
    if columns is None or columns[0].kind != "name":
        return None
    counts = [k for k, column in enumerate(columns) if column.kind in PLAIN_LABEL]
    header = " ".join([labels[0], *(PLAIN_LABEL[columns[k].kind] for k in counts)])
    out = [laid_line(laid[0].number, header)]
    for line in laid[1:]:
        cells = _cells(line.text) or []
        if any(not cells[k] for k in counts):
            return None
        text = " ".join([cells[0], *(cells[k] for k in counts)])
        out.append(laid_line(line.number, text))
    return out


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each box-drawn table re-laid as a pipe table (same list)."""
    changes: list[tuple[int, int, list[Line]]] = []
    i = 0
    for at in [k for k, line in enumerate(lines) if line.text[:1] in _STARTS]:  # the cheap test, once a line
        if at < i:
            continue  # inside a block read already
        i = at
        end, parts = _block(lines, i)
        laid = _relaid(lines, parts) if end - i >= 3 else None
        if laid is not None:
            changes.append((i, end - i, laid))
        i = max(end, i + 1)
    if not changes:
        return lines
    return spliced(lines, changes)
