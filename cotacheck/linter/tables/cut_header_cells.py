"""A quadro's header given a cell's line a line, its labels cut inside a word at the cell's width.

LibreOffice wraps a label too wide for its narrow cell wherever the width ends, no hyphen printed, and pypdf
gives the header's cells one after the other, a line of a cell a line, the cells on one baseline run together
(Prefeitura de Mossoró's quadro, t10 of the twenty-second set: "Cargo Vagas" / "AC" / "Vagas" / "PcD" /
"Vagas" / "Negros" / "(20%)" / "Vagas" / "Quilombol" / "as (2%)" / "Total Carga" / "horária" / "Venciment" /
"o (R$)", then "NÍVEL SUPERIOR" and the rows). Read a line at a time the header's lines named the columns in
pieces and "as" went as a filler: the quadro was not read, and a line of the prose above, naming negras and
quilombolas, was taken for a header over a phantom row.

A run of a header's lines (short, no digit outside a note in brackets, no sentence's stop) right above the
rows, under a title or prose, is joined into one line when its first line opens with a name column's label and
the next cell's first line ("Cargo Vagas", "Função Total AC": other producers print the name's label alone, and
their headers are other stages'), the joined line names two count columns or more in the rows' order (no text
column's label amid them, no cadastro column) and every word of it is a label of the vocabulary, a row with a
cell for each count column stands on a line below, and a word was cut in it: each line opening in lower case
glued to the word above or parted by a space, whichever of every way leaves the fewest words no label holds
("Quilombol" + "as", "Venciment" + "o" glued; "Carga" / "horária" parted). The run ends at
the first line below it that is none of a header's (a level's heading, "NÍVEL SUPERIOR", a row's name or
counts), and starts after the title or the prose above. The joined header is numbered as its first line; the
rows are then read under it by the pass, confirmed only by their arithmetic. Trigger: a short line opening in
lower case, searched in the text once. Runs before `header_word_breaks`, which joins a cut in a header that
is not a cell a line.
"""

from __future__ import annotations

import re
from itertools import compress, count
from operator import attrgetter

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import header_tokens, labels, unmatched_words
from cotacheck.linter.tables.name_start import level_heading

#: A header cell's line: a label's piece or two, never a paragraph's line.
_CELL = 32
#: How many lines a header a cell a line may take (a cell's label over three lines, ten columns).
_RUN = 30
#: A short line opening in lower case: a cut label's rest (or a label's second word), searched once.
_PIECE_LINE = re.compile(rf"\n[a-zà-ÿ][^\n]{{0,{_CELL - 1}}}(?=\n)")
#: What a header's line may hold that is a digit: a note in brackets, "(20%)", "(R$)", "(1)".
_NOTE = re.compile(r"\([^()\n]{0,12}\)")
_DIGIT = re.compile(r"\d")
_TEXT = attrgetter("text")
_WORD = re.compile(r"[^\W\d_]{3}")
_STOPS = (".", ":", ";", ",", "–", "-")
#: The lines below a header the first row's counts may stand on (a heading, a name over two lines above them).
_BELOW = 5
#: A count cell: a number alone (not a pay's, "1.980,00", nor the hours', "40h"), or a dash.
_CELLS = re.compile(r"(?<![\w.,/])(?:\d{1,4}|[–-])(?![\w.,/%])")
#: The most lines opening in lower case a header may hold (each glued or not: 2 ** `_WAYS` ways tried).
_WAYS = 8
_COUNT_KINDS = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total", "cr"))


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each header given a cell a line, its labels cut inside words, joined
    onto its first line (the module's docstring)."""
    pieces = {" ".join(m.group().split()) for m in _PIECE_LINE.finditer(text)}
    if not pieces:
        return lines
    opening = compress(count(), map(pieces.__contains__, map(_TEXT, lines)))  # a set lookup a line, in C
    starts = [i for i in opening if i and _cellish(lines[i].text)]
    if not starts:
        return lines
    joined: dict[int, tuple[int, str]] = {}  # first line's index → (end, the joined header)
    done = -1
    for i in starts:
        if i < done:
            continue
        run = _run(lines, i)
        if run is None:
            continue
        found = _header(lines, *run)
        if found is not None:
            start, end, header = found
            joined[start] = (end, header)
            done = end
    if not joined:
        return lines
    dropped = {k for start, (end, _) in joined.items() for k in range(start + 1, end)}
    lines[:] = [
        laid_line(line.number, joined[k][1]) if k in joined else line
        for k, line in enumerate(lines)
        if k not in dropped
    ]
    return lines


def _cellish(text: str) -> bool:
    """A header cell's line: short, no digit outside a note in brackets, no sentence's stop at its end."""
    text = text.strip()
    return 0 < len(text) <= _CELL and not text.endswith(_STOPS) and _DIGIT.search(_NOTE.sub("", text)) is None


def _run(lines: list[Line], i: int) -> tuple[int, int] | None:
    """The run of header cells' lines around line `i`: (first, past the last), at most `_RUN` lines."""
    start = i
    while start > 0 and i - start < _RUN and _cellish(lines[start - 1].text) and not level_heading(lines[start - 1]):
        start -= 1
    end = i + 1
    while end < len(lines) and end - start < _RUN and _cellish(lines[end].text) and not level_heading(lines[end]):
        end += 1
    return (start, end) if end - start >= 3 else None


def _header(lines: list[Line], start: int, end: int) -> tuple[int, int, str] | None:
    """(first, past the last, the joined text) of the widest header in lines `start` to `end` that opens with
    a name column's label, names two count columns or more, holds no word outside the vocabulary and joins a
    word cut inside; None when there is none."""
    opens = [k for k in range(start, end) if _opens_with_name(lines[k].text)]
    if start and (level_heading(lines[start - 1]) or not _WORD.search(lines[start - 1].text)):
        return None  # "Nível Cód" / "." / "Cargo …": the header's first cells above the run
    for first in opens[:1]:
        if _labelled(lines[start:first]) or not lines[first].text[:1].isupper():
            return None  # "Nível CÓD" / "IGO" above "Função …", "(localidade de" / "lotação) …": begun above
        for last in range(end, first + 2, -1):
            if _labelled(lines[last:end]):
                break  # a label's line below: the header goes on past the lines joined
            if (last < len(lines) and not _ends_run(lines, last)) or not _rows_below(lines, last, 2):
                continue  # (two cells at least on a line below, asked before the ways of joining are tried)
            text, cut = _joined([line.text.strip() for line in lines[first:last]])
            if not cut:
                continue
            folded = fold(text)
            kinds = header_tokens(folded)
            counts = sum(k in _COUNT_KINDS for k in kinds or ())
            if (
                counts >= 2
                and _in_rows_order(kinds)
                and not unmatched_words(folded)
                and _rows_below(lines, last, counts)
            ):
                return first, last, text
    return None


def _in_rows_order(kinds: list[str]) -> bool:
    """Whether no text column's label stands amid the count labels, and none is the cadastro's: a spanning
    "Vagas" before the text columns, its roles printed after them (La Salle's two-row header,
    `span_before_text`), is not the rows' order, and joined flat it would put the pay among the counts."""
    at = [n for n, kind in enumerate(kinds) if kind in _COUNT_KINDS or kind == "vagas"]
    if not at or {"cr", "crg"} & set(kinds):
        return False  # "Cadastro reserva" first, its cells "Sim" / "CR" last in the rows: `pieced_header`'s
    return not any(kind in ("ignore", "other") for kind in kinds[at[0] : at[-1]])


def _labelled(lines: list[Line]) -> bool:
    """Whether any of the lines holds a label of the vocabulary (a header's line, not a running head's nor a
    row's name)."""
    return any(next(labels(fold(line.text)), None) is not None for line in lines)


def _rows_below(lines: list[Line], k: int, counts: int) -> bool:
    """Whether a row holding a cell for each count column on one line comes within `_BELOW` lines from line
    `k` (a level's heading, a name's first lines above it): the rows are flat, a header a cell a line over rows
    a cell a line is another class's (reportlab's long table: `cells_per_line`)."""
    return any(len(_CELLS.findall(line.text)) >= counts for line in lines[k : k + _BELOW])


def _opens_with_name(text: str) -> bool:
    """Whether the line opens with a name column's label and the first line of the next cell run onto it
    ("Cargo Vagas", "Função Total AC"): the name's cell took one line, printed on the header's top baseline
    with the next cell's first, as pypdf gives a LibreOffice header a cell's line a line (a name's label alone
    on its line is other producers' header, read by other stages)."""
    folded = fold(text)
    first = next(labels(folded), None)
    return first is not None and first[0] == "name" and first[1] == 0 and folded[first[2] :].strip(" /") != ""


def _ends_run(lines: list[Line], k: int) -> bool:
    """Whether line `k` may be the first below a header: a level's heading, or a line opening with no
    lower-case piece of the header's last cell."""
    return level_heading(lines[k]) or not lines[k].text[:1].islower()


def _joined(texts: list[str]) -> tuple[str, bool]:
    """The lines of a header joined, each line opening in lower case glued to the word above or parted from it
    by a space, whichever way leaves the fewest words no label holds (then the fewest glued); and whether any
    was glued. Every way is tried ("Carga" / "horár" / "ia": glued one at a time, "Cargahorár" looked better)."""
    pieces = [k for k in range(1, len(texts)) if texts[k][:1].islower()]
    if len(pieces) > _WAYS:
        return " ".join(texts), False
    best: tuple[int, int, str] | None = None
    for way in range(1 << len(pieces)):
        glued = {k for n, k in enumerate(pieces) if way >> n & 1}
        text = "".join(t if k in glued or not k else f" {t}" for k, t in enumerate(texts))
        score = (len(unmatched_words(fold(text))), len(glued), text)
        if best is None or score[:2] < best[:2]:
            best = score
    return best[2], best[1] > 0
