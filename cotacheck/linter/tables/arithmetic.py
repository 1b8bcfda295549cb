"""A table row's numbers assigned to the header's columns, with the table's own arithmetic as evidence.

A vacancy table adds up: AC + PcD + negros (+ other groups) = total in each group (immediate
vacancies, cadastro de reserva), and the groups add up to an overall total. A row may carry more
numbers than count columns (codes: "AC 1 1 9 1 2 12 3 1 1 5" under "UF MACRO MICRO"), or fewer (an
empty cell with nothing in it). Among the possible readings, the one whose identities hold wins; the
reading is "confirmed" when at least one identity holds and none fails, else "uncertain".
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from cotacheck.linter.tables.header import PART_ROLES, RESERVE_ROLES, Column

Cell = tuple[str, int]  # ("n", 3), ("zero", 0) for a dash, ("cr", 0) for "CR"

#: Rows with more missing cells than this are not searched (the combinations grow fast).
_MAX_SEARCH = 12


@dataclass
class RowReading:
    values: dict[tuple[str, str], Cell]  # (group, role) -> cell
    confidence: str  # "confirmed" or "uncertain"
    reading: str  # "table-arithmetic" (an identity holds) or "table-header" (cells in header order)
    skipped: int = 0  # leading numbers that are codes, not counts


def identities(values: dict[tuple[str, str], Cell]) -> tuple[int, int]:
    """(identities that hold, identities that fail) among the values."""
    held = failed = 0
    sums: dict[str, int] = {}
    with_places = ("place", "place1") in values or ("place", "place2") in values
    for group in ("imm", "cr", "extra"):
        parts = [values[(group, role)][1] for role in PART_ROLES if (group, role) in values]
        total = values.get((group, "total"))
        if total is not None and parts:
            if total[0] == "cr":
                continue
            if with_places and group == "imm" and (group, "open") not in values:
                # reserves counted inside a total of places, no ampla concorrência to close their sum
                failed += sum(parts) > total[1]
            elif sum(parts) == total[1]:
                held += 1
            else:
                failed += 1
        if total is not None and total[0] != "cr":
            sums[group] = total[1]
        elif parts:
            sums[group] = sum(parts)
    if with_places:
        held, failed = _places(values, held, failed)
    overall = values.get(("all", "total"))
    if overall is not None and overall[0] == "n" and ("imm" in sums or "cr" in sums):
        if sums.get("imm", 0) + sums.get("cr", 0) == overall[1]:
            held += 1
        else:
            failed += 1
    return held, failed


def parts_fail(values: dict[tuple[str, str], Cell]) -> bool:
    """A group of the row states its ampla concorrência, its other parts and its total, and they do not add
    up (the immediate vacancies' or the cadastro's: `decide.row_fails` sees only the first). Without its
    ampla concorrência a group's reserves never add up to its total, and prove nothing either way."""
    for group in ("imm", "cr"):
        total = values.get((group, "total"))
        if total is None or total[0] != "n" or (group, "open") not in values:
            continue
        if sum(values[(group, role)][1] for role in PART_ROLES if (group, role) in values) != total[1]:
            return True
    return False


def _places(values: dict[tuple[str, str], Cell], held: int, failed: int) -> tuple[int, int]:
    """The places of a row (places.py) add up to its total: one more identity held or failed."""
    total = values.get(("imm", "total"))
    if total is None or total[0] != "n":
        return held, failed
    places = sum(cell[1] for (group, _), cell in values.items() if group == "place")
    return (held + 1, failed) if places == total[1] else (held, failed + 1)


def places_fail(values: dict[tuple[str, str], Cell]) -> bool:
    """The row has places (places.py) and they do not add up to its total."""
    return any(group == "place" for group, _ in values) and _places(values, 0, 0)[1] > 0


def read_row(columns: list[Column], cells: list[Cell]) -> RowReading:
    """The best reading of `cells` (the row's numbers, in order) under the count `columns`."""
    keys = [(c.group, c.kind) for c in columns]
    k = len(keys)
    n = len(cells)
    if n == k:
        values = dict(zip(keys, cells))
        return _judged(values, 0)
    if n > k:
        best = None
        for start in range(n - k, -1, -1):  # codes come first: prefer the rightmost window
            values = dict(zip(keys, cells[start : start + k]))
            held, failed = identities(values)
            if held and not failed and start == n - k:
                return RowReading(values, "confirmed", "table-arithmetic", start)
            if held and not failed:  # numbers past the columns: a column the header missed, no proof
                return RowReading(values, "uncertain", "table-header", start)
            if best is None:
                best = (values, start)
        return _judged(best[0], best[1])
    # Fewer cells than columns: which columns are empty?
    fallback = _in_order(keys, cells)
    if n == 0 or k > _MAX_SEARCH:
        return RowReading(fallback, "uncertain", "table-header")
    found: dict[tuple, dict] = {}
    for chosen in combinations(range(k), n):
        values = {keys[i]: cells[j] for j, i in enumerate(chosen)}
        held, failed = identities(values)
        if held and not failed:
            found.setdefault(_figures(values), values)
    if len(found) == 1:
        return RowReading(next(iter(found.values())), "confirmed", "table-arithmetic")
    return RowReading(fallback, "uncertain", "table-header")


def _judged(values: dict, skipped: int) -> RowReading:
    held, failed = identities(values)
    if failed:
        return RowReading(values, "uncertain", "table-header", skipped)
    if held:
        return RowReading(values, "confirmed", "table-arithmetic", skipped)
    return RowReading(values, "uncertain", "table-header", skipped)


def _in_order(keys: list[tuple[str, str]], cells: list[Cell]) -> dict:
    """Cells in header order, the last one to the immediate total when the row is short."""
    if len(cells) == 1:
        target = ("imm", "total") if ("imm", "total") in keys else keys[0]
        return {target: cells[0]}
    values = dict(zip(keys[: len(cells) - 1], cells[:-1]))
    target = ("imm", "total") if ("imm", "total") in keys and ("imm", "total") not in values else keys[-1]
    values[target] = cells[-1]
    return values


def _figures(values: dict) -> tuple:
    vacancies, reserved = figures(values)[:2]
    return vacancies, reserved


def figures(values: dict[tuple[str, str], Cell]) -> tuple[int, int | None, bool]:
    """(immediate vacancies, reserve for negros stated or None, cadastro-de-reserva only)."""
    total = values.get(("imm", "total"))
    parts = [values[("imm", role)] for role in PART_ROLES if ("imm", role) in values]
    if total is not None and total[0] == "cr":
        return 0, None, True
    if total is not None:
        vacancies = total[1]
    else:  # no total: the parts, or the places (a row of places under no total column)
        places = [c[1] for (g, _), c in values.items() if g == "place"]
        # reserves alone are no cargo's vacancies: with no ampla concorrência, the places' sum is (`places_rotated`)
        vacancies = sum(places) if places and ("imm", "open") not in values else sum(cell[1] for cell in parts)
    groups = [values[("imm", role)][1] for role in RESERVE_ROLES if ("imm", role) in values]
    reserved = sum(groups) if groups else None
    cr_total = values.get(("cr", "total"))
    cr_parts = [values[("cr", role)][1] for role in PART_ROLES if ("cr", role) in values]
    cr_count = cr_total[1] if cr_total is not None and cr_total[0] == "n" else sum(cr_parts)
    cr_only = vacancies == 0 and (cr_count > 0 or (cr_total is not None and cr_total[0] == "cr"))
    return vacancies, reserved, cr_only


def total_first(counts) -> bool:
    """The immediate total first, then only the immediate parts: a label that may span its parts."""
    return (
        len(counts) >= 3
        and (counts[0].kind, counts[0].group) == ("total", "imm")
        and all(c.group == "imm" and c.kind != "total" for c in counts[1:])
    )


def read_table_row(counts: list[Column], cells: list[Cell], cells_apart: bool = False) -> RowReading:
    """A row's cells read under its table's count columns (`read_row`), with what the table says of them:
    under "N° de Vagas AC PPP PcD" a row "1 - -" has no total cell (the label spans the roles); numbers
    alone on their lines (`cells_apart`), more than the columns: which are codes is a guess, not a proof."""
    row = read_row(counts, cells)
    if row.confidence != "confirmed" and len(cells) == len(counts) - 1 and total_first(counts):
        row = read_row(counts[1:], cells)
    if row.skipped and cells_apart:
        row.confidence, row.reading = "uncertain", "table-header"
    return row
