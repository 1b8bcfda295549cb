"""A finding as the report holds it: a dictionary (`f["code"]`, `f.get("line")`, `dict(f)`, `f == {...}`,
`json.dumps(f)`) whose fields are held in four slots, its message made when it is read.

A table with a finding on most of its 50 000 rows holds as many findings: as dictionaries, each took
about 185 bytes and its message 470 more (a message quoting a name in “ ” is stored two bytes a
character), 28 times a short row. A `Finding` keeps, for a finding about a cargo (`check/context.py`,
`position_finding`), the message's values instead of its text; the fields its rule and context set (name,
severity, basis, its page, the rule's page) in one tuple the findings of a rule share; its line and cargo in
slots; and its code and the keys the checks add (`interpretations`, `downgraded_from`, …) in the dictionary
proper, in the order they were added. 96 bytes, the dictionary proper's smallest table of keys (five
entries, 120 bytes) and the message's values: about 300, where fourteen slots took 380.

It is a `dict` so that a result stays what `lint_text()` promises, an object `json.dumps` writes as it is
(library users, the CLI, the page's bridge). `json` writes a dictionary that is not exactly a `dict` through
its `items()`, after asking whether the dictionary itself is empty: its `code`, held in the dictionary
proper, answers that; every read goes through the methods below.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from itertools import islice

#: The keys every finding has, in the order of the report's JSON.
KEYS = ("code", "name", "severity", "message", "basis", "basis_href", "line", "position", "url")
_FIXED = frozenset(KEYS)
#: The fixed keys held in the tuple a rule's findings share, by their place in it (then the `Wording` of a
#: finding about a cargo, or None).
_SHARED = {"name": 0, "severity": 1, "basis": 2, "basis_href": 3, "url": 4}
_WORDING = 5
#: The fixed keys held in the record's own slots ("message" written from its figures when asked).
_OWN = frozenset(("line", "position", "message"))
#: The shared tuples met so far (a finding holds the one of its fields).
_SHARES: dict[tuple, tuple] = {}
#: The figures of the messages met lately, one tuple each: a long table's findings repeat a few hundred of them
#: (its cargos' vacancies, reserves stated and required). At most `_FIGURES_HELD`, forgotten together.
_FIGURES: dict[tuple, tuple] = {}
_FIGURES_HELD = 4096
#: The values a message's figures may share a tuple with an equal one by: equal, and of the same type, they
#: are written alike (1 and True, or 0.0 and -0.0, are equal and are not).
_PLAIN = frozenset({int, str, type(None)})


def _shared(fields: tuple) -> tuple:
    try:
        return _SHARES.setdefault(fields, fields)
    except TypeError:  # a value that is not hashable: that finding's tuple of its own
        return fields


def _figures(values: tuple) -> tuple:
    """`values`, or an equal tuple of the same types met before (shared by the findings that hold it)."""
    if not all(type(v) in _PLAIN for v in values):
        return values
    held = _FIGURES.get(values)
    if held is not None and all(type(a) is type(b) for a, b in zip(held, values, strict=True)):
        return held
    if held is None:
        if len(_FIGURES) >= _FIGURES_HELD:
            _FIGURES.clear()
        _FIGURES[values] = values
    return values


class Wording:
    """How the messages of one rule about a cargo are written under one context: the rule's template
    filled with the position's name and the rule's figures (`names`, "position" first), then `edit` (the
    CNJ's or the user's rule instead of "a lei")."""

    __slots__ = ("template", "names", "edit")

    def __init__(self, template: str, names: tuple[str, ...], edit: Callable[[str], str]):
        self.template, self.names, self.edit = template, names, edit

    def write(self, position: str, figures: tuple) -> str:
        return self.edit(self.template.format(**dict(zip(self.names, (position, *figures)))))


class Finding(dict):
    """One finding: the keys of `KEYS`, then those added, in the order they were added."""

    __slots__ = ("_shared", "line", "position", "_message")

    def __init__(self, code, name, severity, message, basis, basis_href, line, position, url):
        wording = None
        if not isinstance(message, str):  # (Wording, figures…): the message of a finding about `position`
            wording, message = message[0], _figures(message[1:])
        self._shared = _shared((name, severity, basis, basis_href, url, wording))
        self.line, self.position = line, position
        self._message = message  # a string, or its Wording's figures until it is set
        dict.__init__(self, code=code)  # the code first; then the keys added, in their order

    @classmethod
    def worded(cls, wording: Wording, figures: tuple, code, name, severity, basis, basis_href, line, position, url):
        """A finding whose message is `wording` of `position` and `figures`, written when read."""
        return cls(code, name, severity, (wording, *figures), basis, basis_href, line, position, url)

    @property
    def message(self) -> str:
        held = self._message
        return held if isinstance(held, str) else self._shared[_WORDING].write(self.position, held)

    def __getitem__(self, key: str):
        at = _SHARED.get(key)
        if at is not None:
            return self._shared[at]
        if key in _OWN:
            return getattr(self, key)  # "line", "position", "message": held in the record's own slots
        return dict.__getitem__(self, key)  # the code and the keys added

    def get(self, key: str, default=None):
        return self[key] if key in self else default

    def __setitem__(self, key: str, value) -> None:
        at = _SHARED.get(key)
        if at is not None:
            fields = list(self._shared)
            fields[at] = value
            self._shared = _shared(tuple(fields))
        elif key == "line":
            self.line = value
        elif key == "position":
            self._message = self.message  # written with the name it was made with
            self.position = value
        elif key == "message":
            self._message = value
        else:
            dict.__setitem__(self, key, value)

    def update(self, *others, **fields) -> None:
        for key, value in dict(*others, **fields).items():
            self[key] = value

    def __contains__(self, key) -> bool:
        return key in _FIXED or dict.__contains__(self, key)

    def __iter__(self) -> Iterator[str]:
        yield from KEYS
        yield from islice(dict.__iter__(self), 1, None)  # after the code, the keys added

    def __len__(self) -> int:
        return len(KEYS) - 1 + dict.__len__(self)

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
