"""A pattern of many alternatives searched only at the places where one of their fixed starts stands.

Python's engine tries such a pattern at every place of a text, and a look-ahead on the first letters rules
few places out in Portuguese (most letters open some alternative): a pattern of the states' names cost over
a microsecond a character. C's search for each fixed start, then the pattern tried at the places found, in
order, finds what `search` and `finditer` find, provided every match opens with one of the starts and none
is empty (tests/linter/test_pattern_guards.py checks each list of starts against its pattern's parse).
"""

from __future__ import annotations

import re
from collections.abc import Iterator


def places(text: str, starts: tuple[str, ...]) -> list[int]:
    """Where one of `starts` stands in `text`, in order (a place once for each start found there)."""
    found = []
    find = text.find
    for start in starts:
        at = find(start)
        while at != -1:
            found.append(at)
            at = find(start, at + 1)
    found.sort()
    return found


def search(pattern: re.Pattern, text: str, starts: tuple[str, ...]) -> re.Match | None:
    """`pattern.search(text)`, where every match of `pattern` opens with one of `starts`."""
    match = pattern.match
    for at in places(text, starts):
        if (m := match(text, at)) is not None:
            return m
    return None


def finditer(pattern: re.Pattern, text: str, starts: tuple[str, ...]) -> Iterator[re.Match]:
    """`pattern.finditer(text)`, where every match of `pattern` opens with one of `starts` and none is empty."""
    match = pattern.match
    end = 0
    for at in places(text, starts):
        if at >= end and (m := match(text, at)) is not None:
            yield m
            end = m.end()
