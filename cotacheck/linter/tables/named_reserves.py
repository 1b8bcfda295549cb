"""Reserves a clause lists cargo by cargo, for a table whose only count is the vacancies.

Some boards print the quadro with its vacancies and no reserve column, and state the reserve in a clause
that names each cargo (FEPESE's consórcio: "2.2 … ficam reservadas aos candidatos que se autodeclararem
pretos ou pardos as seguintes vagas: 1 (uma) vaga para o emprego de Agente Administrativo; 1 (uma) vaga
para o emprego de Enfermeiro; … e 2 (duas) vagas para o emprego de Técnico em Enfermagem."; "Para o emprego
de Motorista Socorrista, fica reservada 1 (uma) vaga às pessoas com deficiência …"). Read as prose each
item was a cargo of 1 or 2 vacancies, and the table's rows had no reserve.

A clause is such when its numbered item says "reservad…" and names a group (negros, pretos e pardos, pessoas
com deficiência) and a cargo ("para o emprego de …", "para o cargo de …"). Each of its parts (parted by ";")
gives one count (a figure before "vaga(s)") and names one cargo; the group is the part's own, else the one
named before in the item. The reserve goes, as a stated figure, to the one row of a table whose name is the
cargo named (folded, whole), when that row's table stated no part; the rows keep their confidence. The
prose positions read from the item under those names (its counts taken for vacancies) are dropped. A figure
is never made up: a cargo the clause does not name keeps no stated reserve. Trigger: a table row with its
vacancies alone, then "emprego de" or "cargo de" on a line.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.requisito_lines import _OPENS_AS_REQUISITO

_ITEM = re.compile(r"^\d{1,2}(?:\.\d{1,2}){1,3}\.?\s")
_GROUP = {
    "negros": re.compile(r"\bnegr[oa]s\b|\bpret[oa]s? (?:e|ou) pard[oa]s\b"),
    "pcd": re.compile(r"\bdeficiencia\b|\bpcd\b"),
}
_CARGO = re.compile(r"\b(?:para|no|do) o? ?(?:emprego|cargo) de ([^,;:()]{3,80}?)(?=\s?(?:[,;:.(]|$| e \d))")
_COUNT = re.compile(r"(?<![\d.,])(\d{1,3})\s(?:\([a-z ]{2,20}\)\s)?vagas?\b")
_MAX_ITEM_LINES = 8
#: Where a row's name runs into its requisitos cell ("… – Direito curso superior em …", folded).
_REQUISITO_AFTER = re.compile(r"\s(?=" + _OPENS_AS_REQUISITO.pattern + r"|diploma\s)")


def _items(lines: list[Line]):
    """(first index, folded text, line numbers) of each numbered item that names a reserve by cargo."""
    for i, line in enumerate(lines):
        folded = line.folded
        if "emprego de" not in folded and "cargo de" not in folded:
            continue
        start = i
        while start > 0 and i - start < _MAX_ITEM_LINES and not _ITEM.match(lines[start].text):
            start -= 1
        if not _ITEM.match(lines[start].text):
            continue
        end = start + 1
        while end < len(lines) and end - start < _MAX_ITEM_LINES and not _ITEM.match(lines[end].text):
            end += 1
        item = " ".join(x.folded for x in lines[start:end])
        if "reservad" in item:
            yield start, item, [x.number for x in lines[start:end]]


def _figures(item: str) -> list[tuple[str, int, str]]:
    """(group, count, cargo's folded name) of each part of an item that gives one count and names one cargo."""
    out, group = [], None
    for part in item.split(";"):
        named = [g for g, rx in _GROUP.items() if rx.search(part)]
        if len(named) == 1:
            group = named[0]
        elif named:
            group = None
        cargos = _CARGO.findall(part) if part.count("emprego de") + part.count("cargo de") == 1 else []
        counts = _COUNT.findall(part)
        if group and len(cargos) == 1 and len(counts) == 1:
            out.append((group, int(counts[0]), cargos[0].strip()))
    return out


def attach(lines: list[Line], positions: list) -> list:
    """`positions` with each table row a clause names given its reserve, and that clause's prose readings
    under those names dropped (see the module's docstring)."""
    if not has_bare_rows(positions):
        return positions  # no row whose table gave it its vacancies alone: nothing to give a reserve to
    rows: dict[str, list] | None = None
    dropped: list[tuple[set[int], str]] = []
    seen: set[int] = set()
    for start, item, numbers in _items(lines):
        if start in seen:
            continue
        seen.add(start)
        for group, count, name in _figures(item):
            if rows is None:
                rows = table_rows(positions)
            if give(rows, name, group, count):
                dropped.append((set(numbers), name))
    if not dropped:
        return positions
    return [p for p in positions if not (p.source == "texto" and _read_from(p, dropped))]


def has_bare_rows(positions: list) -> bool:
    """Whether a table gave some row its vacancies alone, no reserve nor open list (a reserve to give)."""
    return any(p.source == "tabela" and p.reserved_stated is None and p.open_stated is None for p in positions)


def table_rows(positions: list) -> dict[str, list]:
    """The table rows by their folded names, and by the name before its requisitos cell where the row's name
    holds it ("Analista Previdenciário – Direito Curso superior em Direito …", a row whose requisitos wrapped
    beside pay and hours: named "Analista Previdenciário – Direito" by a clause). A name two rows answer to
    gives neither a reserve (`give`)."""
    rows: dict[str, list] = {}
    for p in positions:
        if p.source == "tabela":
            name = fold(p.name)
            rows.setdefault(name, []).append(p)
            for cut in _REQUISITO_AFTER.finditer(name):  # "técnico de nível superior – arquitetura curso …"
                if cut.start() > name.find(" ") > 0:
                    rows.setdefault(name[: cut.start()], []).append(p)
    return rows


def give(rows: dict[str, list], name: str, group: str, count: int) -> bool:
    """Give `count` as the reserve of `group` ("pcd", else the negros') to the one table row named `name`
    whose table gave it its vacancies alone; whether it was given."""
    found = rows.get(name, [])
    if len(found) != 1 or not _bare(found[0], group):
        return False
    row = found[0]
    if group == "pcd":
        row.pcd_stated = count
    else:
        row.by_group_stated = {"negros": count}
        row.reserved_stated = count
    return True


def _bare(row, group: str) -> bool:
    """Whether the row's table gave it its vacancies alone (no part of the group)."""
    stated = row.pcd_stated if group == "pcd" else row.reserved_stated
    return stated is None and row.open_stated is None


def _read_from(position, dropped: list[tuple[set[int], str]]) -> bool:
    """Whether a prose position was read from one of those items under one of their cargos' names."""
    lines = set(position.lines or [position.line])
    name = fold(position.name)
    return any(lines & numbers and name == cargo for numbers, cargo in dropped)
