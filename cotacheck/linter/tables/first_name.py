"""The first row's name begun on a line of its own right under the header, its counts on the next.

pypdf's plain text prints a table's cells in the order they are drawn, so a name cell wrapped over two lines
comes whole before the row's counts, on its last line ("Enfermeiro da Estratégia" / "Saúde da Família 04
00 01 40h 4.880,00 …", Gualimp's quadro after a page break and its header again). Under a header, before
any row of the table, such a line can be no other row's tail: read a line at a time it was dropped, and the
row named by its last line alone ("Saúde da Família", a phantom). The header repeated after a page break
(`rows.repeated_after_break`) starts the page's rows afresh: the row above it is on the page before. A line there that opens with a capital,
has no digit, at most `_WORDS` words, reads as no header label and is no level heading, a unit or a label
left alone (`name_start.never_starts_name`) nor a heading in capitals, begins the first row's name.
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line, has_decimal
from cotacheck.linter.tables.header import header_tokens
from cotacheck.linter.tables.name_start import never_starts_name

_WORDS = 6


def widened(table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` with the lines right above them that begin the table's first row's name."""
    if table.last_row_line > table.repeated_at or not name_lines or len(pending) < 2:
        return name_lines  # a row read since the header (or its repetition after a page break)
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), 0)
    start = first
    while start > 0 and _begins(pending[start - 1]):
        start -= 1
    return pending[start:first] + name_lines if start < first else name_lines


def _begins(line: Line) -> bool:
    text = line.text.strip()
    return (
        text[:1].isupper()
        and not text.isupper()
        and text.count(" ") < _WORDS
        and not has_decimal(text)
        and header_tokens(line.folded) is None
        and not never_starts_name(line)
    )
