"""A groff `tbl` table as pypdf gives it: troff places each piece of text by absolute position, and tbl
draws a row's simple cells first, on one line, then its text blocks (`T{ … T}`, a name wrapped in its
cell) in column order, and a cell spanning rows (`\\^`: a cargo over its funções, a header label over
two header rows) only once the span ends, after its last row. pypdf follows the drawing order, a line
where the baseline changes, so a row reads "6 2 2 10 7 1 2Assistente" / "Administrativo" (the counts, then
the name glued to them), a cargo spanning rows comes after the last of them ("Engenheiro Civil 1 0 0 1 1 0
0" / "Analista" / "Universitário"), and a header whose name labels span its two rows gives them after the
counts' labels ("Sede Norte Sul Total AC PcD NegrosCargo Função"; set 12's t04). Read as it stood, the name
of each row went to the next and nothing was read, or a phantom.

Under a header of name labels (and text columns the pass leaves out, before the counts) and count labels
only, the names all first or all drawn after the counts, each line holding one run of the table's counts
is a row: its words before the run, its words after it and every line of words down to the next row (its
text blocks, and the cells spanning rows that end with it) are its name, in the order drawn; a row's own
words are never on another row's lines. Place columns before a first Total (labels no vocabulary knows,
"Sede Norte Sul") are left out where every row's places add up to its Total. The header printed again
after a page break (`.TS H`), the page's furniture and blank lines are passed over; a TOTAL row or a line
that is no narrow cell's (a sentence, an item, a long line) ends the table. Re-laid as a pipe table, each
row on its counts' line; the pass confirms rows by their arithmetic only. A count's label in a text block
is drawn after the others and glued to them ("NegrosPessoas com" / "deficiência"): where it stands is not
its column, so the table's rows are re-laid but left uncertain, saying why. A header label drawn late that
is a count's in any other way, a run of counts of another length or text before the first row leaves the
table as it stood. Trigger: a count glued to a capitalised word after a space ("2Assistente"), a row opening
with its counts and a hyphen for none before one ("2 - Tradutor", which pypdf parts), or "Cargo", "Função"
or "Emprego" glued after a label's letter ("NegrosCargo"), searched in the text; then a line with a run of
counts, or a glued header, under a header within 40 lines, each line tried as a header once.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from cotacheck.linter.read.text import Line, fold, furniture, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.relaid import line_breaks

#: A count cell with a text block glued after it ("6 2 2 10 7 1 2Assistente", "1 –Engenheiro"), searched from
#: the space before the cell, the literal the engine skips to (a digit or a capital alone is in every other
#: word of an edital).
_GLUED_ROW = re.compile(r" [0-9–][0-9]{0,3}[A-ZÀ-ÖØ-Ý][a-zà-öø-ÿ]")
#: After a hyphen for none, set in another font, pypdf puts a space: a row opening with its counts, "2 10 -
#: Tradutor e", searched from the line's start.
_SPACED_ROW = re.compile(r"\n[0-9–][0-9 –-]*?(?<= )- [A-ZÀ-ÖØ-Ý][a-zà-öø-ÿ]")
#: Names' labels, each glued after another label when it spans two header rows (drawn after the lower row's).
_NAME_LABELS = ("Cargo", "Função", "Emprego")  # (each a scan of the text: the usual three)
#: Where a label drawn late was glued on: a capital after three lower-case letters, a name's label after
#: any label ("PcDCargo").
_GLUED_WORD = re.compile(
    r"(?<=[a-zà-öø-ÿ]{3})(?=[A-ZÀ-ÖØ-Ý])|(?<=[A-Za-zà-öø-ÿ])(?=(?:Cargo|Função|Funcao|Emprego|Especialidade|Área)\b)"
)
#: A count cell (or a dash for none) with the text block drawn after it glued on.
_GLUED_COUNT = re.compile(r"(?<![\w.,/])(\d{1,4}|[-–—])(?=[A-ZÀ-ÖØ-Ý][a-zà-öø-ÿ])")
#: A text column's kinds: a name, or a column the pass leaves out (schooling, a code), printed before the counts.
_TEXT = frozenset(("name", "ignore"))
_CELL = re.compile(r"\d{1,4}|[-–—]")
_DIGIT = re.compile(r"\d")
_HEADER_REACH = 40  # lines from a glued row up to its header
_MAX_LINES = 400  # a table's lines, pages and repeated headers included
_CELL_WORDS = 8  # a text block's line: a narrow cell's width
_SENTENCE_END = re.compile(r"[.:;]$")
_ITEM = re.compile(r"^(?:\d|[a-z]\)|[ivx]+[.)-]\s)")
_HYPHEN_BREAK = re.compile(r"(?<=[a-zà-öø-ÿ])-$")
_UNPLACED = (
    "um rótulo do cabeçalho foi impresso fora da ordem das colunas (tabela do groff/tbl): "
    "a coluna de cada número não está comprovada"
)


@dataclass
class _Row:
    at: int  # index of its counts' line
    cells: list[str]
    parts: list[str] = field(default_factory=list)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such table re-laid as a pipe table (module docstring); `doubts`
    gets the rows of a table whose columns a count's label drawn out of order leaves unproven."""
    hits = heapq.merge(_glued_rows(text), _glued_names(text))
    start = next(hits, None)
    if start is None:
        return lines
    index = {line.number: n for n, line in enumerate(lines)}
    spans: list[tuple[int, int, list[Line]]] = []
    skip: set[int] | None = None
    # lines at or above `done` were looked at once (each line is tried as a header once, a table read once)
    done, number, counted, stop = -1, 1, 0, -1
    while start is not None:
        if start < stop:  # a line's other hits
            start = next(hits, None)
            continue
        number += line_breaks(text, counted, start)
        counted = start
        n = index.get(number)
        if n is not None and n > done and (_run(_cells(lines[n].text))[1] >= 2 or _GLUED_WORD.search(lines[n].text)):
            h = _header_above(lines, n, done)
            laid = None
            if h is not None:
                skip = furniture(lines) if skip is None else skip
                laid = _table(lines, h, skip, doubts)
            if laid is not None:
                end, new = laid
                spans.append((lines[h].number, lines[end].number, new))
            done = laid[0] if laid is not None else n
        stop = text.find("\n", start)
        stop = len(text) if stop < 0 else stop
        start = next(hits, None)
    return in_place_of(lines, spans) if spans else lines


def _glued_rows(text: str) -> Iterator[int]:
    """Where a row's counts have a text block glued after them, in order."""
    return heapq.merge(
        (m.start() + 1 for m in _GLUED_ROW.finditer(text)), (m.start() + 1 for m in _SPACED_ROW.finditer(text))
    )


def _found(text: str, word: str, after: int) -> list[int]:
    """Every place of `word` in `text` from `after`."""
    places = []
    at = text.find(word, after)
    while at >= 0:
        places.append(at)
        at = text.find(word, at + 1)
    return places


def _glued_names(text: str) -> Iterator[int]:
    """Where a name's label is glued after a label's last letter ("NegrosCargo"), in order."""
    yield from sorted(
        at
        for word in _NAME_LABELS
        for at in _found(text, word, 1)
        if text[at - 1].isalpha() and not text[at + len(word) : at + len(word) + 1].isalpha()
    )


def _header_above(lines: list[Line], n: int, done: int) -> int | None:
    """The index of the nearest header line at or above `lines[n]` (below `done`), else None."""
    for h in range(n, max(done, n - _HEADER_REACH - 1), -1):
        if _header_labels(lines, h)[0]:
            return h
    return None


def _header_labels(lines: list[Line], h: int) -> tuple[list[str], bool]:
    """`_labels` of the line at `h`, or of it and the next, a label drawn late wrapped onto it."""
    found = _labels(lines[h].text)
    if not found[0] and h + 1 < len(lines) and _GLUED_WORD.search(lines[h].text):
        found = _labels(f"{lines[h].text} {lines[h + 1].text}")
    return found


def _labels(text: str) -> tuple[list[str], bool]:
    """The count columns' roles of a header line of name labels and count labels only, the names all
    before the counts or all after them (drawn late), else none; and whether a count's label was drawn
    late too, glued to the labels before it ("NegrosPessoas com", a label wrapped in a text block): its
    column is not where it stands, and no column's role is proven."""
    if len(text) > 200 or _DIGIT.search(text):
        return [], False
    pieces = _GLUED_WORD.split(text)
    tokens = header_tokens(fold(" ".join(pieces)))
    if not tokens or "name" not in tokens or any(t not in _TEXT and t not in PLAIN_LABEL for t in tokens):
        return [], False
    roles = [t for t in tokens if t not in _TEXT]
    texts_at = [k for k, t in enumerate(tokens) if t in _TEXT]
    if len(roles) < 2 or len(set(roles)) != len(roles):
        return [], False
    if texts_at[-1] >= len(texts_at) and (texts_at[0] < len(roles) or "ignore" in tokens):
        return [], False  # text labels neither all first nor (names only) all after the counts
    unplaced = any((header_tokens(fold(p)) or [None])[0] != "name" for p in pieces[1:])
    return roles, unplaced


def _table(lines: list[Line], h: int, skip: set[int], doubts: dict[int, str]) -> tuple[int, list[Line]] | None:
    """(index of the table's last line, its re-laid lines) for the header at `lines[h]`, else None."""
    roles, unplaced = _header_labels(lines, h)
    read = _rows(lines, h, skip, unplaced)
    if read is None:
        return None
    rows, total, end = read
    if unplaced:
        doubts.update((line.number, _UNPLACED) for line in lines[h : end + 1])
        roles = _labels(" ".join(line.text for line in lines[h : rows[0].at]))[0]
    width = len(rows[0].cells)
    places = width - len(roles)
    if not roles or places and not _places_add_up(roles, places, rows + ([total] if total else [])):
        return None
    laid = [laid_line(lines[h].number, pipe_row(["Cargo", *(PLAIN_LABEL[r] for r in roles)]))]
    laid.append(laid_line(lines[h].number, pipe_row(["---"] * (len(roles) + 1))))
    for row in rows:
        name = _joined(row.parts)
        if not name:
            return None
        laid.append(laid_line(lines[row.at].number, pipe_row([name, *row.cells[places:]])))
    if total is not None:
        laid.append(laid_line(lines[total.at].number, pipe_row([_joined(total.parts), *total.cells[places:]])))
    return end, laid


def _places_add_up(roles: list[str], places: int, rows: list[_Row]) -> bool:
    """Whether the cells before the first Total are places: two or more, adding up to it in every row."""
    if places < 2 or roles[0] != "total":
        return False
    return all(sum(_value(c) for c in row.cells[:places]) == _value(row.cells[places]) for row in rows)


def _value(cell: str) -> int:
    return int(cell) if cell.isdigit() else 0


def _rows(lines: list[Line], h: int, skip: set[int], unplaced: bool) -> tuple[list[_Row], _Row | None, int] | None:
    """The rows under the header at `lines[h]`, its TOTAL row, the index of the table's last line; None
    where the lines are not such a table's. With a label drawn `unplaced`, the lines of words before the
    first row are its wrapped lines."""
    header = lines[h].text
    above = lines[h - 1].text if h else None
    rows: list[_Row] = []
    total = None
    end = h
    width = None
    for n in range(h + 1, min(len(lines), h + _MAX_LINES)):
        line = lines[n]
        if line.number in skip or not line.text.strip() or line.text in (header, above):
            continue
        tokens = _cells(line.text)
        start, run = _run(tokens)
        if run < 0:
            return None
        if run >= 2:
            width = width or run
            if run != width:
                return None
            row = _Row(n, tokens[start : start + run], [" ".join(tokens[:start]), " ".join(tokens[start + run :])])
            end = n
            if fold(row.parts[0]).startswith("total"):
                total = row
                break
            rows.append(row)
        elif not rows:
            if not unplaced or not _cell_line(line.text):
                return None  # words between the header and the first row: a label drawn late, unplaced
            end = n
        elif _cell_line(line.text):
            rows[-1].parts.append(line.text)
            end = n
        else:
            break
    if len(rows) < 2:
        return None
    return rows, total, end


def _cells(text: str) -> list[str]:
    """A line's words, a count parted from the text block glued after it."""
    return _GLUED_COUNT.sub(r"\1 ", text).split()


def _run(tokens: list[str]) -> tuple[int, int]:
    """(start, length) of the longest run of count cells among `tokens`; two runs of two or more: (0, -1)."""
    best = (0, 0)
    runs = 0
    k = 0
    while k < len(tokens):
        if _CELL.fullmatch(tokens[k]):
            j = k
            while j < len(tokens) and _CELL.fullmatch(tokens[j]):
                j += 1
            if j - k >= 2:
                runs += 1
            if j - k > best[1]:
                best = (k, j - k)
            k = j
        else:
            k += 1
    return best if runs <= 1 else (0, -1)


def _cell_line(text: str) -> bool:
    """A line a narrow cell's text block can hold: few words, no sentence's end, no item's opening."""
    words = text.split()
    return len(words) <= _CELL_WORDS and not _SENTENCE_END.search(text) and not _ITEM.match(fold(text))


def _joined(parts: list[str]) -> str:
    """A name's pieces as one, a word hyphenated at a line's end made whole ("In-" / "formática")."""
    name = ""
    for part in (p.strip() for p in parts):
        if not part:
            continue
        if _HYPHEN_BREAK.search(name) and part[:1].islower():
            name = name[:-1] + part
        else:
            name = f"{name} {part}" if name else part
    return name
