"""A spreadsheet saved as semicolon-separated text without quotes ("Salvar como CSV" of a sheet with merged
cells): a merged cell's value stands in its first cell only, the others empty (";;"), so a group label over
its columns ("Vagas" over "Total", "AC", "PcD", "Negros") is one row of the header and its labels the next,
and a cargo merged over the rows of its units is named on its first row only (";Cadeia Pública Feminina;Boa
Vista;14;10;1;3;;"), each cargo closing with its "Subtotal" row, the quadro with a "TOTAL GERAL".

Read line by line, the rows below the first are named by their units alone, the subtotals add the cargo's
rows again and a row of empty counts (a cargo of cadastro only) ends the table. Before the pass, a run of
such lines under a header of one or two rows is re-laid flat: one header line (the name column's label and
each count column's plain label), one line per row, named by its cargo (carried down from the row above
where its cell is empty) and its text cells before the counts ("Policial Penal – Penitenciária Agrícola
do Monte Cristo Boa Vista"), an empty count cell "-" (no vacancy); a "Subtotal" row proven the sum of its
cargo's rows is left out (the pass would add it to the next cargo's), and the "TOTAL GERAL" stays, the sum
the pass checks every row by. A subtotal that is not its rows' sum stays, so nothing is confirmed.

Only when the header proves the columns (`csv_quadro.kind_of`: each count label one role of the
vocabulary, no role twice, two count columns at least, the first column the name, the cells under a count
label counts or empty) and every row has the header's cells; anything else keeps the lines as they are.
"""

from __future__ import annotations

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.csv_quadro import COUNTS, kind_of
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.names import TOTAL_ROW

#: Cells a line must have to be a sheet's row.
_LEAST_CELLS = 4


def _cells(line: str) -> list[str] | None:
    if '"' in line or line.count(";") < _LEAST_CELLS - 1:
        return None
    return [c.strip() for c in line.split(";")]


def merged_labels(top: list[str], below: list[str] | None) -> list[str]:
    """Each column's label: a group label of the top row spans the empty cells after it that the row below
    labels ("Vagas" over "Total", "AC", …); the row below completes it."""
    if below is None:
        return top
    labels, group = [], ""
    for cell, under in zip(top, below, strict=True):
        group = cell or (group if under else "")
        labels.append(f"{group} {under}".strip() if under else cell)
    return labels


def _kinds(labels: list[str]) -> list[str] | None:
    kinds = [kind_of(label) if label else "text" for label in labels]
    if None in kinds or kinds[0] != "name":
        return None  # the cargo first; other name columns ("Unidade de lotação", "Município") go on its name
    if "vagas" in kinds:
        if "total" in kinds or kinds.count("vagas") > 1:
            return None
        kinds[kinds.index("vagas")] = "total"
    counts = [k for k in kinds if k in PLAIN_LABEL]
    return kinds if len(counts) >= 2 and len(set(counts)) == len(counts) else None


def _value(cell: str) -> int | None:
    return 0 if cell in ("", "-", "–") else int(cell) if cell.isdigit() else None


def _relaid(raw: list[str], at: int) -> dict[int, str | None] | None:
    """Line number → its re-laid text (None: left out) for the sheet whose header starts at `at`."""
    top = _cells(raw[at])
    below = _cells(raw[at + 1]) if at + 1 < len(raw) else None
    two = below is not None and len(below) == len(top) and not below[0] and any(below)
    two = two and not any(c[:1].isdigit() for c in below)
    kinds = _kinds(merged_labels(top, below if two else None))
    if kinds is None:
        return None
    counts = [k for k, kind in enumerate(kinds) if kind in PLAIN_LABEL]
    out: dict[int, str | None] = {at + 1: " ".join([top[0], *(PLAIN_LABEL[kinds[k]] for k in counts)])}
    if two:
        out[at + 2] = None
    cargo, group = "", []
    index = at + 1 + two
    while index < len(raw) and (cells := _cells(raw[index])) and len(cells) == len(top) and any(cells):
        values = [_value(cells[k]) for k in counts]
        if None in values or any(kind == "words" and cells[k].isdigit() for k, kind in enumerate(kinds)):
            return None  # a column the header gives no role holding counts: `sheet_export` reads it in doubt
        texts = [c for k, c in enumerate(cells[1 : counts[0]], 1) if c and kinds[k] not in COUNTS]
        label = fold(cells[0] or (texts[0] if texts else ""))
        if TOTAL_ROW.match(label) and "subtotal" in label.split()[0]:
            sums = [sum(col) for col in zip(*group, strict=True)] if group else None
            out[index + 1] = None if sums == values else " ".join(["Subtotal", *map(str, values)])
            group = []
        elif TOTAL_ROW.match(label):
            out[index + 1] = " ".join(["Total", *(c or "-" for c in (cells[k] for k in counts))])
        else:
            if cells[0]:
                cargo, group = cells[0], []
            name = f"{cargo} – {' '.join(texts)}" if cargo and texts else cargo or " ".join(texts)
            group.append(values)
            out[index + 1] = " ".join([name, *(cells[k] or "-" for k in counts)])
        index += 1
    if index < len(raw) and '"' in raw[index] and ";" in raw[index]:
        return None  # a quoted row goes on with the sheet: `sheet_export` reads it whole
    return out if len(out) > 2 + two else None


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every semicolon sheet of merged cells re-laid flat (same list)."""
    if ";;" not in text:
        return lines
    raw = raw_lines(text)
    changed: dict[int, str | None] = {}
    for index, line in enumerate(raw):
        if index + 1 in changed or ";" not in line:
            continue
        cells = _cells(line)
        if cells and cells[0] and sum(kind_of(c) in COUNTS for c in cells if c) + (";;" in line) >= 2:
            changed.update(_relaid(raw, index) or {})
    return rewritten(lines, changed)
