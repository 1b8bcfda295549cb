"""A row's code alone on a line above its wrapped name, as pypdf gives a PDF table whose cells are centred
on their row: the code cell (one line) first, then the name cell's lines, then the counts and the cells
after them on a line of their own (Avança SP's quadro: "003" / "Agente Comunitário de" / "Saúde – UBS
Jardim" / "Primavera" / "3 - 1 30h 2.164,16 Ensino Médio completo …", between "002 Agente de Saúde Bucal 2
- - 20h …" and "004 …"). Read a line at a time, the lone code was a count, the counts' line's first count a
code, and the table was lost from there on (t26 of the ninth set: fifteen rows).

A line holding only a number is a row's code when the nearest row above that opens with a code (within
`_LOOK_BACK` lines) has the code one less, written as wide ("002" then "003"), or the row's first, the line
after its counts the row of the code one more; and after it come one to
`_MAX_NAME_LINES` lines of words with no count, then a line opening with two count cells ("3 - 1 …", "CR -
- …"): the code, the name's lines and that line are joined into one row on the code's line ("003 Agente
Comunitário de Saúde – UBS Jardim Primavera 3 - 1 30h …"), the other lines left out. Trigger: a line that
is a number alone of two to four digits."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, rewritten

_LOOK_BACK = 8  # a row above and its requisitos wrapped below its counts
_MAX_NAME_LINES = 4
_CODED_ROW = re.compile(r"(\d{2,4})\s+[^\W\d_]")
_CELL = r"(?:\d{1,4}|-|–|—|CR|C\.R\.)"
_COUNTS_FIRST = re.compile(rf"{_CELL}\s+{_CELL}(?:\s|$)")
_WORDS_ONLY = re.compile(r"[^\d]*[^\W\d_][^\d]*")


def _code_above(lines: list[Line], i: int, changed: dict[int, str | None]) -> str | None:
    """The code of the nearest row above line `i` that opens with one (a row joined here included)."""
    for line in reversed(lines[max(0, i - _LOOK_BACK - _MAX_NAME_LINES) : i]):
        m = _CODED_ROW.match(changed.get(line.number) or line.text)
        if m:
            return m.group(1)
    return None


def _next_code(lines: list[Line], j: int, code: str) -> bool:
    """The next row below line `j` that opens with a code (within `_LOOK_BACK` lines: a page's head and the
    header again may stand between) has the code after `code`, written as wide."""
    for line in lines[j + 1 : j + 1 + _LOOK_BACK]:
        text = line.text.strip()
        m = _CODED_ROW.match(text)
        after = m.group(1) if m else text if text.isdigit() else None
        if after is not None:
            return len(after) == len(code) and int(after) == int(code) + 1
    return False


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with each lone code joined to its row's name lines and counts."""
    changed: dict[int, str | None] = {}
    for i, line in enumerate(lines):
        if len(line.text) > 6:  # a code alone, however padded: never a longer line
            continue
        code = line.text.strip()
        if not (2 <= len(code) <= 4 and code.isdigit()):
            continue
        above = _code_above(lines, i, changed)
        follows = above is not None and len(above) == len(code) and int(above) + 1 == int(code)
        name: list[Line] = []
        for j in range(i + 1, min(len(lines), i + 2 + _MAX_NAME_LINES)):
            text = lines[j].text.strip()
            if _WORDS_ONLY.fullmatch(text) and len(name) < _MAX_NAME_LINES:
                name.append(lines[j])
                continue
            if name and _COUNTS_FIRST.match(text) and (follows or _next_code(lines, j, code)):
                changed[line.number] = " ".join([code, *(x.text.strip() for x in name), text])
                for x in [*name, lines[j]]:
                    changed[x.number] = None
            break
    return rewritten(lines, changed)
