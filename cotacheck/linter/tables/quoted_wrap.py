"""A quadro forwarded by e-mail: its lines quoted with "> " ("> > " a reply deeper) and hard-wrapped at the
mail client's width (60 to 78 characters), so a row's last count, its pay or its jornada falls onto the
next line ("… PSF Jardim Primavera   2 + CR  2    0" / "0       R$ 2.824,00     40h"), a cell at times
cut in two ("R$" / "2.824,00", "2 +" / "CR"), and the header too ("Cargo  Vagas  AC  PcD  Negros" /
"Vencimento  Jornada").

Read as printed, the quote marks stood where a name starts and each wrapped row was two half rows: one
row read, the others lost. Before the pass, in a run of three quoted lines or more the quote marks are
taken off (lines keep their numbers), and a quadro inside the run is re-laid as `csv_quadro` re-lays a
CSV one (its name and count columns, a line a row, numbered as the row's first line; text columns such
as vencimento and jornada left out), once its header proves the columns: cells parted by two spaces or
more, the header joined with a next line of labels only, every count label one role of the vocabulary.

A line with fewer cells than the header is joined with the next one (or two) only when the header's
columns prove the join: exactly one way of joining (the lines' cells side by side, or the cut cell made
whole) gives exactly the header's count of cells, the name in the name column and a count, a dash, "CR",
"n + CR" or "CR + n" in every count column; a next line that opens a row of its own (a name then a count)
is never joined. A row the header cannot prove (no join, or two) leaves the whole quadro as printed, the
quote marks off: its rows are read, if at all, as uncertain. "CR + 1" is read as "1 + CR": one immediate
vacancy and a cadastro de reserva besides. The arithmetic of the re-laid rows (total = the parts, the
TOTAL row the sums) is checked by the pass, as for any table.
"""

from __future__ import annotations

import itertools
import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, laid_line, normalise
from cotacheck.linter.tables.csv_quadro import COUNTS, kind_of, relaid_records

#: A quoted line's marks: ">" once or more, each with the space after it.
_QUOTE = re.compile(r"^[ \t]*(?:>[ \t]?)+")
#: Consecutive quoted lines a forwarded message shows at least.
_LEAST = 3
#: Cells of a laid-out row: parted by two spaces or more, or a tab.
_GAP = re.compile(r" {2,}|\t")
#: A count cell: "3", "-", "CR", "2 + CR", "CR + 1".
_COUNT = re.compile(r"\d{1,5}|[-–—]|CR|\d{1,5} ?\+ ?CR|CR ?\+ ?\d{1,5}", re.I)
_CR_FIRST = re.compile(r"^CR ?\+ ?(\d{1,5})$", re.I)
#: The most lines one row may be wrapped over.
_MOST_LINES = 3


def _cells(text: str) -> list[str]:
    return [c for c in _GAP.split(text.strip()) if c]


def _runs(raw: list[str]) -> list[tuple[int, int]]:
    """The (start, end) indexes of each run of `_LEAST` quoted raw lines or more."""
    runs, start = [], None
    for index, line in enumerate([*raw, ""]):
        if line.lstrip().startswith(">"):
            start = index if start is None else start
            continue
        if start is not None and index - start >= _LEAST:
            runs.append((start, index))
        start = None
    return runs


def _header(texts: list[str], at: int) -> tuple[list[str], int] | None:
    """The header's cells and the index past its lines when `texts[at]` opens a quadro's header (a line
    naming the name column and a count column at least, joined with next lines of labels only)."""
    cells = _cells(texts[at])
    kinds = [kind_of(c) for c in cells]
    if "name" not in kinds or not any(k in COUNTS for k in kinds):
        return None
    end = at + 1
    while end < len(texts) and end - at < _MOST_LINES:
        more = _cells(texts[end])
        if not more or any(ch.isdigit() for ch in texts[end]):
            break
        if not all(kind_of(c) in (*COUNTS, "text") for c in more):
            break
        cells, end = cells + more, end + 1
    return cells, end


def _fits(cells: list[str], kinds: list[str | None]) -> bool:
    """Whether a row's cells stand under the header's columns: as many, the name a name and every count
    column's cell a count."""
    if len(cells) != len(kinds):
        return False
    for cell, kind in zip(cells, kinds, strict=True):
        if kind == "name" and (_COUNT.fullmatch(cell) or not any(ch.isalpha() for ch in cell)):
            return False
        if kind in COUNTS and not _COUNT.fullmatch(cell):
            return False
    return True


def _opens_row(cells: list[str]) -> bool:
    """Whether a line's cells open a row of their own: a name, then a count."""
    return (
        len(cells) >= 2
        and any(ch.isalpha() for ch in cells[0])
        and not _COUNT.fullmatch(cells[0])
        and bool(_COUNT.fullmatch(cells[1]))
    )


def _joins(parts: list[list[str]]) -> list[list[str]]:
    """Every way of joining the lines' cells: at each break, side by side or the cut cell made whole."""
    out = []
    for whole in itertools.product((False, True), repeat=len(parts) - 1):
        cells = list(parts[0])
        for more, cut in zip(parts[1:], whole, strict=True):
            cells = [*cells[:-1], cells[-1] + " " + more[0], *more[1:]] if cut else cells + more
        out.append(cells)
    return out


def _row(texts: list[str], at: int, end: int, kinds: list[str | None]) -> tuple[list[str], int] | None:
    """The cells of the row that opens at `texts[at]` and the index past its lines, when the header's
    columns prove them (the module's docstring); None when they do not."""
    parts = [_cells(texts[at])]
    if _fits(parts[0], kinds):
        return parts[0], at + 1
    next_at = at + 1
    while len(parts) < _MOST_LINES and next_at < end and sum(map(len, parts)) < len(kinds) + len(parts) - 1:
        more = _cells(texts[next_at])
        if not more or len(more) >= len(kinds) or _opens_row(more):
            break
        parts.append(more)
        next_at += 1
        fitting = [cells for cells in _joins(parts) if _fits(cells, kinds)]
        if len(fitting) == 1:
            return fitting[0], next_at
        if fitting:
            return None  # two ways of joining fit: the arithmetic alone could tell, no proof
    return None


def _total_row(cells: list[str], kinds: list[str | None]) -> list[str] | None:
    """A row whose cells stop after the last count column (a TOTAL row with no pay), padded, else None."""
    last = max(k for k, kind in enumerate(kinds) if kind in COUNTS)
    if len(cells) == last + 1 and _fits([*cells, *[""] * (len(kinds) - len(cells))], kinds):
        return [*cells, *[""] * (len(kinds) - len(cells))]
    return None


def _quadro(texts: list[str], at: int, end: int) -> tuple[dict[int, str | None], int] | None:
    """The re-laid lines (index → text, None: left out) of the quadro whose header opens at `at`, and the
    index past it; None when the header does not prove every row."""
    found = _header(texts, at)
    if found is None:
        return None
    header, index = found
    kinds = [kind_of(c) for c in header]
    starts, records = [at], []
    while index < end and texts[index].strip():
        row = _row(texts, index, end, kinds)
        if row is None:
            cells = _cells(texts[index])
            padded = _total_row(cells, kinds)
            if padded is None:
                return None
            row = padded, index + 1
        cells, past = row
        records.append([_CR_FIRST.sub(r"\1 + CR", c) for c in cells])
        starts.append(index)
        index = past
    if len(records) < 2:
        return None
    laid = relaid_records(header, records)
    if laid is None:
        return None
    out: dict[int, str | None] = dict.fromkeys(range(at, index))
    out.update(zip(starts, laid, strict=True))
    return out, index


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with the quote marks of a quoted run taken off and its quadros re-laid (same list)."""
    if ">" not in text:
        return lines
    raw = raw_lines(text)
    quoted: set[int] = set()
    relaid: dict[int, str | None] = {}
    for start, end in _runs(raw):
        quoted.update(range(start + 1, end + 1))
        texts = [normalise(_QUOTE.sub("", line)).replace("\xa0", " ").rstrip() for line in raw[start:end]]
        index = 0
        while index < len(texts):
            quadro = _quadro(texts, index, len(texts)) if texts[index].strip() else None
            if quadro is None:
                index += 1
                continue
            laid, index = quadro
            relaid.update({start + k + 1: v for k, v in laid.items()})
    if not quoted:
        return lines
    out = []
    for line in lines:
        if line.number in relaid:
            if (new := relaid[line.number]) is not None:
                out.append(laid_line(line.number, " ".join(new.split())))
        elif line.number in quoted and (new := _QUOTE.sub("", line.text)) != line.text:
            out.append(laid_line(line.number, new))
        else:
            out.append(line)
    lines[:] = out
    return lines
