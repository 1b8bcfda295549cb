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
_NOTE = re.compile(r"\([^()]*\+[^()]*\)|\(r\$\)")
#: Count labels that name no role of their own: the start of a label ("Vagas", "Vagas reservadas").
_PREFIXES = frozenset(("vagas", "reserva"))
_RESERVES = frozenset(("pcd", "pretos_pardos", "negros", "indigenas", "quilombolas"))
_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "ou", "para", "a", "as", "aos", "com", "por", "em"))
#: Words a header's line may have at most (a longer line is prose or a row), and how many rows below are
#: weighed: FCC's and Fundatec's headers have 8 to 12 words a line (docs/linter.md, `tables/header_pair.py`).
_MAX_WORDS = 16
_ROWS = 6


def _units(text: str) -> list[str]:
    """The words of a line, each mark joined to the word before it."""
    out: list[str] = []
    for word in text.split():
        if out and _MARK.fullmatch(fold(word)):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


@functools.lru_cache(maxsize=512)
def _column(label: str) -> tuple[str, int] | None:
    """What one header cell's label reads as, and how many words of it are unknown: a count role
    ("negros"), "name", "text", or None when it is no single column (two roles, a bare "reservadas",
    a count label with a word outside the vocabulary)."""
    folded = _NOTE.sub(" ", _MARK.sub(" ", fold(label)))
    if folded.split() and folded.split()[-1] in _JOINING:
        return None  # an unfinished label ("Total de")
    kinds = [kind for kind, _, _ in labels(folded)]
    unknown = len(unmatched_words(folded))
    if any(kind in COUNT_TOKENS for kind in kinds):
        columns = build_columns(kinds) if set(kinds) <= COUNT_TOKENS else []
        if unknown or len(columns) != 1:
            return None
        return f"{columns[0].kind}/{columns[0].group}", 0
    if not kinds and not unknown:
        return None  # fillers only ("de", "a")
    return ("name" if kinds and all(k == "name" for k in kinds) else "text"), unknown


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


def readings(top: str, bottom: str) -> dict[tuple[str, ...], tuple[int, list[str]]]:
    """Every column list the two lines give when each top cell takes none or the next pieces of the bottom
    line, in order: column list → (unknown words, the joined labels) of its best pairing."""
    (words, begins), units = _top_units(top), _units(bottom)
    if len(words) > _MAX_WORDS or len(units) > _MAX_WORDS:
        return {}
    bounds = [*begins, len(words)]
    # a cell runs to the next place one may begin, or past it when its words end on a joining word
    ends = {
        a: bounds[n + 1 : n + 3] if fold(words[b - 1]).split()[-1] in _JOINING else [b]
        for n, (a, b) in enumerate(zip(bounds, bounds[1:]))
    }

    @functools.cache
    def rest(b: int, t: int) -> dict:
        if t == len(words):
            return {(): (0, ())} if b == len(units) else {}
        found: dict = {}
        for u in ends[t]:
            for e in range(b, len(units) + 1):
                piece = units[b:e]
                if piece and fold(piece[-1]).split()[0] in _JOINING:
                    continue  # a piece never ends on a joining word ("de Opção a")
                label = " ".join([*words[t:u], *piece])
                column = _column(label)
                if column is None:
                    continue
                for columns, (unknown, joined) in rest(e, u).items():
                    key = (column[0], *columns)
                    score = unknown + column[1]
                    if key not in found or score < found[key][0]:
                        found[key] = (score, (label, *joined))
            for e, spanned in _spans(" ".join(words[t:u]), units, b):
                for columns, (unknown, joined) in rest(e, u).items():
                    key = (*(column for column, _ in spanned), *columns)
                    found.setdefault(key, (unknown, (*(label for _, label in spanned), *joined)))
        return found

    return {columns: (score, list(joined)) for columns, (score, joined) in rest(0, 0).items()}


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
    every row's count cells (proven if its sums close), or the only one of several whose sums close."""
    shaped = [columns for columns in found if _shaped(columns, rows)]
    if len(shaped) == 1:
        return shaped[0], _adds_up(shaped[0], rows)
    closing = [columns for columns in shaped if _adds_up(columns, rows)]
    return (closing[0], True) if len(closing) == 1 else (None, False)


_AFTER_TABLE = re.compile(r"\s*(?:\d{1,2}(?:\.\d{1,2}){1,4}\.?\s|\(\d{1,2}\)|\*)")


def _rows_below(lines: list[Line], i: int) -> list[list[tuple[str, int]]]:
    """The count cells of the rows that follow a header's two lines (lines with two counts or more)."""
    rows = []
    for line in lines[i + 2 : i + 2 + _ROWS]:
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
DOUBT = "rótulos do cabeçalho quebrados em duas linhas lado a lado: o pareamento não é comprovado pelas linhas"


def pair(
    lines: list[Line], i: int, kinds_of: Callable[[Line], list[str] | None], unproven: set[int]
) -> tuple[Line, list[str], int] | None:
    """The header line `lines[i]` joined with the next one when their labels wrap side by side (module
    docstring): the joined line in the order of the pairing, its labels, 2; None when the lines are no
    such header or the rows below leave no reading or more than one (then the top line's number goes
    into `unproven`: a table opened there is not confirmed)."""
    if i + 1 >= len(lines):
        return None
    top, bottom = lines[i], lines[i + 1]
    kinds = kinds_of(top)
    if not kinds or sum(k in COUNT_TOKENS for k in kinds) < 2 or not (_no_digit(top.text) and _no_digit(bottom.text)):
        return None
    if not any(kind in COUNT_TOKENS - _PREFIXES for kind, _, _ in labels(bottom.folded)):
        return None  # the lower line ends no count label with its role ("Inspetor", "Tipo de vaga")
    if _whole(top.text):
        return None  # the top line is a header of its own ("Vagas imediatas | Cadastro reserva" over the roles)
    found = readings(top.text, bottom.text)
    rows = _rows_below(lines, i)
    columns, proven = _chosen(found, rows)
    if found and not proven:
        unproven.add(top.number)  # labels that pair up, but the rows prove no one pairing: not confirmed
    if columns is None or any(column.endswith(("/cr", "/all")) for column in columns):
        return None  # no reading left, or a cadastro's or an overall group split by the wrapping
    cells = found[columns][1]
    text = " ".join(cells)
    return Line(top.number, text, fold(text)), _kinds(columns, cells), 2


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
