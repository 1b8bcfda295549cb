"""A schooling/level cell glued to the end of a row's name: where the header names an escolaridade/nível
column between the name's and the counts ("Cargo | Nível | Vagas"), a flat row read line by line runs
that cell into the name ("Enfermeiro Superior", "Técnico em Enfermagem Técnico"). The cell is the
column's, not the name's.

Only a value ending the name is that cell: a value inside the text is the name's or another column's
("Analista de Superior Direito", a level cell centred on a merged row; "Ensino médio completo; ..." a
requisite); a name ending in a joining word keeps the value ("Técnico de Nível Superior"). Every row of
such a table carries its level cell: a name ending in a level word ("Agente Técnico") has its cell after
it ("Agente Técnico Médio"), and only that one is cut."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold

#: The values a schooling/level column holds, at the end of the text (folded).
_TRAILING_CELL = re.compile(
    r"\s(?:(?:nivel|ensino)\s)?"
    r"(superior|medio(?:\s?/\s?tecnico|\stecnico)?|fundamental|tecnico|alfabetizado)"
    r"(?:\s(?:in)?completo)?$"
)
_JOINING = re.compile(r"\s(?:de|da|do|das|dos|e|em|para|com|a|o|na|no|nivel|ensino)$")


def without_cell(name: str) -> str:
    """`name` without the schooling cell glued to its end, if one is."""
    folded = fold(name)
    if len(folded) != len(name):  # a letter folded into two: no cut rather than a cut in the wrong place
        return name
    if not folded.endswith(("r", "o", "l", "a")):  # cheap: every value ends in one of these letters
        return name
    m = _TRAILING_CELL.search(folded)
    if not m or m.start() < 3:
        return name
    rest = folded[: m.start()].rstrip(" -–—:|;,.")
    if _JOINING.search(rest):
        return name
    return name[: len(rest)].rstrip()
