"""A quadro a web viewer flattened a column at a time, its header's labels among the blocks, led by codes.

Document viewers (scribd, doczz) give a quadro's text a column at a time with the header's labels cut into
short lines and scattered among the columns: "Código" and every cargo's code ("CP 562" / "CP 563"), the
"Cargo" label and every name, the totals in a block, "Reserva de Vagas Negros" and its cells, and a text
column's cells (requisitos) at times interleaved with the last count column's. Read line by line, each code
became a cargo "CP" of 562 vacancies and each requisito a cargo of its dash. Such a quadro starts at a code
label ("Código", "Cód.", or "Cd." where the viewer dropped the accented letter): its codes give the rows,
the names follow them, and the count columns' order is the order their labels' role words come in. Before
the pass it is re-laid as a header ("Código Cargo Total Negros PcD") and a line a row, so the pass reads it
and confirms it by its arithmetic as any table (a row is proven only when its parts make its total).

Order is all that pairs a code and name with its cells: the pairing is taken only when there are as many
names as codes (wrapped names joined back leave the rows uncertain) and the cells after the names come to
exactly one block a count column, no reserve above its total; otherwise nothing of it is read and a note
says "quadro em blocos de colunas: não lido" with its lines. Rows the viewer then gave one at a time (code,
name, cells: after a page break) are read a row each; a row with more or fewer cells than columns is read by
its leading cells, uncertain.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line
from cotacheck.linter.tables.band_blocks import PAGE_NUMBER
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.column_blocks import JOINED, NOT_READ, joined_names
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.names import PAGE_MARKER
from cotacheck.linter.tables.role_words import reserves_within_total, roles_in_order
from cotacheck.linter.tables.rows import ends_table, starts_table_end

_CODE_LABEL = re.compile(r"^co?d(?:igo)?\.?(?: do cargo)?$")  # "cd." where a viewer dropped the "ó"
_CODE = re.compile(r"^([a-z]{1,5})[ -]?\d{1,5}$")
_WORD = re.compile(r"[a-z]+")
# A header label's words, accented ones also as a viewer that drops non-ASCII letters prints them.
_VOCABULARY = """cargo cargos função funções especialidade código cód total totais vagas vaga de da do das dos a as
o os e com para em incluindo reserva reservas reservadas negros negras negro pretos pardos pessoas pessoa
deficiência deficientes pcd pne ampla concorrência ac requisitos requisito mínimos mínimo mínima mínimas
habilitação necessária necessárias tipo prova provas escolaridade carga horária vencimento remuneração
r nível exigidos exigida""".split()
_LABEL_WORDS = frozenset(fold(w) for w in _VOCABULARY) | frozenset(
    w.encode("ascii", "ignore").decode() for w in _VOCABULARY
)
_MAX_LABEL_CHARS = 45
_MAX_NAME_CHARS = 100
_TEXT_CELL_LINES = 12  # lines of a text column's cell between two rows given one at a time
_NARROW_CHARS = 40  # a text column's line in a quadro of several columns (a footer's too)
_MAX_LINES = 200  # lines a quadro may run over from its code label
_HEADER_LINES = 16  # a header's label lines before the codes
_LEADING_LABELS = 4  # label lines a header may print before its code label ("Total de" / "Código")
_UNEVEN = "as linhas dadas uma a uma depois dos blocos não têm um número por coluna"


def relay(lines: list[Line]) -> tuple[list[Line], dict[int, str]]:
    """`lines` (the same list) with every such quadro re-laid as a header and a row a line, or left out with
    a note; and the re-laid rows to read with a doubt (line number → why)."""
    spans: list[tuple[int, int, list[Line]]] = []
    doubts: dict[int, str] = {}
    index = 0
    for at, line in enumerate(lines):
        folded = line.folded
        if at < index or len(folded) > 16 or not folded.startswith("c") or not _CODE_LABEL.match(folded.strip()):
            continue  # the cheap test first: a short line opening with "c"
        found = _quadro(lines, at)
        if found is None:
            continue
        first, end, laid, note, why = found
        spans.append((lines[first].number, lines[end - 1].number, laid))
        doubts.update(why)
        if note and hasattr(lines, "omitted"):
            lines.omitted.append({"kind": "note", "line": lines[first].number, "what": note})
        index = end
    return (in_place_of(lines, spans) if spans else lines), doubts


def _words(line: Line) -> list[str]:
    return _WORD.findall(line.folded)


def _is_label(line: Line) -> bool:
    words = _words(line)
    return bool(words) and len(line.folded) <= _MAX_LABEL_CHARS and all(w in _LABEL_WORDS for w in words)


def _is_cell(line: Line) -> bool:
    return parse_count(line.folded.strip()) is not None


def _code(line: Line) -> str | None:
    match = _CODE.match(line.folded.strip())
    return match.group(1) if match else None


def _quiet(line: Line) -> bool:
    folded = line.folded.strip(" \f")
    return not folded or bool(PAGE_MARKER.match(folded) or PAGE_NUMBER.match(folded))


def _next(lines: list[Line], at: int) -> int:
    while at < len(lines) and _quiet(lines[at]):
        at += 1
    return at


def _stops(line: Line) -> bool:
    """A line no such quadro goes on past: a numbered item or a note, a sentence of prose."""
    return ends_table(line) or starts_table_end(line) or len(line.text) > 2 * _MAX_NAME_CHARS


def _head(lines: list[Line], at: int):
    """(index of the quadro's first line, its label lines, its codes, its name lines, the index of its
    first cell) from the code label `lines[at]`, or None when no block of codes and names follows it."""
    first = at
    for _ in range(_LEADING_LABELS):
        k = first - 1
        while k >= 0 and _quiet(lines[k]):
            k -= 1
        if k < 0 or not _is_label(lines[k]):
            break
        first = k
    labels = lines[first : at + 1]
    j = _next(lines, at + 1)
    while j < len(lines) and len(labels) < _HEADER_LINES and _is_label(lines[j]) and _code(lines[j]) is None:
        labels.append(lines[j])
        j = _next(lines, j + 1)
    before = roles_in_order(" ".join(line.folded for line in labels))
    if before is None or len(before) > 1:
        return None  # the whole header before the codes: a report engine's column bands (`band_blocks`)
    codes: list[Line] = []
    while j < len(lines) and _code(lines[j]) is not None:
        codes.append(lines[j])
        j = _next(lines, j + 1)
    if not codes or len({_code(c) for c in codes}) != 1:
        return None
    texts: list[Line] = []
    while j < len(lines) and not _is_cell(lines[j]) and _code(lines[j]) is None and not _stops(lines[j]):
        texts.append(lines[j])
        j = _next(lines, j + 1)
    while texts and _is_label(texts[0]):
        labels.append(texts.pop(0))
    trailing: list[Line] = []
    while texts and _is_label(texts[-1]):  # the first count column's label printed after the names
        trailing.insert(0, texts.pop())
    labels += trailing
    if not texts or j >= len(lines) or not _is_cell(lines[j]):
        return None
    if any(len(n.text) > _MAX_NAME_CHARS or n.text.endswith((".", ";", ":")) for n in texts):
        return None
    return first, labels, codes, texts, j


def _cells(lines: list[Line], j: int, limit: int, labels: list[Line]) -> tuple[list[Line], int]:
    """The cells from `lines[j]` (label lines met among them put in `labels`, a text column's short lines
    passed over) up to a code, a line a quadro ends at or one of prose; and the index after them."""
    cells: list[Line] = []
    end = j
    while j < limit and _code(lines[j]) is None and not _stops(lines[j]):
        if _is_cell(lines[j]):
            cells.append(lines[j])
        elif _is_label(lines[j]):
            labels.append(lines[j])
        elif not _narrow_text(lines[j]):
            break  # a line of prose: a text column's cells are short lines
        j = _next(lines, j + 1)
        end = j
    return cells, end


def _quadro(lines: list[Line], at: int):
    """(index of its first line, index after it, its re-laid lines, a note, doubts by line) of the quadro
    whose code label is `lines[at]`, or None when no block of codes follows it."""
    head = _head(lines, at)
    if head is None:
        return None
    first, labels, codes, names, j = head
    cells, end = _cells(lines, j, min(len(lines), at + _MAX_LINES), labels)
    roles = roles_in_order(" ".join(line.folded for line in labels))
    if roles is None:
        return None
    n, k = len(codes), len(roles)
    span = f"(linhas {lines[first].number} a {lines[end - 1].number})"
    joined = [_joined(names)] if n == 1 else joined_names(names, n)
    why = ""
    if "total" not in roles or k < 2:
        why = "os rótulos não dizem qual coluna é o total de vagas e qual a reserva"
    elif joined is None:
        why = f"{n} códigos e {len(names)} linhas de nomes: os nomes não batem com os códigos"
    elif len(cells) != n * k:
        why = f"{n} códigos e {len(cells)} números para {k} colunas: os blocos não batem com as linhas"
    grid = [[cells[b * n + r] for b in range(k)] for r in range(n)] if not why else []
    for code, row in zip(codes, grid):
        if not _within_total(roles, row):
            why = f"a linha de “{code.text.strip()}” tem reserva maior que o total"
            break
    if why:  # the rows given one at a time after it are left out with it (each code no cargo "CP" of 565)
        end = _rows_after(lines, end, _code(codes[0]), roles, [])[0]
        return first, end, [], f"{NOT_READ} {span}: {why}", {}
    doubts: dict[int, str] = {}
    header = ["Código", "Cargo", *(PLAIN_LABEL[role] for role in roles)]
    laid = [laid_line(lines[first].number, " ".join(header))]
    for code, name, row in zip(codes, joined, grid):
        number = row[roles.index("total")].number
        laid.append(laid_line(number, " ".join([code.text.strip(), name.text, *(c.text.strip() for c in row)])))
        if n > 1 and len(joined) != len(names):
            doubts[number] = JOINED
    end, more, note = _rows_after(lines, end, _code(codes[0]), roles, header)
    return first, end, laid + more, note, doubts


def _joined(names: list[Line]) -> Line:
    line = names[0]
    if len(names) == 1:
        return line
    return Line(names[-1].number, " ".join(n.text for n in names), " ".join(n.folded for n in names))


def _within_total(roles: list[str], row: list[Line]) -> bool:
    return reserves_within_total(roles, [parse_count(c.folded.strip())[1] for c in row])


def _rows_after(lines: list[Line], at: int, prefix: str, roles: list[str], head: list[str]):
    """(index after them, their re-laid lines, a note) of the rows given one at a time after the blocks (a
    code, its name, its cells). Each row has a cell a column; or each has the same first few, and the last
    row's cells run on with the other columns' blocks (the viewer gave those columns a block each after the
    rows), which are paired by order as the blocks above. Otherwise they are not read, and a note says so."""
    rows: list[tuple[Line, Line, list[Line]]] = []
    j, end = at, at
    while j < len(lines) and _code(lines[j]) == prefix:
        code = lines[j]
        j = _next(lines, j + 1)
        names: list[Line] = []
        while j < len(lines) and not _is_cell(lines[j]) and _code(lines[j]) is None and not _stops(lines[j]):
            names.append(lines[j])
            j = _next(lines, j + 1)
        cells: list[Line] = []
        while j < len(lines) and _is_cell(lines[j]):
            cells.append(lines[j])
            j = _next(lines, j + 1)
        if not names or len(names) > 3 or not cells:
            break
        if any(len(n.text) > _MAX_NAME_CHARS or n.text.endswith((".", ";")) or _is_label(n) for n in names):
            break
        rows.append((code, _joined(names), cells))
        end = j
        k = j
        while k < len(lines) and k - j < _TEXT_CELL_LINES and _narrow_text(lines[k]):
            k = _next(lines, k + 1)
        if k < len(lines) and _code(lines[k]) == prefix:
            j = k  # a text column's cell after the row's counts (its requisito), then the next row
    if not rows:
        return at, [], ""
    grid = _regrid([cells for _, _, cells in rows], len(roles))
    if grid is not None and not all(_within_total(roles, row) for row in grid):
        grid = None
    if rows:  # the text column's cells the viewer gave after the rows (requisitos in a narrow column)
        k = end
        while k < len(lines) and k - end < _MAX_LINES and _narrow_text(lines[k]):
            k = _next(lines, k + 1)
        end = k
    if grid is None:
        span = f"(linhas {rows[0][0].number} a {lines[end - 1].number})"
        return end, [], f"{NOT_READ} {span}: {_UNEVEN}"
    laid = [laid_line(rows[0][0].number, " ".join(head))]
    for (code, name, _), row in zip(rows, grid):
        number = row[roles.index("total")].number
        laid.append(laid_line(number, " ".join([code.text.strip(), name.text, *(c.text.strip() for c in row)])))
    return end, laid, ""


def _regrid(cells: list[list[Line]], columns: int) -> list[list[Line]] | None:
    """Each row's cells, a cell a column: as given, or the first few of each row and the last row's tail cut
    into one block a further column (a cell a row, in order); None when they come to neither."""
    if all(len(row) == columns for row in cells):
        return cells
    first, count = len(cells[0]), len(cells)
    if first >= columns or any(len(row) != first for row in cells[:-1]):
        return None
    if len(cells[-1]) != first + (columns - first) * count:
        return None
    tail = cells[-1][first:]
    return [row[:first] + [tail[b * count + r] for b in range(columns - first)] for r, row in enumerate(cells)]


def _narrow_text(line: Line) -> bool:
    """A line of a text column's cell: short, no count, no code, nothing a quadro ends at."""
    return len(line.text) <= _NARROW_CHARS and not _is_cell(line) and _code(line) is None and not _stops(line)
