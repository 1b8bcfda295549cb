"""The labels printed above a table's count header, repeated with it after a page break (FCC's quadro as
pypdf gives it: "Cargo/Área/Localidade" / "Código" / "de" / "Opção" a word or two a line, over "Total" /
"de" / "Vagas" …): the name's and the code's labels name no count, so the header is read from the first
count label and they stay above it as plain lines. After the break they came back between the last row and
the repeated header, lines the page's furniture does not account for, and the table was not continued: a
new one opened under the repeated labels, without the cargo heading in force (its rows lost their cargo).
Lines right above the repeated header that repeat, in order, the lines right above the table's own header
are its labels, as the header's own words are. A cargo's heading printed at the page's foot, its rows on
the next page under the repeated header, is no line the break leaves unaccounted for either: it names the
rows below it, and the table goes on under it."""

from __future__ import annotations

from cotacheck.linter.read.line_index import LineIndex
from cotacheck.linter.read.text import Line

#: The most label lines above a header looked at: a word a line, a label of a few words, a few labels.
_REACH = 12


def drop(lines: list[Line], index: LineIndex, header_line: int, between: list[Line]) -> None:
    """Take off the end of `between` (the lines between a table's last row and its repeated header) the
    lines that repeat, in order, those right above the table's header at `header_line`."""
    k = index.get(header_line)
    if k is None:
        return
    stop = max(0, k - _REACH)
    k -= 1
    while between and k >= stop and between[-1].number > lines[k].number and between[-1].folded == lines[k].folded:
        between.pop()
        k -= 1


def past_heading(extractor, between: list[Line], breaks: set[int]) -> list[Line]:
    """`between` without the cargo's or slice's heading the table took last when printed at the page's foot,
    above the break (`breaks`, the break's line numbers): a heading below the break opens the next group
    (a quadro's next cargo, its header printed again under it), and the table does not go on past it."""
    taken = {context[1] for context in (extractor.cargo_context, extractor.slice_context) if context}
    if not taken or not breaks:
        return between
    last_break = max(breaks)
    return [line for line in between if line.number not in taken or line.number > last_break]
