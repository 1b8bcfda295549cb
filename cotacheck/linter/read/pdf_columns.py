"""A page set in columns (a Diário Oficial's two or three frames: ReportLab's frames, a browser's CSS
columns), read by position a column at a time.

Reading by position groups a page's runs into rows by their baseline across the whole page: on a gazette
in columns, each line of one column lands beside the line of the other column at its height, and a quadro
inside one column gets the other column's prose in front of every row. Here the gutters are found from
the prose itself (rows where a line of prose starts at one x, right of another line of prose that ends
before it, six rows or more), and each stretch of rows set in columns is given back a column at a time,
each column's rows top to bottom. A stretch ends at a row that crosses a gutter (a masthead, a title over
the page, a footer) and at a table's row that runs across it (a name on one side, its counts starting the
other: a quadro over the page's width, which keeps its rows whole); it is read in columns only where two
rows or more show prose beside other text in another column.
"""

from __future__ import annotations

from collections.abc import Callable

#: Rows where prose starts at an x beside other prose needed to take that x for a column's left edge.
_MIN_PAIRS = 6
#: Of those, rows where the run before it is prose too.
_MIN_PROSE_PAIRS = 3
#: Rows with prose beside text of another column needed to read a stretch in columns.
_MIN_EVIDENCE = 2
#: Runs of a row looked at at most (a longer row is no line of columns).
_MAX_ROW = 32
#: Lines of prose of a row looked at at most, and gutters at most (a page of more columns is read as it was).
_MAX_COLUMNS = 4
#: Rows looked at at most (the pairing is linear, this only bounds the lists kept).
_MAX_ROWS = 20_000


def _width(text: str, size: float) -> float:
    """The same estimate as the reading by position (no font metrics): under half an em per character."""
    return 0.45 * size * len(text)


def _prose(text: str) -> bool:
    """A line of running text: five words or more, twenty-five characters or more."""
    return len(text.split()) >= 5 and len(text.strip()) >= 25


def _count(run) -> bool:
    """A count cell ("12", "05", "-", "CR")."""
    word = run.text.strip().strip(".,*")
    return word.isdigit() or word in ("-", "–", "—", "CR")


def _near(found: list[list], i: int, y: float, size: float) -> list:
    """Runs of the rows about row `i` (two above, two below) within a line of `y`: a column's lines are
    not on the other column's baselines."""
    rows = found[max(0, i - 2) : i + 3]
    return [r for row in rows if len(row) <= _MAX_ROW for r in row if r.text.strip() and abs(r.y - y) <= size]


def gutters(found: list[list]) -> list[float]:
    """The x where a column starts, left to right: at least `_MIN_PAIRS` lines of prose that start there
    (within a point), no count after them on their row, beside a run further left, within a line of their
    height, that ends before them (a line of the column before, or a quadro's row there), `_MIN_PROSE_PAIRS`
    of them beside prose."""
    starts: dict[int, list[tuple[float, bool]]] = {}
    for i, row in enumerate(found[:_MAX_ROWS]):
        texts = [r for r in row if r.text.strip()] if len(row) <= _MAX_ROW else []
        prose = [k for k, r in enumerate(texts) if _prose(r.text)][:_MAX_COLUMNS]
        for k in prose:
            right = texts[k]
            if any(_count(r) for r in texts[k + 1 :]):
                continue
            before = [r for r in _near(found, i, right.y, right.size) if r.x < right.x - 8 * right.size]
            if before:
                left = max(before, key=lambda r: r.x)
                if left.x + _width(left.text.strip(), left.size) <= right.x:
                    starts.setdefault(round(right.x), []).append((right.x, _prose(left.text)))
    out: list[float] = []
    group: list[tuple[float, bool]] = []
    last = None
    for key in sorted(starts):
        if last is not None and key - last > 1:
            out += _edge(group)
            group = []
        group += starts[key]
        last = key
    return out + _edge(group)


def _edge(group: list[tuple[float, bool]]) -> list[float]:
    """A column's left edge from the rows that start one there, if enough do."""
    if len(group) >= _MIN_PAIRS and sum(1 for _, prose in group if prose) >= _MIN_PROSE_PAIRS:
        return [min(x for x, _ in group)]
    return []


def _segments(row: list, edges: list[float]) -> list[list] | None:
    """The row's runs by column (each run where it starts), or None when a run crosses a gutter."""
    parts: list[list] = [[] for _ in range(len(edges) + 1)]
    for run in row:
        if not run.text.strip():
            continue
        k = _column(run, edges)
        width = _width(run.text.strip(), run.size)  # an estimate: a full line of the column may pass the gutter
        if k < len(edges) and run.x + width > edges[k] + max(0.5 * run.size, 0.15 * width):
            return None
        parts[k].append(run)
    return parts


def _cells(part: list) -> bool:
    """A column's share of a row that starts with a table's count cell: a count and more runs after it, or a
    lone count of three digits at most with no full stop (not a paragraph's last line, "2026.")."""
    if not _count(part[0]):
        return False
    word = part[0].text.strip()
    return len(part) > 1 or (len(word) <= 3 and not word.endswith("."))


def _prose_part(part: list) -> bool:
    """A column's share of a row that is a line of prose (no count cell in it)."""
    return not any(_count(r) for r in part) and _prose(" ".join(r.text.strip() for r in part))


def _column(run, edges: list[float]) -> int:
    return sum(1 for g in edges if run.x >= g - 0.5 * run.size)


def _kind(found: list[list], i: int, edges: list[float]) -> str:
    """Row `i`: "cross" (a run over a gutter), "table" (a table's row across one: counts start a column
    right of another column's text that is no prose), "prose" (a line of prose beside text of another
    column, within a line of its height) or "plain"."""
    parts = _segments(found[i], edges) if len(found[i]) <= _MAX_ROW else None
    if parts is None:
        return "cross"
    for before, part in zip(parts, parts[1:]):
        if part and _cells(part) and before and not _prose_part(before):
            return "table"
    for k, part in enumerate(parts):
        if part and _prose_part(part):
            near = _near(found, i, part[0].y, part[0].size)
            if any(_column(r, edges) != k for r in near):
                return "prose"
    return "plain"


def column_groups(found: list[list], regroup: Callable[[list], list[list]]) -> list[list[list]]:
    """The page's rows (top to bottom) as groups in reading order: rows outside the stretches set in
    columns as they are, each stretch a column at a time (its runs grouped into rows again by `regroup`,
    a column alone). A page with no gutter is one group, its rows unchanged."""
    edges = gutters(found)
    if not edges or len(edges) > _MAX_COLUMNS or len(found) > _MAX_ROWS:
        return [found]
    kinds = [_kind(found, i, edges) for i in range(len(found))]
    groups: list[list[list]] = []
    plain: list[list] = []
    i = 0
    while i < len(found):
        if kinds[i] in ("cross", "table"):
            plain.append(found[i])
            i += 1
            continue
        end = i
        while end < len(found) and kinds[end] not in ("cross", "table"):
            end += 1
        start, stop = _stretch(kinds, i, end)
        if stop - start and sum(1 for k in kinds[start:stop] if k == "prose") >= _MIN_EVIDENCE:
            groups += [plain + found[i:start]] if plain or start > i else []
            groups += _columns(found[start:stop], edges, regroup)
            plain = found[stop:end]
        else:
            plain += found[i:end]
        i = end
    groups += [plain] if plain else []
    return groups


def _stretch(kinds: list[str], i: int, end: int) -> tuple[int, int]:
    """The rows of the band [i, end) read in columns: the whole band, but not the rows between its prose
    and a table across the gutter at its edge (a quadro's header over the page stays whole)."""
    prose = [j for j in range(i, end) if kinds[j] == "prose"]
    if not prose:
        return i, i
    start = prose[0] if i > 0 and kinds[i - 1] == "table" else i
    stop = prose[-1] + 1 if end < len(kinds) and kinds[end] == "table" else end
    return start, stop


def _columns(band: list[list], edges: list[float], regroup: Callable[[list], list[list]]) -> list[list[list]]:
    """The band's runs a column at a time, each column's rows grouped again."""
    columns: list[list] = [[] for _ in range(len(edges) + 1)]
    for row in band:
        for run in row:
            columns[_column(run, edges)].append(run)
    return [regroup(column) for column in columns if column]
