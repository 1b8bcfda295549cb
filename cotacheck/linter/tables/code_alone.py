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
is a number alone of two to four digits.

The code's line may hold the name's first words as well, its other cells printed lower (FEPESE's quadro
from LibreOffice: "301 Motorista 1 40 horas 3.088,40 …" / "302 Auxiliar de Serviços" / "Gerais" / "2 40 horas
2.145,92 Ensino fundamental incompleto"; read a line at a time, "Gerais 2 40" was a cargo of 2). Such a line
(a code, then words with no digit) is taken so only where the row of the code one less stands above it with
its counts beside its name (or joined here), or the row of the code one more comes right after its counts:
a numbered heading ("10 DOS RECURSOS") under another has no counts beside it. Trigger: a line opening with a digit, not a number alone."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, rewritten

_LOOK_BACK = 8  # a row above and its requisitos wrapped below its counts
_MAX_NAME_LINES = 4
_CODED_ROW = re.compile(r"(\d{2,4})\s+[^\W\d_]")
_CELL = r"(?:\d{1,4}|-|–|—|CR|C\.R\.)"
_COUNTS_FIRST = re.compile(rf"{_CELL}\s+{_CELL}(?:\s|$)")
_WORDS_ONLY = re.compile(r"[^\d]*[^\W\d_][^\d]*")
#: A code and the name's first words, no digit after them ("302 Auxiliar de Serviços").
_NAME_HEAD = re.compile(r"(\d{2,4})\s+[^\W\d_][^\d]{0,80}")
#: A coded row with its first count beside its name ("301 Motorista 1 40 horas …").
_ROW_WITH_COUNTS = re.compile(rf"\d{{2,4}}\s+[^\W\d_][^\d]*\s{_CELL}(?:\s|$)")
#: Under a name head, the count and the cell after it: a count, a jornada ("40h", "40 horas"), an amount.
_HEAD_COUNTS = re.compile(
    rf"{_CELL}\s+(?:{_CELL}(?:\s|$)|\d{{1,2}}\s?h(?:s|oras)?\b|(?:R\$\s?)?\d{{1,3}}(?:\.\d{{3}})*,\d{{2}}\b)"
)


def _code_above(lines: list[Line], i: int, changed: dict[int, str | None]) -> tuple[str, str] | None:
    """The code and the text of the nearest row above line `i` that opens with one (a row joined here
    included)."""
    for line in reversed(lines[max(0, i - _LOOK_BACK - _MAX_NAME_LINES) : i]):
        text = changed.get(line.number) or line.text
        m = _CODED_ROW.match(text)
        if m:
            return m.group(1), text
    return None


def _next_code(lines: list[Line], j: int, reach: int) -> str | None:
    """The code of the next row below line `j` that opens with one, within `reach` lines (a page's head and
    the header again may stand between)."""
    for line in lines[j + 1 : j + 1 + reach]:
        text = line.text.strip()
        m = _CODED_ROW.match(text)
        after = m.group(1) if m else text if text.isdigit() else None
        if after is not None:
            return after
    return None


def _in_order(lines: list[Line], i: int, j: int, code: str, head: bool, changed: dict[int, str | None]) -> bool:
    """Whether the coded rows around the row from line `i` to its counts at `j` prove it a row. A code
    alone: the row above has the code one less, or the row below the code one more. A name head: the row
    above holds its counts beside its name (or was joined here) under a lower code, or the row below has a
    higher one; all written as wide."""
    above = _code_above(lines, i, changed)
    if above is not None and len(above[0]) == len(code):
        if (
            int(above[0]) + 1 == int(code)
            if not head
            else int(above[0]) < int(code) and _ROW_WITH_COUNTS.match(above[1])
        ):
            return True
    after = _next_code(lines, j, _LOOK_BACK + _MAX_NAME_LINES if head else _LOOK_BACK)
    if after is None or len(after) != len(code):
        return False
    return int(after) > int(code) if head else int(after) == int(code) + 1


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with each lone code (or code and name head) joined to its row's name lines
    and counts."""
    changed: dict[int, str | None] = {}
    for i, line in enumerate(lines):
        if not line.text[:1].isdigit() and not line.text[:1].isspace():
            continue
        head = None if len(line.text) <= 6 else _NAME_HEAD.fullmatch(line.text.strip())
        if head is None and len(line.text) > 6:  # a code alone, however padded, or a code and words only
            continue
        code = line.text.strip() if head is None else head.group(1)
        if not (2 <= len(code) <= 4 and code.isdigit()):
            continue
        counts_first = _COUNTS_FIRST if head is None else _HEAD_COUNTS
        name: list[Line] = []
        for j in range(i + 1, min(len(lines), i + 2 + _MAX_NAME_LINES)):
            text = lines[j].text.strip()
            if _WORDS_ONLY.fullmatch(text) and len(name) < _MAX_NAME_LINES:
                name.append(lines[j])
                continue
            if name and counts_first.match(text) and _in_order(lines, i, j, code, head is not None, changed):
                changed[line.number] = " ".join([line.text.strip(), *(x.text.strip() for x in name), text])
                for x in [*name, lines[j]]:
                    changed[x.number] = None
            break
    return rewritten(lines, changed)
