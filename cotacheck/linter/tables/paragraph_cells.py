"""A quadro whose text cells are paragraphs: each cell's lines in turn, a row's simple cells each on a line.

ReportLab's LongTable with Paragraph cells (the quadro of a NC/UFPR-style edital): pypdf gives each cell in
drawing order, so a row comes as the cargo's name wrapped over its lines, its requisitos wrapped over theirs
(a Paragraph's lines have no leading space), then each simple cell alone on a line with the leading space
ReportLab's string cells print (" 20h", " 2.612,48", " 34", " 2", " 4", " 40"); the header the same way, a
label a line (" Cargo", " Ampla con" / " corrência"), and again after each page break under the page's
footer. Read a line at a time, each count became a cargo of its own or the rows past the first were lost.

The rows are found by structure alone: text lines, then exactly as many cells alone as the first row has
(a row ends at its last count cell), the last ones as many as the header names count columns, the first
column the name, and the header's columns as many as the text columns and the cells together. A row whose
text is a lone code or number (a column-band quadro's codes, `band_blocks`), whose cells are one more or
fewer, or a blank line without the header repeated after it ends the quadro; a "TOTAL" row ends it too
(left as it was). Two rows or more are re-laid as a pipe table: the name and the count cells, so the pass
reads it and confirms each row only by its arithmetic. Where a text column (requisitos) stands between the
name and the cells, where the name ends is not in the text: the row keeps all its words as its name and
stays uncertain (`DOUBT`), unless that column's lines come marked (a tab before each), all after the
name's. A PDF page of the layout is read as its plain text, which keeps its rows whole and in order
(`read/kept_rows.py`). A row of cadastro de reserva alone
stays uncertain too (no figures to add up). Linear: the cells are classed once; each cell run is tried once, looking back
over a bounded number of lines only.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import COUNT_KINDS, PLAIN_LABEL, header_columns, resolve_columns
from cotacheck.linter.tables.names import TOTAL_ROW

#: A simple cell alone on its line, with ReportLab's leading space: a count, a dash, "CR", an amount, hours.
_CELL = re.compile(
    r" +(?:\d{1,4}|[-–—]|CR|(?:R\$ ?)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,3} ?h(?:oras)?|\d{1,3}h\d{2})[ \t]*"
)
_COUNT = re.compile(r"\d{1,4}|[-–—]|CR")
#: Three cells alone with their leading space in a row: the trigger, searched in the text once (written
#: out three times: a repeated group hides its "\n " from the engine's scan, 35 times slower).
_CELL_LINE = r"\n +(?:\d{1,4}|[-–—]|CR)[ \t]*"
_TRIGGER = re.compile(_CELL_LINE * 3 + r"\n")
#: A text line that is a lone code or number: another layout's column of codes, never a paragraph's line.
_LONE_CODE = re.compile(r"[A-Za-z]{0,4}[ -]?\d{1,6}[.,]?")
_MAX_TEXT = 16  # a row's text lines (a name and its requisitos wrapped)
_HEADER_LINES = 24  # a header's lines, a label's pieces each on one
_BREAK_LINES = 14  # lines between a row and the header repeated after a page break (footer, running head)
_MIN_CELLS = 3
_MAX_CELLS = 12
_MIN_ROWS = 2
_MAX_TEXT_CHARS = 120
DOUBT = (
    "o nome do cargo e os requisitos vêm em linhas seguidas, sem marca de coluna: onde o nome termina não é "
    "dado pelo texto"
)
_UNEVEN = "as vagas reservadas e as de ampla concorrência não somam o total"
#: A row of cadastro de reserva ("CR", "–", "–", "CR"): no figures whose sum proves the row's reading.
_NO_SUM = "a linha só traz cadastro de reserva: não há números cuja soma prove a leitura"


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid as a pipe table; `doubts` gets its rows that
    nothing proves (line number → why)."""
    if _TRIGGER.search(text) is None:
        return lines
    raw = raw_lines(text)
    spans: list[tuple[int, int, list[Line]]] = []
    removed = {
        k: raw[lines[k - 1].number : lines[k].number - 1]
        for k in range(1, len(lines))
        if lines[k].number > lines[k - 1].number + 1
    }
    printed = [_raw(raw, line) for line in lines]
    for table in tables(printed, [line.folded for line in lines], removed, raw, [line.number for line in lines]):
        header, rows, columns, end = table
        laid, why = _laid(lines, printed, header, rows, columns)
        if laid:
            spans.append((lines[header[0]].number, lines[end - 1].number, laid))
            doubts.update(why)
    return in_place_of(lines, spans) if spans else lines


def _raw(raw: list[str], line: Line) -> str:
    """The line as printed (its leading space kept) where a stage before left its text as it was or joined
    the next lines to it (a label cut inside a word: " Afrodescend" / " entes")."""
    text = line.text.strip()
    if 0 < line.number <= len(raw):
        printed = raw[line.number - 1]
        if printed.split() and text.startswith(" ".join(printed.split())):
            return printed[: len(printed) - len(printed.lstrip())] + text
    return text


def is_cell(raw: str) -> bool:
    return raw[:1] == " " and _CELL.fullmatch(raw) is not None


def _is_text(raw: str) -> bool:
    """A paragraph's line: no leading space (a tab where the PDF's reading marked a later text column's)."""
    return bool(raw) and raw[:1] != " " and raw[:2] != "\t\t" and raw.strip() != "" and len(raw) <= _MAX_TEXT_CHARS


def tables(
    raw: list[str],
    folded: list[str] | None = None,
    removed: dict[int, list[str]] | None = None,
    printed: list[str] | None = None,
    numbers: list[int] | None = None,
):
    """Each quadro of the layout in the lines as printed (`raw`; `folded`, the same lines folded, where the
    header's labels cut in a word were joined before): (header's line indexes, rows as (first text line,
    first cell line, end), the header's columns, the quadro's end). Without `folded` (a PDF page's plain
    text, its labels' cut words not joined yet), the header is only looked for, its columns not read.
    `removed`: the lines a stage before took out before an index (a page's footer and the header repeated,
    as printed), `printed` the text's lines as printed and `numbers` each line's number in them."""
    check = folded is not None
    folded = folded if check else [fold(r.strip()) for r in raw]
    cells = [is_cell(r) for r in raw]
    n = len(raw)
    i = 0
    while i < n:
        if not cells[i] or (i and cells[i - 1]):
            i += 1
            continue
        end = i
        while end < n and cells[end]:
            end += 1
        found = _first_row(raw, folded, i, end, check)
        if found is None:
            i = end
            continue
        header, columns, first = found
        if printed is not None and numbers is not None:
            heading = [p.strip() for p in printed[numbers[header[0]] - 1 : numbers[first] - 1] if p.strip()]
        else:
            heading = [raw[k].strip() for k in header]
        rows, stop = _rows(raw, folded, cells, (header, heading), first, end - i, removed or {})
        if len(rows) >= _MIN_ROWS:
            yield header, rows, columns, stop
            i = max(stop, end)
        else:
            i = end


def _first_row(raw: list[str], folded: list[str], start: int, end: int, check: bool = True):
    """(the header's line indexes, its columns, the first row's first text line) of a quadro whose first row's
    cells run from `start` to `end`, or None."""
    c = end - start
    if not _MIN_CELLS <= c <= _MAX_CELLS:
        return None
    first = start
    codes = 0
    while first > 0 and start - first < _MAX_TEXT and _is_text(raw[first - 1]):
        first -= 1
        codes += _LONE_CODE.fullmatch(raw[first]) is not None
    if first == start or codes > 1 or (first > 0 and _is_text(raw[first - 1])):
        return None
    top = first - 1
    while top >= 0 and first - top <= _HEADER_LINES and raw[top].strip():
        if raw[top][:1] == " " and header_columns(folded[top]) == ["name"]:
            header = list(range(top, first))
            columns = _columns(folded, header) if check else []
            if check and (columns is None or not _fits(columns, c)):
                return None
            return header, columns, first
        top -= 1
    return None


def _columns(folded: list[str], header: list[int]) -> list[str] | None:
    kinds = header_columns(" ".join(folded[k] for k in header))
    return None if kinds is None else resolve_columns(kinds)


def _fits(columns: list[str], c: int) -> bool:
    """The header names as many columns as a row's text columns and cells, the name first, the count
    columns last and all known roles, the total among them."""
    texts = len(columns) - c
    counts = [k for k in columns if k in COUNT_KINDS]
    k = len(counts)
    return (
        texts >= 1
        and columns[0] == "name"
        and all(kind == "ignore" for kind in columns[1:-k] if k)
        and columns[-k:] == counts
        and k >= 2
        and k <= c
        and "total" in counts
        and len(set(counts)) == k
        and all(kind in PLAIN_LABEL for kind in counts)
    )


def _rows(raw: list[str], folded: list[str], cells: list[bool], header, first: int, c: int, removed):
    """The rows from `first` on, each its text lines then `c` cells, over page breaks under the header
    repeated (`header`: its lines' indexes and their text as printed); and the index where the quadro ends."""
    rows: list[tuple[int, int, int]] = []
    n = len(raw)
    at = first
    labels = [folded[k] for k in header[0]]
    while at < n:
        row = _row(raw, cells, at, c)
        if row is not None:
            if TOTAL_ROW.match(folded[at].strip()):
                break
            rows.append(row)
            at = row[2]
            continue
        again = _header_again(raw, folded, (labels, header[1]), at, removed) if rows else None
        if again is None:
            break
        at = again
    return rows, (rows[-1][2] if rows else first)


def _row(raw: list[str], cells: list[bool], at: int, c: int) -> tuple[int, int, int] | None:
    k = at
    codes = 0
    while k < len(raw) and k - at < _MAX_TEXT and _is_text(raw[k]):
        codes += _LONE_CODE.fullmatch(raw[k]) is not None
        k += 1
    if k == at or codes > 1:
        return None  # other rows' codes (a column-band quadro's): no paragraph of one row
    end = k
    while end < len(raw) and cells[end] and end - k <= c:
        end += 1
    if end - k != c:
        return None
    return at, k, end


def _header_again(raw: list[str], folded: list[str], header, at: int, removed) -> int | None:
    """After a page break (a blank line, or lines a stage before took out) within reach, the index after the
    header repeated, or None."""
    labels, heading = header
    blank = False
    for k in range(at, min(len(raw), at + _BREAK_LINES)):
        gone = removed.get(k)
        if gone is not None:
            gone = [g.strip() for g in gone[-len(heading) - _BREAK_LINES :] if g.strip()]
            if gone[-len(heading) :] == heading:
                return k  # the page's furniture and the header repeated, taken out before
            blank = True
        if not raw[k].strip():
            blank = True
        elif blank and folded[k : k + len(labels)] == labels and raw[k][:1] == " ":
            return k + len(labels)
    return None


def _laid(
    lines: list[Line], printed: list[str], header: list[int], rows, columns: list[str]
) -> tuple[list[Line], dict[int, str]]:
    """The header and the rows re-laid (name, then the count cells), and the rows' doubts: a row whose name
    runs into a text column is proven only where the PDF's reading marked that column's lines (a tab: they
    stand at a left edge of their own, all after the name's)."""
    counts = [k for k in columns if k in COUNT_KINDS]
    c = rows[0][2] - rows[0][1]
    text_columns = len(columns) - c
    laid = [laid_line(lines[header[0]].number, pipe_row(["Cargo"] + [PLAIN_LABEL[k] for k in counts]))]
    why: dict[int, str] = {}
    for first, mid, end in rows:
        marked = [k for k in range(first, mid) if printed[k][:1] == "\t"]
        split = text_columns == 2 and bool(marked) and marked[0] > first and marked == list(range(marked[0], mid))
        name = " ".join(line.text.strip() for line in lines[first : marked[0] if split else mid])
        figures = [lines[k].text.strip() for k in range(end - len(counts), end)]
        if not all(_COUNT.fullmatch(f) for f in figures):
            return [], {}
        number = lines[first].number
        laid.append(laid_line(number, pipe_row([name, *figures])))
        if text_columns > 1 and not split:
            why[number] = DOUBT
        elif "CR" in figures:
            why[number] = _NO_SUM
        elif not _closes(counts, figures):
            why[number] = _UNEVEN
    return laid, why


def _closes(counts: list[str], figures: list[str]) -> bool:
    """The parts make the total (dashes as none)."""
    values = [0 if f in "-–—" else int(f) for f in figures]
    total = values[counts.index("total")]
    return sum(v for kind, v in zip(counts, values, strict=True) if kind != "total") == total
