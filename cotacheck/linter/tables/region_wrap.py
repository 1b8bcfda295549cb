"""A row whose name ends in a numbered region, the rest of the row wrapped onto the next line.

pypdf prints a Cebraspe quadro a row a line, the cargo and its region in the first cell and the
region's seat in the second ("Cargo 1: Delegado de Polícia – RISP 1 Porto Ametista 6 1 2 9"); where the
seat's name is long the row breaks after the region's number:

    Cargo 1: Delegado de Polícia – RISP 2
    Santa Luzia do Xingu 3 0 1 4

Read a line at a time, "– RISP 2" was a row of one count (2 vacancies, the name cut) and "Santa Luzia
do Xingu" a cargo of its own. A line ending in a region's word and its number (RISP, Região, Polo,
Lote, …) whose next line opens with a word and ends in a run of two counts or more is joined to it,
when another row near it holds the same word and a number followed by words and a run of as many
counts (the proof that the number names a region, not a count). Cheap test first: a line ending in a
digit whose folded text ends in one of the words and a number.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line
from cotacheck.linter.tables.cells import split_cells

_REGION = (
    r"risp|aisp|regiao|regional|polo|lote|microrregiao|macrorregiao|area|zona|nucleo|setor|distrito|"
    r"grupo|cre|dre|gre|sre|uf|circunscricao|comarca|batalhao|companhia|delegacia"
)
_ENDS_IN_REGION = re.compile(rf"(?:^|[\s–-])({_REGION})\s?(\d{{1,2}})$")
#: How far from the wrapped row a whole row of the same kind is looked for.
_NEAR = 12


def _whole_row(line: Line, word: str, counts: int) -> bool:
    """`line` holds `word` and a number followed by words, and ends in a run of `counts` counts."""
    if word not in line.folded or not re.search(rf"\b{word}\s?\d{{1,2}}\s[a-z]", line.folded):
        return False
    words, cells = split_cells(line)
    return bool(words) and len(cells) == counts


def _wrapped(lines: list[Line], i: int) -> tuple[str, int] | None:
    """The region's word and the count cells of the row `lines[i]` opens, if it is broken after its
    region's number."""
    line = lines[i]
    if i + 1 >= len(lines) or not line.text[-1:].isdigit():
        return None
    m = _ENDS_IN_REGION.search(line.folded)
    if m is None:
        return None
    after = lines[i + 1]
    if not after.text[:1].isalpha() or after.number != line.number + 1:
        return None
    words, cells = split_cells(after)
    if not words or len(cells) < 2 or len(split_cells(line)[1]) != 1:
        return None
    return m.group(1), len(cells)


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each such wrapped row joined onto one line (same list). The proof that the number
    names a region: a whole row near it with the word and a number before words, or another row so broken."""
    joined: list[tuple[int, Line]] = []
    for i in [k for k in range(len(lines) - 1) if lines[k].text[-1:].isdigit()]:  # `_wrapped`'s first test
        if joined and joined[-1][0] == i - 1:
            continue
        found = _wrapped(lines, i)
        if found is None:
            continue
        word, counts = found
        near = [k for k in range(max(0, i - _NEAR), min(len(lines), i + _NEAR + 2)) if k not in (i, i + 1)]
        if not any(_whole_row(lines[k], word, counts) for k in near) and not any(
            k not in (i - 1, i + 1) and lines[k].text[-1:].isdigit() and _wrapped(lines, k) == found for k in near
        ):
            continue
        line, after = lines[i], lines[i + 1]
        joined.append((i, laid_line(line.number, f"{line.text} {after.text}")))
    if not joined:
        return lines
    out: list[Line] = []
    at = dict(joined)
    skip = False
    for i, line in enumerate(lines):
        if skip:
            skip = False
            continue
        if i in at:
            out.append(at[i])
            skip = True
        else:
            out.append(line)
    lines[:] = out
    return lines
