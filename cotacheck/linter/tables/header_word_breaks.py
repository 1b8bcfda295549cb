"""A header's label cut inside a word by its narrow cell, no hyphen printed, each piece on a line of its own.

A word processor breaks a word too wide for its cell wherever the cell's width ends, and pypdf gives each
piece of the cell on a line of its own: FCC's "Códig" / "o de" / "Opção" and "Vagas" / "reservada" / "s a" /
"Candidato" / "s Negros(2)", Selecon's and La Salle's "Ampla" / "Concorrên" / "cia", Fundep's "Códig" / "o
Cargo Escolaridade" / … / "Deficiênci" / "a" / "Negros Total" (t20 of the tenth set). The pieces are no
words of the table vocabulary: the header was cut before them (FCC's negros column lost), named too few
columns (each row's ampla concorrência read as its total) or was not read at all. One stage, right after
the lines are split, with two proofs that a line's opening is the tail of the word above, tried in turn
(the order matters: with the vocabulary's proof first, one of `span_before_text`'s property test's
headers was read wrong):

1. **By context** (`_by_context`): a line opening with a short lower-case piece (at most `_PIECE` letters)
   is joined to the line above when both are a header's (short, no digit but a footnote's mark) and the
   word they make with the last word above is one the vocabulary reads in its context (two lines above
   and below), while a piece was not: "Concorrên" + "cia" after "Ampla", "reservada" + "s", "Códig" + "o".
   A line that goes on a sentence ("… conforme" / "o edital …") makes no label and stays. Cuts in a chain
   ("Remuner" / "ação inici" / "al") and a piece read only once a cut below it is joined ("Pessoa" / "s
   com" / "Deficiênc" / "ia") are joined in up to `_ROUNDS` passes. Trigger: a short line opening with such
   a piece, searched in the text once (its lines then found by a set lookup a line), under a short line
   ending in a letter, a count's label word within `_NEAR` lines.
2. **By the vocabulary** (`_by_vocabulary`): a line's last word and the first word of the lines below
   opening in lower case, glued, are joined when together they are a word of `label_words.LABEL_WORDS`
   (`_LONGEST` letters or more) and the first two pieces are not both words of it ("Pretos" / "e pardos"
   stay); a word broken more than once ("Escol" / "arida" / "de", "Afrodes" / "cendent" / "es Total")
   takes up to `_PIECES` pieces, each but the last alone on its line, and a hyphen the break printed at a
   piece's end or start is no letter of it ("Indíge" / "-nas", "Quilo" / "m-" / "bolas"). The upper line
   holds no digit but a law's number or a mark, and up to `_WORDS` words, or a hyphen last, or labels'
   words before the piece ("CR Pretos e pardos Indígenas Quilo"); labels may follow the last piece on its
   line ("-tas AC PcD Reserva – Lei nº 15.142/2025"), and the joined line's last word may be broken again
   ("Indí" / "genas Quilom" / "-bolas"). Trigger: a line of at most `_SHORT` characters ending in a letter
   or a hyphen (one comprehension over the lines), then the next line opening in lower case.

Each proof reads pieces the other cannot: the context a pay's or a jornada's label the vocabulary lacks
("Remuner" / "ação inici" / "al"), the vocabulary pieces of more than five letters ("Afrodes" / "cendent" /
"es Total"). Either way the lines become one, numbered as the upper one, the lines the pieces stood on dropped.
"""

from __future__ import annotations

import re
from itertools import compress, count
from operator import attrgetter

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import unmatched_words
from cotacheck.linter.tables.label_words import LABEL_WORDS

# --- 1. by context ----------------------------------------------------------------------------------------------

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
    the edital's text, for the first proof's trigger): by context, then by the vocabulary."""
    return _by_vocabulary(_by_context(lines, text))


def _by_context(lines: list[Line], text: str) -> list[Line]:
    """`lines` with the pieces the vocabulary reads in their context joined (the module's docstring, 1)."""
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


# --- 2. by the vocabulary ------------------------------------------------------------------------------------

_WORDS = 3
_PIECES = 3  # a word broken into four pieces at most
_LONGEST = 6  # the joined word's least length: short words join by chance ("a" + "c")
_SHORT = 60  # a header's piece line: a few labels' words, then the word's first piece
_LETTERS = re.compile(r"[a-z]+")
_GLUED = re.compile(r"(?<=[A-Za-zÀ-ÿ])(?=[A-ZÀ-Þ][a-zà-ÿ])")
#: Digits the labels after a word's last piece may hold: a law's number, a footnote's mark glued to a label.
_LAW_OR_MARK = re.compile(r"\d{1,2}\.\d{3}(?:/\d{2,4})?|(?<=[A-Za-zÀ-ÿ])\d\b|\(\d\)")


def _by_vocabulary(lines: list[Line]) -> list[Line]:
    """`lines` with the pieces that make a word of the vocabulary joined (the module's docstring, 2)."""
    # the cheap tests first, in one comprehension: a short line ending in a letter (most lines are longer)
    short = [
        n
        for n, line in enumerate(lines)
        if len(line.text) <= _SHORT and (line.text[-1:].isalpha() or line.text[-1:] == "-")
    ]
    joined: dict[int, Line] = {}
    drop: set[int] = set()
    for n in short:
        below = n + 1  # the line after the pieces joined so far
        while below < len(lines) and n not in drop and lines[below].text.lstrip("-")[:1].islower():
            upper = joined.get(n, lines[n])
            if not _labels_line(upper.text):
                break
            found = _pieces_joined(upper, lines[below : below + _PIECES])
            if found is None:
                break
            joined[n] = found[0]
            drop.update(range(below, below + found[1]))
            below += found[1]  # the joined line's last word broken too ("Indí" / "genas Quilom" / "-bolas")
    if not joined:
        return lines
    lines[:] = [joined.get(n, line) for n, line in enumerate(lines) if n not in drop]
    return lines


def _labels_line(text: str) -> bool:
    """A line that may hold a header's labels and a word's first piece: no digit, and at most `_WORDS` words,
    or labels' words before the piece ("CR Pretos e pardos Indígenas Quilo", "… Indígenas Quilom-"); a
    paragraph's hyphenated line ("A Câmara Municipal torna pú-") is none."""
    labels = _LAW_OR_MARK.sub("", text)  # "Lei nº 15.142/2025 CR Pretos e pardos Indí"
    if _DIGIT.search(labels):
        return False
    words = _GLUED.sub(" ", labels).split()  # "CRPretos": two labels glued
    return len(text.split()) <= _WORDS or all(w in LABEL_WORDS for w in _LETTERS.findall(fold(" ".join(words[:-1]))))


def _pieces_joined(upper: Line, below: list[Line]) -> tuple[Line, int] | None:
    """The upper line with its last word made whole by the pieces below it (a word broken twice or more:
    "Afrodes" / "cendent" / "es Total", every piece but the last a line alone), and how many lines it took.
    A hyphen the break printed at a piece's end or start ("Indíge" / "-nas", "Quilo" / "m-" / "bolas") is
    no letter of the word."""
    head, _, word = upper.text.rpartition(" ")
    word = word.rstrip("-")
    for k, lower in enumerate(below, 1):
        text = lower.text.lstrip("-")
        tail, _, rest = text.partition(" ")
        if not text[:1].islower() or _DIGIT.search(tail) or _DIGIT.search(_LAW_OR_MARK.sub("", rest)):
            return None  # "-tas AC PcD Reserva – Lei nº 15.142/2025 CR": the labels after the last piece
        tail = tail.rstrip("-") if not rest else tail
        if k == 1 and fold(word) in LABEL_WORDS and fold(tail) in LABEL_WORDS:
            return None  # two words of labels ("Pretos" / "e pardos"), not the pieces of one ("Escol" / "arida")
        word += tail
        whole = fold(word)
        if len(whole) >= _LONGEST and whole in LABEL_WORDS and _labels_after(rest):
            return laid_line(upper.number, f"{head} {word}".lstrip() + (" " + rest if rest else "")), k
        if rest:
            return None  # a piece in the middle of a word stands alone on its line
    return None


def _labels_after(rest: str) -> bool:
    """Whether what follows a word's last piece on its line may be a header's (labels, the last perhaps a
    piece again: "genas Quilom-"), not a paragraph's words going on ("dastro de reserva, ven-", a narrow
    column's hyphenated prose)."""
    if any(mark in rest for mark in ",;"):
        return False
    words = _LETTERS.findall(fold(_GLUED.sub(" ", _LAW_OR_MARK.sub("", rest))))  # "CRPretos": two labels glued
    return all(w in LABEL_WORDS for w in words[:-1])
