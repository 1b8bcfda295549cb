"""A Word 97 table as antiword prints it: the rows run together as one paragraph, each cell ended by " |"
and each row by one more (an empty cell), the paragraph wrapped at antiword's width wherever a word ends
("    Cargo |Escolaridade |Carga horária |Vencimento |AC |PcD" / "|Negros |Total | |Agente Administrativo
|Ensino médio completo |40h |R$" / "3.012,40 |5 |1 |1 |7 | |Agente de …").

Read line by line, no line is a header and a row ("|Negros |Total | |Agente …") nor a row, so nothing of the
quadro was read. Here the paragraph's lines are joined (a wrap is a space) and cut at its bars: the header
is the cells before the first empty one (`n` labels), every row the next `n` cells and an empty one (a
row's own empty cells, the TOTAL row's " | | |", keep their places). Re-laid a row a line (each numbered
as the line its first cell is on): the header's name label and plain count labels, each row's name cells
and count cells, "TOTAL" as the pass's total row; what follows the last row's end stays as text.

Only when the header proves the columns (`csv_quadro.kind_of`: two count roles or more, none twice, a name
column before them), every row ends in its empty cell and holds counts, dashes, "CR" or nothing in the
count columns; a column the header gives no role that holds bare counts leaves the rows in doubt. Anything
else keeps the lines as they are. Trigger: " | |" (a row's end) in the text.
"""

from __future__ import annotations

import bisect

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.names import TOTAL_ROW
from cotacheck.linter.tables.sheet_export import BARE_COUNT, COUNT_CELL, column_kinds

DOUBT = "quadro do antiword: uma coluna de papel não dito no cabeçalho"
#: Lines a run-on table may take without a bar (a cell longer than antiword's width).
_BARELESS = 1


def _run(raw: list[str], at: int) -> tuple[str, list[int], list[int], int]:
    """The paragraph from line index `at` joined by spaces, each line's offset in it and number, and the
    index past its last line (lines holding a bar, at most `_BARELESS` in a row without one)."""
    texts, offsets, numbers = [], [], []
    size, end, bareless = 0, at, 0
    while end < len(raw) and raw[end].strip() and bareless <= _BARELESS:
        bareless = 0 if "|" in raw[end] else bareless + 1
        offsets.append(size)
        numbers.append(end + 1)
        texts.append(raw[end].strip() if end == at else raw[end].rstrip())
        size += len(texts[-1]) + 1
        end += 1
    while bareless:  # the lines after the last bar are no part of it
        texts.pop(), offsets.pop(), numbers.pop()
        end, bareless = end - 1, bareless - 1
    return " ".join(texts), offsets, numbers, end


def _cells(joined: str) -> tuple[list[tuple[str, int]], int]:
    """The joined paragraph's cells (text, offset) and the offset past the last bar."""
    cells, start = [], 0
    at = joined.find("|")
    while at >= 0:
        cells.append((" ".join(joined[start:at].split()), start))
        start = at + 1
        at = joined.find("|", start)
    return cells, start


def _table(cells: list[tuple[str, int]]) -> tuple[list[str], list[list[tuple[str, int]]]] | None:
    """The header's kinds and the rows' cells, or None when the cells are no table the header proves."""
    n = next((k for k, (cell, _) in enumerate(cells) if not cell), 0)
    kinds = column_kinds([cell for cell, _ in cells[:n]]) if n >= 3 else None
    if kinds is None or kinds.index("name") > min(k for k, kind in enumerate(kinds) if kind in PLAIN_LABEL):
        return None  # no header, or the name after the counts
    rows, at = [], n + 1
    while at + n < len(cells) and not cells[at + n][0]:
        rows.append(cells[at : at + n])
        at += n + 1
    counts = [k for k, kind in enumerate(kinds) if kind in PLAIN_LABEL]
    if not rows or at != len(cells) or any(not COUNT_CELL.fullmatch(row[k][0]) for row in rows for k in counts):
        return None  # a cell short or over somewhere: no row can be told from the next
    return kinds, rows


def _relaid(raw: list[str], at: int) -> tuple[int, int, list[Line], bool] | None:
    """(first, last line number, the re-laid lines, whether in doubt) of the run-on table at `at`."""
    joined, offsets, numbers, end = _run(raw, at)
    cells, tail = _cells(joined)
    table = _table(cells)
    if table is None:
        return None
    kinds, rows = table
    counts = [k for k, kind in enumerate(kinds) if kind in PLAIN_LABEL]
    names = [k for k, kind in enumerate(kinds) if k < counts[0] and kind in ("name", "words")]
    unknown = any(
        kind is None or kind == "words" and any(BARE_COUNT.fullmatch(row[k][0]) for row in rows)
        for k, kind in enumerate(kinds)
    )
    label = cells[kinds.index("name")][0]
    laid = [laid_line(numbers[0], " ".join([label, *(PLAIN_LABEL[kinds[k]] for k in counts)]))]
    for row in rows:
        number = numbers[bisect.bisect_right(offsets, row[0][1]) - 1]
        shown = [row[k][0] or "-" for k in counts]
        before = fold(" ".join(cell for cell, _ in row[: counts[0]] if cell))
        if TOTAL_ROW.match(before):
            laid.append(laid_line(number, " ".join(["Total", *shown])))
            continue
        if not any(c.strip("0-").isdigit() for c in shown):
            shown = ["-"] * len(shown)  # cadastro de reserva only
        name = " – ".join(row[k][0] for k in names if row[k][0] and not BARE_COUNT.fullmatch(row[k][0]))
        laid.append(laid_line(number, " ".join([name, *shown])))
    rest = joined[tail:].strip()
    if rest and laid[-1].number != numbers[-1]:  # the paragraph after the table, on a line of its own
        laid.append(laid_line(numbers[-1], rest))
    return numbers[0], numbers[-1], laid, unknown


def _may_head(raw: list[str], index: int) -> bool:
    """A line that may open a run-on header: a count word on it or on the next line (a cheap look)."""
    folded = fold(" ".join(raw[index : index + 2]))
    return any(word in folded for word in ("vaga", "ac ", "total", "pcd", "negr"))


def _may_run(text: str) -> bool:
    """The trigger: a row's end, " | |", somewhere in the text."""
    return " | |" in text


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` with every run-on antiword table the header proves re-laid a row a line (same list)."""
    if not _may_run(text):
        return lines
    raw = raw_lines(text)
    spans = []
    index = 0
    while index < len(raw):
        line = raw[index]
        relaid = _relaid(raw, index) if " |" in line and _may_head(raw, index) else None
        if relaid is None:
            index += 1
            continue
        first, last, laid, unknown = relaid
        spans.append((first, last, laid))
        if unknown:
            doubts.update(dict.fromkeys((x.number for x in laid[1:]), DOUBT))
        index = last
    return in_place_of(lines, spans) if spans else lines
