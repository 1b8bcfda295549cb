"""A table copied from a web page can arrive as one long line: the heading, the header and every row run
together ("... quadro abaixo: CARGO CÓDIGO TOTAL ... Assistente 201 14 13 01 Operador 202 03 03 00 2. DAS
..."). The single pass reads a table one row a line, so this stage re-lays such a line into the lines a
printed page would have had, before the pass: a break after a token ending in ":" (what introduces a
quadro), before a section number ("2.", "1.2."), and after each run of two or more cells (a row ends with
its counts). Every piece keeps the source line's number, so what the user is shown points at that line.

Only a line longer than any printed line (`LONG`) is re-laid, and only when a table header (two count
columns at least) runs into a row in it: prose, however long, is never touched. One pass over
the tokens, each matched by a bounded pattern: linear in the line's size.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import COUNT_TOKENS, MAX_HEADER, header_tokens

#: A printed A4 line, landscape and in small type, holds about 250 characters; a longer one is web copy.
LONG = 300

_CELL = re.compile(r"\d{1,5}|\d{1,3}(?:\.\d{3}){1,3}|[-–—]")
#: Two cells side by side, each a whole token (tokens are cut at single spaces): a line without them has no
#: row to re-lay (`_is_row` needs its last two tokens to be cells), and is left as it is without being cut.
_TWO_CELLS = re.compile(rf"(?<![^ ])(?:{_CELL.pattern}) (?:{_CELL.pattern})(?![^ ])")
_SECTION = re.compile(r"\d{1,2}(?:\.\d{1,2}){0,3}\.")


def _pieces(text: str) -> list[str]:
    """The line cut where a printed page would have broken it."""
    tokens = text.split(" ")
    pieces: list[str] = []
    current: list[str] = []
    run = 0  # cells just before the current token
    for token in tokens:
        cell = bool(_CELL.fullmatch(token))
        if current and (_SECTION.fullmatch(token) or (not cell and run >= 2)):
            pieces.append(" ".join(current))
            current = []
        current.append(token)
        run = run + 1 if cell else 0
        if token.endswith(":"):
            pieces.append(" ".join(current))
            current, run = [], 0
    if current:
        pieces.append(" ".join(current))
    return pieces


def _is_row(piece: str) -> bool:
    """A piece that ends in two or more cells after some text: a row of the re-laid table."""
    tokens = piece.split(" ")
    return len(tokens) > 2 and all(_CELL.fullmatch(t) for t in tokens[-2:]) and not _CELL.fullmatch(tokens[0])


def _header_end(piece: str) -> int:
    """Where the header ends in the first row's piece (the header runs into the first row's name): the
    shortest start that names as many columns as the longest, if two of them are counts; else 0."""
    best, best_kinds, prefix = 0, 0, ""
    for token in piece.split(" "):
        prefix = f"{prefix} {token}" if prefix else token
        if len(prefix) > MAX_HEADER:  # no header is longer: the search stays bounded
            break
        kinds = header_tokens(fold(prefix))
        if kinds is not None and len(kinds) > best_kinds and sum(k in COUNT_TOKENS for k in kinds) >= 2:
            best, best_kinds = len(prefix), len(kinds)
    return best if best < len(piece) else 0


def _split_headers(pieces: list[str]) -> list[str]:
    """The pieces, each table's header cut from its first row."""
    out: list[str] = []
    for piece in pieces:
        end = _header_end(piece) if _is_row(piece) and not (out and _is_row(out[-1])) else 0
        out.extend([piece[:end], piece[end + 1 :]] if end else [piece])
    return out


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every one-line table re-laid in place (same list, same attributes)."""
    if not any(len(line.text) > LONG for line in lines):
        return lines
    relaid: list[Line] = []
    for line in lines:
        long = len(line.text) > LONG and "vaga" in line.folded and _TWO_CELLS.search(line.text)
        pieces = _pieces(line.text) if long else []
        laid = _split_headers(pieces)
        if len(laid) == len(pieces):  # no header ran into a row: not a table
            relaid.append(line)
            continue
        relaid.extend(laid_line(line.number, piece) for piece in laid if piece)
    lines[:] = relaid
    return lines
