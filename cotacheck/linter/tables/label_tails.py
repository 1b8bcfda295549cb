"""A header line that reads alone, over a line holding only the ends of its count labels.

A PDF's header cell wrapped over two lines, each cell's first word on the top line, the rest under it
("Cargo / Especialidade Vagas Ampla PcD Negros Remuneração" / "Totais Concorrência (10%) (20%) (R$)",
FGV's quadro as pdfplumber prints it): the top line reads as a header of its own ("Vagas" the total,
"Ampla" the open list), so `header_pair` leaves it, and the lower line, no label of the vocabulary alone,
became the first row's name ("Totais Concorrência (10%) (30%) (R$) Analista Ministerial"). The lower line
is taken as the labels' tails when it holds no digit outside notes ("(10%)", "(R$)"), names no count role
of its own, and `header_pair` pairs its words with the top line's cells in one way only, every word
going on a count label that still reads as one role ("Vagas Totais", "Ampla Concorrência"), none on the
name or a text column. The joined header is confirmed only as `header_pair` confirms one: by the rows'
arithmetic below it. Cheap for other lines: only a header line's next line, short and digit-free, is weighed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import header_pair
from cotacheck.linter.tables.header import _NOTES, COUNT_TOKENS, header_tokens, labels

#: The most a line of label tails holds (a cell's tail is a word or two: "Concorrência", "Totais").
_MAX_CHARS = 120
_MAX_WORDS = 8


def _words(text: str) -> list[str]:
    """The lower line's words outside its notes ("(10%)", "(R$)", "(AC+PcD+N)") and marks."""
    folded = _NOTES.sub(" ", header_pair._MARK.sub(" ", fold(text)))
    return [w for w in folded.split() if not (w.startswith("(") and w.endswith(")"))]


def _name_dash_dropped(row: list, counts: int) -> list:
    """A row's count cells without a dash that ends its name ("Auditor de Controle Externo – 12 8 1 3"),
    read as a zero cell when the row has one cell more than the count columns."""
    return row[1:] if len(row) == counts + 1 and row[0][0] == "zero" else row


#: A pay column's label alone under the header's line ("Vencimento (R$)", Fundatec): the column after the counts.
_PAY = re.compile(r"(?:remuneracao|vencimentos?|salarios?|subsidio)(?: (?:inicial|basico|base))?")
_MONEY_END = re.compile(r"\d,\d\d\s*$")


def _money_last(lines: list[Line], start: int) -> bool:
    """The first row under the header ends in a sum of money ("… 14 1 3 18 7.412,48")."""
    block = _rows_block(lines, start)
    return bool(block) and _MONEY_END.search(block[0].text) is not None


_DIGIT = re.compile(r"\d")
_RULE = re.compile(r"[-–—=_─ ]{3,}")


def _rows_block(lines: list[Line], start: int) -> list[Line]:
    """The lines of the rows under the header: past a rule or blank line right under it, up to the next
    one (the next table's title is no row: "QUADRO 2 – EMPREGOS" read as "2 –")."""
    block: list[Line] = []
    for line in lines[start : start + header_pair._ROWS + 1]:
        if not line.text.strip() or _RULE.fullmatch(line.text.strip()):
            if block:
                break
            continue
        block.append(line)
    return block


def join(
    lines: list[Line], i: int, kinds_of: Callable[[Line], list[str] | None], unproven: set[int]
) -> tuple[Line, list[str], int] | None:
    """The header line `lines[i]` joined with the tails of its labels on the next line (module docstring):
    the joined line, its labels, 2; None when the next line is no such line."""
    if i + 1 >= len(lines):
        return None
    top, bottom = lines[i], lines[i + 1]
    folded = bottom.folded
    if not folded or len(folded) > _MAX_CHARS or (_DIGIT.search(folded) and "(" not in folded):
        return None  # a digit with no note to hold it: a row or a sentence, told before the rest is tried
    kinds = kinds_of(top)
    if not kinds or sum(k in COUNT_TOKENS for k in kinds) < 2:
        return None
    words = _words(bottom.text)
    if _DIGIT.search(" ".join(words)):
        return None
    if _PAY.fullmatch(" ".join(words)) and kinds[-1] in COUNT_TOKENS and _money_last(lines, i + 2):
        text = f"{top.text} {bottom.text.strip()}"  # "… C.R. Total" / "Vencimento (R$)": the pay's label, last
        return Line(top.number, text, fold(text)), [*kinds, "ignore"], 2
    if not words or len(words) > _MAX_WORDS or any(k in COUNT_TOKENS for k, _, _ in labels(bottom.folded)):
        return None  # labels of its own: `header_pair`'s or `stacked_header`'s, or no header's line at all
    found = header_pair.readings(top.text, bottom.text)
    if len(found) != 1:
        return None
    ((columns, (_, cells)),) = found.items()
    tops = header_pair._top_cells(top.text)
    if len(cells) != len(tops) or header_tokens(fold(" ".join(cells))) is None:
        return None  # the joined labels must read as a header, their notes ("Negros (10%) (25%)") aside
    for column, upper, cell in zip(columns, tops, cells):
        if _words(cell[len(upper) :]) and "/" not in column:
            return None  # a tail on the name or a text column: a row's words, not the header's
    counts = sum("/" in column for column in columns)
    rows = [_name_dash_dropped(row, counts) for row in header_pair._rows_below(_rows_block(lines, i + 2), 0)]
    chosen, proven = header_pair._chosen(found, rows)
    if chosen is None or not proven:
        unproven.add(top.number)  # one pairing, which the rows do not prove: the table is not confirmed
    line, kinds, n = header_pair._joined(top, columns, found, 2)
    return line, _one_name(columns, found[columns][1], kinds), n


def _one_name(columns: tuple[str, ...], cells: list[str], kinds: list[str]) -> list[str]:
    """The labels with the name cell one column, however many name words it holds ("Cargo / Especialidade"
    is one cell of the top line, as its rows' names are one cell)."""
    out: list[str] = []
    for column, cell in zip(columns, cells):
        own = header_pair._kinds((column,), [cell])
        out += ["name"] if column == "name" and set(own) == {"name"} else own
    return out if len(out) <= len(kinds) else kinds
