"""A row's name in two parts: the cargo's, in capitals, on a line of its own ending in a dash, then its place
wrapped a word or two a line down to the row's counts.

A quadro of one cargo column where each row names the cargo and its place (Caixa's macropolo and polo set in
one cell): "MÉDICO DO TRABALHO –" / "Centro" / "Oeste" / "DF 1 1 2 4". The place's first line ("Centro", a
group's word) read as a group heading over the row, or the lines above the last dropped, the name was cut to
"Oeste DF" or "Sul PR". The dash says the name goes on below it; the short lines under it, ending on the
counts' line, are its tail. A heading stands over rows it does not open: only where the next row opens
with such a line too (or no row follows, a TOTAL none) is the run the row's name (`next_row_opens`); a
heading's dash ("POLO 1 –" / "REGIÃO NORTE" / "Médico 10 1 2 13" / "Enfermeiro 3 0 1 4") is left as before.
Trigger: a pending line ending in a dash, above the row's name lines.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.names import CONTINUES

#: A name's line ending in a dash: its area or place follows on the next line.
DASH_END = re.compile(r"\s[-–—]\s*$")
#: How many lines of a place's tail may stand between the dash and the row's name lines.
_PIECES = 3
#: How many lines below a row's counts the next row's are looked for.
_NEXT = 6
_TOTALS = ("total", "subtotal")
_PIECE = re.compile(r"^[^\W\d_][^\d.;:]*$")


def widened(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` widened up over at most `_PIECES` short lines to the pending line ending in a dash above
    them (and the lines that go on into it), when the next row opens with such a line too or none follows."""
    if not name_lines or len(pending) < 2 or table.leading_ignored:
        return name_lines
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), None)
    if not first:
        return name_lines
    k = first
    while k > 0 and first - k < _PIECES and _piece(pending[k - 1]):
        k -= 1
    if k == 0 or not DASH_END.search(pending[k - 1].text) or _piece(pending[k - 1]):
        return name_lines
    if not next_row_opens(extractor, table, name_lines[-1], lambda x: bool(DASH_END.search(x))):
        return name_lines
    k -= 1
    while k > 0 and CONTINUES.search(pending[k - 1].folded):
        k -= 1  # "ENGENHEIRO DE" / "SEGURANÇA DO TRABALHO –"
    return pending[k:first] + name_lines


def _piece(line: Line) -> bool:
    """A place's piece: one to three words, a letter first, no figure nor sentence's mark."""
    text = line.text.strip()
    return bool(_PIECE.match(text)) and len(text.split()) <= 3 and not DASH_END.search(text)


def next_row_opens(extractor, table, last: Line, opens) -> bool:
    """Whether the row after the one whose name ends on `last` has a line whose folded text `opens` says opens
    it before its counts, or no row follows within `_NEXT` lines (a TOTAL row is none)."""
    index = extractor._index.get(last.number)
    if index is None:
        return False
    own = False  # the row's own counts passed (its name's last words may have been joined to `last`)
    for line in extractor.lines[index : index + 1 + _NEXT]:
        words, cells = split_cells(line)
        if own and opens(line.folded):
            return True
        if cells and len(cells) >= len(table.counts):
            if own:
                return not words or words[0].lower() in _TOTALS
            own = True
    return True
