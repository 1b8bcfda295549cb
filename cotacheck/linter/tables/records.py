"""A cargo's row in the report: a dictionary (`row["name"]`, `row.get`, `dict(row)`, `==` with a dict,
`json.dumps(row)`) whose figures are held in one tuple the rows alike share.

A table of 50 000 short rows has as many rows in its report. Each row as a dictionary of its own 22 keys
(even one sharing its table of keys with the others, as an object's attributes do) took about 280 bytes
and its list of lines 72 more: 15 times a row of 23 bytes, most of the 20 times its size a reading may
take (issue 41). The values of a table's rows repeat (its vacancies, reserves stated and required, how
it was read): a `Row` holds its name in the dictionary proper, its line and lines (None for its line
alone) and the other 19 values in a tuple shared by every row with the same ones (`_shared`), all in
the dictionary proper under keys of its own: 184 bytes.

It is a `dict` so that a result stays what `lint_text()` promises, an object `json.dumps` writes as it is:
`json` writes a dictionary that is not exactly a `dict` through its `items()`, once the dictionary proper
is not empty (it holds the name). A key set later that is not a row's goes to the dictionary proper and
comes after the row's keys, in the order it was set. `row["lines"]` is a new list at each reading (the
report's JSON as before); the findings are held alike (`finding_record.py`)."""

from __future__ import annotations

from collections.abc import Mapping

from cotacheck.linter.tables.held_dict import HeldDict

#: The keys of a row, in the order of the report's JSON.
KEYS = (
    "name",
    "vacancies",
    "reserved_stated",
    "reserved_required",
    "line",
    "cargo",
    "slice",
    "cadastro_reserva",
    "reserved_by_group_stated",
    "reserved_by_group_required",
    "pcd_stated",
    "pcd_required",
    "open_stated",
    "total_stated",
    "source",
    "lines",
    "confidence",
    "reading",
    "cadastro_reserva_stated",
    "reserve_scope",
    "other_reserves_stated",
    "confidence_reason",
)
_FIXED = frozenset(KEYS)
_OWN = ("name", "line", "lines")
#: The keys the dictionary proper holds a row's line, lines (None: its line alone) and shared values by,
#: after its name: no key a report's row may have.
_LINE, _LINES, _VALUES = "\0line", "\0lines", "\0values"
_PRIVATE = frozenset((_LINE, _LINES, _VALUES))
_OWN_HELD = 4  # the name and the three above
#: The keys of the dictionary proper of a row with no key of its own, in its order (`row_list`).
_HELD_KEYS = ("name", _LINE, _LINES, _VALUES)
#: The place of each other key in the shared tuple.
_AT = {key: at for at, key in enumerate(k for k in KEYS if k not in _OWN)}
_CARGO = _AT["cargo"]
_BY_GROUP, _OTHER = _AT["reserved_by_group_stated"], _AT["other_reserves_stated"]  # then by group required
#: A row's cargo when it is its name (a row that is its own cargo): the same tuple for every such row.
_NAME = object()
#: The shared tuples of values met lately, each by itself (`_Alike`): a table's rows repeat a few hundred.
#: At most `_HELD`, then forgotten together.
_SHARED: dict["_Alike", tuple] = {}
_HELD = 4096
_PLAIN = frozenset({int, str, type(None)})


class _Alike:
    """A tuple of values as a key, equal to another whose values are each the same object, or equal and of
    the same plain type (1 and True are equal and are written otherwise): the tuple itself is no key, a
    dictionary of its values being no key, and a tuple of their identities would weigh as much as the
    tuple."""

    __slots__ = ("values", "_hash")

    def __init__(self, values: tuple):
        self.values = values
        try:  # every value but the dictionaries (by group, other reserves), which few objects hold
            self._hash = hash((values[:_BY_GROUP], values[_BY_GROUP + 2 : _OTHER], values[_OTHER + 1 :]))
        except TypeError:  # a value set that is not hashable
            self._hash = 0

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        return all(
            a is b or (type(a) is type(b) and type(a) in _PLAIN and a == b)
            for a, b in zip(self.values, other.values, strict=True)
        )


def _shared(values: tuple) -> tuple:
    """`values`, or the tuple of the same values met before."""
    key = _Alike(values)
    held = _SHARED.get(key)
    if held is not None:
        return held
    if len(_SHARED) >= _HELD:
        _SHARED.clear()
    _SHARED[key] = values
    return values


class Row(HeldDict):
    """One cargo's row: the keys of `KEYS`, then those set later, in the order they were set. The
    dictionary proper holds the name, then the row's line, its lines and its shared values under keys
    of its own (`_PRIVATE`), then the keys set later: no slot, no table of keys but its own smallest."""

    __slots__ = ()
    KEYS, _FIXED, _PRIVATE, _OWN_HELD = KEYS, _FIXED, _PRIVATE, _OWN_HELD

    def __init__(self, fields: Mapping):
        name, line = fields["name"], fields["line"]
        lines = tuple(fields["lines"])
        values = [fields[key] for key in _AT]
        if values[_CARGO] == name:
            values[_CARGO] = _NAME
        shared = _shared(tuple(values))
        dict.__init__(self, {"name": name, _LINE: line, _LINES: None if lines == (line,) else lines, _VALUES: shared})
        for key in fields:
            if key not in _FIXED:
                dict.__setitem__(self, key, fields[key])

    def __getitem__(self, key: str):
        at = _AT.get(key)
        if at is not None:
            value = dict.__getitem__(self, _VALUES)[at]
            return dict.__getitem__(self, "name") if value is _NAME else value
        if key == "lines":
            lines = dict.__getitem__(self, _LINES)
            return [dict.__getitem__(self, _LINE)] if lines is None else list(lines)
        if key == "line":
            return dict.__getitem__(self, _LINE)
        if key in _PRIVATE:
            raise KeyError(key)
        return dict.__getitem__(self, key)  # the name and the keys set later

    def __setitem__(self, key: str, value) -> None:
        at = _AT.get(key)
        if at is not None:
            if at == _CARGO and value == dict.__getitem__(self, "name"):
                value = _NAME
            values = dict.__getitem__(self, _VALUES)
            dict.__setitem__(self, _VALUES, _shared((*values[:at], value, *values[at + 1 :])))
        elif key == "line":
            lines = self["lines"]
            dict.__setitem__(self, _LINE, value)
            self["lines"] = lines  # the lines stay as they were
        elif key == "lines":
            lines = tuple(value)
            dict.__setitem__(self, _LINES, None if lines == (dict.__getitem__(self, _LINE),) else lines)
        elif key == "name":
            cargo = self["cargo"] if dict.__getitem__(self, _VALUES)[_CARGO] is _NAME else None
            dict.__setitem__(self, key, value)
            if cargo is not None:
                self["cargo"] = cargo  # the cargo stays as it was
        elif key in _PRIVATE:
            raise KeyError(key)
        else:
            dict.__setitem__(self, key, value)

    def __reduce__(self):  # a batch's worker sends its results to the parent (`--jobs`)
        return (Row, (self.as_dict(),))


def forget() -> None:
    """Let the shared tuples go (a report's rows keep theirs): the next report shares its own."""
    _SHARED.clear()


#: A cargo's row in the report (`linter.position_row`), in the order of the report's JSON.
ROW = Row
