"""A quadro of one row per vacancy, its modalidade a label in a column of its own (a university's docente
edital after the draw Lei 15.142 asks for: "01  Araguaína  Letras / Língua Inglesa  A / Adjunto  DE  1  AC",
the next row the same área, "1  PPP"), laid out by spaces under a header naming "Vagas" and "Modalidade".

Read as it stood, no row was a table's (a count and a word after it, under no count column's label) and
nothing was read; read row by row, an área offered twice would be two cargos of one vacancy each. Each
row's label must be one the table vocabulary gives a single count role (AC, PcD, PPP, PI, PQ, PN,
"Negros", "Ampla concorrência"), its count a whole number in the "Vagas" column, its name the cell under
the name column (the one of "Área", "Cargo", "Disciplina" … before a place's "Campus"); a name wrapped onto
the next line (its words alone under the name column) goes on there; a page's furniture between rows
(a footer, a page number) is passed; any other line with words under "Vagas" or "Modalidade" (a label no
role has, "XYZ", a count that is no whole number) leaves the whole quadro as it stood, never a vacancy
dropped from an área whose other rows add up. The table is re-laid as a pipe table of one row per name, in the
order names first appear, each on its first row's line: its count under its label's column, a Total
column their sum ("| Área / Subárea | AC | PPP | PcD | PI | PQ | Total |"); the pass then reads the
groups of Lei 15.142 into the reserve for negros and confirms a row by its arithmetic. A row whose label
is none of those, or a table without any, is left as it stood. Trigger: "odalidade" in the text, then
"vagas" on its line.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import header_tokens
from cotacheck.linter.tables.relaid import line_breaks

_RUN = re.compile(r"\S+(?: \S+)*")  # a cell: words parted by single spaces
_ROLES = frozenset({"open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"})
_NAME_WORDS = ("area", "cargo", "disciplina", "especialidade", "emprego", "funcao", "perfil", "materia")
_MAX_HEADER_LINES = 3
_MAX_GAP = 8  # lines between two rows of one table (a page's footer and header)
_MAX_ROWS = 2000
_PAGE = re.compile(r"\b(?:pagina|pag\.|page)\s?\d|\d+\s?/\s?\d+\s*$")  # a page's footer amid the rows


def _runs(raw: str) -> list[tuple[int, str]]:
    return [(m.start(), m.group()) for m in _RUN.finditer(raw)]


def _header(raw: list[str], at: int) -> tuple[list[tuple[int, str]], int] | None:
    """The header opening on `raw[at]`: its columns (start, joined label) and the index of its last line."""
    columns = [[start, label] for start, label in _runs(raw[at])]
    if len(columns) < 3:
        return None
    last = at
    for k in range(at + 1, min(len(raw), at + _MAX_HEADER_LINES)):
        runs = _runs(raw[k])
        if not runs or any(any(c.isdigit() for c in text) for _, text in runs):
            break
        for start, text in runs:
            nearest = min(columns, key=lambda c: abs(c[0] - start))
            nearest[1] += " " + text
        last = k
    return [(start, label) for start, label in columns], last


def _column(columns: list[tuple[int, str]], start: int) -> int:
    """The column a cell starting at `start` stands in: the last whose label starts at most 2 right of it."""
    found = 0
    for k, (column_start, _) in enumerate(columns):
        if column_start <= start + 2:
            found = k
    return found


def _role(label: str) -> str | None:
    tokens = header_tokens(fold(label)) or []
    return tokens[0] if len(tokens) == 1 and tokens[0] in _ROLES else None


def _roles_of(columns: list[tuple[int, str]]) -> tuple[int, int, int] | None:
    """(name, count, modalidade) columns of the header, or None when it lacks one."""
    labels = [fold(label) for _, label in columns]
    count = next((k for k, label in enumerate(labels) if header_tokens(label) == ["vagas"]), None)
    kind = next((k for k, label in enumerate(labels) if label.startswith("modalidade")), None)
    names = [k for k, label in enumerate(labels) if "name" in (header_tokens(label) or [])]
    if count is None or kind is None or not names:
        return None
    name = next((k for k in names if any(w in labels[k] for w in _NAME_WORDS)), names[0])
    return name, count, kind


def _table(raw: list[str], first: int, last_header: int, columns, roles):
    """The rows under the header: [(line index, name, count, label)], and the index of the table's last line."""
    name_k, count_k, kind_k = roles
    rows: list[list] = []
    gap, end = 0, last_header
    for k in range(last_header + 1, min(len(raw), last_header + 1 + _MAX_ROWS)):
        runs = _runs(raw[k])
        if not runs:
            gap += 1
            if gap > _MAX_GAP:
                break
            continue
        cells: dict[int, str] = {}
        for start, text in runs:
            column = _column(columns, start)
            cells[column] = (cells[column] + " " + text) if column in cells else text
        label = cells.get(kind_k, "")
        count = cells.get(count_k, "")
        if count.isdigit() and len(count) <= 3 and _role(label) and cells.get(name_k):
            rows.append([k, cells[name_k], int(count), label])
            gap, end = 0, k
        elif rows and gap == 0 and set(cells) <= {name_k} and raw[k][: columns[name_k][0]].strip() == "":
            rows[-1][1] += " " + cells[name_k]  # the name wrapped onto the next line
            end = k
        elif (count_k in cells or kind_k in cells) and not _PAGE.search(fold(raw[k])):
            return [], k  # a row this reading cannot place (a label no role has): the quadro left as it stood
        else:
            gap += 1
            if gap > _MAX_GAP or not rows:
                break
    return rows, end


def _laid(header_number: int, name_label: str, rows: list[list]) -> list[Line]:
    labels: list[str] = []
    for _, _, _, label in rows:
        if label not in labels:
            labels.append(label)
    groups: dict[str, tuple[int, dict[str, int]]] = {}
    for k, name, count, label in rows:
        key = " ".join(name.split())
        line, counts = groups.setdefault(key, (k + 1, dict.fromkeys(labels, 0)))
        counts[label] += count
    laid = [laid_line(header_number, pipe_row([name_label, *labels, "Total"]))]
    laid.append(laid_line(header_number, pipe_row(["---"] * (len(labels) + 2))))
    for name, (line, counts) in groups.items():
        cells = [name, *(str(counts[label]) for label in labels), str(sum(counts.values()))]
        laid.append(laid_line(line, pipe_row(cells)))
    return laid


def _heads(text: str) -> list[int]:
    """The indexes of the lines holding "odalidade" and "vagas", found by searching the text (most editais
    hold a few such words) rather than by looking at every line; a line's index counted only for those."""
    heads: list[int] = []
    at = text.find("odalidade")
    if at == -1:
        return heads
    ends = ["\n"] + [end for end in ("\f", "\r") if end in text]  # a page break, an old Mac's line end: rare
    line, counted = 0, 0
    while at != -1 and len(heads) < 50:
        opens = max(text.rfind(end, 0, at) for end in ends) + 1
        closes = min((k for k in (text.find(end, at) for end in ends) if k != -1), default=len(text))
        if "vagas" in fold(text[opens:closes]):
            line += line_breaks(text, counted, at)  # the lines `raw_lines` splits
            counted = at
            if not heads or heads[-1] != line:
                heads.append(line)
        at = text.find("odalidade", closes)
    return heads


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each quadro of one row per vacancy re-laid as a table of one row a name."""
    heads = _heads(text)
    if not heads:
        return lines
    raw = raw_lines(text)
    spans: list[tuple[int, int, list[Line]]] = []
    done = 0
    for at in heads:
        if at < done or at >= len(raw):
            continue
        found = _header(raw, at)
        if found is None:
            continue
        columns, last_header = found
        roles = _roles_of(columns)
        if roles is None:
            continue
        rows, end = _table(raw, at, last_header, columns, roles)
        if len(rows) < 2:
            continue
        spans.append((at + 1, end + 1, _laid(at + 1, columns[roles[0]][1], rows)))
        done = end + 1
    return in_place_of(lines, spans) if spans else lines
