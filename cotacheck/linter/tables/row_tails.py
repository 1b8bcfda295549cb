"""A flat row's last text cell wrapped onto lines of its own, under a header joined by `broken_header`
whose text columns follow the counts (Nosso Rumo's quadro copied from Chrome's PDF viewer: "Agente de
Trânsito 06 - 1 3.244,90 40h Ensino Médio Completo e CNH" / "categoria "B""). Read line by line, the
requisito's tail was the start of the next row's name ('"A" e "B" e idade mínima de 21 anos Oficial
Administrativo', confirmed) or a slice of the row above ("Assistente Social – registro no CRESS"). A
line that goes on from the row above (it opens in lower case, with a quote or a bracket, or the row's
line ends in a joining word or a comma) and is no row itself is joined to the end of that row's line;
a line in capitals or opening a name in plain case (a name wrapped before its counts) is left to the pass.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line

_CELL = r"(?:\d{1,5}|[-–—])"
#: A row whose counts are followed by text cells: "Agente de Apoio Escolar 15 1 3 2.187,64 40h Ensino …".
TEXT_ROW = re.compile(rf"[^\W\d_][.)]?\s{_CELL}(?:\s{_CELL})+\s(?!{_CELL}(?:\s|$))\S")
#: A row ending in its counts ("Total Nível Superior 34 2 6").
_FLAT_ROW = re.compile(rf"\S\s{_CELL}\s{_CELL}\s*$")
_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "em", "para", "a", "ao", "aos", "com", "na", "no", "ou"))
#: Lines a table of such rows runs over at most (its rows and their tails).
_MAX_LINES = 400


def _goes_on(above: str, line: str) -> bool:
    first = line[:1]
    last = above.rsplit(" ", 1)[-1]
    return first.islower() or first in "\"“'(" or last[-1:] in ",;" or fold(last) in _JOINING


def _is_row(text: str) -> bool:
    return bool(TEXT_ROW.search(text) or _FLAT_ROW.search(text))


def joined(lines: list[Line], start: int) -> tuple[int, list[Line]]:
    """(lines taken, the lines they become) of the rows from `start`: each row's line with the tails of
    its text cell joined to it, up to the first line that is neither a row nor a tail."""
    out: list[Line] = []
    row: Line | None = None
    tail: list[str] = []
    k = start
    while k < len(lines) and k - start < _MAX_LINES:
        text = lines[k].text.strip()
        if not text:
            break
        if _is_row(text):
            if row is not None:
                out.append(laid_line(row.number, " ".join([row.text.strip(), *tail])) if tail else row)
            row, tail = lines[k], []
        elif row is not None and TEXT_ROW.search(row.text) and _goes_on(tail[-1] if tail else row.text, text):
            tail.append(text)
        elif k + 1 < len(lines) and _is_row(lines[k + 1].text.strip()):
            if row is not None:  # a name's line before its row's counts: left as it is, to the pass
                out.append(laid_line(row.number, " ".join([row.text.strip(), *tail])) if tail else row)
            out.append(lines[k])
            row, tail = None, []
        else:
            break
        k += 1
    if row is not None:
        out.append(laid_line(row.number, " ".join([row.text.strip(), *tail])) if tail else row)
    return k - start, out
