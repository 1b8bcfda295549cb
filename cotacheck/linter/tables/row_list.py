"""The report's rows as a list whose rows are made when read (`RowList`): `result["positions"]`.

A long table's report has a row a line. As `records.Row`s (a `dict` and its smallest table, 192 bytes
each, the floor of one dictionary a row) they outweighed, at the end of `lint_text`, what the reading held
at its peak (issue 41: a table of 50 000 short rows with a finding on most). Here the list holds each row
as the four values its dictionary proper would hold (its name, line, lines and the tuple of values the
rows alike share: a `_Packed` tuple, 80 bytes) and makes its `Row` when it is read.

It behaves as the list of rows it stands for: a row read twice while held is the same object (the rows
made are kept by weak reference), a row changed where it was read stays changed (its first change puts it
in the list in place of its values), and a slice, a copy, `+`, `==`, `sorted`, `pickle` and `json` see the
rows (`json`'s encoders take a list subclass through its iterator). A row with keys of its own beyond a
row's (set before it is listed) is held as it is.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Iterator

from cotacheck.linter.tables import records


class _Packed(tuple):
    """A row's name, line, lines (None: its line alone) and shared values, as its dictionary proper holds
    them (`records.Row`)."""

    __slots__ = ()


class _ReadRow(records.Row):
    """A row made from its packed values when read from `_list`: at its first change it takes their
    place in the list, so that the change stays."""

    __slots__ = ("_list", "_packed", "_at", "__weakref__")

    def _kept(self) -> None:
        owner = self._list
        if owner is not None:
            self._list = None
            owner._keep(self)

    def __setitem__(self, key, value) -> None:
        self._kept()
        super().__setitem__(key, value)

    def __delitem__(self, key) -> None:
        self._kept()
        super().__delitem__(key)

    def pop(self, *args):
        self._kept()
        return super().pop(*args)

    def popitem(self):
        self._kept()
        return super().popitem()

    def setdefault(self, key, default=None):
        self._kept()
        return super().setdefault(key, default)

    def clear(self) -> None:
        self._kept()
        super().clear()


def packed(row: records.Row) -> _Packed | records.Row:
    """What a `RowList` holds for `row`: its packed values, or the row itself where it has keys of its own."""
    if type(row) is not records.Row or dict.__len__(row) != records._OWN_HELD:
        return row
    return _Packed(dict.values(row))


class RowList(list):
    """A list of rows, each held packed (`packed`) until it is changed; read, a `records.Row`."""

    __slots__ = ("_made",)
    #: The bridge writes it a slice at a time, as a plain list (`answer_parts`).
    MADE_WHEN_READ = True

    def __init__(self, rows: Iterable = ()):
        super().__init__(rows)
        self._made: dict[int, weakref.ref] = {}

    def append_row(self, row: records.Row) -> None:
        """`row`, held packed."""
        list.append(self, packed(row))

    def names_and_lines(self) -> Iterator[tuple]:
        """Each row's (name, line), in order, its row not made (a look-up by them over a long table's rows)."""
        for item in list.__iter__(self):
            if type(item) is _Packed:
                yield item[0], item[1]
            else:
                yield (item.get("name"), item.get("line")) if isinstance(item, dict) else (None, None)

    def _read(self, item, at: int):
        if type(item) is not _Packed:
            return item
        key = id(item)
        ref = self._made.get(key)
        row = None if ref is None else ref()
        if row is None:
            row = _ReadRow.__new__(_ReadRow)
            dict.__init__(row, zip(records._HELD_KEYS, item))
            row._list, row._packed, row._at = self, item, at
            self._made[key] = weakref.ref(row, lambda _, made=self._made, key=key: made.pop(key, None))
        return row

    def _keep(self, row: _ReadRow) -> None:
        """`row` in its packed values' place, for good (not found: they were taken out of the list)."""
        item, at = row._packed, row._at
        row._packed = None
        self._made.pop(id(item), None)
        if not (0 <= at < list.__len__(self) and list.__getitem__(self, at) is item):
            at = next((i for i, held in enumerate(list.__iter__(self)) if held is item), None)
        if at is not None:
            list.__setitem__(self, at, row)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(list.__len__(self)))]
        item = list.__getitem__(self, index)
        return self._read(item, index if index >= 0 else index + list.__len__(self))

    def __iter__(self) -> Iterator:
        at = 0
        while at < list.__len__(self):
            yield self._read(list.__getitem__(self, at), at)
            at += 1

    def __reversed__(self) -> Iterator:
        for at in reversed(range(list.__len__(self))):
            yield self[at]

    def __contains__(self, value) -> bool:
        return any(row is value or row == value for row in self)

    def index(self, value, start: int = 0, stop: int | None = None) -> int:
        for at in range(*slice(start, stop).indices(list.__len__(self))):
            row = self[at]
            if row is value or row == value:
                return at
        raise ValueError(f"{value!r} is not in list")

    def count(self, value) -> int:
        return sum(1 for row in self if row is value or row == value)

    def pop(self, index: int = -1):
        row = self[index]
        list.pop(self, index)
        if type(row) is _ReadRow and row._list is self:  # out of the list: a row of its own from now on
            row._list = None
            self._made.pop(id(row._packed), None)
        return row

    def remove(self, value) -> None:
        self.pop(self.index(value))

    def copy(self) -> list:
        return list(self)

    def sort(self, *, key=None, reverse: bool = False) -> None:
        rows = sorted(self, key=key, reverse=reverse)
        list.__setitem__(self, slice(None), [_held(row, self) for row in rows])

    def __eq__(self, other) -> bool:
        if not isinstance(other, list):
            return NotImplemented
        return len(self) == len(other) and all(a is b or a == b for a, b in zip(self, other, strict=True))

    def __ne__(self, other) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __lt__(self, other):
        return list(self) < list(other) if isinstance(other, list) else NotImplemented

    def __le__(self, other):
        return list(self) <= list(other) if isinstance(other, list) else NotImplemented

    def __gt__(self, other):
        return list(self) > list(other) if isinstance(other, list) else NotImplemented

    def __ge__(self, other):
        return list(self) >= list(other) if isinstance(other, list) else NotImplemented

    __hash__ = None

    def __add__(self, other):
        return list(self) + list(other) if isinstance(other, list) else NotImplemented

    def __radd__(self, other):
        return list(other) + list(self) if isinstance(other, list) else NotImplemented

    def __iadd__(self, other):
        self.extend(other)
        return self

    def extend(self, rows: Iterable) -> None:
        list.extend(self, list(rows))  # itself too: its rows, not its packed values

    def __mul__(self, times: int):
        return list(self) * times

    __rmul__ = __mul__

    def __imul__(self, times: int):
        rows = list(self) * times
        list.__setitem__(self, slice(None), rows)
        return self

    def __repr__(self) -> str:
        return repr(list(self))

    def __reduce_ex__(self, protocol):  # pickle and copy: the rows, as a plain list
        return (list, (list(self),))


def _held(row, owner: RowList):
    """What `owner` holds for `row` read from it: its packed values while it is unchanged."""
    if type(row) is _ReadRow and row._list is owner:
        return row._packed
    return row
