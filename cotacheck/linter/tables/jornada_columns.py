"""A quadro whose vacancies are split by jornada: a merged "VAGAS POR JORNADA" cell over one column a weekly
load ("20h", "30h", "40h"), then the Total (at times) and the reserves (AC, PcD, Negros).

A spreadsheet saved by LibreOffice Calc as "Text (tab delimited)" (or a page copied with tabs, or typed
with spaces) prints such a header on two rows: the merged cell's label in its first column, its covered
cells empty ("Cargo⇥Escolaridade⇥Vagas por jornada semanal⇥⇥⇥Total⇥AC⇥PcD⇥Negros"), then the jornadas
under it alone ("⇥⇥20h⇥30h⇥40h⇥⇥⇥⇥"). Read as they stand, the jornadas' row names a phantom cargo ("20h")
and every row's counts fall in the wrong columns (a jornada read as the total, the total as AC).

Here the two rows are one header: the columns are the header's (a tab is a cell's boundary, an empty
covered cell included; spaces part the cells only where every count cell is printed, a dash for zero), a
jornada column is a part of the cargo's vacancies, never a reserve. The table is re-laid with its jornadas
out: where it has a Total column, each row keeps it, a row whose jornadas do not add up to it left in
doubt; where it has none, the jornadas' sum is the row's Total. A row that does not fit the header ends
the table; a table one of whose rows has a cell that is no count is left as it was.

Trigger: a line made of jornada labels alone (one search of the text, after a plain test for "h" after a
digit or "horas").
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.cells import cell_value
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens

_LOAD = r"\d{1,2} ?(?:h|hs|horas)(?: semanais)?"
#: A line made of two jornada labels or more and nothing else (the second row of the header).
_LOADS_LINE = re.compile(rf"(?im)^[\t ]*(?:{_LOAD}[\t ]+){{1,5}}{_LOAD}[\t ]*$")
_LOAD_CELL = re.compile(rf"(?:vagas )?{_LOAD}")
_ONE_LOADS_LINE = re.compile(rf"[\t ]*(?:{_LOAD}[\t ]+){{1,5}}{_LOAD}[\t ]*", re.I)
#: The merged label over the jornadas (folded).
_SPAN = re.compile(
    r"(?:(?:quantidade|numero|n[o°º]\.?) de )?vagas(?: distribuidas)?(?: por| por jornada| -| –)?"
    r"(?: (?:jornada|carga horaria))?(?: (?:de trabalho|semanal|semanais))*"
    r"|(?:jornada|carga horaria)(?: (?:de trabalho|semanal|semanais))*"
)
_HEADER_WORDS = 30  # words a header's top row may hold
_MARKS = ("h\t", "h ", "h\n", "H\t", "H ", "H\n", "oras", "ORAS")  # a jornada label's end, one at least
_DOUBT = "as vagas por jornada da linha não somam o total informado"


def _roles(labels: list[str]) -> list[str] | None:
    """The count role of each label (one each), None when one names none or two."""
    roles = []
    for label in labels:
        tokens = header_tokens(fold(label.strip())) or []
        counted = [t for t in tokens if t in COUNT_TOKENS]
        if len(counted) != 1:
            return None
        roles.append(counted[0])
    return roles


class _Table:
    """A jornada header read: the text labels before the jornadas, how many jornadas, the count labels after."""

    def __init__(self, before: list[str], loads: int, after: list[str], roles: list[str]):
        self.before, self.loads, self.after, self.roles = before, loads, after, roles
        self.total = roles.index("total") if "total" in roles else None

    def header(self) -> str:
        return " ".join([*self.before, *([] if self.total is not None else ["Total"]), *self.after])

    def row(self, texts: list[str], loads: list[int], counts: list[str]) -> tuple[str, bool]:
        """A row re-laid (its text cells, the total, the reserves), and whether its jornadas add up."""
        cells = [c.strip() or "-" for c in counts]
        if self.total is None:
            cells.insert(0, str(sum(loads)))
            return " ".join([*texts, *cells]), True
        return " ".join([*texts, *cells]), cell_value(counts[self.total]) == sum(loads)


def _tab_header(top: str, loads: str) -> tuple[_Table, int, list[int]] | None:
    """A two-row tab header: the table, its width and its jornada columns."""
    upper, lower = top.rstrip("\n").split("\t"), loads.split("\t")
    width = max(len(upper), len(lower))
    upper += [""] * (width - len(upper))
    lower += [""] * (width - len(lower))
    columns = [n for n, cell in enumerate(lower) if cell.strip()]
    if not columns or columns != list(range(columns[0], columns[-1] + 1)) or columns[0] == 0:
        return None
    if any(not _LOAD_CELL.fullmatch(fold(lower[n].strip())) for n in columns):
        return None
    if not _SPAN.search(fold(upper[columns[0]])) or any(upper[n].strip() for n in columns[1:]):
        return None
    after = [c for c in upper[columns[-1] + 1 :]]
    while after and not after[-1].strip():
        after.pop()
    roles = _roles(after)
    before = [c.strip() for c in upper[: columns[0]] if c.strip()]
    if roles is None or not before or _roles(before[-1:]) is not None:
        return None
    return _Table(before, len(columns), [c.strip() for c in after], roles), width, columns


def _tab_rows(raw: list[str], at: int, table: _Table, width: int, columns: list[int]) -> dict | None:
    """Line number → re-laid text for the tab rows under the header ending at `at`; None when a row's count
    cell is no count."""
    out, doubts = {}, {}
    for index in range(at + 1, len(raw)):
        cells = raw[index].split("\t")
        if len(cells) < 2 or not any(c.strip() for c in cells) or len(cells) > width + 1:
            break
        cells += [""] * (width - len(cells))
        loads = [cell_value(cells[n]) for n in columns]
        counts = cells[columns[-1] + 1 : columns[-1] + 1 + len(table.roles)]
        if None in loads or any(cell_value(c) is None for c in counts) or any(c.strip() for c in cells[width:]):
            return None
        texts = [c.strip() for c in cells[: columns[0]] if c.strip()]
        out[index + 1], adds = table.row(texts, loads, counts)
        if not adds:
            doubts[index + 1] = _DOUBT
    return {"rows": out, "doubts": doubts} if out else None


def _space_header(top: str, loads: str) -> _Table | None:
    """A two-row header laid out by spaces: the merged label between the text labels and the count labels."""
    words = top.split()
    if len(words) > _HEADER_WORDS:
        return None
    folded = [fold(w) for w in words]
    for start in range(len(words)):
        found = _SPAN.match(" ".join(folded[start:]))
        if not found or not found.group().strip():
            continue
        end = start + len(found.group().split())
        after = words[end:]
        tokens = header_tokens(fold(" ".join(after))) or []
        if start and tokens and all(t in COUNT_TOKENS for t in tokens):
            return _Table(words[:start], len(_LOAD_CELL.findall(fold(loads))), [" ".join(after)], tokens)
        return None
    return None


def _space_rows(lines: list[Line], at: int, table: _Table) -> dict | None:
    out, doubts = {}, {}
    width = table.loads + len(table.roles)
    for line in lines[at + 1 :]:
        words = line.text.split()
        if (
            len(words) <= width
            or any(cell_value(w) is None for w in words[-width:])
            or cell_value(words[-width - 1]) is not None
        ):
            break
        loads = [cell_value(w) for w in words[-width : -width + table.loads or None]]
        out[line.number], adds = table.row(words[:-width], loads, words[-len(table.roles) :])
        if not adds:
            doubts[line.number] = _DOUBT
    return {"rows": out, "doubts": doubts} if out else None


def _may_hold(text: str) -> bool:
    """The trigger: a jornada label's end in the text, then a line of jornada labels alone."""
    return any(mark in text for mark in _MARKS) and _LOADS_LINE.search(text) is not None


def loads_row(raw: str) -> bool:
    """Whether a raw line is a header's row of jornadas alone ("⇥⇥20h⇥30h⇥40h⇥⇥")."""
    return "h" in raw.lower() and _ONE_LOADS_LINE.fullmatch(raw) is not None


def relay(lines: list[Line], text: str, grid_doubts: dict[int, str]) -> list[Line]:
    """`lines` with every quadro split by jornada re-laid, its jornadas out (same list)."""
    if not _may_hold(text):
        return lines
    raw = raw_lines(text)
    at_line = {line.number: n for n, line in enumerate(lines)}
    changed: dict[int, str | None] = {}
    for index in range(1, len(raw)):
        if not loads_row(raw[index]):
            continue
        read = _read(raw, lines, at_line, index)
        if read:
            changed[index] = read["header"]
            changed[index + 1] = None
            changed.update(read["rows"])
            grid_doubts.update(read["doubts"])
    return rewritten(lines, changed)


def _read(raw: list[str], lines: list[Line], at_line: dict[int, int], index: int) -> dict | None:
    """The header (its two rows at raw `index - 1`, `index`) and rows of one jornada table, re-laid."""
    top, loads = raw[index - 1], raw[index]
    if "\t" in top and "\t" in loads:
        header = _tab_header(top, loads)
        read = _tab_rows(raw, index, *header) if header else None
    else:
        table = _space_header(top, loads)
        at = at_line.get(index + 1)
        read = _space_rows(lines, at, table) if table and at is not None else None
        header = (table,) if table else None
    if not read:
        return None
    return {"header": header[0].header(), **read}
