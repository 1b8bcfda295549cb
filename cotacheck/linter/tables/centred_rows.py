"""A quadro as pdfplumber prints it (single spaces, a visual row a line) when its header's labels stand at
different heights and each row's cells are centred on its tallest cell (FEPESE's quadro, r18 of the eighth
set): "Vagas Carga Vencimento" / "Cargo Habilitação mínima horária" / "Total AC PcD Negros (R$)" /
"semanal", then rows whose name and habilitação wrap, the counts on the line between their lines
("Operador de Estação de Ensino Fundamental completo e curso de" / "02 01 - 01 40 3.029,16" /
"Tratamento de Água – ETA operador de ETA com no mínimo 40 horas."). Read a line at a time the header was
no header (its count labels alone on one line, the name's label on another) and nothing was read.

The count labels must all stand on one line of the header (their order on it is the page's), under a
"Vagas" that spans them, with the name's label on a lower line than the header's first (the sign of
labels at different heights) and a total among the counts, so that every row's sum proves its cells.
A row is the one line holding as many count cells as the header has count labels, right after its name
words (its other columns after them); the lines between two rows' counts are pieces of the cells
wrapped above and below them. A cell centred on its row puts as many of its lines above the counts as
below, or one more below (an even height, the counts printed with the upper middle line): the rows are
re-laid only when the lines between them can be shared out so in one way only, each row's lines fitting
(its first line opens with a capital; nothing above a row whose name and next cell both open on its
counts' line, nothing below one whose name does not go on and whose cell ends there with a stop; no line
below the counts opening a cell). A piece holds the name's line and the next column's: above the counts
the name's ends before the first schooling word in capitals that opens that column's cell ("Ensino",
"Curso"; none, and the cell not opening on the counts' line, leaves the table as it stood); below them
the name takes the whole line once its cell has ended with a stop, else goes on only where it visibly
does (a joining word, a dash or a comma at its end) up to the first word in lower case. Nothing proves
those names: a row with pieces is read uncertain and says so; a row whose cells all stand on its counts'
line is confirmed only by its arithmetic, as any row. Any row whose cells do not add up, or add up read
two ways (a name's dash or a cell), leaves the table as it stood.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from cotacheck.linter.read.text import Line, fold, has_digit, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import COUNT_KINDS, PLAIN_LABEL, header_tokens, labels
from cotacheck.linter.tables.relaid import line_breaks

_CELL = re.compile(r"\d{1,4}|[-–—]|cr", re.IGNORECASE)
_TRAILING = re.compile(r"(?:r\$)?\d[\d.,]*(?:h|hs|h/s|horas)?|r\$|[-–—]", re.IGNORECASE)  # a pay, a week's hours
_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "em", "para", "com", "a", "o", "na", "no", "-", "–", "—"))
_NUMBERED = re.compile(r"^\d{1,2}(?:\.\d{1,2})*\.?\s")  # "2.2 Das vagas …", "3 DAS INSCRIÇÕES"
#: Lines that end a table: a title, a legend, a note, a Total row, a page's marker.
_END = re.compile(r"^(?:quadro|tabela|anexo|legenda|nota|notas|obs|fonte|total|pagina|pag\.)\b")
#: Words opening a schooling or requisitos cell ("Ensino Médio completo", "Curso superior de …").
_SCHOOLING = frozenset(
    ("ensino", "curso", "nivel", "formacao", "graduacao", "diploma", "certificado", "licenciatura", "bacharelado")
)
_MAX_ABOVE = 3  # header lines above the count labels' line: a label wrapped over three ("Carga" / "horária" / …)
_MAX_BELOW = 2  # label tails under it ("semanal", "(R$)")
_MAX_PIECE_WORDS = 16  # a piece line holds two cells' lines of a quadro: a paragraph's line is longer
_MAX_SPREAD = 3  # lines of a cell above (or below) its row's counts
#: A line of count labels alone, no digit (the cheap trigger, searched in the whole text at once): "Total AC
#: PcD Negros (R$)", "PN PcD Ampla Total".
#: (searched in the text after a "\n", from each line's "\n": a pattern opening with a fixed character is
#: searched for it, one opening with `^` tried at every place of the text)
_LABELS_LINE = re.compile(r"\n(?:total|ac|ampla|pcd|pn|ppp|negros)\b[^\d\n]{0,70}$", re.IGNORECASE | re.MULTILINE)
DOUBT = (
    "o nome do cargo da linha {line} foi lido de células quebradas em várias linhas ao lado de outra coluna "
    "(“{name}”): confira o nome"
)


def _labels_line(line: Line) -> list[str] | None:
    """The count roles of a line that holds only count labels, a total and two parts at least."""
    folded = line.folded
    if len(folded) > 80 or has_digit(folded) or not ("negro" in folded or "pcd" in folded or "ppp" in folded):
        return None
    tokens = header_tokens(folded)
    if not tokens or len(tokens) < 3 or any(t not in COUNT_KINDS or t == "cr" for t in tokens):
        return None
    if tokens.count("total") != 1 or len(set(tokens)) != len(tokens):
        return None
    return tokens


def _count_labels(line: Line) -> bool:
    """A header line naming counts: the next table's, or this one's repeated."""
    tokens = header_tokens(line.folded)
    return bool(tokens) and any(t in COUNT_KINDS for t in tokens)


def _label_piece(line: Line) -> bool:
    """A header line's piece: short, no digit, not a sentence nor a title."""
    text = line.text.strip()
    return (
        bool(text)
        and not has_digit(text)
        and len(text.split()) <= 8
        and text[-1] not in ".:;"
        and not _END.match(line.folded)
        and not _NUMBERED.match(line.folded)
    )


def _header(lines: list[Line], at: int) -> tuple[int, int, str] | None:
    """(first header line's index, index after the header, the name's label) around the count labels'
    line `at`, when its lines are labels at different heights: "Vagas" above the counts, the name's
    label below the header's first line."""
    top = at
    while top > 0 and at - top < _MAX_ABOVE and _label_piece(lines[top - 1]):
        top -= 1
    if top == at:
        return None
    vagas = name = None
    for k in range(top, at):
        found = list(labels(lines[k].folded))
        if any(kind in COUNT_KINDS for kind, _, _ in found):
            return None  # a count label off the labels' line: their order is not the page's
        if vagas is None and any(kind == "vagas" for kind, _, _ in found):
            vagas = k
        if name is None and found and found[0][0] == "name" and found[0][1] == 0:
            name = k, lines[k].text[found[0][1] : found[0][2]]
    if vagas is None or name is None or name[0] == top:
        return None
    end = at + 1
    while end < len(lines) and end - at <= _MAX_BELOW and _tail_piece(lines[end]):
        end += 1
    while top < vagas and top < name[0]:  # a title's words above the labels are no header
        top += 1
    return top, end, name[1]


def _tail_piece(line: Line) -> bool:
    text = line.text.strip()
    return bool(text) and (text[0].islower() or text[0] == "(") and not has_digit(text) and len(text.split()) <= 4


#: A counts line read two ways: a dash ending the name or a cell, both adding up.
_TWO_WAYS = (-1, [])


def _counts(text: str, roles: list[str]) -> tuple[int, list[str]] | None:
    """(where the count cells start among the words, the cells) of a row's counts line: the first run
    of as many cells as `roles`, after words only; where a dash ends the name ("Auxiliar de Manutenção –
    09 1 06 2"), the run after it when that one adds up and the run from the dash does not (`_TWO_WAYS`
    when both do)."""
    tokens = text.split()
    width = len(roles)
    for k, token in enumerate(tokens):
        cells = tokens[k : k + width]
        if len(cells) == width and all(_CELL.fullmatch(c) for c in cells) and any(c[0] not in "-–—" for c in cells):
            after = tokens[k + 1 : k + 1 + width]
            if (
                token in "-–—"
                and len(after) == width
                and all(_CELL.fullmatch(c) for c in after)
                and _adds_up(after, roles)
            ):
                return _TWO_WAYS if _adds_up(cells, roles) else (k + 1, after)
            return k, cells
        if has_digit(token):
            return None  # a figure in the name, or a line of no row
    return None


def _adds_up(cells: list[str], roles: list[str]) -> bool:
    """The row's total is its parts' sum (a dash none); a total "CR" over dashes is a cadastro row."""
    total = cells[roles.index("total")]
    parts = [c for c, r in zip(cells, roles, strict=True) if r != "total"]
    if total.lower() == "cr":
        return all(not p[0].isdigit() for p in parts)
    if not total.isdigit() or any(p.lower() == "cr" for p in parts):
        return False
    return int(total) == sum(int(p) for p in parts if p.isdigit())


def _shares(gaps: list[int], fits) -> list[tuple[int, int]] | None:
    """The one way of sharing the piece lines out (lines above, lines below each row's counts), `gaps`
    the piece lines before the first row, between two rows, after the last, `fits(row, above, below)`
    whether a row's lines can be so; None when there is no way or several."""
    found: list[list[tuple[int, int]]] = []

    def walk(row: int, above: int, taken: list[tuple[int, int]]) -> None:
        if len(found) > 1 or above > _MAX_SPREAD:
            return
        after = gaps[row + 1]
        last = row == len(gaps) - 2
        for below in (above, above + 1):
            if below > after or below > _MAX_SPREAD or (last and below != after) or not fits(row, above, below):
                continue
            if last:
                found.append([*taken, (above, below)])
            else:
                walk(row + 1, after - below, [*taken, (above, below)])

    walk(0, gaps[0], [])
    return found[0] if len(found) == 1 else None


def _fits(lines: list[Line], r: int, name: list[str], cell: list[str], above: int, below: int) -> bool:
    """Whether the row whose counts stand on line `r` (its `name` and `cell` words there) can take
    `above` lines above and `below` below: its first line opens with a capital; with nothing above, its
    name stands beside its counts and its cell does not go on from above (lower case); with its name and
    cell both opening on the counts' line, nothing above; with both closing there (a name not going on,
    a cell ending with a stop), nothing below; no line below opens a cell."""
    first = lines[r - above].text if above else (name[0] if name else "")
    if not first[:1].isupper():
        return False
    if above and name and cell and _opens(cell[0]):
        return False
    if not above and cell and cell[0][:1].islower():
        return False
    if below and name and not _goes_on(name) and cell and cell[-1].endswith("."):
        return False
    return not any(_opens(lines[k].text.split()[0]) for k in range(r + 1, r + 1 + below))


def _split_counts_line(words: list[str], where: int, width: int) -> tuple[list[str], list[str]]:
    """(the name's words, the next column's words) of a row's counts line, its figures after them left out."""
    after = words[where + width :]
    while after and _TRAILING.fullmatch(after[-1]):
        after.pop()
    return words[:where], after


def _opens(word: str) -> bool:
    """A word that opens a schooling or requisitos cell ("Ensino", "Curso")."""
    return word[:1].isupper() and fold(word) in _SCHOOLING


def _goes_on(words: list[str]) -> bool:
    """A name's words that visibly go on: a joining word, a dash or a comma at their end."""
    return bool(words) and (fold(words[-1]) in _JOINING or words[-1][-1] in ",–-")


def _tail(name: list[str], cell: list[str], words: list[str]) -> list[str]:
    """The name's words on a line below the counts. The next column's cell ended with a stop: the whole
    line; else only where the name visibly goes on, up to the first word in lower case (the cell's going
    on), never ending in a joining word."""
    if cell and cell[-1].endswith("."):
        return words
    if not _goes_on(name):
        return []
    for k, word in enumerate(words):
        if k and word[:1].islower() and fold(word) not in _JOINING:
            return [] if _goes_on(words[:k]) else words[:k]
    return words if not cell else []


def _name(lines: list[Line], r: int, above: int, below: int, where: int, width: int) -> str | None:
    """The name of the row whose counts stand on line `r` (`where` among its words), pieced from the
    lines above and below them; None when a line above cannot be parted."""
    before, after = _split_counts_line(lines[r].text.split(), where, width)
    starts_here = bool(after) and _opens(after[0])  # the next column's cell opens on the counts' line
    name: list[str] = []
    cell: list[str] = []
    for k in range(r - above, r):
        piece = lines[k].text.split()
        cut = len(piece) if starts_here else next((j for j, w in enumerate(piece) if _opens(w)), None)
        if cut is None:
            return None  # no cell of the next column opens on a line above the counts: unparted
        name += piece[:cut]
        cell += piece[cut:]
    name += before
    cell += after
    for k in range(r + 1, r + 1 + below):
        piece = lines[k].text.split()
        tail = _tail(name, cell, piece)
        if not tail:
            break
        name += tail
        cell += piece[len(tail) :]
    return " ".join(name) or None


def _table(lines: list[Line], start: int, roles: list[str]) -> tuple[list[int], int] | None:
    """(the rows' counts lines, index after the table) from `start`: rows and the pieces of their cells up to
    a blank line, a title, a legend or note, a Total row, a page's marker, a numbered item or a header."""
    rows: list[int] = []
    k = start
    while k < len(lines):
        line = lines[k]
        text = line.text.strip()
        if not text or _END.match(line.folded):
            break
        found = _counts(text, roles)
        if found is _TWO_WAYS:
            return None
        if found is not None:
            rows.append(k)
        elif _NUMBERED.match(line.folded) or _count_labels(line):
            break
        elif len(text.split()) > _MAX_PIECE_WORDS:
            break
        k += 1
    return (rows, k) if rows else None


def _relaid(lines: list[Line], start: int, roles: list[str], doubts: dict[int, str]) -> tuple[list[Line], int] | None:
    """The re-laid lines of the table whose rows start at `start` (header first) and the index after it;
    None when its lines do not tile or a row does not add up."""
    found = _table(lines, start, roles)
    if found is None:
        return None
    rows, end = found
    width = len(roles)
    cells = {}
    for r in rows:
        where, counted = _counts(lines[r].text.strip(), roles)
        if not _adds_up(counted, roles):
            return None
        cells[r] = where, counted
    bounds = [start - 1, *rows, end]
    gaps = [bounds[k + 1] - bounds[k] - 1 for k in range(len(bounds) - 1)]
    split = {r: _split_counts_line(lines[r].text.split(), *cells[r][:1], width) for r in rows}
    shares = _shares(gaps, lambda k, above, below: _fits(lines, rows[k], *split[rows[k]], above, below))
    if shares is None:
        return None
    laid = []
    for r, (above, below) in zip(rows, shares, strict=True):
        where, counted = cells[r]
        name = _name(lines, r, above, below, where, width)
        if name is None:
            return None
        if above or below:
            doubts.setdefault(lines[r].number, DOUBT.format(line=lines[r].number, name=name))
        laid.append(laid_line(lines[r].number, pipe_row([name, *counted])))
    return laid, end


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each quadro of labels at different heights and centred rows re-laid
    as a pipe table, a row a line numbered as its counts; `doubts` gets the rows whose names were pieced."""
    numbers, counted, number = [], 0, 1
    for m in _LABELS_LINE.finditer("\n" + text):  # (its start: the line's in `text`)
        number += line_breaks(text, counted, m.start())
        counted = m.start()
        numbers.append(number)
    if not numbers:
        return lines
    spans = []
    done = 0
    for number in numbers:
        at = bisect_left(lines, number, key=_number)
        if at < done or at >= len(lines) or lines[at].number != number or (roles := _labels_line(lines[at])) is None:
            continue
        header = _header(lines, at)
        if header is None:
            continue
        top, start, name_label = header
        row_doubts: dict[int, str] = {}
        found = _relaid(lines, start, roles, row_doubts)
        if found is None:
            continue
        laid, end = found
        head = laid_line(lines[top].number, pipe_row([name_label, *(PLAIN_LABEL[r] for r in roles)]))
        spans.append((lines[top].number, lines[end - 1].number, [head, *laid]))
        doubts.update(row_doubts)
        done = end
    return in_place_of(lines, spans) if spans else lines


def _number(line: Line) -> int:
    return line.number
