"""A set of line numbers kept as one byte a line of the edital: the reader marks every table line, and a
set of Python integers cost about 100 bytes a line, four times a short table row's own text."""

from __future__ import annotations

from collections.abc import Iterable, Iterator


class LineSet:
    """Line numbers (0 or more): `add`, `update`, `in`, `len` and iteration in order, like a set's."""

    __slots__ = ("_marks", "_count")

    def __init__(self, numbers: Iterable[int] = ()):
        self._marks = bytearray()
        self._count = 0
        self.update(numbers)

    def add(self, number: int) -> None:
        marks = self._marks
        if number >= len(marks):  # grown by doubling: a line at a time stays linear
            marks.extend(bytes(max(number + 1 - len(marks), len(marks))))
        if not marks[number]:
            marks[number] = 1
            self._count += 1

    def update(self, numbers: Iterable[int]) -> None:
        for number in numbers:
            self.add(number)

    def __contains__(self, number: int) -> bool:  # line numbers only: asked once a line by the prose reader
        return number < len(self._marks) and self._marks[number] == 1

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[int]:
        marks = self._marks
        start = marks.find(1)
        while start != -1:
            yield start
            start = marks.find(1, start + 1)
