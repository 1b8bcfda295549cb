"""A header's label cut inside a word, as LibreOffice wraps a word too wide for a narrow cell, with no hyphen.

FCC's "Códig" / "o de" / "Opção" and "Vagas" / "reservada" / "s a" / "Candidato" / "s Negros(2)", Selecon's
and La Salle's "Ampla" / "Concorrên" / "cia": pypdf gives each piece of the cell on a line of its own, and
the pieces ("codig", "concorren", "cia", a lone "s") are no words of the table vocabulary, so the header
was cut before them (its negros column lost) or not read at all, and no row was read.

A line opening with a short lower-case piece (at most `_PIECE` letters) is joined to the line above when
both are a header's (short, no digit but a footnote's mark) and the word they make with the last word
above is one the vocabulary reads in its context (the line above and the one before it), while a piece
was not: "Concorrên" + "cia" is "Concorrência" after "Ampla", "reservada" + "s" is "reservadas", "Códig"
+ "o" is "Código". A line that goes on a sentence ("… conforme" / "o edital …") makes no label and is left
as it is. The two lines become one, numbered as the upper one. Trigger: a line opening with such a piece
(lengths, then a pattern, mapped over the lines: no Python step a line), short, under a short line ending
in a letter,
a count's label (a word of "vagas", "negros", "PcD", "deficiência", "ampla", "total", "reserva") within
`_NEAR` lines.
"""

from __future__ import annotations

import re
from itertools import compress, count
from operator import attrgetter

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import unmatched_words

#: The letters a word's tail may hold on a line of its own ("cia", "s", "o", "genas").
_PIECE = 5
#: A short line opening with such a piece, searched in the text once (a literal first: fast).
_PIECE_LINE = re.compile(rf"\n[a-zà-ÿ]{{1,{_PIECE}}}(?:[ (A-ZÀ-Þ][^\n]{{0,54}})?(?=\n)")
_OPENS_WITH_PIECE = re.compile(rf"[a-zà-ÿ]{{1,{_PIECE}}}(?=[\s(A-ZÀ-Þ]|$)").match
#: A header's line: a label or a few (a paragraph's line is never one).
_MAX_CHARS = 60
#: Digits a header's line may hold: a footnote's mark, "(1)", "(R$)" apart.
_NOT_DIGIT_MARK = re.compile(r"\(\d\)|\d(?=\)|$)")
_DIGIT = re.compile(r"\d")
_LAST_WORD = re.compile(r"[A-Za-zÀ-ÿ]+$")
#: A count label's words, one of which a vacancy table's header holds near its cut labels.
_COUNT_WORDS = ("vaga", "negr", "pcd", "deficien", "ampla", "concorr", "total", "reserv", "cota", "pret")
_NEAR = 10
_TEXT = attrgetter("text")
_FOLDED = attrgetter("folded")
#: Lines above and below a cut read with it (a label's words over three lines: "Pessoa" / "s com" / "Deficiência").
_CONTEXT = 2
#: Passes over the pieces left: a piece reads only once the cut below it is joined.
_ROUNDS = 3


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each header label cut inside a word joined back onto one line (`text`,
    the edital's text, for the trigger)."""
    pieces = {" ".join(m.group().split()) for m in _PIECE_LINE.finditer(text)}  # the lines that may be pieces
    if not pieces:
        return lines
    opening = compress(count(), map(pieces.__contains__, map(_TEXT, lines)))  # a set lookup a line, in C
    starts = [i for i in opening if i and len(lines[i - 1].text) <= _MAX_CHARS and _near_counts(lines, i)]
    if not starts:
        return lines
    texts = list(map(_TEXT, lines))
    joined: dict[int, str] = {}  # index of an upper line -> its text with the pieces below joined
    into: dict[int, int] = {}  # index of a piece's line -> the upper line it was joined to
    pending = starts
    for _ in range(
        _ROUNDS
    ):  # a piece read only once a cut below it is joined ("Pessoa" / "s com" / "Deficiênc" / "ia")
        left = []
        for i in pending:
            above = into.get(i - 1, i - 1)  # a chain of cuts ("Remuner" / "ação inici" / "al"): one line
            upper, piece = joined.get(above, texts[above]), joined.get(i, texts[i])
            if not _headerish(upper) or not _headerish(piece):
                continue
            before = " ".join(_context(joined.get(k, texts[k])) for k in _kept(into, above, -1))
            after = " ".join(_context(joined.get(k, texts[k])) for k in _kept(into, i, 1, len(texts)))
            glued = _glue(upper, piece, before, after)
            if glued is None:
                left.append(i)
                continue
            joined[above] = glued
            joined.pop(i, None)  # the piece's line with the pieces below it joined: all one line now
            into.update({k: above for k, to in into.items() if to == i})
            into[i] = above
        if len(left) == len(pending):
            break
        pending = left
    if not joined:
        return lines
    lines[:] = [
        laid_line(line.number, joined[k]) if k in joined else line for k, line in enumerate(lines) if k not in into
    ]
    return lines


def _near_counts(lines: list[Line], i: int) -> bool:
    """Whether the line above line `i` ends in a letter and a count's label stands within `_NEAR` lines (a
    paragraph's last line going on below is none)."""
    if not lines[i - 1].text[-1:].isalpha():
        return False
    near = " ".join(map(_FOLDED, lines[max(0, i - _NEAR) : i + _NEAR]))
    return any(word in near for word in _COUNT_WORDS)


def _headerish(text: str) -> bool:
    """A header's line: short, no digit but a footnote's mark."""
    return 0 < len(text) <= _MAX_CHARS and _DIGIT.search(_NOT_DIGIT_MARK.sub("", text)) is None


def _spaced(text: str) -> str:
    return " ".join(fold(text).split())


def _kept(into: dict[int, int], at: int, step: int, end: int = 0) -> list[int]:
    """The `_CONTEXT` lines kept (not joined to a line above) next to line `at`, upwards or downwards."""
    found: list[int] = []
    k = at + step
    while len(found) < _CONTEXT and (0 <= k if step < 0 else k < end):
        if k not in into:
            found.append(k)
        k += step
    return found[::-1] if step < 0 else found


def _context(text: str) -> str:
    """A neighbouring line as the context of a cut word, when it is a header's line too."""
    return text if _headerish(text) else ""


def _glue(upper: str, piece_line: str, before: str, after: str) -> str | None:
    """The upper line with the piece's line joined to it, its last word and the piece made one word, when
    that word is the vocabulary's in its context and a piece was not; else None."""
    last = _LAST_WORD.search(upper)
    if last is None:
        return None
    opening = _OPENS_WITH_PIECE(piece_line)
    if opening is None:  # a piece's line joined to the lines below it no longer opens with a piece
        return None
    head = opening.group()
    rest = piece_line[len(head) :]
    if rest[:1].isupper():  # the next label glued to the piece ("Horári" / "aTotal")
        rest = f" {rest}"
    word = last.group() + head
    context = f"{before} {upper[: last.start()]}"
    cut = unmatched_words(_spaced(f"{context} {last.group()} {piece_line} {after}"))
    whole = unmatched_words(_spaced(f"{context} {word}{rest} {after}"))
    if whole.count(fold(word)) > cut.count(fold(word)) or len(whole) >= len(cut):
        return None
    if fold(last.group()) not in cut and fold(head) not in cut:
        return None
    return f"{upper[: last.start()]}{word}{rest}"
