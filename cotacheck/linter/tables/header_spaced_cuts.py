"""A header's count labels cut by a space in their narrow cells, or followed by a note's asterisk.

A Word quadro exported by LibreOffice and read by pypdf (Consulplan's, t08 of the thirteenth set): a two-row
header whose lower row's labels stand in narrow cells, "Cargo Área /" / "Especialidade" / "Requisitos
Vagas Vencimento CH" / "sema" / "nalAC Pc D Negros * Total". The cell too narrow for "PcD" printed it as
"Pc D", and the negros' label carries a mark, "*", that a legend under the table explains ("* Reserva de
30% das vagas aos candidatos negros"). Read so, the lower row's labels were no run of count labels
("Pc", "D" and "*" are none): `span_last` did not put them in the spanning "Vagas" cell's place and no row
was read.

On a header's line (at most `_MAX_CHARS` characters, no digit, a count label's word on it already): two neighbouring words neither of which is
a label of the table vocabulary, that joined make one count label ("Pc D" → "PcD", "Ne gros" → "Negros"),
are joined; a mark of asterisks ("*", "**", "(*)") alone after a count label or glued to its end
("Negros*") is taken off where a note opening with the same mark stands within `_NOTE_LINES` lines below
(at a line's start or after a sentence's end). A line changes only where, so mended, it holds two count
labels or more. The rows are then read by the stages of the header's class, which prove or doubt them as
ever (a requisitos column's rows stay uncertain). Linear: one test a line, each line's words once, the
notes found by one pass over the lines.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import header_tokens

#: A header's line: its labels or a few (longer lines are a paragraph's).
_MAX_CHARS = 100
_DIGIT = re.compile(r"\d")
#: The count roles a mended word may name.
_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total", "crg"))
#: A mark of asterisks alone, or glued to a label's end ("Negros*", "Negros(*)").
_MARK = re.compile(r"\(?(\*{1,3})\)?")
_GLUED_MARK = re.compile(r"(?P<label>.*[^\W\d_*()])\(?(?P<mark>\*{1,3})\)?")
#: A note opening with its mark, at a line's start or after a sentence's end ("… concorrência. * Reserva").
_NOTE = re.compile(r"(?:^|[.;]\s)\(?(\*{1,3})\)?\s*[^\W\d_*]")
_NOTE_LINES = 150  # a table of wrapped rows, its notes under it
#: A count label's word (folded) that a line mended into two count labels holds already, the other cut or
#: marked: the cheap test that passes over prose lines before their words are tried in pairs.
_ROLE_STEM = re.compile(r"\b(?:pcd|negr|ampla|total|pret|pard|indig|quilomb|afro|cotas?\b|deficien|ac\b|cr\b)")


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with each header line's cut labels joined and its explained marks taken off."""
    candidates = [i for i, line in enumerate(lines) if _headerish(line.text) and _ROLE_STEM.search(line.folded)]
    if not candidates:
        return lines
    notes: dict[str, list[int]] = {}
    if any("*" in lines[i].text for i in candidates):
        for i, line in enumerate(lines):
            if "*" in line.text:
                for mark in {m.group(1) for m in _NOTE.finditer(line.text)}:
                    notes.setdefault(mark, []).append(i)
    for i in candidates:
        mended = _mended(lines[i].text.split(), i, notes)
        if mended is not None:
            lines[i] = laid_line(lines[i].number, mended)
    return lines


def _headerish(text: str) -> bool:
    return 0 < len(text) <= _MAX_CHARS and " " in text and _DIGIT.search(text) is None


@functools.lru_cache(maxsize=2048)
def _role(word: str) -> str | None:
    """The count role one word names alone, or None (kept: a header's words come again on every page)."""
    kinds = header_tokens(fold(word))
    return kinds[0] if kinds and len(kinds) == 1 and kinds[0] in _ROLES else None


@functools.lru_cache(maxsize=2048)
def _label(word: str) -> bool:
    """Whether one word alone is read as labels (kept, as `_role`)."""
    return bool(header_tokens(fold(word)))


def _mended(words: list[str], i: int, notes: dict[str, list[int]]) -> str | None:
    """The line's words with its cut labels joined and its explained marks off, or None when nothing
    changed or the line, mended, does not hold two count labels."""
    out: list[str] = []
    changed = False
    k = 0
    while k < len(words):
        word = words[k]
        if k + 1 < len(words) and _cut(word, words[k + 1]):
            out.append(word + words[k + 1])
            changed, k = True, k + 2
            continue
        mark = _MARK.fullmatch(word)
        if mark and out and _role(out[-1]) and _explained(mark.group(1), i, notes):
            changed, k = True, k + 1
            continue
        glued = _GLUED_MARK.fullmatch(word)
        if glued and _role(glued["label"]) and _explained(glued["mark"], i, notes):
            word, changed = glued["label"], True
        out.append(word)
        k += 1
    if not changed or sum(_role(word) is not None for word in out) < 2:
        return None
    return " ".join(out)


def _cut(first: str, second: str) -> bool:
    """Whether two words are one count label cut by a space: neither a label alone, their join one."""
    if not (first.isalpha() and second.isalpha()) or _label(first) or _label(second):
        return False
    return _role(first + second) is not None


def _explained(mark: str, i: int, notes: dict[str, list[int]]) -> bool:
    """Whether a note opening with `mark` stands within `_NOTE_LINES` lines under line `i`."""
    at = notes.get(mark, [])
    n = bisect_right(at, i)
    return n < len(at) and at[n] <= i + _NOTE_LINES
