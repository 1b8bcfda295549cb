"""A wide quadro printed across two pages, its halves joined by an item number: names on one, counts on the other.

A Detran's annex too wide for its page prints "Folha A" (Item, Cargo, Especialidade, Escolaridade,
Vencimento, Jornada) and, a page later, "Folha B" (Item, Vagas AC, PcD, Negros, Total, CR), both laid out
by spaces (`pdftotext -layout`). Read line by line, the names' half has no count and the counts' half no
name ("1  4  –  1  5  15"): nothing was read. Here the two halves are joined by their key, the first
column of each, labelled alike ("Item", "Código", "Nº"): the counts' half is re-laid as a flat table
("Cargo AC PcD Negros Total CR") whose rows are named by the names' half's name cells (Cargo –
Especialidade), each row numbered as its counts' line, so that the pass reads it and confirms it only by
its arithmetic.

Only what is proven is joined: both headers read by `layout_header` (the names' half holds name columns
and no count column, the counts' half only count columns after its key), every row's key under the key
column and unique, the same keys in both halves, every count cell under its label, a name's wrapped line
joined to the row above only where it visibly goes on (a joining word or a dash ending the line above, or
lower case at its start). Anything else leaves both halves as they were.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import fold, rewritten
from cotacheck.linter.tables.layout_header import (
    PLAIN_ROLES,
    Column,
    header_block,
    header_columns,
    overlap,
    segments,
)

# The key column's label: an item's or a code's number.
_KEY_LABEL = re.compile(r"(?:item|cod\.?|codigo|n\.?[º°o]\.?|ordem)")
_KEY = re.compile(r"[A-Z]?\d{1,4}")
_COUNT = re.compile(r"\d{1,5}|[-–—]")
_TOTAL = re.compile(r"total(?: geral)?\b", re.I)
# a key label and the gap of spaces after it, searched in the text (the cheap trigger)
_TRIGGERS = ("Item  ", "ITEM  ", "Código  ", "Cód.  ", "Nº  ")
_LINKS = frozenset({"de", "da", "do", "das", "dos", "e", "em", "para", "-", "–", "—", "/"})
#: The halves of one quadro stand a page or two apart.
_MAX_APART = 160


def _key_column(columns: list[Column] | None) -> bool:
    return bool(columns) and _KEY_LABEL.fullmatch(fold(columns[0].label).strip(" .:")) is not None


def _column(x0: int, x1: int, columns: list[Column]) -> int | None:
    """The one column a cell stands under (overlapping its label), or the text column left of it; None when
    it stands under two labels or under none."""
    hits = [k for k, c in enumerate(columns) if overlap(x0, x1, c.x0, c.x1) > 0]
    if len(hits) == 1:
        return hits[0]
    if hits:
        return None
    left = [k for k, c in enumerate(columns) if c.x1 <= x0]
    return left[-1] if left and columns[left[-1]].kind in ("name", "text") else None


class _Half:
    """One half's header (raw indices) and rows: key → (raw index, cells by column)."""

    def __init__(self, first: int, last: int, columns: list[Column]):
        self.first, self.last, self.columns = first, last, columns
        self.rows: dict[str, tuple[int, dict[int, list[str]]]] = {}
        self.order: list[str] = []
        self.total: int | None = None  # raw index of the counts' Total row
        self.end = last

    @property
    def names(self) -> bool:
        kinds = [c.kind for c in self.columns[1:]]
        return "name" in kinds and not any(k in PLAIN_ROLES for k in kinds)

    @property
    def counts(self) -> bool:
        kinds = [c.kind for c in self.columns[1:]]
        return len(kinds) >= 2 and all(k in PLAIN_ROLES for k in kinds) and len(set(kinds)) == len(kinds)


def _goes_on(above: str, below: str) -> bool:
    """A name's wrapped line visibly goes on from the line above."""
    last = above.rstrip().rsplit(" ", 1)[-1].lower()
    return last in _LINKS or above.rstrip().endswith((",", "-", "–", ":")) or below[:1].islower()


def _rows(raw: list[str], half: _Half) -> bool:
    """Read the rows under `half`'s header; False when a line under it is neither a row nor its name's
    wrapped line nor the end of the table."""
    key = half.columns[0]
    blanks = 0
    index = half.last + 1
    while index < len(raw):
        line = raw[index]
        pieces = segments(line)
        if not pieces:
            blanks += 1
            if blanks > 1 or (half.rows and blanks):
                break
            index += 1
            continue
        blanks = 0
        first = pieces[0]
        if half.counts and _TOTAL.fullmatch(first[2]) and half.rows:
            half.total, half.end = index, index
            break
        is_key = _KEY.fullmatch(first[2]) is not None and overlap(first[0], first[1], key.x0 - 2, key.x1 + 2) > 0
        cells: dict[int, list[str]] = {}
        for x0, x1, text in pieces[1:] if is_key else pieces:
            where = _column(x0, x1, half.columns)
            if where is None or where == 0:
                return bool(half.rows) and not is_key and _ends(half)
            cells.setdefault(where, []).append(text)
        if not is_key:
            # a name's wrapped line: only name cells, below a row whose cell visibly goes on
            if not half.names or not half.order or any(half.columns[k].kind != "name" for k in cells):
                return bool(half.rows) and _ends(half)
            _, above = half.rows[half.order[-1]]
            for k, texts in cells.items():
                if not above.get(k) or not _goes_on(above[k][-1], texts[0]):
                    return False
                above[k] += texts
        else:
            if first[2] in half.rows:
                return False
            if half.counts and (
                any(not _COUNT.fullmatch(t) for texts in cells.values() for t in texts)
                or sorted(cells) != list(range(1, len(half.columns)))
                or any(len(t) != 1 for t in cells.values())
            ):
                return False
            half.rows[first[2]] = (index, cells)
            half.order.append(first[2])
        half.end = index
        index += 1
    return bool(half.rows)


def _ends(half: _Half) -> bool:
    return len(half.rows) >= 2


def _key_lines(raw: list[str], text: str) -> list[int]:
    """The indices of the lines that open with a key label followed by a column's gap, found by searching the
    text for the label and two spaces (a loop over every line cost 0.5 % of a lint)."""
    found: set[int] = set()
    for needle in _TRIGGERS:
        at = text.find(needle)
        while at != -1:
            start = max(text.rfind("\n", 0, at), text.rfind("\f", 0, at)) + 1
            if not text[start:at].strip():
                found.add(text.count("\n", 0, start) + text.count("\f", 0, start))
            at = text.find(needle, at + 1)
    return sorted(found)


def _halves(raw: list[str], text: str) -> list[_Half]:
    """Every half (a key column first, then names only or counts only) with its rows, in the text's order."""
    found: list[_Half] = []
    for index in _key_lines(raw, text):
        if found and index <= found[-1].end:
            continue
        block = header_block(raw, index)
        if block is None or block[1] != index:
            continue
        columns = header_columns([segments(raw[k]) for k in range(block[0], block[1] + 1)])
        if not _key_column(columns):
            continue
        half = _Half(block[0], block[1], columns)
        if (half.names or half.counts) and _rows(raw, half):
            found.append(half)
    return found


def _name(half: _Half, key: str) -> str | None:
    """The row's name: its name cells joined ("Analista de Trânsito – Engenharia de Tráfego")."""
    _, cells = half.rows[key]
    parts = [" ".join(cells[k]) for k, c in enumerate(half.columns) if c.kind == "name" and cells.get(k)]
    name = " – ".join(parts)
    if not parts or name.rsplit(" ", 1)[-1].isdigit():
        return None  # a name ending in a number would read as a count
    return name


def _joined(names: _Half, counts: _Half) -> dict[int, str | None] | None:
    """The counts' half re-laid (line number → its new text, None: left out), or None when they do not join."""
    if set(names.rows) != set(counts.rows) or len(counts.rows) < 2:
        return None
    changed: dict[int, str | None] = dict.fromkeys(range(counts.first + 1, counts.last + 1), None)
    roles = counts.columns[1:]
    label = next(c.label for c in names.columns if c.kind == "name")
    changed[counts.last + 1] = " ".join([label, *(PLAIN_ROLES[c.kind] or c.label for c in roles)])
    for key in counts.order:
        name = _name(names, key)
        if name is None:
            return None
        index, cells = counts.rows[key]
        changed[index + 1] = " ".join([name, *(cells[k][0] for k in range(1, len(counts.columns)))])
    return changed


def relay(lines, text: str):
    """`lines` with each counts' half joined to its names' half re-laid as one flat table (same list)."""
    if "  " not in text or not any(needle in text for needle in _TRIGGERS):  # each holds "  ", which most texts lack
        return lines
    raw = raw_lines(text)
    halves = _halves(raw, text if "\r" not in text else "\n".join(raw))
    changed: dict[int, str | None] = {}
    for k in range(len(halves) - 1):
        a, b = halves[k], halves[k + 1]
        if b.first - a.end > _MAX_APART:
            continue
        pair = (a, b) if a.names and b.counts else (b, a) if b.names and a.counts else None
        joined = _joined(*pair) if pair is not None else None
        if joined is not None:
            changed.update(joined)
    return rewritten(lines, changed)
