"""An edital's lines as sentences: a statement broken across lines joined back, then cut at its full stops."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from cotacheck.linter.read.text import Line, fold

#: A statement broken across lines is joined back, up to this many lines (a table's rows, which end in
#: no full stop, are not glued into one long sentence).
MAX_UNIT_LINES = 6

_ITEM_START = re.compile(r"^(?:\d{1,3}(?:\.\d{1,3})+\.?\s|\d{1,3}[.)]\s|[a-z]\)\s|[ivxlc]{1,6}\s?[-–)]\s|art\.?\s\d)")
_SENTENCE_END = re.compile(r"[.;](?=\s)")
_ABBREVIATION = re.compile(r"(?:^|[^a-z])(?:art|n|no|inc|p|fl)$")  # "art. 1º", "n. 23.389": not a sentence's end


@dataclass(slots=True)
class Sentence:
    text: str  # original text (for excerpts)
    folded: str  # fold(text), same offsets
    lines: list[tuple[int, int]]  # (offset, line number) where each joined line starts

    def line_at(self, offset: int) -> int:
        number = self.lines[0][1]
        for start, line in self.lines:
            if start > offset:
                break
            number = line
        return number


def split_sentences(lines: list[Line]) -> Iterator[Sentence]:
    """Lines joined into items (a statement broken across lines is one unit), then cut into sentences,
    one at a time (the reader keeps what it needs of each; all of them at once would be a copy of the
    whole text, and more)."""
    for unit in units(lines):
        yield from sentences_of(*joined(unit))


def units(lines: list[Line]) -> Iterator[list[Line]]:
    """The lines of each item, in order: a line joins the one before unless it is blank, starts an item
    or a heading, or follows a line ending a statement, or the item holds `MAX_UNIT_LINES` already (items
    are cut as they end, not all held)."""
    unit: list[Line] = []
    ended = False  # the unit's last line ends a statement (told once a line, as it is read)
    for line in lines:
        text = line.text.strip()
        if not text:
            if unit:
                yield unit
            unit = []
            continue
        if (  # the item test last: most lines follow one that ends a statement, or start a unit
            unit
            and len(unit) < MAX_UNIT_LINES
            and not ended
            and not _ITEM_START.match(line.folded)
            and not (text.isupper() and len(text) > 3)
        ):
            unit.append(line)
        else:
            if unit:
                yield unit
            unit = [line]
        ended = text.endswith((".", ";", ":"))
    if unit:
        yield unit


def joined(unit: list[Line]) -> tuple[str, str, list[tuple[int, int]]]:
    """An item's lines joined by spaces, its folded form (the same offsets), and where each line starts (a
    unit holds no blank line: `units`)."""
    if len(unit) == 1:  # most units: the line itself, nothing to join
        text, starts = unit[0].text.strip(), [(0, unit[0].number)]
    else:
        texts = [line.text.strip() for line in unit]
        text, starts, offset = " ".join(texts), [], 0  # joined once, not a copy a line
        for piece, line in zip(texts, unit, strict=True):
            starts.append((offset, line.number))
            offset += len(piece) + 1
    folded = fold(text)
    if len(folded) != len(text):  # a character that folds to two: keep offsets by not folding it away
        folded = "".join(fold(c)[:1] or " " for c in text)
    return text, folded, starts


def may_end_sentence(folded: str) -> bool:
    """Whether `folded` holds a full stop or a semicolon, the only characters `_SENTENCE_END` ends a sentence
    at: most units are one line with neither, and the pattern and its abbreviation check cost more than the
    two substring tests (tests/linter/test_pattern_guards.py checks the pattern against them)."""
    return "." in folded or ";" in folded


def _sentence_ends(folded: str) -> list[int]:
    """Where each sentence of `folded` ends: after a full stop or semicolon that no abbreviation holds."""
    return [
        m.end()
        for m in _SENTENCE_END.finditer(folded)
        if not _ABBREVIATION.search(folded, max(0, m.start() - 4), m.start())
    ]


def sentences_of(text: str, folded: str, starts: list[tuple[int, int]]) -> Iterator[Sentence]:
    """The sentences of an item's lines joined (`joined`)."""
    begin = 0
    ends = _sentence_ends(folded) if may_end_sentence(folded) else []
    if not ends and len(starts) == 1:  # one line, one sentence
        if folded.strip():
            yield Sentence(text, folded, starts)
        return
    for end in ends + [len(folded)]:
        if end > begin and folded[begin:end].strip():
            first = max(n for start, n in starts if start <= begin)
            inside = [(start - begin, n) for start, n in starts if begin < start < end]
            yield Sentence(text[begin:end], folded[begin:end], [(0, first)] + inside)
        begin = end
