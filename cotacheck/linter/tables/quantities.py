"""A number with its unit is a quantity of that unit, never a vacancy count.

A requisitos cell wrapped over a row's lines holds numbers ("curso de Informática com carga horária
mínima" / "de 60 horas.", "curso de Transporte Escolar (mínimo de 50" / "horas), conforme Resolução
CONTRAN"): read as cells, the 60 and the 50 became rows of their own, cargos with 60 and 50 vacancies.
A vacancy count is never followed by a unit (horas, anos, meses, dias, semestres, km, kg, pontos,
"h"), whether the unit follows on its line or opens the next one (the cell wrapped between the two), after
a range's other end at times ("CNH categoria "A" e "B"; 18" / "a 35 anos", Selecon's guarda municipal).
Such a line is text: the row's text cells going on. So is a line whose last count is followed by its
unit and nothing numeric after it, whatever the table's width (`unit_after_last`: "Jornada de trabalho de
40 (quarenta) horas semanais", a sentence under a table of one count column).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line

_UNIT = r"(?:horas?|h|hs|anos?|meses|mes|dias?|semanas?|semestres?|minutos|km|kg|metros|pontos|reais)\b"
#: A number and its unit on one line ("de 60 horas.", "2 anos de experiência").
_WITH_UNIT = re.compile(r"(?<![\d.,/])(\d{1,4})\s?" + _UNIT)
#: A quantity opening a line ("40h semanais", "30 horas", "2 anos de experiência", "2 (dois) anos"): a text
#: cell's figure, no row's code (`code_line`, `figure_lines`).
QUANTITY = re.compile(r"\d{1,4}\s?(?:\([^()\d]{1,30}\)\s?|\(\d{1,4}\)\s?)?" + _UNIT)
#: A line that opens with a unit, the number being the line above's last word ("horas), conforme …"), or
#: with a range's other end and its unit, the range's first number the line above's last ("18" / "a 35 anos").
_OPENS_WITH_UNIT = re.compile(r"^[\s(]*(?:(?:a|e|ate)\s\d{1,4}\s?)?" + _UNIT)
#: A line ending in a number (its last word).
_ENDS_IN_NUMBER = re.compile(r"(?<![\d.,/])(\d{1,4})\s?$")


def quantity(line: Line, below: Line | None, cells: list[tuple[str, int]]) -> bool:
    """Whether the count cells read off `line` are in fact a quantity with its unit: a cell's number
    followed by a unit on the line, or the line's last number followed by a unit opening `below`."""
    if not cells:
        return False
    values = {value for _, value in cells}
    folded = line.folded
    if any(int(m.group(1)) in values for m in _WITH_UNIT.finditer(folded)):
        return True
    end = _ENDS_IN_NUMBER.search(folded)
    return (
        end is not None
        and int(end.group(1)) in values
        and below is not None
        and _OPENS_WITH_UNIT.match(below.folded) is not None
    )


def unit_after_last(line: Line, cells: list[tuple[str, int]]) -> bool:
    """Whether a row's last count cell is a number followed by its unit, no digit after it: "2.2 Jornada de
    trabalho de 40 (quarenta) horas semanais para todos os cargos." under a table of one count column and
    a text column after it reads as a row with 40 vacancies, a cargo named "Jornada de trabalho de". The
    number must stand once on the line (a row's count of 30 before its "30h" is a count)."""
    if not cells:
        return False
    last = None
    for last in _WITH_UNIT.finditer(line.folded):
        pass
    if last is None or int(last.group(1)) != cells[-1][1] or any(c.isdigit() for c in line.folded[last.end() :]):
        return False
    # the number once on the line: "… 21 30 30h" is a count of 30 and a jornada of 30 hours
    return len(re.findall(rf"(?<![\d.,/]){last.group(1)}(?!\d)", line.folded)) == 1
