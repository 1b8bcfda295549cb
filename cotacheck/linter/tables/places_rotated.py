"""Places as columns under a header whose count labels pdfLaTeX printed rotated (`\\rotatebox{90}` in a
`longtable` or a `table*`: a federal institute's quadro of vacancies by campus, t06 of the thirteenth set).

pypdf gives the labels printed horizontally on one line ("Nível Cargo") and each rotated label on a line
of its own, left to right: a line per campus ("Reitoria" / "Serra Azul" / "Lagoa Seca" / "Porto Alto"),
the total ("Total de vagas"), then the reserves ("Negros(a)" / "PcD(b)"). That is more lines than
`places_stacked` takes for a FUNDEP header (5), so the campuses and the cargo's label were left out and
each row's counts were read from the right under the total and the reserves alone (4 of 10 right).

The block is read down from a short line naming the cargo column and no count (the horizontal labels,
at most `_LEAD_WORDS` words; lines no other header of places holds): two lines or more of one short label
each naming no count (`_LABEL_WORDS` words, no digit but a footnote mark; "Campus Lagoa Seca" is a place
though "campus" may name a text column), a place a line; then at most one line naming the total ("Total
de vagas", or "Vagas" alone); then lines each naming one reserve of the vocabulary (PcD, negros, Lei
15.142's groups), in any order, none twice; a total or a reserve at least. The first row below (within
`_ROW_REACH` lines: a level heading and a name wrapped over lines may stand above its counts) proves it:
its last cells are one a place, the total and one a reserve, the places adding up to a total that is not
zero, no reserve over the vacancies; a row with more or fewer cells reads nothing (a label wrapped onto
two lines, a cell the header does not name). Tokens: the cargo line's own labels, a place a line, the
total, the reserves. Each row's vacancies are its total, proven by its places' sum (`arithmetic`); with
no total column, the places' sum, which only a Total row holding the rows' sums confirms.
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.header import COUNT_TOKENS, RESERVE_ROLES, labels
from cotacheck.linter.tables.names import heading_word
from cotacheck.linter.tables.places_stacked import label_line

#: The horizontal labels' line ("Nível de classificação Cargo").
_LEAD_WORDS = 6
#: Words of one rotated label ("Campus São Lourenço do Oeste").
_LABEL_WORDS = 5
#: Lines of a rotated header: up to 12 campuses, the total, 4 reserves.
_MAX_LABELS = 17
#: Lines below the header in which the first row's counts come: a level heading, a name over 3 lines.
_ROW_REACH = 6
_TOTALS = ("total", "vagas")
_RESERVES = frozenset(("pcd", *RESERVE_ROLES))
_LEAD_KINDS = frozenset(("name", "ignore"))


def headers(lines: list[Line]) -> dict[int, tuple[Line, list[str], int]]:
    """The rotated headers among `lines` (first line's number → the header as one line, its tokens, how
    many lines it takes). Read before `places_stacked`'s, which may take the same lines (its block of 5 reaches
    the cargo's line over 3 campuses) but only where a table may start, not again after a page break."""
    out: dict[int, tuple[Line, list[str], int]] = {}
    index = 0
    while index < len(lines) - 3:
        line = lines[index]
        folded = line.folded
        read = None
        if len(folded) <= 80 and heading_word(folded) and label_line(line, _LEAD_WORDS):
            read = _read(lines, index)
        if read is None:
            index += 1
            continue
        out[line.number] = read
        index += read[2]
    return out


def _kinds(line: Line) -> list[str]:
    return [kind for kind, _, _ in labels(line.folded)]


def _read(lines: list[Line], index: int) -> tuple[Line, list[str], int] | None:
    """The rotated header whose horizontal labels are the line at `index`, or None."""
    lead = _kinds(lines[index])
    if "name" not in lead or not set(lead) <= _LEAD_KINDS:
        return None
    places, total, reserves = 0, [], []
    end = index + 1
    while end < len(lines) and end - index <= _MAX_LABELS and label_line(lines[end], _LABEL_WORDS):
        counts = [k for k in _kinds(lines[end]) if k in COUNT_TOKENS]
        if not counts and not total and not reserves:
            places += 1
        elif len(counts) == 1 and counts[0] in _TOTALS and not total and not reserves:
            total = ["total"]
        elif len(counts) == 1 and counts[0] in _RESERVES and counts[0] not in reserves:
            reserves.append(counts[0])
        else:
            break
        end += 1
    if places < 2 or not (total or reserves) or not _proven(lines[end : end + _ROW_REACH], places, total, reserves):
        return None
    block = lines[index:end]
    text = " ".join(line.text for line in block)
    tokens = lead + ["place"] * places + total + reserves
    return Line(block[0].number, text, fold(text)), tokens, len(block)


def _proven(below: list[Line], places: int, total: list[str], reserves: list[str]) -> bool:
    """The first row among `below` (the first line with cells) has one cell a place, the total and one a
    reserve, its places adding up to its total (not zero), no reserve over its vacancies."""
    for line in below:
        cells = split_cells(line)[1]
        if len(cells) < 2:
            if any(kind in COUNT_TOKENS for kind in _kinds(line)):
                return False  # a line of count labels below: the header goes on otherwise
            if not cells or any(ch.isalpha() for ch in line.text):
                continue  # a name's line ("Técnico de Laboratório –": its dash no cell), a level heading
        if len(cells) != places + len(total) + len(reserves):
            return False
        values = [n for _, n in cells]
        vacancies = sum(values[:places])
        if total and (not values[places] or values[places] != vacancies):
            return False
        return vacancies > 0 and all(n <= vacancies for n in values[places + len(total) :])
    return False
