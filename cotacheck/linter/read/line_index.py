"""Where each line number stands in a list of lines, four bytes a line of the edital: the table reader
looks lines up by number, and a dictionary of Python integers took about 57 bytes a line, more than
twice a short table row's own text."""

from __future__ import annotations

from array import array
from collections.abc import Iterable

#: Beyond this many numbers a line (numbers far apart), a dictionary is the smaller index.
_SPARSE = 4


class LineIndex:
    """`number → index` of the last line with that number in `lines`: `get`, `[]` and `in`, like a dict's."""

    __slots__ = ("_at", "_far")

    def __init__(self, lines: Iterable):
        numbers = [line.number for line in lines]
        top = max(numbers, default=0)
        self._far: dict[int, int] | None = None
        if top > _SPARSE * len(numbers) + 1024 or min(numbers, default=0) < 0:
            self._far = {n: i for i, n in enumerate(numbers)}
            self._at = array("i")
            return
        self._at = array("i", bytes(4 * (top + 1)))  # index + 1, 0 where no line has the number
        at = self._at
        for i, n in enumerate(numbers, 1):
            at[n] = i

    def get(self, number: int, default: int | None = None) -> int | None:
        if self._far is not None:
            return self._far.get(number, default)
        try:
            i = self._at[number] if number >= 0 else 0
        except (IndexError, TypeError):
            return default
        return i - 1 if i else default

    def __getitem__(self, number: int) -> int:
        i = self.get(number)
        if i is None:
            raise KeyError(number)
        return i

    def __contains__(self, number: int) -> bool:
        return self.get(number) is not None
