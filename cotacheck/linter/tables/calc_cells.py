"""A spreadsheet's quadro printed by LibreOffice Calc, read by pypdf: a page's wrapped cells drawn after its rows.

Calc draws a page's cells in two passes: first every cell whose text fits on one line, row by row, then every
cell it wraps (the edit engine's cells: "Ampla / concorrência", "Negros (pretos e / pardos)", a long
requisito), row by row again. pypdf follows the drawing order, so a header whose short labels fit ("Código
Cargo Requisitos" / "VAGAS" / "Total") stands above the rows while its wrapped labels ("Carga horária
semanal", "Ampla concorrência", "Pessoas com deficiência", "Negros (pretos e pardos)") come after the page's
last row, before the wrapped cells of the rows themselves; a header repeated on the next page (the sheet's
rows to repeat, a print area of their own) gives its one-line labels, then its wrapped ones, then the rows.
Read as it stood, the count columns had no roles but the Total and no row was read right (set 14's t01,
t09, t03).

A table here: rows (a line whose words end in one run of two or more count cells, "04 01 01 06", "- - -",
at most two words after it, "CR"), the lines between two rows a cargo's group row ("CARGO: MÉDICO – …") at
most, subtotal and total rows ("Subtotal – Médico", "TOTAL GERAL") read as no position; above them the
header's lines (every word the vocabulary's but two a line, a name column's label among them or the wrapped
ones), after them (past the sheet's notes) the wrapped labels: the longest run of lines the vocabulary reads
but two words, a cell's line or two glued at most to a line, never over rows (another table's header) nor
restating a role named above. It is this class only where count labels stand after the rows, or the header
is one such a table had before (its page repeated: its columns and proof are the first one's). The count
roles must be as many as the row's cells, none twice. Each part (above, after) keeps the order it was drawn
in; of their interleavings, those in which the total's column is the sum of the others in every row and the
open column no smaller than any reserve in any row are kept (where none is, every order is tried); the
roles on which those kept differ are unknown (the negros' too: the rows are read with their vacancies
alone), and with the total's unknown nothing is re-laid. The order is proven only where one interleaving
alone adds up and passes and every role but the total's was drawn in one part, and not two reserves wrapped
under a spanning label (two header rows in one pass, the lower row's cells drawn after the upper's).
Re-laid as a pipe table (name, counts); the pass confirms each row by its arithmetic. A row's name runs to
its hours or pay cell; where a requisitos column stands between the name and the counts, where the name ends
is not in the text and the rows are left in doubt, as where the order is not proven; a table of the class
that cannot be re-laid leaves all its rows in doubt. One pass over the lines, each in one run of rows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations, permutations

from cotacheck.linter.read.text import Line, fold, furniture, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import PLAIN_LABEL, labels, unmatched_words

_CELL = re.compile(r"\d{1,4}|[-–—]")
#: A word after the counts: a cadastro mark ("CR", "X", "Sim") or a note, never a figure.
_TAIL = re.compile(r"[A-Za-zÀ-ÿ*¹²³]{1,4}\.?")
#: A cell that ends a row's name: its hours ("40h", "30 horas") or its pay ("R$", "2.845,12").
_NAME_END = re.compile(r"\d{1,2}\s?h(?:s|oras)?|R\$|\d{1,3}(?:\.\d{3})*,\d{2}|\(?\d{1,2}h\)?")
_GLUED = re.compile(r"(?<=[a-zà-öø-ÿ]{3})(?=[A-ZÀ-ÖØ-Ý][a-zà-öø-ÿ])")
_SUMS = re.compile(r"(?:sub-?\s?)?total\b|soma\b")
_SPANS = ("vagas", "reserva", "imm")
_ROLES = ("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas")
_RESERVES = ("pcd", "negros", "pretos_pardos", "indigenas", "quilombolas")
#: A text column between the name and the counts, which a row's name runs into on its line.
_TEXT_COLUMNS = re.compile(r"requisit|escolaridade|formacao|habilitacao|atribuic")
_MAX_HEADER = 22  # lines of a header (its labels wrapped a word or two a line)
_MAX_WRAPPED = 22  # lines of wrapped labels after the rows
_MAX_GAP = 2  # group rows between two rows
_MAX_UNKNOWN = 2  # words outside the vocabulary on a header's line
_LONG_LINE = 240
_MOST_ROLES = 6  # count columns whose every order is tried (720 orders)
_LETTERS = re.compile(r"[A-Za-zÀ-ÿ]{3}")
#: A note's line under a sheet's rows ("Legenda: CR = cadastro reserva.", "¹ O candidato …", "(1) …").
_NOTE = re.compile(r"(?:legenda|notas?|obs(?:ervac(?:ao|oes))?|fonte)\b|[¹²³*]|\(\d\)")
_MAX_NOTES = 4
_GROUP_ORDER = "a ordem das colunas de reserva não está comprovada: a planilha (LibreOffice Calc) imprimiu os rótulos do cabeçalho em passadas distintas"
_TWO_ROWS = (
    "a ordem das colunas de reserva não está comprovada: rótulos de duas linhas do cabeçalho (sob um rótulo "
    "que as abrange) foram impressos na mesma passada da planilha"
)
_NAME_RUNS = (
    "o nome do cargo e os requisitos estão na mesma linha, separados por um espaço: onde o nome termina "
    "não é dado pelo texto"
)


@dataclass
class _Table:
    top: int  # index of its first header line
    first: int  # index of its first row
    last: int  # index of its last row (or sum row)
    end: int  # index after its wrapped labels
    rows: list[tuple[int, str, list[str]]]  # (index, name, cells), sum rows apart
    above: list[str]  # roles drawn above the rows, in order
    after: list[str]  # roles drawn after them, in order
    doubt: str | None  # why its rows are left in doubt, their figures proven: a requisitos column, two rows
    header: list[str]  # its lines above the rows, folded


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such table re-laid as a pipe table (module docstring); `doubts` gets
    the rows whose columns' order or names are not proven."""
    if "\n" not in text:
        return lines
    if not _labels_after_a_row(lines):
        return lines  # no row followed by a count label's lines: no table of this class (nor furniture asked)
    runs = _Runs(lines)
    spans: list[tuple[int, int, list[Line]]] = []
    known: dict[str, tuple[list[str], bool]] = {}
    skip: set[int] | None = None
    n = 0
    while n < len(lines):
        if runs[n] is None:
            n += 1
            continue
        skip = furniture(lines) if skip is None else skip
        rows, last = _rows(lines, runs, n, skip)
        table = _table(lines, n, rows, last, skip) if len(rows) >= 2 else None
        if table is None or not table.after and not any(line in known for line in table.header):
            n = last + 1  # each line is looked at in one run of rows only
            continue
        table.rows = [(k, *runs[k]) for k in rows]  # the rows' words and cells, made only for this class
        laid = _laid(lines, table, known, doubts)
        if laid is not None:
            spans.append((lines[table.top].number, lines[table.end - 1].number, laid))
        n = max(table.end, table.last + 1)
    return in_place_of(lines, spans) if spans else lines


#: A character of a count cell (`_CELL`): an ASCII digit, a dash, or any character outside ASCII `str.isdigit` may
#: take (`text._MAYBE_DIGIT`'s class: the accented letters left out, so the engine passes over them at once; `\d`
#: tried at every place cost more).
_CELL_CHAR = "[0-9\\-\x80-\xbf\u0250-\U0010ffff]"
#: How a row's line ends (`_row`): the last character of a cell, a space, a cell, at most two words `_TAIL` reads,
#: the line's end; searched for in the lines' texts joined, the lines where it is found then read as rows.
_ROW_END = re.compile(
    f"{_CELL_CHAR}[^\\S\\n]+{_CELL_CHAR}{{1,4}}(?:[^\\S\\n]+[A-Za-zÀ-ÿ*¹²³]{{1,4}}\\.?){{0,2}}[^\\S\\n]*$", re.MULTILINE
)


def _labels_after_a_row(lines: list[Line]) -> bool:
    """Whether some row (`_row`) is followed by lines that may be the header's wrapped labels (`_may_wrap`): the
    class's mark, looked for before its furniture or any run of rows. The rows are looked for by one search of
    the lines' texts joined (`_ROW_END`), each line tried alone where a text holds a line break."""
    joined = "\n".join([line.text for line in lines])
    if joined.count("\n") != len(lines) - 1:
        return any(_row(line.text) is not None and _may_wrap(lines, k + 1) for k, line in enumerate(lines))
    k = at = 0
    for end in _ROW_END.finditer(joined):
        k, at = k + joined.count("\n", at, end.start()), end.start()
        if _row(lines[k].text) is not None and _may_wrap(lines, k + 1):
            return True
    return False


def _row(text: str) -> tuple[str, list[str]] | None:
    """(the words before the counts, the counts) of a row's line: one run of two or more count cells near its
    end, at most two words after it and none of them a figure; else None."""
    if len(text) > _LONG_LINE or not _may_end_row(text) or not _cells_near_end(text.rsplit(None, 4)):
        return None
    words = text.split()
    end = len(words)
    while end and len(words) - end < 2 and not _CELL.fullmatch(words[end - 1]) and _TAIL.fullmatch(words[end - 1]):
        end -= 1
    start = end
    while start and _CELL.fullmatch(words[start - 1]):
        start -= 1
    if end - start < 2 or start == 0 or not any(c.isdigit() for c in "".join(words[start:end])):
        return None
    return " ".join(words[:start]), words[start:end]


#: The characters a word `_TAIL` reads may end with (a cell ends with a digit or a dash).
_TAIL_ENDS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz*¹²³." + "".join(map(chr, range(0xC0, 0x100)))
)


def _may_end_row(text: str) -> bool:
    """Whether a line's last characters may end a row (asked of every line, before its words are): a cell's last
    character, or a short word's that `_TAIL` may read (its five characters at most: a space among the last
    six); a line ending in a space is left to the words' test."""
    end = text[-1:]
    if end.isdecimal() or end in "-–—" or end.isspace():
        return True
    if end not in _TAIL_ENDS:
        return False
    tail = text[-6:]
    return len(tail) < 6 or tail[0].isspace() or len(tail.split()) > 1


def _cells_near_end(last: list[str]) -> bool:
    """Whether a line's last words (four and the rest before them, `str.rsplit`) may end a row: two count cells
    among the last four words, after them at most two words (no figure). Only these words decide it (the cells'
    run ends two words from the line's end at most): the test `_row` makes, first, on them alone."""
    end = len(last)
    while end > 1 and len(last) - end < 2 and not _CELL.fullmatch(last[end - 1]) and _TAIL.fullmatch(last[end - 1]):
        end -= 1
    return end >= 3 and _CELL.fullmatch(last[end - 1]) is not None and _CELL.fullmatch(last[end - 2]) is not None


class _Runs:
    """Each line's `_row`, worked out when asked (a list of them all held every row of a long table twice)."""

    def __init__(self, lines: list[Line]) -> None:
        self.lines = lines

    def __getitem__(self, k: int) -> tuple[str, list[str]] | None:
        return _row(self.lines[k].text)


def _rows(lines: list[Line], runs: _Runs, n: int, skip: set[int]) -> tuple[list[int], int]:
    """(the rows from `lines[n]` on, sum rows apart; the index of the last row or sum row): rows of the same
    width, at most `_MAX_GAP` lines of no count (group rows) between two."""
    width = len(runs[n][1])
    rows: list[int] = []
    last = k = n
    while k < len(lines) and k - last <= _MAX_GAP + 1:
        run = runs[k]
        if run is not None and len(run[1]) == width and lines[k].number not in skip:
            last = k
            if not _SUMS.match(fold(run[0])):
                rows.append(k)
        elif run is not None or lines[k].number in skip or not lines[k].text.strip():
            break
        k += 1
    return rows, last


def _table(lines: list[Line], n: int, rows: list, last: int, skip: set[int]) -> _Table | None:
    """The table whose first row is `lines[n]` (its `rows`, its last row at `last`), else None."""
    top, bottom = _header_top(lines, n, skip)
    above_text = " ".join(line.text for line in lines[top:bottom])
    above = _roles(above_text)
    spans = any(_span_line(line) for line in lines[top:bottom])
    end, after, wrapped = _wrapped(lines, last + 1, skip)
    if not after and not above or above and set(above) & set(after):
        return None  # labels after the rows restating those above: the next table's header, no wrapped cells
    if not any(kind == "name" for kind, _, _ in labels(fold(_GLUED.sub(" ", f"{above_text} {wrapped}")))):
        return None  # no name column's label: no header over these rows
    header = [line.folded for line in lines[top:bottom]]
    text_column = _TEXT_COLUMNS.search(" ".join([*header, wrapped])) is not None
    doubt = _NAME_RUNS if text_column else _TWO_ROWS if spans and _two_reserves(after) else None
    return _Table(top, n, last, end, rows, above or [], after, doubt, header)


def _two_reserves(roles: list[str]) -> bool:
    """Whether two reserves' labels were wrapped: under a spanning label, the lower header row's wrapped cells
    are drawn after the upper row's, so their order among the upper row's cells is not the page's."""
    return sum(role in _RESERVES for role in roles) >= 2


def _header_top(lines: list[Line], n: int, skip: set[int]) -> tuple[int, int]:
    """(index of the first header line, index after the last) above the row at `n` ((n, n) where none),
    over a cargo's group row or two right above the row."""
    top = n
    while n - top < _MAX_GAP and top and _group_row(lines[top - 1], skip):
        top -= 1
    if top < n and (not top or _group_row(lines[top - 1], skip) or not _header_line(lines[top - 1], skip)):
        return n, n
    bottom = top
    while top and bottom - top < _MAX_HEADER:
        if not _header_line(lines[top - 1], skip):
            break
        top -= 1
    return top, bottom


def _header_line(line: Line, skip: set[int]) -> bool:
    """A header's line: no figure but a note's mark, every word the vocabulary's but two, a dozen words at most."""
    if line.number in skip or not line.text.strip() or any(ch.isdigit() for ch in _marks_out(line.text)):
        return False
    folded = fold(_GLUED.sub(" ", line.text))
    return len(unmatched_words(folded)) <= _MAX_UNKNOWN and len(folded.split()) <= 12


def _group_row(line: Line, skip: set[int]) -> bool:
    """A cargo's group row over its rows ("CARGO: MÉDICO – Vencimento: R$ 9.870,00 (24h) – Requisitos: …"):
    a labelled line, no count run."""
    return line.number not in skip and ":" in line.text[:40] and _row(line.text) is None


def _marks_out(text: str) -> str:
    return re.sub(r"\(\d\)|[¹²³]", "", text)


def _wrapped(lines: list[Line], start: int, skip: set[int]) -> tuple[int, list[str], str]:
    """(index after, roles, folded text) of the longest run of lines from `start` the vocabulary reads (but
    two words) and that names a count role: the header's wrapped labels; (start, [], "") where none. The
    sheet's notes under the rows (one-line cells too) are passed over."""
    notes = 0
    while start < len(lines) and notes < _MAX_NOTES and _NOTE.match(lines[start].folded):
        start, notes = start + 1, notes + 1
    best: tuple[int, list[str], str] = (start, [], "")
    texts: list[str] = []
    for k in range(start, min(len(lines), start + _MAX_WRAPPED)):
        line = lines[k]
        if _row(line.text) is not None:
            return start, [], ""  # label lines over rows: another table's header (Calc draws no row after them)
        if line.number in skip or not line.text.strip() or any(ch.isdigit() for ch in _marks_out(line.text)):
            break  # a page's furniture, a paragraph's blank line (pypdf gives Calc's cells none), a figure
        if len(list(labels(fold(_GLUED.sub(" ", line.text))))) > 2:
            break  # labels of several cells on one line: a header printed whole, no wrapped cell's line
        for piece in _GLUED.split(line.text):  # a cell's last line glued to the next cell's first
            texts.append(piece)
            joined = fold(" ".join(texts))
            if len(unmatched_words(joined)) <= _MAX_UNKNOWN:
                roles = _roles(" ".join(texts))
                if roles:
                    best = (k + 1, roles, joined)
    return best


def _may_wrap(lines: list[Line], start: int) -> bool:
    """Whether `_wrapped` from `start` may find the header's wrapped labels, whatever lines are the page's
    furniture: its walk with no line passed over as furniture, and stopped (not turned down) at a row, whose
    cells hold a digit. A table is of this class only where labels stand after its rows (or its header is one
    such a table had before), so a text where this is found after no row is none of Calc's, and its furniture
    is never asked for."""
    notes = 0
    while start < len(lines) and notes < _MAX_NOTES and _NOTE.match(lines[start].folded):
        start, notes = start + 1, notes + 1
    texts: list[str] = []
    for k in range(start, min(len(lines), start + _MAX_WRAPPED)):
        line = lines[k]
        if not line.text.strip() or any(ch.isdigit() for ch in _marks_out(line.text)):
            return False
        if len(list(labels(fold(_GLUED.sub(" ", line.text))))) > 2:
            return False
        for piece in _GLUED.split(line.text):
            texts.append(piece)
            if len(unmatched_words(fold(" ".join(texts)))) <= _MAX_UNKNOWN and _roles(" ".join(texts)):
                return True
    return False


def _span_line(line: Line) -> bool:
    """A header's line holding a spanning label alone ("VAGAS", "DAS QUAIS RESERVADAS"): Calc prints the
    upper row's spanning cell on a line of its own, over the lower row's labels."""
    kinds = [kind for kind, _, _ in labels(line.folded)]
    return bool(kinds) and all(kind in _SPANS for kind in kinds) and len(unmatched_words(line.folded)) <= 1


def _roles(text: str) -> list[str] | None:
    """The count roles a header's text names, in order ("Negros (pretos e pardos)" one), or None where one
    is named twice."""
    found = [kind for kind, _, _ in labels(fold(_GLUED.sub(" ", text)))]
    roles: list[str] = []
    for kind in found:
        if kind == "pretos_pardos" and roles and roles[-1] == "negros":
            continue  # "Negros (pretos e pardos)": one label
        if kind in _ROLES:
            roles.append(kind)
    return None if len(set(roles)) != len(roles) else roles


def _laid(lines: list[Line], table: _Table, known: dict, doubts: dict[int, str]) -> list[Line] | None:
    """The table's re-laid lines (header, rule, a row a line), else None; `known` keeps each header's columns
    and proof for its repeats, `doubts` gets the rows left unproven (all of them where the table is of this
    class but cannot be re-laid: the pass must not confirm its rows read as they stand)."""
    width = len(table.rows[0][2])
    seen = next((known[line] for line in table.header if line in known), None)
    if not table.after and seen is None:
        return None  # no label drawn after the rows and no header seen before: not this class
    laid = None
    roles = table.above + table.after
    if len(roles) == width and len(set(roles)) == width and all(_LETTERS.search(n) for _, n, _ in table.rows):
        values = [[_value(c) for c in cells] for _, _, cells in table.rows]
        if seen is not None and not table.after:
            columns, proven, doubt = seen
            table.doubt = table.doubt or doubt
        else:
            columns, proven = _order(table.above, table.after, values)
            known.update((line, (columns, proven, table.doubt)) for line in table.header)
        if columns is not None:
            laid = _pipe(lines, table, columns)
    for k, _, _ in table.rows:
        if laid is None or not proven:
            doubts.setdefault(lines[k].number, _GROUP_ORDER)
        elif table.doubt:
            doubts.setdefault(lines[k].number, table.doubt)
    return laid


def _pipe(lines: list[Line], table: _Table, columns: tuple) -> list[Line]:
    """The table as a pipe table: its columns whose role is known (None: a column whose role is not)."""
    kept = [j for j, role in enumerate(columns) if role]
    head = ["Cargo", *(PLAIN_LABEL[columns[j]] for j in kept)]
    laid = [laid_line(lines[table.top].number, pipe_row(head))]
    laid.append(laid_line(lines[table.top].number, pipe_row(["---"] * len(head))))
    for k, name, cells in table.rows:
        laid.append(laid_line(lines[k].number, pipe_row([_name(name), *(cells[j] for j in kept)])))
    return laid


def _order(above: list[str], after: list[str], values: list[list[int]]) -> tuple[tuple | None, bool]:
    """(each column's role, None where not known; whether proven) from the roles drawn above the rows and
    after them, each part in the order drawn, and the rows' cells: the interleavings of the two parts in which
    the total's column (where there is one) is the sum of the others in every row and the open column is no
    smaller than any reserve in any row. Proven where one interleaving alone adds up and one part holds every
    role but the total. Where none passes, any order that does; the roles on which the orders passing differ
    are left unknown, and where the total's or the negros' is, none is read."""
    merges = list(_merges(above, after))
    adding = [order for order in merges if _adds_up(order, values)]
    passing = [order for order in adding if _plausible(order, values)]
    one_part = sum(any(r != "total" for r in part) for part in (above, after)) <= 1
    proven = one_part and len(adding) == 1 and len(passing) == 1
    if not passing and len(above + after) <= _MOST_ROLES:
        passing = [
            order for order in permutations(above + after) if _adds_up(order, values) and _plausible(order, values)
        ]
        proven = False
    if not passing:
        return None, False
    columns = tuple(role if all(o[j] == role for o in passing) else None for j, role in enumerate(passing[0]))
    if "total" in passing[0] and "total" not in columns or "total" not in passing[0] and None in columns:
        return None, False  # no column of vacancies known
    return columns, proven and None not in columns


def _adds_up(order: tuple[str, ...], values: list[list[int]]) -> bool:
    if "total" not in order:
        return True
    at = order.index("total")
    return all(2 * row[at] == sum(row) for row in values)


def _merges(a: list[str], b: list[str]):
    """Every interleaving of `a` and `b` keeping each one's order."""
    for places in combinations(range(len(a) + len(b)), len(a)):
        order, ia, ib = [], iter(a), iter(b)
        for k in range(len(a) + len(b)):
            order.append(next(ia) if k in places else next(ib))
        yield tuple(order)


def _plausible(order: tuple[str, ...], values: list[list[int]]) -> bool:
    """Whether the open column (where there is one) is no smaller than any reserve in any row."""
    if "open" not in order:
        return True
    at = order.index("open")
    reserves = [j for j, r in enumerate(order) if r in _RESERVES]
    return all(row[at] >= row[j] for row in values for j in reserves)


def _value(cell: str) -> int:
    return int(cell) if cell.isdigit() else 0


def _name(words: str) -> str:
    """A row's words up to its hours or pay cell."""
    out = []
    for word in words.split():
        if out and _NAME_END.fullmatch(word):
            break
        out.append(word)
    return " ".join(out)
