"""The same cargos' vacancies given twice: by place, then by modalidade.

An edital may give each cargo's vacancies in one table per view: "Quadro I" spreads them over the
places of lotação (Fortaleza | Norte | Cariri | … | Total) and states no reserve; "Quadro II" splits the
same totals into ampla concorrência, PcD and negros. Read as two tables, every cargo would come twice,
and the first reading would say the cargo has no reserve. A table whose rows state no reserve (no
reserve column at all), every row of which names a cargo that a row of another table names with the
same vacancies and a reserve stated (in one table, or in several: one per nível), restates them: its
rows are dropped, the table that states the reserve is the cargo's reading.
"""

from __future__ import annotations

from cotacheck.linter.read.text import fold


def _states_no_reserve(position) -> bool:
    return position.reserved_stated is None and position.pcd_stated is None and position.open_stated is None


def drop_restated(positions: list) -> None:
    """Drop the rows of each table that only restates, without its reserve, another table's rows."""
    tables: dict[int, list] = {}
    for p in positions:
        if p.table is not None and p.source == "tabela" and not p.cr:
            tables.setdefault(p.table, []).append(p)
    if len(tables) < 2:
        return
    stating: dict[tuple[str, int], set[int]] = {}  # (name, vacancies) → the tables that state its reserve
    for table, rows in tables.items():
        for p in rows:
            if not _states_no_reserve(p):
                stating.setdefault((fold(p.name), p.vacancies), set()).add(table)
    dropped = set()
    for table, rows in tables.items():
        if not all(_states_no_reserve(p) for p in rows):
            continue
        keys = [(fold(p.name), p.vacancies) for p in rows]
        if len(set(keys)) != len(keys):
            continue  # a name twice in the table: its rows are slices the other table may not split so
        if all(stating.get(key, set()) - {table} for key in keys):  # the others (one per nível …) state them all
            dropped.add(table)
    if dropped:
        positions[:] = [p for p in positions if p.table not in dropped]
