"""A row that opens with its option code, its text cells' lines, then its count cells alone on a line.

FCC's quadro (a Word table printed by LibreOffice, read by pypdf): "C04 Analista Judiciário – Área Apoio" /
"Especializado – Especialidade" / "Desenvolvimento de Sistemas" / "Diploma de curso de nível superior" /
"na área de Tecnologia da" / … / "03 – 01", under "Código de Opção | Cargo/Área/Especialidade |
Escolaridade/Pré-Requisitos | Total de Vagas | Vagas reservadas a PcD(1) | … Negros(2)", level headings
("NÍVEL SUPERIOR") between the rows and footnote marks in the cells ("01(3)", "CR(*)"). pypdf gives each
cell's lines in turn, so the counts come on a line of their own after the name's and the requisitos'
lines; read a line at a time, the rows past the second were lost among their text lines.

Each row is proven by its code: a line opening with a code ("C01", "D07", "101") starts it, and it runs to
the next line of count cells alone (two or more: counts, dashes, "CR", each with a note's mark or none),
over lines of words only (no code opening them, no cells ending them, at most `_MAX_TEXT`); right after
the counts comes the next row's code, a heading in capitals, a blank line or the table's end. A run of two
rows or more, under a header naming two count labels or more within `_HEADER_REACH` lines, is re-laid a
row a line: its lines joined, its cells after them (marks dropped), numbered as its code's line, so the
pass reads a flat table and confirms it only by its arithmetic. Where the header names a text column
between the name and the counts (requisitos), the name's lines and that cell's are one run of words (the
first requisito line printed on the name's when the name takes one line): where the name ends is not in
the text, and those rows stay uncertain with the reason; where the requisito opens as one does ("Ensino
…", "Curso …", "Alfabetizado": a câmara's Writer quadro read by `pdftotext -raw`, its requisito, long
atribuições, jornada and vencimento between the name and the counts), the name is cut before it and the
text cells left out (a name of fifty words was dropped as a sentence), the row still uncertain. A run goes
on over a page break where a page's marker and the header repeated stand before the next code. Trigger: a line opening with a code followed by
a capital (a pattern mapped over the lines), then a line of cells alone within `_MAX_TEXT` lines.
"""

from __future__ import annotations

import re
from itertools import compress, count

from cotacheck.linter.read.text import Line, laid_line, spliced
from cotacheck.linter.tables.header import COUNT_KINDS, labels
from cotacheck.linter.tables.requisito_span import DOUBT as REQUISITO_DOUBT
from cotacheck.linter.tables.requisito_span import _name_end
from cotacheck.linter.tables.span_before_text import DOUBT

#: A line of cells alone opening with a count, searched in the text once (a literal first: fast).
_CELLS_LINE = re.compile(r"\n\d{1,4}\S{0,4} (?:\d{1,4}|[-–—])[^\n]{0,40}\n")
#: A code line, at most 23 lines (of up to 80 characters), then a line of cells opening with a count: the
#: rows this stage reads, searched in the text once where a line of cells is.
_CODE_THEN_CELLS = re.compile(
    r"\n(?:[A-Z]{1,3}-?\d{1,3}|\d{2,4}) [A-ZÀ-Ú][^\n]{0,80}\n(?:[^\n]{1,80}\n){0,23}"
    r"\d{1,4}\S{0,4} (?:\d{1,4}|[-–—])\S{0,4}(?: (?:\d{1,4}|[-–—]|CR)\S{0,4}){0,6}\n"
)
_OPENS_WITH_CODE = re.compile(r"(?:[A-Z]{1,3}-?\d{1,3}|\d{2,4})\s[A-ZÀ-Ú]").match
#: A count cell and its note's mark, if any ("01(3)", "CR(*)", "02¹").
_CELL = re.compile(r"(?:\d{1,4}|[-–—]|CR)(?:\(\d\)|\(\*{1,2}\)|\*{1,2}|[¹²³⁴⁵⁶⁷⁸⁹])?")
_MARK = re.compile(r"\(\d\)|\(\*{1,2}\)|\*{1,2}|[¹²³⁴⁵⁶⁷⁸⁹]")
#: Two count cells ending a line: a row's own counts (a name wrapped after its dash ends in one dash).
_ENDS_WITH_CELLS = re.compile(r"\s(?:\d{1,4}|[-–—])\s(?:\d{1,4}|[-–—])$")
#: A row's text lines: a name and its requisitos wrapped in narrow cells, a paragraph of atribuições (a
#: câmara's Writer quadro: up to 20 lines of text cells before its counts).
_MAX_TEXT = 24
_HEADER_REACH = 16
#: A page's number in its head or foot ("Edital nº 01/2026 – Página 6", "Página 2 de 9").
_PAGE = re.compile(r"\bpagina \d")
_MIN_ROWS = 2


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such run of rows re-laid a row a line; `doubts` gets the rows
    whose name runs into a requisitos cell (`text`, the edital's, for the trigger)."""
    if _CELLS_LINE.search(text) is None or _CODE_THEN_CELLS.search(text) is None:
        return lines
    codes = list(compress(count(), map(_OPENS_WITH_CODE, map(_text, lines))))
    if len(codes) < _MIN_ROWS:
        return lines
    changes: list[tuple[int, int, list[Line]]] = []
    done = -1
    for start in codes:
        if start <= done:
            continue
        run = _run(lines, start)
        while run and (more := _next_page(lines, run[-1][1] + 1)) and (page := _run(lines, more)):
            run += page  # the table goes on under its header repeated after a page break
        if len(run) < _MIN_ROWS:
            continue
        header = header_above(lines, start)
        if header is None:
            continue
        done = run[-1][1]
        for first, cells in run:
            changes.append((first, cells - first + 1, [_laid(lines, first, cells, header, doubts)]))
    return spliced(lines, changes) if changes else lines


def _laid(lines: list[Line], first: int, cells: int, header: bool, doubts: dict[int, str]) -> Line:
    """The row from its code's line `first` to its cells' line `cells`, as one line: its text lines joined,
    its cells after them. Under a header naming a text column before the counts, the name is cut before
    the word that opens the requisito ("Ensino …", "Curso …": `requisito_span`), the cells after it
    (requisitos, atribuições, jornada, vencimento: long text a name would swallow) left out; the row is
    doubted either way, the reason saying where the name ends was read from words or is not given."""
    number = lines[first].number
    text = " ".join(line.text.strip() for line in lines[first:cells])
    counts = _MARK.sub("", lines[cells].text).strip()
    if not header:
        return laid_line(number, f"{text} {counts}")
    words = text.split()
    end = _name_end(words)
    if end is None:
        doubts.setdefault(number, DOUBT)
        return laid_line(number, f"{text} {counts}")
    short = text if len(text) <= 60 else text[:57] + "…"
    doubts.setdefault(number, REQUISITO_DOUBT.format(line=number, text=short))
    return laid_line(number, " ".join([*words[:end], counts]))


def _text(line: Line) -> str:
    return line.text


def _cells_alone(text: str) -> bool:
    tokens = text.split()
    return len(tokens) >= 2 and all(_CELL.fullmatch(token) for token in tokens)


def _row(lines: list[Line], first: int) -> int | None:
    """The index of the row's line of cells alone, the row opening with its code at `first`, or None."""
    for k in range(first + 1, min(len(lines), first + 1 + _MAX_TEXT)):
        text = lines[k].text.strip()
        if _cells_alone(text):
            return k
        if not text or _OPENS_WITH_CODE(text) or _ENDS_WITH_CELLS.search(text):
            return None
    return None


def _heading(text: str) -> bool:
    """A heading in capitals between the rows ("NÍVEL SUPERIOR")."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters) and len(text.split()) <= 6


def _run(lines: list[Line], start: int) -> list[tuple[int, int]]:
    """The rows (code line, cells line) from `start` on, each followed by the next one's code or a heading."""
    rows = []
    first = start
    while first < len(lines) and _OPENS_WITH_CODE(lines[first].text):
        cells = _row(lines, first)
        if cells is None:
            break
        rows.append((first, cells))
        first = cells + 1
        while first < len(lines) and _heading(lines[first].text):
            first += 1
    return rows


def _next_page(lines: list[Line], after: int) -> int | None:
    """The index of the row opening the table's next page: the first code line within `_HEADER_REACH` lines
    after index `after`, the lines before it a page's marker ("Página 6") and a header naming two count
    labels or more; None when there is none."""
    for k in range(after, min(len(lines), after + _HEADER_REACH)):
        if _OPENS_WITH_CODE(lines[k].text):
            marks = [n for n in range(after, k) if _PAGE.search(lines[n].folded)]
            return k if marks and header_above(lines, k, marks[-1]) is not None else None
    return None


def header_above(lines: list[Line], start: int, top: int = 0) -> bool | None:
    """None without a header naming two count labels or more within reach above the first row (and below
    index `top`: a page's marker); else whether it names a text column between the name and the counts
    (requisitos, escolaridade)."""
    block = " ".join(line.folded for line in lines[max(top, start - _HEADER_REACH) : start])
    found = list(labels(block))
    counted = [n for n, (kind, _, _) in enumerate(found) if kind in COUNT_KINDS]
    if len(counted) < 2:
        return None
    # the last name label with two count labels after it: prose above the header may hold a label's word
    # ("… www.x.pi.gov.br", "… aos candidatos negros") before it
    name = next((n for n in range(counted[-2] - 1, -1, -1) if found[n][0] == "name"), None)
    if name is None:
        return None
    first_count = next(n for n in counted if n > name)
    return any(kind == "ignore" for kind, _, _ in found[name + 1 : first_count])
