"""A quadro de vagas exported from a spreadsheet as tab-separated text, its multi-line cells quoted.

Excel's "Texto (separado por tabulações)" puts a cell that holds a line break (a name over three lines,
"Analista Judiciário" / "Área Apoio Especializado" / "Especialidade: Contabilidade"; requisitos over
two) in quotes, the break kept inside, and an empty cell as two tabs side by side. Read line by line,
such a record is several lines: the first holds the code and the name's first words, the last the end
of the requisitos and the counts, so the counts were read under the requisitos' last words (phantom
cargos "Registro no CRC" … "Contabilidade"). Before the single pass, a run of tab lines under a header
of tab-parted labels is parsed as the tab-separated text it is (the standard library's `csv`, which
keeps a quoted line break inside its cell) and re-laid as `csv_quadro` re-lays a CSV quadro: one header
line (the name column's label and each count column's plain label) and one line per record (its name,
its line breaks made spaces, and its count cells, an empty one "-"), numbered as the line the record
starts on; the record's other lines are left out. Text columns (code, requisitos, vencimento) are left
out, so "R$ 13.994,78" and "mínimo 360 h" are never counts.

Only a block where a quoted cell holds a line break (the others read line by line as they are), and
only when the header proves the columns, as `csv_quadro` requires (every count label one role of the
vocabulary, one name column, every record as many cells as the header — trailing empty cells aside —
and every count cell a count, a dash, blank or "CR"). The block ends at a line of empty cells or a
line without a tab; anything else keeps the lines as they are.
"""

from __future__ import annotations

import csv

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, rewritten
from cotacheck.linter.tables.csv_quadro import COUNTS, kind_of, relaid_records

#: The most lines a record may take (a cell of several lines: a name, requisitos, notes).
_MOST_LINES = 20


def _record_lines(raw: list[str], at: int) -> list[tuple[int, list[str]]]:
    """The records from the header at index `at` on (the index of each one's first line, its cells), up to
    a record of empty cells or a line without a tab; a quoted cell may run over lines."""
    records: list[tuple[int, list[str]]] = []
    index = at
    while index < len(raw) and ("\t" in raw[index] or raw[index].startswith('"')):
        text, end = raw[index], index + 1
        while _open_quote(text) and end < len(raw) and end - index < _MOST_LINES:
            text, end = text + "\n" + raw[end], end + 1
        if _open_quote(text) or "\t" not in text:
            break  # a quote never closed, or a line of one cell: no row of the sheet
        cells = next(csv.reader([text], delimiter="\t"))
        if not any(c.strip() for c in cells):
            break
        records.append((index, cells))
        index = end
    return records


def _open_quote(text: str) -> bool:
    """Whether `text` ends inside a quoted cell (a cell opening with a quote whose closing is not seen)."""
    inside = False
    for cell_start, char in _quote_marks(text):
        if char == '"' and (inside or cell_start):
            inside = not inside
    return inside


def _quote_marks(text: str):
    """Each quote of `text`, with whether it opens a cell (right after a tab, a line break or the start)."""
    before = "\t"
    for char in text:
        if char == '"':
            yield before in "\t\n", char
        before = char


def _relaid(raw: list[str], at: int) -> dict[int, str | None] | None:
    """Line number → its re-laid text (None: left out) for the block whose header is at `at`, or None."""
    records = _record_lines(raw, at)
    if len(records) < 2 or not any("\n" in c for _, cells in records for c in cells):
        return None
    width = len(records[0][1])
    while width > 1 and not records[0][1][width - 1].strip():
        width -= 1  # the header's trailing empty cells (a sheet's used range wider than its table)
    rows = [cells + [""] * (width - len(cells)) for _, cells in records]
    if any(c.strip() for cells in rows for c in cells[width:]):
        return None
    texts = relaid_records(rows[0][:width], [cells[:width] for cells in rows[1:]])
    if texts is None:
        return None
    out: dict[int, str | None] = {}
    ends = [index for index, _ in records[1:]] + [_past(raw, records[-1][0])]
    for (index, _), end, text in zip(records, ends, texts, strict=True):
        out[index + 1] = text
        for other in range(index + 1, end):
            out[other + 1] = None
    return out


def _past(raw: list[str], index: int) -> int:
    """The index past the last raw line of the record that starts at `index`."""
    text, end = raw[index], index + 1
    while _open_quote(text) and end < len(raw) and end - index < _MOST_LINES:
        text, end = text + "\n" + raw[end], end + 1
    return end


def _header_like(line: str) -> bool:
    """Whether a raw line may be a quadro's header: tab-parted cells, two or more naming a count."""
    cells = line.split("\t")
    return len(cells) >= 3 and sum(kind_of(c) in COUNTS for c in cells if c.strip()) >= 2


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every tab-separated quadro whose quoted cells hold line breaks re-laid (same list)."""
    if '\t"' not in text:
        return lines
    raw = raw_lines(text)
    changed: dict[int, str | None] = {}
    for index, line in enumerate(raw):
        if "\t" in line and index + 1 not in changed and _header_like(line):
            changed.update(_relaid(raw, index) or {})
    return rewritten(lines, changed)
