"""A finding as the report holds it: a dictionary (`f["code"]`, `f.get("line")`, `dict(f)`, `f == {...}`,
`json.dumps(f)`) whose fields are held in slots, its message made when it is read.

A table with a finding on most of its 50 000 rows holds as many findings: as dictionaries, each took
about 185 bytes and its message 470 more (a message quoting a name in “ ” is stored two bytes a
character), 28 times a short row. A `Finding` keeps its fields in slots and, for a finding about a cargo
(`check/context.py`, `position_finding`), the message's values instead of its text: about 340 bytes.

It is a `dict` so that a result stays what `lint_text()` promises, an object `json.dumps` writes as it is
(library users, the CLI, the page's bridge). `json` writes a dictionary that is not exactly a `dict` through
its `items()`, after asking whether the dictionary itself is empty: the one key stored in the dictionary
proper, `code`, answers that; every read goes through the methods below.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

#: The keys every finding has, in the order of the report's JSON.
KEYS = ("code", "name", "severity", "message", "basis", "basis_href", "line", "position", "url")
#: The keys the checks after the rules may add (`check/readings.py`, `check/confidence.py`, the downgrades of
#: an uncertain date or excerpt), held in slots; any other key added is held in a dictionary of its own.
ADDED = ("interpretations", "downgraded_from", "uncertain_reading")
_FIXED = frozenset(KEYS)
_ADDED = frozenset(ADDED)
#: The orders of the added keys met so far, one tuple each (a finding holds the one of its keys).
_ORDERS: dict[tuple, tuple] = {}


class Wording:
    """How the messages of one rule about a cargo are written under one context: the rule's template
    filled with the position's name and the rule's figures (`names`), then `edit` (the CNJ's or the
    user's rule instead of "a lei")."""

    __slots__ = ("template", "names", "edit")

    def __init__(self, template: str, names: tuple[str, ...], edit: Callable[[str], str]):
        self.template, self.names, self.edit = template, names, edit

    def write(self, values: tuple) -> str:
        return self.edit(self.template.format(**dict(zip(self.names, values))))


class Finding(dict):
    """One finding: the keys of `KEYS`, then those added, in the order they were added."""

    __slots__ = (*(k for k in KEYS if k != "message"), "_message", *ADDED, "_added", "_more")

    def __init__(self, code, name, severity, message, basis, basis_href, line, position, url):
        self.code, self.name, self.severity, self.basis, self.basis_href = code, name, severity, basis, basis_href
        self.line, self.position, self.url = line, position, url
        self._message = message  # a string, or (Wording, values…) until it is set
        self.interpretations = self.downgraded_from = self.uncertain_reading = self._more = None
        self._added = ()
        dict.__init__(self, code=code)  # not empty: `json` asks the dictionary proper before its items()

    @classmethod
    def worded(cls, wording: Wording, values: tuple, code, name, severity, basis, basis_href, line, position, url):
        """A finding whose message is `wording` of `values`, written when read."""
        return cls(code, name, severity, (wording, *values), basis, basis_href, line, position, url)

    @property
    def message(self) -> str:
        held = self._message
        return held if isinstance(held, str) else held[0].write(held[1:])

    def __getitem__(self, key: str):
        if key in _FIXED:
            return self.message if key == "message" else getattr(self, key)
        if key not in self._added:
            raise KeyError(key)
        return getattr(self, key) if key in _ADDED else self._more[key]

    def get(self, key: str, default=None):
        if key in _FIXED:
            return self.message if key == "message" else getattr(self, key)
        if key not in self._added:
            return default
        return getattr(self, key) if key in _ADDED else self._more[key]

    def __setitem__(self, key: str, value) -> None:
        if key == "message":
            self._message = value
            return
        if key not in _FIXED and key not in self._added:
            order = (*self._added, key)
            self._added = _ORDERS.setdefault(order, order)
        if key in _FIXED or key in _ADDED:
            setattr(self, key, value)
        else:
            self._more = {**(self._more or {}), key: value}

    def __contains__(self, key) -> bool:
        return key in _FIXED or key in self._added

    def __iter__(self) -> Iterator[str]:
        yield from KEYS
        yield from self._added

    def __len__(self) -> int:
        return len(KEYS) + len(self._added)

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
        return self.as_dict() == (other.as_dict() if isinstance(other, Finding) else other)

    def __ne__(self, other) -> bool:
        return not self == other

    __hash__ = None  # a mutable mapping, like a dict

    def __repr__(self) -> str:
        return repr(self.as_dict())

    def __reduce__(self):  # a batch's worker sends its results to the parent (`--jobs`)
        return (from_dict, (self.as_dict(),))


def from_dict(fields: Mapping) -> Finding:
    """A `Finding` of `fields` (the keys of `KEYS`, then any added)."""
    found = Finding(*(fields[key] for key in KEYS))
    for key in fields:
        if key not in _FIXED:
            found[key] = fields[key]
    return found
