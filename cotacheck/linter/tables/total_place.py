"""Where a table's total stands, by its rows' arithmetic where the header's words leave doubt.

A header's words say there is a total but not always where: a "Vagas" label spanning "Total AC PcD
Negros" (a "QUADRO DE VAGAS" title right above the header is no such span: `vacancy_title`), a label
wrapped over lines. The total is the
column equal to the sum of the others in every row, wherever it sits: the table's first full row under
which only one place of the total adds up settles it (the rows read before are read again), every
later row is read under that order and must add up too. A table no row settles, whose columns put the
total where its words did not write it, is not confirmed.
"""

from __future__ import annotations

from cotacheck.linter.tables.arithmetic import Cell, identities, read_table_row
from cotacheck.linter.tables.header import Column
from cotacheck.linter.tables.table_info import describe


def settle(extractor, table, cells: list[Cell]) -> list[Column]:
    """The count columns to read a row under, the table's total settled where the row shows it. A row
    that adds up the same under every place it allows ("3 3 0 0") is read so, the place left open."""
    if table.total_settled or len(cells) != len(table.counts):
        return table.counts
    orders = total_places(table.counts, cells)
    if orders is None:
        table.total_settled = True  # no plain total among plain parts: the header's order stands
        return table.counts
    if len(orders) != 1:
        same = len({tuple(sorted((c.kind, n) for c, (_, n) in zip(o, cells))) for o in orders}) == 1
        return orders[0] if orders and same and table.counts not in orders else table.counts
    table.total_settled, table.unsettled, before = True, [], table.unsettled
    if orders[0] != table.counts:
        table.counts = orders[0]
        for info in extractor.table_info:
            if info["id"] == table.id:
                info["columns"] = describe(table, info["lines"], None)["columns"]
        for at, row_read in before:
            extractor.add_row(table, read_table_row(table.counts, row_read[3], table.cells_apart), row_read, at)
    return table.counts


def total_places(counts: list[Column], cells: list[Cell]) -> list[list[Column]] | None:
    """The orders of the count columns, the immediate total moved to each place (the parts keeping
    theirs), under which this full row of plain numbers adds up; None when the row cannot tell.

    A header's words say there is a total but not always where ("Vagas" spanning "Total AC PcD Negros",
    a "QUADRO DE VAGAS" title read as that span, a label wrapped over lines): the total is the column
    equal to the sum of the others. One order left is where the total stands."""
    totals = [i for i, c in enumerate(counts) if c.kind == "total"]
    if len(cells) != len(counts) or len(totals) != 1 or len(counts) < 3:
        return None
    if any(c.group not in ("imm", "all") or (c.group == "all") != (c.kind == "total") for c in counts):
        return None
    if any(kind != "n" and kind != "zero" for kind, _ in cells):
        return None
    at = totals[0]
    parts = counts[:at] + counts[at + 1 :]
    orders = [parts[:i] + [counts[at]] + parts[i:] for i in range(len(counts))]
    return [order for order in orders if _holds([(c.group, c.kind) for c in order], cells)]


def _holds(keys: list[tuple[str, str]], cells: list[Cell]) -> bool:
    """Whether the row's identities hold with `cells` under `keys`."""
    held, failed = identities(dict(zip(keys, cells)))
    return bool(held and not failed)


DOUBT = "o total vem antes das partes no cabeçalho, e nenhuma linha mostra em que coluna ele está"
_WRITTEN_ROLES = ("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "other")


def written_order(header_buffer) -> list[str]:
    """The header's count roles in the order its words come ("Vagas | Total | AC | PcD | Negros")."""
    return [kind for _, kinds in header_buffer for kind in kinds if kind in _WRITTEN_ROLES]


def in_doubt(counts, written: list[str]) -> bool:
    """The columns put the total where the header's words did not write it (a label read as spanning
    the roles moves a "Total" written first to the end), and no row has shown where it is: a reading
    under either place is not proven."""
    roles = [c.kind for c in counts if c.group in ("imm", "all")]
    return (
        "total" in roles
        and "total" in written
        and roles.index("total") != written.index("total")
        and (len(roles) == len(written))
    )
