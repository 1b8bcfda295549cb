"""A quadro fpdf2 drew cell by cell with narrow columns: its header's labels cut inside words, a piece a line,
and a row's name wrapped over lines around its counts' line, joined back into a header line and a line a row.

fpdf2's `multi_cell` cuts a word wider than its cell where the width ends, no hyphen printed, and centres
a row's cells on its tallest one; pypdf gives each piece on a line of its own, a piece half a line from the
one before after a space: "Cód" / ". Cargo" / "Total" / "de" / "vaga" / "s" / "Vaga" / "s AC" / "Negr" /
"os" / "C.H." / "sema" / "nal" / "Venciment" / "o inicial" / "(R$)" / "Requisitos mínimos", then rows
"202" / "Agente Comunitário" / "de Saúde – ESF Vila" / "Nova" / "04 03 - 01 40h 3.036,00" / the requisitos
over lines (t01 of the twelfth set, Instituto Avançar). Labels several to a line and a row's code alone on
its line were no header and no row, and nothing was read.

Here a run of short lines with no digit (`_PIECE_CHARS`, a "(R$)" apart) right above a row (a code opening a
line, its counts' line within `_NAME_LINES`) is joined into one header line, each word cut over lines glued
back by the vocabulary (`label_pieces.join_pieces`: "Vaga" + "s", "Negr" + "os", "conc" / "orrê" / "ncia",
"Cód" + "."; "Pretos e" / "pardos" stay). The header is the run's last lines whose joined text names the
cargo column and the count roles (`pieced_header.header_roles`), with the lines of labels' words above them
(a title, a heading in capitals are not). Each row runs from its code's line to the first line holding as
many count cells as the header names roles (a dash, "0", "CR"; a dash alone between words is the name's),
followed by text cells (the hours, the pay, the requisitos: a "Sim" cell is `pieced_header`'s class); the
requisitos wrapped below it (short lines, up to the next row, a page's footer, a heading or a numbered item)
are joined to it. The header again after a page's footer and running head (its pieces joined the same) is
re-laid too. Only where the rows prove the header's order: more than half of the rows with figures add up
under its roles (the total the sum of the others), two of them at least or one with three cells not zero (a
stacked two-row header, "Vagas Vagas Total" / "AC PcD Negros", joined line after line reads out of order:
set 2's u10, set 13's t01). Re-laid: the header a line, each row one line, numbered as the code's line, so
the pass reads a flat table and confirms each row only by its arithmetic.

Linear: a run of header pieces is at most `_MAX_HEADER` lines, a row's name `_NAME_LINES`, what lies between
two rows `_TAIL_LINES`, and scanning goes on after each quadro or run.
"""

from __future__ import annotations

import re
from itertools import compress, count
from operator import attrgetter

from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.label_pieces import join_pieces
from cotacheck.linter.tables.label_words import LABEL_WORDS
from cotacheck.linter.tables.pieced_header import header_roles

#: A header piece's line: short, no digit (but "(R$)"'s) — a paragraph's line is longer.
_PIECE_CHARS = 60
_MAX_HEADER = 30
#: A row's name lines above its counts' line.
_NAME_LINES = 6
#: Lines of requisitos (or a page's footer and running head) between a row and the next one, or its header.
_TAIL_LINES = 14
#: A requisito's wrapped line: a narrow cell's (the legend, a paragraph, a page's footer are longer).
_TAIL_CHARS = 50
#: Rows whose cells add up under the header's roles (or one whose three cells or more are not zero), and
#: more than half of the rows with figures: the header's order proven (a stacked two-row header joined
#: line after line reads its labels out of order).
_CLOSING = 2
_CODE = re.compile(r"\d{1,4}(?= |$)")
_COUNT = re.compile(r"\d{1,4}|[–—-]|CR")
_PAGE = re.compile(r"\bpag(?:ina|\.)?\s?\d")
_DASHES = frozenset("–—-")
_DIGIT = re.compile(r"\d")
_TEXT = attrgetter("text")
_MONEY = re.compile(r"\(R\$\)")
_TITLE = re.compile(r"anexo|quadro|tabela|relacao")
#: A cadastro column's or other numbers' label: the table is another class's (`pieced_header`).
_OTHER_KINDS = frozenset(("crg", "notvac"))
#: A yes/no cell after the counts ("Sim" under "Cadastro reserva"): no text column of this producer.
_MARKS = frozenset(("sim", "nao", "x"))
_ROLES = frozenset(("total", "open", "pcd", "negros"))


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid (module docstring)."""
    if not _code_under_piece(lines):
        return lines
    changed: dict[int, str | None] = {}
    i = 0
    while i < len(lines):
        if not _piece(lines[i].text):
            i += 1
            continue
        j = i
        while j < len(lines) and j - i < _MAX_HEADER and _piece(lines[j].text):
            j += 1
        i = _table(lines, i, j, changed)
    return rewritten(lines, changed)


def _piece(text: str) -> bool:
    return bool(text.strip()) and len(text) <= _PIECE_CHARS and not _DIGIT.search(_MONEY.sub("", text))


def _code_under_piece(lines: list[Line]) -> bool:
    """The trigger: a row (`_row`, any number of cells) opening right under a header's piece (`_piece`). `_table`
    changes nothing unless `_row` reads a row at the line after a run of pieces (`end`, its first line), and `_row`
    reads none at a line not opening with a code (`_CODE`): so a text with no such row under a piece has no quadro
    of the class. The lines opening with a code are found without a Python step a line (most open with none)."""
    coded = compress(count(), map(_CODE.match, map(_TEXT, lines)))
    return any(k and _piece(lines[k - 1].text) and _row(lines, k, 0) is not None for k in coded)


def _table(lines: list[Line], top: int, end: int, changed: dict[int, str | None]) -> int:
    """Re-lay the quadro whose header pieces may be lines `top`..`end` (exclusive) into `changed`; the index
    to scan on from."""
    first = _row(lines, end, 0)
    if first is None:
        return end
    width = len(first[1])
    # the header: the run's last lines whose joined text names the roles (a title above is no piece of it)
    while end > top and _heading(lines[end - 1].text):  # "NÍVEL SUPERIOR" over the first row: no label
        end -= 1
    texts = [line.text for line in lines[top:end]]
    if not texts:
        return first[0] + 1
    start = next((s for s in range(len(texts) - 1, -1, -1) if _names(join_pieces(texts[s:]), width)), None)
    if start is None:
        return end
    while start and _label_line(texts[start - 1]):  # the labels above the last one naming a role or the cargo
        start -= 1
    if start == len(texts) - 1:
        return end  # whole on one line: the pass reads it as it stands
    joined = join_pieces(texts[start:])
    if not _names(joined, width):
        return end
    plan: dict[int, str | None] = {lines[top + start].number: joined}
    plan.update({line.number: None for line in lines[top + start + 1 : end]})
    roles = header_roles([joined])[0]
    k, closing, figures, strong = end, 0, 0, 0
    while k < len(lines):
        row = _row(lines, k, width)
        if row is None:
            break
        last, cells, laid = row
        if "CR" not in cells:
            figures += 1
            closes = _closes(roles, cells)
            closing += closes
            strong += closes and sum(c not in _DASHES and c.strip("0") != "" for c in cells) >= 3
        tail = _tail(lines, last + 1, texts[start])
        if tail > last + 1 or last > k:
            plan[lines[k].number] = " ".join([laid, *(line.text for line in lines[last + 1 : tail])])
            plan.update({line.number: None for line in lines[k + 1 : tail]})
        k = tail
        nxt = _next(lines, k, width, joined)
        if nxt is None:
            break
        if nxt[1]:  # the header again after a page break
            plan[lines[nxt[0]].number] = joined
            plan.update({line.number: None for line in lines[nxt[0] + 1 : nxt[0] + nxt[1]]})
        k = nxt[0] + nxt[1]
    if 2 * closing > figures and (closing >= _CLOSING or strong):  # the roles' order proven by the rows' sums
        changed.update(plan)
    return k


def _closes(roles: list[str], cells: list[str]) -> bool:
    """Whether a row's count cells add up under the header's roles: the total the sum of the others."""
    values = [int(c) if c.isdigit() else 0 for c in cells]
    total = values[roles.index("total")] if "total" in roles else None
    return total is not None and total > 0 and 2 * total == sum(values)


def _names(joined: str, width: int) -> bool:
    """Whether a header's joined text names the cargo column and `width` count roles."""
    roles = header_roles([joined])
    return (
        bool(roles)
        and "name" in roles[1]
        and not roles[1] & _OTHER_KINDS
        and len(roles[0]) == width
        and set(roles[0]) <= _ROLES
    )


def _heading(text: str) -> bool:
    """A line in capitals of two words or more ("NÍVEL SUPERIOR"): a heading between rows."""
    letters = [c for c in text if c.isalpha()]
    return len(text.split()) > 1 and bool(letters) and all(c.isupper() for c in letters)


def _label_line(text: str) -> bool:
    """A line of labels' words only (a piece of a label cut inside a word apart), no title's ("Quadro de vagas")."""
    words = fold(text).replace(".", " ").split()
    return bool(words) and not _TITLE.match(words[0]) and all(w in LABEL_WORDS or len(w) <= 2 for w in words)


def _tail(lines: list[Line], k: int, header: str) -> int:
    """The index after the requisitos wrapped below a row, from `k`: short lines, up to the next row, the
    header again, a page's footer, a heading or a line opening with a figure (the next item)."""
    end = min(len(lines), k + _TAIL_LINES)
    while k < end:
        text = lines[k].text
        if (
            not text.strip()
            or len(text) > _TAIL_CHARS
            or text[:1].isdigit()
            or _heading(text)
            or _PAGE.search(lines[k].folded)
            or text == header
        ):
            break
        k += 1
    return k


def _next(lines: list[Line], k: int, width: int, joined: str) -> tuple[int, int] | None:
    """(index, header lines) of the next row after a row's requisitos, or of the header repeated after a
    page break (its pieces joined the same, a running head's line above them apart); None where the quadro
    ends."""
    n, end = k, min(len(lines), k + _TAIL_LINES)
    while n < end:
        if _piece(lines[n].text):
            run = n
            while run < len(lines) and run - n < _MAX_HEADER and _piece(lines[run].text):
                run += 1
            texts = [line.text for line in lines[n:run]]
            at = next((s for s in range(len(texts)) if join_pieces(texts[s:]) == joined), None)
            if at is not None:
                return n + at, run - n - at
            n = run
            continue
        if _CODE.match(lines[n].text) and _row(lines, n, width) is not None:
            return n, 0
        n += 1
    return None


def _row(lines: list[Line], k: int, width: int) -> tuple[int, list[str], str] | None:
    """(index of its counts' line, its count cells, the row as one line) of the row whose code opens line `k`,
    with `width` count cells (any number of two or more when 0) and text cells after them; None where none."""
    if k >= len(lines) or not _CODE.match(lines[k].text):
        return None
    words: list[str] = []
    for n in range(k, min(len(lines), k + _NAME_LINES + 1)):
        tokens = lines[n].text.split()
        at = _counts_at(tokens, width, start=int(n == k))
        if at is None and n > k and tokens and _CODE.fullmatch(tokens[0]):
            return None  # the next row's code: this one has no counts
        if at is not None:
            begin, cells = at
            name = [*words, *tokens[int(n == k) : begin]]
            if not name or not any(c.isalpha() for c in "".join(name)):
                return None
            rest = tokens[begin + len(cells) :]
            if not rest or fold(rest[0]) in _MARKS:
                return None  # no text cell after the counts: not this producer's quadro (`pieced_header`'s)
            return n, cells, " ".join([lines[k].text.split()[0], *name, *tokens[begin:]])
        words += tokens[1:] if n == k else tokens
    return None


def _counts_at(tokens: list[str], width: int, start: int) -> tuple[int, list[str]] | None:
    """(where, cells) of the first run of count cells in `tokens` after a word (`width` of them, or two or
    more with 0), followed by a non-count or nothing; a dash alone between words is the name's."""
    n = start
    while n < len(tokens):
        if _COUNT.fullmatch(tokens[n]):
            m = n
            while m < len(tokens) and _COUNT.fullmatch(tokens[m]):
                m += 1
            if (m - n == width or (not width and m - n >= 2)) and (n > 0 or start == 0):
                return n, tokens[n:m]
            if m - n > 1 or tokens[n] not in _DASHES:
                return None
            n = m  # a dash in the name ("Saúde – ESF Vila Nova")
        n += 1
    return None
