"""The mapping both report records share (`records.Row`, `finding_record.Finding`): a `dict` whose fixed
keys are read through `__getitem__` from what its dictionary proper holds under keys of its own, and whose
keys set later follow them, so that `json.dumps`, `dict(x)`, `x == {...}` and iteration see the report's
keys in the report's order."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice


class HeldDict(dict):
    """A subclass gives `KEYS` (the fixed keys, in order), `_FIXED` (them as a set), `_PRIVATE` (the keys its
    dictionary proper holds them by) and `_OWN_HELD` (how many entries of its dictionary proper come before
    the keys set later), and its own `__getitem__`, `__setitem__` and `__reduce__`."""

    __slots__ = ()
    KEYS: tuple[str, ...] = ()
    _FIXED: frozenset[str] = frozenset()
    _PRIVATE: frozenset[str] = frozenset()
    _OWN_HELD = 0

    def get(self, key: str, default=None):
        return self[key] if key in self else default

    def update(self, *others, **fields) -> None:
        for key, value in dict(*others, **fields).items():
            self[key] = value

    def __contains__(self, key) -> bool:
        return key in self._FIXED or (key not in self._PRIVATE and dict.__contains__(self, key))

    def __iter__(self) -> Iterator[str]:
        yield from self.KEYS
        yield from islice(dict.__iter__(self), self._OWN_HELD, None)  # after what is held, the keys set later

    def __len__(self) -> int:
        return len(self.KEYS) - self._OWN_HELD + dict.__len__(self)

    def keys(self):
        return list(self)

    def items(self):
        return [(key, self[key]) for key in self]

    def values(self):
        return [self[key] for key in self]

    def copy(self) -> dict:
        return self.as_dict()

    def as_dict(self) -> dict:
        return {key: self[key] for key in self}

    def __eq__(self, other) -> bool:
        return self.as_dict() == (other.as_dict() if isinstance(other, HeldDict) else other)

    def __ne__(self, other) -> bool:
        return not self == other

    __hash__ = None  # a mutable mapping, like a dict

    def __repr__(self) -> str:
        return repr(self.as_dict())
