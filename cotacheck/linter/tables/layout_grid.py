"""A table whose cells a layout-preserving extraction placed by spaces, read as the grid of its header.

`pdftotext -layout` (and any copy that keeps a PDF's columns as runs of spaces) prints a quadro as it
stands on the page: each header label over its column, a label wrapped over two or three lines, a
spanning "Vagas" / "VAGAS IMEDIATAS" / "VAGAS RESERVADAS" over the roles it groups, text columns
(remuneração, carga horária, requisitos) anywhere among the counts, a blank cell where a row has none, a
name wrapped above or below its row's counts. Read a line at a time with the spaces collapsed, the
header's lines give their labels in the order they are printed, not in the order of the columns (a "CR"
on the middle line came before "AC PcD PN Total" on the line below it), and a row's numbers in a text
column (a salary, "200 horas/aula") or after it are taken for counts.

Before the single pass, such a table is re-laid as the grid it is: the header's labels joined per column
by where they stand (segments of one line parted by two spaces or more; segments of different lines that
overlap are one column; a group label over two roles or more, or over none, spans them and is no column
of its own), each column's role read from its joined label by the table vocabulary, every row's cells
placed under the column they stand under (the one they overlap most, else the nearest). The table is
re-laid as one header line (the name column and the count columns, in their order, each by its role's
plain label) and one line per row (its name, then one cell per count column, a blank cell written "-"),
each numbered as the line its counts stand on, so the pass reads it as any flat table and confirms it
only by its arithmetic. Text columns (code, pay, hours, requisitos) and headings inside the table are
left out: their words are no name and their numbers no count.

A name wrapped over several lines (`_assign`): a line of the name column alone between two rows goes
with the row it visibly continues (the name above ends in a dash or a joining word, or the line opens in
lower case; a line ending so goes with the line below); where that leaves a choice, the table's own
wrapped names say how its cells align (a name seen to start above its counts: the counts stand in the
middle of the cell, as many lines above as below or one fewer; seen only below them: at the top), and
with no such sign the line is left on its own for `name_wrap`, which leaves the table uncertain.

Only tables the line-by-line reading cannot read are re-laid (`_needs_grid`): a text column stands after
the first count column, or the header's lines give the count columns in another order than the page
does. Nothing is re-laid unless every row has at most one cell under each count column and nothing but
counts there; a group label over a cadastro de reserva, a count column whose label names no single role,
or a row of counts with no name leave the table to the other rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cotacheck.linter.read.text import Line, fold, laid_line, normalise
from cotacheck.linter.tables import cadastro_marks, indented_groups, label_legend, name_cell_end, page_break
from cotacheck.linter.tables.cells import MISREAD_TOKEN
from cotacheck.linter.tables.header import COUNT_TOKENS, labels
from cotacheck.linter.tables.layout_header import (
    LABEL_WORDS,
    MARKS,
    PLAIN_ROLES,
    RULE,
    Column,
    header_block,
    header_columns,
    overlap,
    raw_lines,
    resolved_columns,
    segments,
)

_CELL = re.compile(
    rf"(?:\d{{1,5}}|(?-i:{MISREAD_TOKEN})|\d{{1,3}}(?:\.\d{{3}}){{1,3}}|[-–—]{{1,3}}|CR|C\.R\.|\d{{1,5}}\s?\+\s?CR)[{MARKS}]*",
    re.I,
)
_DIGIT = re.compile(r"\d")
_NOTE_OPENERS = frozenset("*¹²³⁴⁵⁶⁷⁸⁹⁰")
#: A note under a table, opened by the mark it explains: "¹ Requisito: …", "** Cadastro reserva.".
_NOTE_LINE = re.compile(r"\s*(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})\s{1,4}\S")
_WORD = re.compile(r"[^\W\d_]{3}")  # a word of a requisitos cell, not an hour ("40h") nor a pay ("R$ 2.011,55")
#: A note under the table, opening with its mark ("(1) Pessoas com deficiência …", "* Total de vagas"): no name's line.
_NOTE = re.compile(r"\s*(?:\(\d{1,2}\)|\d{1,2}\)|\*+|[¹²³])\s")
#: Blank lines a table runs on past (pdftotext leaves one between a header and its first row).
_MAX_BLANKS = 2
_JOINING = frozenset(
    ("de", "da", "do", "das", "dos", "e", "em", "para", "a", "ao", "aos", "com", "na", "no", "nas", "nos")
)


@dataclass
class _Row:
    number: int
    name: list[str]
    cells: list[str]
    above: int = 0  # name lines placed above its counts
    below: int = 0


@dataclass
class _Table:
    columns: list[Column]
    items: list = field(default_factory=list)  # _Row, or (number, text) of a name line alone
    worded_before: bool = False  # words in a text column between the name and the counts (requisitos)
    runs_below: bool = False  # a row's requisitos cell goes on below its counts: cells are not printed upwards


def _place(x0: int, x1: int, columns: list[Column]) -> int:
    """The column a cell stands under: the one it overlaps most, else the one whose middle is nearest."""
    best = max(range(len(columns)), key=lambda k: (overlap(x0, x1, columns[k].x0, columns[k].x1), -k))
    if overlap(x0, x1, columns[best].x0, columns[best].x1) > 0:
        return best
    return min(range(len(columns)), key=lambda k: abs(columns[k].x0 + columns[k].x1 - x0 - x1))


def _pieces(raw: str) -> list[tuple[int, int, str, bool]]:
    """(start, end, text, is a count cell) of a line's cells, a run of count cells split into its tokens."""
    found = []
    for x0, x1, text in segments(raw):
        tokens = text.split(" ")
        if len(tokens) > 1 and all(_CELL.fullmatch(t) for t in tokens):
            for m in re.finditer(r"\S+", text):
                found.append((x0 + m.start(), x0 + m.end(), m.group(), True))
        else:
            found.append((x0, x1, text, bool(_CELL.fullmatch(text))))
    return found


def _cells(raw: str, columns: list[Column], stacks: list | None = None) -> dict[int, list[str]] | None:
    """Each column's pieces on a line; None for prose. A count cell goes to the column of the stack of
    count cells it stands in (`_stacks`) when the rows' cells line up, else under the nearest label."""
    placed: dict[int, list[str]] = {}
    name = next(k for k, c in enumerate(columns) if c.kind == "name")
    pieces = list(name_cell_end.parted(_pieces(raw), columns, name, PLAIN_ROLES))
    for x0, x1, text, count in pieces:
        if sum(overlap(x0, x1, c.x0, c.x1) > 0 for c in columns) >= 3 and not _heading(text):
            return None  # a sentence across the columns: the table is over
        stacked = count and not _in_text(x0, x1, columns, pieces)
        stack = next((k for s0, s1, k in stacks or () if stacked and overlap(x0, x1, s0, s1) > 0), None)
        where = _place(x0, x1, columns) if stack is None else stack
        if (
            not count
            and columns[where].kind in PLAIN_ROLES
            and overlap(x0, x1, columns[where].x0, columns[where].x1) <= 0
        ):
            text_columns = [c for c in columns if c.kind not in PLAIN_ROLES]  # words under no label: a text cell
            where = columns.index(text_columns[_place(x0, x1, text_columns)])
        if (
            count
            and stack is None
            and columns[where].kind in PLAIN_ROLES
            and overlap(x0, x1, columns[where].x0, columns[where].x1) <= 0
        ):
            where = -1  # a count under no label and in no stack of the rows' counts: its column is not proven
        placed.setdefault(where, []).append(text)
    return placed


def _in_text(x0: int, x1: int, columns: list[Column], line: list | tuple = ()) -> bool:
    """A cell under the label of a column that holds no counts (a code, "40" under "CH"), or left of them all.
    A count that juts into a text label from its left while that column's own cell stands right of it on
    the line (`line`: the line's pieces) is no text: the counts were printed right of their labels."""
    if x1 <= min(c.x0 for c in columns if c.kind in PLAIN_ROLES):
        return True  # left of every count label: a code or a name's number, never a count
    return any(
        c.kind not in PLAIN_ROLES
        and overlap(x0, x1, c.x0, c.x1) > 0
        and not (x0 < c.x0 and any(p0 >= x1 and overlap(p0, p1, c.x0, c.x1) > 0 for p0, p1, *_ in line))
        for c in columns
    )


def _stacks(raw: list[str], found: list, columns: list[Column]) -> list[tuple[int, int, int]] | None:
    """The count cells of the rows stacked by where they stand (cells of one column overlap from row to
    row, right-aligned or centred): (start, end, column) of each stack, the i-th stack under the i-th count
    column, when there are as many stacks as count columns; else None (cells go under the nearest label)."""
    counts = [k for k, c in enumerate(columns) if c.kind in PLAIN_ROLES]
    spans: list[list[int]] = []
    for index, placed in found:
        if placed:
            pieces = _pieces(normalise(raw[index]))
            spans += [[x0, x1] for x0, x1, _, count in pieces if count and not _in_text(x0, x1, columns, pieces)]
    merged: list[list[int]] = []
    for x0, x1 in sorted(spans):
        if merged and x0 <= merged[-1][1]:  # touching: a cell centred one character off its column's others
            merged[-1][1] = max(merged[-1][1], x1)
        else:
            merged.append([x0, x1])
    if len(merged) != len(counts):
        return None
    return [(x0, x1, k) for (x0, x1), k in zip(merged, counts)]


def _row_cells(placed: dict[int, list[str]], columns: list[Column], stacked: bool = True) -> list[str] | None | bool:
    """The count cells of a row ("-" where blank); None when the line has no count; False when a count
    column holds anything but one cell (the grid does not hold)."""
    counts = [k for k, c in enumerate(columns) if c.kind in PLAIN_ROLES]
    if -1 in placed:
        return False
    if not any(_CELL.fullmatch(piece) for k in counts for piece in placed.get(k, ())):
        return None  # no count: a name or text cell going on, or a heading across the columns
    cells = []
    for k in counts:
        pieces = placed.get(k, [])
        if len(pieces) > 1 or (pieces and not _CELL.fullmatch(pieces[0])):
            return False
        if not pieces and not stacked:
            return False  # a blank cell whose column no stack of the rows' counts proves
        cells.append(pieces[0].rstrip(MARKS) if pieces else "-")
    for k, column in enumerate(columns):
        if column.kind == "words" and all(p.isdigit() for p in placed.get(k, ["x"])):
            return False  # a bare count under words the vocabulary does not read: a column of unknown role
    return cells


def _lines_of(
    raw: list[str],
    start: int,
    columns: list[Column],
    furniture: frozenset[int] = frozenset(),
    ends: frozenset[int] = frozenset(),
) -> list[tuple[int, dict[int, list[str]] | None]]:
    """(index, cells by column, None when blank) of the table's lines from `start` up to what ends it, past
    a page's furniture between its rows (`page_break`: numbers of lines), never past a printed sheet's last
    row (`ends`: indexes, `sheet_headings`)."""
    found: list[tuple[int, dict[int, list[str]] | None]] = []
    blanks, index = 0, start
    while index < len(raw) and blanks <= _MAX_BLANKS and index - 1 not in ends:
        if index + 1 in furniture:
            index += 1
            continue
        line = normalise(raw[index])
        if line[:12].lstrip()[:1] in _NOTE_OPENERS and _NOTE_LINE.match(line):
            break  # "¹ Requisito: …", "** Cadastro reserva.": the notes under the table
        blanks = blanks + 1 if not line.strip() else 0
        placed = _cells(line, columns) if line.strip() else {}
        if placed is None:
            break
        found.append((index, placed or None))
        index += 1
    return found


def _widen_names(raw: list[str], found: list, columns: list[Column], name: int) -> None:
    """The name column spread over the names its rows print (a label centred over a wide cell is narrower
    than the cell: a name's wrapped line, "Social", may stand under no label at all). A row's counts under
    narrow labels they stand off ("PP" / "P" cut in its cell) are placed by the rows' stacks first."""
    stacks: list | None = None
    for index, placed in found:
        if placed and name in placed and _row_cells(placed, columns) is False:
            stacks = stacks if stacks is not None else _stacks(raw, found, columns) or []
            placed = _cells(normalise(raw[index]), columns, stacks) if stacks else placed
        if placed and _row_cells(placed, columns) not in (None, False) and name in placed:
            for x0, x1, _ in name_cell_end.parted(segments(normalise(raw[index])), columns, name, PLAIN_ROLES):
                if _place(x0, x1, columns) == name:
                    columns[name].x0, columns[name].x1 = min(columns[name].x0, x0), max(columns[name].x1, x1)


#: A total row's label alone in a column left of the name's (a merged cell's, from the table's left edge).
_TOTAL_LABEL = re.compile(r"total(?: geral)?:?")


def _total_label(placed: dict[int, list[str]], name: int) -> str:
    """The total row's label where it stands in a column before the name's ("TOTAL" under "Nível"), or ""."""
    before = [" ".join(placed[k]) for k in range(name) if k in placed]
    return before[0] if len(before) == 1 and _TOTAL_LABEL.fullmatch(fold(before[0])) else ""


def _read_rows(
    raw: list[str],
    start: int,
    columns: list[Column],
    furniture: frozenset[int] = frozenset(),
    ends: frozenset[int] = frozenset(),
    grouped: bool = False,
) -> tuple[_Table, int] | None:
    """The table's rows and lone name lines from `start`, and the number of the last line it runs over
    (its text columns' lines included); `grouped`: headings told by their indent (`indented_groups`)."""
    table = _Table(columns)
    name = next(k for k, c in enumerate(columns) if c.kind == "name")
    found = _lines_of(raw, start, columns, furniture, ends)
    _widen_names(raw, found, columns, name)
    stacks = _stacks(raw, found, columns)
    beside = _text_before_counts(columns)
    last, band, above = start, False, {}
    for index, _ in found:
        placed = _cells(normalise(raw[index]), columns, stacks) or {}
        if "*" in raw[index]:
            cadastro_marks.relabel(placed, columns, raw, index)
        cells = _row_cells(placed, columns, stacks is not None)
        if cells is False:
            return None
        words = " ".join(placed.get(name, []))
        if cells is not None and not table.worded_before:  # a row's own cells: a header repeated below is none
            table.worded_before = any(_WORD.search(" ".join(placed.get(k, ()))) for k in beside)
        # a requisitos cell going on from the line above: this line is in the same row's band
        bound = band and any(k in placed and k in above and _linked(above[k][-1], placed[k][0]) for k in beside)
        if cells is not None:
            words = words or _total_label(placed, name)
            if not words:
                return None  # counts with no name on their line: not this layout
            table.items.append(_Row(index + 1, [words], cells))
        elif words:
            before = _text(table.items[-1]) if table.items else ""
            table.items.append((index + 1, words, _capitals(words) and not _goes_on(before) and not bound, bound))
        table.runs_below = table.runs_below or (cells is None and bound)
        band, above = cells is not None or bound, placed
        if placed:
            last = index + 1  # the table's last line that is not blank
    rows = [item for item in table.items if isinstance(item, _Row)]
    if any(
        _capitals(row.name[0]) and not fold(row.name[0]).startswith(("total", "subtotal")) for row in rows
    ):  # names in capitals: a line in capitals is one too
        table.items = [item if isinstance(item, _Row) else (*item[:2], False, item[3]) for item in table.items]
    if grouped:
        lone = [item[0] - 1 for item in table.items if not isinstance(item, _Row)]
        heads = indented_groups.headings(raw, [row.number - 1 for row in rows], lone)
        table.items = [
            item if isinstance(item, _Row) or item[0] - 1 not in heads else (*item[:2], True, item[3])
            for item in table.items
        ]
    return (table, last) if rows else None


#: A name's qualifier in brackets on a line of its own, two letters or more: "(Anos Finais)", "(20 horas)";
#: a note's mark is none ("(1)", "(a)", "(-)").
_QUALIFIER = re.compile(r"\((?=[^()]*[^\W\d_]{2})[^\W_][^()]{1,40}\)")


def _heading(text: str) -> bool:
    """A few words in capitals across the columns: a heading over the rows below ("NÍVEL SUPERIOR")."""
    return _capitals(text) and len(text.split()) <= LABEL_WORDS and not _DIGIT.search(text)


def _capitals(text: str) -> bool:
    """Words all in capitals: a heading inside a table whose names are not ("NÍVEL SUPERIOR")."""
    return text.upper() == text and any(c.isalpha() for c in text)


def _goes_on(text: str) -> bool:
    """A name's line that the next line continues: it ends in a dash, a comma, a colon or a joining word."""
    last = text.rstrip().rsplit(" ", 1)[-1]
    return bool(last) and (last[-1] in "–-—,/(:" or fold(last) in _JOINING)


def _continues(text: str) -> bool:
    """A line that continues the name above it: it opens in lower case, with a closing mark or a dash, or
    with a qualifier in brackets, alone or before the row's cells ("Professor de Ciências" / "(Anos Finais)",
    "Analista – Medicina" / "(Psiquiatria) B04 CR CR"; a note's "(1)" or "(-) não há reserva" is none)."""
    first = text.lstrip()[:2]
    return (
        first[:1].islower()
        or first[:1] in ")]–—"
        or (first[:1] == "(" and (first[1:].isalpha() or bool(_QUALIFIER.fullmatch(text.strip()))))
    )


def _linked(above: str, below: str) -> bool:
    return _goes_on(above) or _continues(below)


def _alignment(table: _Table) -> str | None:
    """How the table's rows sit in their cells, by its wrapped names that can go only one way: "middle"
    (a name seen to start above its counts), "bottom" (so seen, and that row with no line below them),
    "top" (seen only below them), or None (no sign)."""
    items = table.items
    seen = None
    middle = bottom = False
    for k, item in enumerate(items):
        if isinstance(item, _Row) or k + 1 >= len(items):
            continue
        after = items[k + 1]
        if isinstance(after, _Row) and _goes_on(item[1]) and not (k and _linked(_text(items[k - 1]), item[1])):
            middle, bottom = True, bottom or _nothing_below(items, k + 1)
            continue
        before = items[k - 1] if k else None
        if isinstance(before, _Row) and _linked(_text(before), item[1]):
            seen = "top"
    if middle:  # a line seen below a row's counts ("top") leaves the middle
        return "bottom" if bottom and seen is None else "middle"
    return seen or ("top" if _only_top(items, table.runs_below) else None)


def _only_top(items: list, runs_below: bool) -> bool:
    """Whether the wrapped names fit only cells printed from their counts' line down, with no sign in any
    one name: the first row right under the header, and the lines between two rows (parted only where
    neither line goes on into the other: a dash, a joining word, lower case, a requisitos cell going on)
    fit neither cells printed up from their counts (a line that must go up, a requisitos cell going on
    below its counts) nor cells centred on them (as many lines above the counts as below, or one fewer)."""
    rows = [k for k, item in enumerate(items) if isinstance(item, _Row)]
    if rows[0] or any(item[2] for item in items if not isinstance(item, _Row)):
        return False  # a name line above the first row, or a heading: not this sign
    tail = len(items) - 1 - rows[-1]
    up = runs_below  # a line right under the last row may be a note: it refutes nothing
    above = {0}  # the lines each way of parting puts above the row's counts, cells centred
    for r0, r1 in zip(rows, rows[1:]):
        gap = items[r0 + 1 : r1]
        cuts = set(_cuts(items[r0], gap, items[r1]))
        if len(gap) not in cuts:
            return False
        up = up or 0 not in cuts
        above = {len(gap) - b for a in above for b in (a, a + 1) if b in cuts}
    return up and not any(a <= tail for a in above)


def _nothing_below(items: list, k: int) -> bool:
    """The row at `k` has no line below its counts: the next item is a row, or a line that visibly goes on
    into the row after it (Cebraspe's "Cargo 1: … –" / "Área 1: … 9 1 2 12" / "Cargo 2: … –"): its cell's
    counts stand on its last line, not in its middle."""
    after = items[k + 1 : k + 3]
    return bool(after) and (
        isinstance(after[0], _Row) or (len(after) == 2 and isinstance(after[1], _Row) and _goes_on(after[0][1]))
    )


def _text(item) -> str:
    return item.name[-1] if isinstance(item, _Row) else item[1]


def _assign(table: _Table) -> list:
    """The rows with their wrapped name lines, and the lines no rule places left alone between them."""
    items, align = table.items, _alignment(table)
    rows = [k for k, item in enumerate(items) if isinstance(item, _Row)]
    out: list = []
    previous = None
    for k in rows:
        gap = [item for item in items[(previous + 1 if previous is not None else 0) : k]]
        up, alone, down = _split(items[previous] if previous is not None else None, gap, items[k], align)
        if previous is not None:
            items[previous].name += [item[1] for item in up]
            items[previous].below = len(up)
        out += alone
        items[k].name[:0] = [item[1] for item in down]
        items[k].above = len(down)
        out.append(items[k])
        previous = k
    tail = items[previous + 1 :]
    taken = 0
    while taken < len(tail) and (
        tail[taken][3] or _linked(_text(items[previous]) if not taken else tail[taken - 1][1], tail[taken][1])
    ):
        taken += 1
    if align in ("top", "middle"):  # past the last row, as the table's cells align: all its lines, or as many as above
        headed = next((k for k, item in enumerate(tail) if item[2] or _NOTE.match(item[1])), len(tail))
        taken = max(taken, headed if align == "top" else min(headed, items[previous].above + 1))
    if fold(" ".join(items[previous].name)).startswith(("total", "subtotal")):
        taken = 0  # "TOTAL 25 2 7 34" / "(1) e (2) ver notas …": a Total row's label is whole, the note below no part
    items[previous].name += [item[1] for item in tail[:taken]]
    return out + tail[taken:]


def _split(row_above, gap: list, row_below: _Row, align: str | None) -> tuple[list, list, list]:
    """The name lines between two rows: those that go with the row above, those left alone, and those that
    go with the row below."""
    if not gap:
        return [], [], []
    heading = next((k for k, item in enumerate(gap) if item[2]), None)
    if heading is not None:  # a heading parts the rows above it from those below
        return gap[:heading], [], [item for item in gap[heading + 1 :] if not item[2]]
    if row_above is None:
        return [], [], gap
    cuts = _cuts(row_above, gap, row_below)
    if len(cuts) > 1 and align == "top" and cuts[-1] == len(gap):
        cuts = [len(gap)]
    elif len(cuts) > 1 and align == "bottom" and cuts[0] == 0:
        cuts = [0]  # counts on a cell's last line: the lines between two rows are the lower row's
    elif len(cuts) > 1 and align == "middle":
        fit = [k for k in cuts if k - row_above.above in (0, 1)]
        cuts = fit if len(fit) == 1 else cuts
    if len(cuts) != 1:
        return [], gap, []
    return gap[: cuts[0]], [], gap[cuts[0] :]


def _cuts(row_above: _Row, gap: list, row_below: _Row) -> list[int]:
    """Where the lines between two rows may part (the first k going up): between two lines neither of which
    goes on into the other, never before a line whose requisitos cell goes on from the row above's."""
    chain = [_text(row_above), *(item[1] for item in gap), row_below.name[0]]
    bound = next((k for k, item in enumerate(gap) if not item[3]), len(gap))
    return [k for k in range(bound, len(chain) - 1) if not _linked(chain[k], chain[k + 1])]


def _top(block: list[list[tuple[int, int, str]]], c: Column) -> int:
    """The header's first line with a piece of `c`'s label."""
    return next((i for i, line in enumerate(block) for x0, x1, _ in line if overlap(x0, x1, c.x0, c.x1) > 0), 0)


def _needs_grid(columns: list[Column], block: list[list[tuple[int, int, str]]]) -> bool:
    """Whether the line-by-line reading would misread this header: a text column after the first count
    column, a column of words outside the vocabulary before the name (IBFC's "Instituição", its "PMPA"
    taken into each name), the count columns named in another order than the page's, or the name's label
    starting below a count's (an order `header_rise` doubts, which the columns' places give)."""
    counts = [k for k, c in enumerate(columns) if c.kind in PLAIN_ROLES]
    if any(c.kind in ("text", "words") for c in columns[counts[0] :]):
        return True
    named = [k for k, c in enumerate(columns) if c.kind == "name"]
    if any(c.kind == "words" for c in columns[: named[0]]):
        return True
    top = {k: _top(block, columns[k]) for k in counts + named}
    if any(top[k] > min(top[c] for c in counts) for k in named):
        return True
    return sorted(counts, key=lambda k: (top[k], k)) != counts


def _text_before_counts(columns: list[Column]) -> list[int]:
    """The text columns between the name and the first count column (requisitos, carga horária, pay)."""
    name = next(k for k, c in enumerate(columns) if c.kind == "name")
    first = next((k for k, c in enumerate(columns) if c.kind in PLAIN_ROLES), name)
    return [k for k in range(name + 1, first) if columns[k].kind in ("text", "words")]


def _grid(
    raw: list[str],
    at: int,
    furniture: frozenset[int] = frozenset(),
    ends: frozenset[int] = frozenset(),
    sheet: bool = False,
    doubts: dict[int, str] | None = None,
) -> tuple[int, int, list[Line]] | None:
    """(first line number, last line number, the re-laid lines) of a grid table whose header holds line
    `at`, or None when it is no such table or the line-by-line reading reads it."""
    found = header_block(raw, at)
    if found is None:
        return None
    first, last = found
    block = [segments(normalise(raw[k])) for k in range(first, last + 1)]
    columns = header_columns(block)
    explained = label_legend.explain(columns, raw, last)  # labels in words a sentence below explains
    columns = resolved_columns(columns) if columns is not None else None
    if columns is None:
        return None
    grouped = indented_groups.grouped(raw, last + 1, columns[0].kind == "name")
    needed = explained or sheet or grouped or _needs_grid(columns, block)
    if not needed and not _text_before_counts(columns):
        return None
    read = _read_rows(raw, last + 1, columns, furniture, ends, grouped)
    if read is None:
        return None
    table, text_end = read
    if not needed and not table.worded_before:
        return None  # words between the name and the counts: read a line at a time, they joined the name
    out = _assign(table)
    _doubt_alone(out, doubts)
    end = max(text_end, *(item.number if isinstance(item, _Row) else item[0] for item in table.items))
    name = next(c for c in columns if c.kind == "name")
    counts = [c for c in columns if c.kind in PLAIN_ROLES]
    order = label_legend.laid_order([c.kind for c in counts])  # a column nobody explains where it is read so
    header = " ".join([name.label, *(PLAIN_ROLES[counts[k].kind] or counts[k].label for k in order)])
    laid = [laid_line(last + 1, header)]
    for item in out:
        text = f"{' '.join(item.name)} {' '.join(item.cells[k] for k in order)}" if isinstance(item, _Row) else item[1]
        number = item.number if isinstance(item, _Row) else item[0]
        laid.append(laid_line(number, text))
    return first + 1, end, laid


def _doubt_alone(out: list, doubts: dict[int, str] | None) -> None:
    """Every row of a table with a name line left alone between two rows in doubt (`doubts`: the row's
    line number → why): the line ends the name above or starts the one below, and nothing shows which."""
    rows = [k for k, item in enumerate(out) if isinstance(item, _Row)]
    alone = [item for item in out[: rows[-1]] if not isinstance(item, _Row)] if rows else []
    if not alone or doubts is None:
        return
    number, text = alone[0][0], alone[0][1] if len(alone[0][1]) <= 40 else alone[0][1][:39].rstrip() + "…"
    why = f"a linha {number} (“{text}”) pode terminar o nome da linha acima ou começar o da linha abaixo: confira os nomes"
    for k in rows:
        doubts.setdefault(out[k].number, why)


def _grids(
    lines: list[Line],
    raw: list[str],
    text: str,
    sheets: tuple[frozenset[int], frozenset[int]] | None = None,
    doubts: dict[int, str] | None = None,
) -> list[tuple[int, int, list[Line]]]:
    """Every grid table's (first line number, last line number, re-laid lines), in order: tried at the
    lines with a gap of spaces (`raw`) that name a count label."""
    by_number = {line.number: line for line in lines} if len(lines) != len(raw) else None
    found: list[tuple[int, int, list[Line]]] = []
    furniture = page_break.inside_tables(text, raw)
    for index in [k for k, text in enumerate(raw) if "   " in text]:
        line = by_number.get(index + 1) if by_number is not None else lines[index]
        if line is None or (found and index + 1 <= found[-1][1]) or len(raw[index]) >= 2000:
            continue
        if any(kind in COUNT_TOKENS for kind, _, _ in labels(line.folded)):
            ends, sheet = (sheets[1], index in sheets[0]) if sheets else (frozenset(), False)
            grid = _grid(raw, index, furniture, ends, sheet, doubts)
            if grid is not None:
                found.append(grid)
    return found


def relay(
    lines: list[Line],
    text: str,
    sheets: tuple[frozenset[int], frozenset[int]] | None = None,
    doubts: dict[int, str] | None = None,
) -> list[Line]:
    """`lines` with every grid table re-laid as a flat header and one line per row (same list); the rows
    whose names a line left alone leaves unproven go into `doubts` (line number → why)."""
    if "   " not in text:
        return lines
    grids = _grids(lines, raw_lines(text), text, sheets, doubts)
    if not grids:
        return lines
    page_break.continued(grids)  # a grid's part on the next page, its header again: one table
    laid: list[Line] = []
    done = ended = -1
    for line in lines:
        while grids and line.number > grids[0][1]:
            ended = grids.pop(0)[1]
        if line.number == ended + 1 and RULE.fullmatch(line.text):
            ended += 1  # the rule under the table's last row: a border, not text that ends its last name
        elif not grids or line.number < grids[0][0]:
            laid.append(line)
        elif done != grids[0][0]:  # the table's first line: its re-laid lines in place of all of its own
            laid += grids[0][2]
            done = grids[0][0]
    lines[:] = laid
    return lines
