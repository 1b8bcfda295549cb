"""A quadro laid out by spaces whose wrapped cells stand above and below their row's counts (`pdftotext -layout`).

Poppler's `pdftotext -layout` (newsroom scripts, many users' copies) prints a table as it stands on the
page: each cell at its own character columns, a cell wrapped over several lines centred on its row, so a
row's counts stand on one line and the other lines of its name, its especialidade, its requisitos stand
above and below it, each line holding pieces of several cells ("Diploma de graduação em Ciências" / "A01
Atuária Atuariais e registro no Instituto … 2 0 0 2 4" / "Atuária (IBA)"). Read a line at a time, the
pieces of the requisitos and of the neighbour rows joined the names: phantoms.

Here (stream reading, as pdfplumber's and Camelot's): the table is the header (short digit-free lines, a
line's words parted where a label stands over its own column) and the rows under it, each row a line
ending in as many count cells, parted by two spaces or more, as the header has count labels. The text
columns are the runs of character offsets where some line of the table has a letter, parted by offsets
blank on every line; each must stand under exactly one label of the header, and the count labels' roles
(the table vocabulary's, none twice, a total among them) must be as many as the row's cells. Each text
column's pieces between two rows' counts are shared out as a centred cell puts them (as many lines above
its counts as below); where that sharing does not close (a cell merged down several rows: a cargo over its
lotações), a row whose line is blank in the column takes the lines right above and below it where the one above
ends in a joining word (a wrapped cell centred on it: no digit in it), the row in doubt; other pieces belong to no row. The table is
re-laid as a pipe table (its name columns joined, then the counts); a row whose name took any piece off
its counts' line is read uncertain (the sharing proves nothing), the others only by their arithmetic.
Anything else is left as it stood.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables import centred_cuts
from cotacheck.linter.tables.header import header_tokens
from cotacheck.linter.tables.layout_header import (
    MARKS,
    PLAIN_ROLES,
    column_of,
    header_columns,
    overlap,
    raw_lines,
    segments,
)

_CELL = re.compile(r"\d{1,4}|[-–—]|CR")
_TAIL = re.compile(r"(?:(?<=\S)\s{2,}|^\s*)((?:\d{1,4}|[-–—]|CR)(?:\s{2,}(?:\d{1,4}|[-–—]|CR))*)\s*$")
_TAIL_NARROW = re.compile(
    r"(?:(?<=\S)\s{2,}|(?<=\S)\s(?=\d|CR)|^\s*)((?:\d{1,4}|[-–—]|CR)(?:\s+(?:\d{1,4}|[-–—]|CR))*)\s*$"
)
_NARROW_END = set("0123456789-–—R")  # a count's last character (a CR's R)
_CAPTION = re.compile(r"\s*(?:quadro|tabela|anexo)\b")  # a caption above the header (w3m centres it there)
_TOTAL = re.compile(r"total(?: geral)?:?$")
_MAX_GAP = 8  # lines between two rows' counts (wrapped cells)
_MAX_ROWS = 400
_LONGEST = 400  # a longer line is prose, no row
#: A name's line that goes on below: it ends in a joining word or a dash (not a label's colon: "Vencimento inicial:").
_JOINS = re.compile(r"\s(?:de|da|do|das|dos|e|em|para|com|a|ao|aos|na|no|[-–—])$")
_DIGIT = re.compile(r"\d")
WHY = "nome montado de linhas quebradas acima e abaixo das vagas (texto com colunas por espaços): confira o nome"


def _tail(raw: str, width: int, at: int | None = None) -> tuple[int, list[str]] | None:
    """(where the counts start, the cells) of a row line with `width` count cells at its end (cells parted
    by one space where they fill their columns, as w3m parts "CR CR  CR" under "AC PcD Negros"); with `at`
    (where the first row's counts start), the line's last `width` words if they are cells from there on
    ("… Enfermagem e -  -   2      2": a dash one space after the text)."""
    if len(raw) > _LONGEST:
        return None
    for pattern in (_TAIL, _TAIL_NARROW):
        found = pattern.search(raw)
        if found is not None and len(cells := found.group(1).split()) == width:
            return found.start(1), cells
    words = list(re.finditer(r"\S+", raw[at - 1 :])) if at else []
    if len(words) >= width and words[-width].start() >= 1 and all(_CELL.fullmatch(w.group()) for w in words[-width:]):
        return at - 1 + words[-width].start(), [w.group() for w in words[-width:]]
    return None


def _widths(raw: str) -> list[int]:
    """How many count cells may end the line: parted by two spaces, else by one where they fill their columns."""
    wide = _TAIL.search(raw)
    before = raw[: wide.start(1)].rstrip()[-1:] if wide else raw.rstrip()[-1:]
    if not before or before not in _NARROW_END:
        return [len(wide.group(1).split())] if wide else []  # no count one space before: no narrow cells
    found = [len(t.group(1).split()) for t in (wide, _TAIL_NARROW.search(raw)) if t]
    return sorted(set(found), reverse=True)  # the more cells first: a count parted by one space is a cell


def _split_words(line: str) -> list[tuple[int, int, str]]:
    """A header line's segments, a segment of count labels (narrow columns' labels printed one space apart,
    "PcD Negros Total reserva") parted word by word."""
    out: list[tuple[int, int, str]] = []
    for x0, x1, text in segments(line):
        words = text.split(" ")
        roles = [header_tokens_of(w) for w in words]
        if len(words) > 1 and all(roles) and sum(1 for r in roles if set(r) & set(PLAIN_ROLES)) >= 2:
            at = x0
            for word in words:
                out.append((at, at + len(word), word))
                at += len(word) + 1
        else:
            out.append((x0, x1, text))
    return out


def _runs(lines: list[str], end: int) -> list[tuple[int, int]]:
    """The runs of offsets before `end` where some line has a letter, parted by offsets blank on all."""
    used = [False] * end
    for line in lines:
        for k, char in enumerate(line[:end]):
            if char != " ":
                used[k] = True
    runs, start = [], None
    for k, flag in enumerate([*used, False]):
        if flag and start is None:
            start = k
        elif not flag and start is not None:
            runs.append((start, k))
            start = None
    return runs


def _boundaries(raw: list[str], labels: list[tuple[int, int, str]], end: int) -> list[int] | None:
    """Where each text column after the first starts: the first offset between a label's end and the next
    label's start where a cell starts on some line (two blanks before it, a column's gap) and no word of any
    line is cut."""
    cuts = []
    for (_, left_end, _), (right_start, _, _) in zip(labels, labels[1:], strict=False):
        found = None
        for b in range(left_end, right_start + 1):
            starts = cut = False
            for line in raw:
                before, at = line[b - 1 : b] or " ", line[b : b + 1] or " "
                cut = cut or (before != " " and at != " ")
                starts = starts or (at != " " and not line[max(0, b - 2) : b].strip())
            if starts and not cut:
                found = b
                break
        if found is None or found >= end:
            return None
        cuts.append(found)
    return cuts


def _header_like(line: str) -> bool:
    """A header's line: no digit but a note's mark ("AC¹", "pardas³": a superscript is a digit to Python),
    short labels (a run of many words only of narrow count labels)."""
    if not line.strip() or any(c.isdigit() and c not in MARKS for c in line):
        return False
    for _, _, text in segments(line):
        words = text.split(" ")
        if len(words) > 3 and sum(1 for w in words if header_tokens_of(w)) < 2:
            return False
    return True


def header_tokens_of(word: str) -> list[str]:
    return header_tokens(fold(word)) or []


def _rows(raw: list[str], r0: int, width: int) -> tuple[list[int], int | None, int, int] | None:
    """(the row lines, the total row's or None, the table's last line, where the counts start) of the rows
    from line `r0` down: a blank line, a line with words where the counts stand, or the total row ends them."""
    start, _ = _tail(raw[r0], width)
    first = start
    rows, total, k, last = [r0], None, r0 + 1, r0
    while k < len(raw) and raw[k].strip() and len(rows) < _MAX_ROWS:
        found = _tail(raw[k], width, first)
        if found is not None:
            head = raw[k][: found[0]].strip()
            if k - last > _MAX_GAP:
                return None
            if _TOTAL.match(fold(head)):
                total, last = k, k
                break
            start = min(start, found[0])
            rows.append(k)
            last = k
        elif len(raw[k].rstrip()) > start:
            break
        k += 1
    if total is None:
        last = k - 1 if k - 1 - rows[-1] <= _MAX_GAP else rows[-1]
    return rows, total, last, start


def _header(raw: list[str], r0: int, start: int) -> tuple[int, int] | None:
    """(first, last) line of the header over the first row at `r0`: its last line the first above the row
    with words where the counts stand, the lines up to it above (no blank) the header's."""
    k = r0 - 1
    while k >= 0 and r0 - k <= _MAX_GAP + 2 and len(raw[k].rstrip()) <= start - 1:
        k -= 1
    if k < 0 or not _header_like(raw[k]):
        return None
    first = k
    while first > 0 and k - first < 4 and _header_like(raw[first - 1]) and not _CAPTION.match(fold(raw[first - 1])):
        first -= 1
    return first, k


def _parted(segment: tuple[int, int, str], body: list[str]) -> list[tuple[int, int, str]]:
    """A header's segment parted at a single space where the body shows a column starting there: every body
    line blank just before it, some line's cell starting on it (w3m parts "Código Cargo" by one space)."""
    x0, _, text = segment
    out, at = [], x0
    for k, char in enumerate(text):
        b = x0 + k + 1
        if char == " " and all(line[b - 1 : b] in ("", " ") for line in body):
            if any(line[b : b + 1].strip() for line in body):
                out.append((at, x0 + k, text[at - x0 : k]))
                at = b
    return [*out, (at, x0 + len(text), text[at - x0 :])]


def _labels(raw: list[str], first: int, last: int, start: int, body: list[str] = ()) -> tuple[list, list] | None:
    """(the text columns' labels, (x0, x1, text) joined over the header's lines, left to right; the count
    columns) of the header, or None when labels of the text columns overlap none or two."""
    texts: list[list] = []
    splits = [_split_words(raw[k]) for k in range(first, last + 1)]
    over = [s for split in splits for s in split if s[1] > start]
    counts = [[s for s in split if s[1] > start or _under(s, split, over)] for split in splits]
    for split, counted in zip(splits, counts, strict=True):
        for x0, x1, text in (p for s in split if s not in counted for p in _parted(s, body)):
            over = [t for t in texts if overlap(x0, x1, t[0], t[1]) > 0]
            if len(over) > 1:
                return None
            if over:
                over[0][:] = [min(x0, over[0][0]), max(x1, over[0][1]), f"{over[0][2]} {text}"]
            else:
                texts.append([x0, x1, text])
    texts.sort()
    if any(a[1] >= b[0] for a, b in zip(texts, texts[1:], strict=False)):
        return None
    return [tuple(t) for t in texts], header_columns(counts) or []


def _under(segment: tuple[int, int, str], line: list, counts: list) -> bool:
    """Whether a piece of a header's line that ends before the counts start is a count label's: it stands
    inside the span of a count label of another line (a tall cell's label centred over its count, "Ampla" /
    "concorrência", its first line shorter than the cell's middle)."""
    return any(overlap(segment[0], segment[1], c[0], c[1]) > 0 for c in counts if c not in line)


def _share(held: list[int], rows: list[int], last: int) -> list[list[int]] | None:
    """Each row's lines of one text column (`held`: the lines with a piece in it, in order), as centred
    cells put them: as many lines above a row's counts as below; None where that does not close."""
    shared: list[list[int]] = [[] for _ in rows]
    k = 0
    while k < len(held) and held[k] <= rows[0]:
        shared[0].append(held[k])
        k += 1
    carry = sum(1 for n in shared[0] if n < rows[0])
    for i, row in enumerate(rows):
        end = rows[i + 1] if i + 1 < len(rows) else last + 1
        gap = []
        while k < len(held) and held[k] < end:
            gap.append(held[k])
            k += 1
        if len(gap) < carry or (i + 1 == len(rows) and len(gap) != carry):
            return None
        if any(b - a != 1 for a, b in zip([row, *gap[:carry]], gap[:carry], strict=False)):
            return None  # a cell's lines below its counts follow them, no blank among them
        shared[i] += gap[:carry]
        if i + 1 < len(rows):
            above = gap[carry:]
            if any(b - a != 1 for a, b in zip(above, [*above[1:], rows[i + 1]], strict=False)):
                return None
            shared[i + 1] += above
            if rows[i + 1] in held:
                shared[i + 1].append(rows[i + 1])
                k += 1
            carry = len(above)
    return shared


def _centred(held: list[int], rows: list[int]) -> bool:
    """Whether a text column shows its cells centred on their counts (not hanging from them, as top-aligned
    cells do, which read the same where every cell starts on its counts' line): a piece above the first
    row's counts, or one right under a counts' line blank in that column."""
    if held and held[0] < rows[0]:
        return True
    lines, nexts = set(held), set(rows)
    return any(row not in lines and row + 1 in lines and row + 1 not in nexts for row in rows)


def _columns(raw: list[str], top: int, last: int, start: int, labels: list) -> list[tuple[int, int, str]] | None:
    """(x0, x1, kind) of each text column of the table's lines `top`..`last`, cut where `_boundaries` says."""
    body = [raw[k][:start] for k in range(top, last + 1)]
    cuts = _boundaries(body, labels, start)
    if cuts is None:
        return None
    edges = [0, *cuts, start]
    return [(edges[j], edges[j + 1], column_of(0, 0, labels[j][2]).kind) for j in range(len(labels))]


def _nearest(raw: list[str], held: list[int], rows: list[int], x0: int, x1: int) -> list[list[int]]:
    """Each row's lines of a text column whose centred sharing does not close (cells merged down several rows:
    a cargo over its lotações): a row's own line's piece, and where that line is blank in the column, a cell
    wrapped over the lines right above and below it that its words join ("Agente de Trânsito e" / "R$ … Capital
    9 - 2 11 22" / "Fiscalização": the line above ends in a joining word); other pieces belong to no row."""
    lines, taken = set(held), set(rows)
    shared: list[list[int]] = [[row] if row in lines else [] for row in rows]
    for i, row in enumerate(rows):
        up, down = row - 1, row + 1
        if shared[i] or up not in lines or up in taken:
            continue
        pieces = [raw[k][x0:x1].strip() for k in (up, down) if k in lines and k not in taken]
        if _JOINS.search(fold(pieces[0])) and not any(_DIGIT.search(p) for p in pieces):
            shared[i] = [up, row] + ([down] if len(pieces) > 1 else [])
            taken.update(shared[i])
    return shared


def _name(raw: list[str], rows: list[int], i: int, parts: list, nears: list, columns: list) -> tuple:
    """(row `i`'s name, whether it is in doubt): its name columns' pieces, each column's top to bottom; a
    column whose sharing does not close gives its pieces by `_nearest`, the row in doubt."""
    words, doubt = [], False
    for column, shared, near in zip(columns, parts, nears, strict=True):
        if column[2] != "name":
            continue
        held = shared[i] if shared is not None else near[i]
        pieces = [p for k in held if (p := raw[k][column[0] : column[1]].strip())]
        # pieces off the counts' line, or none (a cell merged over rows): the name is not proven
        doubt = doubt or shared is None or held != [rows[i]] or not pieces
        words += pieces
    line = raw[rows[i]]
    for x0, _, _ in columns[1:]:
        if line[x0 - 2 : x0 - 1].strip() and line[x0 : x0 + 1].strip():
            doubt = True  # two cells parted by one space only: where one ends is a guess
    return " ".join(words), doubt


def _flush(raw: list[str], first: int, end: int, columns: list) -> bool:
    """Whether every piece of the name columns in lines `first` … `end` starts at its column's one offset (a
    text browser's left-aligned cells; a group label indented otherwise is no cell of a row)."""
    for x0, x1, kind in columns:
        if kind == "name":
            cells = [raw[k][x0:x1] for k in range(first - 1, end + 1) if raw[k][x0:x1].strip()]
            if len({len(c) - len(c.lstrip()) for c in cells}) > 1:
                return False
    return True


def _roles_read(texts: list, counts: list, width: int) -> bool:
    """Whether the header's count labels are the row's `width` cells, each a role of its own, a total among
    them, and no count's label stands left of the counts (the rows' counts then more than read)."""
    if any(column_of(0, 0, t[2]).kind in PLAIN_ROLES for t in texts):
        return False
    if len(counts) != width or any(c.kind not in PLAIN_ROLES for c in counts):
        return False
    return len({c.kind for c in counts}) == width and "total" in {c.kind for c in counts}


def _table(raw: list[str], r0: int, width: int, doubts: dict[int, str] | None, seen: set) -> tuple | None:
    """(first, last line number, re-laid lines) of the table whose first row is line `r0`, or None; `seen`
    holds the headers of the tables read so (a page's part after a break, its header repeated, is theirs)."""
    if _header(raw, r0, _tail(raw[r0], width)[0]) is None:
        return None  # no header over it (a row of a table already tried): nothing walked down
    found = _rows(raw, r0, width)
    if found is None:
        return None
    rows, total, last, start = found
    end = last if total is None else total - 1
    head = _header(raw, r0, start)
    read = _labels(raw, *head, start, raw[head[1] + 1 : end + 1]) if head is not None else None
    if read is None:
        return None
    texts, counts = read
    if not _roles_read(texts, counts, width):
        return None
    columns = _columns(raw, head[1] + 1, max(end, rows[-1]), start, texts)
    if columns is None or not any(c[2] == "name" for c in columns):
        return None
    parts, nears, centred, wrapped = [], [], False, False
    for x0, x1, kind in columns:
        held = [k for k in range(head[1] + 1, end + 1) if raw[k][x0:x1].strip()]
        parts.append(_share(held, rows, end))
        nears.append(_nearest(raw, held, rows, x0, x1) if parts[-1] is None and kind == "name" else None)
        centred = centred or _centred(held, rows)
        wrapped = wrapped or not set(held) <= set(rows)
    names = [c[2] == "name" for c in columns]
    if sum(names) < 2 and not wrapped:
        return None  # one name column, every row on one line: the other stages' (as a layout's flat table)
    cut = None
    if sum(names) < 2 or any(p is None for p, name in zip(parts, names, strict=True) if name):
        pieces = [{k: p for k in range(head[1], end + 1) if (p := raw[k][x0:x1].strip())} for x0, x1, _ in columns]
        cut = centred_cuts.parts(pieces, names, [head[1], *rows], end) if _flush(raw, rows[0], end, columns) else None
    key = tuple(" ".join(raw[k].split()) for k in range(head[0], head[1] + 1))
    if wrapped and not centred and key not in seen and not (cut and cut[2]):
        return None  # cells that may hang from their counts' line (top-aligned): `layout_grid`'s, unless a
        # line no cut leaves to the row above stands over a row's counts (centred cells: `centred_cuts`)
    if sum(names) < 2 and not (cut and cut[2]):
        return None  # one name column, no line proving its cells centred: `layout_grid`'s (or group labels')
    cut = cut[:2] if cut else None
    parts, cut_doubts = cut if cut is not None else (parts, set())
    label = " ".join(texts[j][2] for j, c in enumerate(columns) if c[2] == "name")
    laid = [laid_line(head[0] + 1, pipe_row([label, *(PLAIN_ROLES[c.kind] or c.label for c in counts)]))]
    laid.append(laid_line(head[0] + 1, pipe_row(["---"] * (width + 1))))
    doubted = []
    for i, row in enumerate(rows):
        name, doubt = _name(raw, rows, i, parts, nears, columns)
        if not name:
            return None
        laid.append(laid_line(row + 1, pipe_row([name, *_tail(raw[row], width, start)[1]])))
        doubted += [row + 1] if doubt or i in cut_doubts else []
    seen.add(key)
    for number in doubted if doubts is not None else ():
        doubts.setdefault(number, WHY)
    if total is not None:
        laid.append(laid_line(total + 1, pipe_row(["Total", *_tail(raw[total], width, start)[1]])))
    return head[0] + 1, last + 1, laid


def relay(lines: list[Line], text: str, doubts: dict[int, str] | None = None) -> list[Line]:
    """`lines` (the same list) with each table of the class re-laid as a pipe table; its rows whose names
    took pieces off their counts' line go into `doubts` (line number → why)."""
    if "     " not in text:
        return lines
    raw = raw_lines(text)
    spans: list[tuple[int, int, list[Line]]] = []
    seen: set = set()
    k = 0
    while k < len(raw):
        table = None
        for width in _widths(raw[k]) if "  " in raw[k] and len(raw[k]) <= _LONGEST else ():
            table = table or (_table(raw, k, width, doubts, seen) if width >= 3 else None)
        if table is None:
            k += 1
            continue
        spans.append(table)
        k = table[1]
    return in_place_of(lines, spans) if spans else lines
