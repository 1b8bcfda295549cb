"""A header row's wrapped cells as pypdf prints them: a line of every cell's first line, then a line of the
tails of those that wrap.

LibreOffice lays a header row's cells side by side, each label wrapped in its own cell; pypdf's plain text
reads the row line by line across the cells: "Ampla Pessoas com Negros Total" / "concorrência deficiência"
(Cebraspe's quadro under "Cargo/área Vagas"). Neither line is a header alone ("Pessoas com" names nothing,
"concorrência deficiência" names no column), so the table opened under "Cargo/área Vagas" read its total
alone, and the pieces went into the first cargo's name. When the row breaks across a page, the page's foot
and the next page's head stand between the two lines ("1" / "AGÊNCIA NACIONAL …" / "EDITAL Nº 1 …").

The two lines are paired (the tails' line only words a label holds) as `header_pair` pairs any labels wrapped side by side (each top cell takes none or
the next pieces of the line below, every joined label one column of the vocabulary), and the reading is
taken only when the rows below prove it (`header_pair._chosen`: one reading whose count columns match every
row's count cells and whose sums close), no tail going on the name's or a text column's label (a row's
name under a header of its own, "CARGO AMPLA CONC. NEGROS* TOTAL DE VAGAS" / "Cadete BM – Oficial"), the
rows' count cells read on their own line too (a name wrapped
above its counts, "Cargo 1: Especialista … e" / "Fiscalização de Transportes" / "15 1 4 20"). Between the two
lines, up to `_FURNITURE` lines of a page's furniture are passed over: a page number alone ("1", "Página 2
de 5") or a line printed above the header already, not label words only (a running head repeats the
first page's top lines, or the edital's own head in a gazette). The pair
is re-laid, before the stages that read a header with the rows under it (`span_after_row`, `cells_below_name`), as the one
header line it makes, numbered as its first line; the furniture between is dropped. A header laid out by
spaces (`pdftotext -layout`) is `layout_header`'s, which reads its labels by where they stand. Tried only on a short,
digit-free line over a short line, holding a word of a count label (plain substrings), then on its labels.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_line
from cotacheck.linter.read.text import Line, fold, laid_line, spliced
from cotacheck.linter.tables import header_pair
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import COUNT_TOKENS, labels
from cotacheck.linter.tables.label_words import LABEL_WORDS

_TOP_CHARS = 90
_TAIL_CHARS = 70
_FURNITURE = 4
_ROWS = 12
#: A page number alone ("1", "- 2 -", "Página 2 de 5", "2/5").
_PAGE = re.compile(
    r"^(?:-\s?)?\d{1,3}(?:\s?-)?$|^p[aá]g(?:ina|\.)?\s?\d{1,4}(?:\s?(?:de|/)\s?\d{1,4})?$|^\d{1,3}\s?/\s?\d{1,3}$"
)
_SENTENCE_END = re.compile(r"[.;:]\s*$")


_DIGIT = re.compile(r"\d")
_MARK = re.compile(r"[*¹²³⁴⁵⁶⁷⁸⁹]{1,3}|r\$")


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each pair of a header row's first lines and tails joined into the one
    header line they make, numbered as the first, the page's furniture between them dropped."""
    changes: list[tuple[int, int, list[Line]]] = []
    firsts: dict[str, int] = {}
    sizes = [len(line.text) for line in lines]
    for i in [i for i, size in enumerate(sizes[:-1]) if size <= _TOP_CHARS and sizes[i + 1] <= _TAIL_CHARS]:
        f = lines[i].folded  # a word of a count label, as plain substrings: the cheap test before any pattern
        if not ("total" in f or "ampla" in f or "negr" in f or "pcd" in f or "defici" in f or "pard" in f):
            continue
        if (changes and i < changes[-1][0] + changes[-1][1]) or _DIGIT.search(f):
            continue
        found = join(lines, i, firsts)
        if found is not None and not _laid_out(text, lines[i].number):
            changes.append((i, found[1], [found[0]]))
    return spliced(lines, changes) if changes else lines


_LAID_OUT = re.compile(r"\S {2,}\S")


def _laid_out(text: str, number: int) -> bool:
    """Whether the edital's own line `number` parts its labels by runs of spaces (`pdftotext -layout`)."""
    raw = raw_line(text, number)  # numbered as `split_lines` (a page break "\f" ends a line too)
    return raw is not None and _LAID_OUT.search(raw) is not None


def join(lines: list[Line], i: int, firsts: dict[str, int]) -> tuple[Line, int] | None:
    """The header line the cells' first lines at `lines[i]` and their tails below make, and how many lines
    it took (the furniture between included); None when the lines are no such pair or the rows below do
    not prove the one reading."""
    top = lines[i]
    j = i + 1
    while j < len(lines) and j - i <= _FURNITURE and _furniture(lines, j, i, firsts):
        j += 1
    if j >= len(lines) or j - i > _FURNITURE:
        return None
    bottom = lines[j]
    top, bottom = _cut_word(top, bottom)
    if len(bottom.text) > _TAIL_CHARS or _DIGIT.search(bottom.text) or not _tails_only(bottom.folded):
        return None
    if sum(kind in COUNT_TOKENS for kind, _, _ in labels(top.folded)) < 2:
        return None
    found = header_pair.readings(top.text, bottom.text)
    if not found:
        return None
    columns, proven = header_pair._chosen(found, _rows(lines, j + 1))
    if columns is None or not proven or not header_pair._whole_groups(columns):
        return None
    own = set(top.text.split())
    if any("/" not in column and not set(label.split()) <= own for column, label in zip(columns, found[columns][1])):
        return None  # a tail on the name's or a text column's label: a row's name below a header of its own
    return laid_line(top.number, " ".join(found[columns][1])), j - i + 1


def _cut_word(top: Line, bottom: Line) -> tuple[Line, Line]:
    """The two lines with a label cut inside its word made whole: the tails' first piece, no word of a label,
    glued to the first word of the top line that is none either and makes one with it ("Nív" / "el": a
    narrow Nível column; its tail is the line's first, the cells' tails printed left to right)."""
    pieces = bottom.text.split()
    if not pieces or fold(pieces[0]) in LABEL_WORDS or not pieces[0].isalpha():
        return top, bottom
    words = top.text.split()
    for n, word in enumerate(words):
        if fold(word) not in LABEL_WORDS and word.isalpha():
            if fold(word + pieces[0]) not in LABEL_WORDS:
                break
            words[n] += pieces[0]
            return laid_line(top.number, " ".join(words)), laid_line(bottom.number, " ".join(pieces[1:]))
    return top, bottom


def _tails_only(folded: str) -> bool:
    """Whether every word of the line is a word a header's label holds (its marks and notes apart): a line of
    labels' tails, never a row's name nor prose."""
    words = [w.strip("()*.,:;/") for w in folded.split()]
    return all(not w or w in LABEL_WORDS or _MARK.fullmatch(w) for w in words)


def _furniture(lines: list[Line], j: int, top: int, firsts: dict[str, int]) -> bool:
    """A page's furniture: its number alone, or a line printed above the header's line `top` already (the
    running head: the document's first lines, or the edital's own head further down a gazette or after
    earlier acts), not words of labels only (a header's tails printed before, another quadro's)."""
    text = lines[j].folded.strip()
    if _PAGE.match(text):
        return True
    if not firsts:  # each line's first index, taken once for the whole text
        for k, line in enumerate(lines):
            firsts.setdefault(line.folded.strip(), k)
    return firsts.get(text, top) < top and not _tails_only(text)


def _rows(lines: list[Line], start: int) -> list[list[tuple[str, int]]]:
    """The count cells of the rows below (a line ending in two count cells or more, or holding only them),
    up to the first sentence: the notes under the table."""
    rows = []
    for line in lines[start : start + _ROWS]:
        if _SENTENCE_END.search(line.text):
            break
        run: list[tuple[str, int]] = []
        for token in reversed(line.folded.split()):
            cell = parse_count(token)
            if cell is None:
                break
            run.insert(0, cell)
        if len(run) >= 2:
            rows.append(run)
    return rows
