"""A quadro of "Cargo | Área" whose cargo cell is merged over its áreas' rows, each cell opened by its label
and number ("CARGO 1: …", "ÁREA 2: …"), as pypdf gives Cebraspe's quadro printed from HTML or a Word table.

pypdf prints a table cell after cell: the merged cargo cell's lines first ("CARGO 1: ESPECIALISTA EM" /
"REGULAÇÃO DE" / "INFRAESTRUTURA LOGÍSTICA"), then each row's área cell, its counts on its last line or on
a line of their own ("ÁREA 1: REGULAÇÃO" / "ECONÔMICA 7 1 3 1 – 12"); a cargo without área has a dash for
it before its counts ("– 6 1 2 1 – 10"). The header's labels on one line may be glued where a narrow cell
touches the next ("… Pretos e pardos IndígenasQuilombolasTotal"). Read a line at a time, no column past the
glue was read and every wrapped line was a row's name: 6 phantoms (t03 of the eleventh set).

Taken here under a header opening with the cargo's and the área's labels ("Cargo Área", "Cargo /
Especialidade"), its lines down to the first cargo's opening (up to 8: narrow cells wrap their labels),
its labels parted where glued (a capital after three lower-case letters) and read by the
table vocabulary (`pieced_header.header_roles`): one count column a label, a Total among them. Then, line
by line: a line opening with the cargo's label and number opens a cargo cell, one opening with the área's
label and number an área cell under the current cargo, any other line goes on in the cell open; a line
ending in exactly as many count cells as the header names ("–", "CR"; the token before them no count but
the área's own dash in a cargo without área) closes a row, named "cargo – área". After a row only a cell's
opening, the header repeated (a page break) or the TOTAL row may follow; anything else ends the table
before it, and cell lines never closed by counts are no row. Two rows or more: re-laid as one header line
("Cargo" and the columns' plain labels) and a line a row on its counts' line, so the pass reads a flat
table and confirms it only by its arithmetic. Trigger: a line opening "Cargo Área" or "Cargo
Especialidade" (any case, a slash or none), searched in the text.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.pieced_header import header_roles
from cotacheck.linter.tables.relaid import tables_at

#: The header's opening at a line's start (the label first, then the look behind: the engine skips to a "C").
_HEADER = re.compile(
    r"(?:CARGO|Cargo)(?<![^\n]CARGO)(?<![^\n]Cargo)S? ?(?:/ ?)?(?:ÁREA|Área|ESPECIALIDADE|Especialidade)(?![a-zà-ÿ])"
)
_CARGO = re.compile(r"(?:CARGO|Cargo) \d{1,3} ?[:–-] ?")
_AREA = re.compile(r"(?:ÁREA|Área|ESPECIALIDADE|Especialidade) \d{1,3} ?[:–-] ?")
_COUNT = re.compile(r"\d{1,5}|[–—-]|CR")
_DASH = frozenset("–—-")
_TOTAL = re.compile(r"(?:TOTAL|Total)(?: GERAL| [Gg]eral)?:?")
_DIGIT_OUTSIDE = re.compile(r"\d(?![^(]*\))")  # no header label holds a digit but in a note, "(20%)"
_MAX_HEADER = 8  # lines of the header, from its first to the first cargo's opening (narrow cells, a word a line)
_MAX_CELL = 12  # lines of one cell (a word a line in a narrow column)


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid as a flat table (module docstring)."""
    starts = [m.start() for m in _HEADER.finditer(text)]
    if not starts:
        return lines
    return tables_at(lines, text, starts, _table)


def _table(lines: list[Line], n: int) -> tuple[int, int, list[Line]] | None:
    """(first, last line number, re-laid lines) of such a quadro under the header at `n`, or None."""
    top = n
    while top < len(lines) and top - n < _MAX_HEADER and not _CARGO.match(lines[top].text):
        top += 1
    header = [line.text for line in lines[n:top]]
    if top >= len(lines) or not header or any(_DIGIT_OUTSIDE.search(h) for h in header):
        return None
    read = header_roles(header)
    if read is None or read[0].count("total") != 1 or len(read[0]) < 3 or len(set(read[0])) != len(read[0]):
        return None
    roles = read[0]
    rows, last = _rows(lines, top, len(roles), header)
    if len(rows) < 2:
        return None
    laid = [laid_line(lines[n].number, " ".join(["Cargo", *(PLAIN_LABEL[r] for r in roles)]))]
    laid += [laid_line(number, " ".join([name, *cells])) for number, name, cells in rows]
    return lines[n].number, last, laid


def _rows(lines: list[Line], k: int, width: int, header: list[str]) -> tuple[list[tuple[int, str, list[str]]], int]:
    """(line number, name, count cells) of the rows from `k` on, the TOTAL row among them, and the number of
    the table's last line; no rows where the lines go on in a shape these cells do not fit (a cell never
    closed by counts before the next opens, a TOTAL row of other columns, counts right after the end)."""
    rows: list[tuple[int, str, list[str]]] = []
    cargo: list[str] = []
    area: list[str] = []
    done = True  # the last line closed a row (or none is open yet): only an opening may follow
    last, cell = lines[k].number, "cargo"
    while k < len(lines):
        line = lines[k]
        text = line.text.strip()
        tokens = text.split()
        if text == header[0] and [x.text for x in lines[k : k + len(header)]] == header:
            k += len(header)  # the header repeated after a page break
            continue
        if tokens and _TOTAL.fullmatch(tokens[0]):
            if not done or len(tokens) != width + 1 or not all(_COUNT.fullmatch(t) for t in tokens[1:]):
                return [], last
            rows.append((line.number, tokens[0], tokens[1:]))
            return rows, line.number
        if _CARGO.match(text):
            if not done:
                return [], last  # a cargo cell or an área cell no counts closed
            cargo, area, cell = [], [], "cargo"
        elif _AREA.match(text) and cargo:
            if not done and area:
                return [], last
            area, cell = [], "area"
        elif not text or done:
            # the table's end: no row's counts may follow right after it
            if not done or any(_ends_in_counts(x.text, width) for x in lines[k : k + 3]):
                return [], last
            break
        cells = _cells(tokens, width, not area and cell == "cargo")
        if cells is None and _ends_in_counts(text, width):
            return [], last  # more count cells than the header's columns: the header is not read whole
        words = tokens[: len(tokens) - len(cells)] if cells else tokens
        if cells and cells[0] in _DASH and len(cells) > width:
            cells = cells[1:]  # the área's own dash: a cargo without área
        (cargo if cell == "cargo" else area).append(" ".join(words))
        if len(cargo) > _MAX_CELL or len(area) > _MAX_CELL:
            return [], last
        done = cells is not None
        if done:
            name = " ".join(w for w in cargo if w)
            name = f"{name} – {' '.join(w for w in area if w)}" if area else name
            rows.append((line.number, name, cells))
            last = line.number
            area, cell = [], "area"
        k += 1
    return rows, last


def _ends_in_counts(text: str, width: int) -> bool:
    """Whether `text` ends in `width` count cells or more."""
    tokens = text.split()
    return len(tokens) >= width and all(_COUNT.fullmatch(t) for t in tokens[-width:])


def _cells(tokens: list[str], width: int, bare: bool) -> list[str] | None:
    """The row's count cells at the end of `tokens` (with the área's dash before them where `bare`, a row
    with no área cell yet), or None; the token before them is never a count."""
    if len(tokens) < width or not all(_COUNT.fullmatch(t) for t in tokens[-width:]):
        return None
    before = tokens[: len(tokens) - width]
    if bare and before and before[-1] in _DASH and not (len(before) > 1 and _COUNT.fullmatch(before[-2])):
        return tokens[-width - 1 :]
    if before and _COUNT.fullmatch(before[-1]):
        return None
    return tokens[-width:]
