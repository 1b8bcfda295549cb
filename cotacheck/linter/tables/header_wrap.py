"""Header labels wrapped over lines, joined back before the header is read.

A PDF's header cell is often printed a word or two a line: "Pessoa com" / "deficiência", "Ampla" /
"concorrência", "CADASTRO DE" / "RESERVA" / "(INCLUÍDAS AS" / "VAGAS)". Read line by line, the first
piece names no column (or the wrong one) and ends the header. A piece is joined to the next line only
when both are short, hold no digit (but in a rate's note, "negros (20%)"), and every word of the joined text is a word of the header
vocabulary (or a filler, or a note in parentheses): prose and rows are never joined.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from cotacheck.linter.read.text import Line, fold, has_digit
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, unmatched_words

#: How many words a wrapped piece of a header cell may have, and how many lines one cell may span.
_PIECE_WORDS = 4
_MAX_LINES = 4


#: A rate in brackets after a label ("negros (20%)"): a note of the label, no digit of a row.
_RATE_NOTE = re.compile(r"\(\s?\d{1,3}(?:[.,]\d{1,2})?\s?%\s?\)")


def _has_digit(text: str) -> bool:
    """Whether `text` holds a digit outside its rate notes."""
    return has_digit(text) and ("%" not in text or has_digit(_RATE_NOTE.sub("", text)))


def _piece(line: Line) -> bool:
    """A line that may be part of a header cell: a few words, no digit, no sentence."""
    text = line.folded.strip()
    # (split no further than one word past the limit: a long line is no piece, however long)
    return bool(text) and len(text.split(None, _PIECE_WORDS)) <= _PIECE_WORDS and not _has_digit(text)


#: What a label or an unfinished piece needs: a letter or an opening bracket ("(INCLUÍDAS AS").
_LABEL_CHARACTER = re.compile(r"[A-Za-z(]")


def _known(folded: str) -> bool:
    """Every word is the header's vocabulary: labels, fillers, notes."""
    return header_tokens(folded) is not None and not unmatched_words(folded)


def _unfinished(folded: str) -> bool:
    """A piece that cannot end a label: a parenthesis left open, a last word that joins ("Vagas para")."""
    words = folded.split()
    return folded.count("(") > folded.count(")") or bool(words and words[-1] in _JOINING)


_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "ou", "para", "a", "as", "aos", "com", "por", "em"))
#: Words that cannot start a cell of their own, only go on with the label above ("Nº de vagas" / "reservadas
#: a" / "candidatos com" / "deficiência", "Total" / "de" / "vagas").
_GOES_ON = frozenset(("reservada", "reservadas", "destinada", "destinadas"))
#: Joining words that cannot open a cell ("Código" / "do cargo"); "a", "e", "ou" are left out: a lone letter
#: may be a column of its own.
_LEADING = frozenset(("de", "da", "do", "das", "dos", "para", "com", "por", "em"))


def _continuation(folded: str) -> bool:
    """A piece that only goes on with the label above it: joining words alone, or a participle first."""
    words = folded.split()
    return bool(words) and (all(w in _JOINING for w in words) or words[0] in _GOES_ON or words[0] in _LEADING)


#: A label that counts the vacancies with no group ("Nº de vagas"): the total, or a prefix of each cell.
_COUNT_LABEL = re.compile(r"(?:n[º°o]?\.?|numero|quantidade|qtde?\.?) de vagas(?: de)?")
#: How near a second bare count label must stand to make both prefixes (a header's few cells apart).
_PREFIX_SPAN = 8


def _repeated_prefix(lines: list[Line], i: int) -> bool:
    """`lines[i]` is a bare count label and another stands a few lines away: "Nº de vagas" / "ampla" /
    "concorrência" … "Nº de vagas" / "destinadas a" / "pessoas negras": each is the prefix of its cell,
    not a Total column (one "Nº de vagas" alone among the cells is the Total)."""
    if not _COUNT_LABEL.fullmatch(lines[i].folded.strip()):
        return False
    near = lines[max(0, i - _PREFIX_SPAN) : i] + lines[i + 1 : i + 1 + _PREFIX_SPAN]
    return any(_COUNT_LABEL.fullmatch(line.folded.strip()) for line in near)


def join(lines: list[Line], i: int, kinds_of: Callable[[Line], list[str] | None]) -> tuple[Line, list[str], int] | None:
    """The header line that starts at `lines[i]` once its wrapped pieces are joined: the joined line,
    its labels and how many lines it took; None when `lines[i]` does not start a wrapped label.

    The next piece is joined while the text so far is unfinished or names no column, or when the next
    piece is the end of a label that names none alone ("Ampla" / "concorrência"); the joined text must
    stay within the vocabulary."""
    if i + 1 < len(lines):
        text, after = lines[i].text, lines[i + 1].text
        if (
            text.isascii()
            and after.isascii()
            and not _LABEL_CHARACTER.search(text)
            and not _LABEL_CHARACTER.search(after)
        ):
            # two ASCII lines with no letter and no "(" ("-" / "-", "***" / "1.2"): joined, they name no column
            # (`header_tokens` wants a letter) and leave nothing unfinished, so the first join tried ends it
            return None
    if not _piece(lines[i]):
        return None
    text = lines[i].text.strip()
    kinds = kinds_of(lines[i])
    taken = 1
    best = None  # the longest join whose words are all the vocabulary's
    while taken < _MAX_LINES and i + taken < len(lines) and _piece(lines[i + taken]):
        following = lines[i + taken]
        if kinds is not None and not _unfinished(fold(text)):
            note = following.folded.lstrip().startswith("(")  # "CADASTRO DE RESERVA" / "(INCLUÍDAS AS"
            if (
                not note
                and not _continuation(following.folded)
                and not (taken == 1 and _repeated_prefix(lines, i))
                and (kinds_of(following) is not None or _unfinished(following.folded))
            ):
                break  # two cells of their own ("VAGAS" / "TOTAL", "TOTAL" / "CADASTRO DE")
        candidate = f"{text} {following.text.strip()}"
        folded = fold(candidate)
        if not _known(folded) and not _unfinished(folded):
            break
        text, taken = candidate, taken + 1
        kinds = header_tokens(folded) if _known(folded) else None
        if kinds is not None:
            best = (Line(lines[i].number, text, folded), kinds, taken)
    return best


def join_mid_label(lines: list[Line], i: int, kinds_of: Callable[[Line], list[str] | None]):
    """A header line wrapped in the middle of a label ("Cargo Lotação Ampla" / "Concorrência PcD Negros
    Total", "… Pessoas Negras" / "(PN) …"): joined, the two lines name more count columns than the
    first, or fewer labels than the two apart (a label or its abbreviation ran over the break).
    `kinds_of` reads a line's labels (the edital's legend included)."""
    kinds = kinds_of(lines[i])
    if i + 1 >= len(lines) or not kinds or kinds_count(kinds) == 0:
        return None
    following = lines[i + 1]
    if _has_digit(following.folded):
        return None
    alone = kinds_of(following)
    text = f"{lines[i].text.strip()} {following.text.strip()}"
    line = Line(lines[i].number, text, fold(text))
    joined = kinds_of(line)
    if joined is None or kinds_count(joined) < kinds_count(kinds):
        return None
    apart = len(unmatched_words(lines[i].folded)) + len(unmatched_words(following.folded))
    if alone is None and (kinds_count(joined) == kinds_count(kinds) or len(unmatched_words(line.folded)) >= apart):
        return None  # no label runs over the break ("Cargo Vagas" / "Analista CR": a row below its header)
    if alone is not None and len(joined) >= len(kinds) + len(alone) and len(unmatched_words(line.folded)) >= apart:
        # two header lines of their own ("VAGAS | CADASTRO" over the roles): no label between them; a word
        # left unread above that the break's other side completes ("Cadastro de" / "reserva", catdoc's
        # line wrapped at its width) is one label run over it
        return None
    return line, joined, 2


def kinds_count(kinds: list[str]) -> int:
    return sum(1 for kind in kinds if kind in COUNT_TOKENS)


_CAPITALS = re.compile(r"[A-Z]{2,4}")


def unknown_cell(lines: list[Line], i: int, in_header: bool, kinds_of: Callable[[Line], list[str] | None]):
    """An abbreviation neither the vocabulary nor the legend reads, alone on its line amid a header
    written one cell per line and followed by a count label ("Requisitos" / "VG" / "AC" / "PCD"): a
    column of unknown role (a reserve apart, the table uncertain), so the cells after it keep their
    places. A row's code ("AB" before its name) is followed by the name, not by a label."""
    if not in_header or i + 1 >= len(lines) or not _CAPITALS.fullmatch(lines[i].text.strip()):
        return None
    following = kinds_of(lines[i + 1])
    return ["other"] if following and any(kind in COUNT_TOKENS for kind in following) else None
