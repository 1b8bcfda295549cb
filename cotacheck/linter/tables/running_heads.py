"""A page's running head amid a quadro's rows: the edital's own opening lines again at the top of each page.

A PDF read a page at a time (MuPDF's `get_text()`, pdf.js, pypdf), its pages joined by form feeds, gives each
page's running head ("PREFEITURA MUNICIPAL DE …", the edital's title, the prefeitura's address) before the
page's text: inside a quadro given a cell a line, right before the next row's name, so the row was named after
the prefeitura. A running head repeats the edital's first lines (its first page has it too): the lines that
open a later page (up to `_OPENING` of them, blank ones passed over) and repeat one of the first page's first
`_HEAD` lines are page furniture, never a name nor a row's text. Lines that repeat page after page without the
first page's are `text.furniture`'s.
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line, fold

_HEAD = 8  # the first page's lines a running head may repeat
_OPENING = 4  # a later page's first lines that may be its running head


def furniture(text: str, lines: list[Line]) -> set[int]:
    """Numbers of the lines of `lines` (numbered as `text.splitlines()`, from 1) that are a later page's running
    head, and of the blank lines a form feed alone makes."""
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
    for start in starts:
        taken = 0
        for j in range(start, len(parts)):
            if not parts[j].strip():
                continue
            if taken == _OPENING or fold(parts[j]).strip() not in head:
                break
            found.add(j + 1)
            taken += 1
    return (found & {line.number for line in lines} if found else found) | feeds
