"""A table printed as Python lists, as pdfplumber's `extract_tables` gives it and a script prints it.

`[['Cargo', 'Nível de\\nClassificação', 'Vagas', None, None], [None, None, 'Total', 'AC', 'PPP'],
['Arquiteto e\\nUrbanista', 'E', '1', '1', '-'], …]`: a row a list, a cell a quoted string (a line break
inside the cell written "\\n"), a cell merged into its left neighbour `None`, one row a line or a row over
several lines. Read as text, the quotes and brackets were parts of names and the "\\n" a word ("Arquiteto
e\\nUrbanista"), and no header was found. Before the pass, each such list of rows (read with
`ast.literal_eval`, which evaluates literals only) is re-laid as the pipe table it is: a cell's line
breaks made spaces (a word hyphenated at one joined whole), `None` an empty cell, a header over two rows
(a group label "Vagas" over "Total AC PcD PPP", the lower row's first cell `None`) joined column by
column into one, a title row (one cell, the first) a line of its own. Under a header naming a count
column, a text column ("Nível de Classificação", "Requisitos de escolaridade": a text column's label, or
no digit in any of its cells) is left out, as its cells would be read as part of the name. A list that opens without a header,
as wide as the table before it and parted from it only by a page's marker lines ("=== página 3 ==="), is
that table going on over a page break: its rows follow the table's.
"""

from __future__ import annotations

import ast
import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import header_tokens

_MAX_LINES = 400
_MAX_CHARS = 200_000
_MAX_TRIES = 3
_MAX_PARSED = 500_000  # characters read as lists in one edital: a few quadros' worth, never a whole hostile text
_COUNT_ROLES = frozenset(
    {"open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total", "crg", "vagas"}
)
_DIGIT = re.compile(r"\d")
_PAGE_LINE = re.compile(r"^(?:[=\-–—*#\s]*)(?:p[aá]gina|page)\b.*\d|^[=\-–—*#\s]*$", re.I)


def _parsed(lines: list[Line], at: int) -> tuple[int, list[tuple[int, list[str | None]]] | None]:
    """(index after it, its rows each with its line number) of the list of rows opening at `lines[at]`:
    parsed where a line closes it ("]]"), at most `_MAX_TRIES` times and over `_MAX_CHARS` at most. With
    no rows, the index to go on from: past the lines read when none of them closed a list (a line opening
    one among them would read the same lines), else the next line."""
    pieces: list[str] = []
    starts: list[int] = []
    size = tries = 0
    for j in range(at, min(len(lines), at + _MAX_LINES)):
        piece = lines[j].text.strip()
        if piece.startswith("["):
            starts.append(lines[j].number)
        pieces.append(piece)
        size += len(piece)
        if size > _MAX_CHARS:
            break
        if not piece.endswith("]]"):
            continue
        tries += 1
        try:
            rows = ast.literal_eval("".join(pieces))
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            if tries >= _MAX_TRIES:
                break
            continue
        if not _rows_ok(rows):
            break
        numbers = starts if len(starts) == len(rows) else [lines[at].number] * len(rows)
        return j + 1, list(zip(numbers, rows, strict=True))
    return (at + 1 if tries else at + len(pieces)), None


def _rows_ok(rows: object) -> bool:
    """A list of rows of strings and None, every row as wide, two cells or more."""
    if not isinstance(rows, list) or not rows or not all(isinstance(r, list) for r in rows):
        return False
    width = len(rows[0])
    return width >= 2 and all(len(r) == width and all(c is None or isinstance(c, str) for c in r) for r in rows)


def _cell(cell: str | None) -> str:
    """A cell as one line: its breaks made spaces, a word hyphenated at a break joined whole."""
    if cell is None:
        return ""
    return re.sub(r"\s+", " ", re.sub(r"(?<=\w-)\n(?=\w)", "", cell)).strip()


def _is_label_row(row: list[str | None]) -> bool:
    return any(row) and not any(c and _DIGIT.search(c) and not c.startswith("(") for c in row[1:])


def _title(rows: list[tuple[int, list[str | None]]]) -> bool:
    """Whether the first row is a title: its first cell alone, more rows after it."""
    return bool(rows[0][1][0]) and not any(rows[0][1][1:]) and len(rows) > 1


def _opens_with_header(rows: list[tuple[int, list[str | None]]]) -> bool:
    return _is_label_row(rows[int(_title(rows))][1])


def _relaid(rows: list[tuple[int, list[str | None]]], keep: list[int] | None) -> tuple[list[Line], list[int]]:
    """The pipe lines of one list of rows and the columns kept: those of its header, or `keep` (the table's
    it goes on) when it has none."""
    laid: list[Line] = []
    k = 0
    if _title(rows):
        laid.append(laid_line(rows[0][0], _cell(rows[0][1][0])))
        k = 1
    keep = keep or list(range(len(rows[0][1])))
    if _is_label_row(rows[k][1]):
        labels = [_cell(c) for c in rows[k][1]]
        number = rows[k][0]
        if k + 1 < len(rows) and rows[k + 1][1][0] is None and _is_label_row(rows[k + 1][1]):
            lower = [_cell(c) for c in rows[k + 1][1]]  # a group label over its columns' labels
            labels = [" ".join(p for p in pair if p) for pair in zip(labels, lower, strict=True)]
            k += 1
        keep = _kept(labels, [row for _, row in rows[k + 1 :]])
        laid.append(laid_line(number, pipe_row(labels[n] for n in keep)))
        k += 1
    for number, row in rows[k:]:
        laid.append(laid_line(number, pipe_row(_cell(row[n]) for n in keep)))
    return laid, keep


def _kept(labels: list[str], body: list[list[str | None]]) -> list[int]:
    """The columns kept: all, unless the header names a count column; then the name's and every column but
    a text one (its label a text column's only, or no digit in any of its cells)."""
    tokens = [header_tokens(fold(label)) or [] for label in labels]
    if not any(t in _COUNT_ROLES for kinds in tokens for t in kinds):
        return list(range(len(labels)))
    return [
        n
        for n, kinds in enumerate(tokens)
        if n == 0
        or any(t in _COUNT_ROLES for t in kinds)
        or not (kinds and all(t == "ignore" for t in kinds) or not any(_DIGIT.search(row[n] or "") for row in body))
    ]


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with every table printed as Python lists re-laid as a pipe table."""
    spans: list[tuple[int, int, list[Line]]] = []
    width, keep, last = 0, [], -1
    index = 0
    budget = _MAX_PARSED
    for at in [k for k, line in enumerate(lines) if line.text.startswith("[[")]:  # the cheap test, once a line
        if budget <= 0:
            break
        if at < index:
            continue  # inside a table read already
        index = at
        end, rows = _parsed(lines, index)
        budget -= sum(len(line.text) for line in lines[index:end])
        if rows is None:
            index = max(end, index + 1)
            continue
        between = lines[last + 1 : index]
        if (
            spans
            and not _opens_with_header(rows)
            and len(rows[0][1]) == width
            and all(_PAGE_LINE.match(line.text) for line in between)
        ):  # the table going on over a page break
            laid, keep = _relaid(rows, keep)
            first, _, before = spans.pop()
            spans.append((first, lines[end - 1].number, before + laid))
        else:
            laid, keep = _relaid(rows, None)
            spans.append((lines[index].number, lines[end - 1].number, laid))
        width, last, index = len(rows[0][1]), end - 1, end
    return in_place_of(lines, spans) if spans else lines
