"""A vacancy table printed with the cargos as its columns and the kinds of vacancy as its rows.

A board may print one quadro for all cargos with a cargo a column (its name wrapped over two lines at
the head of the column) and a row per modalidade ("Ampla concorrência  45  22  30" / "Negros  12  6  8"
/ "Pessoas com deficiência  3  2  2" / "Total de vagas  60  30  40" / "Cadastro de reserva  120  60  80",
AOCP's and Cebraspe's state police quadros). Read line by line, each row is a name with counts and no
cargo is found. Before the pass, such a quadro is re-laid as the table it transposes, from the raw text
(the columns are where the counts stand): a header of the rows' roles and one row per cargo, its name
the column's head lines joined, numbered as the Total row, so the pass reads and confirms it by its
arithmetic as any table.

The rows are a run of consecutive lines, each a label naming one count role (the vocabulary's) and the
same number of counts (two or more), parted by two spaces or more; no role twice, a Total row among
them (a quadro of the same roles with no total is a call limit's or a classification's, never read);
the head is the up to 3 lines above it (a blank line between allowed), each piece of words standing
over one column (nearest by its middle); every column must get a name. A row's label in the head's
first column ("Modalidade de concorrência", "Lista", "Unidade de Saúde") is no cargo.

Rows of places may stand between the head and the role rows (Selecon's quadro of a cargo's specialties
as columns and its health units as rows, then "Total de vagas", "Ampla concorrência", "Pessoas com
deficiência", "Pessoas negras" at the bottom): the same vacancies split by place, taken only when each
column of them adds up to the Total row's cell, and left out with the head (read as rows, each unit was
a cargo of the specialties' counts); where they do not add up, the quadro is left alone.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens

_PIECE = re.compile(r"\S+(?: \S+)*")
_ROLES = frozenset({"open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total", "crg"})
_MAX_HEAD = 3


def _pieces(raw: str) -> list[tuple[int, int, str]]:
    """(start, end, text) of each run of words parted by two spaces or more."""
    return [(m.start(), m.end(), m.group()) for m in _PIECE.finditer(raw.replace("\t", "  "))]


def _role_row(raw: str) -> tuple[str, int, list[tuple[int, int, str]]] | None:
    """(role, label's start, count pieces) of a line that is a role's label and two counts or more."""
    pieces = _pieces(raw)
    if len(pieces) < 3 or any(parse_count(fold(p[2])) is None for p in pieces[1:]):
        return None
    roles = [k for k in header_tokens(fold(pieces[0][2])) or () if k not in ("vagas", "reserva")]
    if len(roles) != 1 or roles[0] not in _ROLES:
        return None
    return roles[0], pieces[0][0], pieces[1:]


def _run(raw: list[str], at: int) -> list[tuple[int, str, list[tuple[int, int, str]]]]:
    """The role rows from `at`: (index, role, count pieces), all with as many counts, no role twice."""
    run: list = []
    for index in range(at, len(raw)):
        row = _role_row(raw[index]) if "  " in raw[index] else None
        if row is None or (run and len(row[2]) != len(run[0][2])) or any(row[0] == r for _, r, _ in run):
            break
        run.append((index, row[0], row[2]))
    return run


_RULE = re.compile(r"[\s\-–—=_]+")


def _place_rows(raw: list[str], at: int, run: list) -> list[int] | None:
    """The raw indexes of the rows of places right above the role rows (a rule line between allowed:
    "Hospital Municipal  6  4  3  -", Selecon's quadro by unit and specialty), when each column of them
    adds up to the Total row's cell: the same vacancies, split by place. [] when there are none; None
    when there are some that do not add up (nothing proves the columns)."""
    width = len(run[0][2])
    index = at - 1
    if index >= 0 and raw[index].strip() and _RULE.fullmatch(raw[index]):
        index -= 1
    rows: list[int] = []
    while index >= 0 and "  " in raw[index] and _role_row(raw[index]) is None:
        pieces = _pieces(raw[index])
        counts = [parse_count(fold(p[2])) for p in pieces[1:]]
        if len(pieces) != width + 1 or None in counts or any(k == "cr" for k, _ in counts):
            break
        rows.insert(0, index)
        index -= 1
    if len(rows) < 2:
        return []
    total = next(cells for _, role, cells in run if role == "total")
    sums = [sum(parse_count(fold(_pieces(raw[k])[j + 1][2]))[1] for k in rows) for j in range(width)]
    cells = [parse_count(fold(c[2])) for c in total]
    return rows if all(c is not None and c[1] == n for c, n in zip(cells, sums, strict=True)) else None


def _names(raw: list[str], at: int, run: list, label_at: int) -> tuple[list[str], list[int]] | None:
    """The cargos' names and the head's raw indexes: the head lines above the run (or above its rows of
    places, `at` then the first of them), each piece under the column nearest its middle."""
    width = len(run[0][2])
    middles = [sum((p[0] + p[1]) / 2 for p in (r[2][j] for r in run)) / len(run) for j in range(width)]
    first_count = min(r[2][0][0] for r in run)
    index = at - 1
    if index >= 0 and not raw[index].strip():
        index -= 1
    head: list[str] = []
    while index >= 0 and raw[index].strip() and len(head) < _MAX_HEAD and _role_row(raw[index]) is None:
        head.insert(0, raw[index])
        index -= 1
    names: list[list[str]] = [[] for _ in range(width)]
    for line in head:
        for start, end, text in _pieces(line):
            if start <= label_at + 1 and end < first_count:
                continue  # the rows' own label ("Modalidade de concorrência")
            middle = (start + end) / 2
            names[min(range(width), key=lambda j: abs(middles[j] - middle))].append(text)
    joined = [" ".join(n) for n in names]
    if not head or not all(joined) or any(any(c.isdigit() for c in n) and not n[:1].isalpha() for n in joined):
        return None
    return (joined, list(range(index + 1, index + 1 + len(head)))) if len(set(joined)) == width else None


def _relaid(raw: list[str], at: int, known: set[tuple[str, ...]]) -> tuple[list[int], list[Line]] | None:
    """(the raw indexes it replaces, the re-laid lines) of a quadro of cargo columns whose rows start at
    `at`; a quadro of the same cargos and roles with no total (a call limit's) is replaced by nothing."""
    run = _run(raw, at)
    if len(run) < 2:
        return None
    label_at = min(_role_row(raw[index])[1] for index, _, _ in run)
    places = _place_rows(raw, at, run) if any(role == "total" for _, role, _ in run) else []
    if places is None:
        return None
    found = _names(raw, places[0] if places else at, run, label_at)
    if found is None:
        return None
    names, head = found
    replaced = (
        [*head, *range(places[0], at), *(index for index, _, _ in run)] if places else [*head, *(i for i, _, _ in run)]
    )
    if not any(role == "total" for _, role, _ in run):
        return (replaced, []) if tuple(names) in known else None
    if len(run) < 3:
        return None
    known.add(tuple(names))
    total = next(index for index, role, _ in run if role == "total")
    header = " ".join(["Cargo", *(PLAIN_LABEL[role] for _, role, _ in run)])
    laid = [laid_line(run[0][0] + 1, header)]
    for j, name in enumerate(names):
        text = " ".join([name, *(cells[j][2] for _, _, cells in run)])
        laid.append(laid_line(total + 1, text))
    return replaced, laid


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every quadro of cargo columns re-laid as a header and a row per cargo (same list)."""
    if "   " not in text:
        return lines
    raw = raw_lines(text)
    numbers = {line.number for line in lines}
    found: dict[int, list[Line]] = {}
    skip: set[int] = set()
    known: set[tuple[str, ...]] = set()
    index = 0
    while index < len(raw):
        tail = raw[index].rstrip()[-1:]
        relaid = _relaid(raw, index, known) if (tail.isdigit() or tail in "-–R") and "   " in raw[index] else None
        if relaid is None or not all(k + 1 in numbers for k in relaid[0]):
            index += 1
            continue
        found[relaid[0][0] + 1] = relaid[1]
        skip.update(k + 1 for k in relaid[0])
        index = relaid[0][-1] + 1
    if not found:
        return lines
    laid: list[Line] = []
    for line in lines:
        laid += found.get(line.number, [] if line.number in skip else [line])
    lines[:] = laid
    return lines
