"""The same Word table as `vmerge_rows` (LibreOffice's PDF: nível, carga and vencimento merged down their
funções, count labels cut in narrow cells, "Subtotal" rows, a "TOTAL GERAL" row), read by pypdf: a cell's
lines in turn, cell after cell, the first lines of cells side by side on one line only where they share a
baseline.

Set 15's t08 as the CLI reads its PDF: the header "Nível Cód" / "igo" / "Função Requisitos Carga" /
"horária" / … / "To" / "tal" / "A" / "m" / "pla" / "Pc" / "D" / "Afr" / "o", no count label whole, so no
stage took the quadro; a block's merged nível cell printed before its first row ("Agente" /
"Universitári" / "o de Nível" / "Superior"), its carga and vencimento after that row's requisito ("40" /
"horas" / "R$" / "5.347,89"), then the row's counts alone ("3 3 0 0"). Read a line at a time, names took
the merged cells' pieces ("Agente", "horas"): phantoms.

Here the header opens with a line naming a code's label, its count labels the last `k` runs of its lines
(`k` the count cells of the quadro's "TOTAL" row), each run joined reading as one count role (the one way
that does: else the quadro stays as printed), a name's and a requisitos' label before them. A row opens
with its code and a capital and closes with its `k` count cells (on its code's line or on one of their
own); the lines between are its name's, its requisito's and the merged cells' pieces, its name the words
after the code up to the word that opens its requisito ("Graduação …", "Ensino …", "Curso …"). Lines
between rows (a merged cell's pieces drawn before its block's first row, the page's foot and head, the
header again) are dropped; a "Subtotal …" line with its cells is kept. Any other line ending in cells, or
a row with no requisito's opening, leaves the quadro as printed. Re-laid as `vmerge_rows` does (its rows in
doubt: where a name ends is read from words). Trigger: "Cód" in the text, a "TOTAL" row ending in cells.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.header import header_columns
from cotacheck.linter.tables.vmerge_rows import (
    _CODE,
    _MOST_PIECES,
    _SUMMARY,
    _name_end,
    _role_label,
    _trailing_cells,
    laid_out,
    total_row,
    total_rows,
)

#: The "TOTAL" row: a label then count cells (searched once).
_TOTAL = re.compile(r"^(?:TOTAL|Total)(?: (?:GERAL|[Gg]eral))?(?: (?:\d{1,4}|[-–—])){2,8}$", re.M)
_CODE_LABEL = re.compile(r"\bcod\w{0,3}\.?(?:\s|$)")
_NAME_LABEL = re.compile(r"\b(?:funcao|funcoes|cargo|cargos)\b")
_REQUISITO_LABEL = re.compile(r"\b(?:requisitos?|escolaridade|habilitacao)\b")
#: A name's first word after its code ("R$", "CR" are none).
_CAPITALISED = re.compile(r"[A-ZÀ-Ý][a-zà-ÿ]")
#: Lines from a header's first to the TOTAL row at most, and a header's lines at most.
_MAX_LINES = 500
_MAX_HEADER = 40
#: Ways of reading the count labels tried at most.
_MOST_WAYS = 16
#: A merged cell's words before a row's code on its line at most.
_LEAD = 3


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid a row a line; `doubts` gets its functions' rows."""
    if not _may_hold(text):
        return lines
    changed: dict[int, str | None] = {}
    totals = total_rows(lines)
    n = 0
    while n < len(lines):
        if _CODE_LABEL.search(lines[n].folded) and len(lines[n].text) < 40:
            end = _quadro(lines, n, changed, doubts, totals)
            if end is not None:
                n = end
        n += 1
    return rewritten(lines, changed)


#: `_TOTAL`'s label: a line it matches opens with one.
_TOTAL_WORD = re.compile(r"TOTAL|Total")


def _may_hold(text: str) -> bool:
    """The trigger: "Cód" in the text, then a "TOTAL" row ending in cells.

    `_TOTAL.search(text)`, tried only where its label opens a line (a match opens at a line's start with it):
    each try is bounded (eight cells at most), and a search over the text tried the pattern at every character."""
    if not ("Cód" in text or "CÓD" in text):
        return False
    for word in _TOTAL_WORD.finditer(text):
        at = word.start()
        if (at == 0 or text[at - 1] == "\n") and _TOTAL.match(text, at):
            return True
    return False


def _quadro(lines: list[Line], h: int, changed: dict[int, str | None], doubts: dict[int, str], totals):
    """Re-lay the quadro whose header opens at line `h` into `changed`; its last line's index, or None."""
    first_row = next((n for n in range(h, min(len(lines), h + _MAX_HEADER)) if _opens_row(lines[n].text)), None)
    found = None if first_row is None else total_row(totals, first_row)
    if found is None or found[0] - h > _MAX_LINES:
        return None
    last, k = found
    header = _header(lines, h, first_row, k)
    if header is None:
        return None
    end, labels = header
    rows = _rows(lines, first_row, last, k, [line.text for line in lines[h:end]])
    if rows is None:
        return None
    words = " ".join(line.folded for line in lines[h:end])
    name_label = "Cargo" if "cargo" in words else "Função"
    laid_out(lines, h, last, [name_label, *labels], rows, changed, doubts)
    return last


def _opens_row(text: str) -> bool:
    """A row's first line: its code and a capital, after a merged cell's piece or two on the same baseline."""
    return _code_at(text.split()) is not None


def _code_at(words: list[str]) -> int | None:
    for i, word in enumerate(words[: _LEAD + 1]):
        if _CODE.fullmatch(word) and i + 1 < len(words) and _CAPITALISED.match(words[i + 1]):
            return i
    return None


def _header(lines: list[Line], h: int, first_row: int, k: int) -> tuple[int, list[str]] | None:
    """The header's end (the index after its last line) and its count labels, or None: the lines from `h`
    ending, at the latest end before `first_row` that reads so, in `k` runs each reading as a count role
    (one way only), a name's and a requisitos' label before them."""
    for end in range(first_row, h + 1, -1):
        tokens = " ".join(line.text for line in lines[h:end]).split()
        found = _runs(tokens, k)
        if found is None:
            continue
        before = fold(" ".join(tokens[: len(tokens) - found[0]]))
        if not (_NAME_LABEL.search(before) and _REQUISITO_LABEL.search(before)):
            return None
        return end, found[1]
    return None


def _runs(tokens: list[str], k: int) -> tuple[int, list[str]] | None:
    """The tokens the last `k` runs of `tokens` take and their labels, each run reading as a count role (its
    pieces glued or spaced): of the ways that do, all reading as the same roles, the shortest ("Tota" / "l
    de" / "vaga" / "s", not "inicia" / "l Tota" …); else None."""
    ways: list[tuple[int, list[str]]] = []

    def walk(end: int, left: int, labels: list[str]) -> None:
        if left == 0:
            ways.append((len(tokens) - end, labels))
            return
        for start in range(end - 1, max(-1, end - 1 - _MOST_PIECES), -1):
            label = _role_label(tuple(tokens[start:end]))
            if label is not None and len(ways) < _MOST_WAYS:
                walk(start, left - 1, [label, *labels])

    walk(len(tokens), k, [])
    roles = {tuple(header_columns(fold(" ".join(labels))) or ()) for _, labels in ways}
    return min(ways, key=lambda way: way[0]) if len(roles) == 1 and len(ways) < _MOST_WAYS else None


def _rows(lines: list[Line], first: int, last: int, k: int, header: list[str]):
    """The rows from `first` to the "TOTAL" row `last` as (index, name, cells, a function's), or None."""
    rows, open_, skip = [], None, 0
    for n in range(first, last + 1):
        text = lines[n].text.strip()
        if skip:
            skip -= 1
            continue
        if text == header[0] and open_ is None:
            skip = len(header) - 1  # the header again after a page break
            continue
        tokens = text.split()
        cells = _trailing_cells(tokens)
        if _opens_row(text) and (open_ is None or (cells < k and _code_at(tokens) == 0)):
            if open_ is not None:
                return None  # a row opening before the one above closed
            open_ = (n, [])
        if open_ is not None:
            ended = cells >= k
            words = tokens[: len(tokens) - k] if ended else tokens
            open_[1].extend(words[_code_at(words) + 1 :] if n == open_[0] else words)
            if ended:
                end = _name_end(open_[1])
                if end is None:
                    return None
                rows.append((open_[0], " ".join(open_[1][:end]), tokens[len(tokens) - k :], True))
                open_ = None
            continue
        if cells >= k:
            if not _SUMMARY.match(fold(" ".join(tokens[: len(tokens) - k]))) or cells == len(tokens):
                return None
            rows.append((n, " ".join(tokens[: len(tokens) - k]), tokens[len(tokens) - k :], False))
    if open_ is not None or sum(r[3] for r in rows) < 2:
        return None
    return rows
