"""The page furniture (`text.furniture`) of the lines asked last, kept for the next asking of the same lines.

The stages that ask it (`band_blocks`) and the read step after them ask it of the same lines in most texts,
none of the stages between having changed a line (47 of the 49 texts of the corpus where both asked): the
second asking is given the first's answer, the lines compared one by one (the same objects, or equal ones).
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line
from cotacheck.linter.read.text import furniture as _furniture

_KEPT: list[tuple[tuple[Line, ...], frozenset[int]]] = []


def furniture(lines: list[Line], last: bool = False) -> set[int]:
    """`text.furniture(lines)`, a new set each call (the callers add to it), given again where the lines are those
    asked last; `last`: the text's last asking, after which the answer and its lines are kept no longer."""
    asked = tuple(lines)
    if _KEPT and _KEPT[0][0] == asked:
        found = set(_KEPT[0][1])
    else:
        found = _furniture(lines)
        _KEPT[:] = [(asked, frozenset(found))]
    if last:
        _KEPT.clear()
    return found
