"""A multiline table as pandoc writes a Word document's table in plain text, re-laid a row a line.

Pandoc prints a table whose cells wrap (a DOCX quadro) between two rules drawn across it ("------…"),
the header's lines over a line of dashes, one run a column ("--------- ------- -----"), and each row as a
block of lines parted from the next by a blank line: the cargo's name wrapped within its column
("Assistente" / "Administrativo –" / "Sede (Porto" / "Velho)"), a text column (requisitos) wrapped beside
it, each count over two lines with its words under it ("05" / "(cinco)"). Read a line at a time, each
line of a row was a row of its own: the name's first line joined to the requisitos' first words, the
rest lost, two cargos of one name ("Assistente Ensino médio") given other figures.

The line of dashes states the columns outright: a word belongs to the column its first letter stands
in (a word may run past its column's end, "concorrência" under a "----------" of 10). Each column's
label is its header words top to bottom, its role read by the table vocabulary (`layout_header`); the
name column is the one labelled a name, or the first when one of its "/"-parts is ("Emprego/Local").
A row's cells are its block's words per column. Every count column's cell must be a count ("05", "–",
"CR"), or a count with its own value in words in brackets that agree ("05 (cinco)"); a blank cell of a
count column is no vacancy ("-"): the dashes prove the columns. The table is re-laid as one header line
(the name's label and each count column's plain label) and one line per row (its name words joined,
then its counts), numbered as the row's first line, so the pass reads a flat table and confirms it
only by its arithmetic; text columns are left out, the rules dropped. Anything else (a column of
counts under a label the vocabulary does not read, a cell that is no count under a count label, words
in brackets that are another number, no name) leaves the table to the other rules.
"""

from __future__ import annotations

import re

from cotacheck.linter.read import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line, words_value
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.layout_header import Column, column_of, resolved_columns
from cotacheck.linter.tables.name_start import level_heading

#: The line of dashes under the header: one run a column, three columns at least.
_COLUMNS = re.compile(r" *-{2,}(?: +-{2,}){2,} *")
#: A rule drawn across the table, over its header and under its last row.
_RULE = re.compile(r" *-{10,} *")
_RUN = re.compile(r"-+")
_WORD = re.compile(r"\S+")
_TOTAL = re.compile(r"total(?: geral)?")
#: A row of sums, which no group names.
_SUMS = re.compile(r"(?:sub-?)?total(?: geral)?")
#: A count cell with its value in words: "05 (cinco)", "01 (uma)".
_SPELLED = re.compile(r"(\S+)\s*\(([^()\d]{1,80})\)")
#: Header lines between the top rule and the dashes (a label wrapped over a few lines).
_MAX_HEADER = 6
#: Lines from the dashes to the rule under the last row.
_MAX_BODY = 600


def _starts(dashes: str) -> list[int]:
    return [m.start() for m in _RUN.finditer(dashes)]


def _split(raw: str, starts: list[int]) -> list[list[str]]:
    """The words of a line per column: a word goes to the column its first letter stands in."""
    cells: list[list[str]] = [[] for _ in starts]
    for m in _WORD.finditer(raw.replace("\t", " ")):
        k = max((j for j, s in enumerate(starts) if s <= m.start()), default=0)
        cells[k].append(m.group())
    return cells


def _joined(pieces: list[str]) -> str:
    """A cell's pieces top to bottom, a word hyphenated at a line's end joined whole ("concor-" / "rência")."""
    text = ""
    for piece in pieces:
        if text.endswith("-") and text[-2:-1].isalpha() and piece[:1].islower():
            text = text[:-1] + piece
        else:
            text = f"{text} {piece}" if text else piece
    return text


def _block_cells(raws: list[str], starts: list[int]) -> list[str]:
    per_line = [_split(raw, starts) for raw in raws]
    return [_joined([" ".join(line[k]) for line in per_line if line[k]]) for k in range(len(starts))]


def _count(cell: str) -> str | None:
    """`count_cell`, and pandoc's Markdown "--" (its way of writing "–") no vacancy."""
    return "-" if cell in ("--", "---") else count_cell(cell)


def count_cell(cell: str) -> str | None:
    """A count cell as the pass reads it ("05", "-", "CR"), "-" for a blank one, a count with its value in
    words only where the words agree ("05 (cinco)"); None if it is no count."""
    if not cell:
        return "-"
    m = _SPELLED.fullmatch(cell)
    if m:
        parsed = parse_count(fold(m.group(1)))
        if parsed is None or parsed[0] != "n" or words_value(fold(m.group(2)).strip()) != parsed[1]:
            return None
        return m.group(1)
    return cell if " " not in cell and parse_count(fold(cell)) is not None else None


def _roles(labels: list[str]) -> tuple[list[int], list[Column]] | None:
    """(the name columns, the columns with their roles), or None when the header is no vacancy table's.

    A cargo and its specialty side by side ("Cargo" | "Especialidade") are two name columns, side by side
    before the counts: the row's name is both, "Analista de Controle Externo – Direito"."""
    columns = [column_of(0, 0, label) for label in labels]
    names = [k for k, c in enumerate(columns) if c.kind == "name"]
    if not names and columns and columns[0].kind == "words":
        if any(column_of(0, 0, part.strip()).kind == "name" for part in labels[0].split("/")):
            columns[0].kind = "name"
            names = [0]
    if not names or names != list(range(names[0], names[0] + len(names))) or len(names) > 2:
        return None
    for k in names[1:]:
        columns[k].kind = "words"  # the specialty: read as the name's second part, not a column of its own
    if resolved_columns(columns) is None:
        return None
    return names, columns


def _unmarked(raw: str) -> str:
    """A line of pandoc's Markdown table with its marks blanked in place ("**Cargo**", "R\\$"): every
    word stays in its column."""
    return raw.replace("**", "  ").replace("\\", " ") if "*" in raw or "\\" in raw else raw


def _body_blocks(raw: list[str], at: int, bottom: int) -> list[list[int]]:
    """The rows' blocks of line indexes between the dashes at `at` and the rule at `bottom`."""
    blocks: list[list[int]] = []
    for k in range(at + 1, bottom):
        if not raw[k].strip():
            blocks.append([])
        elif blocks and blocks[-1]:
            blocks[-1].append(k)
        else:
            blocks.append([k])
    return [b for b in blocks if b]


def _sub_header(raw: list[str], blocks: list[list[int]], starts: list[int], labels: list[str]) -> list[str]:
    """The labels with a second header row (a DOCX's header of two rows, pandoc's first body block: no
    digit, the first column blank: "Ampla concorrência" under "Vagas imediatas") joined column by column,
    that block taken off `blocks`."""
    if not blocks:
        return labels
    cells = _block_cells([raw[k] for k in blocks[0]], starts)
    if cells[0] or not any(cells) or any(ch.isdigit() for k in blocks[0] for ch in raw[k]):
        return labels
    if all(labels) and not all(column_of(0, 0, cell).kind in (*PLAIN_LABEL, "vagas") for cell in cells if cell):
        return labels  # no label spans over blank cells above it, and these are no count labels: a row
    blocks.pop(0)
    return [f"{a} {b}".strip() for a, b in zip(labels, cells, strict=True)]


def _table(raw: list[str], at: int) -> tuple[int, int, list[Line]] | None:
    """(first line number, last line number, the re-laid lines) of the table whose dashes are line `at`."""
    top = next((k for k in range(at - 1, max(-1, at - _MAX_HEADER - 2), -1) if _RULE.fullmatch(raw[k])), None)
    if top is None or at - top < 2 or any(not raw[k].strip() for k in range(top + 1, at)):
        return None
    bottom = next((k for k in range(at + 1, min(len(raw), at + _MAX_BODY)) if _RULE.fullmatch(raw[k])), None)
    if bottom is None:
        return None
    if any("*" in x or "\\" in x for x in raw[top:bottom]):
        raw = raw[:top] + [_unmarked(x) for x in raw[top : bottom + 1]]  # pandoc's Markdown: its marks blanked
    starts = _starts(raw[at])
    blocks = _body_blocks(raw, at, bottom)
    read = _roles(_sub_header(raw, blocks, starts, _block_cells(raw[top + 1 : at], starts)))
    if read is None or not blocks:
        return None
    laid = _laid(raw, blocks, starts, read)
    if laid is None:
        return None
    names, columns = read
    counts = [k for k, c in enumerate(columns) if c.kind in PLAIN_LABEL]
    label = next(p.strip() for p in columns[names[0]].label.split("/") if column_of(0, 0, p.strip()).kind == "name")
    header = laid_line(at, " ".join([label, *(PLAIN_LABEL[columns[k].kind] for k in counts)]))
    return top + 1, bottom + 1, [header, *laid]


def _laid(raw: list[str], blocks: list[list[int]], starts: list[int], read: tuple) -> list[Line] | None:
    """Each row's block re-laid as one line (its name, its counts), a cargo's cell merged over rows (left
    blank in the rows under its first) carried down; None when a row cannot be read."""
    names, columns = read
    name = names[0]
    counts = [k for k, c in enumerate(columns) if c.kind in PLAIN_LABEL]
    laid = []
    cargo = group = ""
    for block in blocks:
        cells = _block_cells([raw[k] for k in block], starts)
        if block is blocks[-1] and not cells[name] and _TOTAL.fullmatch(fold(next(filter(None, cells), ""))):
            cells[name] = "Total"  # the TOTAL row, its label in the first column (HTML's colspan)
        if _heading(cells, name, names, block, blocks):
            group = "" if level_heading(laid_line(block[0] + 1, cells[name])) else cells[name]
            continue
        figures = [_count(cells[k]) for k in counts]
        cargo = cells[name] or (cargo if len(names) > 1 and cells[names[1]] else "")
        if not cargo or None in figures or all(f == "-" for f in figures):
            return None
        if any(_count(cells[k]) not in (None, "-") for k, c in enumerate(columns) if c.kind == "words" and k != name):
            return None  # counts under a label the vocabulary does not read
        whole = " – ".join([cargo, *(cells[k] for k in names[1:] if cells[k])])
        if group and not _SUMS.fullmatch(fold(cargo)):
            whole = f"{whole} – {group}"  # the row's group, as a lotação names it
        laid.append(laid_line(block[0] + 1, " ".join([whole, *figures])))
    return laid


def _heading(cells: list[str], name: int, names: list[int], block: list[int], blocks: list[list[int]]) -> bool:
    """A row of words in capitals alone, every other cell blank, rows below it: a group's heading merged
    across the table (a DOCX quadro by unidade, "HOSPITAL REGIONAL DO SERIDÓ – CAICÓ" over its cargos),
    which pandoc prints in the first column. It names the rows under it (up to the next heading) after
    their cargo, "Enfermeiro – HOSPITAL REGIONAL DO SERIDÓ – CAICÓ", as a lotação does, except a level's
    ("NÍVEL SUPERIOR", `name_start.level_heading`), which only parts them; laid as a line of its own, the
    pass could take it for a name's start or a lotação of every row. A name in mixed case with no figures (a cargo over its
    especialidades) is no heading: the table is left to the other rules."""
    if not cells[name] or any(cell for k, cell in enumerate(cells) if k != name) or len(names) > 1:
        return False
    words = [w for w in cells[name].split() if any(ch.isalpha() for ch in w)]
    return block is not blocks[-1] and len(words) >= 2 and cells[name].upper() == cells[name]


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with each pandoc multiline table re-laid as a flat header and one line per row (same list)."""
    if "---" not in text:
        return lines
    raw = raw_lines.raw_lines(text)
    tables = []
    for k, line in enumerate(raw):
        if line[:1] in " -" and "- -" in line and _COLUMNS.fullmatch(line) and (not tables or k + 1 > tables[-1][1]):
            table = _table(raw, k)
            if table is not None:
                tables.append(table)
    if not tables:
        return lines
    out: list[Line] = []
    for line in lines:
        while tables and line.number > tables[0][1]:
            tables.pop(0)
        if not tables or line.number < tables[0][0]:
            out.append(line)
        elif tables[0][2]:  # the table's first line read: its re-laid lines in place of all of its own
            out += tables[0][2]
            tables[0] = (*tables[0][:2], [])
    lines[:] = out
    return lines
