"""Cargo totals: one figure per cargo whose table lists only its slices.

Tables often list a cargo by ênfase, especialidade, UF or microrregião and never print the cargo's own
total. GO, RN and Lei 12.990 apply the threshold per cargo, so the cargo-level figure is where the law
is checked: for each cargo whose slices follow one another in the positions read, this gives the sum of
its vacancies and of its stated reserve, and the reserve the law requires on that sum.

A cargo total is confirmed only when every slice is, and, where the edital prints its own "TOTAL" row
right after the slices, when that row holds the summed vacancies; otherwise it is uncertain, with the
reason. Its lines are the slices' lines, the cargo's heading ("CARGO: ANALISTA") when it comes just
before them, and the edital's own total row.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold

#: How far before the first slice the cargo's heading may be (its table's header lines lie between).
_HEADING_REACH = 8
#: How far after the last slice the edital's own total row may be.
_TOTAL_REACH = 2
_TOTAL_ROW = re.compile(r"\s*(?:\|\s*)?(?:sub)?total\b")
_NUMBER = re.compile(r"\d+")


def _runs(positions: list, cargo_of) -> list[list]:
    """Slices of one cargo listed one after another (a cargo named again later starts a new run);
    `cargo_of(p)`: the cargo of a slice, None for a row that is no slice."""
    runs: list[list] = []
    key = None
    for p in positions:
        here = cargo_of(p)
        if here and here == key:
            runs[-1].append(p)
        elif here:
            runs.append([p])
        key = here
    return [run for run in runs if len(run) >= 2]


def _row_cargo(p: dict) -> str | None:
    return fold(p.get("cargo") or "").strip() if p.get("slice") and not p.get("cadastro_reserva") else None


def _position_cargo(p) -> str | None:
    return fold(p.parent or "").strip() if p.slice and not p.cr else None


def _heading(lines: dict[int, Line], first: int, cargo: str) -> int | None:
    """The line naming the cargo just before its first slice, if any."""
    if not cargo:
        return None
    for number in range(first - 1, max(first - 1 - _HEADING_REACH, 0), -1):
        line = lines.get(number)
        if line and cargo in line.folded and not _NUMBER.search(line.folded):
            return number
    return None


def _own_total(lines: dict[int, Line], last: int) -> tuple[int, list[int]] | None:
    """The edital's own total row right after the slices: its line and its numbers."""
    for number in range(last + 1, last + 1 + _TOTAL_REACH):
        line = lines.get(number)
        if line and _TOTAL_ROW.match(line.folded):
            numbers = [int(n) for n in _NUMBER.findall(line.folded)]
            if numbers:
                return number, numbers
    return None


def _stated(run: list[dict], key: str) -> int | None:
    """The slices' stated figures summed; None when a slice states none or the reserve is the cargo's."""
    if any(p.get("reserve_scope") == "cargo" or p.get(key) is None for p in run):
        return None
    return sum(p[key] for p in run)


def cargo_totals(ctx, positions: list[dict], lines: list[Line] | None = None) -> list[dict]:
    """The cargo rows of a report: one per cargo listed in two or more slices (`ctx`: the check's
    context, whose `required` gives the law's reserve; None when no law is known). `lines`: those near
    the slices; None when the text is not at hand (a result link), so that no total row can be seen and
    no total is confirmed."""
    by_number = {line.number: line for line in lines or ()}
    out = []
    for run in _runs(positions, _row_cargo):
        cargo = run[0]["cargo"]
        vacancies = sum(p["vacancies"] for p in run)
        spans = sorted({n for p in run for n in (p.get("lines") or [p["line"]])})
        doubt = None
        if any(p.get("confidence") != "confirmed" for p in run):
            doubt = "uma ou mais partes do cargo estão a conferir"
        elif lines is None:
            doubt = "sem o texto do edital, não se vê se ele traz uma linha de total do cargo"
        heading = _heading(by_number, spans[0], fold(cargo).strip())
        own = _own_total(by_number, spans[-1])
        if own:
            spans.append(own[0])
            if vacancies not in own[1]:
                doubt = f"a linha de total do edital (linha {own[0]}) não traz a soma das partes, {vacancies}"
        if heading:
            spans.insert(0, heading)
        part = ctx.required(vacancies) if ctx else None
        required = None if ctx is None else (part["reserved"] if ctx.applies and part else 0)
        out.append(
            {
                "name": cargo,
                "vacancies": vacancies,
                "reserved_stated": _stated(run, "reserved_stated"),
                "reserved_required": required,
                "pcd_stated": _stated(run, "pcd_stated"),
                "slices": len(run),
                "line": spans[0],
                "lines": spans,
                "own_total_line": own[0] if own else None,
                "confidence": "uncertain" if doubt else "confirmed",
                "confidence_reason": doubt,
            }
        )
    return out


def lines_near_slices(lines: list[Line], positions: list) -> list[Line]:
    """The lines a cargo total may need (the heading before a run of slices, the total row after it),
    taken before the document lets its text go: a few lines a cargo, not the slices' own lines (a table
    of 50 000 slices would keep the whole text)."""
    wanted: set[int] = set()
    for run in _runs(positions, _position_cargo):
        first = min(min(p.lines or [p.line]) for p in run)
        last = max(max(p.lines or [p.line]) for p in run)
        wanted.update(range(max(first - _HEADING_REACH, 1), first))
        wanted.update(range(last + 1, last + _TOTAL_REACH + 1))
    return [line for line in lines if line.number in wanted] if wanted else []
