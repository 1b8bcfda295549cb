"""A line that states the list's total ("total geral: 75 vagas imediatas, 15 p/ negros"): never one cargo's figures.

Notes typed by hand under a quadro (one block per cargo, then the sum: "total geral: 75 vagas imediatas, 15 p/
negros (bate c/ item 2.3 do edital)"), a news page's list of cargos and a summary after a quadro close with the
whole list's count. Read as a statement, the cargo heading or title above named it, and the last cargo took the
whole list's figures, confirmed.

So a statement whose line opens with a grand total's words ("total geral", "totais", "soma geral", "total do
concurso / do edital / do quadro", "no total") names no cargo. A plain "Total:" / "Total de vagas:" opening a line
is a cargo's own figures inside its block ("Cargo: Analista" / "Total de vagas: 10" / "Negros: 2"), and the list's
total when it stands apart, after a blank line (a cargo's total set apart from its heading is not read: nothing
read is better than the list's total confirmed as a cargo's).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line

_WHOLE = re.compile(
    r"^[\W_]{0,3}(?:total geral|totais|soma geral|soma das vagas|no total|total (?:de vagas )?d[oa] "
    r"(?:concurso|edital|certame|quadro|selecao|lista))\b"
)
_TOTAL = re.compile(r"^[\W_]{0,3}total(?: de vagas| das vagas| vagas)?\s?[:=]")


def names_no_cargo(reader, line: Line) -> bool:
    """Whether the statement on `line` gives the whole list's total (the module's docstring)."""
    index = reader._index.get(line.number)
    return index is not None and stands_apart(reader.lines, index)


def stands_apart(lines: list[Line], index: int) -> bool:
    """Whether the line at `index` opens with the whole list's total: no cargo's statement, and no part of the
    sentence of the line above (a cadastro-only cargo's "Cargo: Arquivista — só CR" would take its figures)."""
    head = lines[index].folded[:40].lstrip(" *-=#>•·")
    if not head.startswith(("total", "soma", "no total")):
        return False  # the cheap test: most lines open otherwise
    if _WHOLE.match(head):
        return True
    if not _TOTAL.match(head) or index == 0:
        return False
    before = lines[index - 1]  # (blank lines are not among the reader's lines: their numbers are skipped)
    return before.number < lines[index].number - 1 or not before.folded.strip()  # apart from a key-value block
