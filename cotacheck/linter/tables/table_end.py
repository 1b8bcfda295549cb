"""Where a table ends without a sign of its own: prose that wraps over lines after its last row.

"Para o cargo de Motorista serão oferecidas 12" / "vagas, das quais 3 reservadas a candidatos negros.":
read as a table line, the first line was a row that did not close (its "12" a count cell) and the
statement was lost. A line that opens a statement of vacancies wrapping onto the next one ends the
table, and the prose reader reads it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.cells import inner_cells, split_cells
from cotacheck.linter.tables.prose import read_statement

#: Words at least in the first line of such a statement: a row's name with a count is shorter
#: ("Analista de Sistemas 22 3 25"), and a statement that names its cargo and its offer is longer.
STATEMENT_WORDS = 5
_VACANCIES = re.compile(r"\bvagas?\b")
_COUNTED = frozenset({"negros", "pcd", "open", "pretos_pardos", "total"})


def statement_begins(lines: list[Line], index: int, wraps_onto: Callable[[Line, Line], bool], counts: int) -> bool:
    """`lines[index]` opens a prose statement of vacancies that wraps onto the next line; a line that
    ends with a whole row of the table's `counts` columns is a row, whatever follows it (a legend)."""
    line = lines[index]
    if index + 1 >= len(lines) or line.text.count(" ") < STATEMENT_WORDS - 1 or len(split_cells(line)[1]) >= counts:
        return False
    after = lines[index + 1]
    said = f"{line.folded} {after.folded}"[:1200]
    if not _VACANCIES.search(said) or not wraps_onto(line, after):
        return False
    if counts >= 2 and len(inner_cells(line, counts)[1]) >= counts:
        return False  # a whole row with text cells after its counts ("Arquiteto 36 10 24 02 40h 10.983,00")
    return not _COUNTED.isdisjoint(read_statement(said) or ())
