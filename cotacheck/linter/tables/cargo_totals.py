"""Cargo totals: one figure per cargo whose table lists only its slices.

Tables often list a cargo by ênfase, especialidade, UF or microrregião and never print the cargo's own
total. GO, RN and Lei 12.990 apply the threshold per cargo, so the cargo-level figure is where the law
is checked: for each cargo whose slices follow one another in the positions read (a table of parts,
`table_cargo`, is one such run), this gives the sum of its vacancies and of its stated reserve, and
the reserve the law requires on that sum.

A cargo total is confirmed only when every slice is, when the edital names the cargo, and, where the
edital prints its own total row right after the slices ("TOTAL", or numbers alone: "512 103 131 39 39
824"), or its total above its places' table ("Total do emprego: 19 vagas", `total_first`), when that
row holds the summed vacancies, and, with no such row, when every count-like line of the cargo's span
was taken as a slice (`cargo_span`: a row the reader could not take would drop out of the sum in silence);
otherwise it is uncertain, with the reason. Its lines
are the slices' lines, the cargo's heading ("CARGO: ANALISTA") when it comes just before them (for a
cargo the edital does not name, its table's header), and the edital's own total row.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import cargo_span, table_cargo, total_first

#: What a cargo total is: a reading, with the authorities on each side (shown in the JSON's `cargos`, the
#: reports and the page). STJ AREsp 1.425.161/RS and the STJ 1st Section's INPA decision (December 2025)
#: count the cargo's total over its specialties; CNJ PCA 0002978-71.2023 takes each cargo defined by its
#: specialty (forbidding splits by locality), and CNJ Res. 657/2025 reserves "por cargo e especialidade".
CARGO_TOTAL_ADOPTED = (
    "a reserva calculada sobre o total do cargo, somando as partes, pois o STJ vê burla em "
    "fracionar as vagas de um cargo por especialidade (AREsp 1.425.161/RS) e a 1ª Seção do STJ julgou sem base legal "
    "o sorteio da vaga única de uma especialidade, contando as vagas do cargo (caso INPA, Informativo 875)"
)
CARGO_TOTAL_OTHER = (
    "cada cargo definido pela especialidade é a base, vedado só o fracionamento por localidade (CNJ, PCA "
    "0002978-71.2023; Resolução CNJ nº 657/2025: reserva por cargo e especialidade)"
)
CARGO_TOTAL_READING = f"Interpretação adotada: {CARGO_TOTAL_ADOPTED}. Outra leitura: {CARGO_TOTAL_OTHER}."
#: The reading's id, which each cargo total names (`interpretation`), and its text in the report's `readings`.
CARGO_TOTAL_KEY = "cargo-total"
READING = {CARGO_TOTAL_KEY: {"adopted": CARGO_TOTAL_ADOPTED, "other": CARGO_TOTAL_OTHER}}
#: How far before the first slice the cargo's heading may be (its table's header lines lie between).
_HEADING_REACH = 8
#: How far after the last slice the edital's own total row may be.
_TOTAL_REACH = 2
_TOTAL_ROW = re.compile(r"\s*(?:\|\s*)?(?:sub)?total\b")
#: A row of numbers only, at least three: a total row with no label ("512 103 131 39 39 824")
_NUMBERS_ROW = re.compile(r"[\s|]*\d+(?:[\s|]+\d+){2,}[\s|]*")
_NUMBER = re.compile(r"\d+")


def _runs(positions: list, cargo_of) -> list[list]:
    """Slices of one cargo listed one after another (a cargo named again later starts a new run; a
    cadastro-only row between them neither joins nor breaks it); `cargo_of(p)`: the cargo of a slice,
    "" for a cadastro-only one, None for a row that is no slice."""
    return [[positions[k] for k in run] for run in _run_indexes(positions, cargo_of)]


def _run_indexes(positions: list, cargo_of) -> list[list[int]]:
    """`_runs` as the indexes of its slices in `positions`."""
    runs: list[list[int]] = []
    key = None
    for k, p in enumerate(positions):
        here = cargo_of(p)
        if here == "":
            continue
        if here and here == key:
            runs[-1].append(k)
        elif here:
            runs.append([k])
        key = here
    return [run for run in runs if len(run) >= 2]


def _row_cargo(p: dict) -> str | None:
    if not p.get("slice"):
        return None
    return "" if p.get("cadastro_reserva") else fold(p.get("cargo") or "").strip()


def _position_cargo(p) -> str | None:
    if not p.slice:
        return None
    return "" if p.cr else fold(p.parent or "").strip()


def _heading(lines: dict[int, Line], first: int, cargo: str) -> int | None:
    """The line naming the cargo just before its first slice, if any."""
    if not cargo:
        return None
    for number in range(first - 1, max(first - 1 - _HEADING_REACH, 0), -1):
        line = lines.get(number)
        if line and cargo in line.folded and not _NUMBER.search(line.folded):
            return number
    return None


def _own_total(lines: dict[int, Line], last: int, vacancies: int) -> tuple[int, bool] | None:
    """The edital's own total row right after the slices: its line, and whether it holds the summed
    `vacancies` (as its total cell, or as the sum of its parts when it has none). A row of numbers with
    no label counts only when it holds them: otherwise it may be anything else."""
    for number in range(last + 1, last + 1 + _TOTAL_REACH):
        line = lines.get(number)
        if not line:
            continue
        labelled = _TOTAL_ROW.match(line.folded)
        if labelled or _NUMBERS_ROW.fullmatch(line.folded):
            numbers = [int(n) for n in _NUMBER.findall(line.folded)]
            holds = vacancies in numbers or sum(numbers) == vacancies
            if numbers and (labelled or holds):
                return number, holds
    return None


def _total_first(lines: dict[int, Line], first: int, vacancies: int) -> tuple[int, bool] | None:
    """The cargo's total printed above its places' table ("Total do emprego: 19 vagas (AC 12 · …)",
    `total_first`): its line, and whether it holds the summed `vacancies`."""
    for number in range(first - 1, max(first - 1 - _HEADING_REACH, 0), -1):
        line = lines.get(number)
        if line and total_first.is_total_line(line.folded):
            numbers = [int(n) for n in _NUMBER.findall(line.folded)]
            return number, bool(numbers) and numbers[0] == vacancies
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
        # the heading that names the cargo; for a cargo the edital does not name, its table's header
        heading = table_cargo.unnamed_line(cargo) or _heading(by_number, spans[0], fold(cargo).strip())
        own = _own_total(by_number, spans[-1], vacancies) or _total_first(by_number, spans[0], vacancies)
        if own:
            spans = sorted({*spans, own[0]})
            if not own[1]:
                doubt = f"a linha de total do edital (linha {own[0]}) não traz a soma das partes, {vacancies}"
        if not doubt and not own and lines is not None:
            doubt = _untaken(by_number, getattr(lines, "untaken", ()), spans, heading)
        if table_cargo.is_unnamed(cargo) and not doubt:
            doubt = "o edital não nomeia o cargo desta tabela: suas linhas foram somadas como partes de um só cargo"
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
                "interpretation": CARGO_TOTAL_KEY,
            }
        )
    return out


def _untaken(by_number: dict[int, Line], untaken, spans: list[int], heading: int | None) -> str | None:
    """Why a sum with no total row of the edital's to check it is not proven: the count-like lines of the
    cargo's span no reading took (`cargo_span`), from its heading to the lines after its last slice."""
    low = heading if heading else spans[0] - cargo_span.TAIL_REACH
    high = spans[-1] + cargo_span.TAIL_REACH
    left = sorted(n for n in untaken if low < n <= high)
    if not left:
        return None
    said = "; ".join(f"linha {n}, “{by_number[n].text.strip()[:60]}”" for n in left[:3] if n in by_number)
    return f"nenhuma linha de total do edital confere a soma das partes, e há linhas com números no trecho do cargo que não foram lidas como partes ({said})"


def _lines_of(p) -> list[int]:
    return p.lines or [p.line]


def lines_near_slices(lines: list[Line], positions: list, given: bool = False) -> list[Line]:
    """The lines a cargo total may need (the heading before a run of slices, the total row after it, the
    count-like lines of its span no reading took, `untaken`), taken before the document lets its text go: a
    few lines a cargo, not the slices' own lines (a table of 50 000 slices would keep the whole text). Positions
    `given` (a recheck's rows) carry only their first line: no line of theirs is known to be untaken."""
    wanted: set[int] = set()
    bounds = []
    for run in _run_indexes(positions, _position_cargo):
        first = min(min(positions[k].lines or [positions[k].line]) for k in run)
        last = max(max(positions[k].lines or [positions[k].line]) for k in run)
        wanted.update(range(max(first - _HEADING_REACH, 1), first))
        wanted.update(range(last + 1, last + _TOTAL_REACH + 1))
        bounds.append((run[0], run[-1]))
    near = cargo_span.NearSlices()
    if not wanted:
        return near
    if not given:
        near.untaken = frozenset(cargo_span.untaken(lines, positions, bounds, _lines_of))
    wanted.update(near.untaken)
    near.extend(line for line in lines if line.number in wanted)
    return near
