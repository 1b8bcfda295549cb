"""A PDF page's text rebuilt from where its words are, so table rows come out whole.

pypdf's plain extraction follows the content stream: a table drawn cell by cell comes out one cell
per line, and a two-level header comes out in drawing order. Here every text run is taken with its
position (pypdf's text visitor: the text matrix times the transformation matrix), runs are grouped
into visual rows by their baseline, and each row is written left to right. A row's runs far apart
on the x axis stay separated by a space, as cells. Pages whose text is rotated or skewed keep the
plain extraction. Pure Python on pypdf, so it runs in Pyodide too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Rows longer than this (in runs) are never merged: the overlap test is quadratic in their length.
_MAX_MERGE = 400
#: Text runs read per page at most (a hostile page with millions of tiny runs is cut here).
MAX_RUNS = 200_000


@dataclass
class Run:
    text: str
    x: float
    y: float
    size: float


def page_runs(page) -> tuple[list[Run], bool, str]:
    """The page's text runs with positions, whether every run is upright (no rotation or skew), and
    the page's plain extraction (the same pass gives both)."""
    runs: list[Run] = []
    upright = True

    def visit(text, cm, tm, font_dict, font_size):
        nonlocal upright
        if not text or len(runs) >= MAX_RUNS:
            return
        a, b, c, d, e, f = tm
        ca, cb, cc, cd, ce, cf = cm
        if abs(b) > 1e-6 or abs(c) > 1e-6 or abs(cb) > 1e-6 or abs(cc) > 1e-6:
            if text.strip():
                upright = False
            return
        x = e * ca + f * cc + ce
        y = e * cb + f * cd + cf
        size = abs((font_size or 1) * d * cd) or 1.0
        parts = text.split("\n")
        for k, part in enumerate(parts):
            if part:  # spaces kept: pypdf places them where a word ends
                runs.append(Run(part, x, y - k * size * 1.2, size))

    plain = page.extract_text(visitor_text=visit) or ""
    return runs, upright, plain


def rows(runs: list[Run]) -> list[list[Run]]:
    """Runs grouped into visual rows: top to bottom, each row left to right."""
    ordered = sorted(runs, key=lambda r: -r.y)
    out: list[list[Run]] = []
    baseline = None
    for run in ordered:
        tolerance = max(1.0, 0.45 * run.size)
        if out and baseline is not None and abs(baseline - run.y) <= tolerance:
            out[-1].append(run)
        else:
            out.append([run])
            baseline = run.y
    out = _merge_offset_cells(out)
    return [sorted(row, key=lambda r: r.x) for row in out]


def _span(row: list[Run]) -> list[tuple[float, float]]:
    return [(r.x, r.x + _width(r.text.strip(), r.size)) for r in row if r.text.strip()]


def _numeric(row: list[Run]) -> bool:
    """A row of count cells only ("05", "12 3 1 16")."""
    words = "".join(r.text for r in row).split()
    return bool(words) and all(w.strip(".,*-–") .isdigit() or w in ("-", "–", "—") for w in words)


def _merge_offset_cells(found: list[list[Run]]) -> list[list[Run]]:
    """A table cell centred a little above or below its row's other cells ("05" beside "20 Informação e
    Comunicação I"): two rows closer than a line and with no run over the other's are one row."""
    merged: list[list[Run]] = []
    for row in found:
        if merged:
            last = merged[-1]
            size = max(r.size for r in row + last)
            gap = min(r.y for r in last) - max(r.y for r in row)
            if 0 <= gap < 0.9 * size and len(last) + len(row) <= _MAX_MERGE and (_numeric(row) or _numeric(last)) and not any(a < d and c < b for a, b in _span(last) for c, d in _span(row)):
                last.extend(row)
                continue
        merged.append(row)
    return merged


def row_text(row: list[Run]) -> str:
    """A row's runs joined left to right; runs that touch are joined without a space."""
    parts: list[str] = []
    end = None
    for run in row:
        text = run.text
        if parts and end is not None:
            gap = run.x - end
            if gap > 0.2 * run.size and not parts[-1].endswith(" ") and not text.startswith(" "):
                parts.append(" ")
        parts.append(text)
        end = run.x + _width(text.strip(), run.size)
    return " ".join("".join(parts).split())


def _width(text: str, size: float) -> float:
    """An estimate of a run's width (no font metrics): under half an em per character."""
    return 0.45 * size * len(text)


def page_text(page) -> str:
    """The page's text by position, or its plain extraction when the page is not upright."""
    runs, upright, plain = page_runs(page)
    return _by_position(runs, upright, plain)


def _by_position(runs: list[Run], upright: bool, plain: str) -> str:
    if not upright or not any(run.text.strip() for run in runs):
        return plain
    return "\n".join(text for text in (row_text(row) for row in rows(runs)) if text)


_LONE_COUNT = re.compile(r"^\s*\.?(?:\d{1,3}(?:\.\d{3})+|\d{1,5}|-|–|—)\s*$")


def lost_rows(plain: str) -> bool:
    """Whether the plain extraction broke a table into one cell per line: many lines that are a lone count."""
    lines = [line for line in plain.split("\n") if line.strip()]
    lone = sum(1 for line in lines if _LONE_COUNT.match(line))
    return lone >= 8 and lone >= 0.2 * len(lines)


def page_text_auto(page) -> str:
    """The plain extraction, or the text by position when the plain one lost the table's rows.

    Plain text is kept where it reads well, so its lines stay the lines a reader who copied the
    text would see. One pass over the page gives both the plain text and the runs' positions."""
    runs, upright, plain = page_runs(page)
    if not lost_rows(plain):
        return plain
    return _by_position(runs, upright, plain)
