"""A position: one cargo or slice as the edital states it, with its figures and how they were read."""

from __future__ import annotations

from dataclasses import dataclass, field


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
    lines: list[int] = field(default_factory=list)
    table: int | None = None  # which table the row came from
    split_columns: bool = False  # the table has a column for especialidade or locality
    confidence: str = "uncertain"  # "confirmed": an identity of the table holds, or one unambiguous statement
    reading: str = "table-header"  # how the figures were read: table-arithmetic, table-header, prose, ...
    cr_stated: int | None = None  # cadastro de reserva stated beside the immediate vacancies
    reserve_scope: str | None = None  # "cargo": the reserve is stated once for the whole cargo, not for this row
    other_reserves_stated: dict[str, int] | None = None  # reserves apart from negros (indígenas, trans, …)
    doubt: str | None = None  # why the reading is uncertain ("linha 12 não fecha")
    misread: str | None = None  # a cell with a letter for a digit ("2O"): the row is never confirmed


def shared(pool: dict, figures: dict[str, int]) -> dict[str, int] | None:
    """Equal figures by group as one dict, read only: a long table repeats a few, and a dict a row cost
    more than the row's text (`pool`: the reading's)."""
    return pool.setdefault(tuple(figures.items()), figures) if figures else None
