"""A row opened by its number, its text cells wrapped above its figures (a pdfLaTeX `longtable` as pypdf gives it).

LaTeX draws a row's cells one after another; pypdf starts a line each time the baseline goes back up, so a
row whose campus, unidade and área cells wrap comes out as its number and the first words of each cell, each
cell's lines in turn, then the one-line cells (classe, regime) with the figures on the row's top baseline
("02 Matemática / Álgebra e Geome-" / "tria" / "Adjunto A DE 03 01 – Doutorado"). Read a line at a time, the
row was named by its figures' line alone ("Adjunto A DE"), the área dropped; and a cell wrapped past the
figures (the titulação's "Graduação +" / "Residência") began the next row's name. Where the header names no
code column, the numbers still show where rows begin when they run in order: a pending line opening with the
number one above the row above's opens this row, and every line from it to the figures is the row's text. The
cells' bounds are lost with the line breaks, so the name holds the row's text cells and the table is in doubt.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold

#: A row's number opening its first line, then a cell's first word ("02 Matemática", "10 Crato").
_NUMBER = re.compile(r"^(\d{2,3})\s+[A-ZÀ-Ú]")
_LOOK_BACK = 30
#: A word cut by a hyphen at the line's end ("Geome-", "In-"), not a dash between words.
_BROKEN = re.compile(r"[a-zà-úA-ZÀ-Ú]-$")  # lines above a row's first line searched for the row above's number


def widened(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` from the pending line that opens with the next number in order down to the figures, under
    a header with no code column (`code_line.widened` reads those); else as given."""
    if table.leading_ignored or not name_lines or table.inner_text or table.cells_apart:
        return name_lines
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), 0)
    last = first + len(name_lines)
    start = next((n for n in range(last - 1, -1, -1) if _NUMBER.match(pending[n].text)), None)
    if start is None or not _in_order(extractor, table, pending[start]):
        return name_lines
    if start == first:
        return _unhyphenated(name_lines)  # the name's lines already run from the number
    line = pending[start]
    text = line.text.strip()
    extractor.table_doubts.setdefault(
        table.id,
        f"a linha {line.number} (“{text if len(text) <= 40 else text[:39].rstrip() + '…'}”) abre a linha da "
        f"tabela com o seu número, e as células de texto seguem juntas até as vagas da linha "
        f"{name_lines[-1].number}: o nome leva as células de texto da linha; confira os nomes",
    )
    return _unhyphenated(pending[start:last])


def _unhyphenated(lines: list[Line]) -> list[Line]:
    """The lines with a word LaTeX hyphenated at a line's end made whole ("Geome-" / "tria Adjunto" →
    "Geometria" / "Adjunto"): the piece after the break opens in lower case."""
    out = list(lines)
    for n in range(len(out) - 1):
        head, tail = out[n].text.rstrip(), out[n + 1].text.lstrip()
        if _BROKEN.search(head) and tail[:1].islower():
            piece, _, rest = tail.partition(" ")
            out[n] = Line(out[n].number, head[:-1] + piece, fold(head[:-1] + piece))
            out[n + 1] = Line(out[n + 1].number, rest, fold(rest))
    return [line for line in out if line.text]


def opens_row(extractor, table, line: Line) -> bool:
    """`line` opens the table's next row by its number in order, its text cells' first words after it: a row,
    however many words its cells put on the line, never a sentence that ends the table."""
    return not table.leading_ignored and _NUMBER.match(line.text) is not None and _in_order(extractor, table, line)


def _in_order(extractor, table, line: Line) -> bool:
    """The row above opened with the number one below `line`'s, a few lines up (its text cells between); or
    `line` opens the table's first row with number 1."""
    number = int(_NUMBER.match(line.text).group(1))
    at = extractor._index.get(line.number)
    if number == 1:
        return not any(p.table == table.id for p in extractor.positions[-_LOOK_BACK:])
    if at is None or number < 2:
        return False
    for above in reversed(extractor.lines[max(0, at - _LOOK_BACK) : at]):
        found = _NUMBER.match(above.text)
        if found:
            return int(found.group(1)) == number - 1
    return False
