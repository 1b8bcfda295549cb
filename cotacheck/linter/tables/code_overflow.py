"""A sheet wider than its page: the count columns printed on later pages, only the code column repeated.

LibreOffice Calc prints a sheet too wide for the page across as many pages as it takes, its "columns to
repeat" (the code) at the left of each: the first pages hold the codes with their names and requisitos
("E-101 Administrador E Curso superior em …"), the later ones the codes again, one a line under their
"Código" label ("Código" / "E-101" / "E-102" / …), then the other columns' header and rows with no code nor
name ("Administrativo Reitoria (Afogados da Ingazeira) R$ 4.967,04 03 01 00", "00 02 00 Sim 40 horas"),
pypdf giving the code column's cells before the rest of the page. Read line by line, each such row was a
cargo named by its ambiente or its lotação: phantoms, the real cargos unread.

Such a page is proven when, under a line holding only a code label, two codes or more stand a line each
(or one over the Total row's label),
every one of them opening a named line above (the names' page), and the first as many lines below with two
count cells or more (a dash one) are the pages' rows (one more where a Total label closes the codes: its
row, bare or under its label again): the code lines and those rows are left out of the
reading, with a note saying the quadro is not read (which of the rows' cells is which role the header,
printed cell by cell out of order, does not prove). Anything else is left as it was.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, rewritten

_KEY_LABELS = frozenset(("codigo", "cod.", "cod", "codigo do cargo", "cod. cargo", "item"))
_CODE = re.compile(r"[A-Z]{1,3}[-.]?\d{1,4}|\d{2,4}")
_CELL = re.compile(r"\d{1,3}|[-–—]")
_TOTAL = re.compile(r"total(?: geral)?:?|totais")
_PAGE = re.compile(r"\bpag(?:ina|\.)?\s?\d{1,4}\s?(?:de|/)\s?\d{1,4}\b")
#: How far below its codes a page's rows may begin (header lines, wrapped labels, a footer).
_REACH = 80
#: A line longer than this is prose, no row.
_LONGEST = 240

NOT_READ = "quadro impresso em páginas separadas (códigos e nomes numa, vagas noutra)"


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each proven page of codes and their rows left out, and a note."""
    if "Código\n" not in text and "CÓDIGO\n" not in text and "Item\n" not in text and "Cód.\n" not in text:
        return lines
    named = _named_codes(lines)
    left_out: dict[int, None] = {}
    notes: list[int] = []
    n = 0
    while n < len(lines):
        if lines[n].folded.strip() not in _KEY_LABELS:
            n += 1
            continue
        found = _page(lines, n, named)
        if found is None:
            n += 1
            continue
        left_out.update(dict.fromkeys(found))
        notes.append(lines[n].number)
        n = next(k for k in range(n, len(lines)) if lines[k].number == max(found)) + 1
    if not notes:
        return lines
    rewritten(lines, left_out)
    if hasattr(lines, "omitted"):
        what = (
            f"{NOT_READ}: as linhas de vagas sob os códigos (a partir da linha {notes[0]}) não foram lidas; "
            "o papel de cada coluna não é provado pelo cabeçalho; confira o quadro"
        )
        lines.omitted.append({"kind": "note", "line": notes[0], "what": what})
    return lines


def _named_codes(lines: list[Line]) -> dict[str, int]:
    """Each code that opens a line with words after it ("E-101 Administrador …") → that line's number."""
    named: dict[str, int] = {}
    for line in lines:
        head, _, rest = line.text.strip().partition(" ")
        if rest and _CODE.fullmatch(head) and any(c.isalpha() for c in rest[:40]):
            named.setdefault(head, line.number)
    return named


def _is_row(line: Line, total: bool) -> bool:
    folded = line.folded
    if len(folded) > _LONGEST or (folded.startswith("total") and not total) or _PAGE.search(folded):
        return False
    return sum(1 for token in line.text.split() if _CELL.fullmatch(token)) >= 2


def _page(lines: list[Line], n: int, named: dict[str, int]) -> list[int] | None:
    """The numbers of the code lines under the label at `n` and of the rows below them, when proven."""
    heading = lines[n].number
    codes: list[int] = []
    k = n + 1
    while k < len(lines) and _CODE.fullmatch(code := lines[k].text.strip()):
        if named.get(code, heading) >= heading:
            return None
        codes.append(lines[k].number)
        k += 1
    wanted = len(codes)
    if codes and k < len(lines) and _TOTAL.fullmatch(lines[k].folded.strip()):
        wanted += 1  # the Total row's label in the code column: its cells are the page's last row
    if wanted < 2:
        return None
    rows: list[int] = []
    end = min(len(lines), k + _REACH + wanted)
    while k < end and len(rows) < wanted:
        if _CODE.fullmatch(lines[k].text.strip()):
            return None  # another code column before the rows: not this page's
        if _is_row(lines[k], wanted > len(codes)):
            rows.append(lines[k].number)
        k += 1
    return codes + rows if len(rows) == wanted else None
