"""Whether a page's plain text kept its table's rows, though it gives a cell a line.

`pdf_layout` reads a page by position where its plain text gives many lone counts (a table's cell a
line, `lost_rows`): a table drawn column by column, or cell by cell out of order, loses its rows there.
A table an HTML engine prints (wkhtmltopdf, Qt) is drawn in the document's order, a row's cells one
after the other, each cell whole (a wrapped name or requisito on lines of its own) and the header's
labels in their columns' order; read by position, the cells centred vertically and the wrapped ones
land on lines between the rows, mixed with the names, and a header of two levels comes out in pieces.
So the plain text is kept where it proves its rows and lost none: two runs of its lone counts close at
least (the first or the last count is the sum of the others: a row given a cell a line), as many as the
rows the reading by position proves, and each of those comes in the plain text as lone counts on
consecutive lines, in the same order (a table drawn a column at a time gives its columns there, not
its rows).
"""

from __future__ import annotations

import re

#: A cell that is a count: digits (thousands with dots), or a dash for none; a lone line in the plain text.
_COUNT = re.compile(r"\.?(?:\d{1,3}(?:\.\d{3}){1,3}|\d{1,6}|-|–|—)")
#: A row's run of counts longer than this is no row (no proof sought in it: the windows are quadratic).
_MAX_RUN = 24
#: Rows the plain text must prove (and the reading by position prove no more) before the plain text is kept.
_MIN_ROWS = 2
#: Counts of a run of the plain text left out of the row that closes in it, at most.
_LEFT_OUT = 2


def _value(word: str) -> int:
    digits = word.replace(".", "")
    return int(digits) if digits.isdigit() else 0


def _closing(run: list[str]) -> tuple[str, ...] | None:
    """The longest window of a line's counts (three or more) whose first or last is the sum of the
    others, not all nothing (the first such window of that length), less the dashes and zeros at its
    ends while three counts are left."""
    sums = [0]
    for word in run:
        sums.append(sums[-1] + _value(word))
    for size in range(len(run), 2, -1):
        for start in range(len(run) - size + 1):
            end = start + size
            total = sums[end] - sums[start]
            if total and (2 * (sums[start + 1] - sums[start]) == total or 2 * (sums[end] - sums[end - 1]) == total):
                while end - start > 3 and not _value(run[start]):
                    start += 1  # a dash or zero at an end proves nothing (a cell of another column, at times)
                while end - start > 3 and not _value(run[end - 1]):
                    end -= 1
                return tuple(run[start:end])
    return None


def proven_rows(positioned: str) -> list[tuple[str, ...]]:
    """The rows of the text by position whose counts close, in order: each line's runs of count words."""
    rows = []
    for line in positioned.split("\n"):
        run: list[str] = []
        for word in [*line.split(), ""]:
            if word and _COUNT.fullmatch(word):
                run.append(word)
                continue
            if 3 <= len(run) <= _MAX_RUN and (row := _closing(run)):
                rows.append(row)
            run = []
    return rows


def _lone_counts(plain: str) -> list[str | None]:
    """The plain text's lone counts, one a line, a None where a line of other text parts two runs."""
    found: list[str | None] = []
    for line in plain.split("\n"):
        word = line.strip()
        if _COUNT.fullmatch(word):
            found.append(word)
        elif found and found[-1] is not None:
            found.append(None)
    return found


def _runs_proven(counts: list[str | None]) -> int:
    """How many runs of lone counts of the plain text close, the run whole or less two counts at most (a row
    given a cell a line, a code or another column's count beside it at times; not a column's cells, a few
    of which may close by chance)."""
    proven, run = 0, []
    for word in [*counts, None]:
        if word is not None:
            run.append(word)
            continue
        if 3 <= len(run) <= _MAX_RUN and (row := _closing(run)):
            proven += len(run) - len(row) <= _LEFT_OUT
        run = []
    return proven


def kept_rows(plain: str, positioned: str) -> bool:
    """Whether the plain text proves two rows at least, as many as the text by position does, and gives every
    row the text by position proves as lone counts on consecutive lines, in the same order."""
    rows = proven_rows(positioned)
    counts = _lone_counts(plain)
    if _runs_proven(counts) < max(_MIN_ROWS, len(rows)):
        return False
    at = 0
    for row in rows:
        size = len(row)
        while at + size <= len(counts) and tuple(counts[at : at + size]) != row:
            at += 1
        if at + size > len(counts):
            return False
        at += size
    return True
