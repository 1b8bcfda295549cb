"""The lines of a cargo's span that its sum over slices did not take.

A cargo listed only by its slices (places, lotações, regionais, jornadas) gets its total as their sum
(`cargo_totals`). With no total row of the edital's to check it, the sum is proven only when every row of
the cargo's span was taken as a slice: a row the reader could not take (a stray mark in a count cell, two
cells glued, a cell a line with one cell damaged) drops out in silence, every slice left confirmed by its own
arithmetic, and the sum is a confirmed wrong total. So the lines of the span, between the slices, from the
cargo's heading (or up to 8 lines) before the first and up to 8 lines after the last (up to the next
reading's line), that carry count-like figures and were taken by no reading, and the lines of a slice's name
that hold a row of their own (`row_like`), are kept (`untaken`), and a sum with any of them is uncertain, the
lines named. Proven no row and passed over: a heading, a note ("*", "(1)",
"Obs.", "Fonte"), a page's marker, a total row (the edital's own total, checked apart), a sentence.

Count-like: a figure alone on its line, marks around it ("4", "4a", "1)", "'3"), or a line with two figures
standing alone or more ("Santa Maria 30 4 4a 42"), or words ending in one ("Sede 5"). A date, a clause number
("3.1", "3."), a year, money and percentages are no count.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.names import PAGE_MARKER

#: How far after the last slice the cargo's rows may go on.
TAIL_REACH = 8
#: Gap lines kept a run at most (a run whose slices stand far apart in prose keeps its first ones).
_MAX_KEPT = 60
_FIGURE = re.compile(r"(?<![\w.,/(:-])\d{1,4}(?![\w.,/%)ºª°:-]|[.,]\d)")
_ALONE = re.compile(r"^[^\w\s]{0,2}\d{1,4}[^\w\s]{0,2}[a-z]?[^\w\s]{0,2}$")
_MONEY = re.compile(r"r\$\s?[\d.,]+|\d{1,3}(?:\.\d{3})*,\d{2}")
_NOT_A_ROW = re.compile(
    r"^[\W_]{0,3}(?:\*|\(\d|\d{1,2}\)|obs|nota|notas|fonte|legenda|total|subtotal|soma|anexo|quadro|tabela|"
    r"capitulo|item|art|pagina|edital|cargo:|cargo\s[-–]|\d{1,2}(?:\.\d{1,2})+\.?\s)"
)
_EMPTY_CELLS = frozenset(("*", "**", "-", "–", "—"))
_PAGE_NUMBER = re.compile(r"^[-–—]\s?\d{1,4}\s?[-–—]$")  # "- 3 -": a page's number
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_SENTENCE_WORDS = 5


def count_like(line: Line) -> bool:
    """Whether `line` may be a row of counts the reader did not take (the module's docstring)."""
    folded = line.folded.strip(" \f\t|")
    if not folded or not any(c.isdigit() for c in folded):
        return False
    if _PAGE_NUMBER.match(folded) or _YEAR.fullmatch(folded):
        return False  # "- 3 -", "2026"
    if _ALONE.match(folded):
        return True
    if PAGE_MARKER.match(folded) or _NOT_A_ROW.match(folded) or _YEAR.search(folded):
        return False
    words = folded.split()
    if folded.endswith((".", ";", ":")) and sum(w.isalpha() for w in words) >= _SENTENCE_WORDS:
        return False  # a sentence
    figures, cells = _cells(folded)
    letters = sum(w.isalpha() for w in words)
    if figures >= 2 or (figures == 1 and cells >= (2 if not letters else 3) and letters <= 4):
        return True  # "Santa Maria 30 4 4a 42", "Sede 3 * *"; a dash in a heading's prose is no cell
    return figures == 1 and words[-1].isdigit() and len(words) <= 8


def _cells(folded: str) -> tuple[int, int]:
    """How many figures a line holds standing alone (marks around them: "4a", "1)"), and how many cells with
    its empty ones ("*", "-"); money left out."""
    tokens = _MONEY.sub(" ", folded).split()
    figures = sum(bool(_FIGURE.fullmatch(t) or _ALONE.match(t)) for t in tokens)
    return figures, figures + sum(t in _EMPTY_CELLS for t in tokens)


class NearSlices(list):
    """The lines a cargo total may need (`cargo_totals.lines_near_slices`), and which of them lie in a run's span
    untaken (`untaken`)."""

    untaken: frozenset[int] = frozenset()


def row_like(line: Line) -> bool:
    """Whether a line holds a row: words and two figures or more. A slice read from two such lines holds a row
    of its own that the reader did not take ("ECONOMIA Sede 28 3 10 (41" read into the name of the row below
    it); a figure alone on its line is a cell (a cell a line), a line of words a wrapped name or a heading."""
    folded = line.folded.strip(" \f\t|")
    if _ALONE.match(folded) or not any(c.isalpha() for c in folded):
        return False
    return count_like(line) and _cells(folded)[1] >= 2


def untaken(lines: list[Line], positions: list, runs: list[tuple[int, int]], lines_of) -> set[int]:
    """The numbers of the count-like lines in each run's span taken by no reading. `runs`: each run's first
    and last index in `positions` (the run's slices and what lies between them); `lines_of(p)`: a position's
    line numbers. Walks the gaps between readings in order; a run whose readings are not in text order is
    skipped (its gaps are not known)."""
    wanted: list[int] = []
    inside: list[int] = []
    for first, last in runs:
        inside.extend(n for p in positions[first : last + 1] if len(lines_of(p)) > 1 for n in lines_of(p))
        spans = [_span(lines_of(p)) for p in positions[first : last + 1]]
        if any(a[1] >= b[0] for a, b in zip(spans, spans[1:])):
            continue
        before = _span(lines_of(positions[first - 1]))[1] if first > 0 else 0
        after = _span(lines_of(positions[last + 1]))[0] if last + 1 < len(positions) else None
        gaps = [range(max(before + 1, spans[0][0] - TAIL_REACH), spans[0][0])]
        gaps += [range(a[1] + 1, b[0]) for a, b in zip(spans, spans[1:])]
        end = spans[-1][1] + 1 + TAIL_REACH
        gaps.append(range(spans[-1][1] + 1, min(end, after) if after else end))
        wanted.extend([n for gap in gaps for n in gap][:_MAX_KEPT])
    if not wanted and not inside:
        return set()
    numbers, named = set(wanted), set(inside[: _MAX_KEPT * 8])
    by_number = _by_number(lines, numbers | named)
    lone = [n for n in numbers if n in by_number and _ALONE.match(_bare(by_number[n]))]
    if lone:  # a figure alone: its neighbours tell a cell from a page's number
        by_number.update(_by_number(lines, {m for n in lone for m in range(n - TAIL_REACH, n + 4)} - by_number.keys()))
    found = {n for n in numbers if n in by_number and count_like(by_number[n]) and not _lone_apart(by_number, n)}
    for first, last in runs:  # a slice read from two lines that each hold a row
        for p in positions[first : last + 1]:
            rows = [n for n in lines_of(p) if n in named and n in by_number and row_like(by_number[n])]
            found.update(rows if len(rows) >= 2 else ())
    return found


def _lone_apart(by_number: dict[int, Line], n: int) -> bool:
    """Whether line `n`, a figure alone, is no cell of an untaken row: no figure alone on the line before or
    after it, nor an empty cell's mark (blank lines passed over: a page's number between a row and the running head, "11", "2"), or one
    of the cells of a total row a cell a line ("Total |" / "400 |" / "100 |" / "500 |")."""
    if not _ALONE.match(_bare(by_number[n])):
        return False
    before = [k for k in range(n - 1, n - TAIL_REACH, -1) if k in by_number]
    after = next((k for k in range(n + 1, n + 4) if k in by_number), None)
    if not any(k is not None and _cell(by_number[k]) for k in [*before[:1], after]):
        return True
    for k in before:  # the run of cells alone above it, up to its label
        if not _cell(by_number[k]):
            return _bare(by_number[k]).startswith(("total", "subtotal"))
    return False


def _cell(line: Line) -> bool:
    """Cells alone on their line: figures (marks around them) or an empty cell's mark ("*", "-"), "1 *" glued."""
    tokens = _bare(line).split()
    return bool(tokens) and all(t in _EMPTY_CELLS or _ALONE.match(t) for t in tokens)


def _by_number(lines: list[Line], numbers: set[int]) -> dict[int, Line]:
    """The lines of `numbers` that are not blank, by number."""
    return {line.number: line for line in lines if line.number in numbers and line.folded.strip(" \f\t")}


def _bare(line: Line) -> str:
    return line.folded.strip(" \f\t|")


def _span(numbers) -> tuple[int, int]:
    numbers = list(numbers)
    return min(numbers), max(numbers)
