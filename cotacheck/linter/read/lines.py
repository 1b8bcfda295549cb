"""An edital's lines held compactly: every line's text in one string and its folded form in another,
with machine integers for where each starts and ends and for its number. A `Line` object of its own a
line (its object, its two strings, about 220 bytes) cost ten times a short table row's text, and the
reader holds the lines while the rows' positions pile up (issue 41); here a line costs its
characters twice and 20 bytes, and its `Line` is made when it is read."""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from itertools import accumulate

from cotacheck.linter.read.text import Line


class Lines:
    """A sequence of `Line`s (index, slice as a list, iterate, `len`; `lines[:] = other` replaces them),
    plus what `split_lines` found: `omitted`, what was left out or only read in parts; `bidi`, the
    numbers of the lines that held bidirectional controls; `bidi_cells`, a line of `bidi` → its first
    cell with a control or right-to-left letter; `tables`, set by the reader (`extract`)."""

    def __init__(self, lines: Iterable[Line] = ()):
        self.omitted: list[dict] = []
        self.bidi: list[int] = []
        self.bidi_cells: dict[int, str] = {}
        self[:] = lines

    def fill(self, numbers: Iterable[int], texts: list[str], folds: list[str]) -> None:
        """Hold these lines (each line's number, text and folded text), in place of those held."""
        self._numbers = array("I", numbers)
        self._text, self._starts = _joined(texts)
        self._folded, self._fstarts = _joined(folds)
        self._rows: array | None = None  # of a part of another's lines (`kept`): where each is among them
        self._unsorted: dict | None = None  # line index by number, made only if numbers go back

    def kept(self, keep: Callable[[int, bool], bool]) -> Lines:
        """The lines for which `keep(number, has_text)` holds, sharing this one's strings and offsets."""
        starts, rows = self._starts, self._rows if self._rows is not None else range(len(self._numbers))
        out = Lines.__new__(Lines)
        out.omitted, out.bidi, out.bidi_cells = self.omitted, self.bidi, self.bidi_cells
        out._text, out._starts, out._folded, out._fstarts = self._text, starts, self._folded, self._fstarts
        out._numbers, out._rows, out._unsorted = array("I"), array("I"), None
        for number, j in zip(self._numbers, rows):
            if keep(number, starts[j] < starts[j + 1]):
                out._numbers.append(number)
                out._rows.append(j)
        return out

    def index_of(self, number: int) -> int | None:
        """The index of the last line numbered `number` (lines are in the order of their numbers)."""
        if self._unsorted is None:
            numbers = self._numbers
            self._unsorted = (
                {n: i for i, n in enumerate(numbers)} if any(a > b for a, b in zip(numbers, numbers[1:])) else {}
            )
        if self._unsorted:
            return self._unsorted.get(number)
        at = bisect_right(self._numbers, number) - 1
        return at if at >= 0 and self._numbers[at] == number else None

    def index(self, line: Line) -> int:
        """The index of the first line equal to `line` (as a list's)."""
        for i, held in enumerate(self):
            if held == line:
                return i
        raise ValueError(f"{line!r} is not among the lines")

    def numbers(self) -> array:
        """The lines' numbers, in order."""
        return self._numbers

    def __len__(self) -> int:
        return len(self._numbers)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self._line(i) for i in range(*index.indices(len(self._numbers)))]
        if index < 0:
            index += len(self._numbers)
        if not 0 <= index < len(self._numbers):
            raise IndexError("line index out of range")
        return self._line(index)

    def _line(self, i: int) -> Line:
        j = self._rows[i] if self._rows is not None else i
        s, f = self._starts, self._fstarts
        return Line(self._numbers[i], self._text[s[j] : s[j + 1]], self._folded[f[j] : f[j + 1]])

    def __iter__(self) -> Iterator[Line]:
        text, folded, s, f = self._text, self._folded, self._starts, self._fstarts
        for number, j in zip(self._numbers, self._rows if self._rows is not None else range(len(self._numbers))):
            yield Line(number, text[s[j] : s[j + 1]], folded[f[j] : f[j + 1]])

    def __setitem__(self, index: slice, lines: Iterable[Line]) -> None:
        if index != slice(None):
            raise TypeError("only the whole of the lines is replaced (lines[:] = ...)")
        lines = list(lines)
        self.fill([line.number for line in lines], [line.text for line in lines], [line.folded for line in lines])

    def __eq__(self, other) -> bool:
        return isinstance(other, (list, Lines)) and list(self) == list(other)

    def __repr__(self) -> str:
        return f"Lines({list(self)!r})"


def _joined(parts: list[str]) -> tuple[str, array]:
    """The strings as one, and where each starts in it (and, last, where the last ends)."""
    return "".join(parts), array("I", accumulate((len(p) for p in parts), initial=0))


class LineIndex:
    """Each line's index by its number (the last line of a number cut in pieces), asked as a dictionary
    is (`get`, `[]`): of a `Lines` by its numbers in order, of a list of `Line`s by a dictionary (a
    dictionary of every line cost more than a short table row's text)."""

    __slots__ = ("_lines", "_by_number")

    def __init__(self, lines):
        self._lines = lines if isinstance(lines, Lines) else None
        self._by_number = None if self._lines is not None else {line.number: i for i, line in enumerate(lines)}

    def get(self, number: int | None, default: int | None = None) -> int | None:
        if self._lines is None:
            return self._by_number.get(number, default)
        at = self._lines.index_of(number) if number is not None else None
        return default if at is None else at

    def __getitem__(self, number: int) -> int:
        at = self.get(number)
        if at is None:
            raise KeyError(number)
        return at


def kept(lines, skip) -> Lines | list[Line]:
    """The lines with text that are not numbered in `skip` (a `Lines` sharing `lines`' strings, or a list)."""
    if isinstance(lines, Lines):
        return lines.kept(lambda number, has_text: has_text and number not in skip)
    return [line for line in lines if line.number not in skip and line.text]
