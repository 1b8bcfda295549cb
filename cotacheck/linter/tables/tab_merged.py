"""A spreadsheet's table copied with tabs, a cargo's cell merged over its rows.

A spreadsheet (or a web table) prints a cargo's name once, in a cell merged over the rows of its
places ("Fiscal – Médico Veterinário⇥Cascavel⇥Cascavel⇥5⇥0⇥1⇥6" / "⇥Londrina⇥Londrina⇥4⇥1⇥0⇥5"); copied,
every row below the first opens with a tab, its name cell empty, and once the tabs are spaces the
rows are named by their places alone (phantom cargos "Londrina Londrina"). Such a cargo often closes
with a row of its own sums ("⇥Total do cargo⇥⇥17⇥1⇥2⇥20"). Read from the raw text before the pass:

- a row whose leading text cells are empty takes them from the row above that has them (the merged
  cell), so each row is named by its cargo and its places;
- an empty cell under a text column is nothing, under a count column "-";
- a cargo's rows closed by a Total row (a total's label in the first cell that is not empty) that is,
  count column by count column, the sum of its rows, where the rows differ only in place columns
  (Regional, Município, Lotação, Polo, Sede…), are the cargo's vacancies spread over its places: the
  cargo is read from its Total row (one row, its name and the Total row's counts, numbered as that
  row), the reserve being the cargo's. Where the rows differ in anything else (especialidades), they
  stay rows and the Total row, proven their sum, is left out (the pass would sum it with the rows of
  the cargos above it, or a TOTAL GERAL with it). A Total row that is not its rows' sum stays, so the
  pass confirms nothing of that table.

Only a text with a line opening with a tab (`"\\n\\t"`) is looked at; only a block of tab rows under a
tab header naming two count columns or more is re-laid.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.cells import cell_value, parse_count
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens
from cotacheck.linter.tables.jornada_columns import loads_row
from cotacheck.linter.tables.names import TOTAL_ROW

#: A header cell naming a place: the rows of one cargo may differ in these columns only to be collapsed.
_PLACE = re.compile(
    r"^(?:regional|regiao|regioes|municipio|cidade|localidade|lotacao|unidade|polo|sede|campus|uf|comarca|"
    r"microrregiao|macrorregiao|local|nucleo|circunscricao|distrito|zona|bairro|estado)"
)


def _kind(cell: str) -> str:
    """A header cell's kind: "count" (one count role), "place", "text", or "" when it names two roles."""
    folded = fold(cell.strip())
    kinds = header_tokens(folded) or []
    roles = [k for k in kinds if k in COUNT_TOKENS]
    if roles:
        return "count" if len(roles) == 1 else ""
    return "place" if _PLACE.match(folded) else "text"


def _header(fields: list[str]) -> list[str] | None:
    """The kinds of a tab header's cells, when two or more name one count role each, after its text cells."""
    kinds = [_kind(f) for f in fields]
    counts = [n for n, k in enumerate(kinds) if k == "count"]
    if "" in kinds or len(counts) < 2 or any(parse_count(fold(f.strip())) for f in fields if f.strip()):
        return None
    if counts != list(range(counts[0], counts[0] + len(counts))) or counts[0] == 0:
        return None  # text cells first, then the counts side by side
    return kinds


def _total_label(fields: list[str], first_count: int) -> bool:
    text = next((f.strip() for f in fields[:first_count] if f.strip()), "")
    return bool(text) and bool(TOTAL_ROW.match(fold(text)))


def _rows(raw: list[str], at: int, kinds: list[str]) -> list[tuple[int, list[str]]] | None:
    """The tab rows under the header at `at` (index, fields padded to the header), up to the first line
    without a tab; None when a row has more cells than the header or a count cell that is no count."""
    first_count = kinds.index("count")
    found = []
    for index in range(at + 1, len(raw)):
        if "\t" not in raw[index]:
            break
        fields = raw[index].rstrip().split("\t")
        if len(fields) > len(kinds):
            return None
        fields += [""] * (len(kinds) - len(fields))
        if any(cell_value(f) is None for f in fields[first_count:]):
            return None
        found.append((index, fields))
    return found


def _lead(fields: list[str]) -> int:
    """How many cells a row leaves empty before its first (the cells of a merged cell above it)."""
    return next((n for n, f in enumerate(fields) if f.strip()), len(fields))


def _text(fields: list[str], kinds: list[str]) -> str:
    words = [f.strip() for f, k in zip(fields, kinds, strict=True) if k != "count" and f.strip()]
    counts = [f.strip() or "-" for f, k in zip(fields, kinds, strict=True) if k == "count"]
    return " ".join(words + counts)


def _sums(group: list[list[str]], total: list[str], kinds: list[str]) -> bool:
    """Whether a Total row is, count column by count column, the sum of its cargo's rows ("CR" over CR rows)."""
    for n, kind in enumerate(kinds):
        if kind == "count":
            cells = [row[n].strip() for row in group]
            if total[n].strip().upper() == "CR":
                if any(cell_value(c) for c in cells):
                    return False
            elif cell_value(total[n]) != sum(cell_value(c) or 0 for c in cells):
                return False
    return True


def _places_only(group: list[list[str]], kinds: list[str], carried: int) -> bool:
    """Whether a cargo's rows differ only in their places (its vacancies spread over places)."""
    return all(
        kind in ("count", "place") or len({row[n].strip() for row in group}) == 1
        for n, kind in enumerate(kinds)
        if n >= carried
    )


def _collapsed(merged: list[str], first: list[str], total: list[str], kinds: list[str], carried: int) -> list[str]:
    """A cargo's one row: its merged cells, its text cells other than places (the same in every row), the
    Total row's counts."""
    return [
        merged[n] if n < carried else total[n] if k == "count" else "" if k == "place" else first[n]
        for n, k in enumerate(kinds)
    ]


def _relaid(raw: list[str], at: int) -> dict[int, str | None] | None:
    """Line number → its re-laid text (None: left out) for the tab table whose header is at `at`, or None
    when it holds no row with a merged cell."""
    kinds = _header(raw[at].rstrip().split("\t"))
    rows = _rows(raw, at, kinds) if kinds else None
    if not rows or not any(not fields[0].strip() for _, fields in rows):
        return None
    first_count = kinds.index("count")
    out: dict[int, str | None] = {}
    merged: list[str] | None = None
    group: list[tuple[int, list[str]]] = []
    for index, fields in rows:
        lead = _lead(fields)
        if _total_label(fields, first_count):
            carried = min([_lead(f) for _, f in group[1:]] or [lead])
            rows_of = [f for _, f in group]
            if merged and 0 < carried < first_count and _sums(rows_of, fields, kinds):
                if not _places_only(rows_of, kinds, carried):
                    group, merged, out[index + 1] = [], None, None  # the rows' proven sum: nothing more to read
                    continue
                for number, _ in group:
                    out[number + 1] = None
                fields = _collapsed(merged, group[0][1], fields, kinds, carried)
            group, merged = [], None
        elif lead == 0:
            merged, group = fields, [(index, fields)]
        elif merged is not None and lead < first_count:
            group.append((index, fields))
            fields = [merged[n] if n < lead else f for n, f in enumerate(fields)]
        out[index + 1] = _text(fields, kinds)
    return out


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every tab table of merged cargo cells re-laid (same list)."""
    if "\n\t" not in text:
        return lines
    raw = raw_lines(text)
    changed: dict[int, str | None] = {}
    for index in range(1, len(raw)):
        if raw[index].startswith("\t") and "\t" in raw[index - 1] and index + 1 not in changed:
            if loads_row(raw[index]):
                continue  # a header's jornadas under their merged label: `jornada_columns`'
            at = index - 1
            while at > 0 and "\t" in raw[at - 1] and not _header(raw[at].rstrip().split("\t")):
                at -= 1
            changed.update(_relaid(raw, at) or {})
    return rewritten(lines, changed)
