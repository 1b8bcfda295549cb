"""A name cell printed around a row's counts, its first line above them and its last line below, in a
plain extraction where the counts stand on a line of their own.

pypdf's plain text of a quadro whose name cells wrap over two lines, the other cells vertically centred,
prints each such row as three lines: the name's first line, the row's cells alone ("4 3 1 0 7.312,44"),
then the name's last line ("Analista de Defensoria – Ciências" / "4 3 1 0 7.312,44" / "Contábeis");
a row whose name fits one line keeps its cells beside it. Read line by line the last line went to the
next row's name, or nowhere, so every wrapped name was cut and the next row's began with the words of
the one above. Before the pass such a table is re-laid one line a row (the name's lines joined, its cells
after them, numbered as the counts' line), so the pass reads a flat table and confirms it only by its
arithmetic.

A wrapped name is not proven by one row: the line after a row's counts could as well start the next
row's name (a name wrapped before its counts). The whole table must tile so: right under the header
(lines naming two count labels or more) one line, then the counts alone, then one line; between two
such rows exactly two lines (the end of the one, the start of the other); a row whose name stands
beside its counts takes no line; and the last row a wrapped one whose last line stands alone before
the Total row or the next numbered item, where no row's name can start. Anything else (a name over
three lines, a note, a page break, a blank line inside) leaves the lines as they are.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line, spliced
from cotacheck.linter.tables.header import COUNT_KINDS, labels

_CELL = re.compile(r"\d{1,5}|[-–—]")
_LETTERS = re.compile(r"[^\W\d_]{2}")  # two letters in a row: a word; the cells' "R$" has one
_SECOND_COUNT = re.compile(r"\s\d")  # a count that is not the line's first: the cells alone hold two or more
_AMOUNT = re.compile(r"(?:R\$)?\d{1,3}(?:\.\d{3})*,\d{2}")
_TOTAL = re.compile(r"^total\b")
_NUMBERED_ITEM = re.compile(r"^\d{1,2}(?:\.\d{1,2})+\.?\s")  # "2.2. A remuneração …"
_GOES_ON = re.compile(r"(?:[–,/-]|\s(?:de|da|do|das|dos|e|em|para))$")
_LINE_WORDS = 10  # a name's line in a quadro: "Técnico de Nível Médio – Engenharia de Segurança do" is 9
_HEADER_LINES = 5  # a header's labels broken over its lines (pypdf: "Total de Ampla" / "Cargo Negros" / "vagas …")


def _cells(tokens: list[str]) -> tuple[int, int]:
    """(tokens at the end that are cells or amounts, how many of them are counts)."""
    taken = counts = 0
    for token in reversed(tokens):
        if token == "R$" or _AMOUNT.fullmatch(token):
            taken += 1
        elif _CELL.fullmatch(token):
            taken, counts = taken + 1, counts + (token[0].isdigit())
        else:
            break
    return taken, counts


def _kind(line: Line) -> str:
    """C: the row's cells alone; N: a name and its cells; E: the table's end (a Total row, a numbered
    item); T: a short line of words that may be a name's; X: anything else."""
    text = line.text.strip()
    if not text:
        return "X"
    if _NUMBERED_ITEM.match(text):
        return "E"
    tokens = text.split()
    taken, counts = _cells(tokens)
    if counts >= 2:
        if taken == len(tokens):
            return "C"
        return "E" if _TOTAL.match(line.folded) else "N"
    dashes_only = all(token in "–—-" for token in tokens[len(tokens) - taken :])  # "Técnico de Nível Médio –"
    if not dashes_only or len(tokens) > _LINE_WORDS or not text[0].isalpha() or text[-1] in ".:;":
        return "X"
    return "T"


def _header_above(lines: list[Line], kinds: _Kinds, head: int) -> bool:
    """The lines right above the first row (`head`, its name's first line) are a header: two count labels
    or more among them before any row, and the last of them a label's piece (a label of the vocabulary,
    a word in lower case, a note such as "(R$)"), not a name's line running on into the row's."""
    above = head - 1
    if above < 0 or kinds[above] not in "TX" or _GOES_ON.search(lines[above].text):
        return False
    if lines[head].text[:1].islower():
        return False
    piece = lines[above]
    if kinds[above] == "T" and not piece.text[:1].islower() and next(labels(piece.folded), None) is None:
        return False  # "Contábeis", "Analista Judiciário": a name's line, not the header's
    found = 0
    for k in range(above, max(-1, above - _HEADER_LINES), -1):
        if kinds[k] in "CNE":
            break  # a row or a numbered item: the header is not above it
        found += sum(kind in COUNT_KINDS for kind, _, _ in labels(lines[k].folded))
    return found >= 2


class _Kinds(dict):
    """Each line's kind (`_kind`), worked out only for the lines a candidate table reaches."""

    def __init__(self, lines: list[Line]):
        super().__init__()
        self.lines = lines

    def __missing__(self, k: int) -> str:
        kind = self[k] = _kind(self.lines[k]) if 0 <= k < len(self.lines) else "X"
        return kind


def _tile(kinds: _Kinds, start: int) -> tuple[list[tuple[int, ...]], int] | None:
    """The rows from the first counts' line `start` (head, counts, tail; or a name beside its counts), and
    the index where the table ends, when the lines tile as the module says; else None."""
    rows: list[tuple[int, ...]] = []
    i = start
    while True:
        if kinds[i] == "C":
            if kinds[i + 1] != "T":
                return None
            rows.append((i - 1, i, i + 1))
            i += 2
        else:
            rows.append((i,))
            i += 1
        if kinds[i] == "E":
            return (rows, i) if len(rows[-1]) == 3 else None
        if kinds[i] == "N":
            continue
        if kinds[i] == "T" and kinds[i + 1] == "C":
            i += 1
            continue
        return None


def _joined(lines: list[Line], row: tuple[int, ...]) -> Line:
    head, counts, tail = (lines[k].text.strip() for k in row)
    tokens = counts.split()
    text = f"{head} {tail} {' '.join(tokens)}"
    return laid_line(lines[row[1]].number, text)


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each table whose names wrap around their counts' own line re-laid one line a row
    (same list)."""
    kinds = _Kinds(lines)
    changes: list[tuple[int, int, list[Line]]] = []
    # a row's cells alone open with a count or a dash, hold no word, and two counts or more (`_kind`'s "C":
    # the second after a space): the cheap tests first, once a line ("-" alone, a line of dashes, is no row)
    cells_alone = [
        i
        for i, line in enumerate(lines)
        if (line.text[:1].isdigit() or line.text[:1] in "-–—")
        and not _LETTERS.search(line.text)  # (a numbered item's words are found at once, a count after them is not)
        and _SECOND_COUNT.search(line.text)
    ]
    for i in cells_alone:
        if changes and i < changes[-1][0] + changes[-1][1]:
            continue
        if kinds[i] != "C" or kinds[i - 1] != "T":
            continue
        start = i - 1
        while kinds[start - 1] == "N":  # rows whose names fit beside their counts before the first wrapped one
            start -= 1
        if not _header_above(lines, kinds, start):
            continue
        found = _tile(kinds, start if kinds[start] == "N" else i)
        if found is None:
            continue
        rows, end = found
        laid = [_joined(lines, row) if len(row) == 3 else lines[row[0]] for row in rows]
        changes.append((start, end - start, laid))
    if not changes:
        return lines
    return spliced(lines, changes)
