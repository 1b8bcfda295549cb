"""A page's running head amid a quadro's rows: the edital's own opening lines again at the top of each page.

A PDF read a page at a time (MuPDF's `get_text()`, pdf.js, pypdf), its pages joined by form feeds, gives each
page's running head ("PREFEITURA MUNICIPAL DE …", the edital's title, the prefeitura's address) before the
page's text: inside a quadro given a cell a line, right before the next row's name, so the row was named after
the prefeitura. A running head repeats the edital's first lines (its first page has it too): the lines that
open a later page (up to `_OPENING` of them, blank ones passed over) and repeat one of the first page's first
`_HEAD` lines are page furniture, never a name nor a row's text. Lines that repeat page after page without the
first page's are `text.furniture`'s.

A running head printed only from the second page on repeats nothing above it, and after one break it is seen
on one page only; it is told by where it stands (never by its words):
- the quadro's header printed again under it: the lines between the page's end (its form feed) and the header
  again (a name column's label, "Cargo", "Código", and the line after it, the two as they stand together above)
  are the page's, no row's cell (a row's cells are drawn under the header);
- no header again: the rows of a quadro given a cell a line have as many text cells each (its name, its
  requisitos; a wrapped cell one line, `soft_wraps`'), a level's group row aside (`name_start.level_heading`).
  Where the rows around the break all have `n` and the text before the page's first counts has more, the lines
  it opens with beyond the `n` are the page's.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from operator import attrgetter

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.name_start import level_heading

_HEAD = 8  # the first page's lines a running head may repeat
_OPENING = 4  # a later page's first lines that may be its running head
#: A name column's label: the first line of a quadro's header printed again ("Códig" / "o" cut in a narrow cell).
_OPENERS = ("cargo", "cod", "emprego", "funcao", "especialidade", "area", "lotacao")
_COUNT = re.compile(r"(?:\d{1,4}|[-–—]|CR)")  # a count cell alone on its line
_AROUND = 6  # the rows on either side of a page's top whose text cells are counted
_NUMBER = attrgetter("number")
DOUBT = (
    "a linha abre uma página depois de uma quebra, sem o cabeçalho do quadro repetido: as primeiras linhas da "
    "página podem ser o seu cabeçalho corrente e não o nome do cargo; confira o nome"
)
_FIRST = frozenset("CcEeFfAaLl")  # a name column's label's first letter ("Cargo", "Código", "Emprego", …)


def furniture(text: str, lines: list[Line], doubts: dict[int, str] | None = None) -> set[int]:
    """Numbers of the lines of `lines` (numbered as `text.splitlines()`, from 1) that are a later page's running
    head, and of the blank lines a form feed alone makes; `doubts` gets the lines of a page's first row whose
    running head is not told by the rows around it."""
    if "\f" not in text:
        return set()  # the cheap trigger: pages joined by form feeds
    parts = text.splitlines(keepends=True)
    starts = [i + 1 for i, part in enumerate(parts) if part.endswith("\f")]
    opening = [fold(part).strip() for part in parts[: starts[0]] if part.strip()]
    head = set(opening[:_HEAD])
    # the form feed's own blank line ("…\n\f" + next page): where the page broke, as a page marker says it
    # (`rows.repeated_after_break`: the header again after it continues the table)
    feeds = {i + 1 for i, part in enumerate(parts) if part == "\f"}
    found: set[int] = set()
    pairs = _pairs(parts, 0, starts[0], set())
    pages = [start + 1 for start in starts]
    marked = parts if " \n" in text else None  # the text marks a wrapped cell's lines (MuPDF's)
    for n, page_end in enumerate(starts):
        start = _top(parts, page_end, n)
        taken = 0
        for j in range(start, len(parts)):
            if not parts[j].strip():
                continue
            if taken == _OPENING or fold(parts[j]).strip() not in head:
                break
            found.add(j + 1)
            taken += 1
            start = j + 1  # the page's text past its head
        above = _above_header(parts, start, pairs)
        if above:  # a head proved by the header again under it opens the later pages too, header or none
            head.update(fold(parts[j - 1]).strip() for j in above)
        found.update(above if above is not None else _beyond_cells(lines, marked, start + 1, pages, doubts))
        pairs = _pairs(parts, page_end, starts[n + 1] if n + 1 < len(starts) else len(parts), pairs)
    return (found & {line.number for line in lines} if found else found) | feeds


def _top(parts: list[str], start: int, n: int) -> int:
    """Where the text of the page opening at `start`, after the `n`th form feed, starts: its blank lines and
    the page's number alone (its own, n + 2, or the page before's, n + 1, printed at its top) passed over."""
    while start < len(parts) and not parts[start].strip():
        start += 1
    if start < len(parts) and parts[start].strip() in (str(n + 1), str(n + 2)):
        start += 1
    return start


def _pairs(parts: list[str], start: int, end: int, pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """`pairs` with each two lines standing together in `parts[start:end]` whose first opens with a name column's
    label (blank lines passed over)."""
    before = ""
    for part in parts[start:end]:
        shown = part.strip()
        if not shown:
            continue
        if before:
            pairs.add((before, fold(shown)))
        before = fold(shown) if shown[:1] in _FIRST and fold(shown).startswith(_OPENERS) else ""
    return pairs


def _above_header(parts: list[str], start: int, pairs: set[tuple[str, str]]) -> set[int] | None:
    """The numbers of the lines opening the page at `start` above its quadro's header printed again (none when
    the header opens it), or None when no header stands again within its first lines."""
    shown = [
        (j, fold(parts[j].strip())) for j in range(start, min(len(parts), start + 3 * _OPENING)) if parts[j].strip()
    ]
    for n, (_, folded) in enumerate(shown[: _OPENING + 1]):
        if n + 1 < len(shown) and (folded, shown[n + 1][1]) in pairs:
            return {j + 1 for j, _ in shown[:n]}
    return None


def _beyond_cells(lines: list[Line], parts: list[str] | None, number: int, pages: list[int], doubts) -> set[int]:
    """The numbers of the lines opening the page at line `number` beyond the text cells every row around it
    has (see the module's note), or none. Told by one row alone, the page's first row is left in doubt
    (`doubts`, by its lines' numbers), and so is a first row of more text cells than the rows around it have
    (than two, its name and its requisitos, with none around it) where nothing is taken from it. `parts`: the
    text's lines, None where it marks no wrapped cell."""
    at = bisect_left(lines, number, key=_NUMBER)
    if at == len(lines):
        return set()
    top, after = _group(lines, at)
    if after is None or not top:
        return set()
    sizes = (
        _sizes(lines[max(0, at - 12 * _AROUND) : at], pages)[-_AROUND:]
        + _sizes(lines[after : after + 12 * _AROUND], pages)[:_AROUND]
    )
    cells = [line for line in top if not level_heading(line)]
    extra = len(cells) - sizes[0] if sizes and len(set(sizes)) == 1 else 0
    taken = 0 < extra <= _OPENING and _marked(parts, cells[:extra])
    if len(cells) > max(sizes, default=2) and not (taken and len(sizes) > 1) and doubts is not None:
        for line in [*top, lines[after]]:
            doubts.setdefault(line.number, DOUBT)
    return {line.number for line in cells[:extra]} if taken else set()


def _marked(parts: list[str] | None, taken: list[Line]) -> bool:
    """Whether the lines to be taken as a running head are no cell's wrapped lines: the text marks its cells'
    wraps by the space a wrapped line keeps at its end (MuPDF's; `soft_wraps` joined such lines), and none of
    them is so wrapped. A text that marks no wrap may have a name wrapped over the lines a row's cells seem
    to outnumber."""
    return parts is not None and all(not parts[line.number - 1].rstrip("\r\n\f").endswith(" ") for line in taken)


def _group(lines: list[Line], at: int) -> tuple[list[Line], int | None]:
    """The text lines from `at` to the first count cell alone, and that cell's index (None: no count follows)."""
    top: list[Line] = []
    for k in range(at, min(len(lines), at + 3 * _OPENING + 2)):
        text = lines[k].text.strip()
        if _COUNT.fullmatch(text):
            return top, k
        if text:
            top.append(lines[k])
    return top, None


def _sizes(window: list[Line], pages: list[int]) -> list[int]:
    """How many text cells (a level's group row aside) each row of `window` has between two runs of count cells
    (the text before the first run and after the last, a header or a page's footer, is no row's; nor is a Total
    row's label, nor text over a page's end: a footer, a running head, the header again). `pages`: the numbers
    of the lines opening a page."""
    sizes: list[int] = []
    run = 0
    counted = False  # a run of count cells seen: the text after it is a row's
    spoilt = False  # the text since the last counts is a Total row's, or runs over a page's end
    page = -1
    for line in window:
        text = line.text.strip()
        if not text:
            continue
        if _COUNT.fullmatch(text):
            if counted and run and not spoilt:
                sizes.append(run)
            counted, run, spoilt, page = True, 0, False, bisect_right(pages, line.number)
        elif not level_heading(line):
            spoilt = spoilt or not run and line.folded.startswith(("total", "subtotal"))
            spoilt = spoilt or bisect_right(pages, line.number) != page
            run += 1
    return sizes
