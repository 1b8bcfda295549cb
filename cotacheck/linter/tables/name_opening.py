"""A row's name that starts lines above its counts, found by the words every row's name opens with.

A copy that prints each cell on lines of its own (Adobe Reader's, a Cesgranrio quadro: "Emprego/Ênfase",
"Polo de Trabalho", the counts) wraps a long name over two lines or three and puts the next cell, the
place, on the counts' line: "Profissional de Nível Superior Júnior – Ênfase 11: Análise de Sistemas" /
"(Infraestrutura)" / "Rio de Janeiro/RJ  2 - - 2 25". Nothing marks the first line as unfinished, so the
row was named by its place alone ("Rio de Janeiro/RJ", a phantom) and the name's lines were left over as
a possible tail of the row above. When the table's first row opens with three words or more and a line
above a row's name (among its pending lines, none taken by the row above) opens with the same three
words, the name starts there: that line and those below it are the row's. Such a line is a row's
name however many words it has (a line of 12 words or more, with no count, was prose that ended the
table, and the rows below it were lost), unless it ends a sentence.
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line

#: How many words the rows' names must share at their start.
_WORDS = 3


def opening(line: Line) -> str | None:
    """The first words of a row's first name line, when it has more than them."""
    words = line.folded.split(None, _WORDS)
    return " ".join(words[:_WORDS]) if len(words) > _WORDS else None


def widened(pending: list[Line], name_lines: list[Line], shared: str | None) -> list[Line]:
    """`name_lines` (the last of `pending`) widened up to the nearest pending line that opens with
    `shared`, when the first of them does not."""
    if not shared or not name_lines or name_lines[0].folded.startswith(shared):
        return name_lines
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), None)
    for n in range(first - 1 if first else -1, -1, -1):
        if pending[n].folded.startswith(shared):
            return pending[n:first] + name_lines
    return name_lines


def opens_row(shared: str | None, line: Line) -> bool:
    """`line` opens as the table's rows' names do, and is no sentence (a long name's first line)."""
    return bool(shared) and line.folded.startswith(shared) and not line.text.rstrip().endswith(".")
