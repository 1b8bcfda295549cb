"""A CSV quadro whose wrapped cells became rows of their own, as Tabula exports a PDF's table.

Tabula (and any extractor that writes a PDF table's text lines as CSV records) gives a cell wrapped over
two lines as two records: the row's code and the first part of its name on one, no counts; the rest of
the name and the counts on the next, its code cell empty; a last line of the name, "(todas as
regionais)", on a record of its own below the counts. The header too spans two records ("Vagas" /
"totais", "Pessoas com" / "deficiência"), and the page's furniture comes as records ("Página 22 de 58",
an empty record, the header repeated on the next page). Read as they are, no record was a row.

`merge` (called by `csv_quadro` on a parsed block) joins them back, before the header is proven:

- the record right under the header with no count nor code in it, words under a label and none under
  the name's, is the header's second line, each cell joined to its label;
- a record whose only cell is a page's number, an empty record, and the header repeated (both its
  records) are the page's furniture, left out;
- a record with a code (under a label "Código"/"Cód.") opens a row; a record with no code continues the
  open row when that row has no counts yet (its name's next part, its counts), and a record of text
  only (no count in any count column) continues the row above it when its name part starts in lower case
  or a bracket, or the name above ends open; with no code column, a name part that ends open ("–", ",",
  "de") with no row open opens the next row;
- the table ends at a record with words in a count column or in the code column (notes, the next
  annex), at a name part that continues nothing ("NOTAS:"), and right after its TOTAL record.

Cells are joined with a space, column by column. A row left with no counts, or a block with no
continued record, leaves the block to `csv_quadro` as parsed. The name column's label is the one a
"/"-part of which names the cargo ("Cargo / Regional") when no label does whole; the code's label is
written "Código" (its cells are codes, never counts).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens

_COUNT = re.compile(r"\d{1,5}|\d{1,3}(?:\.\d{3}){1,3}|[-–—]|CR", re.I)
_BARE = re.compile(r"\d{1,5}")
_CODE = re.compile(r"[A-Z]{0,3}\d{1,6}[A-Z]?")
_PAGE = re.compile(r"p[aá]g(?:ina|\.)?\s*\d{1,4}(?:\s*(?:de|/)\s*\d{1,4})?", re.I)
#: A name that ends open: its next part is on the record below.
_OPEN_END = re.compile(r"(?:[–—,:/-]|\b(?:de|da|do|das|dos|e|em|para))$")
#: A name's part that goes on the one above: lower case or in brackets ("(todas as regionais)").
_GOES_ON = re.compile(r"[(a-zà-ú]")
_TOTAL = re.compile(r"total(?: geral)?")


def _kinds(header: list[str]) -> list[str]:
    """Each label's kind: a count role of `PLAIN_LABEL` ("vagas" for a bare "Vagas"), "name", "code" or
    "text"."""
    out = []
    for label in header:
        folded = fold(label).strip()
        kinds = [k for k in header_tokens(folded) or [] if k not in ("vagas", "imm", "reserva")]
        roles = [k for k in kinds if k in PLAIN_LABEL]
        if folded.startswith("cod"):
            out.append("code")
        elif len(roles) == 1 and set(kinds) == {roles[0]}:
            out.append(roles[0])
        elif header_tokens(folded) and not kinds:
            out.append("vagas")
        elif kinds and set(kinds) == {"name"} or any(header_tokens(p.strip()) == ["name"] for p in folded.split("/")):
            out.append("name")
        else:
            out.append("text")
    return out


def _header_second(header: list[str], record: list[str]) -> bool:
    """`record` is the header's second line: no count nor code in it, words under a label, none under the
    name's."""
    kinds = _kinds(header)
    cells = [c.strip() for c in record]
    if any(_BARE.fullmatch(c) or kind == "code" and _CODE.fullmatch(c) for c, kind in zip(cells, kinds, strict=True)):
        return False
    return any(cells) and all(not c for c, kind in zip(cells, kinds, strict=True) if kind == "name")


def merge(header: list[str], records: list[list[str]], starts: list[int]):
    """(header, records, their line numbers, how many of the records the table took) with wrapped cells
    joined back (see the module's docstring), or None when the block is not this class."""
    if not records or any(len(r) != len(header) for r in records):
        return None
    first_header = [c.strip() for c in header]
    second_header: list[str] | None = None
    at = 0
    if _header_second(header, records[0]):
        second_header = [c.strip() for c in records[0]]
        header = [f"{a.strip()} {b.strip()}".strip() for a, b in zip(header, records[0], strict=True)]
        at = 1
    kinds = _kinds(header)
    counts = [k for k, kind in enumerate(kinds) if kind in PLAIN_LABEL or kind == "vagas"]
    if kinds.count("name") != 1 or len(counts) < 2:
        return None
    name = kinds.index("name")
    code = kinds.index("code") if "code" in kinds else None
    rows: list[tuple[list[str], int, bool]] = []  # cells, line number, counted
    continued = False
    taken = opened = at
    while at < len(records):
        cells = [c.strip() for c in records[at]]
        at += 1
        if not any(cells) or (_PAGE.fullmatch(cells[0]) and not any(cells[1:])):
            taken = at
            continue
        if cells == first_header or (second_header and cells == second_header):
            taken = at
            continue  # the header repeated on the next page
        if any(c and not _COUNT.fullmatch(c) for c in (cells[k] for k in counts)):
            break  # words in a count column: the table has ended
        if code is not None and cells[code] and not _CODE.fullmatch(cells[code]):
            break  # notes, the next annex
        step = _step(rows, cells, starts[at - 1], any(cells[k] for k in counts), (name, code))
        if step == "end":
            break
        opened = at - 1 if step == "opened" else opened
        continued = continued or step == "joined"
        taken = at
        if _TOTAL.fullmatch(fold(cells[name])) or (code is not None and _TOTAL.fullmatch(fold(cells[code]))):
            break
    if rows and not rows[-1][2] and len(rows) > 1:  # a text that opened no row ("NOTAS:"): the table ended
        rows.pop()
        taken = opened
    if not continued or not rows or not all(counted for _, _, counted in rows):
        return None
    header = list(header)
    header[name] = "Cargo"
    if code is not None:
        header[code] = "Código"
    return header, [cells for cells, _, _ in rows], [number for _, number, _ in rows], taken


def _step(rows: list, cells: list[str], number: int, counted: bool, columns: tuple[int, int | None]) -> str:
    """Put a record among the rows: "opened" (a row of its own, no counts yet), "added" (a row with its
    counts), "joined" (to the row above), or "end" (a note after the table: nothing put)."""
    name, code = columns
    open_row = bool(rows) and not rows[-1][2]
    if code is not None and cells[code] or not rows:
        rows.append((cells, number, counted))
        return "added" if counted else "opened"
    if counted and open_row:
        rows[-1] = (_joined(rows[-1][0], cells), number, True)
        return "joined"
    if counted:
        rows.append((cells, number, True))
        return "added"
    if not open_row and _OPEN_END.search(cells[name]) and code is None:
        rows.append((cells, number, False))
        return "opened"
    if not open_row and cells[name] and not _GOES_ON.match(cells[name]) and not _OPEN_END.search(rows[-1][0][name]):
        return "end"  # a line of text that goes on no name
    rows[-1] = (_joined(rows[-1][0], cells), rows[-1][1], rows[-1][2])
    return "joined"


def _joined(row: list[str], cells: list[str]) -> list[str]:
    """A row's cells with a continuing record's joined to them, column by column."""
    return [f"{a} {b}".strip() for a, b in zip(row, cells, strict=True)]
