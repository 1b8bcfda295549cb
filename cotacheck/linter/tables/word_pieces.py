"""A header's words broken inside, without a hyphen, by a narrow cell: each piece on a line of its own.

A word processor breaks a word too long for its cell wherever the cell's width ends, no hyphen printed;
pypdf's text then gives the header's labels a piece a line: "Códig" / "o Cargo Escolaridade" / "Vagas" /
"Ampla" / "Concorrên" / "cia" / "Pessoas" / "com" / "Deficiênci" / "a" / "Negros Total" (t20 of the tenth
set, Fundep's quadro from a Word document). Read so, "Concorrên" and "cia" were no labels, the header named
too few columns and each row's first count (ampla concorrência) was read as its total. Before the other
stages read the header, a line's last word and the next line's first, glued, are joined back when together
they are a word of the table vocabulary (`label_words.LABEL_WORDS`, six letters or more) and the pieces are
not both words of it ("Pretos" / "e pardos" stay; "Escol" / "arida" / "de" is "Escolaridade", a word broken
twice, every piece but the last alone on its line): the next line's text goes on the line above (its number kept), and the line it stood on is dropped.
Only short lines are pieces (up to `_WORDS` words on the first line, no digit on either): a sentence's line
never ends in half a word without its hyphen. Trigger: a line of at most 40 characters ending in a letter (one
comprehension over the lines), then the next line opening in lower case.
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.label_words import LABEL_WORDS

_WORDS = 3
_PIECES = 3  # a word broken into four pieces at most
_LONGEST = 6  # the joined word's least length: short words join by chance ("a" + "c")
_SHORT = 40  # a header's piece line: three words at most, each a label's word or a piece of one


def relay(lines: list[Line], text: str = "") -> list[Line]:
    """`lines` (the same list) with each header word broken by its cell joined back (module docstring)."""
    # the cheap tests first, in one comprehension: a short line ending in a letter (most lines are longer)
    short = [n for n, line in enumerate(lines) if len(line.text) <= _SHORT and line.text[-1:].isalpha()]
    joined: dict[int, Line] = {}
    drop: set[int] = set()
    for n in short:
        if n + 1 >= len(lines) or n in drop or not lines[n + 1].text[:1].islower():
            continue
        upper = joined.get(n, lines[n])
        if len(upper.text.split()) > _WORDS or any(c.isdigit() for c in upper.text):
            continue
        found = _joined(upper, lines[n + 1 : n + 1 + _PIECES])
        if found is not None:
            joined[n] = found[0]
            drop.update(range(n + 1, n + 1 + found[1]))
    if not joined:
        return lines
    lines[:] = [joined.get(n, line) for n, line in enumerate(lines) if n not in drop]
    return lines


def _joined(upper: Line, below: list[Line]) -> tuple[Line, int] | None:
    """The upper line with its last word made whole by the pieces below it (a word broken twice or more:
    "Afrodes" / "cendent" / "es Total", every piece but the last a line alone), and how many lines it took."""
    word = upper.text.rsplit(" ", 1)[-1]
    for k, lower in enumerate(below, 1):
        if not lower.text[:1].islower() or any(c.isdigit() for c in lower.text):
            return None
        tail, _, rest = lower.text.partition(" ")
        if k == 1 and fold(word) in LABEL_WORDS and fold(tail) in LABEL_WORDS:
            return None  # two words of labels ("Pretos" / "e pardos"), not the pieces of one ("Escol" / "arida")
        word += tail
        whole = fold(word)
        if len(whole) >= _LONGEST and whole in LABEL_WORDS:
            return laid_line(
                upper.number, upper.text + "".join(x.text for x in below[: k - 1]) + tail + (" " + rest if rest else "")
            ), k
        if rest:
            return None  # a piece in the middle of a word stands alone on its line
    return None
