"""Reserves stated in sentences after a small table whose only count is the vacancies.

Boards that split the cargos into blocks print each block as a table of code, cargo and vacancies, then the
reserve in the items below it: "Das vagas acima, 2 são reservadas a candidatos negros no cargo S01 (Engenheiro
Agrônomo) e 1 no cargo S02 (Engenheiro Civil)." / "Das vagas acima, 1 é reservada a pessoa com deficiência no
cargo S01." A table of one row needs no cargo named ("Das vagas acima, 3 são reservadas a candidatos negros e 1 a
pessoa com deficiência"). Read as a statement of its own, such a sentence gave the block's title its reserve as
vacancies (a phantom) and left the rows with none.

A sentence is such only when it opens with "Das vagas acima" (or "do quadro/da tabela acima"): `speaks_of_table`
keeps the prose reader from reading it. Each clause gives one count and its group (the clause's own, else the one
before in the sentence) and names its cargo by the code in the table's row or by the row's name in brackets; a
clause that names neither belongs to the table's one row, or to nothing. The reserve goes to the rows of the last
table above the sentence whose header gave them no part, as stated figures; the rows keep their confidence (the table's header gives only their
vacancies, and a sentence elsewhere could restate the reserve of another row).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold

#: "Das vagas acima", "Das vagas do quadro acima", "Das vagas previstas na tabela acima": the table just above
_OF_TABLE_ABOVE = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s)?d[ao]s vagas (?:(?:previstas |constantes |relacionadas )?"
    r"(?:n[oa] |d[oa] )?(?:quadro |tabela )?acima|d[oa] (?:quadro|tabela) (?:acima|anterior))\b"
)
_CLAUSE = re.compile(r",\s|;\s|\se\s(?=\d)|\.\s")
_COUNT = re.compile(r"^\s?(?:e\s)?(\d{1,4})\b")
_GROUP = {
    "negros": re.compile(r"negr[oa]s|pretos? (?:e|ou) pardos?|pretas? (?:e|ou) pardas?"),
    "pcd": re.compile(r"deficiencia|\bpcd\b"),
}
_NONE = re.compile(r"\bnao (?:ha|havera|tem|tera) reserva\b|\bsem reserva\b")
_CODE = re.compile(r"\b(?:cargo|codigo|cod\.?)\s([a-z]{0,3}\d{1,4}[a-z]?)\b")
_NAMED = re.compile(r"\(([^()]{3,80})\)")


def speaks_of_table(folded: str) -> bool:
    """Whether a statement opens with "Das vagas acima" (its figures are the rows' above, `attach`)."""
    return "acima" in folded and _OF_TABLE_ABOVE.match(folded) is not None


def _sentence(lines: list[Line], i: int) -> tuple[str, list[int]]:
    """The folded sentence opening at `lines[i]`, up to its full stop (at most 3 lines), and its line numbers."""
    parts, numbers = [], []
    for line in lines[i : i + 3]:
        if numbers and (_OF_TABLE_ABOVE.match(line.folded) or line.folded[:1].isdigit() and "." in line.folded[:6]):
            break
        parts.append(line.folded)
        numbers.append(line.number)
        if line.folded.rstrip().endswith("."):
            break
    return " ".join(parts), numbers


def _rows_above(positions: list, line: int) -> list:
    """The rows of the last table above `line`."""
    tables = {p.table for p in positions if p.table is not None and p.source == "tabela" and p.line < line}
    if not tables:
        return []
    last = max(tables, key=lambda t: max(p.line for p in positions if p.table == t))
    return [p for p in positions if p.table == last]


def _row_of(rows: list, clause: str, texts: dict[int, str]):
    """The row a clause names: by its code in the row's line, else by its name in brackets; the only row when it
    names none."""
    code = _CODE.search(clause)
    if code:
        found = [p for p in rows if re.search(rf"\b{re.escape(code.group(1))}\b", texts.get(p.line, ""))]
        return found[0] if len(found) == 1 else None
    named = _NAMED.search(clause)
    if named:
        found = [p for p in rows if fold(p.name) == named.group(1).strip()]
        return found[0] if len(found) == 1 else None
    return rows[0] if len(rows) == 1 and "cargo" not in clause else None


def _figures(sentence: str) -> list[tuple[str, int, str]]:
    """(group, count, clause) of each clause of a sentence; a clause without a group takes the one before."""
    out, group = [], None
    body = _OF_TABLE_ABOVE.sub("", sentence, count=1)
    for clause in _CLAUSE.split(body):
        count = _COUNT.match(clause)
        named = [g for g, rx in _GROUP.items() if rx.search(clause)]
        if len(named) == 1:
            group = named[0]
        if _NONE.search(clause) and group:
            out.append((group, 0, clause))
        elif count and group and len(named) <= 1:
            out.append((group, int(count.group(1)), clause))
    return out


def _bare(row) -> bool:
    """Whether the row's table gave it its vacancies alone (no part: the sentences below state them)."""
    return row.reserved_stated is None and row.pcd_stated is None and row.open_stated is None


def attach(lines: list[Line], positions: list) -> None:
    """Give the rows of the table above each "Das vagas acima, N são reservadas …" sentence their reserves."""
    texts: dict[int, str] | None = None
    given: set[int] = set()  # the rows given a reserve here (a row whose table states its parts is left as read)
    for i, line in enumerate(lines):
        if not speaks_of_table(line.folded):
            continue
        rows = _rows_above(positions, line.number)
        if not rows:
            continue
        if texts is None:
            texts = {x.number: x.folded for x in lines}
        sentence, _ = _sentence(lines, i)
        for group, count, clause in _figures(sentence):
            row = _row_of(rows, clause, texts)
            if row is None or not (id(row) in given or _bare(row)):
                continue
            given.add(id(row))
            if group == "pcd":
                row.pcd_stated = count
            else:
                row.by_group_stated = {**(row.by_group_stated or {}), group: count}
                row.reserved_stated = sum(row.by_group_stated.values())
