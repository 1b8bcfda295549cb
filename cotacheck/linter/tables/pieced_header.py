"""A quadro whose header a PDF gave in pieces, a cell's words a line, over rows whose counts are proven by
their arithmetic: the parts, then their total, then the reserves counted within the total.

pypdf prints a table exported by LibreOffice or Chromium cell after cell: a label wrapped in its cell is
one word a line, the last line of a cell is glued to the first of the next ("Cadastro" / "reservaAC PcD
Pretos e" / "pardos" / "Indígenas Quilombol" / "as" / "Total"), a word cut inside ("Quilombol" / "as"), and
a spanning group label comes before the labels under it, out of the columns' order ("Cargo/Disciplina
Vagas por CRE" / "Total de" / "vagas" / "Das quais reservadas" / "Ariquemes Cacoal … Vilhena PcD (10%)
Negros (20%)"). Read a line at a time, no line was a header and nothing was read (t16 and t05 of the
eleventh set: a conselho's Lei 15.142 columns per emprego and place; a state's disciplinas by regional
office, a Total, then "Das quais reservadas" PcD and Negros).

Taken here from a TOTAL row (its label, then counts alone) up to the rows above it, each ending in as
many count cells as the TOTAL row (a dash, "CR"), with one text cell after them or none in every row
("Sim" / "CR", a "Cadastro reserva" column); a name line without counts goes with the row below it when
it visibly goes on (a joining word, a dash or a comma at its end, lower case starting the row below), a
line in capitals is a heading; anything else leaves the table alone. The header is the lines from the
title (or a blank line) down to the first row: its pieces joined (a word cut at a line's end joined where
that names one more column, a label glued to the next one parted), its count labels found in order by
the table vocabulary. The rows prove the columns: exactly one column is, in every row and in the TOTAL
row, the sum of the columns before it (the total), each column's cells add up to the TOTAL row's, and
the labels fit: either every column is labelled (the parts, the total, the reserves after it), or the
parts are unlabelled (places, under "Vagas por …") and the labels are the total and the reserves after
it, none of them greater than the total. A label of other numbers ("Máx. de aprovados") or a cadastro
column whose cells are counts leaves it alone. Re-laid as one header line ("Cargo", the columns' plain
labels) and a line a row (its name lines joined, a code kept; the unlabelled parts left out; a row of
dashes marked "CR" in its text cell has "CR" as its total), each on its counts' line, so the pass reads
a flat table and confirms it only by its arithmetic. Trigger: "TOTAL" or "Total" opening a line of counts.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.relaid import tables_at

#: A TOTAL row: its label, then counts alone (searched in the text before any line is looked at).
_TOTAL_ROW = re.compile(r"(?m)^(?:TOTAL|Total)(?: GERAL| [Gg]eral)?:?(?: (?:\d{1,5}|[–—-])){2,}[ \t]*$")
_TOTAL_WORD = re.compile(r"T[Oo][Tt][Aa][Ll]")
_COUNT = re.compile(r"\d{1,5}|[–—-]|CR")
_CODE = re.compile(r"\d{1,4}|[A-Z]{1,3}-?\d{1,4}")  # an option's code opening a row
#: A digit outside brackets: no header's label holds one ("(Lei 15.142)", "(10%)" are notes).
_DIGIT_OUTSIDE = re.compile(r"\d(?![^(]*\))")
_TAIL = re.compile(r"(?i)sim|n[ãa]o|cr")
_TITLE = re.compile(r"(?:anexo|quadro|tabela)\b")
_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "em", "a", "o", "para", "com", "na", "no", "–", "-"))
_PARTS = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))
_RESERVES = _PARTS - {"open"}
_NOT_COLUMN = frozenset(("vagas", "imm", "reserva", "crg"))
#: A label glued to the one before ("reservaAC", "opçãoCargo"): a capital right after three lower-case letters.
_GLUED = re.compile(r"(?<=[a-zà-ÿ]{3})(?=[A-ZÀ-Ý])")
_MAX_ABOVE = 80  # lines from the TOTAL row up to the header's top
_MAX_HEADER = 16
_NAME_ABOVE = 2  # lines of the first row's name above its counts
_WINDOW = 4  # words a count label may take ("Pretos e pardos", "Total de vagas")


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid as a flat table (module docstring)."""
    if not _TOTAL_WORD.search(text):
        return lines
    starts = [m.start() for m in _TOTAL_ROW.finditer(text)]
    if not starts:
        return lines
    return tables_at(lines, text, starts, _table)


def _cells(tokens: list[str], width: int, tail: bool) -> list[str] | None:
    """The row's `width` count cells at its end (before its text cell with `tail`), or None."""
    end = len(tokens) - tail
    cells = tokens[end - width : end]
    if end - width < 0 or not all(_COUNT.fullmatch(c) for c in cells):
        return None
    return cells


def _value(cell: str) -> int:
    return int(cell) if cell.isdigit() else 0


def _table(lines: list[Line], n: int) -> tuple[int, int, list[Line]] | None:
    """(first, last line number, re-laid lines) of such a quadro closed by the TOTAL row at `n`."""
    total_tokens = lines[n].text.split()
    label = next((k for k, t in enumerate(total_tokens) if _COUNT.fullmatch(t)), 0)
    width = len(total_tokens) - label
    if not label or width < 3 or not all(_COUNT.fullmatch(t) for t in total_tokens[label:]):
        return None  # a line an earlier stage re-laid
    top = n - 1
    while top > max(0, n - _MAX_ABOVE) and lines[top - 1].text.strip() and not _TITLE.match(lines[top].folded):
        top -= 1
    if _TITLE.match(lines[top].folded) or not lines[top].text.strip():
        top += 1
    block = lines[top:n]
    with_tail = sum(
        _cells(b.text.split(), width, True) is not None
        and bool(_TAIL.fullmatch(b.text.split()[-1]))
        and not _COUNT.fullmatch(b.text.split()[-1])
        for b in block
    )
    tail = with_tail > 0
    first = next((k for k, b in enumerate(block) if _cells(b.text.split(), width, tail) is not None), None)
    if first is None or first == 0 or first > _MAX_HEADER:
        return None
    header, body = block[:first], block[first:]
    for _ in range(_NAME_ABOVE):  # the first row's name wrapped above its counts
        if len(header) > 1 and _goes_on(header[-1].text, body[0].text):
            header, body = header[:-1], [header[-1], *body]
    while header and _heading(header[-1].text):
        header = header[:-1]
    if (
        not header
        or not (_found(_GLUED.sub(" ", header[-1].text))[1] or header[-1].text[:1].islower())
        or _DIGIT_OUTSIDE.search(header[-1].text)
    ):
        return None  # its last line no label: a name wrapped above the first row's counts ("Ênfase" / "1: …")
    roles = _roles([h.text for h in header])
    if roles is None or ("crg" in roles[1] and not tail):
        return None
    if any(_found(h.text)[0] == roles[0] and "name" in _found(h.text)[1] for h in header):
        return None  # the header is whole on one of its lines: the pass reads it as it stands
    rows = _rows(body, width, tail)
    if rows is None or len(rows) < 2:
        return None
    totals = [_value(c) for c in _cells(total_tokens, width, False) or []]
    columns = _columns(roles[0], [[_value(c) for c in cells] for _, _, cells, _ in rows], totals)
    if columns is None:
        return None
    coded = "ignore" in roles[1] and all(_CODE.fullmatch(name.split()[0]) for _, name, _, _ in rows)
    if "ignore" in roles[1] and not coded:
        return None  # a text column (a code, the hours) after the name: the flat header would glue it to names
    labels = ["Código", "Cargo"] if coded else ["Cargo"]
    laid = [laid_line(header[0].number, " ".join([*labels, *(PLAIN_LABEL[r] for r, _ in columns)]))]
    for number, name, cells, cell_tail in rows:
        shown = [cells[k] for _, k in columns]
        if cell_tail and cell_tail.upper() == "CR" and not any(_value(c) for c in cells):
            shown[[r for r, _ in columns].index("total")] = "CR"
        laid.append(laid_line(number, " ".join([name, *shown])))
    laid.append(laid_line(lines[n].number, " ".join([*total_tokens[:label], *(str(totals[k]) for _, k in columns)])))
    return header[0].number, lines[n].number, laid


def _heading(text: str) -> bool:
    """A line in capitals without a digit ("NÍVEL SUPERIOR"): a heading between rows."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters) and not any(c.isdigit() for c in text)


def _goes_on(above: str, below: str) -> bool:
    """Whether the line `above` visibly goes on into `below` (a name wrapped over them)."""
    last = above.split()[-1] if above.split() else ""
    return last.lower() in _JOINING or last.endswith((",", "–", "-")) or below[:1].islower()


def _rows(body: list[Line], width: int, tail: bool) -> list[tuple[int, str, list[str], str]] | None:
    """(line number, name, count cells, text cell) of each row, its name lines joined; None where a line
    fits no row."""
    rows, pending = [], []
    for k, line in enumerate(body):
        tokens = line.text.split()
        cells = _cells(tokens, width, tail)
        if cells is None:
            if not tokens or _heading(line.text):
                if pending:
                    return None
                continue
            below = body[k + 1].text if k + 1 < len(body) else ""
            if k + 1 >= len(body) or not _goes_on(line.text, below):
                return None
            pending.append(line.text)
            continue
        name = tokens[: len(tokens) - width - tail]
        if not name or not any(c.isalpha() for c in " ".join(name)):
            return None
        rows.append((line.number, " ".join([*pending, *name]), cells, tokens[-1] if tail else ""))
        pending = []
    return None if pending else rows


def _roles(texts: list[str]) -> tuple[list[str], set[str]] | None:
    """(the header's count columns' roles in order, every label kind met), its pieces joined: a word cut at a
    line's end joined where that names one more column; None without a name label or with a label of other
    numbers."""
    joined = texts[0]
    for text in texts[1:]:
        spaced, glued = f"{joined} {text}", f"{joined}{text}"
        if text[:1].islower() and joined[-1:].isalpha() and _named(glued) > _named(spaced):
            joined = glued
        else:
            joined = spaced
    roles, kinds = _found(_GLUED.sub(" ", joined))
    if "name" not in kinds or "notvac" in kinds:
        return None
    return roles, kinds


def _named(text: str) -> tuple[int, bool]:
    """How much a header's joined text names: its count roles, and whether it names the cargo column."""
    roles, kinds = _found(_GLUED.sub(" ", text))
    return len(roles), "name" in kinds


def _found(text: str) -> tuple[list[str], set[str]]:
    """The count roles a header's joined text names, in order (a window of up to `_WINDOW` words read as one
    label), and every kind of label met."""
    words = fold(text).split()
    roles, kinds, i = [], set(), 0
    while i < len(words):
        for size in range(min(_WINDOW, len(words) - i), 0, -1):
            tokens = header_tokens(" ".join(words[i : i + size]))
            if tokens and len(set(tokens)) == 1:
                kinds.add(tokens[0])
                if tokens[0] in PLAIN_LABEL and tokens[0] not in _NOT_COLUMN:
                    roles.append(tokens[0])
                i += size
                break
        else:
            i += 1
    return roles, kinds


def _columns(roles: list[str], rows: list[list[int]], totals: list[int]) -> list[tuple[str, int]] | None:
    """(role, cell index) of the columns to re-lay, when the rows prove them (module docstring)."""
    width = len(totals)
    every = [*rows, totals]
    at = [t for t in range(2, width) if all(sum(r[:t]) == r[t] for r in every)]
    if len(at) != 1 or roles.count("total") != 1:
        return None
    t = at[0]
    if any(sum(column) != total for column, total in zip(zip(*rows, strict=True), totals, strict=True)):
        return None
    after = roles[roles.index("total") + 1 :]
    if len(after) != width - t - 1 or len(set(after)) != len(after) or not set(after) <= _RESERVES:
        return None
    if any(r[k] > r[t] for r in every for k in range(t + 1, width)):
        return None
    if len(roles) == width and roles.index("total") == t:
        parts = roles[:t]
        if len(set(parts)) != t or not set(parts) <= _PARTS or set(parts) & set(after):
            return None
        return [(role, k) for k, role in enumerate(roles)]
    if roles.index("total") == 0:  # unlabelled parts (places): the total and the reserves only
        return [(role, t + k) for k, role in enumerate(roles)]
    return None


def header_roles(texts: list[str]) -> tuple[list[str], set[str]] | None:
    """A header's count columns' roles in order and the kinds of label met, its lines' pieces joined and its
    glued labels parted (`_roles`), for the stages that find a header of their own."""
    return _roles(texts)
