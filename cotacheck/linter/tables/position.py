"""A position: one cargo or slice as the edital states it, with its figures and how they were read."""

from __future__ import annotations

from dataclasses import dataclass, field

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.arithmetic import figures, places_fail
from cotacheck.linter.tables.names import split_parent
from cotacheck.linter.tables.prose import GROUP_KINDS

#: The reserve for negros itself; the other groups join it only under a law that groups them.
RACIAL_KINDS = ("negros", "pretos_pardos")
APART_KINDS = ("indigenas", "quilombolas", "other")


@dataclass(slots=True)
class Position:
    name: str
    line: int
    vacancies: int
    parent: str  # the cargo this row belongs to (for the split check)
    slice: str | None = None  # its especialidade, área, lotação or município, if any
    cr: bool = False  # "CR": cadastro de reserva only
    reserved_stated: int | None = None
    by_group_stated: dict[str, int] | None = None
    pcd_stated: int | None = None
    open_stated: int | None = None
    total_stated: int | None = None
    source: str = "tabela"
    lines: list[int] | tuple[int, ...] = field(default_factory=list)  # a table row's a tuple (`table_row`)
    table: int | None = None  # which table the row came from
    split_columns: bool = False  # the table has a column for especialidade or locality
    confidence: str = "uncertain"  # "confirmed": an identity of the table holds, or one unambiguous statement
    reading: str = "table-header"  # how the figures were read: table-arithmetic, table-header, prose, ...
    cr_stated: int | None = None  # cadastro de reserva stated beside the immediate vacancies
    reserve_scope: str | None = None  # "cargo": the reserve is stated once for the whole cargo, not for this row
    other_reserves_stated: dict[str, int] | None = None  # reserves apart from negros (indígenas, trans, …)
    doubt: str | None = None  # why the reading is uncertain ("linha 12 não fecha")
    misread: str | None = None  # a cell with a letter for a digit ("2O"): the row is never confirmed
    name_closed: bool = False  # its name cell ends at its code on its line (`code_after_name`): no tail below it


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
    position.cr = position.cr or cr_only
    position.confidence, position.reading = row.confidence, row.reading
    if places_fail(row.values):  # a Total row that holds does not confirm it (`decide.confirm_by_total`)
        position.doubt = f"linha {position.line} não fecha"
    cr_total = row.values.get(("cr", "total"))
    cr_parts = [cell[1] for (group, role), cell in row.values.items() if group == "cr" and role != "total"]
    if cr_total is not None and cr_total[0] == "n":
        position.cr_stated = cr_total[1]
    elif cr_parts:
        position.cr_stated = sum(cr_parts)
    if table.cr_table:
        position.cr_stated = vacancies
        position.vacancies, position.cr = 0, True
        position.reserved_stated = position.by_group_stated = position.pcd_stated = position.open_stated = (
            position.total_stated
        ) = None
    # a tuple: one allocation, 48 bytes for a row of one line (a list of one is two, 72); the report's row
    # gets a list of its own
    position.lines = tuple(sorted({x.number for x in name_lines} | set(cell_lines)))
    position.table = table.id
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
