"""A quadro annex published as a spreadsheet and saved as delimited text beside the body's text: LibreOffice
Calc's Brazilian CSV (";" between cells, a cell quoted only where it holds the separator or a quote, money as
shown, "R$ 3.208,55", title rows closed by ";;;;") or xlsx2csv's CSV ("," between cells, raw numbers,
"6230.4"); a tab export is `tab_merged`'s and `tsv_quoted`'s (a cargo's "Total do cargo" rows, their names). A merged cell keeps its value in its first cell only: a group label over its columns
("Vagas imediatas" over "AC", "PcD", "Negros", "Total") makes a two-row header, a cargo merged down its
lotações or especialidades is named on its first row only (",,Mossoró,2,0,1,3,6"), and the "TOTAL" label
may stand in a code column before an empty name cell ("TOTAL;;;;;103;12;28;143;288").

Read line by line, a row is one token of words and numbers glued by the separator: nothing was read, or the
carga horária and the cells around a quoted one became counts. `csv_quadro` wants a quoted header and
`semicolon_sheet` no quote and the name first. Here the header (one row, or two when the second's first
cell is empty and it holds no count) is read label by label (`csv_quadro.kind_of`): count roles, name
columns, text columns; the rows under it (the standard library's `csv`, a quoted line break kept in its
cell) are re-laid flat: the header's name label and plain count labels, then each row's names (the
leading ones carried down from the row above where merged empty) and count cells, a "Total" row as one,
a "Subtotal" proven by its rows left out. Only when two count roles or more, none twice, and every row as
many cells as the header with counts, dashes, "CR" or nothing in its count columns; a column whose role
the header does not give that holds bare counts, or a name carried over rows with nothing of its own,
leaves the table's rows in doubt (never confirmed). Anything else keeps the lines as they are.

Trigger: an empty cell (";;", ",,") or a quoted cell after a separator in the text, or else a
run of counts parted by one (one search of the text); then only lines holding a separator three times or
more and a count word are looked at as a header.
"""

from __future__ import annotations

import csv
import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.csv_quadro import kind_of
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.names import TOTAL_ROW
from cotacheck.linter.tables.semicolon_sheet import merged_labels

_SEPARATORS = (";", ",")  # (a tab export is `tab_merged`'s and `tsv_quoted`'s: a cargo's total rows, names)
#: Cells a header must have.
_LEAST = 4
COUNT_CELL = re.compile(r"\d{1,5}|[-–—]|CR|", re.I)
BARE_COUNT = re.compile(r"\d{1,5}")
#: Words one of which a header's line holds (folded): a cheap look before its labels are read.
_COUNT_WORDS = ("vaga", "total", "pcd", "negr", "ampla", "reserva", "cota", "pret", "ac;", "ac,", "ac\t")
#: A row's counts in a run ("5;1;2;8", "4,1,5"): a sheet with no empty cell and no quote (one search).
_COUNTS_RUN = re.compile(r"[;,](?:\d{1,5}|-|CR)[;,][\dC-]")
DOUBT = "quadro de planilha: uma coluna de papel não dito no cabeçalho, ou um nome levado de linhas acima"


def _separator(line: str) -> str | None:
    return next((s for s in _SEPARATORS if line.count(s) >= _LEAST - 1), None)


def _parse(line: str, sep: str) -> list[str]:
    try:
        return [c.strip() for c in next(csv.reader([line], delimiter=sep))]
    except (csv.Error, StopIteration):
        return []


def column_kinds(labels: list[str]) -> list[str] | None:
    """Each column's kind by its label ("text" for an empty one; a lone "Vagas" the total), or None when the
    labels name no cargo column or fewer than two count roles, or one twice."""
    kinds = [kind_of(label) if label else "text" for label in labels]
    if "vagas" in kinds:
        if "total" in kinds or kinds.count("vagas") > 1:
            return None
        kinds[kinds.index("vagas")] = "total"
    counts = [k for k in kinds if k in PLAIN_LABEL]
    if len(counts) < 2 or len(set(counts)) != len(counts) or "name" not in kinds:
        return None
    return kinds


def _header(raw: list[str], at: int, sep: str) -> tuple[list[str], int] | None:
    """The header's column kinds and how many rows it takes (1 or 2), or None when it is no quadro's."""
    top = _parse(raw[at], sep)
    if len(top) < _LEAST or not top[0] and not any(top[1:3]):
        return None
    below = _parse(raw[at + 1], sep) if at + 1 < len(raw) else None
    two = bool(below) and len(below) == len(top) and not below[0] and any(below)
    two = two and not any(c[:1].isdigit() for c in below)
    kinds = column_kinds(merged_labels(top, below if two else None))
    if kinds is None:
        return None
    counts = [k for k in kinds if k in PLAIN_LABEL]
    first = kinds.index(counts[0])
    if kinds.index("name") > first:
        return None  # the name after the counts: no sheet this stage knows
    return kinds, 1 + two


def _records(raw: list[str], start: int, sep: str, width: int) -> list[tuple[int, list[str], int]]:
    """(first line index, cells, lines taken) of each row from `start`, up to a row of another width or an
    empty one (the standard library's `csv` keeps a quoted line break in its cell)."""
    out = []
    at = start
    while at < len(raw) and raw[at].strip():
        text, taken = raw[at], 1
        while text.count('"') % 2 and at + taken < len(raw) and taken < 8:
            text, taken = f"{text}\n{raw[at + taken]}", taken + 1
        cells = _parse(text, sep)
        if len(cells) != width or not any(cells):
            break
        out.append((at, cells, taken))
        at += taken
    return out


def _value(cell: str) -> int | None:
    return 0 if cell in ("", "-", "–", "—") or cell.upper() == "CR" else int(cell) if cell.isdigit() else None


def _name(cells: list[str], names: list[int], carried: list[str]) -> tuple[str, bool]:
    """The row's name (its name cells, the leading empty ones carried from the row above) and whether all of
    it was carried."""
    own = next((n for n, k in enumerate(names) if cells[k]), None)
    if own is None:
        return " – ".join(c for c in carried if c), True
    parts = [*carried[:own], *(cells[k] for k in names[own:])]
    carried[:] = parts
    return " – ".join(" ".join(p.split()) for p in parts if p), False


def _relaid(raw: list[str], at: int, sep: str) -> tuple[dict[int, str | None], set[int], int] | None:
    """Line number → re-laid text (None: left out), the line numbers in doubt, and the index past the sheet."""
    header = _header(raw, at, sep)
    if header is None:
        return None
    kinds, rows = header
    records = _records(raw, at + rows, sep, len(kinds))
    end = records[-1][0] + records[-1][2] if records else at + rows
    if end < len(raw) and sep in raw[end] and any(_parse(raw[end], sep)) and not _prose(raw[end], sep, len(kinds)):
        return None  # a row of another width goes on with the sheet: no column can be trusted
    counts = [k for k, kind in enumerate(kinds) if kind in PLAIN_LABEL]
    names = [k for k, kind in enumerate(kinds) if k < counts[0] and kind in ("name", "words")]
    names = [k for k in names if not any(BARE_COUNT.fullmatch(r[1][k]) for r in records)]  # no count in a name
    if not records or any(not COUNT_CELL.fullmatch(r[1][k]) for r in records for k in counts):
        return None
    unknown = any(
        kind is None or kind == "words" and any(BARE_COUNT.fullmatch(r[1][k]) for r in records)
        for k, kind in enumerate(kinds)
    )
    label = " ".join(_parse(raw[at], sep)[kinds.index("name")].split()) or "Cargo"
    out: dict[int, str | None] = {at + 1: " ".join([label, *(PLAIN_LABEL[kinds[k]] for k in counts)])}
    out.update({at + 1 + n: None for n in range(1, rows)})
    doubts, carried, group = set(), [""] * len(names), []
    for index, cells, taken in records:
        values = [_value(cells[k]) for k in counts]
        before = fold(" ".join(c for c in cells[: counts[0]] if c))
        shown = [cells[k] or "-" for k in counts]
        if TOTAL_ROW.match(before) and before.startswith("sub"):
            sums = [sum(col) for col in zip(*group, strict=True)] if group else None
            out[index + 1] = None if sums == values else " ".join(["Subtotal", *shown])
            group = []
        elif TOTAL_ROW.match(before):
            if index != records[-1][0]:
                return None  # a cargo's total among its rows ("Total do cargo"): `tab_merged`'s sheet
            out[index + 1] = " ".join(["Total", *shown])
        else:
            name, whole = _name(cells, names, carried)
            if not any(c.strip("0-").isdigit() for c in shown):
                shown = ["-"] * len(shown)  # cadastro de reserva only: no vacancy
            out[index + 1] = " ".join([name, *shown])
            group.append(values)
            if whole or unknown:
                doubts.add(index + 1)
        out.update({index + 1 + n: None for n in range(1, taken)})
    last = records[-1]
    return out, doubts, last[0] + last[2]


def _prose(line: str, sep: str, width: int) -> bool:
    """A line of the edital's prose right under the sheet, its commas read as separators: a sentence's words
    before the first, and a full stop at its end, no count cell, or fewer cells than half the sheet's ("O
    valor da taxa é de R$ 97,50, a ser" / "pago até 13/09/2026.", a column's width wrapped)."""
    cells = _parse(line, sep)
    if len(cells[0].split()) < 4:
        return False
    if line.rstrip().endswith((".", ":", ";")) or 2 * len(cells) < width:
        return True
    return not any(BARE_COUNT.fullmatch(c.strip()) for c in cells)


def _title(line: str, sep: str) -> str | None:
    """A title row over the sheet ("ANEXO I – QUADRO …;;;;"): its one cell, "" for an empty row."""
    cells = _parse(line, sep)
    filled = [c for c in cells if c]
    if len(cells) < _LEAST or len(filled) > 1 or not line.rstrip().endswith(sep):
        return None
    return filled[0] if filled else ""


def _may_hold(text: str) -> bool:
    """The trigger: an empty cell, a quoted cell after a separator, or a run of counts parted by one."""
    return any(mark in text for mark in (";;", ",,", ';"', ',"')) or bool(_COUNTS_RUN.search(text))


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` with every spreadsheet export the header proves re-laid flat (same list)."""
    if not _may_hold(text):
        return lines
    raw = raw_lines(text)
    changed: dict[int, str | None] = {}
    current: dict[int, str] = {}  # each line's text as the stages before left it (made once, when needed)
    index = 0
    while index < len(raw):
        line = raw[index]
        sep = _separator(line) if len(line) > 8 else None
        lowered = line.lower() if sep else ""
        relaid = _relaid(raw, index, sep) if sep and any(w in lowered for w in _COUNT_WORDS) else None
        if relaid is None:
            index += 1
            continue
        out, doubted, index_after = relaid
        current = current or {x.number: x.text for x in lines}
        if current.get(index + 1) != " ".join(line.split()):
            index += 1
            continue  # re-laid by a stage before (`csv_quadro`'s quoted header): its reading stands
        above = index - 1
        while above >= 0 and above + 1 not in changed and (title := _title(raw[above], sep)) is not None:
            changed[above + 1] = title
            above -= 1
        changed.update(out)
        doubts.update(dict.fromkeys(doubted, DOUBT))
        index = index_after
    return rewritten(lines, changed)
