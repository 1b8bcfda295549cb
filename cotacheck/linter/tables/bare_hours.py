"""A week's hours printed as a bare number right after a row's count cells, under a header whose hours'
column follows the counts ("Cargo | Vagas: Total AC PcD Negros | Carga horária semanal | Vencimento"):
Legalle's and the regional boards' municipal quadros print "Analista Ambiental 01 01 – – 40 6.314,20".
Read as a count, the "40" made a run of five cells under four labels: the header was not taken for the
rows', and a cadastro row printed with its total last ("– – – CR 30") was a cargo of 30 vacancies. Under
such a header, re-laid as one line by the stage that read its two rows, a row whose first run of count
cells is one longer than the labels and ends in a whole number a week's hours can be (4 to 60) has that
cell written as the hours it is ("40h"), a text cell for the pass.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line
from cotacheck.linter.tables.header import labels

#: The hours' label right after the count labels.
HOURS_NEXT = re.compile(r"\s*(?:carga horaria|jornada|ch\b|c\.h\.)")
_CELL = re.compile(r"\d{1,4}|[-–—]|CR")
_DASHES = frozenset("-–—")
_HOURS = re.compile(r"\d{1,2}\s?h(?:s|oras)?|h(?:s|oras)?|\d{1,2}x\d{2}h?")
_MOST = 60
#: Lines under the header looked at, and the words of a sentence that ends the table.
_MAX_ROWS = 120
_SENTENCE = 8


def bare(token: str) -> bool:
    """Whether a cell is a week's hours printed bare ("40", "20")."""
    return token.isdigit() and 4 <= int(token) <= _MOST


def _run(tokens: list[str], columns: int) -> tuple[int, int]:
    """(end, length) of the row's first run of at least `columns` count cells after some words, or (0, 0)."""
    start = None
    for n, token in enumerate([*tokens, ""]):
        if n and _CELL.fullmatch(token):
            start = n if start is None else start
            continue
        if start is not None and n - start >= columns:
            return n, n - start
        start = None
    return 0, 0


def hours_cell(tokens: list[str], columns: int, total_at: int | None = None) -> int | None:
    """The index of the row's bare hours cell: the last of its first run of count cells after some words,
    when that run is one longer than the `columns`; else None. A run opening with a dash may be an empty
    text cell's dash before the counts ("Técnico em Enfermagem – 12 – 4 16 30h"): then the hours are proven
    only by the arithmetic, the counts before them closing (the total, first or last by `total_at`, the
    sum of the parts, a cadastro's "CR" over dashes) and the counts after the dash not."""
    end, length = _run(tokens, columns)
    if length != columns + 1 or not bare(tokens[end - 1]):
        return None
    if end < len(tokens) and _HOURS.fullmatch(tokens[end].lower()):
        return None  # the hours printed right after ("18 12 1 5 30h"): the run is all counts
    if tokens[end - length] not in _DASHES:
        return end - 1
    if total_at is None:
        return None
    cells = tokens[end - length : end]
    return end - 1 if _closes(cells[:-1], total_at) and not _closes(cells[1:], total_at) else None


def _closes(cells: list[str], total_at: int) -> bool:
    """Whether the counts close: the total the sum of the parts, or "CR" over parts all dashes."""
    values = [0 if c in _DASHES else c if c == "CR" else int(c) for c in cells]
    total = values.pop(total_at)
    if "CR" in values:
        return False
    return all(v == 0 for v in values) if total == "CR" else total == sum(values)


def mark(lines: list[Line], start: int, columns: int, total_at: int | None = None) -> None:
    """The rows from `lines[start]` with their bare hours cell written "40h", in place, up to a line of a
    sentence's length that is no row (the notes under the table, a page's running head)."""
    for n in range(start, min(len(lines), start + _MAX_ROWS)):
        tokens = lines[n].text.split()
        end, length = _run(tokens, columns)
        if not length and len(tokens) >= _SENTENCE:
            return
        if length and (at := hours_cell(tokens, columns, total_at)) is not None:
            tokens[at] += "h"
            lines[n] = laid_line(lines[n].number, " ".join(tokens))


def after_roles(folded_tail: str) -> bool:
    """Whether the header's folded text after its count labels opens with the hours' label."""
    return HOURS_NEXT.match(folded_tail) is not None


def total_place(ends: list[str]) -> int | None:
    """The total's place among the count labels from their first and last folded labels: 0, -1 or None."""
    return 0 if ends[0].startswith("total") else -1 if ends[-1].startswith("total") else None


#: The hours' label in a line's text, as printed (a substring search of the whole text first).
_TRIGGERS = ("arga hor", "arga Hor", "ARGA HOR", "ornada", "ORNADA")
_ROLES = frozenset(("vagas", "total", "imm", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))
#: A header line: at most this long.
_LONGEST = 200


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with the rows under each one-line header whose count labels run right into
    the hours' label ("Cód. Cargo Vagas Vagas PcD* Vagas Negros** Carga Horária Semanal Vencimento …",
    Objetiva's) given their bare hours as hours ("1 0 0 20" → "1 0 0 20h")."""
    if not any(t in text for t in _TRIGGERS):
        return lines
    for n, line in enumerate(lines):
        folded = line.folded
        if len(folded) > _LONGEST or ("carga horaria" not in folded and "jornada" not in folded):
            continue
        if (found := _counts_before_hours(folded)) is not None:
            mark(lines, n + 1, *found)
    return lines


def _counts_before_hours(folded: str) -> tuple[int, int | None] | None:
    """(count columns, the total's place) of a header line whose count labels run right into its hours'
    label, after a name's label; else None. Where "Vagas" opens several labels ("Vagas Vagas PcD* Vagas
    Negros**"), one before another role's label is its prefix ("Vagas PcD")."""
    found = list(labels(folded))
    at = next((k for k, (_, a, _) in enumerate(found) if HOURS_NEXT.match(folded, a)), None)
    if at is None or found[at][0] != "ignore":
        return None
    k = at
    while k > 0 and found[k - 1][0] in _ROLES:
        k -= 1
    if k == 0 or found[k - 1][0] != "name" or folded[found[k - 1][2] : found[k][1]].strip():
        return None
    kinds = [kind for kind, _, _ in found[k:at]]
    if kinds.count("vagas") < 2:  # "VAGAS AC PcD NEGROS": the one "Vagas" is the total's column
        kinds = ["total" if kind == "vagas" else kind for kind in kinds]
    counted = [
        kind for j, kind in enumerate(kinds) if kind != "vagas" or j + 1 == len(kinds) or kinds[j + 1] == "vagas"
    ]
    if len(counted) < 2 or len(counted) != len(set(counted)):
        return None  # a role twice: two groups of counts, not this header
    ends = ["total" if kind in ("vagas", "total", "imm") else kind for kind in (counted[0], counted[-1])]
    return len(counted), total_place(ends)
