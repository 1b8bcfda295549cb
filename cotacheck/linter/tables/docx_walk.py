"""A DOCX quadro walked with python-docx: each row's cells' text joined by " | ", a merged cell's text
repeated in every grid cell it covers.

A newsroom or transparency script prints a Word table with `" | ".join(c.text for c in row.cells)`
(t07 of the eighteenth set). python-docx gives a merged cell once per grid column it spans, and once per
row it spans down: a "VAGAS" cell over four roles is printed "VAGAS | VAGAS | VAGAS | VAGAS", a "CARGO"
cell over the header's two rows is on both lines, a TOTAL cell over the name columns is "TOTAL | TOTAL",
and a cargo merged down over its places repeats on each of their rows. The table has no frame and no rule:
read a line at a time, its two header lines gave two columns the same role ("VAGAS" above "TOTAL" and
above "AC") and no row was confirmed.

Here a run of lines of the same count of cells (three at least, no Markdown frame) is read as the walk's
tables: a header is one or two lines without a figure (a caption merged across the table above it), each
column's label the upper line's over the lower's (one text where a cell spans both; the lower alone under a
spanning label the two do not read as one, "Nº DE VAGAS" over "AC"), columns whose labels are the same text
one column (a merged cell); each role is read by the table vocabulary (`pipe_table`'s reading of a header).
The rows run to the next line without a figure that is no group's title (the next table's header). Each
row is re-laid as a plain pipe row: the cargo's cells and the place's (its lotação, DIREC, município)
joined, then its counts under their plain labels; a TOTAL row as the pass's total; a row of one text across
(a group's title) as that text. Columns of text (remuneração, jornada) are left out. Where a merge shows (a
text repeated beside itself, on both header lines of a column, a caption across), a row with no cargo, a
count cell that is no count (two figures under one merged label) or counts under a label no role reads
leave the table as it stands, its rows in doubt: read, never confirmed. With no merge shown (a plain table
of unframed cells) the table is re-laid only where every row reads so, else left to the pass as it stood.
The pass confirms a row only by its arithmetic.

Trigger: " | " in the text; then each line holding it is split once (linear).
"""

from __future__ import annotations

import functools
import re

from cotacheck.linter.read.text import Line, fold, laid_line, pipe_row
from cotacheck.linter.tables import pipe_table
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.layout_header import column_of
from cotacheck.linter.tables.pandoc_grid import count_cell as _count_cell

DOUBT = "quadro de células unidas por “|” (DOCX lido célula a célula) cujas colunas não se provam"
_TOTAL = re.compile(r"\s*(?:sub-?\s*)?tota(?:l|is)\b(?:\s+(?:geral|de vagas))?\s*:?\s*$")
_DASHES = frozenset(("", "-", "–", "—"))
#: A count cell of cadastro de reserva written out, at times merged across the row's count columns.
_CADASTRO = frozenset(("cadastro de reserva", "cadastro reserva", "cadastro", "c.r.", "cadastro de reserva (cr)"))
_MIN_CELLS = 3
_MAX_CELLS = 24
_MAX_HEADER_LINES = 2
#: A walk's cells repeat (table after table under one header, rows alike): each read once while it is among
#: the last few hundred met (`count_cell` is a function of the cell alone).
count_cell = functools.lru_cache(maxsize=512)(_count_cell)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each python-docx walk of a vacancy quadro re-laid as a plain pipe table;
    the rows of one whose columns cannot be proven in `doubts`."""
    if not _may_hold(text):
        return lines
    out: list[Line] = []
    k = 0
    changed = False
    roles: dict[tuple[str, ...], tuple | None] = {}  # each header's reading, asked again by each table under it
    while k < len(lines):
        width = _width(lines[k].text)
        end = k + 1
        while width and end < len(lines) and _width(lines[end].text) == width:
            end += 1
        if end - k < 2:
            out.append(lines[k])
            k = end
            continue
        run = lines[k:end]
        rows = [_cells(line.text) for line in run]
        figured = [_has_figure(cells) for cells in rows]  # each line's asked once (a header's, then a row's)
        at = 0
        while at < len(run):  # each table of the run in turn, each line looked at once
            laid, after = _table(run, (rows, figured), at, doubts, roles)
            out += laid
            changed = changed or laid != run[at:after]
            at = after
        k = end
    if changed:
        lines[:] = out
    return lines


def _may_hold(text: str) -> bool:
    """The trigger: cells joined by " | " may stand in the text."""
    return " | " in text


def _cells(text: str) -> list[str]:
    return [" ".join(cell.split()) for cell in text.split("|")]


def _width(text: str) -> int:
    """The count of cells of a walk's line (0 for a line of no " | ", a framed Markdown row, or too many)."""
    if " | " not in text:
        return 0
    stripped = text.strip()
    if stripped.startswith("|") and stripped.endswith("|"):
        return 0  # a Markdown row "| a | b |": `pipe_table`'s
    width = stripped.count("|") + 1
    return width if _MIN_CELLS <= width <= _MAX_CELLS else 0


def _has_figure(cells: list[str]) -> bool:
    """A figure in a line's cells: a count cell ("12", "05 (cinco)", the "CR" of a row of cadastro de
    reserva), not a label's digits ("Vagas (Lei 11.015)")."""
    return any(count_cell(c) not in (None, "-", "–", "—") for c in cells)


def _cadastro(cell: str) -> bool:
    return fold(cell).strip() in _CADASTRO


def _body_end(rows: list[list[str]], figured: list[bool], start: int) -> int:
    """The index after the table's last row from `start`: a line of no figure (`figured`: each line's
    `_has_figure`) that is no group's title (one text across) nor a row of cadastro de reserva written out
    is the next table's header."""
    for k in range(start, len(rows)):
        if not figured[k] and len(set(rows[k])) > 1 and not any(_cadastro(c) for c in rows[k]):
            return k
    return len(rows)


def _header(rows: list[list[str]], figured: list[bool], top: int) -> int:
    """The count of header lines from `top`: its first lines without a figure, two at most, a row at least
    after them (a line of one text across, a group's title, ends it)."""
    count = 0
    while count < min(_MAX_HEADER_LINES, len(rows) - top - 1) and not figured[top + count]:
        cells = rows[top + count]
        if count and (len(set(cells)) == 1 or any(a == b and _cadastro(a) for a, b in zip(cells, cells[1:]))):
            break  # a group's title, a row of cadastro de reserva merged across its counts
        count += 1
    return count


def _merged(cells: list[str]) -> bool:
    """A text repeated beside itself: a cell merged across columns."""
    return any(a and a == b and count_cell(a) in (None, "CR") for a, b in zip(cells, cells[1:]))


def _labels(head: list[list[str]]) -> list[str]:
    """Each column's label: the upper line's over the lower's, one text where a cell spans both; the lower
    alone under a spanning label the two do not read as one ("Nº DE VAGAS" over "AC": "AC")."""
    if len(head) == 1:
        return head[0]
    up_line, labels = head[0], []
    for k, (up, down) in enumerate(zip(up_line, head[1], strict=True)):
        label = up if up == down else f"{up} {down}".strip()
        spans = (
            up
            and up != down
            and up in (up_line[k - 1] if k else None, up_line[k + 1] if k + 1 < len(up_line) else None)
        )
        if spans and down and column_of(0, 0, label).kind in ("unknown", "words"):
            label = down
        labels.append(label)
    return labels


def _spans(labels: list[str]) -> list[tuple[int, int]]:
    """(first, end) of each run of columns under one label: a merged header cell is one column."""
    spans: list[tuple[int, int]] = []
    for k, label in enumerate(labels):
        if spans and label and labels[spans[-1][0]] == label:
            spans[-1] = (spans[-1][0], k + 1)
        else:
            spans.append((k, k + 1))
    return spans


def _joined(cells: list[str], span: tuple[int, int]) -> str:
    """A span's cell: its texts, the same text repeated (a merged cell) once."""
    texts: list[str] = []
    for cell in cells[span[0] : span[1]]:
        if not texts or cell != texts[-1]:
            texts.append(cell)
    return " – ".join(t for t in texts if t) if len(texts) > 1 else texts[0]


def _table(
    run: list[Line], cells_of: tuple[list[list[str]], list[bool]], at: int, doubts: dict[int, str], roles: dict
) -> tuple[list[Line], int]:
    """(the lines that stand for the table that opens at `at` in the run, or its lines left as they are, and
    the index after them: past `at` always). `cells_of`: the run's cells a line and whether each line holds
    a figure; `roles`: the headers' readings met."""
    rows, figured = cells_of
    top = at
    while top < len(rows) - 2 and len(set(rows[top])) == 1:
        top += 1  # a caption merged across the whole table
    high = _header(rows, figured, top)
    if not high:  # no header here: the lines up to the next line of no figure (a header, maybe) left as they are
        skip = next((k for k in range(top + 1, len(rows)) if not figured[k]), len(rows))
        return run[at:skip], skip
    start = top + high
    end = _body_end(rows, figured, start)
    head = rows[top:start]
    shown = (
        top > at
        or any(_merged(cells) for cells in rows[top:end])
        or (high == 2 and any(a and a == b for a, b in zip(head[0], head[1], strict=True)))
    )
    labels = _labels(head)
    spans = _spans(labels)
    merged_labels = [labels[a] for a, _ in spans]
    key = tuple(merged_labels)
    read = roles[key] if key in roles else roles.setdefault(key, pipe_table.read_roles(merged_labels))
    body = [(line, [_joined(cells, span) for span in spans]) for line, cells in zip(run[start:end], rows[start:end])]
    laid = None if read is None or end == start else _laid(body, read)
    if laid is None:
        if shown and (pipe_table.counted(labels) or pipe_table.counted(merged_labels)):
            _doubt(run[start:end], doubts)  # the walk's mark, its columns unproven: read, never confirmed
        return run[at:end], end  # else no walk's quadro: left as it is
    counts = [c for c in read[2] if c.kind in PLAIN_LABEL]
    header = laid_line(run[top].number, pipe_row(["Cargo", *(PLAIN_LABEL[c.kind] for c in counts)]))
    captions = [laid_line(line.number, cells[0]) for line, cells in zip(run[at:top], rows[at:top])]
    return [*captions, header, *laid], end


def _doubt(rows: list[Line], doubts: dict[int, str]) -> None:
    for line in rows:
        doubts[line.number] = DOUBT


def _laid(body: list[tuple[Line, list[str]]], read: tuple) -> list[Line] | None:
    """The rows as "| name | counts… |" (a TOTAL row as the pass's, a group's title as its text); None when a
    row cannot be proven (no cargo, a count cell that is no count, counts under a label no role reads)."""
    names, places, columns = read
    counts = [k for k, c in enumerate(columns) if c.kind in PLAIN_LABEL]
    words = [k for k, c in enumerate(columns) if c.kind == "words"]
    laid: list[Line] = []
    for line, cells in body:
        if len(set(cells)) == 1:
            laid.append(laid_line(line.number, cells[0]))  # a group's title merged across the row
            continue
        figures = [count_cell("CR" if _cadastro(cells[k]) else "" if cells[k] in _DASHES else cells[k]) for k in counts]
        if None in figures or any(count_cell(cells[k]) not in (None, "-") for k in words):
            return None
        if any(_TOTAL.match(fold(cells[k])) for k in [*names, *places]):
            laid.append(laid_line(line.number, pipe_row(["Total", *figures])))
            continue
        parts = [cells[k] for k in [*names, *places] if cells[k] not in _DASHES]
        if all(f == "-" for f in figures):
            continue  # a row of no figure (labels, a note): nothing to read
        if cells[names[0]] in _DASHES:
            return None  # a row with no cargo: nothing proves whose its figures are
        laid.append(laid_line(line.number, pipe_row([" – ".join(dict.fromkeys(parts)), *figures])))
    return laid
