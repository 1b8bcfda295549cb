"""A row's requisitos printed on a full-width row of its own right under it: "Agente de Apoio Legislativo 3 1 0
40 horas 2.316,87" / "Requisitos: Ensino Fundamental completo." (Nosso Rumo's câmara, a table whose second
row merges its cells across the table).

Read a line at a time, the requisitos line was text with no count: the next row's name began with it
("Requisitos: Ensino Fundamental completo. Assistente Legislativo"), and a longer one (a dozen words and a
full stop) read as prose that ended the table, its rows below lost. A line that opens with a requisitos
label ("Requisitos:", "Requisito:", "Pré-requisitos:", "Requisitos mínimos:", "Escolaridade:",
"Habilitação:") right after a row's last line is that row's: kept as a table line, no name's; the lines
it wraps onto (each opening in lower case, up to `_MAX_WRAPPED`, until a full stop) are its too.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line

_LABEL = re.compile(
    r"(?:pre-?\s?)?requisitos?(?:\s(?:minimos?|exigidos?|basicos?))?\s?:|escolaridade\s?:|"
    r"habilitacao(?:\sminima)?(?:\sexigida)?\s?:"
)
_MAX_WRAPPED = 3


def takes(extractor, table, line: Line) -> bool:
    """Whether `line` is the requisitos row of the row read right above it (module docstring); if so the
    row is closed, the line and the lines it wraps onto are the table's."""
    if ":" not in line.folded[:24] or not _LABEL.match(line.folded):
        return False
    previous = extractor.previous_number(line)
    if not (table.cells and table.cell_lines[-1] == previous) and table.last_row_line != previous:
        return False
    if table.cells:
        extractor.flush_cells(table)
    extractor.table_lines.add(line.number)
    table.trailing_left = _wrapped(extractor, line)
    return True


def _wrapped(extractor, line: Line) -> int:
    """How many lines below `line` go on with its text: each opening in lower case, until a full stop."""
    index = extractor._index.get(line.number)
    if index is None or line.text.rstrip().endswith("."):
        return 0
    count = 0
    for below in extractor.lines[index + 1 : index + 1 + _MAX_WRAPPED]:
        if not below.text[:1].islower():
            break
        count += 1
        if below.text.rstrip().endswith("."):
            break
    return count
