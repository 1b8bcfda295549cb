"""A quadro of vacancies by place, one column a place, summed into a total, its reserves in one last
column of pairs ("1/2", "–/1", "–/–") under a label that names both ("Reserva (PcD/PN)").

Quadrix's quadro by localidade prints each emprego's vacancies per place ("Sede (Florianópolis)",
"Regional Joinville"), a "CR" where a place forms only a cadastro de reserva, the total, and the
reserves, "incluídas no total", as one cell of two counts:

                           Sede            Regional      Regional              Reserva¹
    Emprego                (Florianópolis) Joinville     Chapecó      Total    (PcD/PN)
    Agente Administrativo        6              2             1         10       1/2

The places' labels run into each other ("(Florianópolis) Joinville" is one run of words), so the grid
of the header (`layout_grid`) cannot be drawn from it; the rows draw it: every row is a name and the
same number of count cells, the last a pair. Each header word goes to the first column whose cells
end after the word starts, or, one space after the word before and over no cell of that column, goes
with it ("Total de vagas" past its cells). The table is taken only when the last column's label names two count roles
joined by "/" (each a reserve the vocabulary reads), the column before it reads as the total, and the
columns before that read as no count role (places, two or more). Each row must prove it: its places (a "CR" or "–" is
no vacancy) add up to its total and its pair's counts to no more than it, or it is cadastro only ("CR"
for its total, no count anywhere). It is re-laid before the pass as a flat table, the name's label,
"Total" and the two roles' plain labels, each row its name, total and the pair's two counts ("–" as 0:
"Motorista CR – –" under a header reads as a header's line), numbered
as the lines they stand on, so the pass reads it as any such table. Where a row's places do not prove
it, the places stand in the re-laid table as one column nobody explains ("XX", its cells blank), and
the table is uncertain: read with the roles its header gives, never confirmed. A
line amid the rows that is no row (a name wrapped) leaves the table to the other rules. A text with
no pair cell after runs of spaces is ruled out by one search.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, normalise
from cotacheck.linter.tables.header import COUNT_TOKENS, PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.layout_header import RULE, raw_lines

_COUNT = r"(?:\d{1,4}|[–—-]|CR)"
_HALF = r"(?:\d{1,3}|[–—-])"
_ROW = re.compile(rf"^\s*(\S.*?\S)\s{{2,}}((?:{_COUNT}\s+){{2,}}{_HALF}/{_HALF})\s*$")
#: How a line ending in a pair cell ends, opening with its "/" (the engine skips to it): searched first, for
#: the text has few, where `_ANY_PAIR`, opening with a space, is tried at every space of the text.
_PAIR_END = re.compile(rf"/{_HALF}\s*$", re.M)
_ANY_PAIR = re.compile(rf"\s{_HALF}" + _PAIR_END.pattern, re.M)
_PAIR_LABEL = re.compile(r"([A-Za-zÀ-ú]{2,12})\s?/\s?([A-Za-zÀ-ú]{2,12})")
_RESERVES = frozenset(("pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))
#: Header lines over the first row: Quadrix's are two, a spanning title above them a third.
_MAX_HEADER = 3
_NAME_GAP = 2  # spaces at least between a row's name and its first count
#: The label a table's re-laid header gives its places when a row's do not add up to its total: an
#: abbreviation no legend defines, so the table's reading leaves it uncertain ("coluna sem legenda").
_UNPROVEN = "XX"


def _row(raw: str) -> tuple[str, list[tuple[int, int, str]]] | None:
    """A row's name and its count cells with where they stand, or None."""
    m = _ROW.match(raw)
    if m is None:
        return None
    cells = [(m.start(2) + c.start(), m.start(2) + c.end(), c.group()) for c in re.finditer(r"\S+", m.group(2))]
    return m.group(1), cells


def _value(cell: str) -> int | None:
    return int(cell) if cell.isdigit() else None


def _proven(cells: list[str]) -> bool:
    """The row's places add up to its total and its pair fits within it; or it is cadastro only."""
    *places, total, pair = cells
    halves = [_value(h) for h in pair.split("/")]
    if total.upper() == "CR":
        return all(_value(p) is None for p in places) and halves == [None, None]
    if _value(total) is None or sum(_value(p) or 0 for p in places) != int(total):
        return False
    return sum(h or 0 for h in halves) <= int(total)


def _header(raw: list[str], first: int, columns: list[tuple[int, int]]) -> tuple[int, str, list[str]] | None:
    """(index of its top line, the name column's label, each count column's label) of the header over
    the rows (a rule under it skipped): each word goes to the first column whose cells end after the
    word starts (labels stand from the left of their column, the counts are right-aligned or centred),
    unless it goes on the word before (one space apart) and stands over none of that column's cells."""
    bottom = first - 1 if first and not raw[first - 1].strip() else first  # the rule under the header, blanked
    top = bottom
    while top > 0 and bottom - top < _MAX_HEADER and raw[top - 1].strip():
        top -= 1
    if top == bottom:
        return None
    name: list[str] = []
    words: list[list[str]] = [[] for _ in columns]
    for line in raw[top:bottom]:
        before = (-9, -1)  # (end, column) of the word before on the line
        for w in re.finditer(r"\S+", normalise(line)):
            if w.end() <= columns[0][0] - _NAME_GAP:
                name.append(w.group())  # the name column's label
                continue
            k = next((j for j, (_, x1) in enumerate(columns) if w.start() < x1), len(columns) - 1)
            if w.start() == before[0] + 1 and k != before[1] and w.end() <= columns[k][0]:
                k = before[1]  # "Total de vagas": a label's word past its cells, over no other column's
            words[k].append(w.group())
            before = (w.end(), k)
    return top, " ".join(name) or "Cargo", [" ".join(w) for w in words]


def _roles(labels: list[str]) -> list[str] | None:
    """The two roles of the pair column, when the labels read as places, a total and a pair."""
    *places, total, pair = labels
    m = _PAIR_LABEL.search(pair)
    if m is None or header_tokens(fold(total).strip(" ¹²³*")) != ["total"] or len(places) < 2:
        return None
    roles = [header_tokens(fold(m.group(k))) for k in (1, 2)]
    if any(r is None or len(r) != 1 or r[0] not in _RESERVES for r in roles) or roles[0] == roles[1]:
        return None
    if any(not p or set(header_tokens(fold(p)) or ()) & COUNT_TOKENS for p in places):
        return None  # a place's label is no count label
    return [r[0] for r in roles]


def _table(raw: list[str], first: int) -> tuple[int, int, list[Line]] | None:
    """(first line number, last line number, re-laid lines) of such a table whose first row is at `first`."""
    rows, index, blanks = [], first, 0
    while index < len(raw) and blanks <= 1:
        line = normalise(raw[index])
        found = _row(line)
        if found is not None:
            rows.append((index, *found))
            blanks = 0
        elif not line.strip() or RULE.fullmatch(raw[index]):
            blanks += not line.strip()
        elif any(_row(normalise(r)) for r in raw[index + 1 : index + 3]):
            return None  # a line amid the rows that is no row: a name wrapped
        else:
            break
        index += 1
    width = len(rows[0][2])
    if any(len(cells) != width for _, _, cells in rows):
        return None
    columns = [(min(r[2][k][0] for r in rows), max(r[2][k][1] for r in rows)) for k in range(width)]
    if any(columns[k][1] > columns[k + 1][0] for k in range(width - 1)):
        return None  # cells of two columns overlap: no grid
    header = _header(raw, first, columns)
    roles = _roles(header[2]) if header else None
    if roles is None:
        return None
    top, name, _ = header
    proven = all(_proven([c for _, _, c in cells]) for _, _, cells in rows)
    unknown = [] if proven else [_UNPROVEN]  # a row its places do not prove: a column of unknown role
    header = " ".join([name, "Total", *unknown, PLAIN_LABEL[roles[0]], PLAIN_LABEL[roles[1]]])
    laid = [laid_line(first, header)]
    for number, text, cells in rows:
        halves = [h if h.isdigit() else "0" for h in cells[-1][2].split("/")]  # "–" is none: never a label
        row = " ".join([text, cells[-2][2], *(["-"] if unknown else []), *halves])
        laid.append(laid_line(number + 1, row))
    return top + 1, rows[-1][0] + 1, laid


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every such quadro re-laid as a flat table of its totals and reserves (same list)."""
    if "   " not in text or not _PAIR_END.search(text) or not _ANY_PAIR.search(text):
        return lines
    raw = raw_lines(text)
    found: list[tuple[int, int, list[Line]]] = []
    for index, line in enumerate(raw):
        if (found and index + 1 <= found[-1][1]) or len(line) > 400 or "/" not in line:
            continue
        if _row(normalise(line)) and not (index and _row(normalise(raw[index - 1]))):
            table = _table(raw, index)
            if table is not None:
                found.append(table)
    return in_place_of(lines, found)
