"""Two quadros printed side by side on the same lines, laid out by spaces, read one after the other.

A PDF sets two small quadros beside each other ("QUADRO 1 – NÍVEL MÉDIO" on the left, "QUADRO 2 – NÍVEL
SUPERIOR" on the right), each with its name column and its counts: a layout-preserving extraction prints
each line with a left row and a right row ("Administrativo  6  1  2  9   Enfermeiro Obstetra  1  -  -  1"),
the names wrapped differently on each side. Read a line at a time, the right table's name became the end
of the left row's (and its counts the left row's), and the left table was lost.

A header line whose runs of words (parted by two spaces or more) name a name column and two count roles or
more, then, after a gap of `_GAP` spaces or more, a name column and two count roles or more again, cuts
the page at the second name's start. Every line of the block (from the titles right above the header down
to a blank line) must leave that place blank (no run of words across it), else nothing is cut. The block
is re-laid as the left table's lines, then the right table's, each half with the number of the line it
stands on (both tables' rows keep their lines), so the pass reads two flat tables, each under its own
header and confirmed only by its own arithmetic.
"""

from __future__ import annotations

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line, normalise
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens
from cotacheck.linter.tables.layout_header import segments

#: Spaces at least between the left table's last label and the right table's name label.
_GAP = 4
#: Lines a block holds at most (a quadro of some forty rows with its titles and header).
_MAX_BLOCK = 80


def _half(kinds: list[list[str]]) -> bool:
    """A name label, and two count roles or more after it."""
    if not kinds or "name" not in kinds[0]:
        return False
    return sum(1 for ks in kinds for k in ks if k in COUNT_TOKENS) >= 2


def cut(raw: str) -> int | None:
    """Where a header line of two tables side by side parts them (the right table's name label), or None."""
    found = segments(normalise(raw))
    if len(found) < 6:
        return None
    kinds = []
    for _, _, text in found:  # a row's name or a prose run turns the line down at once
        read = header_tokens(fold(text))
        if read is None:
            return None
        kinds.append(read)
    for j in range(2, len(found) - 2):
        if kinds[j] == ["name"] and found[j][0] - found[j - 1][1] >= _GAP and _half(kinds[:j]) and _half(kinds[j:]):
            left = [k for ks in kinds[:j] for k in ks]
            if left.count("name") == 1:
                return found[j][0]
    return None


def _clear(raw: str, x: int) -> bool:
    """No run of words of the line stands across `x`."""
    return not any(x0 < x < x1 for x0, x1, _ in segments(normalise(raw)))


def _block(raw: list[str], at: int, x: int) -> tuple[int, int] | None:
    """(first, last) index of the lines around the header at `at` that the cut at `x` parts."""
    first = at
    while first > 0 and raw[first - 1].strip() and _clear(raw[first - 1], x) and at - first < 2:
        first -= 1  # the tables' titles, side by side over their headers
    last = at
    while last + 1 < len(raw) and raw[last + 1].strip() and last - at < _MAX_BLOCK:
        if not _clear(raw[last + 1], x):
            return None
        last += 1
    return (first, last) if last > at else None


def _laid(number: int, text: str) -> Line | None:
    words = " ".join(normalise(text).split())
    return laid_line(number, words) if words else None


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every pair of tables side by side re-laid one after the other (same list)."""
    if "   " not in text:
        return lines
    raw = raw_lines(text)
    blocks: list[tuple[int, int, int]] = []
    for at, line in enumerate(raw):
        if (blocks and at <= blocks[-1][1]) or line.count("  ") < 5 or len(line) > 400:
            continue
        x = cut(line)
        if x is None:
            continue
        found = _block(raw, at, x)
        if found is not None:
            blocks.append((*found, x))
    if not blocks:
        return lines
    by_block = {}
    for first, last, x in blocks:
        halves = [_laid(k + 1, raw[k][:x]) for k in range(first, last + 1)]
        halves += [_laid(k + 1, raw[k][x:]) for k in range(first, last + 1)]
        by_block[first + 1] = (last + 1, [h for h in halves if h is not None])
    out: list[Line] = []
    skip_to = 0
    for line in lines:
        if line.number <= skip_to:
            continue
        if line.number in by_block:
            skip_to, laid = by_block[line.number]
            out += laid
            continue
        out.append(line)
    lines[:] = out
    return lines
