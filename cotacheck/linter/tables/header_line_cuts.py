"""A header's count labels cut across lines by their narrow cells: "PP" over "P", "Pc" over "D".

LibreOffice Writer breaks a label too wide for its cell inside the word, no hyphen printed ("PPP" as "PP" /
"P", "PQ" as "P" / "Q", "PcD" as "Pc" / "D": a federal quadro under Lei 15.142, its five count columns
narrow beside a requisitos column; t05 of the seventeenth set, UFRN's TAE edital). Its PDF read two ways:

1. **As a stream** (pypdf): each cell's lines in turn, a cell's first line on the line of the cell before it,
   its next lines each on a line of their own: "Nível Cargo Requisitos … AC PP" / "P" / "PI P" / "Q" / "Pc" /
   "D" / "Total". Read a line at a time, no line was a header and nothing was read. Here (`_stream`) the
   lines under a header's line (at most `_MAX_CHARS` characters, no digit, a label of the vocabulary on it) are
   taken while they are short lines of letters only (at most `_PIECE_WORDS` words, each a count label or of at
   most five letters); a line's first word is joined to the word before it where it is no label alone and the two
   make one count label ("PP" + "P" → "PPP"). The run is joined onto the header's line only as far as every
   word under it is then a count label, and only where a cut was joined.
2. **As laid out** (Ghostscript's `txtwrite`, `pdftotext -layout`): the pieces on the line under the
   header, each under the word it ends: "AC     PP     PI    P     Pc    Total" / "P           Q     D".
   Here (`_laid`) every word of the lower line, in the raw text's columns, overlaps exactly one word of
   the header's line above, is no label alone, and joined to it makes one count label: the header's words
   are joined and the lower line is dropped. Otherwise both lines stay.

Either way the header then names its columns and the rows are read by the stages of their class, which
prove or doubt them as ever (a requisitos column's rows stay uncertain). Trigger: a line of short words of
letters only, found by one search of the text (its lines then by a set lookup a line); linear, each run
bounded by `_RUN` lines.
"""

from __future__ import annotations

import re
from itertools import compress, count

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import header_tokens

#: A header's line (longer lines are a paragraph's), the piece lines looked at under it.
_MAX_CHARS = 160
_RUN = 12
#: A piece: a word's letters a narrow cell put on a line of its own; a piece line's words.
_PIECE = 3
_PIECE_WORDS = 4
_PIECE_LINE = re.compile(r"^[ \t]*[A-Za-z]{1,3}(?:[ \t]+[A-Za-z]{1,5}){0,11}[ \t]*$", re.M)
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"\S+")
#: The count roles a joined word may name.
_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total", "crg"))


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each header's labels cut across lines by their narrow cells joined."""
    pieces = _pieces(text)
    if not pieces:
        return lines
    texts = [line.text for line in lines]
    at = [i for i in compress(count(), map(pieces.__contains__, texts)) if i]
    if not at:
        return lines
    raw = raw_lines(text)
    joined: dict[int, str] = {}
    dropped: set[int] = set()
    for i in at:
        if i in dropped or i - 1 in dropped:
            continue
        if _laid_out(raw, lines[i]):
            mended = _laid(raw, lines[i - 1], lines[i])
            if mended is not None:
                joined[i - 1] = mended
                dropped.add(i)
            continue
        head = _header_above(lines, i, dropped)
        if head is None or head in joined:
            continue
        run = _stream(texts, head)
        if run is not None:
            joined[head], taken = run
            dropped.update(range(head + 1, head + 1 + taken))
    if not joined:
        return lines
    lines[:] = [
        laid_line(line.number, joined[k]) if k in joined else line for k, line in enumerate(lines) if k not in dropped
    ]
    return lines


def _pieces(text: str) -> set[str]:
    """The trigger: the texts of the lines that may hold a label's pieces, found by one search of the text."""
    pieces = {" ".join(m.group().split()) for m in _PIECE_LINE.finditer(text)}
    pieces.discard("")
    return pieces


def _role(word: str) -> str | None:
    kinds = header_tokens(fold(word))
    return kinds[0] if kinds and len(kinds) == 1 and kinds[0] in _ROLES else None


def _headerish(line: Line) -> bool:
    """A header's line: short, no digit, a label of the table vocabulary among its words ("Cargo", "AC")."""
    text = line.text
    return (
        0 < len(text) <= _MAX_CHARS
        and _DIGIT.search(text) is None
        and any(header_tokens(fold(word)) for word in text.split())
    )


def cut(upper: str, piece: str) -> bool:
    """Whether `piece`, no label alone, ends the word `upper` as one count label."""
    return piece.isalpha() and upper.isalpha() and not header_tokens(fold(piece)) and _role(upper + piece) is not None


def _laid_out(raw: list[str], line: Line) -> bool:
    """Whether the line is printed in columns (indented far, or its words apart by runs of spaces)."""
    printed = raw[line.number - 1] if 0 < line.number <= len(raw) else ""
    return len(printed) - len(printed.lstrip()) >= 8 or "   " in printed.strip()


def _laid(raw: list[str], upper: Line, lower: Line) -> str | None:
    """The header line `upper` with each piece of the line `lower` under it joined to the word it stands
    under (the raw text's columns), or None when a piece stands under no word, or two, or makes no label."""
    if upper.number != lower.number - 1 or not _headerish(upper) or upper.number < 1:
        return None
    above = list(_WORD.finditer(raw[upper.number - 1]))
    words = upper.text.split()
    if len(above) != len(words):
        return None
    for piece in _WORD.finditer(raw[lower.number - 1]):
        under = [k for k, m in enumerate(above) if m.start() <= piece.end() and piece.start() <= m.end()]
        if len(under) != 1 or words[under[0]] != above[under[0]].group() or not cut(words[under[0]], piece.group()):
            return None
        words[under[0]] += piece.group()
    return " ".join(words)


def _header_above(lines: list[Line], i: int, dropped: set[int]) -> int | None:
    """The header line heading the run of piece lines that holds line `i`, within `_RUN` lines above."""
    for k in range(i - 1, max(-1, i - 1 - _RUN), -1):
        if k in dropped:
            return None
        if _headerish(lines[k]) and not _is_piece_line(lines[k].text):
            return k
        if not _is_piece_line(lines[k].text):
            return None
    return None


def _is_piece_line(text: str) -> bool:
    words = text.split()
    return 0 < len(words) <= _PIECE_WORDS and all(w.isalpha() and (len(w) <= 5 or _role(w)) for w in words)


def _stream(texts: list[str], head: int) -> tuple[str, int] | None:
    """The header line `head` with the piece lines under it joined on (module docstring, 1) and how many
    lines were taken, or None when no cut was joined."""
    words = texts[head].split()
    first = len(words)  # the words from here on are the run's: each must be a count label
    best: tuple[str, int] | None = None
    cuts = 0
    for taken, k in enumerate(range(head + 1, min(len(texts), head + 1 + _RUN)), 1):
        below = texts[k].split()
        if not _is_piece_line(texts[k]):
            break
        if cut(words[-1], below[0]):
            if len(words) == first:
                first -= 1  # the header's last word, ended below, is the run's too
            words[-1] += below[0]
            below = below[1:]
            cuts += 1
        words += below
        if cuts and all(map(_role, words[first:])):
            best = (" ".join(words), taken)
    return best
