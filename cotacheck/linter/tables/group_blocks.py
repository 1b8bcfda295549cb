"""A spreadsheet's quadro pdfminer gave a column at a time, its group rows (campus, secretaria) among the codes.

pdfminer.six (`extract_text`, newsrooms' Python pipelines) cuts a page into text boxes and prints them one after
the other, so a sheet's quadro (LibreOffice Calc, Typst) comes out a column at a time, a cell a line, blank lines
between boxes: under the header's labels ("Código", "Área", "Requisitos", "AC", "PPP", "PI", "PQ", "PcD",
"Total"), the codes with the group rows that name their lotação ("CAMPUS PALMAS", "SECRETARIA MUNICIPAL DE
SAÚDE"), the names (each after its codes, the text column's cells now and then among them), the subtotal and
total rows' labels, the text columns' cells, then every count column's cells (subtotals and the total
included), then at times a CR or "Sim" column. Read line by line, nothing of it made a row.

Such a quadro starts at a code's label ("Código", "Cód.") whose label lines name the count roles, and has group
rows (without them it is a report engine's bands, `band_blocks`', which runs after this stage). Its codes,
"Subtotal" and "TOTAL" labels, in the order given, are the rows; the count cells are cut into one block a
role, each block a cell a row. The counts are proven by their arithmetic alone: every row's parts make its
total, every subtotal is its group's sum, the total the sum of every row; the codes' group is the group row
given last before them. The names are paired by order only: each run of codes takes the names that come
right after it (wrapped ones joined back), so the rows are re-laid ("Cargo AC PP PI PQ PcD Total" and a line
a row, named "name – group") but left uncertain, saying so. Where a run of codes is not followed by its names
(the extractor gave them elsewhere: a box of several groups' names) or the arithmetic does not close, nothing
of it is read and a note says "quadro em blocos de colunas: não lido" with its lines and why. Group rows and
subtotal rows are never positions. A quadro cut over pages is read a page's part at a time (its header again on
each page), the total row on the last page summing every part. Rows given a cell a line but a row at a time
(a code, its name, its cells, the next code: pypdf's) are no such quadro: two codes at least come before the
cells, and no code and name after them.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.kept_furniture import furniture
from cotacheck.linter.read.text import Line, in_place_of, laid_line
from cotacheck.linter.tables.band_blocks import label_roles, next_line, role_label
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.column_blocks import NOT_READ
from cotacheck.linter.tables.names import CONTINUES, NAME_STARTS_LOW
from cotacheck.linter.tables.rows import ends_table, starts_table_end

_CODE_LABEL = re.compile(r"^cod(?:igo|\.)?(?: do cargo)?$")
_CODE = re.compile(r"^(?:[a-z]{1,5}[ .-]?)?\d{1,4}(?:[.-]\d{1,3})?$")
_WORD = re.compile(r"[a-z0-9]+")
_SUM = re.compile(r"^(sub)?total(?: geral)?$")
_GROUP_WORD = re.compile(r"[A-ZÀ-Ú]{2,}")
_SHAPED = re.compile(r"^(?:\d{1,2}\s?h(?:oras)?|r\$.*|sim|nao|[a-z]{1,3})$")  # "22h", "R$ …", "Sim", "DE"
_LABEL_WORDS = frozenset(
    """codigo cod cargo cargos area areas de da do das dos e a o com para em por conhecimento requisitos
    requisito minimos titulacao minima escolaridade regime trabalho carga horaria jornada vencimento vencimentos
    remuneracao r vagas vaga ac ampla concorrencia pcd pne deficiencia negros ppp pp pretos pardos pi indigenas
    pq quilombolas total totais de cr cadastro reserva lotacao especialidade funcao nivel semanal""".split()
)
_HEADER_LINES = 30
_GROUP_WORDS = 8
_MAX_GROUP = 60
_MAX_TEXT = 100
_MAX_ROWS = 400
UNPROVEN = "nomes pareados aos códigos pela ordem em que o extrator os deu: o pareamento não foi provado"


def relay(lines: list[Line]) -> tuple[list[Line], dict[int, str]]:
    """`lines` (the same list) with every such quadro re-laid as a header and a row a line, or left out with
    a note; and the re-laid rows to read with a doubt (line number → why)."""
    spans: list[tuple[int, int, list[Line]]] = []
    doubts: dict[int, str] = {}
    skip: set[int] | None = None
    carried: list[int] = []  # the sums of the parts read before, on earlier pages, with no total row yet
    index = 0
    for at, line in enumerate(lines):
        folded = line.folded
        if at < index or not folded.startswith("cod") or not _CODE_LABEL.match(folded.strip()):
            continue  # the cheap test first: a lone code label
        skip = skip if skip is not None else furniture(lines)
        found = _quadro(lines, at, skip, carried)
        if found is None:
            continue
        end, laid, note, why, carried = found
        spans.append((lines[at].number, lines[end - 1].number, laid))
        doubts.update(why)
        if note and hasattr(lines, "omitted"):
            lines.omitted.append({"kind": "note", "line": lines[at].number, "what": note})
        index = end
    return (in_place_of(lines, spans) if spans else lines), doubts


def _is_label(line: Line) -> bool:
    words = _WORD.findall(line.folded)
    return bool(words) and len(line.folded) <= _MAX_TEXT and all(w in _LABEL_WORDS for w in words)


def _is_group(line: Line) -> bool:
    """A group row: a line in capitals of two to eight words, no digit ("CAMPUS PALMAS"), no label's."""
    text = line.text.strip()
    words = text.split()
    return (
        2 <= len(words) <= _GROUP_WORDS
        and len(text) <= _MAX_GROUP
        and not any(c.isdigit() for c in text)
        and text == text.upper()
        and len(_GROUP_WORD.findall(text)) >= 2
        and not _SUM.match(line.folded.strip())
        and not _is_label(line)
    )


def _kind(line: Line) -> str:
    folded = line.folded.strip()
    if parse_count(folded) is not None:
        return "cell"
    if _CODE.match(folded):
        return "code"
    if _SUM.match(folded):
        return "sub" if folded.startswith("sub") else "total"
    if len(folded) > _MAX_TEXT or ends_table(line) or starts_table_end(line) or folded.endswith((".", ";")):
        return "stop"
    if _is_group(line):
        return "group"
    return "shaped" if _SHAPED.match(folded) else "text"


def _head(lines: list[Line], at: int, skip: set[int]) -> tuple[list[str], list[Line], int]:
    """(the header's folded words, the group rows among its labels, the index after them) from `lines[at]`."""
    words: list[str] = []
    groups: list[Line] = []
    j = at
    for _ in range(_HEADER_LINES):
        if j >= len(lines):
            break
        if _is_label(lines[j]):
            words += _WORD.findall(lines[j].folded)
        elif _is_group(lines[j]):
            groups.append(lines[j])  # a first group row the extractor gave among the labels
        else:
            break
        j = next_line(lines, j + 1, skip)
    return words, groups, j


def _items(lines: list[Line], j: int, skip: set[int], columns: int):
    """The lines from `lines[j]` before the count cells, each with its kind, the cells, and the index after
    them; None when no run of cells, a block of as many cells as rows a column, comes before a line that
    stops the quadro. A shorter run of lone numbers is codes ("01" / "02")."""
    items: list[tuple[str, Line]] = []
    rows = codes = 0
    while j < len(lines) and len(items) < 8 * _MAX_ROWS:
        kind = _kind(lines[j])
        if kind == "stop" or _CODE_LABEL.match(lines[j].folded.strip()):
            return None  # a line no quadro goes past, or the next quadro's header: each scan ends before it
        if kind != "cell":
            items.append((kind, lines[j]))
            rows += kind in ("code", "sub", "total")
            codes += kind == "code"
            j = next_line(lines, j + 1, skip)
            continue
        run: list[Line] = []
        k = j
        while k < len(lines) and _kind(lines[k]) == "cell":
            run.append(lines[k])
            k = next_line(lines, k + 1, skip)
        if codes == 1 and len(run) >= columns:
            return None  # one code, its name and a row's worth of cells: a row at a time (MuPDF's cell a line)
        extra = len(run) - columns * rows  # a CR column's cells after the count blocks ("CR" / "2" / …)
        if rows and len(run) >= 2 and _ends_cells(lines, k, skip):
            if codes < 2:
                return None  # a row's cells after its code and name: rows given a cell a line, a row at a time
            if extra == 0 or extra in (codes, codes + 1):
                return items, run[: columns * rows], k
            return items, f"{len(run)} números para {columns} colunas de {rows} linhas: os blocos não batem", k
        for cell in run:
            coded = _CODE.match(cell.folded.strip())
            items.append(("code" if coded else "text", cell))
            rows += bool(coded)
            codes += bool(coded)
        j = k
    return None


def _ends_cells(lines: list[Line], k: int, skip: set[int]) -> bool:
    """Whether what comes after a run of cells lets it be the count blocks: the quadro's end, a legend, a
    CR or "Sim" column (its label or cells), a page's footer before the next page's header; never another
    row's code, group row, sum label or name."""
    if k >= len(lines):
        return True
    kind = _kind(lines[k])
    if kind in ("stop", "shaped") or (kind == "text" and _is_label(lines[k])):
        return True
    after = next_line(lines, k + 1, skip)
    return kind == "text" and (after >= len(lines) or _kind(lines[after]) == "stop" or _is_label(lines[after]))


def _row_follows(lines: list[Line], at: int, skip: set[int]) -> bool:
    """Whether a code and a name come right after the cells (another row's, given a row at a time)."""
    if at >= len(lines) or _kind(lines[at]) != "code":
        return False
    after = next_line(lines, at + 1, skip)
    return after < len(lines) and _kind(lines[after]) == "text" and not _is_label(lines[after])


def _tail(lines: list[Line], k: int, skip: set[int], rows: int) -> int:
    """The index after a CR or "Sim" column that follows the count blocks (its label and a cell a row)."""
    taken = 0
    while k < len(lines) and taken <= rows + 1:
        kind = _kind(lines[k])
        if kind not in ("cell", "shaped") and not (kind == "text" and _is_label(lines[k])):
            break
        taken += 1
        k = next_line(lines, k + 1, skip)
    return k


def _quadro(lines: list[Line], at: int, skip: set[int], carried: list[int]):
    """(index after it, its re-laid lines, a note, doubts by line, the sums to carry to the next page's part)
    of the quadro whose header starts at `lines[at]`, or None when no such column blocks follow it; a total
    row may sum the parts before it too (`carried`: a quadro cut over pages)."""
    words, groups, j = _head(lines, at, skip)
    found = label_roles(words)
    if found is None or len(found[0]) < 2 or "total" not in found[0]:
        return None
    roles = found[0]
    got = _items(lines, j, skip, len(roles))
    if got is None or not any(kind == "code" for kind, _ in got[0]):
        return None
    if not groups and not any(kind == "group" for kind, _ in got[0]):
        return None  # no group row: a report engine's bands (`band_blocks`), read with their proofs
    items, cells, end = got
    end = _tail(lines, end, skip, sum(kind == "code" for kind, _ in items))
    if _row_follows(lines, end, skip):
        return None  # rows given a cell a line, a row at a time: another code and name after the cells
    span = f"(linhas {lines[at].number} a {lines[end - 1].number})"
    if isinstance(cells, str):
        return end, [], f"{NOT_READ} {span}: {cells}", {}, []
    rows = _rows(items, groups[-1].text.strip() if groups else "")
    if isinstance(rows, str):
        return end, [], f"{NOT_READ} {span}: {rows}", {}, []
    checked = _closes(rows, cells, roles, carried if len(carried) == len(roles) else [])
    if isinstance(checked, str):
        return end, [], f"{NOT_READ} {span}: {checked}", {}, []
    checked, carry = checked
    laid = [laid_line(lines[at].number, "Cargo " + " ".join(role_label(role, roles) for role in roles))]
    doubts: dict[int, str] = {}
    total = roles.index("total")
    for (kind, name, _), row in zip(rows, checked):
        if kind == "sub":
            continue  # a group's subtotal: no position
        number = row[total].number
        laid.append(laid_line(number, " ".join([name, *(c.text.strip() for c in row)])))
        if kind == "code":
            doubts[number] = UNPROVEN
    return end, laid, "", doubts, carry


def _rows(items: list[tuple[str, Line]], group: str):
    """[(kind, name, group)] a row in order (a code's row named by its names, "Subtotal", "TOTAL"), or why
    the names cannot be paired with the codes: each run of codes takes the names right after it."""
    rows: list[list[str]] = []
    pending: list[int] = []  # the rows of the run of codes still waiting for their names
    taken = False  # whether the run of codes pending took a name already
    last: int | None = None
    for kind, line in items:
        text = " ".join(line.text.split())
        prev, last = last, None
        if kind == "code":
            if pending and taken:
                return f"o código “{text}” antes de todos os nomes dos códigos anteriores"
            taken = taken and bool(pending)
            rows.append(["code", "", group])
            pending.append(len(rows) - 1)
        elif kind == "text" and prev is not None and (CONTINUES.search(rows[prev][1]) or NAME_STARTS_LOW.match(text)):
            rows[prev][1] = f"{rows[prev][1]} {text}"  # a name wrapped over lines, joined back
            last = prev
        elif kind == "text" and pending:
            last = pending.pop(0)
            rows[last][1] = text
            taken = True
        elif kind in ("text", "shaped"):
            continue  # a text column's cell ("Licenciatura em …", "DE", "40h")
        elif pending:
            return f"os códigos antes de “{text}” não vêm seguidos de seus nomes: o extrator os deu noutra parte"
        elif kind == "group":
            group = text
        else:
            rows.append([kind, "TOTAL" if kind == "total" else "Subtotal", group])
    if pending:
        return "códigos sem nomes depois deles: o extrator deu os nomes noutra parte"
    named = [(kind, f"{name} – {grp}" if kind == "code" and grp else name, grp) for kind, name, grp in rows]
    labels = [name.casefold() for kind, name, _ in named if kind == "code"]
    if len(set(labels)) != len(labels) or len(labels) > _MAX_ROWS:
        return "linhas de mesmo nome: os nomes não distinguem as linhas"
    return named


def _closes(rows: list[tuple[str, str, str]], cells: list[Line], roles: list[str], carried: list[int]):
    """(each row's cells: a block a role, a cell a row; the sums to carry to a next part), or why they are not
    proven: a row whose parts do not make its total, a subtotal not its group's sum, a total not every row's
    (the earlier parts' `carried` with them), a total row not last."""
    n = len(rows)
    k = len(roles)
    grid = [[cells[b * n + r] for b in range(k)] for r in range(n)]
    values = [[parse_count(c.folded.strip())[1] for c in row] for row in grid]
    t = roles.index("total")
    group = [0] * k
    whole = [0] * k
    for r, ((kind, name, _), row) in enumerate(zip(rows, values)):
        if kind == "code":
            if sum(v for i, v in enumerate(row) if i != t) != row[t]:
                return f"a linha de “{name}” não fecha: suas partes não somam o total"
            group = [g + v for g, v in zip(group, row)]
            whole = [w + v for w, v in zip(whole, row)]
        elif kind == "sub":
            if row != group:
                return f"o subtotal da linha {grid[r][t].number} não é a soma de seu grupo"
            group = [0] * k
        elif r != n - 1 or (row != whole and (not carried or row != [c + w for c, w in zip(carried, whole)])):
            return f"o total da linha {grid[r][t].number} não é a soma das linhas"
    ended = rows[-1][0] == "total"
    return grid, [] if ended else [c + w for c, w in zip(carried or [0] * k, whole)]
