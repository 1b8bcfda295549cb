"""A header whose count labels were printed rotated 90° in tall cells (Typst's `rotate(-90deg, reflow: true)`,
a state autarquia's annex), as `pdftotext -layout` gives it: each rotated label whole on a line of its own at
its column's place, the lines in the order of the labels' tops (the longest highest), blank lines among them,
then the labels printed horizontally, stacked in their cells ("Vencimento" / "Cargo  Lotação" / "básico"):

                                                    Pessoas com deficiência
                                        Ampla concorrência

                                                                      Cadastro de reserva
                                                               Total de vagas
                                                     Negros (30%)
                        Vencimento
    Cargo                              Lotação
                          básico

Read a line at a time, the header's lines were joined in the order printed, so the roles went to the
columns in the lines' order (the PcD's label over the ampla concorrência's, "Vencimento" before "Cargo"): every
row's figures were read under the wrong roles.

The block is read column by column: each label of a line of rotated labels (far in, every label on it a count
role's) is a column of its own, whole, at its start (a long label runs on over the next columns' places); the
horizontal labels' pieces overlapping from line to line are one label, joined top to bottom (cut at a word where
it would run into the next column). The roles must be on two lines at least, none twice, and no count role among
the horizontal labels. The first line below holding figures proves the columns:
its last cells are as many as the count labels, each under its label (`_REACH` characters either side). The
block is then rewritten as one line holding each column's label at its place (a role's plain one, "AC",
"PcD", …), on the block's last line, its other lines blank so that every line keeps its number; the table
pass reads it and confirms a row only by its arithmetic. A block that is not proven so (a label the vocabulary
does not read as a count role, counts away from their labels) is left as it is, unless its rotated labels, each
alone on its line, stand in an order other than their columns': read in the lines' order, every role would name
another column's figures (and the parts add up to the total in any order, so the arithmetic would confirm the
misreading). Those lines are blanked: the roles unknown, the quadro is not read.

Trigger: a line indented at least `_INDENT` spaces whose only words name a count role (`_ROLE_LINE`, one
search over the text); the lines around it are read from there, a bounded number of them.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.layout_header import column_of, segments

_INDENT = 20
#: A rotated count label alone on its line, far in: its first word one a count role's label opens with.
_ROLE_LINE = re.compile(
    r"(?im)^ {20,}(?:ampla|pessoas|pcd|negros|pretos|total|cadastro|reserva|vagas|candidatos|ind[ií]genas|"
    r"quilombolas|com defici|deficientes|pessoa|ac\b|cr\b)[^\d\n]{0,120}(?:\(\d{1,3} ?%\))?[^\d\n]{0,40}$"
)
_MAX_BLOCK = 40  # lines of a block: up to 8 rotated labels, blank lines among them, three of horizontal labels
_REACH = 4  # a count cell's distance from its rotated label's start, in characters
_ROW_REACH = 6  # lines from the header to its first row's figures: blank lines, a name over two lines
_DIGIT = re.compile(r"\d(?![^()\n]{0,8}\))")  # a digit outside a short bracket: "Negros (30%)" is a label
_FIGURE = re.compile(r"\S+")
_COUNT = re.compile(r"\d{1,4}|[-–—]|CR")


def _rotated(raw: str) -> bool:
    """A line of rotated labels: far in, each of its labels (parted by two spaces or more) a count role's."""
    return (
        raw.startswith(" " * _INDENT)
        and _ROLE_LINE.fullmatch(raw) is not None
        and all(column_of(0, 0, text).kind in PLAIN_LABEL for _, _, text in segments(raw))
    )


def _block(raws: list[str], start: int) -> tuple[int, int, int] | None:
    """(first, end, row) of the header block whose first rotated label is at `start`: its lines down to the
    first blank line after the horizontal labels (end), blank lines among the rotated ones; row, the first line
    below holding figures (within `_ROW_REACH` lines: a name above its counts)."""
    first = start
    while first > 0 and start - first < 3 and raws[first - 1].strip() and not _DIGIT.search(raws[first - 1]):
        first -= 1
    while first < start and len(raws[first].strip()) > 60:  # a sentence above the header is no label
        first += 1
    end, flat = start, False
    while end < len(raws) and end - first < _MAX_BLOCK and not _DIGIT.search(raws[end]):
        blank = not raws[end].strip()
        if blank and flat:
            break
        flat = flat or (not blank and not _rotated(raws[end]))
        end += 1
    row = end
    while row < len(raws) and row - end < _ROW_REACH and not _DIGIT.search(raws[row]):
        row += 1
    if row >= len(raws) or row - end >= _ROW_REACH or end - first >= _MAX_BLOCK:
        return None
    return first, end, row


def _columns(raws: list[str], first: int, end: int) -> tuple[list[tuple[int, str]], list[tuple[int, int, str]]] | None:
    """The block's rotated labels ((x, role) left to right: each segment of a line of roles alone, a label whole,
    however far it runs right over the next columns) and its horizontal labels ((x0, x1, label): the other lines'
    pieces overlapping from line to line joined top to bottom); None when a piece spans two columns."""
    roles: list[tuple[int, str]] = []
    texts: list[tuple[int, int, list[str]]] = []
    for n in range(first, end):
        rotated = _rotated(raws[n])
        for x0, x1, text in segments(raws[n]):
            if rotated:
                roles.append((x0, column_of(0, 0, text).kind))
                continue
            hits = [k for k, (c0, c1, _) in enumerate(texts) if min(x1, c1) - max(x0, c0) > 0]
            if len(hits) > 1:
                return None
            if hits:
                c0, c1, pieces = texts[hits[0]]
                texts[hits[0]] = (min(c0, x0), max(c1, x1), [*pieces, text])
            else:
                texts.append((x0, x1, [text]))
    return sorted(roles), sorted((c0, c1, " ".join(pieces)) for c0, c1, pieces in texts)


def _labels(raws: list[str], first: int, end: int, row: int) -> list[tuple[int, str]] | None:
    """Each column's (x, label), the count roles' plain labels, when the block is a rotated header (module
    docstring); None otherwise."""
    read = _columns(raws, first, end)
    if read is None:
        return None
    roles, texts = read
    lines = {n for n in range(first, end) if _rotated(raws[n])}
    kinds = [r for _, r in roles]
    if len(kinds) < 2 or len(set(kinds)) != len(kinds) or len(lines) < 2 or not set(kinds) <= set(PLAIN_LABEL):
        return None  # a label the vocabulary does not read as a count role: the roles stay unknown
    if any(column_of(0, 0, label).kind in PLAIN_LABEL for _, _, label in texts):
        return None  # a count role among the horizontal labels too: another header's shape
    if not _under_labels(raws[row], [x for x, _ in roles]):
        return None
    out = sorted([(x, PLAIN_LABEL[r]) for x, r in roles] + [(x0, label) for x0, _, label in texts])
    # a stacked label joined stays within its column's width where it would run into the next column's place
    return [(x, _fitted(label, x, nxt[0] if nxt else None)) for (x, label), nxt in zip(out, [*out[1:], None])]


def _fitted(label: str, x: int, after: int | None) -> str:
    """`label` cut at a word so that it ends two characters before `after` ("Vencimento básico" over a pay
    column, the lotação's label close after it: "Vencimento")."""
    while after is not None and x + len(label) + 2 > after and " " in label:
        label = label.rsplit(" ", 1)[0]
    return label


def _under_labels(row: str, xs: list[int]) -> bool:
    """The row's last cells are as many counts as the rotated labels, each within `_REACH` of its label."""
    cells = [(m.start(), m.end(), m.group()) for m in _FIGURE.finditer(row)][-len(xs) :]
    return len(cells) == len(xs) and all(
        _COUNT.fullmatch(text) and x0 - _REACH <= x <= x1 - 1 + _REACH
        for (x0, x1, text), x in zip(cells, xs, strict=True)
    )


def _kept(raw: str) -> str:
    """What a blanked line keeps: a page's form feed, so that every line keeps its number."""
    return "\f" * raw.count("\f")


def _misordered(raws: list[str], first: int, end: int) -> bool:
    """Two rotated labels or more, each alone on its line, whose lines' order is not their places' order: read in
    the lines' order (as a header's lines are), each role would name another column's figures."""
    places = [len(raw) - len(raw.lstrip()) for raw in raws[first:end] if _rotated(raw) and len(segments(raw)) == 1]
    return len(places) >= 2 and places != sorted(places)


def _line(labels: list[tuple[int, str]]) -> str:
    line = ""
    for x, label in labels:
        line = line.ljust(x if not line or len(line) + 2 <= x else len(line) + 2) + label
    return line


def _may_hold(text: str) -> bool:
    """A line far in: a plain search that rules out texts no layout-preserving extraction gave."""
    return text.startswith(" " * _INDENT) or "\n" + " " * _INDENT in text


def relay(text: str) -> str:
    """`text` with each rotated header's block rewritten as one line of labels (module docstring)."""
    if not _may_hold(text) or (match := _ROLE_LINE.search(text)) is None:
        return text
    raws = text.split("\n")
    starts, at, number = [], 0, 0
    for m in _ROLE_LINE.finditer(text, match.start()):
        number += text.count("\n", at, m.start())  # each stretch counted once: linear in the text
        at = m.start()
        starts.append(number)
    done = -1
    for start in starts:
        if start <= done or (block := _block(raws, start)) is None:
            continue
        first, end, row = block
        labels = _labels(raws, first, end, row)
        if labels is not None:
            last = max(n for n in range(first, end) if raws[n].strip())
            # a page's form feed stays where it was: the lines keep their numbers
            raws[first:end] = [_kept(raws[n]) + (_line(labels) if n == last else "") for n in range(first, end)]
            done = end
        elif _misordered(raws, first, end):
            for n in range(first, end):  # read in the lines' order, the roles would go to the wrong columns
                raws[n] = _kept(raws[n]) if _rotated(raws[n]) else raws[n]
            done = end
    return "\n".join(raws)
