"""Ditto marks in a quadro laid out by spaces: a cell that repeats the one above it printed as `"` (one
mark or a run of them over the cell's width), `〃`, "idem" or "id.", with a legend that says so ('(") e
(idem): o mesmo conteúdo da linha imediatamente anterior').

Read as it stood, a row whose cargo cell was marks was named `" " " " Matemática` or "idem Portaria": a
name no journalist can quote, and two rows of different cargos that share an area could not be told
apart. Where the text explains the marks (a line holding a mark and "mesmo", "igual", "repete",
"anterior" or "acima"), each run of mark-only cells (pieces parted by two spaces or more) takes the
text of the cell it stands under on the row above (its pieces overlapping the run, that row already
resolved, so a mark under a mark goes back to the first), written from that cell's start when only
spaces stand between, the rest of the line kept in its place (shifted right only when the copy is
wider than the marks and the spaces after them). A mark over a bare count ("12", "–") is left as it is:
a count is never copied, the row stays as its own cells prove it. Without the legend nothing is
touched. Cheap: a text with no mark standing alone between runs of spaces (a few substring searches) is
returned as it is, and only lines with a mark and a legend's word are searched for the legend.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.layout_header import RULE, segments

_MARK = re.compile(r"(?:[\"”“〃]|''|idem|id\.)", re.I)
_LEGEND = re.compile(
    r"(?:\(\s*[\"”〃]\s*\)|[\"”〃]|\bidem\b).{0,60}\b(?:mesm[oa]s?|igua(?:l|is)|repete|anterior|acima)\b", re.I
)
_COUNT = re.compile(r"\d{1,5}|[-–—]{1,3}")
_WORDS = ("mesm", "igua", "repete", "anterior", "acima")
#: A mark standing as a cell: `"`, "idem" or "id." before a run of spaces, `"` at a line's end, `〃` anywhere (six
#: substring searches; a table whose only marks are "idem" at its lines' ends is not looked at).
_ALONE = ('"  ', '  "\n', "dem  ", "id.  ", "〃", "”  ")
#: Lines above a row its ditto marks may look back over (a blank line or a rule between rows).
_REACH = 3


def _may_explain(line: str) -> bool:
    """A cheap test before `_LEGEND`: a mark and a word of the legend's on the line."""
    low = line.lower()
    return ('"' in low or "〃" in low or "”" in low or "idem" in low) and any(word in low for word in _WORDS)


def _marks_only(text: str) -> bool:
    return all(_MARK.fullmatch(token) for token in text.split())


def _runs(pieces: list[tuple[int, int, str]], cells: list[tuple[int, int, str]]) -> list[list]:
    """[start, end, cells above, limit] of each run of mark-only pieces under the same cell of the row
    above (a run of `"` over one cell's width is one run; marks under two cells are two), `limit` the
    start of the line's next piece (the copy stops before it: a cell above may run into the next column)."""
    runs: list[list] = []
    open_run = False
    for x0, x1, text in pieces:
        if not _marks_only(text):
            if open_run:
                runs[-1][3] = x0
            open_run = False
            continue
        under = {k for k, c in enumerate(cells) if c[0] < x1 and x0 < c[1]}
        if open_run and under & runs[-1][2]:
            runs[-1][1], runs[-1][2] = x1, runs[-1][2] | under
        else:
            runs.append([x0, x1, under, None])
        open_run = True
    return runs


def _copy(cells: list[tuple[int, int, str]], under: set[int], limit: int | None) -> tuple[int, str] | None:
    """(start, text) of the cells above a run, cut before `limit`; None when they are marks or a count."""
    words = [
        (c[0] + m.start(), m.group())
        for k in sorted(under)
        for c in (cells[k],)
        for m in re.finditer(r"\S+", c[2])
        if limit is None or c[0] + m.start() < limit
    ]
    if not words:
        return None
    text = " ".join(w for _, w in words)
    if _marks_only(text) or _COUNT.fullmatch(text):
        return None  # a count is never copied: the row's own cells prove it
    return words[0][0], text


def _resolve(line: str, above: str) -> str:
    """`line` with each run of marks replaced by the cell of `above` it stands under."""
    cells = segments(above)
    runs = _runs(segments(line), cells)
    for x0, x1, under, limit in reversed(runs):  # right to left: a shift never moves a run still to resolve
        found = _copy(cells, under, limit)
        if found is None:
            continue
        at, copy = found
        start = at if at < x0 and not line[at:x0].strip() else x0
        width, rest = x1 - start, line[x1:]
        lead = len(rest) - len(rest.lstrip(" "))
        if len(copy) <= width:
            line = line[:start] + copy.ljust(width) + rest
        elif rest.strip() and len(copy) - width + 2 <= lead:  # the spaces after the marks take the copy
            line = line[:start] + copy + rest[len(copy) - width :]
        else:
            line = line[:start] + copy + ("  " + rest.lstrip(" ") if rest.strip() else "")
    return line


def relay(text: str) -> str:
    """The text with its explained ditto marks replaced by the cells they repeat (module docstring)."""
    if "〃" not in text and ("  " not in text or not any(alone in text for alone in _ALONE)):  # all others hold "  "
        return text
    lines = text.split("\n")
    if not any(_LEGEND.search(line) for line in lines if _may_explain(line)):
        return text
    for n, line in enumerate(lines):
        if not _MARK.search(line) or (_may_explain(line) and _LEGEND.search(line)):
            continue
        above = next(
            (
                lines[k]
                for k in range(n - 1, max(-1, n - 1 - _REACH), -1)
                if lines[k].strip() and not RULE.fullmatch(lines[k])
            ),
            None,
        )
        if above is not None:
            lines[n] = _resolve(line, above)
    return "\n".join(lines)
