"""A Markdown pipe table (html2text's, pandoc's `-t gfm` or `-t markdown`, a copy from GitHub) read by its
cells, re-laid as a plain pipe table a row a line.

A pipe table states its grid in its text: each "|" is a column boundary, the header row names the
columns and the rule under it ("---|---|---", "|-----|:---:|") gives their count. The pass read such a
table as words, and three things its producers do moved the roles: html2text glues the table's caption
to the first header cell ("QUADRO DE VAGAS Emprego| Lotação| …"), whose "VAGAS" the pass took for a count
column of its own, every count read one role to the left, rows of one vacancy confirmed with it under
PcD; html2text wraps a long row onto a second line in the middle of its cells ("…| 0| 1|" / "8| 16");
and pandoc writes a cell spanning rows (the campus of several áreas) in its first row only and a second
header row (the "Vagas" cell's parts "AC | PPP | …") under the rule, its text columns (requisitos,
regime) beside the name.

Here the table is read by its cells: the header's cells (its lines joined until it has the rule's count,
a caption glued to its first cell left out; a row of labels under the rule, its name cells blank, joined
to them column by column), each column's role by the table vocabulary (`layout_header.column_of`); a
row's lines joined until it has the rule's count of cells. The name is the cargo's column (and its
specialty's or área's beside it), then the place's (campus, lotação, município), a blank one carried
down from the row above (a rowspan); text columns are never part of it. The table is re-laid as a plain
pipe table (the name, then each count column under its plain label) so the pass reads it and confirms a
row only by its arithmetic. A table with count columns the grid cannot prove (a row whose cells are not
the rule's count, a count column's cell that is no count, counts under a label no role reads, a first
row with no name) is left as it stands and its rows put in `doubts`: read, never confirmed.

Trigger: "|" and "---" in the text, then two runs of dashes parted by a "|" (a rule's), searched once.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line, pipe_row
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.layout_header import Column, column_of, resolved_columns
from cotacheck.linter.tables.pandoc_grid import count_cell

#: The rule under a pipe table's header: a run of dashes a column, parted by "|" (two columns at least).
_RULE = re.compile(r"\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?")
#: Two runs of a rule's dashes parted by a "|": a pipe table's rule somewhere in the text.
_TRIGGER = re.compile(r"-{3}:?[ \t]*\|[ \t]*:?-{3}")
#: A count cell with its value in words: "05 (cinco)".
#: Words of a column label that name a place, not the cargo: its lotação, campus, município.
_PLACE = re.compile(r"\b(?:campus|lotacao|local|localidade|municipio|cidade|unidade|polo|regiao|regional|sede|uf)\b")
_TOTAL = re.compile(r"\s*(?:sub-?\s*)?tota(?:l|is)\b(?:\s+(?:geral|de vagas))?\s*:?\s*$")
#: The count roles a label may give (a bare "Vagas" among them).
_COUNTED = frozenset([*PLAIN_LABEL, "negros", "vagas"])
_MAX_HEADER_LINES = 6
_MAX_ROW_LINES = 8
_MAX_SUBHEADER_ROWS = 2
_MAX_ROWS = 2000


def _cells(text: str, framed: bool = True) -> list[str]:
    """A pipe line's cells, an escaped pipe kept in its cell; the framing pipes off in a `framed` table
    ("| a | b |"), where html2text's ("a| b", "| b" its first cell blank) has none."""
    text = text.replace("\\|", "/").strip()
    if framed and text.startswith("|"):
        text = text[1:]
    if framed and text.endswith("|"):
        text = text[:-1]
    return [" ".join(cell.split()) for cell in text.split("|")]


def _is_rule(text: str) -> bool:
    return "|" in text and "---" in text and _RULE.fullmatch(text.strip()) is not None


def _joined_cells(lines: list[Line], first: int, last: int, shape: tuple[int, bool]) -> list[str] | None:
    """The cells of lines `first`..`last` joined as one row (a row html2text wrapped), None if not
    `shape`'s count (the rule's count of cells, and whether the table is framed)."""
    text = " ".join(lines[k].text.strip() for k in range(first, last + 1))
    cells = _cells(text, shape[1])
    width = shape[0]
    return cells if len(cells) == width else None


def _header(lines: list[Line], rule: int, shape: tuple[int, bool]) -> tuple[int, list[str]] | None:
    """(index of the header's first line, its cells) above the rule at `rule`: lines joined upwards until
    they hold the rule's count of cells."""
    for first in range(rule - 1, max(-1, rule - 1 - _MAX_HEADER_LINES), -1):
        text = lines[first].text
        if not text.strip() or (first < rule - 1 and _is_rule(text)):
            return None
        cells = _joined_cells(lines, first, rule - 1, shape)
        if cells is not None:
            return first, cells
        if len(_cells(" ".join(lines[k].text.strip() for k in range(first, rule)), shape[1])) > shape[0]:
            return None
    return None


def _first_label(label: str) -> str:
    """The first header cell's label, a caption glued before it left out ("QUADRO DE VAGAS Emprego",
    "Quadro I – Distribuição das vagas Código"): its shortest tail that names a name or text column."""
    words = label.split()
    for start in range(len(words) - 1, 0, -1):
        if column_of(0, 0, " ".join(words[start:])).kind in ("name", "text"):
            return " ".join(words[start:])
    return label


def _is_place(column: Column) -> bool:
    return column.kind in ("name", "words") and _PLACE.search(fold(column.label)) is not None


def _roles(labels: list[str]) -> tuple[list[int], list[int], list[Column]] | None:
    """(the cargo's columns, the place's columns, the columns with their roles), or None when the header
    is no vacancy table's (no name, fewer than two count columns, a label the vocabulary cannot read)."""
    labels = [_first_label(labels[0]), *labels[1:]]
    columns = [column_of(0, 0, label) for label in labels]
    places = [k for k, c in enumerate(columns) if _is_place(c)]
    names = [k for k, c in enumerate(columns) if c.kind == "name" and k not in places]
    if not names and places:
        names = places[:1]  # "Lotação | AC | PcD": the place is the row's name
        places = places[1:]
    if not names or len(names) > 2 or len(places) > 2:
        return None
    for k in [*names[1:], *places]:
        columns[k].kind = "part"  # the name's other parts: no column of the grid's own
    columns[names[0]].kind = "name"
    if resolved_columns(columns) is None:
        return None
    return names, places, columns


def _labels(lines: list[Line], rule: int, head: list[str], framed: bool) -> tuple[list[str], int]:
    """The header's labels, rows of labels under the rule (no digit, the first cell blank; under a label
    spanning blank cells, or count labels all) joined to them column by column, and the index of the first
    line after them."""
    labels = list(head)
    at = rule + 1
    for _ in range(_MAX_SUBHEADER_ROWS):
        if at >= len(lines) or not lines[at].text.strip():
            break
        cells = _cells(lines[at].text, framed)
        if len(cells) != len(labels) or cells[0] or not any(cells) or any(ch.isdigit() for ch in lines[at].text):
            break
        if all(labels) and not all(column_of(0, 0, cell).kind in _COUNTED for cell in cells if cell):
            break  # no label spans over blank cells above it, and these cells are no count labels: a row
        labels = [f"{a} {b}".strip() for a, b in zip(labels, cells, strict=True)]
        at += 1
    return labels, at


def _row_end(lines: list[Line], at: int, shape: tuple[int, bool]) -> int | None:
    """The index of the last line of the row that opens at `at`: html2text's lines joined until they hold
    the rule's count of cells (and a line of no "|" after one that ends in "|", its last cell's end);
    None when they cannot (a framed row short, a blank line first)."""
    last = at
    while len(_cells(" ".join(lines[k].text.strip() for k in range(at, last + 1)), shape[1])) < shape[0]:
        if shape[1] or last + 1 >= len(lines) or last - at >= _MAX_ROW_LINES or not lines[last + 1].text.strip():
            return None  # a framed row is one line: a short one is no row of the grid
        last += 1
    if not shape[1] and lines[last].text.rstrip().endswith("|") and last + 1 < len(lines):
        after = lines[last + 1].text
        if after.strip() and "|" not in after:
            return last + 1  # "…| 2| 01|" / "3": the last cell wrapped whole onto the next line
    return last


def _rows(lines: list[Line], start: int, shape: tuple[int, bool]) -> tuple[list[tuple[int, list[str]]], int, bool]:
    """(each row's first line index and cells, the index after the table, whether every row closed)."""
    out: list[tuple[int, list[str]]] = []
    at = start
    while at < len(lines) and len(out) < _MAX_ROWS:
        text = lines[at].text
        if not text.strip() or "|" not in text:
            break
        if _is_rule(text):  # a header repeated (a page's) is read as a row above it: dropped there
            at += 1
            continue
        last = _row_end(lines, at, shape)
        cells = None if last is None else _joined_cells(lines, at, last, shape)
        if last is None or cells is None:
            return out, at + 1 if last is None else last + 1, False
        if last + 1 < len(lines) and _is_rule(lines[last + 1].text):
            at = last + 2  # the header again, under a page break: its rule follows it
            continue
        out.append((at, cells))
        at = last + 1
    return out, at, True


def _laid_rows(rows: list[tuple[int, list[str]]], read: tuple, lines: list[Line]) -> list[Line] | None:
    """The rows re-laid as "| name | counts… |" (a blank name cell carried down, a total row kept as such,
    a row of labels only left out); None when a row cannot be proven."""
    names, places, columns = read
    counts = [k for k, c in enumerate(columns) if c.kind in PLAIN_LABEL]
    other = [k for k, c in enumerate(columns) if c.kind not in PLAIN_LABEL and c.kind not in ("name", "part")]
    carried: dict[int, str] = {}
    laid: list[Line] = []
    for at, cells in rows:
        figures = [count_cell(cells[k]) for k in counts]
        if None in figures or any(
            count_cell(cells[k]) not in (None, "-") and columns[k].kind == "words" for k in other
        ):
            return None  # a count cell that is no count, or counts under a label no role reads
        if all(f == "-" for f in figures):
            continue  # a row of labels or a group's title ("NÍVEL SUPERIOR"): no figures
        if any(_TOTAL.match(fold(cells[k])) for k in range(len(cells)) if k not in counts):
            laid.append(laid_line(lines[at].number, pipe_row(["Total", *figures])))
            carried = {}
            continue
        for k in [*names, *places]:
            if cells[k]:
                carried[k] = cells[k]
                for j in [*names[1:], *places]:
                    if j > k and not cells[j]:
                        carried.pop(j, None)  # a new row of the cell to its left: its own (none), the cargo kept
        if names[0] not in carried or any(k not in carried for k in places):
            return None
        name = " – ".join(carried[k] for k in [*names, *places] if k in carried)
        laid.append(laid_line(lines[at].number, pipe_row([name, *figures])))
    return laid


def _extent(lines: list[Line], start: int) -> int:
    """The index of the first blank line from `start` on (a pipe table's end), within `_MAX_ROWS` lines."""
    stop = min(len(lines), start + _MAX_ROWS)
    return next((k for k in range(start, stop) if not lines[k].text.strip()), stop)


def _counted(labels: list[str]) -> bool:
    """Two labels at least read as count columns: a vacancy table's header."""
    return sum(column_of(0, 0, label).kind in _COUNTED for label in labels) >= 2


def read_roles(labels: list[str]) -> tuple[list[int], list[int], list[Column]] | None:
    """A pipe header's reading (`_roles`), for a stage that reads another grid of cells (`docx_walk`)."""
    return _roles(labels)


def counted(labels: list[str]) -> bool:
    """A vacancy table's header (`_counted`), for a stage that reads another grid of cells."""
    return _counted(labels)


def _table(lines: list[Line], rule: int) -> tuple[int, int, list[Line] | None] | None:
    """(index of the table's first line, index after it, its re-laid lines or None if unproven), or None
    when the table is no vacancy table (left as it stands)."""
    framed = lines[rule].text.lstrip().startswith("|")
    shape = (len(_cells(lines[rule].text, framed)), framed)
    found = _header(lines, rule, shape)
    if found is None:  # a header of another count of cells than the rule's: a stage's re-laid cells, left alone
        return None
    first, head = found
    labels, start = _labels(lines, rule, head, framed)
    read = _roles(labels)
    if read is None and not _counted(labels):
        return None  # no vacancy table: a fee table, a schedule, the provas
    rows, end, closed = _rows(lines, start, shape)
    laid = _laid_rows(rows, read, lines) if read is not None and closed and rows else None
    if not laid:  # counts under labels that leave a role unknown, a row that does not close: never confirmed
        return first, max(end, _extent(lines, start)), None
    counts = [c for c in read[2] if c.kind in PLAIN_LABEL]
    header = laid_line(lines[first].number, pipe_row(["Cargo", *(PLAIN_LABEL[c.kind] for c in counts)]))
    rule_line = laid_line(lines[rule].number, pipe_row(["---"] * (len(counts) + 1)))
    return first, end, [header, rule_line, *laid]


def _may_hold(text: str) -> bool:
    """The trigger: a pipe table's rule may stand in the text."""
    return "|" in text and "---" in text and _TRIGGER.search(text) is not None


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` with each Markdown pipe table of vacancies re-laid by its cells (the same list); the rows of
    one whose grid cannot be proven in `doubts`."""
    if not _may_hold(text):
        return lines
    return relay_tables(lines, doubts)


def relay_tables(lines: list[Line], doubts: dict[int, str]) -> list[Line]:
    """`relay` past its trigger: for a stage that re-lays another grid as pipe tables (`ascii_grid`)."""
    out: list[Line] = []
    done = 0
    for k in range(len(lines)):
        if k < done or not _is_rule(lines[k].text):
            continue
        table = _table(lines, k)
        if table is None or table[0] < done:
            continue
        first, end, laid = table
        out += lines[done:first]
        if laid is None:
            out += lines[first:end]
            for line in lines[k + 1 : end]:
                doubts[line.number] = "tabela com barras cujas células não batem com o cabeçalho"
        else:
            out += laid
        done = end
    if not done:
        return lines
    lines[:] = out + lines[done:]
    return lines
