"""A summary table whose rows restate the totals of the tables above it: no positions.

A quadro given as a spreadsheet of several sheets (LibreOffice Calc's export of an .xlsx annex: one sheet a
cargo's especialidades, one its polos regionais, one "Consolidado") ends each detail sheet in its "Total
geral" row, and its summary sheet lists each cargo once with those very figures ("Analista Judiciário
(todas as especialidades) 31 27 02 02" under "Total geral 31 27 02 02"); a quadro of cargo groups does the
same with its "Subtotal" rows. Read as a table, each summary row was a cargo beside the rows it sums: a
phantom, its vacancies counted twice. A table every row of which holds the same counts (as a multiset, two
at least, not all zero) as a total or subtotal row printed above the table's first row, one total row per
summary row, restates those totals: its rows are dropped. A table with one row matching nothing is kept.

A recap after a quadro given per place or level ("QUADRO 4 – TOTAL GERAL DE VAGAS", "Localidade  Vagas",
"Sede – Natal  24", "Subseção Mossoró  9", "TOTAL GERAL  38"; "Nível  Vagas", "Nível superior  43") names
each group once with its total alone: a table of two rows or more, each holding a single count, that count
the first or the last count of a distinct total row printed above the table's first row ("TOTAL  24 …",
"TOTAL DO QUADRO  43 …"), restates those totals too.
Linear: the total rows are found by one look at each line's opening, each summary row matched once.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from itertools import chain

from cotacheck.linter.read.raw_lines import each_raw_line
from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.decide import unproven
from cotacheck.linter.tables.names import LETTERS, TOTAL_ROW

#: The count cells a total row and a summary row are compared by (dashes and "–" read as 0).
_COUNTED = ("n", "zero")


def _counts(line: Line) -> tuple[str, tuple] | None:
    """A line's leading words (folded) and its trailing counts as a multiset (sorted), when it ends in two
    or more counts (and nothing else: a cadastro or a mark leaves it out) that are not all zero."""
    words, cells = split_cells(line)
    if len(cells) < 2 or any(kind not in _COUNTED for kind, _ in cells) or not any(value for _, value in cells):
        return None
    return fold(" ".join(words)).strip(" :"), tuple(sorted(value for _, value in cells))


_LINE_END = re.compile(r"[\r\n\f]")


def _line_ends(text: str, start: int, end: int) -> int:
    """How many line ends (`raw_lines`': "\\r\\n", "\\r", "\\n", "\\f") stand in `text[start:end]`, neither end
    inside one."""
    return (
        text.count("\n", start, end)
        + text.count("\r", start, end)
        - text.count("\r\n", start, end)
        + text.count("\f", start, end)
    )


def _printed(text: str):
    """The lines of `text` that open as a total row, as lines, numbered as `split_lines` numbers them ("\\f" ends a
    line): where "total" stands in the text's lower case, the line it opens after spaces, dots, bars and "sub"
    (the lines between only counted: the text's lines are let go by then, and cutting each out to look at its
    opening cost more than the rest of this stage)."""
    low = text.lower()
    if len(low) != len(text):  # a character that lowers to two ("İ"): the places differ, each line looked at
        yield from _each_printed(text)
        return
    number, at = 1, 0
    found = low.find("total")
    while found != -1:
        start = found - 3 if low.startswith("sub", found - 3, found) else found
        while start and low[start - 1] in " .|":
            start -= 1
        if start and low[start - 1] not in "\r\n\f":
            found = low.find("total", found + 5)
            continue  # "… o total de vagas": not a line's opening
        number += _line_ends(text, at, start)
        at = start
        end = _LINE_END.search(text, found)
        raw = text[start : end.start() if end else len(text)]
        yield Line(number, raw.strip(), fold(raw.strip()))
        found = low.find("total", end.start()) if end else -1


def _each_printed(text: str):
    """`_printed`, by a look at each line's opening."""
    for number, raw in enumerate(each_raw_line(text), 1):
        if raw.lstrip(" .|")[:8].lower().startswith(("total", "subtotal")):
            yield Line(number, raw.strip(), fold(raw.strip()))


def _total_rows(lines: list[Line], text: str) -> dict[tuple, list[int]]:
    """The total and subtotal rows' line numbers (in order) by their counts: as re-laid, and as the text
    printed them (a stage that re-laid a sheet it could not read may have run a total row into the rows above)."""
    found: dict[tuple, set[int]] = {}
    for line in chain(lines, _printed(text)):
        if not line.folded.lstrip(" .|").startswith(("total", "subtotal")):
            continue
        counted = _counts(line)
        if counted and TOTAL_ROW.match(counted[0]):
            found.setdefault(counted[1], set()).add(line.number)
    return {key: sorted(numbers) for key, numbers in found.items()}


def _ends(text: str, lines: list[Line]) -> dict[int, list[int]]:
    """The total and subtotal rows' line numbers (in order) by their first and by their last count."""
    found: dict[int, set[int]] = {}
    for line in chain(lines, _printed(text)):
        if not line.folded.lstrip(" .|").startswith(("total", "subtotal")):
            continue
        words, cells = split_cells(line)
        if len(cells) < 2 or any(kind not in _COUNTED for kind, _ in cells):
            continue
        if TOTAL_ROW.match(fold(" ".join(words)).strip(" :")):
            for value in {cells[0][1], cells[-1][1]} - {0}:
                found.setdefault(value, set()).add(line.number)
    return {key: sorted(numbers) for key, numbers in found.items()}


def _row_cells(number: int, by_number: dict[int, Line]) -> list:
    """A row's count cells: on its line, or the next with any (a grid's rule before a row's text opens it)."""
    for at in range(number, number + 3):
        line = by_number.get(at)
        if line is not None and (cells := split_cells(line)[1]):
            return cells
    return []


def _titled(name: str, titles: list[str]) -> bool:
    """Two words running in the row's label (all, when one) title a group above (a header's words may open
    the label, a context heading's name close it)."""
    words = fold(name).replace("–", " ").replace(":", " ").split()
    k = min(2, len(words))
    runs = [" ".join(words[at : at + k]) for at in range(len(words) - k + 1)]
    runs += [" ".join(words[at:]) for at in range(1, len(words))]  # "Nível Vagas Natal": the header's words first
    return any(f" {run} " in f" {title} " for run in runs for title in titles)


def _recaps(
    rows: list, by_number: dict[int, Line], ends: dict[int, list[int]], titles: list[Line], spare: int | None = None
) -> bool:
    """Two rows or more, each a single count that ends a distinct total row printed above the first row,
    each row's label a group's title above (a heading, a quadro's title: a line with no count). `spare`: a
    total printed in no row (the last quadro's, whose rows the recap follows with no total row): one row's
    count may be it."""
    first, wanted = min(p.line for p in rows), Counter()
    above = [" ".join(t.folded.replace("–", " ").replace(":", " ").split()) for t in titles if t.number < first]
    for p in rows:
        cells = _row_cells(p.line, by_number)
        if len(cells) != 1 or cells[0][0] != "n" or cells[0][1] != p.vacancies or not _titled(p.name, above):
            return False
        if p.vacancies == spare:
            spare = None
            continue
        if p.vacancies not in ends:
            return False
        wanted[p.vacancies] += 1
    return len(rows) >= 2 and all(bisect_left(ends[key], first) >= n for key, n in wanted.items())


def _recap_tail(run: list, heads: list, by_number: dict[int, Line], ends: dict[int, list[int]], titles: list) -> list:
    """The rows ending `run` that recap the quadros above when the recap is printed straight under the last
    quadro's rows, no total row between: the run's last rows of a single count each (two at least), after that
    quadro's rows (`heads`: every table's rows since the last total row, each of more counts, kept); one recap
    row's count may be the sum of those rows' vacancies (that quadro's total, printed in no row), each other's
    a total row's above."""
    cut = len(run)
    while cut and len(_row_cells(run[cut - 1].line, by_number)) == 1:
        cut -= 1
    tail = run[cut:]
    if len(tail) < 2:
        return []
    head = [p for p in heads if p.line < tail[0].line]
    if not head or any(len(_row_cells(p.line, by_number)) < 2 for p in head):
        return []
    return tail if _recaps(tail, by_number, ends, titles, sum(p.vacancies for p in head)) else []


def _recap_rows(tables: dict[int, list], by_number: dict, ends: dict[int, list[int]], lines: list[Line]) -> set:
    """The rows of each table's runs after a total row (a recap may follow the last quadro's total as its
    rows) that recap the totals above, or that end such a run straight under the last quadro's rows."""
    if not ends:
        return set()
    marks = sorted({n for numbers in ends.values() for n in numbers})
    titles = [line for line in lines if line.folded and not split_cells(line)[1] and LETTERS.search(line.folded)]
    dropped: set = set()
    segments: dict[int, list] = {}  # every table's rows by the total rows they come after
    for rows in tables.values():
        for p in rows:
            segments.setdefault(bisect_left(marks, p.line), []).append(p)
    for rows in tables.values():
        runs: dict[int, list] = {}
        for p in rows:
            runs.setdefault(bisect_left(marks, p.line), []).append(p)
        for at, run in runs.items():
            if _recaps(run, by_number, ends, titles):
                dropped.update(id(p) for p in run)
            else:  # a recap straight under the last quadro's rows, no total row between
                run.sort(key=lambda p: p.line)
                dropped.update(id(p) for p in _recap_tail(run, segments[at], by_number, ends, titles))
    return dropped


def _restates(rows: list, by_number: dict[int, Line], totals: dict[tuple, list[int]], extra: bool = False) -> bool:
    """Every row (but a cadastro's) holds the counts of a distinct total row printed above the first row; `extra`:
    and one count more, wherever it stands (a summary by group counting the group's cargos: "Bloco | Cargos |
    Total | AC …", "Bloco 1  5  240  154 …", under "TOTAL DO BLOCO 1  240  154 …"; three counts of the total's
    at least)."""
    first = min(p.line for p in rows)
    wanted: Counter = Counter()
    for p in rows:
        if p.cr and not p.vacancies:
            continue  # "Analista – Arquivologia CR – – –": no figure to restate
        line = by_number.get(p.line)
        counted = _counts(line) if line is not None and p.vacancies > 0 else None
        if extra and counted and TOTAL_ROW.match(counted[0]):
            continue  # the summary's own total, read as a row where its cargos' count made the cells one more
        key = counted and _restated(counted[1], totals, extra)
        if not key:
            return False
        wanted[key] += 1
    return bool(wanted) and all(bisect_left(totals[key], first) >= n for key, n in wanted.items())


def _restated(counts: tuple, totals: dict[tuple, list[int]], extra: bool) -> tuple | None:
    """The total row's counts a row's `counts` restate: all of them, or (`extra`) all but one, three at least."""
    if not extra:
        return counts if counts in totals else None
    if len(counts) < 4:
        return None
    less = (counts[:at] + counts[at + 1 :] for at in range(len(counts)))
    return next((key for key in less if key in totals), None)


def drop_summaries(lines: list[Line], positions: list, text: str = "") -> list[dict]:
    """Drop the rows of each table that restates, row by row, the totals printed above it (`text`: the text
    the lines were split from, as printed); a CQ305 note for each such table, saying why it was not read."""
    totals, ends = _total_rows(lines, text), _ends(text, lines)
    if not totals and not ends:
        return []
    tables: dict[int, list] = {}
    for p in positions:
        if p.table is not None and p.source == "tabela":
            tables.setdefault(p.table, []).append(p)
    wanted = {p.line + k for rows in tables.values() for p in rows for k in range(3)}
    by_number = {line.number: line for line in lines if line.number in wanted}
    dropped = {
        table for table, rows in tables.items() if any(_restates(rows, by_number, totals, x) for x in (False, True))
    }
    recaps = _recap_rows(tables, by_number, ends, lines)
    if dropped or recaps:
        notes = [_note(tables[table]) for table in sorted(dropped)]
        notes += [_note([p for p in positions if id(p) in recaps])] if recaps else []
        positions[:] = [p for p in positions if p.table not in dropped and id(p) not in recaps]
        _reconfirm(positions, [p for rows in tables.values() for p in rows if id(p) in recaps])
        return notes
    return []


def _reconfirm(positions: list, recaps: list) -> None:
    """The rows of a table left unconfirmed only because a recap read as its rows did not prove itself
    (`decide.confirm_tables`' reason a recap row's own: "a linha 31 só tem o total de vagas lido"), confirmed
    again once the recap is dropped, where every row left of that table was proven by its own figures."""
    for table in {p.table for p in recaps}:
        because = {f"tabela não confirmada: {unproven(p)}" for p in recaps if p.table == table}
        rows = [p for p in positions if p.table == table and p.source == "tabela"]
        if rows and all(p.confidence == "confirmed" or p.doubt in because for p in rows):
            for p in rows:
                p.confidence, p.doubt = "confirmed", None


def _note(rows: list) -> dict:
    first, last = min(p.line for p in rows), max(p.line for p in rows)
    if last > first:
        said = f"as linhas {first} a {last} repetem as linhas de total das tabelas acima: um quadro-resumo, não lido"
    else:
        said = f"a linha {first} repete uma linha de total de uma tabela acima: um quadro-resumo, não lido"
    return {"kind": "note", "line": first, "what": said + " como cargos"}
