"""Count cells an OCR misread in a quadro laid out by spaces: a scanned (1-bit, skewed) page OCR'd by tesseract
--psm 4 gives a row a line, its cells split by spaces, and a digit at times as a letter or as the cell's border
run into it ("Contador 2 2 o o R$ 6.950,00", "Procurador Jurídico 2 2 jo) jo) R$ …", "fo)" a boxed zero, a lone
"l" or "I" for 1), or drops one of a count's digits ("Assistente Legislativo 1 8 1 2": 11 vacancies, 8 AC). Set
18's t10, a câmara's quadro under "Cargo Vagas AC PcD Negros Vencimento" with a TOTAL row. The table pass never reads a
letter alone as a count: the row was read with the wrong cells, or its columns shifted.

Under a header naming the name and two count columns or more, the table's rows are read a line at a time:
the name, then the count cells right before the pay ("R$", "4,020,00" too), the hours or the line's end. A
cell that is a slip (a lone "o"/"O"/"l"/"I", a run of up to three letters and brackets holding a bracket) is
read as the value the arithmetic forces, and only where that value is the slip's likely digit ("o" 0, "l" 1,
a bracket run whatever its letters say): the row's own (the total column, found by the rows without a slip
that close on it, is the sum of the others: one slip forced by the others, or slips among the parts whose
sum is left at 0), or the table's TOTAL row (a column with one cell left open). A row of digits alone whose
sum does not close, in a table where slips show, is read where one cell is the forced value with one digit
lost ("1" for 11), and only one cell can be. Every such row is uncertain, its doubt naming the cell and what
was read; a TOTAL row the columns then miss withdraws every reading of the table. A slip row the arithmetic
cannot fix is left out, with a note, and its neighbours are left in doubt (a wrapped name may cross it).
Rows with no slip are left to the table pass as they are. Trigger: a slip-like token right after a
number among cells, searched once in the text. Linear: each line is tried as a header once and as a row once; a table's
columns are resolved in a bounded number of rounds.
"""

from __future__ import annotations

import re
from collections import Counter

from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.header import COUNT_TOKENS, header_kinds, labels
from cotacheck.linter.tables.scanned_quadro import CONNECTORS, header_roles

_SLIP = r"(?:[oOlI]|(?=\S*[()\[\]{}])[oOQDlIijf()\[\]{}]{2,3})"
#: What may follow a count cell: another (a number, a slip), a pay, "R$", the hours, the line's end.
_NEXT = rf"(?:[ ]+(?:\d{{1,3}}(?:[ ]|$)|{_SLIP}(?:[ ]|$)|R\$|\d[\d.,]*,\d\d|\d{{1,2}}h)|[ ]*$)"
#: A slip-like token right after a number, before another cell, a pay, the hours or the line's end; or one opening
#: with "l", "I", "O", "j" or a bracket first after a word, before a number or another slip ("Motorista I l O"):
#: a text holding neither has no table of this class (one whose slips are all a lower-case "o" first after the
#: names, "Contador o 1 1 2", is passed over). Two searches, each opening with the one class the engine seeks.
_TRIGGER = re.compile(rf"\d[ ]+{_SLIP}(?={_NEXT})", re.M)
_TRIGGER_FIRST = re.compile(rf"[lIO(\[{{jf](?<=[ ][lIO(\[{{jf])\S{{0,2}}[ ]+(?:\d{{1,3}}|{_SLIP})(?={_NEXT})", re.M)
_SLIP_TOKEN = re.compile(_SLIP)
_LIKELY = {"o": 0, "O": 0, "Q": 0, "D": 0, "l": 1, "I": 1, "i": 1}
_NUMBER = re.compile(r"\d{1,3}")
_DASH = frozenset(("-", "–", "—"))
#: What follows the count cells: a pay (however the OCR cut its separators: "4,020,00"), "R$", hours.
_STOP = re.compile(r"R\$.*|\d{1,3}(?:[.,]\d{3})*,\d{2}|\d{1,2}\s?h(?:oras)?|\d{2}h\d{2}")
_NAME_START = re.compile(r"[A-ZÀ-Ý][^\d\s]*")
_TOTAL = re.compile(r"total(?:\s+geral)?$")
_MAX_GAP = 2  # lines that are no row between two rows (blank ones apart)
_ROUNDS = 4
#: A name's first line above its row's: a few words ending in one a name cannot end with.
_MAX_HEAD_WORDS = 6

_MARK = "(OCR), "
SLIP = "coluna {label}: “{token}” lido como {value} (OCR), {why}"
BY_ROW = "pela soma da linha"
BY_TOTAL = "pela linha de total"
LOST = "um algarismo perdido, pela soma da linha"
DOUBT = "{cells}; confira no original"
NEIGHBOUR = "texto de OCR: a linha {line}, vizinha, não foi lida (células ilegíveis): confira o nome e as células"
NOTE = (
    "a linha {line} (“{name}”) tem células ilegíveis no texto de OCR ({tokens}) que a soma não determina: não foi lida"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` with the slips of each such table read where the arithmetic proves them, and the slip rows it
    cannot prove left out (a note each); `doubts` gets every row read so (line number → why)."""
    if _TRIGGER.search(text) is None and _TRIGGER_FIRST.search(text) is None:
        return lines
    changed: dict[int, str | None] = {}
    notes: list[dict] = []
    i = 0
    while i < len(lines):
        head = _header(lines[i])
        if head is None:
            i += 1
            continue
        shapes, _, end = _table(lines, i + 1, keep=False)  # looked over first: its rows' shapes counted
        if _slipped(shapes):
            rows, total, end = _table(lines, i + 1)
            _read(head, rows, total, changed, doubts, notes)
        i = max(end, i + 1)
    if notes and hasattr(lines, "omitted"):
        lines.omitted.extend(notes)
    return rewritten(lines, changed)


def doubt(positions: list, doubts: dict[int, str]) -> None:
    """Each position read from a row whose slips were read (any of its lines) uncertain, its reason naming the
    cells first (before the table's own reason, where the table has one)."""
    marked = {n: why for n, why in doubts.items() if _MARK in why}
    if not marked:
        return
    for p in positions:  # its lines: a name wrapped above its row is read from its first line
        why = next((marked[n] for n in (p.lines or (p.line,)) if n in marked), None)
        if why and _MARK not in (p.doubt or ""):
            p.confidence, p.doubt = "uncertain", f"{why}; {p.doubt}" if p.doubt else why


def _header(line: Line) -> tuple[list[str], list[str] | None] | None:
    """The header's words after its name label (a column each, where they are as many as the cells) and its
    count roles as a scan's header is read (`scanned_quadro.header_roles`), or None when the line is no header
    of a name and two count columns."""
    if "|" in line.text or len(line.text) > 200:
        return None
    kinds = header_kinds(line.folded)
    if not kinds or "name" not in kinds or sum(k in COUNT_TOKENS for k in kinds) < 2:
        return None
    found = list(labels(line.folded))
    start = next(e for k, _, e in found if k == "name")
    stop = next((s for k, s, _ in found if k == "ignore" and s > start), len(line.folded))
    return line.text[start:stop].split(), header_roles(line.folded)


def _table(lines: list[Line], start: int, keep: bool = True) -> tuple[list | Counter, dict | None, int]:
    """The rows from `start` on (each a line's name, count-like tokens before the stop, the rest; with `keep`
    False only how many rows have each `_shape`), the TOTAL row, and the index the table ends at."""
    rows: list[dict] | Counter = [] if keep else Counter()
    gap: list[Line] = []
    at = start
    while at < len(lines) and len(gap) <= _MAX_GAP:
        line = lines[at]
        at += 1
        if not line.text:
            continue
        if _header(line) is not None:
            at -= 1
            break
        if "|" in line.text:
            return ([] if keep else Counter()), None, at  # a border among the cells: `scanned_quadro`'s
        row = _row(line)
        if row is None:
            gap.append(line)
            continue
        row["above"], gap = gap[-1:], []
        if _TOTAL.match(fold(" ".join(row["tokens"][: row["first"]]))):
            return rows, row, at
        if keep:
            rows.append(row)
        else:
            rows[_shape(row)] += 1
    return rows, None, at


def _shape(row: dict) -> tuple[int, int]:
    """(the row's run of count-like tokens, how many of them at its end are no slip): all `_width` and
    `_slipped` ask of a row. A table of thousands of rows none of whose cells is a slip ("Analista I 3 0 1 4":
    the "I" is the name's) is passed over holding a count of its rows' shapes, not each row's tokens (some 30
    times the table's text)."""
    tokens = row["tokens"][row["first"] : row["stop"]]
    return len(tokens), next((n for n, t in enumerate(reversed(tokens)) if _value(t) is None), len(tokens))


def _slipped(shapes: Counter) -> bool:
    """Whether a row has a slip among its count cells (the table's width of them, `_width`)."""
    k = _width(shapes)
    return k is not None and any(run >= k and plain < k for run, plain in shapes)


def _row(line: Line) -> dict | None:
    """A line's name tokens, its count-like tokens right before the stop, and the tokens from the stop on."""
    tokens = line.text.split()
    stop = next((n for n, t in enumerate(tokens) if n and _STOP.fullmatch(t)), len(tokens))
    first = stop
    while first > 1 and _countlike(tokens[first - 1]):
        first -= 1
    if first == stop or not _NAME_START.fullmatch(tokens[0]):
        return None
    return {"line": line, "tokens": tokens, "first": first, "stop": stop}


def _countlike(token: str) -> bool:
    return _NUMBER.fullmatch(token) is not None or token in _DASH or _SLIP_TOKEN.fullmatch(token) is not None


def _value(token: str) -> int | None:
    """A count cell's value, or None for a slip."""
    if _NUMBER.fullmatch(token):
        return int(token)
    return 0 if token in _DASH else None


def _likely(token: str) -> set[int] | None:
    """The digits a slip may stand for: its letters' ("o" 0, "l" 1, "jo)" 0), or any (None) for brackets alone."""
    digits = {_LIKELY[c] for c in token if c in _LIKELY}
    return digits or None


def _read(head: tuple, rows: list[dict], total: dict | None, changed, doubts, notes) -> None:
    """Read the slips of a table's rows, writing each row read into `changed` with its doubt."""
    head, roles = head
    k = _width(Counter(_shape(row) for row in rows))
    if k is None:
        return
    cells = [_cells(row, k) for row in rows]
    slipped = [n for n, c in enumerate(cells) if c is not None and any(v is None for v, _ in c)]
    if not slipped:
        return
    sums = None if total is None else _cells(total, k)
    sums = None if sums is None or any(v is None for v, _ in sums) else [v for v, _ in sums]
    roles = roles if roles is not None and len(roles) == k else None  # the header's, where the rows fit it
    named = roles.index("total") if roles and "total" in roles else None
    col = _total_column([c for c in cells if c is not None and all(v is not None for v, _ in c)], k, named)
    if col is None and sums is None and roles is not None:
        return  # no sum to prove a cell by, a scan's header: `scanned_quadro` repairs its letters, uncertain
    found: dict[int, dict[int, tuple[int, str]]] = {n: {} for n in slipped}
    for n in slipped:
        _by_row(cells[n], col, found[n])
    lost = _lost_digits(cells, col)
    whole = all(c is not None for c in cells)  # every row's cells: the columns' sums mean something
    if sums is not None and whole:
        _by_total(cells, sums, col, found, lost, k)
    readings = {n: f for n, f in found.items() if len(f) == sum(v is None for v, _ in cells[n])}
    readings.update((n, f) for n, f in lost.items() if f)
    found.update(lost)  # a row that misses its sum, no one cell fixing it: left out too
    if sums is not None and whole and not _meets(cells, readings, sums, k):
        readings = {}
    label = head if len(head) == k else [f"{c + 1}ª" for c in range(k)]
    for n, c in enumerate(cells):
        if n in readings:
            _write(rows[n], c, readings[n], label, changed, doubts)
        elif n in found:
            _leave_out(rows, n, c, changed, doubts, notes)


def _width(shapes: Counter) -> int | None:
    """How many count cells a row has: the most common run of count-like tokens before the stop (two rows at
    least, and a row of numbers alone as long); `shapes`: how many rows have each `_shape`."""
    runs = Counter()
    for (run, _), rows in shapes.items():
        runs[run] += rows
    k, seen = runs.most_common(1)[0] if runs else (0, 0)
    return k if seen >= 2 and k >= 2 and max((plain for _, plain in shapes), default=0) >= k else None


def _cells(row: dict, k: int) -> list[tuple[int | None, str]] | None:
    """The row's last `k` count-like tokens as (value or None for a slip, token), or None when fewer."""
    if row["stop"] - row["first"] < k:
        return None
    return [(_value(t), t) for t in row["tokens"][row["stop"] - k : row["stop"]]]


def _total_column(clean: list[list[tuple[int | None, str]]], k: int, named: int | None) -> int | None:
    """The column the rows without a slip prove the sum of the others: the one most of them close on (two at
    least, more than close on any other and more than close on none), or, where the header names the total
    (`named`), that one if as many close on it as on any other and more than on none."""
    closing = Counter()
    none = 0
    for c in clean:
        values = [v for v, _ in c]
        on = [j for j in range(k) if 2 * values[j] == sum(values)]
        closing.update(on)
        none += not on
    if not closing:
        return None
    (j, seen), *rest = closing.most_common(2) + [(None, 0)]
    if named is not None and closing[named] == seen and seen > none:
        return named
    return j if seen >= 2 and seen > rest[0][1] and seen > none else None


def _by_row(cells, col: int | None, found: dict[int, tuple[int, str]]) -> None:
    """The slips the row's own sum forces: one slip, or slips among the parts with nothing left for them."""
    if col is None:
        return
    open_ = [j for j, (v, _) in enumerate(cells) if v is None]
    known = {j: v for j, (v, _) in enumerate(cells) if v is not None}
    if len(open_) == 1:
        j = open_[0]
        parts = sum(v for i, v in known.items() if i != col)
        value = parts if j == col else known[col] - parts
        _take(found, j, value, cells[j][1], BY_ROW)
    elif col not in open_ and known[col] == sum(v for i, v in known.items() if i != col):
        for j in open_:
            _take(found, j, 0, cells[j][1], BY_ROW)


def _take(found: dict, j: int, value: int, token: str, why: str) -> None:
    likely = _likely(token)
    if value >= 0 and (likely is None and value <= 9 or likely is not None and value in likely):
        found[j] = (value, why)


def _by_total(cells, sums: list[int], col: int | None, found: dict, lost: dict, k: int) -> None:
    """Slips the TOTAL row forces: a column with one cell left open, its row then closed by its own sum."""
    for _ in range(_ROUNDS):
        progress = False
        for c in range(k):
            open_ = [n for n in found if cells[n][c][0] is None and c not in found[n]]
            if len(open_) != 1:
                continue
            known = sum(_at(cells, found, lost, n, c) for n in range(len(cells)) if n != open_[0])
            before = len(found[open_[0]])
            _take(found[open_[0]], c, sums[c] - known, cells[open_[0]][c][1], BY_TOTAL)
            if len(found[open_[0]]) > before:
                progress = True
                _by_row_after(cells[open_[0]], col, found[open_[0]])
        if not progress:
            return


def _at(cells, found: dict, lost: dict, n: int, c: int) -> int:
    """Row `n`'s value in column `c`: read, or as a slip or a lost digit was read (0 while open)."""
    read = found.get(n, {}).get(c) or lost.get(n, {}).get(c)
    return read[0] if read else cells[n][c][0] or 0


def _by_row_after(cells, col: int | None, found: dict) -> None:
    """The row's own sum again, with the cells the TOTAL row read."""
    if col is None:
        return
    filled = [(found[j][0] if v is None and j in found else v, t) for j, (v, t) in enumerate(cells)]
    before = dict(found)
    _by_row(filled, col, found)
    for j, (value, why) in list(found.items()):
        if j not in before:
            found[j] = (value, BY_ROW)


def _lost_digits(cells, col: int | None) -> dict[int, dict[int, tuple[int, str]]]:
    """Rows of numbers alone that miss their sum, in a table where slips show: the one cell that is the value
    the others force with one digit lost ("1" for 11), when only one cell can be (else nothing: left out)."""
    out = {}
    if col is None:
        return out
    for n, c in enumerate(cells):
        if c is None or any(v is None for v, _ in c):
            continue
        values = [v for v, _ in c]
        parts = sum(values) - values[col]
        if parts == values[col]:
            continue
        fits = []
        for j, v in enumerate(values):
            forced = parts if j == col else values[col] - (parts - v)
            if forced > v and _dropped(str(forced), c[j][1]):
                fits.append((j, forced))
        out[n] = {fits[0][0]: (fits[0][1], LOST)} if len(fits) == 1 else {}
    return out


def _dropped(whole: str, token: str) -> bool:
    """`token` is `whole` with one digit left out."""
    return len(whole) == len(token) + 1 and any(whole[:i] + whole[i + 1 :] == token for i in range(len(whole)))


def _meets(cells, readings: dict, sums: list[int], k: int) -> bool:
    """Every column whose cells are all read adds up to the TOTAL row's."""
    for c in range(k):
        column = []
        for n, row in enumerate(cells):
            value = readings.get(n, {}).get(c, (row[c][0], ""))[0]
            column.append(value)
        if None not in column and sum(column) != sums[c]:
            return False
    return True


def _write(row: dict, cells, reading: dict, label: list[str], changed: dict, doubts: dict) -> None:
    """The row's line with the cells read in place of their tokens, and its doubt."""
    tokens = list(row["tokens"])
    at = row["stop"] - len(cells)
    said = []
    for j, (value, why) in sorted(reading.items()):
        said.append(SLIP.format(label=label[j], token=cells[j][1], value=value, why=why))
        tokens[at + j] = str(value)
    number = row["line"].number
    changed[number] = " ".join(tokens)
    doubts[number] = DOUBT.format(cells="; ".join(said))


def _leave_out(rows: list[dict], n: int, cells, changed: dict, doubts: dict, notes: list) -> None:
    """A slip row nothing proves: out, with its note (and its name's first line above it, where the words show
    one), and the rows beside it in doubt."""
    row = rows[n]
    number = row["line"].number
    changed[number] = None
    for line in row["above"]:  # "Técnico em" over "Informática 4 3 jo) 1": the name's start, out with it
        words = line.text.split()
        if len(words) <= _MAX_HEAD_WORDS and fold(words[-1]) in CONNECTORS and not any(c.isdigit() for c in line.text):
            changed[line.number] = None
    tokens = ", ".join(f"“{t}”" for v, t in cells if v is None) or "a soma da linha não fecha"
    name = " ".join(row["tokens"][: row["stop"] - len(cells)])
    notes.append({"kind": "note", "line": number, "what": NOTE.format(line=number, name=name, tokens=tokens)})
    for m in (n - 1, n + 1):
        if 0 <= m < len(rows):
            doubts.setdefault(rows[m]["line"].number, NEIGHBOUR.format(line=number))
