"""A figure inside a text cell before a row's counts is no count: the counts are the run that fills the columns.

A quadro whose text columns stand on both sides of the counts (code, cargo, escolaridade / requisitos, then
Total, PcD, negros, then jornada and vencimento: a board's concurso page copied with Chromium's innerText,
or the same table as pypdf gives it) writes figures inside its requisitos: "Curso de taquigrafia (mínimo
120 horas) 01 00 00 30h R$ 3.214,55", "experiência de 2 anos", "Lei nº 8.906, de 4 de julho de 1994",
"CNH categoria B e 1 ano de habilitação". The row's counts were read as the first run of numbers on the
line (`cells.inner_cells`): "120" alone, a row of one cell, and the table stopped there, its next rows lost.

Under such a header the row's counts are the run of numbers under the count columns: a run shorter than
the columns, with a run that fills them later on the same line, is words of a text cell, never the row's
counts (a row whose cells wrap onto the next line has no full run after its short one, and is read as
before). The runs are reckoned once a line, from its end (linear time).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def runs(tokens: Sequence[str], count: Callable[[int], bool], mark: Callable[[int], bool]) -> list[int]:
    """For each token, how many count cells follow one another from it (marks between them apart, a count
    that `count` refuses, such as one followed by its unit of hours, ending the run), as `cells._run`
    reckons from one start; reckoned from the line's end, once."""
    found = [0] * (len(tokens) + 1)
    for at in range(len(tokens) - 1, -1, -1):
        if count(at):
            found[at] = found[at + 1] + 1
        elif mark(at):
            found[at] = found[at + 1]
    return found


def in_text(found: list[int], expected: int) -> list[bool]:
    """For each token, whether a run starting there is shorter than the `expected` columns while a run that
    fills them starts later on the line: the figure is a text cell's, no count."""
    inside = [False] * len(found)
    full_later = False
    for at in range(len(found) - 1, -1, -1):
        inside[at] = found[at] < expected and full_later
        full_later = full_later or found[at] >= expected
    return inside
