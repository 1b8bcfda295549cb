"""A quadro a PDF converter gave a column at a time, each column under its own label.

PDF-to-Word converters and pdfminer print a table's columns one after the other, each under its own
header: "CARGO" and every cargo's name, then "VAGAS" / "TOTAL" and every total, then "NEGROS" / "(20%)"
and every negros' cell, and so on, in whatever order the columns were drawn, at times with a text
column's block among them ("ESCOLARIDADE", "VENCIMENTO (R$)") and a page's marker between blocks. Read
line by line, the last name took the first cells and each label became a cargo of its first cell
(phantoms "NEGROS (20%)"). Before the pass, such a quadro is re-laid as a header line of its count
columns' roles and one line per name with its cells, numbered as the name's line, so the pass reads it
and confirms it by its arithmetic as any table.

Order is all that pairs a name with its cells, so the pairing is taken only when every count block has as
many cells as there are names and, when one of the blocks is the total, every row's parts make its total;
otherwise nothing of it is read and a note says "quadro em blocos de colunas: não lido" with its lines and
why. With no total block nothing proves the pairing: the rows are read and left uncertain, saying so, as
when names wrapped over lines had to be joined back (the join is a guess about where each name ends).
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line, furniture, in_place_of, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.column_blocks import JOINED, NOT_READ, joined_names
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.names import PAGE_MARKER
from cotacheck.linter.tables.rows import ends_table, starts_table_end

_NAME_LABELS = ("cargo", "emprego", "funcao", "funcoes", "especialidade", "ocupacao", "perfil")
_ROLES = frozenset({"open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total", "crg"})
#: The words a block's label may hold: its role, "vagas", and a spanning "Vagas Imediatas" that pdfminer prints
#: where its text falls, right before the label of the block under it (FGV's "Vagas Imediatas" / "Negro")
_LABEL_WORDS = frozenset({*_ROLES, "vagas", "reserva", "imm"})
_MAX_LABEL_LINES = 3
_MAX_LABEL_CHARS = 40
_MAX_NAMES = 200
_MAX_NAME_CHARS = 100
_ONE_BLOCK = (0, [], "", None)  # names and one labelled block of cells: a page's furniture may end it
_MAX_SPAN = 3000  # lines a quadro read without its page furniture may run over
UNPROVEN = (
    "quadro em blocos de colunas sem coluna de total: o pareamento por ordem dos nomes e dos números não foi provado"
)


def relay(lines: list[Line]) -> tuple[list[Line], dict[int, str]]:
    """`lines` (the same list) with every quadro of labelled column blocks re-laid as a header and a row a
    name, or left out with a note when its pairing is not proven; and the re-laid rows read with a doubt
    (line number → why)."""
    spans: list[tuple[int, int, list[Line]]] = []
    doubts: dict[int, str] = {}
    furniture_lines: set[int] | None = None
    index = 0
    labels = [
        k
        for k, line in enumerate(lines)
        if len(line.folded) <= _MAX_LABEL_CHARS and line.folded.startswith(_NAME_LABELS)
    ]
    for at in labels:  # a name label opens a quadro: the cheap tests, once a line
        if at < index:
            continue  # a label among the names scanned, or inside a quadro re-laid
        index = at
        reach: list[int] = []
        found = _quadro(lines, index, reach)
        if found is not None:  # read again without the page's furniture: a footer amid the blocks ends none
            furniture_lines = furniture_lines if furniture_lines is not None else furniture(lines)
            found = _without_furniture(lines, index, furniture_lines, found)
        if found is None or found is _ONE_BLOCK:
            index = max([index + 1, *reach])  # a name label among the names scanned would fail alike
            continue
        end, laid, note, why = found
        spans.append((lines[index].number, lines[end - 1].number, laid))
        doubts.update((line.number, why) for line in laid[1:] if why)
        if note and hasattr(lines, "omitted"):
            lines.omitted.append({"kind": "note", "line": lines[index].number, "what": note})
        index = end
    return (in_place_of(lines, spans) if spans else lines), doubts


def _without_furniture(lines: list[Line], at: int, skip: set[int], found: tuple) -> tuple:
    """The quadro whose name label is `lines[at]` (`found` read over every line) read over the lines that
    are no page furniture (a footer or a letterhead repeated page after page, between two blocks or inside
    one), when that reads it further."""
    if not any(line.number in skip for line in lines[at : at + _MAX_SPAN]):
        return found
    view = [line for line in lines[at : at + _MAX_SPAN] if line.number not in skip]
    again = _quadro(view, 0)
    if again is None or again is _ONE_BLOCK:
        return found
    last = view[again[0] - 1].number
    if found is not _ONE_BLOCK and last <= lines[found[0] - 1].number:
        return found
    end = next(k for k in range(at, len(lines)) if lines[k].number == last) + 1
    return end, *again[1:]


def doubt(positions: list, doubts: dict[int, str]) -> None:
    """Make every position read from a re-laid row whose pairing is unproven uncertain, saying why."""
    if not doubts:
        return
    for p in positions:
        why = doubts.get(p.line)
        if why and p.doubt is None:
            p.confidence, p.doubt = "uncertain", why


def _quiet(line: Line) -> bool:
    """A line passed over between and inside blocks: blank, a page's marker, a form feed."""
    folded = line.folded.strip(" \f")
    return not folded or bool(PAGE_MARKER.match(folded))


def _is_cell(line: Line) -> bool:
    return parse_count(line.folded.strip()) is not None


def _role(texts: list[str]) -> str | None:
    """The one count role the label's lines name together, else None."""
    if any(len(t) > _MAX_LABEL_CHARS for t in texts):
        return None
    tokens = header_tokens(" ".join(texts))
    if not tokens or any(t not in _LABEL_WORDS for t in tokens):
        return None
    roles = [t for t in tokens if t in _ROLES]
    if not roles:
        return "total" if tokens == ["vagas"] else None
    return roles[0] if len(roles) == 1 else None


def _next(lines: list[Line], at: int) -> int:
    while at < len(lines) and _quiet(lines[at]):
        at += 1
    return at


def _block(lines: list[Line], at: int) -> tuple[str | None, list[Line], int, int] | None:
    """(role, cells, index after the block, label lines) of the block of cells under a label from `at`:
    up to 3 label lines, then its run of cells; None when no label of a count role heads cells."""
    label: list[Line] = []
    j = _next(lines, at)
    while j < len(lines) and not _is_cell(lines[j]) and len(label) <= _MAX_LABEL_LINES:
        label.append(lines[j])
        j = _next(lines, j + 1)
    if not label or len(label) > _MAX_LABEL_LINES or j >= len(lines):
        return None
    role = _role([line.folded for line in label])
    if role is None:
        return None
    cells: list[Line] = []
    while j < len(lines) and _is_cell(lines[j]):
        cells.append(lines[j])
        j = _next(lines, j + 1)
    return role, cells, j, len(label)


def _after_text_block(lines: list[Line], at: int, sizes: set[int]) -> int | None:
    """The index after a text column's block from `at` (a one-line label of a text column, "ESCOLARIDADE",
    "VENCIMENTO (R$)", then as many lines as there are rows, none of them a cell: the rows counted by the
    name lines, the names joined or the first block, whichever has a count block after it), else None."""
    j = _next(lines, at)
    if j >= len(lines) or header_tokens(lines[j].folded) != ["ignore"]:
        return None
    for rows in sorted(sizes):
        k = j
        for _ in range(rows):
            k = _next(lines, k + 1)
            if k >= len(lines) or _is_cell(lines[k]):
                return None
        if _block(lines, k + 1) is not None:
            return k + 1
    return None


def _names(lines: list[Line], at: int) -> tuple[list[int], int]:
    """The indexes of the name lines from `at` up to the first cell (the first count block's label lines
    among them), and the index where they end."""
    names: list[int] = []
    j = _next(lines, at)
    while j < len(lines) and len(names) < _MAX_NAMES and not _is_cell(lines[j]):
        text = lines[j].text
        if (
            len(text) > _MAX_NAME_CHARS
            or text.endswith((".", ";", ":"))
            or ends_table(lines[j])
            or starts_table_end(lines[j])
        ):
            break  # a sentence or a note: no name
        names.append(j)
        j = _next(lines, j + 1)
    return names, j


def _quadro(
    lines: list[Line], at: int, reach: list[int] | None = None
) -> tuple[int, list[Line], str, str | None] | None:
    """(index after it, its re-laid lines, a note, the rows' doubt) of a quadro of labelled column blocks
    whose name label is `lines[at]`; None when there is none. `reach` gets the index where its names end
    (every line before it scanned once: no quadratic pass over a text of many name labels)."""
    tokens = header_tokens(lines[at].folded)
    if not tokens or any(t != "name" for t in tokens):
        return None
    names, j = _names(lines, at + 1)
    if reach is not None:
        reach.append(j)
    if j >= len(lines) or not _is_cell(lines[j]):
        return None
    for size in range(min(_MAX_LABEL_LINES, len(names) - 2), 0, -1):  # the first block's label ends the names
        if _role([lines[k].folded for k in names[-size:]]) is not None:
            break
    else:
        return None
    first = _block(lines, names[-size])
    if first is None:
        return None
    names = [lines[k] for k in names[:-size]]
    blocks = [first]
    end = first[2]
    sizes = {len(first[1]), len(names), len(joined_names(names, 0) or names)}
    while True:
        after = _after_text_block(lines, end, sizes)
        found = _block(lines, after if after is not None else end)
        if found is None or any(found[0] == b[0] for b in blocks):
            break
        blocks.append(found)
        end = found[2]
    if len(blocks) < 2:
        return _ONE_BLOCK
    return _paired(lines, at, end, names, blocks)


def _paired(
    lines: list[Line], at: int, end: int, names: list[Line], blocks: list
) -> tuple[int, list[Line], str, str | None]:
    """The quadro re-laid when its pairing is proven (or read with a doubt), else nothing and a note."""
    first, last = lines[at].number, lines[end - 1].number
    rows = len(blocks[0][1])
    joined = names if len(names) == rows else joined_names(names, rows)
    why = ""
    if any(len(b[1]) != rows for b in blocks) or not joined:
        sizes = ", ".join(str(len(b[1])) for b in blocks)
        why = f"{len(names)} nomes e blocos de {sizes} números: as contas não batem com os nomes"
    roles = [b[0] for b in blocks]
    grid = [[b[1][r] for b in blocks] for r in range(rows)] if not why else []
    if "total" in roles and not why:
        total = roles.index("total")
        parts = [k for k, role in enumerate(roles) if role not in ("total", "crg")]
        for name, row in zip(joined, grid):
            values = [parse_count(cell.folded.strip())[1] for cell in row]
            if sum(values[k] for k in parts) != values[total]:
                why = f"a linha de “{name.text}” não fecha ({' + '.join(str(values[k]) for k in parts)} ≠ {values[total]})"
                break
    if why:
        return end, [], f"{NOT_READ} (linhas {first} a {last}): {why}", None
    unproven = JOINED if len(joined) != len(names) else (UNPROVEN if "total" not in roles else None)
    laid = [laid_line(first, " ".join(["Cargo", *(PLAIN_LABEL[role] for role in roles)]))]
    for name, row in zip(joined, grid):
        laid.append(laid_line(name.number, " ".join([name.text, *(cell.text.strip() for cell in row)])))
    return end, laid, "", unproven
