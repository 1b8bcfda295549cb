"""Group headings told by their indent in a grid laid out by spaces (a state university's quadro: "Agente
Universitário de Nível Operacional" at the name column's edge, its functions indented under it, "Auxiliar
Operacional – Campus Central  I  06  01  01  04"). The heading is in plain case, not in capitals, so
`layout_grid` took it for the first line of the name below it ("Agente Universitário de Nível Operacional
Auxiliar Operacional …") and the line-by-line reading glued it on too. A line alone in the name column
printed left of where every row's name starts, the rows' names all starting at one place, is a heading:
it parts the rows above it from those below and names none of them. A page's running head left between
two rows at the page's margin ("UECI – Edital nº 088/2024 – PRORH") is left out the same way.
"""

from __future__ import annotations

from cotacheck.linter.read.text import fold

#: Lines after the header looked at for the first heading and the first row under it.
_LOOK = 4


def _indent(raw: str) -> int:
    return len(raw) - len(raw.lstrip(" "))


def grouped(raw: list[str], start: int, name_first: bool) -> bool:
    """Whether the table whose rows start at index `start` opens with a heading indented less than the row
    below it (cheap: a few lines looked at, the trigger before any row is read)."""
    if not name_first:
        return False
    seen = [k for k in range(start, min(len(raw), start + _LOOK)) if raw[k].strip()][:2]
    if len(seen) < 2:
        return False
    heading, row = raw[seen[0]], raw[seen[1]]
    return (
        not any(c.isdigit() for c in heading) and any(c.isdigit() for c in row) and _indent(heading) + 2 <= _indent(row)
    )


def headings(raw: list[str], rows: list[int], lone: list[int]) -> set[int]:
    """The indexes among `lone` (lines alone in the name column) that are headings: left of the one place
    where every row's name starts (`rows`: the rows' indexes; a Total row's label apart)."""
    starts = {_indent(raw[k]) for k in rows if not fold(raw[k].strip()).startswith(("total", "subtotal"))}
    if len(starts) != 1 or len(rows) < 2:
        return set()
    edge = starts.pop()
    return {k for k in lone if _indent(raw[k]) + 2 <= edge}
