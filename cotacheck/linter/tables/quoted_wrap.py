"""A quadro forwarded by e-mail: its lines quoted with "> " ("> > ", ">> " a reply deeper) and hard-wrapped
at the mail client's width (60 to 78 characters), so a row's last count, its pay or its jornada falls onto
the next line ("… PSF Jardim Primavera   2 + CR  2    0" / "0       R$ 2.824,00     40h"), a cell at times
cut in two ("R$" / "2.824,00", "2 +" / "CR"), and the header too ("Cargo  Vagas  AC  PcD  Negros" /
"Vencimento  Jornada", "Cotas" / "raciais").

Read as printed, the quote marks stood where a name starts and each wrapped row was two half rows: one
row read, the others lost. Before the pass, in a run of three quoted lines or more the quote marks are
taken off (lines keep their numbers), and a quadro inside the run is re-laid as `csv_quadro` re-lays a
CSV one (its name and count columns, a line a row, numbered as the row's first line; text columns such
as vencimento and jornada left out), once its header proves the columns: cells parted by two spaces or
more; a line naming the name column and a count column, joined with up to two next lines without a
digit (side by side, or a label cut in two made whole); every label of the vocabulary, one name column,
two count columns at least and no count role twice.

A line with fewer cells than the header is joined with the next one or two lines that open no row of
their own (a name then a count: two rows are never joined; a row never opens with a piece, so such a
line is always the row above's) only when the header's columns prove the join: exactly one way of
joining (the lines' cells side by side, or the cut cell made whole) gives exactly the header's count of
cells, the name in the name column and a count, a dash, "CR", "n + CR" or "CR + n" in every count
column (a TOTAL row may stop after its last count). Headers that differ only in their text columns must
agree on every row's name and counts. A row not proven (no join fits, or two do) leaves the whole quadro
as printed, the quote marks off: its rows are read, if at all, as uncertain. "CR + 1" is read as
"1 + CR": one immediate vacancy and a cadastro de reserva besides. The arithmetic of the re-laid rows
(total = the parts, the TOTAL row the sums) is checked by the pass, as for any table.
"""

from __future__ import annotations

import itertools
import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line, normalise
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


def _proven_header(cells: list[str]) -> bool:
    """Whether header cells prove the columns: every label of the vocabulary, one name column, two count
    columns at least and no count role twice (a bare "Vagas" the total)."""
    kinds = [kind_of(c) for c in cells]
    roles = ["total" if k == "vagas" else k for k in kinds if k in COUNTS]
    return (
        None not in kinds
        and "words" not in kinds
        and kinds.count("name") == 1
        and len(roles) >= 2
        and len(set(roles)) == len(roles)
    )


def _headers(texts: list[str], at: int) -> list[tuple[list[str], int]]:
    """Each header that `texts[at]` may open, its cells and the index past its lines: a line naming the name
    column and a count column, alone or joined with next lines without a digit (labels the mail client
    wrapped, a label at times cut in two), every way of joining that proves the columns."""
    first = _cells(texts[at])
    kinds = [kind_of(c) for c in first]
    if "name" not in kinds or not any(k in COUNTS for k in kinds):
        return []
    parts = [first]
    for line in texts[at + 1 : at + _MOST_LINES]:
        more = _cells(line)
        if not more or any(ch.isdigit() for ch in line):
            break
        parts.append(more)
    return [
        (cells, at + lines)
        for lines in range(1, len(parts) + 1)
        for cells in _joins(parts[:lines])
        if _proven_header(cells)
    ]


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
    columns prove them (the module's docstring); None when they do not. A next line that opens no row of
    its own is a piece of this row (a row never opens with one): the row takes the most lines that fit."""
    parts, past, found = [_cells(texts[at])], at + 1, None
    while True:
        fitting = [whole for cells in _joins(parts) if (whole := _complete(cells, kinds)) is not None]
        if len(fitting) > 1:
            return None  # two ways of joining fit: no proof
        if fitting:
            found = fitting[0], past
        if len(parts) == _MOST_LINES or past >= end:
            return found
        more = _cells(texts[past])
        if not more or len(more) >= len(kinds) or _opens_row(more):
            return found
        parts.append(more)
        past += 1


def _complete(cells: list[str], kinds: list[str | None]) -> list[str] | None:
    """The row's cells when they stand under the header's columns (`_fits`); a TOTAL row's cells that
    stop after the last count column (no pay, no jornada) padded with empty text cells; else None."""
    if _fits(cells, kinds):
        return cells
    last = max(k for k, kind in enumerate(kinds) if kind in COUNTS)
    if len(cells) == last + 1 and fold(cells[0]).startswith("total"):
        padded = [*cells, *[""] * (len(kinds) - len(cells))]
        return padded if _fits(padded, kinds) else None
    return None


def _quadro(texts: list[str], at: int, end: int) -> tuple[dict[int, str | None], int] | None:
    """The re-laid lines (index → text, None: left out) of the quadro whose header opens at `at`, and the
    index past it; None unless the headers it may open that prove every row agree on every row's name and
    counts (they may differ on the text columns only, "Remuneração" / "Carga horária" one label or two)."""
    read = [quadro for header, index in _headers(texts, at) if (quadro := _rows(texts, header, index, end))]
    if not read or any(quadro != read[0] for quadro in read):
        return None
    starts, laid, index = read[0]
    out: dict[int, str | None] = dict.fromkeys(range(at, index))
    out.update(zip([at, *starts], laid, strict=True))
    return out, index


def _rows(texts: list[str], header: list[str], index: int, end: int) -> tuple[list[int], list[str], int] | None:
    """Under `header` (its lines end before `index`): the index of each row's first line, the re-laid
    header and rows, and the index past the quadro (a blank line ends it); None when a row is not proven."""
    kinds = [kind_of(c) for c in header]
    starts, records = [], []
    while index < end and texts[index].strip():
        row = _row(texts, index, end, kinds)
        if row is None:
            return None
        cells, past = row
        records.append([_CR_FIRST.sub(r"\1 + CR", c) for c in cells])
        starts.append(index)
        index = past
    if len(records) < 2:
        return None
    laid = relaid_records(header, records)
    return (starts, laid, index) if laid is not None else None


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
