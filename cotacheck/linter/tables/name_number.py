"""A name that ends in a number, in a table whose text columns follow the counts ("Agente Comunitário de
Saúde 2   5 4 - 1   40   R$ 2.824,00" under "Cargo Total AC PcD PN CH Vencimento").

The row's first run of count cells (`cells.inner_cells`) then starts at the name's number: read so, the
row is "2 5 4 -" and does not add up, its total lost. Where the run holds a cell more than the columns
and only the cells one further on add up ("5 4 - 1": 5 = 4 + 0 + 1), the number is the name's last word.
The arithmetic proves the shift, so a row that adds up as first read never moves; the name keeps its
number ("Fisioterapeuta 2", "Agente Comunitário de Saúde 2": a microárea, a class, a level). Where both
readings add up ("Nutricionista 3   1 3 7 11   40": 3 + 1 + 3 = 7 and 1 + 3 + 7 = 11) the text does not
tell: the row stays as first read and the table in doubt."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.arithmetic import read_row
from cotacheck.linter.tables.cells import parse_count

_CELL_SPLIT = re.compile(r"[ |\t;]+")


def name_number(extractor, table, line: Line, words: list[str], cells: list) -> tuple[list[str], list]:
    """`words` and `cells` with the first cell moved into the name when only the cells after it add up."""
    width = len(table.counts)
    if len(cells) != width or not words or cells[0][0] == "zero" or not any(ch.isalpha() for ch in words[-1]):
        return words, cells
    tokens = [t for t in _CELL_SPLIT.split(line.text) if t]
    start = len(words)
    if start + width + 1 > len(tokens) or not tokens[start].isdigit():
        return words, cells
    later = [parse_count(fold(t)) for t in tokens[start + 1 : start + 1 + width]]
    if any(c is None for c in later):
        return words, cells
    if read_row(table.counts, later).confidence != "confirmed":
        return words, cells
    if read_row(table.counts, cells).confidence != "confirmed":
        return [*words, tokens[start]], later
    extractor.table_doubts.setdefault(
        table.id,
        f"na linha {line.number}, o número {tokens[start]} depois do nome pode ser do nome ou a primeira contagem",
    )
    return words, cells
