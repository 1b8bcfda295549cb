"""Quadros a stage re-lays in place, tried at the lines where its trigger was found in the text."""

from __future__ import annotations

from cotacheck.linter.read.text import Line, in_place_of


def line_breaks(text: str, start: int, end: int) -> int:
    """How many lines end in `text[start:end]` as `split_lines` numbers them: a "\\n", a page break ("\\f")
    or a "\\r" that is not "\\r\\n"'s each ends one (counting only "\\n", a page break above a quadro put
    every stage tried there a line off: pypdf parts pages with "\\f", a pasted gazette holds them)."""
    breaks = text.count("\n", start, end) + text.count("\f", start, end)
    return breaks + text.count("\r", start, end) - text.count("\r\n", start, end)


def tables_at(lines: list[Line], text: str, starts, table) -> list[Line]:
    """`lines` (the same list) with the tables `table(lines, n)` finds at the lines holding `starts` (offsets
    in `text`, in order: a stage's trigger found there) re-laid in place; `table` gives (first, last line
    number, re-laid lines) or None, and a start inside a table already found is not tried."""
    index = {line.number: n for n, line in enumerate(lines)}
    found: list[tuple[int, int, list[Line]]] = []
    number, counted = 1, 0
    for start in starts:
        number += line_breaks(text, counted, start)
        counted = start
        n = index.get(number)
        if n is None or (found and lines[n].number <= found[-1][1]):
            continue
        laid = table(lines, n)
        if laid is not None:
            found.append(laid)
    return in_place_of(lines, found) if found else lines
