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
count cells side by side or more (a dash one) are the pages' rows (one more where a Total label closes the
codes: its row, bare or under its label again; a lone "Total" there that no such row follows is a header's
label); past the first such page, one code alone makes a page too, and lines each a named code followed by
its cells ("E-101 00 02 00 Sim 40 horas": a page the reader laid out by position) a page of their own. The
code lines and those rows are left out of the reading; where `code_overflow_pairs` pairs them with the
names' rows by code they are re-laid there, else a note says the quadro is not read. Anything else is left
as it was.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, furniture, in_place_of, rewritten
from cotacheck.linter.tables.code_overflow_pairs import Page, labelled, paired

_KEY_LABELS = frozenset(("codigo", "cod.", "cod", "codigo do cargo", "cod. cargo", "item"))
_CODE = re.compile(r"[A-Z]{1,3}[-.]?\d{1,4}|\d{2,4}")
_CELL = re.compile(r"\d{1,3}|[-–—]")
_TOTAL = re.compile(r"total(?: geral)?:?|totais")
_PAGE = re.compile(r"\bpag(?:ina|\.)?\s?\d{1,4}\s?(?:de|/)\s?\d{1,4}\b")
#: How far below its codes a page's rows may begin (header lines, wrapped labels, a footer).
_REACH = 80
#: A line longer than this is prose, no row.
_LONGEST = 240
#: Lines after the last page's rows that may hold its wrapped labels.
_AFTER = 20
_NOTE = re.compile(r"observac|obs\b|nota\b|fonte\b|\*")
_STOP = re.compile(r"anexo\b|\d{1,2}(?:\.\d{1,2})*\.?\s+[a-z]")

NOT_READ = "quadro impresso em páginas separadas (códigos e nomes numa, vagas noutra)"


def relay(lines: list[Line], text: str, doubts: dict[int, str] | None = None) -> list[Line]:
    """`lines` (the same list) with each proven page of codes and their rows left out, and a note; where
    the pages pair with the names' rows by code (`code_overflow_pairs`), those rows re-laid with their
    counts, `doubts` getting them where their columns' roles are not proven."""
    if "Código\n" not in text and "CÓDIGO\n" not in text and "Item\n" not in text and "Cód.\n" not in text:
        return lines
    named = _named_codes(lines)
    pages: list[Page] = []
    n = 0
    while n < len(lines):
        if lines[n].folded.strip() not in _KEY_LABELS:
            n += 1
            continue
        found = _page(lines, n, named, 1 if pages else 2)
        if found is None:
            n += 1
            continue
        pages.append(found)
        n = found.rows[-1] + 1
    if not pages:
        return lines
    pages = sorted(pages + _inline_pages(lines, pages, named), key=lambda page: page.codes[0])
    left_out = dict.fromkeys(lines[k].number for page in pages for k in page.codes + page.rows)
    laid = _paired(lines, text, pages, doubts)
    rewritten(lines, left_out)
    if laid is not None:
        return in_place_of(lines, [laid])
    notes = [lines[pages[0].label].number]
    if hasattr(lines, "omitted"):
        what = (
            f"{NOT_READ}: as linhas de vagas sob os códigos (a partir da linha {notes[0]}) não foram lidas; "
            "o papel de cada coluna não é provado pelo cabeçalho; confira o quadro"
        )
        lines.omitted.append({"kind": "note", "line": notes[0], "what": what})
    return lines


def _inline_pages(lines: list[Line], pages: list[Page], named: dict[str, int]) -> list[Page]:
    """Pages of the same passes read by position (a page with text off its edge is read so): each row on
    its code's line ("E-101 00 02 00 Sim 40 horas"), a code named above, its cells right after it; two rows
    a page at least, looked for only past the first page found alone under its label."""
    taken = {k for page in pages for k in page.codes + page.rows}
    found: list[Page] = []
    run: list[int] = []
    for k in range(pages[0].label, len(lines) + 1):
        if k < len(lines) and k not in taken and _inline_row(lines[k], named):
            run.append(k)
            continue
        if len(run) >= 2:
            found.append(Page(run[0], run, run, False, inline=True))
        run = []
    return found


def _inline_row(line: Line, named: dict[str, int]) -> bool:
    code, _, rest = line.text.partition(" ")
    first = rest.partition(" ")[0]
    return bool(_CELL.fullmatch(first)) and named.get(code, line.number) < line.number and _is_row(line, False)


def _paired(lines: list[Line], text: str, pages: list[Page], doubts: dict[int, str] | None):
    """The names' rows re-laid with the pages' counts (`code_overflow_pairs.paired`), else None."""
    if doubts is None:
        return None
    skip = furniture(lines)
    for page, after in zip(pages, pages[1:]):  # a page's lines end at the next page's furniture
        page.end = page.rows[-1] + 1
        while page.end < after.label and not _page_edge(lines[page.end], skip):
            page.end += 1
    last = pages[-1]
    last.end = last.rows[-1] + 1
    while last.end < len(lines) and last.end - last.rows[-1] <= _AFTER and not _stop(lines[last.end], skip):
        last.end += 1
    return paired(lines, text, pages, skip, doubts)


def _stop(line: Line, skip: set[int]) -> bool:
    """A line past the last page's wrapped labels: a heading, an annex's title, a figure not the page's
    (a label's, "Reserva – Lei nº 15.142/2025", apart)."""
    folded = line.folded.strip()
    figure = line.number not in skip and any(ch.isdigit() for ch in folded) and not labelled(line.text)
    return bool(_STOP.match(folded)) or figure or _page_edge(line, skip)


def _page_edge(line: Line, skip: set[int]) -> bool:
    """A page's footer or running title (the sheet's note under the rows, repeated too, apart)."""
    return line.number in skip and not _NOTE.match(line.folded)


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
    run = longest = 0
    for token in line.text.split():  # two count cells side by side at least (a title's dashes apart)
        run = run + 1 if _CELL.fullmatch(token) else 0
        longest = max(longest, run)
    return longest >= 2


def _page(lines: list[Line], n: int, named: dict[str, int], least: int) -> Page | None:
    """The code lines under the label at `n` and the rows below them, when proven: `least` rows at least
    (one on a page after others proven)."""
    heading = lines[n].number
    codes: list[int] = []
    k = n + 1
    while k < len(lines) and _CODE.fullmatch(code := lines[k].text.strip()):
        if named.get(code, heading) >= heading:
            return None
        codes.append(k)
        k += 1
    total = bool(codes) and k < len(lines) and _TOTAL.fullmatch(lines[k].folded.strip()) is not None
    # the Total row's label in the code column (its cells the page's last row), else a header's "Total"
    return (total and _rows(lines, n, codes, k, True, least)) or _rows(lines, n, codes, k, False, least)


def _rows(lines: list[Line], n: int, codes: list[int], k: int, total: bool, least: int) -> Page | None:
    """The page of the codes under the label at `n`, its rows found from `k` on (one more, the last,
    with `total`), else None."""
    wanted = len(codes) + total
    if wanted < least or not codes:
        return None
    rows: list[int] = []
    end = min(len(lines), k + _REACH + wanted)
    while k < end and len(rows) < wanted:
        if _CODE.fullmatch(lines[k].text.strip()):
            return None  # another code column before the rows: not this page's
        if _is_row(lines[k], total):
            rows.append(k)
        k += 1
    return Page(n, codes, rows, total) if len(rows) == wanted else None
