"""A page break inside a table laid out by spaces: the page's foot and the next page's head between its rows.

A layout-preserving extraction (`pdftotext -layout`) prints a quadro that runs onto the next page with the
page's furniture amid its rows: the footer ("Publicado no DOE nº 12.345 … Página 36 de 112", an
authentication code, a rule), the form feed, the next page's letterhead ("Nº 12.345 – DIÁRIO OFICIAL …
37", "TRIBUNAL REGIONAL …") and, often, the header repeated in short ("VRN  VRPD  VAC  TV  Cód.  Cargo").
Read as text, those lines end the table (its rows after the break are lost) or go on a name wrapped below
its counts ("Especialista … – 4 1 1 6" / [footer] / "Serviço Social": the footer's words became the
cargo's name).

Around each page break (a form feed, or a line naming its page: "Página 2 de 38"), the lines between the
table's last line above and its first line below are taken for furniture when the rows on both sides
stand in the same columns: the last row above and the first row below have as many count cells, each over
the other's. A table's line is a row (two count cells or more, beside text) or a line of its name column
alone (one run of words where a row's text starts, clear of its counts: a name wrapped below or above its
counts); the furniture's lines are blank or reach across the columns. The block is refused (nothing
dropped) when one of its lines is a sentence (it ends in ".", ":" or ";": a note or the text after the
table), when it holds more than `_MAX_LINES` lines of text, or when a line of it names count columns the
vocabulary reads (a new table's header; a header of abbreviations only, as repeated after the break, must
stand over the rows' cells one to one). `layout_grid` reads its grid past those lines, and the
line-by-line pass skips them as page furniture.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold, normalise
from cotacheck.linter.tables.header import COUNT_TOKENS, labels
from cotacheck.linter.tables.layout_header import MARKS, overlap, segments

_COUNT = re.compile(rf"(?:\d{{1,5}}|\d{{1,3}}(?:\.\d{{3}}){{1,3}}|[-–—]{{1,3}}|CR|C\.R\.)[{MARKS}]*", re.I)
_DIGITS = re.compile(r"\d+")
_PAGE = re.compile(r"\bp[aá]g(?:ina|\.)\s?\d{1,4}\b", re.I)
_SENTENCE_END = (".", ":", ";")
#: Lines of text a page's foot and the next page's head hold together (a DOE prints two and two).
_MAX_LINES = 8
#: How far from the break the table's last row above (past its name's wrapped lines) and first row below
#: may stand.
_REACH = 12

#: The last text's answer, kept while it is read (`layout_grid` and `read` both ask), let go by `forget`.
_last: tuple[str, frozenset[int]] | None = None


def _pieces(raw: str) -> list[tuple[int, int, bool]]:
    """(start, end, is a count cell) of a line's cells, a run of count cells split into its tokens."""
    found = []
    for x0, x1, text in segments(normalise(raw)):
        tokens = text.split(" ")
        if len(tokens) > 1 and all(_COUNT.fullmatch(t) for t in tokens):
            found += [(x0 + m.start(), x0 + m.end(), True) for m in re.finditer(r"\S+", text)]
        else:
            found.append((x0, x1, bool(_COUNT.fullmatch(text))))
    return found


def _row(raw: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]] | None:
    """(count cells, text cells) of a table row: two count cells or more, beside text."""
    pieces = _pieces(raw)
    counts = [(x0, x1) for x0, x1, count in pieces if count]
    texts = [(x0, x1) for x0, x1, count in pieces if not count]
    return (counts, texts) if len(counts) >= 2 and texts else None


def _counts_alone(raw: str) -> bool:
    """A row's count cells without its text (two figures at least): no page's foot or head holds one, but a
    groff table's row whose names pypdf gives on the lines after it does ("5 1 2 8" / "Analista" / …)."""
    pieces = _pieces(raw)
    return bool(pieces) and all(count for _, _, count in pieces) and len(_DIGITS.findall(raw)) >= 2


def _same_columns(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> bool:
    return len(a) == len(b) and all(overlap(a0 - 1, a1 + 1, b0, b1) > 0 for (a0, a1), (b0, b1) in zip(a, b))


def _name_line(raw: str, row: tuple) -> bool:
    """Runs of words each where one of the row's text cells starts, clear of its counts: a name's wrapped
    line, its requisitos' beside it at times (a letterhead is centred on the page)."""
    found = segments(normalise(raw))
    if not found or len(found) > 3 or _PAGE.search(raw):
        return False
    counts, texts = row
    return all(
        any(abs(x0 - t0) <= 2 for t0, _ in texts) and not any(overlap(x0, x1, c0 - 1, c1 + 1) > 0 for c0, c1 in counts)
        for x0, x1, _ in found
    )


def _repeated_header(raw: str, row: tuple) -> bool:
    """A header line over the rows' cells one to one (the header repeated after the break)."""
    found = segments(normalise(raw))
    cells = sorted(row[0] + row[1])
    return len(found) == len(cells) and all(
        overlap(x0 - 1, x1 + 1, c0, c1) > 0 for (x0, x1, _), (c0, c1) in zip(found, cells)
    )


def _breaks(text: str, raw: list[str]) -> list[int]:
    """Indexes of the lines where a page breaks: a form feed's, or a line naming its page."""
    found = []
    if "\f" in text:  # each page's lines counted once (a form feed ends a line as "\n" does)
        line = 0
        for page in text.replace("\r\n", "\n").replace("\r", "\n").split("\f")[:-1]:
            line += page.count("\n")
            found.append(line)
            line += 1
    found += [k for k, line in enumerate(raw) if ("gina" in line or "g." in line) and _PAGE.search(line)]
    return sorted(set(found))


def _block(raw: list[str], at: int) -> tuple[int, int] | None:
    """(first, last) index of the furniture around the break at line `at`, inside one table; else None."""
    top = next((k for k in range(at, max(-1, at - _REACH), -1) if _row(raw[k])), None)
    if top is None:
        return None
    row = _row(raw[top])
    first = top + 1
    while first < at and _name_line(raw[first], row):
        first += 1  # the last row's name wrapped below its counts, right before the page's foot
    below = next((k for k in range(at + 1, min(len(raw), at + _REACH)) if _resumes(raw, k, row)), None)
    if below is None or any(_row(raw[k]) or _counts_alone(raw[k]) for k in range(first, below)):
        return None
    said = [raw[k].strip() for k in range(first, below) if raw[k].strip()]
    if not said or len(said) > _MAX_LINES or any(line.endswith(_SENTENCE_END) for line in said):
        return None  # a note or the text after the table, not a page's furniture
    for k in range(first, below):
        counted = {kind for kind, _, _ in labels(fold(raw[k]))} & COUNT_TOKENS
        if counted and not _repeated_header(raw[k], row):
            return None  # a new table's header
    return first, below - 1


def _resumes(raw: list[str], k: int, row: tuple) -> bool:
    """The table goes on at line `k`: a row in the columns of `row`, or a name's lines (at most 3, a name
    wrapped above its counts or the end of the name cut by the break) right above one."""
    ahead = k
    while ahead < len(raw) and ahead - k < 3 and _name_line(raw[ahead], row):
        ahead += 1
    found = _row(raw[ahead]) if ahead < len(raw) else None
    return found is not None and _same_columns(found[0], row[0])


def inside_tables(text: str, raw: list[str]) -> frozenset[int]:
    """Numbers of the lines of page furniture between a table's rows (`raw`: the text's lines as printed)."""
    global _last
    if _last is not None and _last[0] is text:
        return _last[1]
    found: set[int] = set()
    if "   " in text:
        for at in _breaks(text, raw):
            if at + 1 in found:
                continue
            block = _block(raw, at)
            if block is not None:
                found.update(range(block[0] + 1, block[1] + 2))
    _last = (text, frozenset(found))
    return _last[1]


def forget() -> None:
    """Let the last text go once it is read: kept, it stayed through the checks and after (the whole edital,
    beside a long table's report)."""
    global _last
    _last = None


#: Lines a page's furniture (its foot, the next page's head) may take between a table and its part on the
#: next page.
_PAGE_TURN = 6


def continued(grids: list[tuple[int, int, list]]) -> None:
    """`layout_grid`'s grids (first line number, last line number, re-laid lines), the header left out of a
    grid that goes on the grid before it on the next page: the same header printed again within `_PAGE_TURN`
    lines of its last row, so the pass reads one table (its TOTAL row, on the last page, the sum of all its
    rows); the page's furniture between them dropped with it."""
    for k in range(1, len(grids)):
        (_, end, before), (first, last, laid) = grids[k - 1], grids[k]
        if before and laid and first - end <= _PAGE_TURN and laid[0].text == before[0].text and len(laid) > 1:
            grids[k] = (end + 1, last, laid[1:])  # the furniture between the parts dropped with the header
