"""A figure on a requisitos line above the row's counts is no count: the row's counts come on a later line.

An innerText quadro (or pypdf's) whose requisitos cell holds `<br>` breaks gives the row over several lines,
the counts on the last ("05\\tOperador de Máquinas\\tEnsino fundamental completo" / "Jornada de 40h com 2
plantões" / "Registro no CRM\\t07\\t01\\t01\\t44h\\tR$ 8.304,78"). A line above the counts holding a figure
inside its words ("com 2 plantões") was read as a row of one count cell, the cargo's name ending there and
the counts below naming a row of their own.

Under a header with a text column between the name and the counts and text columns after them
(`tables/text_figures.py`'s class), a line whose numbers run shorter than the columns, with a word after
them, inside a row opened by its code whose counts are still to come, is the row's text going on when a line within the next few (a cell's other breaks, none opening a
row with its code, none with a count) holds a run that fills the columns: that run is the row's counts.
A row's cells wrapped onto the next line (a short run at its line's end) are read as before.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.cells import inner_cells
from cotacheck.linter.tables.code_rows import opens_with_code
from cotacheck.linter.tables.quantities import QUANTITY

#: A word after the run: the text going on ("plantões", "anos", "a"), no pay nor jornada ("R$", "40h").
_WORD = re.compile(r"[^\W\d_][^$]*")
#: How `cells.inner_cells` parts a line's tokens.
_CELL_SPLIT = re.compile(r"[ |\t;]+")
#: A cell's breaks followed on at most this many lines.
_BREAKS = 4


def in_text(extractor, table, line: Line, words: list[str], cells: list) -> bool:
    """Whether the `cells` read off `line` (fewer than the columns, words after them) are figures of the
    row's text cells, its counts on a line below."""
    width = len(table.counts)
    if width < 2 or not (0 < len(cells) < width) or not words or not (table.inner_text and table.trailing_text):
        return False
    if not table.leading_ignored or not any(_opens_row(x) for x in table.pending) or _opens_row(line):
        return False  # no row opened by its code above, its counts still to come
    if not _inside_words(line, words, cells):
        return False  # nothing or a pay after the run: a row's cells ("CR R$ 7.401,10"), or wrapped onto the next line
    index = extractor._index.get(line.number)
    if index is None:
        return False
    for below in extractor.lines[index + 1 : index + 1 + _BREAKS]:
        if _opens_row(below):
            return False
        found_words, found = inner_cells(below, width)
        if len(found) >= width:
            return True
        if found and not _inside_words(below, found_words, found):
            return False
    return False


def _inside_words(line: Line, words: list[str], cells: list) -> bool:
    """Whether the run of `cells` after `words` on `line` is numbers followed by a word ("2 plantões")."""
    tokens = [t for t in _CELL_SPLIT.split(line.text) if t]
    after = tokens[len(words) + len(cells)] if len(tokens) > len(words) + len(cells) else ""
    return all(kind == "n" for kind, _ in cells) and _WORD.fullmatch(after) is not None


def _opens_row(line: Line) -> bool:
    """A line opening with a row's code, not with a quantity ("2 anos de experiência")."""
    return opens_with_code(line) and QUANTITY.match(line.folded) is None
