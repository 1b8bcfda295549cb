"""A table copied from a web page can arrive as one long line: the heading, the header and every row run
together ("... quadro abaixo: CARGO CÓDIGO TOTAL ... Assistente 201 14 13 01 Operador 202 03 03 00 2. DAS
..."). The single pass reads a table one row a line, so this stage re-lays such a line into the lines a
printed page would have had, before the pass: a break after a token ending in ":" (what introduces a
quadro), before a section number ("2.", "1.2."), and after each run of two or more cells (a row ends with
its counts). Every piece keeps the source line's number, so what the user is shown points at that line.

A row's pay and hours after its counts ("… 20 15 1 4 1.854,21 40h") stay in its piece, never the start of
the next row's name; a count with a footnote mark ("1*") is a cell. Where the header opens with a code
column and the first row with a code (a phone viewer's reflow: "CÓD. CARGO VAGAS AC PcD NEG VENCIMENTO (R$)
CH SEMANAL 101 Agente Administrativo 20 15 1 4 1.854,21 40h 102 …"), a row runs from its code to the next
code followed by a word, whatever text cells follow its counts, and the header to the first code; a word
hyphenated across the viewer's line ("Tra- balho") is joined back.

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
#: A count with a footnote mark: a cell of the run.
_MARKED = re.compile(r"\d{1,5}[*¹²³]{1,3}")
#: A row's text cells after its counts that are no name's start: pay and weekly hours.
_TRAIL = re.compile(r"(?:R\$)?\d{1,3}(?:\.\d{3})*,\d{2}|R\$|\d{1,2}(?:h|hs|horas)|\d{1,2}x\d{2}")
#: A word cut by the viewer's line end ("Tra-" before "balho"): letters, lower case last, then a hyphen.
_CUT = re.compile(r"[^\W\d_]*[a-zà-ú]-")
#: At most so many text tokens after a coded row's counts before the row is closed anyway (prose after it).
_MAX_TRAIL = 12


def _tokens(text: str) -> list[str]:
    """The line's tokens, a word hyphenated across a line end ("Tra- balho") joined back."""
    tokens: list[str] = []
    for token in text.split(" "):
        if tokens and token[:1].islower() and _CUT.fullmatch(tokens[-1]):
            tokens[-1] = tokens[-1][:-1] + token
        else:
            tokens.append(token)
    return tokens


def _is_cell(token: str) -> bool:
    return bool(_CELL.fullmatch(token) or _MARKED.fullmatch(token))


def _pieces(text: str, first_code: str = "", width: int = 2) -> list[str]:
    """The line cut where a printed page would have broken it; with `first_code` (the first row's), each
    row opens with its code: codes as long as it, each above the one before, followed by a word, once the
    row before has had its `width` counts side by side."""
    tokens = _tokens(text)
    pieces: list[str] = []
    current: list[str] = []
    run = 0  # cells just before the current token
    counted = trailing = False  # the current piece has had its counts; pay and hours after them
    code, after = first_code, 0  # the last row's code; text tokens after its counts
    for at, token in enumerate(tokens):
        cell = _is_cell(token)
        if first_code:
            starts = cell and len(token) == len(code) and token.isdigit() and int(token) > int(code)
            starts = starts and tokens[at + 1][:1].isalpha() if at + 1 < len(tokens) else False
            cut = counted and (starts or fold(token) == "total" or after >= _MAX_TRAIL)
            code = token if starts and cut else code
        elif trailing:
            cut = not _TRAIL.fullmatch(token)
        else:
            trailing = run >= 2 and not cell and bool(_TRAIL.fullmatch(token))
            cut = run >= 2 and not cell and not trailing
        if current and (_SECTION.fullmatch(token) or cut):
            pieces.append(" ".join(current))
            current, counted, trailing, after = [], False, False, 0
        current.append(token)
        run = run + 1 if cell else 0
        after += counted and not cell
        counted = counted or run >= (width if first_code else 2)
        if token.endswith(":"):
            pieces.append(" ".join(current))
            current, run, counted, trailing, after = [], 0, False, False, 0
    if current:
        pieces.append(" ".join(current))
    return pieces


def _is_row(piece: str, coded: bool = False) -> bool:
    """A piece that ends in two or more cells after some text, its pay and hours at times (`coded`: that
    holds two cells side by side after some text, any text cells after them): a row of the re-laid table."""
    tokens = piece.split(" ")
    if coded:
        return len(tokens) > 2 and any(_is_cell(a) and _is_cell(b) for a, b in zip(tokens[1:], tokens[2:]))
    while len(tokens) > 2 and _TRAIL.fullmatch(tokens[-1]):  # its pay and hours after the counts
        tokens.pop()
    return len(tokens) > 2 and all(_is_cell(t) for t in tokens[-2:]) and not _CELL.fullmatch(tokens[0])


#: A word of a vacancy table's header or of its lead-in: a long line without one is prose, never cut.
_ABOUT_VACANCIES = re.compile(r"vaga|pcd|negro|deficien|ampla")

#: A code column's label opening a header ("CÓD.", "Código", "Cod"): its rows open with their codes.
_CODE_LABEL = re.compile(r"cod(?:\.|igo)?")


def _header_end(piece: str) -> tuple[int, str]:
    """Where the header ends in the first row's piece (the header runs into the first row's name): the
    shortest start that names as many columns as the longest, if two of them are counts; else 0. Under a
    code label, the header runs on over words to the first row's code, returned with it ("" if none)."""
    best, best_kinds, prefix = 0, 0, ""
    tokens = piece.split(" ")
    for token in tokens:
        prefix = f"{prefix} {token}" if prefix else token
        if len(prefix) > MAX_HEADER:  # no header is longer: the search stays bounded
            break
        kinds = header_tokens(fold(prefix))
        if kinds is not None and len(kinds) > best_kinds and sum(k in COUNT_TOKENS for k in kinds) >= 2:
            best, best_kinds = len(prefix), len(kinds)
    if not best or best >= len(piece):
        return 0, ""
    while piece.startswith("(", best + 1) and (close := piece.find(") ", best)) > 0:  # a note: "(R$)", "(%)"
        best = close + 1
    if _CODE_LABEL.fullmatch(fold(tokens[0])):
        rest = piece[best + 1 :].split(" ")
        for at, token in enumerate(rest[:4]):
            if token.isdigit() and at + 1 < len(rest) and rest[at + 1][:1].isalpha():
                return best + sum(len(t) + 1 for t in rest[:at]), token
            if _is_cell(token):
                break
    return best, ""


def _width(row: str) -> int:
    """How many cells side by side end a row (its pay and hours apart)."""
    tokens = row.split(" ")
    while tokens and _TRAIL.fullmatch(tokens[-1]):
        tokens.pop()
    width = 0
    while width < len(tokens) and _is_cell(tokens[-1 - width]):
        width += 1
    return width


def _split_headers(pieces: list[str], coded: bool = False) -> tuple[list[str], str, int]:
    """The pieces, each table's header cut from its first row; where the rows open with their codes, the
    first row's code and how many counts it has."""
    out: list[str] = []
    first_code, width = "", 0
    for piece in pieces:
        row = _is_row(piece, coded) and not (out and _is_row(out[-1], coded))
        end, code = _header_end(piece) if row else (0, "")
        if code and not first_code:
            last = piece.rsplit(" ", 1)[-1]  # the next row's code, the first cut taking it for a count
            first_code = code
            width = _width(piece) - (len(last) == len(code) and last.isdigit() and int(last) > int(code))
        out.extend([piece[:end], piece[end + 1 :]] if end else [piece])
    return out, first_code, width


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every one-line table re-laid in place (same list, same attributes)."""
    if not any(len(line.text) > LONG for line in lines):
        return lines
    relaid: list[Line] = []
    for line in lines:
        long = len(line.text) > LONG and _ABOUT_VACANCIES.search(line.folded) and _TWO_CELLS.search(line.text)
        pieces = _pieces(line.text) if long else []
        laid, first_code, width = _split_headers(pieces)
        if first_code and width >= 2:  # rows that open with their codes: cut at the codes, whatever text follows
            pieces = _pieces(line.text, first_code, width)
            laid, _, _ = _split_headers(pieces, coded=True)
        if len(laid) == len(pieces):  # no header ran into a row: not a table
            relaid.append(line)
            continue
        relaid.extend(laid_line(line.number, piece) for piece in laid if piece)
    lines[:] = relaid
    return lines
