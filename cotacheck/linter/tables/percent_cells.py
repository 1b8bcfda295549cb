"""Count cells printed as the rate and, in brackets, the count it gives ("20% (8)", "5% (–)", "30% (1)*").

IADES and Consulplan print each reserve's cell as the percentage the law sets and the vacancies it
yields ("Cada célula de reserva indica o percentual aplicado e, entre parênteses, o número de vagas
resultante"): read as they stand, the rate's digits were a count of their own ("20" negros) or the
whole cell no count, and the row's cells shifted. Each such cell of a table's row is its count, the
rate dropped: "20% (8)" is 8, "5% (–)" no vacancy, a footnote mark kept after the count ("30% (1)*").
A line is a row when it holds no sentence (no stop before a space or at its end, beyond the figures'
own dots) and, beside such cells, a count or a second such cell. The cell is re-laid in place, padded
to its width, so that a table laid out by spaces keeps its columns (`layout_grid`) and every line keeps
its number. Cheap on other texts: a text with no "% (" is returned as it is, and only its lines holding
one are looked at.
"""

from __future__ import annotations

import re

_CELL = re.compile(r"(?<![\w,.])\d{1,3}(?:[.,]\d{1,2})?\s?%\s?\((\d{1,4}|[–—-])\)([*¹²³⁴⁵⁶⁷⁸⁹]*)(?![\w(])")
_MARK = re.compile(r"%\s?\(")
_STOP = re.compile(r"[.;:](?:\s|$)")
_COUNT = re.compile(r"(?<![\w,.%])(?:\d{1,4}|[–—-])(?![\w,.%])")


def _count(m: re.Match) -> str:
    value = m.group(1) if m.group(1)[0].isdigit() else "–"
    return f"{value}{m.group(2)}".ljust(len(m.group(0)))


def _row(line: str) -> str:
    """The line with its rate-and-count cells made counts, if it is a table's row."""
    cells = list(_CELL.finditer(line))
    if not cells or _STOP.search(_CELL.sub(" ", line).rstrip()):
        return line
    if len(cells) < 2 and not _COUNT.search(_CELL.sub(" ", line)):
        return line
    row = _CELL.sub(_count, line)
    return line if row == line else row


def relay(text: str) -> str:
    """The text with each row's rate-and-count cells made counts (module docstring): only the lines holding
    a "% (" are looked at, found by a search that skips to each "%"."""
    out, last = [], 0
    for m in _MARK.finditer(text):
        if m.start() < last:
            continue  # a line already taken
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.start())
        end = len(text) if end == -1 else end
        line = text[start:end]
        row = _row(line)
        if row is not line:
            out += [text[last:start], row]
        else:
            out.append(text[last:end])
        last = end
    return text if not out else "".join(out) + text[last:]
