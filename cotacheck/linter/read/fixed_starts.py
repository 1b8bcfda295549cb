"""A pattern of many alternatives searched only at the places where one of their fixed starts stands.

Python's engine tries such a pattern at every place of a text, and a look-ahead on the first letters rules
few places out in Portuguese (most letters open some alternative): a pattern of the states' names cost over
a microsecond a character. C's search for each fixed start, then the pattern tried at the places found, in
order, finds what `search` and `finditer` find, provided every match opens with one of the starts and none
is empty (tests/linter/test_pattern_guards.py checks each list of starts against its pattern's parse).
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterator


def places(text: str, starts: tuple[str, ...]) -> Iterator[int]:
    """Where one of `starts` stands in `text`, in order (a place once for each start found there): all found at
    once in a short text, one after the other in a long one (the first matches often suffice there)."""
    find = text.find
    if len(text) <= _SHORT:
        found = []
        for start in starts:
            at = find(start)
            while at != -1:
                found.append(at)
                at = find(start, at + 1)
        found.sort()
        yield from found
        return
    heap = [(at, start) for start in starts if (at := find(start)) != -1]
    heapq.heapify(heap)
    while heap:
        at, start = heap[0]
        yield at
        after = find(start, at + 1)
        if after == -1:
            heapq.heappop(heap)
        else:
            heapq.heapreplace(heap, (after, start))


#: A text up to this long has its places found all at once (`places`).
_SHORT = 4096


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
