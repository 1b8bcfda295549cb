"""The tables read, as the report lists them: where each header is, what its count columns were read as,
and why its rows are in doubt, so that whoever checks the edital can give the roles (given_roles.py)."""

from __future__ import annotations

from cotacheck.linter.tables.given_roles import role_of


def describe(table, header_lines: list[int], given: int | None) -> dict:
    """One table as read: its header's lines, its count columns' roles, whether they were given."""
    return {
        "id": table.id,
        "line": header_lines[0],
        "lines": header_lines,
        "columns": [role_of(c) for c in table.counts],
        "given": given is not None,
    }


def finish(tables: list[dict], positions: list, doubts: dict[int, str]) -> list[dict]:
    """The tables with their rows counted, those read with doubt, and the doubt that holds for all of them."""
    out = []
    by_table: dict = {}
    for p in positions:  # once: a table at a time over every position was quadratic in a text of many tables
        by_table.setdefault(p.table, []).append(p)
    for info in tables:
        rows = by_table.get(info["id"], [])
        out.append(
            {
                **{k: v for k, v in info.items() if k != "id"},
                "rows": len(rows),
                "uncertain_rows": sum(1 for p in rows if p.confidence != "confirmed"),
                "doubt": doubts.get(info["id"]),
            }
        )
    return out
