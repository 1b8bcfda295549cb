"""A position: one cargo or slice as the edital states it, with its figures and how they were read."""

from __future__ import annotations

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.arithmetic import figures, parts_fail, places_fail
from cotacheck.linter.tables.names import split_parent
from cotacheck.linter.tables.prose import GROUP_KINDS

#: The reserve for negros itself; the other groups join it only under a law that groups them.
RACIAL_KINDS = ("negros", "pretos_pardos")
APART_KINDS = ("indigenas", "quilombolas", "other")


#: The fields a position seldom sets, held together in one slot (`Position._rare`), each with its default.
RARE = {
    "slice": None,  # its especialidade, área, lotação or município, if any
    "split_columns": False,  # the table has a column for especialidade or locality
    "cr_stated": None,  # cadastro de reserva stated beside the immediate vacancies
    "reserve_scope": None,  # "cargo": the reserve is stated once for the whole cargo, not for this row
    "other_reserves_stated": None,  # reserves apart from negros (indígenas, trans, …)
    "doubt": None,  # why the reading is uncertain ("linha 12 não fecha")
    "misread": None,  # a cell with a letter for a digit ("2O"): the row is never confirmed
    "name_closed": False,  # its name cell ends at its code on its line (`code_after_name`): no tail below it
}
#: Every field, in the order of the position's `repr` and comparison.
FIELDS = (
    "name",
    "line",
    "vacancies",
    "parent",
    "slice",
    "cr",
    "reserved_stated",
    "by_group_stated",
    "pcd_stated",
    "open_stated",
    "total_stated",
    "source",
    "lines",
    "table",
    "split_columns",
    "confidence",
    "reading",
    "cr_stated",
    "reserve_scope",
    "other_reserves_stated",
    "doubt",
    "misread",
    "name_closed",
)


def _rare_field(key: str, default) -> property:
    def get(self):
        rare = self._rare
        return default if rare is None else rare.get(key, default)

    def set_(self, value) -> None:
        rare = self._rare
        if value is default:
            if rare is not None and key in rare:
                del rare[key]
                self._rare = rare or None
        elif rare is None:
            self._rare = {key: value}
        else:
            rare[key] = value

    return property(get, set_)


#: How a position was read, in the order of `Position._how`: its source, confidence, reading, whether it is
#: cadastro de reserva only, its table. The rows of one table share one tuple (`_shared_how`).
HOW = ("source", "confidence", "reading", "cr", "table")
#: The tuples of `HOW` met, each kept once (up to `_MAX_HOWS`: a position given by hand names its source).
_HOWS: dict[tuple, tuple] = {}
_MAX_HOWS = 4096


def _shared_how(how: tuple) -> tuple:
    key = (*how, type(how[3]))  # False and 0 are equal, and would share a tuple: their JSON differs
    shared = _HOWS.get(key)
    if shared is None and len(_HOWS) < _MAX_HOWS:
        shared = _HOWS[key] = how
    return shared or how


def _how_field(at: int) -> property:
    def get(self):
        return self._how[at]

    def set_(self, value) -> None:
        how = self._how
        self._how = _shared_how((*how[:at], value, *how[at + 1 :]))

    return property(get, set_)


#: What a position states, in the order of `Position._figures`: its cargo and its counts. A long table's rows
#: repeat a few hundred: the positions alike share one tuple (`_shared_figures`), the cargo `_NAME` where it
#: is the position's own name (a row that is its own cargo).
FIGURES = ("parent", "vacancies", "reserved_stated", "by_group_stated", "pcd_stated", "open_stated", "total_stated")
_NAME = object()
#: The tuples of `FIGURES` met lately, each kept once: at most `_MAX_FIGURES`, then forgotten together.
_FIGURES: dict[tuple, tuple] = {}
_MAX_FIGURES = 4096


def _shared_figures(values: tuple) -> tuple:
    """`values`, or the tuple of the same values met before: each value equal and of the same type (1 and
    True are equal, and are written otherwise), a dictionary (figures by group, made one by `shared`) the
    same object."""
    types = tuple(map(type, values))
    if dict in types:  # a dictionary of figures by group (most rows): by its identity (the tuple held keeps it)
        key = (*[id(v) if t is dict else v for v, t in zip(values, types)], *types)  # (`types` is made of `values`)
        held = _FIGURES.get(key)  # (asked first: hashing the values, then catching the TypeError, cost twice as much)
    else:
        key = (*values, *types)
        held = _FIGURES.get(key)
    if held is not None:
        return held
    if len(_FIGURES) >= _MAX_FIGURES:
        _FIGURES.clear()
    _FIGURES[key] = values
    return values


def forget_figures() -> None:
    """Let the shared tuples of figures go (the positions keep theirs)."""
    _FIGURES.clear()


def _figure_field(at: int) -> property:
    def get(self):
        return self._figures[at]

    def set_(self, value) -> None:
        figures = self._figures
        self._figures = _shared_figures((*figures[:at], value, *figures[at + 1 :]))

    return property(get, set_)


class Position:
    """A cargo or slice as read. A long table has one a row: the fields a row seldom sets are held in one
    slot (`RARE`, a dictionary only where one is set), how it was read in one tuple its table's rows share
    (`HOW`), its cargo and counts in one tuple the positions alike share (`FIGURES`), and a row of one line
    holds that line's number, not a tuple of it (`lines`): 80 bytes where 12 slots took 128, 22 slots and a
    tuple 256."""

    __slots__ = (
        "_name",
        "line",
        "_figures",  # its cargo and counts (`FIGURES`): one tuple shared by the positions alike
        "_lines",  # the lines read: a list or tuple, or the one line's number (`lines`)
        "_how",  # how it was read (`HOW`): one tuple shared by the positions read alike
        "_rare",  # the fields of `RARE` set, by name, or None
    )

    def __init__(
        self,
        name: str,
        line: int,
        vacancies: int,
        parent: str,
        slice: str | None = None,
        cr: bool = False,
        reserved_stated: int | None = None,
        by_group_stated: dict[str, int] | None = None,
        pcd_stated: int | None = None,
        open_stated: int | None = None,
        total_stated: int | None = None,
        source: str = "tabela",
        lines: list[int] | tuple[int, ...] | None = None,
        table: int | None = None,
        split_columns: bool = False,
        confidence: str = "uncertain",
        reading: str = "table-header",
        cr_stated: int | None = None,
        reserve_scope: str | None = None,
        other_reserves_stated: dict[str, int] | None = None,
        doubt: str | None = None,
        misread: str | None = None,
        name_closed: bool = False,
    ):
        self._name, self.line, self._rare = name, line, None
        figures = (vacancies, reserved_stated, by_group_stated, pcd_stated, open_stated, total_stated)
        self._figures = _shared_figures((_NAME if parent is name else parent, *figures))
        self._how = _shared_how((source, confidence, reading, cr, table))
        self.lines = [] if lines is None else lines
        given = (slice, split_columns, cr_stated, reserve_scope, other_reserves_stated, doubt, misread, name_closed)
        if any(value is not None and value is not False for value in given):
            for key, value in zip(RARE, given, strict=True):
                setattr(self, key, value)

    @property
    def lines(self) -> list[int] | tuple[int, ...]:
        held = self._lines
        return (held,) if type(held) is int else held

    @lines.setter
    def lines(self, value: list[int] | tuple[int, ...]) -> None:
        # a table row's lines are a tuple (`table_row`), most of one line: its number alone, not a tuple of 48 bytes
        self._lines = value[0] if type(value) is tuple and len(value) == 1 and type(value[0]) is int else value

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        figures = self._figures
        if figures[0] is _NAME and value is not self._name:  # the cargo stays the name it was
            self._figures = _shared_figures((self._name, *figures[1:]))
        self._name = value

    @property
    def parent(self) -> str:  # the cargo this row belongs to (for the split check)
        parent = self._figures[0]
        return self._name if parent is _NAME else parent

    @parent.setter
    def parent(self, value: str) -> None:
        self._figures = _shared_figures((_NAME if value is self._name else value, *self._figures[1:]))

    vacancies = _figure_field(1)
    reserved_stated = _figure_field(2)
    by_group_stated = _figure_field(3)
    pcd_stated = _figure_field(4)
    open_stated = _figure_field(5)
    total_stated = _figure_field(6)

    source = _how_field(0)  # "tabela", "texto", …
    confidence = _how_field(1)  # "confirmed": an identity of the table holds, or one unambiguous statement
    reading = _how_field(2)  # how the figures were read: table-arithmetic, table-header, prose, ...
    cr = _how_field(3)  # "CR": cadastro de reserva only
    table = _how_field(4)  # which table the row came from

    slice = _rare_field("slice", None)
    split_columns = _rare_field("split_columns", False)
    cr_stated = _rare_field("cr_stated", None)
    reserve_scope = _rare_field("reserve_scope", None)
    other_reserves_stated = _rare_field("other_reserves_stated", None)
    doubt = _rare_field("doubt", None)
    misread = _rare_field("misread", None)
    name_closed = _rare_field("name_closed", False)

    def read_as(self, confidence: str, reading: str, cr: bool, table: int | None) -> None:
        """How a table's row was read, set at once (`HOW`'s tuple made once, not once a field)."""
        self._how = _shared_how((self._how[0], confidence, reading, cr, table))

    def _fields(self) -> tuple:
        return tuple(getattr(self, key) for key in FIELDS)

    def __eq__(self, other) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # mutable, compared by its fields

    def __repr__(self) -> str:
        return f"Position({', '.join(f'{key}={getattr(self, key)!r}' for key in FIELDS)})"


def shared(pool: dict, figures: dict[str, int]) -> dict[str, int] | None:
    """Equal figures by group as one dict, read only: a long table repeats a few, and a dict a row cost
    more than the row's text (`pool`: the reading's)."""
    return pool.setdefault(tuple(figures.items()), figures) if figures else None


def table_row(make, table, row, name_lines: list, cell_lines: list[int], name: str) -> Position:
    """The position a table row states, under its table's columns (`make`: the reader's `make_position`)."""
    values = {role: cell for (group, role), cell in row.values.items() if group == "imm"}
    vacancies, _reserved, cr_only = figures(row.values)
    position = make(name, name_lines[0].number, values, "tabela")
    position.vacancies = vacancies
    cr = position.cr or cr_only
    if places_fail(row.values) or (row.confidence != "confirmed" and parts_fail(row.values)):
        # its own sums fail (its places, or any group's parts and total, the cadastro's too): a Total row
        # that holds does not confirm it (`decide.confirm_by_total`), its column sums hold whatever the roles
        position.doubt = f"linha {position.line} não fecha"
    cr_total = row.values.get(("cr", "total"))
    cr_parts = [cell[1] for (group, role), cell in row.values.items() if group == "cr" and role != "total"]
    if cr_total is not None and cr_total[0] == "n":
        position.cr_stated = cr_total[1]
    elif cr_parts:
        position.cr_stated = sum(cr_parts)
    if table.cr_table:
        position.cr_stated = vacancies
        position.vacancies, cr = 0, True
        position.reserved_stated = position.by_group_stated = position.pcd_stated = position.open_stated = (
            position.total_stated
        ) = None
    # a tuple: one allocation, 48 bytes for a row of one line (a list of one is two, 72); the report's row
    # gets a list of its own
    position.lines = tuple(sorted({x.number for x in name_lines} | set(cell_lines)))
    position.read_as(row.confidence, row.reading, cr, table.id)
    position.split_columns = table.split_columns
    return position


def make(extractor, name: str, line: int, values: dict[str, tuple[str, int]], source: str) -> Position:
    """A position named under the cargo and slice headings the reader has seen above `line`."""
    parent, slice_ = split_parent(name)
    full = name
    if extractor.cargo_context and extractor.cargo_context[1] < line:
        cargo = extractor.cargo_context[0]
        if fold(cargo) not in fold(name):
            full = f"{cargo} – {name}"
            parent, slice_ = cargo, name
    if (
        extractor.slice_context
        and extractor.slice_context[1] < line
        and (not extractor.cargo_context or extractor.cargo_context[1] < extractor.slice_context[1])
    ):
        where = extractor.slice_context[0]
        if fold(where) not in fold(full):
            full = f"{full} – {where}"
            slice_ = f"{slice_} – {where}" if slice_ and parent != name else where

    def num(kind):
        cell = values.get(kind)
        return None if cell is None or cell[0] == "cr" else cell[1]

    racial = GROUP_KINDS if extractor.grouped or "pretos_pardos" in values else RACIAL_KINDS
    groups = {k: num(k) for k in racial if k in values and num(k) is not None}
    apart = {k: num(k) for k in APART_KINDS if k not in racial and k in values and num(k) is not None}
    parts = [num(k) for k in ("open", "pcd", *GROUP_KINDS, "other") if k in values]
    total = num("total")
    cr = (values.get("total", ("",))[0] == "cr") or (
        total is None and "cr" in values and not any(p for p in parts if p)
    )
    vacancies = total if total is not None else sum(p for p in parts if p is not None)
    return Position(
        name=full,
        line=line,
        vacancies=vacancies,
        # one string per cargo, not one per row (a row that is its own cargo has its name: nothing to share)
        parent=parent if parent is name else extractor.interned.setdefault(parent, parent),
        slice=slice_,
        cr=cr,
        reserved_stated=sum(groups.values()) if groups else None,
        by_group_stated=shared(extractor.interned, groups),
        pcd_stated=num("pcd"),
        open_stated=num("open"),
        total_stated=total,
        source=source,
        other_reserves_stated=shared(extractor.interned, apart),
    )
