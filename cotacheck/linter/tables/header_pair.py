"""A header whose labels are each wrapped over two lines, side by side.

A PDF prints "Total de Vagas | Vagas reservadas | Vagas reservadas" over "a PcD (1) | a negros (2)", or
"Vagas | Vagas | Vagas | Total | Carga" over "AC | PcD | Negros | (AC+PcD+N) | Horária": plain text has lost
the x positions, so each line alone is no header ("Vagas reservadas" twice names no role; "a PcD a negros"
names no column of its own). The columns come from structure: the top line's cells in order, each taking
none or the next few pieces of the bottom line in order, every joined label reading as one column (a count
label wholly in the vocabulary). Pairings that give the same columns are one reading; the rows below then
prove or refute each reading (how many count cells a row has, Total = the sum of the parts where every part
is a column). The one reading the rows leave is taken; labels that pair up with no reading proven leave the
table uncertain with the reason (`DOUBT`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import COUNT_TOKENS, build_columns, header_tokens, labels, unmatched_words

#: Footnote marks, which stay with the word before them ("a PcD (1)"), and notes that may go with any label
#: ("Total" / "(AC+PcD+N)", "Vencimento" / "(R$)").
_MARK = re.compile(r"\(\d{1,2}\)|\([a-z]\)|\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹]")
_NOTE = re.compile(r"\([^()]*\+[^()]*\)|\(r\$\)|\(\s?\d{1,3}(?:[.,]\d{1,2})?\s?%\s?\)")  # "(VB + RT)", "(R$)", "(20%)"
#: Count labels that name no role of their own: the start of a label ("Vagas", "Vagas reservadas").
_PREFIXES = frozenset(("vagas", "reserva"))
_RESERVES = frozenset(("pcd", "pretos_pardos", "negros", "indigenas", "quilombolas"))
_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "ou", "para", "a", "as", "aos", "com", "por", "em"))
#: Words a header's line may have at most (a longer line is prose or a row), and how many rows below are
#: weighed: FCC's and Fundatec's headers have 8 to 12 words a line (docs/linter.md, `tables/header_pair.py`).
_MAX_WORDS = 16
_ROWS = 6
#: Lines a header's labels may wrap over (the widest seen: "Vagas" / "reservadas" / "a candidatos" / "negros"),
#: and the labels weighed at most in pairing them (a header of 8 cells over 3 lines of 5 words needs a few
#: thousand; past it the lines are left to the other header rules).
_MAX_LINES = 4
_BUDGET = 20000
#: Words of one label on one line, when labels wrap over three lines or more (`header_wrap._PIECE_WORDS`:
#: "Vagas reservadas para candidatos").
_PIECE_UNITS = 4
#: Words that never open a cell, only go on with the label before them ("Vagas" / "reservadas").
_GOES_ON = frozenset(("reservada", "reservadas", "destinada", "destinadas"))


def _units(text: str) -> list[str]:
    """The words of a line, each mark joined to the word before it."""
    out: list[str] = []
    for word in text.split():
        if out and _MARK.fullmatch(fold(word)):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


@functools.lru_cache(maxsize=1024)
def _column(label: str, strict: bool = False) -> tuple[str, int] | None:
    """What one header cell's label reads as, and how many words of it are unknown: a count role
    ("negros"), "name", "text", or None when it is no single column (two roles, a bare "reservadas",
    a count label with a word outside the vocabulary). `strict` (a label wrapped over three lines or more,
    whose pieces could pair in many more ways): a count label is its prefix ("Vagas", "Vagas reservadas a")
    then its role, the role last ("Vagas AC reservadas", "reservadas Vagas AC" are pieces of two cells)."""
    folded = _NOTE.sub(" ", _MARK.sub(" ", fold(label)))
    if folded.split() and folded.split()[-1] in _JOINING:
        return None  # an unfinished label ("Total de")
    spans = list(labels(folded))
    kinds = [kind for kind, _, _ in spans]
    unknown = len(unmatched_words(folded))
    if any(kind in COUNT_TOKENS for kind in kinds):
        columns = build_columns(kinds) if set(kinds) <= COUNT_TOKENS else []
        if unknown or len(columns) != 1 or _repeats(folded):
            return None
        if strict and (
            len(kinds) > 2
            or any(kind not in _PREFIXES for kind in kinds[:-1])
            or folded.split()[0] in _GOES_ON
            or (kinds[0] == "reserva" and kinds[-1] not in _RESERVES)  # reserved vacancies are never the open ones
            or any(m.end() < len(fold(label).rstrip()) for m in _NOTE.finditer(fold(label)))  # a note ends a label
        ):
            return None
        return f"{columns[0].kind}/{columns[0].group}", _stray(folded, spans)
    if not kinds and not unknown:
        return None  # fillers only ("de", "a")
    return ("name" if kinds and all(k == "name" for k in kinds) else "text"), unknown * UNKNOWN


#: The weight of a word no label of the vocabulary reads, against a joining word left between two labels.
UNKNOWN = 100


def _stray(folded: str, spans: list[tuple[str, int, int]]) -> int:
    """The words of a count label outside the vocabulary's labels in it ("para" in "Vagas para negros", "a"
    in "Vagas a pessoas com deficiência"; none in "Vagas reservadas a negros"): a pairing that leaves fewer
    reads the labels as the vocabulary writes them."""
    stray, at = 0, 0
    for word in folded.split():
        start = folded.index(word, at)
        at = start + len(word)
        stray += not any(a <= start < b for _, a, b in spans)
    return stray


def _repeats(folded: str) -> bool:
    """A word other than a joining one twice in one count label ("Vagas de a PcD vagas"): pieces of two
    cells, as no header cell repeats its own words."""
    words = [w for w in folded.split() if w not in _JOINING]
    return len(set(words)) != len(words)


def _top_units(text: str) -> tuple[list[str], list[int]]:
    """The top line's words and where a cell may begin: words one label of the vocabulary spans are one
    cell ("Cargo/Área/Especialidade", "Vagas reservadas"), unless the label's words before the break end
    on a joining word ("Total de" / "Vagas" wrapped); fillers and marks go with the cell before."""
    units = _units(text)
    folded = [fold(u) for u in units]
    starts, position = [], 0
    for word in folded:
        starts.append(position)
        position += len(word) + 1
    owner = list(range(len(units)))
    last = None  # the last label's kind and words
    for kind, start, end in labels(" ".join(folded)):
        covered = [n for n, s in enumerate(starts) if s < end and s + len(folded[n]) > start]
        if (
            last
            and last[0] == "reserva"
            and kind in _RESERVES
            and covered[0] > last[1][-1]
            and all(folded[n] in _JOINING for n in range(last[1][-1] + 1, covered[0]))
        ):
            # "Vagas reservadas a" "pessoas negras": a reserve's prefix and its role are one label
            covered = [*last[1], *range(last[1][-1] + 1, covered[0]), *covered]
        for n in covered[1:]:
            owner[n] = owner[covered[0]]
        last = (kind, covered)
    begins = [0]
    for n in range(1, len(units)):
        joining = folded[n].split()[0] in _JOINING or folded[n] == "/"
        if folded[n - 1] == "/":  # "Requisitos / Habilitação": one label either side of the slash
            continue
        if (owner[n] == n and not joining) or (not joining and folded[n - 1].split()[-1] in _JOINING):
            begins.append(n)
    return units, begins


def _top_cells(text: str) -> list[str]:
    """The top line's cells read alone (a label the vocabulary spans is one cell: `_top_units`)."""
    units, begins = _top_units(text)
    cells = [" ".join(units[a:b]) for a, b in zip(begins, [*begins[1:], len(units)])]
    merged: list[str] = []
    for cell in cells:  # "Total de" / "Vagas" alone: one label
        if merged and fold(merged[-1]).split()[-1] in _JOINING:
            merged[-1] = f"{merged[-1]} {cell}"
        else:
            merged.append(cell)
    return merged


def _ends(words: list[str], bounds: list[int], many: bool, vagas_prefix: bool) -> dict[int, list[int]]:
    """Where each top cell may end: at the next place one may begin, or past it when its words end on a
    joining word; over three lines or more (`many`), past it too ("Total de Vagas reservadas": "Total de" /
    "vagas" beside "Vagas reservadas" / "a candidatos" / "negros", the vocabulary's "total de vagas" read
    across two cells); with `vagas_prefix`, a bare "Vagas" may also be the prefix of the next cell ("Vagas
    Ampla" / "Concorrência", FGV) or a cell of its own ("Vagas" / "Totais" beside "Ampla" /
    "Concorrência"): the rows tell."""
    return {
        a: bounds[n + 1 : n + 3]
        if many
        or fold(words[b - 1]).split()[-1] in _JOINING
        or (vagas_prefix and b == a + 1 and fold(words[a]) == "vagas")
        else [b]
        for n, (a, b) in enumerate(zip(bounds, bounds[1:]))
    }


@functools.lru_cache(maxsize=64)
def readings(top: str, *lower: str, vagas_prefix: bool = False) -> dict[tuple[str, ...], tuple[int, list[str]]]:
    """Every column list the lines give when each top cell takes, from each line below in turn, none or the
    next pieces of it, in order (top-aligned: a cell that takes nothing from a line takes nothing below it):
    column list → (unknown words, joined labels) of its best pairing; past `_BUDGET` labels, none."""
    (words, begins), below = _top_units(top), [_units(text) for text in lower]
    if len(words) > _MAX_WORDS or any(len(units) > _MAX_WORDS for units in below):
        return {}
    bounds = [*begins, len(words)]
    ends = _ends(words, bounds, len(below) > 1, vagas_prefix)
    tried = [0]
    piece_units = _PIECE_UNITS if len(below) > 1 else _MAX_WORDS

    def pieces(k: int, at: tuple[int, ...]):
        """Each way the cell takes its pieces from line k on: (the pieces, where each line goes on)."""
        if k == len(below):
            yield [], ()
            return
        yield [], at[k:]  # nothing from this line: nothing from the lines below it either
        units = below[k]
        for e in range(at[k] + 1, min(len(units), at[k] + piece_units) + 1):
            for rest_pieces, rest_at in pieces(k + 1, at):
                yield [units[at[k] : e], *rest_pieces], (e, *rest_at)

    @functools.cache
    def rest(at: tuple[int, ...], t: int) -> dict:
        if t == len(words):
            return {(): (0, ())} if all(a == len(u) for a, u in zip(at, below)) else {}
        found: dict = {}
        for u in ends[t]:
            for taken, after in pieces(0, at):
                if taken and fold(taken[-1][-1]).split()[0] in _JOINING:
                    continue  # a label never ends on a joining word ("de Opção a")
                tried[0] += 1
                if tried[0] > _BUDGET:
                    return {}
                label = " ".join([*words[t:u], *(unit for piece in taken for unit in piece)])
                column = _column(label, len(below) > 1)
                if column is None:
                    continue
                for columns, (unknown, joined) in rest(after, u).items():
                    key = (column[0], *columns)
                    score = unknown + column[1]
                    if key not in found or score < found[key][0]:
                        found[key] = (score, (label, *joined))
            for e, spanned in _spans(" ".join(words[t:u]), below[0], at[0]) if len(below) == 1 else ():
                for columns, (unknown, joined) in rest((e,), u).items():
                    key = (*(column for column, _ in spanned), *columns)
                    found.setdefault(key, (unknown, (*(label for _, label in spanned), *joined)))  # a bare prefix
        return found

    found = rest((0,) * len(below), 0)
    if tried[0] > _BUDGET:
        return {}
    return {columns: (score, list(joined)) for columns, (score, joined) in found.items() if _distinct(columns)}


def _distinct(columns: tuple[str, ...]) -> bool:
    """No count column twice (a header names each role of a group once)."""
    counts = [c for c in columns if "/" in c]
    return len(set(counts)) == len(counts)


@functools.lru_cache(maxsize=64)
def _roles_only(text: str) -> bool:
    kinds = header_tokens(fold(text))
    return bool(kinds) and all(kind in COUNT_TOKENS for kind in kinds)


def _spans(label: str, units: list[str], b: int) -> list[tuple[int, list[tuple[str, str]]]]:
    """A bare prefix ("Vagas reservadas", "Reserva") over two or three roles of the bottom line ("PcD
    Negros", "pessoas com deficiência negros"), as a spanning cell prints it: each role read with the prefix
    ("Vagas reservadas PcD"), one column each, no role twice. (where the pieces end, [(column, its
    label)]) for each such span."""
    folded = _MARK.sub(" ", fold(label))
    kinds = [kind for kind, _, _ in labels(folded)]
    if not kinds or not set(kinds) <= _PREFIXES or unmatched_words(folded) or _roles_only(" ".join(units)):
        return []  # a lower line of roles alone under a spanning label is `stacked_header`'s
    found: list = []

    def more(at: int, spanned: list) -> None:
        if len(spanned) >= 2:
            found.append((at, spanned))
        if len(spanned) == 3:
            return
        for end in range(at + 1, min(len(units), at + 3) + 1):
            column = _column(f"{label} {' '.join(units[at:end])}")
            if column and not column[1] and column[0].split("/")[0] in _RESERVES:
                if all(column[0] != c for c, _ in spanned):
                    more(end, [*spanned, (column[0], f"{label} {' '.join(units[at:end])}")])

    more(b, [])
    return found


def _count_run(text: str) -> list[tuple[str, int]]:
    """The longest run of count cells in a row's line ("A01 8 1 2" → 8 1 2; "04 01 01 06 40h" → four)."""
    best: list = []
    run: list = []
    for token in text.split():
        cell = parse_count(fold(token))
        run = [*run, cell] if cell is not None else []
        if len(run) > len(best):
            best = run
    return best


def _shaped(columns: tuple[str, ...], rows: list[list[tuple[str, int]]]) -> bool:
    """Every row has one count cell a count column."""
    counts = [c for c in columns if "/" in c]
    return bool(rows) and all(len(row) == len(counts) for row in rows)


def _adds_up(columns: tuple[str, ...], rows: list[list[tuple[str, int]]]) -> bool:
    """No part above the total in any row; where the total and the open part are both columns, the total
    is the sum of the parts in every row of numbers (with no open column the parts need not make the
    total: nothing to weigh)."""
    counts = [c.split("/")[0] for c in columns if "/" in c]
    if "total" not in counts or counts.count("total") != 1:
        return True
    at, whole = counts.index("total"), "open" in counts
    for row in rows:
        values = [value for _, value in row]
        if any(value > values[at] for value in values):
            return False  # a part above the total ("VAGAS PcD | VAGAS" read over "04 -")
        if whole and all(kind == "n" for kind, _ in row) and values[at] != sum(values) - values[at]:
            return False
    return True


def _chosen(found, rows) -> tuple[tuple[str, ...] | None, bool]:
    """The one reading the rows leave, and whether they prove it: the only one whose count columns match
    every row's count cells (proven if its sums close), or the only one of several whose sums close, or
    of several whose sums close (parts in another order close alike) the one that reads the labels best:
    every word known, and fewer words left between the vocabulary's labels (`_stray`) than any other."""
    best: dict[tuple[str, ...], tuple[str, ...]] = {}  # readings that differ only in their text columns: one
    for columns, (score, _) in found.items():
        counts = tuple(c for c in columns if "/" in c)
        if counts not in best or score < found[best[counts]][0]:
            best[counts] = columns
    shaped = [columns for columns in best.values() if _shaped(columns, rows)]
    if len(shaped) == 1:
        return shaped[0], _adds_up(shaped[0], rows)
    closing = [columns for columns in shaped if _adds_up(columns, rows)]
    if len(closing) == 1:
        return closing[0], True
    scores = sorted(found[columns][0] for columns in closing)
    if len(scores) > 1 and scores[0] < min(scores[1], UNKNOWN):  # the one that reads the labels best
        return next(columns for columns in closing if found[columns][0] == scores[0]), True
    return None, False


_AFTER_TABLE = re.compile(r"\s*(?:\d{1,2}(?:\.\d{1,2}){1,4}\.?\s|\(\d{1,2}\)|\*)")


def _rows_below(lines: list[Line], i: int) -> list[list[tuple[str, int]]]:
    """The count cells of the rows from `lines[i]` on, below a header (lines with two counts or more)."""
    rows = []
    for line in lines[i : i + _ROWS]:
        if _AFTER_TABLE.match(line.text) or line.text.rstrip().endswith("."):
            break  # "1.2.2 CR – Cadastro Reserva.", "(1) Reserva de 5% …": the notes below the table
        run = _count_run(line.text)
        if len(run) >= 2 and any(c.isalpha() for c in line.text):
            rows.append(run)
    return rows


def _no_digit(text: str) -> bool:
    return not any(c.isdigit() for c in _NOTE.sub(" ", _MARK.sub(" ", fold(text))))


def _whole(text: str) -> bool:
    """A header line that gives a consistent column list alone: its cells each one column, every word
    known, no count column twice ("Vagas Vagas Vagas" over the roles is not)."""
    alone = [_column(cell) for cell in _top_cells(text)]
    counts = [c[0] for c in alone if c is not None and "/" in c[0]]
    return all(c is not None and c[1] == 0 for c in alone) and len(set(counts)) == len(counts)


#: Why a table under a header whose pairing the rows did not prove is not confirmed.
DOUBT = "rótulos do cabeçalho quebrados em mais de uma linha, lado a lado: o pareamento não é comprovado pelas linhas"


def _role_below(line: Line) -> bool:
    """A lower line ends a count label with its role ("a PcD", "AC", "Negros"), not a bare "Vagas reservadas"."""
    return any(kind in COUNT_TOKENS - _PREFIXES for kind, _, _ in labels(line.folded))


def _attempt(lines: list[Line], i: int, n: int):
    """The header's labels wrapped over `lines[i]` and the n - 1 lines below it: (the readings, the one the
    rows leave or None, whether they prove it)."""
    found = readings(lines[i].text, *(line.text for line in lines[i + 1 : i + n]), vagas_prefix=True)
    return (found, *_chosen(found, _rows_below(lines, i + n)))


def pair(
    lines: list[Line], i: int, kinds_of: Callable[[Line], list[str] | None], unproven: set[int]
) -> tuple[Line, list[str], int] | None:
    """The header line `lines[i]` joined with the lines below it when their labels wrap side by side (module
    docstring): the joined line in the order of the pairing, its labels, how many lines it took; None when
    the lines are no such header or the rows below leave no reading or more than one (then the top line's
    number goes into `unproven`: a table opened there is not confirmed). Two lines are tried first, then
    three and four while the lines hold no digit: the first reading the rows prove is taken, else the
    first that pairs up."""
    if i + 1 >= len(lines):
        return None
    top, bottom = lines[i], lines[i + 1]
    kinds = kinds_of(top)
    if not kinds or sum(k in COUNT_TOKENS for k in kinds) < 2 or not (_no_digit(top.text) and _no_digit(bottom.text)):
        return None
    spans = []  # how many lines the labels may wrap over: the lower lines end a count label with its role
    role = False  # ("a PcD", "AC", "Negros"; not "Inspetor", "Tipo de vaga"), and hold no digit
    for n in range(2, _MAX_LINES + 1):
        if n > 2 and (i + n - 1 >= len(lines) or not _no_digit(lines[i + n - 1].text)):
            break
        if n == 3 and len(_top_cells(top.text)) < 2:
            break  # one label on the top line: a header one cell per line (".VAGAS NEGROS" / ".VAGAS PCD" / …)
        role = role or _role_below(lines[i + n - 1])
        if role:
            spans.append(n)
    if not spans or _whole(top.text):
        return None  # the top line is a header of its own ("Vagas imediatas | Cadastro reserva" over the roles)
    first = None
    for n in spans:
        found, columns, proven = _attempt(lines, i, n)
        if proven and columns is not None and _whole_groups(columns):
            return _joined(top, columns, found, n)
        first = first or ((found, columns, proven, n) if found else None)
    if first is None:
        return None
    found, columns, proven, n = first
    if not proven:
        unproven.add(top.number)  # labels that pair up, but the rows prove no one pairing: not confirmed
    if columns is None or not _whole_groups(columns):
        return None  # no reading left, or a cadastro's or an overall group split by the wrapping
    return _joined(top, columns, found, n)


def _whole_groups(columns: tuple[str, ...]) -> bool:
    """No cadastro's nor overall group split by the wrapping."""
    return not any(column.endswith(("/cr", "/all")) for column in columns)


def _joined(top: Line, columns: tuple[str, ...], found: dict, n: int) -> tuple[Line, list[str], int]:
    cells = found[columns][1]
    text = " ".join(cells)
    return Line(top.number, text, fold(text)), _kinds(columns, cells), n


def _kinds(columns: tuple[str, ...], cells: list[str]) -> list[str]:
    """The labels of the paired header, a cell's own: its count role, or its text columns' kinds."""
    kinds: list[str] = []
    for column, cell in zip(columns, cells):
        if "/" in column:
            kinds.append(column.split("/")[0])
        else:
            own = [k for k in header_tokens(_NOTE.sub(" ", fold(cell))) or [] if k in ("name", "ignore")]
            kinds += own or ["name" if column == "name" else "ignore"]
    return kinds
