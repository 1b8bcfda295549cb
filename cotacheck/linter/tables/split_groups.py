"""A count column split into sub-columns that are no role: each role's vacancies printed by sex.

Military and police editais split each modalidade by sex under a two-level header: "AMPLA CONCORRÊNCIA"
over "Masculino  Feminino", "AFRODESCENDENTES" over "Masculino  Feminino", then "TOTAL" ("Cadete
Policial Militar  27  9  3  1  40"). Read flat, the four sub-columns are four counts under two roles
and no row adds up. Before the pass, from the raw text (the groups are where the labels stand), such
a table is re-laid with each role's sub-columns summed: a header of the roles ("Cargo AC Negros Total")
and each row its name and the sums, numbered as it was, so the pass confirms it only by its arithmetic.

The header is a line of two or more labels each naming one count role, then (past a rule line of
dashes at most, which widens each label to its rule) a line of the name's label and pieces: each piece
outside the vocabulary ("Masculino", "Feminino", "Homens") a sub-column of the role label nearest it,
two or more under each, each label standing over some of its own pieces (a centred label is narrower
than its pieces); a piece of the vocabulary must name one count role of its own and stand under no role
label (the "TOTAL"), no role twice. A row is a line
whose last cells are as many counts as the lower line has pieces; a cadastro de reserva cell ("CR")
leaves the table to the other rules.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, has_digit, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import COUNT_TOKENS, PLAIN_LABEL, header_tokens

_PIECE = re.compile(r"\S+(?: \S+)*")
_RULE = re.compile(r"^[\s\-–—_=+|]+$")
_ROLES = frozenset(PLAIN_LABEL)


def _pieces(raw: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in _PIECE.finditer(raw.replace("\t", "  "))]


def _role(text: str) -> str | None:
    """The one count role a label names ("AMPLA CONCORRÊNCIA": open), else None."""
    kinds = header_tokens(fold(text)) or []
    roles = [k for k in kinds if k in COUNT_TOKENS]
    return roles[0] if len(roles) == 1 and len(kinds) == 1 and roles[0] in _ROLES else None


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return min(a[1], b[1]) > max(a[0], b[0])


def _columns(raw: list[str], at: int) -> tuple[int, list[tuple[str, list[int]]]] | None:
    """(index of the lower header line, each output column's role and the lower pieces it sums) for a
    header whose group line is at `at`; None when it is no such header."""
    groups = _pieces(raw[at])
    if len(groups) < 2 or any(_role(text) is None for _, _, text in groups):
        return None
    low = at + 1
    rule = []
    if low < len(raw) and raw[low].strip() and _RULE.match(raw[low]):
        rule = [(m.start(), m.end()) for m in re.finditer(r"\S+", raw[low])]
        low += 1
    if low >= len(raw):
        return None
    spans = []
    for x0, x1, _ in groups:
        widened = [r for r in rule if _overlaps(r, (x0, x1))]
        spans.append((min([x0, *(r[0] for r in widened)]), max([x1, *(r[1] for r in widened)])))
    lower = _pieces(raw[low])
    if len(lower) < 4 or (header_tokens(fold(lower[0][2])) or [None])[0] != "name":
        return None
    members: list[list[int]] = [[] for _ in groups]
    columns: list[tuple[int, str, list[int]]] = []
    middles = [(a + b) / 2 for a, b in spans]
    for k, (x0, x1, text) in enumerate(lower[1:]):
        if header_tokens(fold(text)):
            if _role(text) is None or any(_overlaps(span, (x0, x1)) for span in spans):
                return None  # a label of the vocabulary under a group: no split into sub-columns
            columns.append((x0, _role(text), [k]))
        else:  # a piece outside the vocabulary: a sub-column of the group nearest it
            members[min(range(len(spans)), key=lambda g: abs(middles[g] - (x0 + x1) / 2))].append(k)
    hulls = [(lower[m[0] + 1][0], lower[m[-1] + 1][1]) if m else (0, 0) for m in members]
    if any(not _overlaps(h, span) for h, span in zip(hulls, spans, strict=True)):
        return None  # a group label standing over none of its pieces
    if any(len(m) < 2 for m in members):
        return None
    columns += [(spans[g][0], _role(groups[g][2]), members[g]) for g in range(len(groups))]
    roles = [role for _, role, _ in sorted(columns)]
    if len(set(roles)) != len(roles):
        return None
    return low, [(role, ks) for _, role, ks in sorted(columns)]


def _row(raw: str, width: int) -> tuple[str, list[int]] | None:
    tokens = raw.split()
    if len(tokens) <= width:
        return None
    cells = [parse_count(fold(t)) for t in tokens[-width:]]
    if any(c is None or c[0] == "cr" for c in cells) or parse_count(fold(tokens[-width - 1])) is not None:
        return None
    return " ".join(tokens[:-width]), [c[1] for c in cells]


def _relaid(raw: list[str], at: int) -> tuple[int, int, list[Line]] | None:
    """(first and last line number, the re-laid lines) of a split table whose group line is at `at`."""
    found = _columns(raw, at)
    if found is None:
        return None
    low, columns = found
    width = sum(len(ks) for _, ks in columns)
    header = " ".join(["Cargo", *(PLAIN_LABEL[role] for role, _ in columns)])
    laid = [laid_line(low + 1, header)]
    index = low + 1
    while index < len(raw) and (row := _row(raw[index], width)) is not None:
        name, cells = row
        text = " ".join([name, *(str(sum(cells[k] for k in ks)) for _, ks in columns)])
        laid.append(laid_line(index + 1, text))
        index += 1
    return (at + 1, index, laid) if len(laid) > 1 else None


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every table of split role columns re-laid with the sums (same list)."""
    if "   " not in text:
        return lines
    raw = raw_lines(text)
    tables = []
    for index in range(len(raw) - 2):
        line = raw[index]
        if "   " in line and len(line) < 400 and not has_digit(line) and (not tables or index >= tables[-1][1]):
            found = _relaid(raw, index)
            if found is not None:
                tables.append(found)
    if not tables:
        return lines
    laid: list[Line] = []
    placed: set[int] = set()
    for line in lines:
        table = next((t for t in tables if t[0] <= line.number <= t[1]), None)
        if table is None:
            laid.append(line)
        elif table[0] not in placed:
            placed.add(table[0])
            laid += table[2]
    lines[:] = laid
    return lines
