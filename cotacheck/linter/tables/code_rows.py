"""A row that opens with its code runs to the next row's code: the text lines between are its cells.

Under a header with a code column before the name ("Código | Cargo / Nível | Campus | AC | PPP | PcD |
Total", Comperve's and many universities' annexes), each row opens with its code, and a layout-preserving
extraction prints its text cells (a cargo's name over two or three lines, a campus name wrapped) on the
lines below its counts: "102 Técnico de Laboratório / Macaíba – Escola Agrícola 3 1 0 4" / "Área:
Química (D) de Jundiaí" / "103 Técnico em Assuntos …". The next row cannot begin before its own code,
so such a line is the row above's text going on, never a heading over the rows below (read as one, its
"Área: Química" named every later row). Its words join the row's name; which of its text cells each
word belongs to is not shown once the spaces between the columns are gone, so the table is in doubt
with the line named.

Only the line that would otherwise be read as a heading ("Área: …", "Especialidade: …", "Cargo: …")
is taken here, with the lines right below it that go on the same way: a lone name tail ("Trabalho") is
left to `name_wrap`, which places it before the row's locality where one is known. A line is taken so
only right below the row or its last wrapped line (no blank line between), when it does not open with
a code, is a few words and is not in capitals (a group heading over the rows, "NÍVEL SUPERIOR"): a
heading in mixed case printed right under a coded row, not in its own line of space, then joins that
row's name, in doubt, rather than naming every row below.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.names import CARGO_HEADING, SLICE_HEADING

#: A row's code: digits, or a letter or two and digits ("101", "S03", "F01", "1.2"), as its first word.
_CODE = re.compile(r"^[A-Za-z]{0,2}\d{1,6}[A-Za-z]?(?:\.\d{1,3})?\s")
_WORDS = 10  # a wrapped cell is a few words; a longer line is prose under the table


@dataclass(slots=True)
class CodeRow:
    """The last row read that opened with its code: its position's index and its name lines."""

    at: int
    lines: list[Line]
    part: str
    context: tuple


def opens_with_code(line: Line) -> bool:
    return _CODE.match(line.text) is not None


def keep(extractor, table, name_lines: list[Line], part: str) -> None:
    """The row just made (the last position) when it opened with its code, in a table with a code column."""
    if table.leading_ignored and name_lines and opens_with_code(name_lines[0]) and not table.cells_apart:
        context = (extractor.cargo_context, extractor.slice_context)
        table.code_row = CodeRow(len(extractor.positions) - 1, list(name_lines), part, context)
    else:
        table.code_row = None


def takes(extractor, table, line: Line) -> bool:
    """Whether `line` (text, no count) is the last coded row's text going on; if so it joins the row's
    name and the table is in doubt."""
    row = table.code_row
    if row is None or table.cells or table.pending or opens_with_code(line):
        return False
    text = line.text.strip()
    letters = [c for c in text if c.isalpha()]
    if not letters or len(text.split()) > _WORDS or sum(c.isupper() for c in letters) > 0.8 * len(letters):
        return False
    if line.number != row.lines[-1].number + 1:
        return False  # a blank line or more between: a wrapped cell is printed right below its row
    if len(row.lines) == 1 and not (CARGO_HEADING.match(line.plain) or SLICE_HEADING.match(line.plain)):
        return False  # a lone name tail ("Trabalho"): `name_wrap` places it, before a locality where one is known
    row.lines.append(line)
    extractor.rename(table, row)
    extractor.table_lines.add(line.number)
    extractor.table_doubts.setdefault(
        table.id,
        f"a linha {line.number} (“{text[:40]}”) continua as células de texto da linha {row.lines[0].number} "
        "(a linha seguinte abre com o próprio código): confira os nomes",
    )
    return True
