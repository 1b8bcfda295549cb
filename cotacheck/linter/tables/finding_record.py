"""A finding as the report holds it: a dictionary (`f["code"]`, `f.get("line")`, `dict(f)`, `f == {...}`,
`json.dumps(f)`) whose fields are held in its dictionary proper under keys of its own, its message made
when it is read.

A table with a finding on most of its 50 000 rows holds as many findings: as dictionaries, each took
about 185 bytes and its message 470 more (a message quoting a name in “ ” is stored two bytes a
character), 28 times a short row. A `Finding` keeps, for a finding about a cargo (`check/context.py`,
`position_finding`), the message's values instead of its text; the fields its rule and context set (name,
severity, basis, its page, the rule's page) with its message or its figures in one tuple the findings of
a rule with the same figures share; and its code, that tuple, its line and cargo, then the keys the checks
add (`interpretations`, `downgraded_from`, …) in the dictionary proper, in the order they were added: 64
bytes and the dictionary proper's smallest table of keys (five entries, 120 bytes), where four slots took
96 and fourteen 380.

It is a `dict` so that a result stays what `lint_text()` promises, an object `json.dumps` writes as it is
(library users, the CLI, the page's bridge). `json` writes a dictionary that is not exactly a `dict` through
its `items()`, after asking whether the dictionary itself is empty: its `code`, held in the dictionary
proper, answers that; every read goes through the methods below (the rows alike: `records.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from cotacheck.linter.tables.held_dict import HeldDict

#: The keys every finding has, in the order of the report's JSON.
KEYS = ("code", "name", "severity", "message", "basis", "basis_href", "line", "position", "url")
_FIXED = frozenset(KEYS)
#: The fixed keys held in the tuple the findings of a rule with the same message share, by their place in it
#: (then the `Wording` of a finding about a cargo, or None, and its message or its figures).
_SHARED = {"name": 0, "severity": 1, "basis": 2, "basis_href": 3, "url": 4}
_WORDING, _MESSAGE = 5, 6
#: The keys the dictionary proper holds that tuple, the line and the position by, after the code: no key a
#: finding may have.
_FIELDS, _LINE, _POSITION = "\0fields", "\0line", "\0position"
_PRIVATE = frozenset((_FIELDS, _LINE, _POSITION))
_OWN_HELD = 4  # the code and the three above
_OWN = {"line": _LINE, "position": _POSITION}
_SET_IN_FIELDS = {**_SHARED, "message": _MESSAGE}
#: The shared tuples met lately, by their fields (the figures by the tuple's identity: `_figures` made
#: them one a value and type). At most `_SHARES_HELD`, then forgotten together.
_SHARES: dict[tuple, tuple] = {}
_SHARES_HELD = 4096
#: The figures of the messages met lately, one tuple each: a long table's findings repeat a few hundred of them
#: (its cargos' vacancies, reserves stated and required). At most `_FIGURES_HELD`, forgotten together.
_FIGURES: dict[tuple, tuple] = {}
_FIGURES_HELD = 4096
#: The values a message's figures may share a tuple with an equal one by: equal, and of the same type, they
#: are written alike (1 and True, or 0.0 and -0.0, are equal and are not).
_PLAIN = frozenset({int, str, type(None)})


def _shared(fields: tuple) -> tuple:
    message = fields[_MESSAGE]
    key = fields if isinstance(message, str) else (*fields[:_MESSAGE], id(message))  # held with its figures
    try:
        held = _SHARES.get(key)
    except TypeError:  # a value that is not hashable: that finding's tuple of its own
        return fields
    if held is None:
        if len(_SHARES) >= _SHARES_HELD:
            _SHARES.clear()
        _SHARES[key] = held = fields
    return held


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


class Finding(HeldDict):
    """One finding: the keys of `KEYS`, then those added, in the order they were added. The dictionary
    proper holds the code, then the shared fields, the line and the position under keys of its own
    (`_PRIVATE`), then the keys added: no slot, no table of keys but its own smallest."""

    __slots__ = ()
    KEYS, _FIXED, _PRIVATE, _OWN_HELD = KEYS, _FIXED, _PRIVATE, _OWN_HELD

    def __init__(self, code, name, severity, message, basis, basis_href, line, position, url):
        wording = None
        if not isinstance(message, str):  # (Wording, figures…): the message of a finding about `position`
            wording, message = message[0], _figures(message[1:])
        fields = _shared((name, severity, basis, basis_href, url, wording, message))
        dict.__init__(self, {"code": code, _FIELDS: fields, _LINE: line, _POSITION: position})

    @classmethod
    def worded(cls, wording: Wording, figures: tuple, code, name, severity, basis, basis_href, line, position, url):
        """A finding whose message is `wording` of `position` and `figures`, written when read."""
        return cls(code, name, severity, (wording, *figures), basis, basis_href, line, position, url)

    @property
    def _message(self):
        """The message as held: its text, or its Wording's figures until it is set."""
        return dict.__getitem__(self, _FIELDS)[_MESSAGE]

    @property
    def message(self) -> str:
        fields = dict.__getitem__(self, _FIELDS)
        held = fields[_MESSAGE]
        return held if isinstance(held, str) else fields[_WORDING].write(dict.__getitem__(self, _POSITION), held)

    def __getitem__(self, key: str):
        at = _SHARED.get(key)
        if at is not None:
            return dict.__getitem__(self, _FIELDS)[at]
        if key == "message":
            return self.message
        if key in _PRIVATE:
            raise KeyError(key)
        return dict.__getitem__(self, _OWN.get(key, key))  # the line, the position, the code and the keys added

    def __setitem__(self, key: str, value) -> None:
        at = _SET_IN_FIELDS.get(key)
        if key == "position":
            self["message"] = self.message  # written with the name it was made with
        if at is not None:
            fields = list(dict.__getitem__(self, _FIELDS))
            fields[at] = value
            dict.__setitem__(self, _FIELDS, _shared(tuple(fields)))
        elif key in _PRIVATE:
            raise KeyError(key)
        else:
            dict.__setitem__(self, _OWN.get(key, key), value)  # the line, the position, the code or a key added

    def __reduce__(self):  # a batch's worker sends its results to the parent (`--jobs`)
        return (from_dict, (self.as_dict(),))


def from_dict(fields: Mapping) -> Finding:
    """A `Finding` of `fields` (the keys of `KEYS`, then any added)."""
    found = Finding(*(fields[key] for key in KEYS))
    for key in fields:
        if key not in _FIXED:
            found[key] = fields[key]
    return found
