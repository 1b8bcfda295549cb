"""Two rows of a quadro pypdf joined on one line, the first row's last count glued to the second row's name.

A cell merged down two rows prints its text at their middle height; pypdf starts a new line only where the
baseline moves far enough, so the first row, the merged cell's text and the second row may come on one line
with no space where the first row's last count meets the cargo's name (Typst's quadro of a state autarquia,
the cargo and its pay merged down its two lotações: "Capital e RMS 3 1 2 6 12Vistoriador de Veículos R$
3.876,52 Interior (CIRETRANs) 5 1 2 8 16"). Read as one row, its name held the first row's counts and the
first row was lost.

Such a line is parted where a count glued to a capital letter closes a run of counts as long as the run that
ends the line (at least `_MIN_COUNTS`), words before both runs: two lines under the line's number, which the
table pass reads as two rows (confirmed only by their arithmetic, as any row). Trigger: a digit right before a
capital and a lower-case letter (one search over the text); only the lines holding it are looked at.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line

_MIN_COUNTS = 3
_GLUE = re.compile(r"\d[A-ZÀ-Ý][a-zà-ý]")
_COUNT = re.compile(r"\d{1,4}|[-–—]")
#: A count glued to a name's first word ("12Vistoriador").
_GLUED_TOKEN = re.compile(r"(\d{1,4})[A-ZÀ-Ý][a-zà-ý]")
_LETTER = re.compile(r"[^\W\d_]")


def _parted(text: str) -> tuple[str, str] | None:
    """The line's two rows, or None when it is not two rows glued (module docstring). Each token is looked at
    a bounded number of times: the runs of counts walked back from two glued tokens are apart."""
    tokens = [(m.start(), m.group()) for m in re.finditer(r"\S+", text)]
    width = 0
    while width < len(tokens) and _COUNT.fullmatch(tokens[len(tokens) - 1 - width][1]):
        width += 1
    tail = len(tokens) - width
    if width < _MIN_COUNTS:
        return None
    for i in range(width - 1, tail):
        glued = _GLUED_TOKEN.match(tokens[i][1])
        if glued is None:
            continue
        run = i - 1
        while run >= 0 and i - run < width and _COUNT.fullmatch(tokens[run][1]):
            run -= 1
        if i - run == width and run >= 0 and _LETTER.search(tokens[run][1]):
            cut = tokens[i][0] + glued.end(1)
            return text[:cut].strip(), text[cut:].strip()
    return None


def _may_hold(text: str) -> bool:
    """A count glued to a capitalised word somewhere: one search over the text."""
    return _GLUE.search(text) is not None


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with each line of two rows glued parted in two (module docstring)."""
    if not _may_hold(text):
        return lines
    out: list[Line] = []
    for line in lines:
        parts = _parted(line.text) if _GLUE.search(line.text) else None
        out += [laid_line(line.number, part) for part in parts] if parts else [line]
    if len(out) != len(lines):
        lines[:] = out  # the same list: what it says of the text (`Lines`) kept
    return lines
