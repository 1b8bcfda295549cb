"""A PDF page's text rebuilt from where its words are, so table rows come out whole.

pypdf's plain extraction follows the content stream: a table drawn cell by cell comes out one cell
per line, and a two-level header comes out in drawing order. Here every text run is taken with its
position (pypdf's text visitor: the text matrix times the transformation matrix), runs are grouped
into visual rows by their baseline, and each row is written left to right. A row's runs far apart
on the x axis stay separated by a space, as cells. Pages whose text is rotated or skewed keep the
plain extraction. Pure Python on pypdf, so it runs in Pyodide too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cotacheck.linter.read.kept_rows import kept_rows
from cotacheck.linter.read.pdf_columns import column_groups
from cotacheck.linter.read.pdf_fast import text_only

#: Rows longer than this (in runs) are never merged: the overlap test is quadratic in their length.
_MAX_MERGE = 400
#: Characters of a cell merged over rows at most (a cargo's name, its place; never a paragraph).
_MAX_CELL = 200
#: Text runs read per page at most (a hostile page with millions of tiny runs is cut here).
MAX_RUNS = 200_000


@dataclass
class Run:
    text: str
    x: float
    y: float
    size: float


@dataclass
class Rule:
    """A horizontal line drawn on the page (a table's border between rows), from x0 to x1 at y."""

    y: float
    x0: float
    x1: float


#: Horizontal rules kept per page at most.
MAX_RULES = 20_000


def page_runs(page, rules: list[Rule] | None = None) -> tuple[list[Run], bool, str]:
    """The page's text runs with positions, whether every run is upright (no rotation or skew), and
    the page's plain extraction (the same pass gives both). With `rules`, the horizontal lines drawn
    on the page (lines and thin or outlined rectangles) are added to it."""
    runs: list[Run] = []
    upright = True
    point = [None]

    def draw(operator, operands, cm, tm):
        if rules is None or len(rules) >= MAX_RULES or operator not in (b"re", b"m", b"l"):
            return
        ca, cb, cc, cd, ce, cf = cm
        if abs(cb) > 1e-6 or abs(cc) > 1e-6:
            return
        try:
            values = [float(v) for v in operands]
        except (TypeError, ValueError):
            return
        if operator == b"re" and len(values) == 4:
            x, y, w, h = values[0] * ca + ce, values[1] * cd + cf, values[2] * ca, values[3] * cd
            if abs(w) > 4:
                edges = [y + h / 2] if abs(h) <= 2 else [y, y + h]
                rules.extend(Rule(e, min(x, x + w), max(x, x + w)) for e in edges)
        elif operator == b"m" and len(values) == 2:
            point[0] = (values[0] * ca + ce, values[1] * cd + cf)
        elif operator == b"l" and len(values) == 2 and point[0] is not None:
            x, y = values[0] * ca + ce, values[1] * cd + cf
            if abs(y - point[0][1]) < 1 and abs(x - point[0][0]) > 4:
                rules.append(Rule(y, min(x, point[0][0]), max(x, point[0][0])))
            point[0] = (x, y)

    def visit(text, cm, tm, font_dict, font_size):
        nonlocal upright
        if not text or len(runs) >= MAX_RUNS:
            return
        _, b, c, d, e, f = tm
        ca, cb, cc, cd, ce, cf = cm
        if abs(b) > 1e-6 or abs(c) > 1e-6 or abs(cb) > 1e-6 or abs(cc) > 1e-6:
            if text.strip():
                upright = False
            return
        x = e * ca + f * cc + ce
        y = e * cb + f * cd + cf
        size = abs((font_size or 1) * d * cd) or 1.0
        parts = text.split("\n")
        for k, part in enumerate(parts):
            if part:  # spaces kept: pypdf places them where a word ends
                runs.append(Run(part, x, y - k * size * 1.2, size))

    plain = page.extract_text(visitor_text=visit, visitor_operand_before=draw) or ""
    return runs, upright, plain


def rows(runs: list[Run]) -> list[list[Run]]:
    """Runs grouped into visual rows: top to bottom, each row left to right."""
    ordered = sorted(runs, key=lambda r: -r.y)
    out: list[list[Run]] = []
    baseline = None
    for run in ordered:
        tolerance = max(1.0, 0.45 * run.size)
        if out and baseline is not None and abs(baseline - run.y) <= tolerance:
            out[-1].append(run)
        else:
            out.append([run])
            baseline = run.y
    out = _merge_offset_cells(out)
    return [sorted(row, key=lambda r: r.x) for row in out]


def _span(row: list[Run]) -> list[tuple[float, float]]:
    return [(r.x, r.x + _width(r.text.strip(), r.size)) for r in row if r.text.strip()]


def _numeric(row: list[Run]) -> bool:
    """A row of count cells only ("05", "12 3 1 16")."""
    words = "".join(r.text for r in row).split()
    return bool(words) and all(w.strip(".,*-–").isdigit() or w in ("-", "–", "—") for w in words)


def _merge_offset_cells(found: list[list[Run]]) -> list[list[Run]]:
    """A table cell centred a little above or below its row's other cells ("05" beside "20 Informação e
    Comunicação I"): two rows closer than a line and with no run over the other's are one row."""
    merged: list[list[Run]] = []
    for row in found:
        if merged:
            last = merged[-1]
            size = max(r.size for r in row + last)
            gap = min(r.y for r in last) - max(r.y for r in row)
            if (
                0 <= gap < 0.9 * size
                and len(last) + len(row) <= _MAX_MERGE
                and (_numeric(row) or _numeric(last))
                and not any(a < d and c < b for a, b in _span(last) for c, d in _span(row))
            ):
                last.extend(row)
                continue
        merged.append(row)
    return merged


def row_text(row: list[Run]) -> str:
    """A row's runs joined left to right; runs that touch are joined without a space."""
    parts: list[str] = []
    end = None
    for run in row:
        text = run.text
        if parts and end is not None:
            gap = run.x - end
            if gap > 0.2 * run.size and not parts[-1].endswith(" ") and not text.startswith(" "):
                parts.append(" ")
        parts.append(text)
        end = run.x + _width(text.strip(), run.size)
    return " ".join("".join(parts).split())


def _width(text: str, size: float) -> float:
    """An estimate of a run's width (no font metrics): under half an em per character."""
    return 0.45 * size * len(text)


def page_text(page) -> str:
    """The page's text by position, or its plain extraction when the page is not upright."""
    rules: list[Rule] = []
    runs, upright, plain = page_runs(page, rules)
    return _by_position(runs, upright, plain, rules)


def text_by_position(runs: list[Run], rules: list[Rule] | None = None) -> str:
    """Upright runs' text by position (what a page whose plain text lost its rows gives)."""
    return _by_position(runs, True, "", rules or [])


def _by_position(runs: list[Run], upright: bool, plain: str, rules: list[Rule]) -> str:
    if not upright or len(runs) >= MAX_RUNS or not any(run.text.strip() for run in runs):
        return plain  # rotated text, or more runs than are read: the plain text is whole
    groups = column_groups(rows(runs), rows)  # a page in columns: a column at a time
    found = [row for group in groups for row in merged_cells(group, rules)]
    return "\n".join(text for text in (row_text(row) for row in found) if text)


def _is_number(run: Run) -> bool:
    word = run.text.strip().strip(".,*")
    return word.isdigit() or word in ("-", "–", "—")


def merged_cells(found: list[list[Run]], rules: list[Rule] = ()) -> list[list[Run]]:
    """A cell merged over several table rows (a cargo beside its localities), its text wrapped and
    centred vertically, lands on lines of its own between the rows, or on one row only. When the
    table's leftmost text column is empty on some rows and alone on lines between them, its
    fragments are grouped into cells, each cell is given the block of rows it is centred on, and
    its text is written at the start of each of those rows ("CARGO – Localidade 2 1 1 …"). Where the
    table has borders, the lines across that column between rows mark where each cell ends; without
    borders, a cell is given the rows it is centred on (or, when its text is on the first row of the
    table, the rows below it until the next cell)."""
    column = _left_column(found)
    if column is None:
        return found
    table, size = column.table, column.size
    first, last = table[0], table[-1]
    orphans = [
        i
        for i in range(first, last + 1)
        if i not in table and found[i] and all(column.holds(r) or not r.text.strip() for r in found[i])
    ]
    lacking = [i for i in table if not any(column.holds(r) for r in found[i])]
    top, bottom = found[first][0].y, found[last][0].y
    borders = sorted(
        {
            round(r.y, 1)
            for r in rules
            if r.x0 <= column.left + size and r.x1 >= column.left + 2 * size and bottom < r.y < top
        },
        reverse=True,
    )
    edges = [top + size] + borders + [bottom - size]
    spans = borders and any(
        sum(1 for i in table if low < found[i][0].y <= high) >= 2 for high, low in zip(edges, edges[1:])
    )
    if not lacking and not spans:
        return found  # every row has its own text in the column, and no border says a cell spans rows
    fragments = _fragments(found, column, orphans)
    if borders:
        names = _names_between_borders(found, table, fragments, edges)
    elif orphans or first in lacking:  # the cells' text is centred on their rows
        names = _names_by_centre(found, table, _cells(fragments, size))
    else:  # each cell's text is on its first row: it names the rows below it until the next
        names = _names_filled_down(found, column)
    if any(len(name) > _MAX_CELL for name in names.values()):
        return found  # no cell holds a paragraph: the "column" is prose beside the table (a page in columns)
    out = []
    for i, row in enumerate(found):
        if i in orphans:
            continue
        if i in names:
            rest = [r for r in row if not column.holds(r)]
            row = [Run(names[i] + " – ", row[0].x - 1, row[0].y, row[0].size)] + rest
        out.append(row)
    return out


@dataclass(frozen=True)
class _LeftColumn:
    """A table's leftmost text column: the rows with figures (`table`, indexes of rows), the column's
    text size, its left edge and where the next text column starts (`bound`)."""

    table: list[int]
    size: float
    left: float
    bound: float

    def holds(self, run: Run) -> bool:
        """The run is text of this column (not a figure, not blank)."""
        return run.x < self.bound - 0.5 * self.size and bool(run.text.strip()) and not _is_number(run)

    def text(self, row: list[Run]) -> str:
        """The column's text on one row, its runs left to right."""
        pieces = [r for r in row if self.holds(r)]
        return " ".join(" ".join(r.text.split()) for r in sorted(pieces, key=lambda r: r.x))


def _digits(run: Run) -> bool:
    return run.text.strip().strip(".,*").isdigit()


def _left_column(found: list[list[Run]]) -> _LeftColumn | None:
    """The leftmost text column of the table on these rows (rows with two figures or more), if any."""
    table = [i for i, row in enumerate(found) if sum(1 for r in row if _digits(r)) >= 2]
    if len(table) < 2:
        return None
    first, last = table[0], table[-1]
    numbers_x = min(r.x for i in table for r in found[i] if _digits(r))
    texts = [
        r for i in range(first, last + 1) for r in found[i] if r.text.strip() and not _is_number(r) and r.x < numbers_x
    ]
    if not texts:
        return None
    size = max(r.size for r in texts)
    left = min(r.x for r in texts)
    others = [r.x for r in texts if r.x > left + size]
    if not others:
        return None
    return _LeftColumn(table, size, left, min(others))


def _fragments(found: list[list[Run]], column: _LeftColumn, orphans: list[int]) -> list[tuple[float, str]]:
    """(y, text) of every piece of the left column in the table's region, on its rows and between them."""
    fragments = []
    for i in range(column.table[0], column.table[-1] + 1):
        pieces = [r for r in found[i] if column.holds(r)]
        if pieces and (i in column.table or i in orphans):
            fragments.append((pieces[0].y, column.text(found[i])))
    return fragments


def _cells(fragments: list[tuple[float, str]], size: float) -> list[list[tuple[float, str]]]:
    """Fragments grouped into cells: a fragment close under the previous one is a wrapped line of its cell."""
    cells: list[list[tuple[float, str]]] = []
    for y, text in fragments:
        if cells and cells[-1][-1][0] - y <= 1.15 * size:  # a wrapped line of the same cell, not the next row
            cells[-1].append((y, text))
        else:
            cells.append([(y, text)])
    return cells


def _names_between_borders(
    found: list[list[Run]], table: list[int], fragments: list[tuple[float, str]], edges: list[float]
) -> dict[int, str]:
    """Each stretch of rows between two borders across the column is one cell, named by its fragments."""
    names: dict[int, str] = {}
    for high, low in zip(edges, edges[1:]):
        text = " ".join(t for y, t in fragments if low < y <= high)
        if text:
            names.update((i, text) for i in table if low < found[i][0].y <= high)
    return names


def _names_filled_down(found: list[list[Run]], column: _LeftColumn) -> dict[int, str]:
    """A cell written on its first row names every row below it until the next cell."""
    names: dict[int, str] = {}
    current = None
    for i in column.table:
        if any(column.holds(r) for r in found[i]):
            current = column.text(found[i])
        if current:
            names[i] = current
    return names


def _names_by_centre(found: list[list[Run]], table: list[int], cells: list[list[tuple[float, str]]]) -> dict[int, str]:
    """Each cell, in order, names the block of rows it is centred on (up to the rows the next cell is above)."""
    ys = {i: found[i][0].y for i in table}
    centres = [sum(y for y, _ in cell) / len(cell) for cell in cells]
    names: dict[int, str] = {}
    start = 0
    for index, cell in enumerate(cells):
        if start >= len(table):
            break
        limit = (
            len(table)
            if index + 1 == len(cells)
            else start + 1 + sum(1 for i in table[start + 1 :] if ys[i] > centres[index + 1])
        )
        limit = max(limit, start + 1)
        end = min(
            range(start, min(limit, len(table))),
            key=lambda j: abs((ys[table[start]] + ys[table[j]]) / 2 - centres[index]),
        )
        text = " ".join(t for _, t in cell)
        for j in range(start, end + 1):
            names[table[j]] = text
        start = end + 1
    return names


_LONE_COUNT = re.compile(r"^\s*\.?(?:\d{1,3}(?:\.\d{3}){1,3}|\d{1,6}|-|–|—)\s*$")


# A report engine's header over its column bands led by codes opens with the code's label (bands of names
# and counts alone are left to the reading by position, which pairs them where the text cannot).
_BAND_HEAD = re.compile(r"^\s*c[óo]d(?:igo)?\.?(?:\s|$)", re.I)
_PAGE_STAMP = re.compile(r"^\s*p[aá]g(?:ina|\.)?\s?\d{1,4}(?:\s?(?:de|/)\s?\d{1,4})?\s*$", re.I)
_BAND_HEAD_LINES = 200  # lines from the header's first label to the count bands, codes and names between


def lost_rows(plain: str) -> bool:
    """Whether the plain extraction broke a table into one cell per line: many lines that are a lone count
    (not where they come in a report engine's column bands, which the reader pairs as in the pasted text)."""
    lines = [line for line in plain.split("\n") if line.strip()]
    lone = sum(1 for line in lines if _LONE_COUNT.match(line))
    return lone >= 8 and lone >= 0.2 * len(lines) and not _column_bands(lines)


def _column_bands(lines: list[str]) -> bool:
    """Whether the lone counts come as a report engine's column bands: one run of them (each count column's
    cells after the other's, a page's number between them at times) at least six long and twice as long
    as any other run on the page (a table given a cell a line, a row at a time, repeats a row's few cells),
    under a header line opening with the code's label."""
    runs: list[tuple[int, int]] = []  # (length, index of the run's first line)
    for i, line in enumerate(lines):
        if _LONE_COUNT.match(line):
            if runs and runs[-1][1] + runs[-1][0] == i:
                runs[-1] = (runs[-1][0] + 1, runs[-1][1])
            else:
                runs.append((1, i))
        elif runs and runs[-1][1] + runs[-1][0] == i and _PAGE_STAMP.match(line):
            runs[-1] = (runs[-1][0] + 1, runs[-1][1])  # a page's number amid the bands
    if not runs:
        return False
    runs.sort(reverse=True)
    (longest, start), second = runs[0], runs[1][0] if len(runs) > 1 else 0
    if longest < 6 or longest < 2 * second:
        return False
    return any(_BAND_HEAD.match(line) for line in lines[max(0, start - _BAND_HEAD_LINES) : start])


def _ignore(*_) -> None:
    """A visitor that looks at nothing: with one, pypdf parses every page as it does for `page_runs`
    (without any, it skips content with no text operator, and errors in it would go unseen)."""


def page_text_auto(page) -> str:
    """The plain extraction, or the text by position when the plain one lost the table's rows.

    Plain text is kept where it reads well, so its lines stay the lines a reader who copied the
    text would see. The plain text is read first keeping only the operators it needs (`text_only`);
    a page whose plain text lost a table's rows is read again whole, for positions and borders
    (the same reading as `page_runs`)."""
    with text_only():
        plain = page.extract_text(visitor_operand_after=_ignore) or ""
    if not lost_rows(plain):
        return plain
    return page_text_whole(page)


def page_text_whole(page) -> str:
    """The plain extraction, or the text by position when the plain one lost the table's rows, in one
    pass that reads every operator (what `page_text_auto` gives). A plain text that gives a cell a line
    but proves it kept every row, in order (`kept_rows`: an HTML engine's table), is kept."""
    rules: list[Rule] = []
    runs, upright, plain = page_runs(page, rules)
    if not lost_rows(plain):
        return plain
    positioned = _by_position(runs, upright, plain, rules)
    return plain if kept_rows(plain, positioned) else positioned  # a cell a line, but every row whole and in order
