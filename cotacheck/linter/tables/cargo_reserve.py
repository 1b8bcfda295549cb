"""A reserve stated once for a whole cargo (or the whole edital), not row by row.

Some editais list área/cidade rows with a VAGAS column only and state the reserve once in prose:
"Do total das vagas ofertadas … para o cargo de Professor …, 20% (14 vagas) serão reservadas a
candidatos cotistas raciais, independente de área/cidade". That reserve belongs to the cargo as a
whole: it is compared there, with the cargo's vacancies taken from the rows (and confirmed when the
edital announces the same total, "Tabela de Vagas (70 vagas)"). The rows keep their vacancies and
are marked `reserve_scope = "cargo"`: the reserve is not theirs to state.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold

_RESERVE = re.compile(
    r"(?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s?)?\(?(\d{1,4})\)?\s?\(?[a-z ]{0,40}\)?\s?vagas?\)?\s?(?:serao |sera |ficam |estao |sao )?(?:reservad|destinad)"
)
_NEGROS = re.compile(r"negr[oa]s|cotistas? racia|pretos? e pardos?|pretas? e pardas?|afrodescend")
_PCD = re.compile(r"deficiencia|\bpcd\b")
_WHOLE = re.compile(
    r"do total das vagas|independente(?:mente)? d[ae] (?:area|cidade|especialidade|localidade|lotacao)|total de vagas (?:do|deste) (?:concurso|edital)"
)
_CARGO_NAME = re.compile(r"para o cargo de ([^;]{3,120}?)(?:,? nos termos|, \d|;|, (?:sera|serao|ficam))")
_OVERALL = re.compile(r"\btotal|\btabela|\bquadro|\bconcurso|\bedital|\bprovimento|\bofertad|\boferecid")
_ANNOUNCED = re.compile(r"(?<![\d.,])(\d{1,5})\s?(?:\([a-z ]{2,60}\)\s?)?vagas?\b")


def _sentences(lines: list[Line]):
    """Each line with the two after it (statements run over line breaks)."""
    for i, line in enumerate(lines):
        yield line, " ".join(x.folded for x in lines[i : i + 3])[:900]


def whole_reserves(lines: list[Line]) -> tuple[dict[str, tuple[int, int]], str | None]:
    """{"negros": (count, line), "pcd": (count, line)} stated for the whole cargo, and the cargo's name."""
    found: dict[str, tuple[int, int]] = {}
    name = None
    for line, text in _sentences(lines):
        if "reservad" not in line.folded and "destinad" not in line.folded:
            continue
        if not _WHOLE.search(text):
            continue
        m = _RESERVE.search(line.folded) or _RESERVE.search(text)
        if not m:
            continue
        window = text[m.start() : m.end() + 120]
        kind = "negros" if _NEGROS.search(window) else "pcd" if _PCD.search(window) else None
        if kind is None or kind in found:
            continue
        found[kind] = (int(m.group(1)), line.number)
        if name is None:
            i = lines.index(line)
            original = " ".join(x.text for x in lines[max(0, i - 2) : i + 2])
            named = _CARGO_NAME.search(fold(original))
            if named:
                name = original[named.start(1) : named.end(1)].strip()
    return found, name


def announced_totals(lines: list[Line], skip: set[int]) -> dict[int, int]:
    """Figures the edital's prose announces as a number of vacancies ("Tabela de Vagas (70 vagas)"), by value."""
    found: dict[int, int] = {}
    for line in lines:
        if line.number in skip or "vaga" not in line.folded:
            continue
        if not _OVERALL.search(line.folded):
            continue
        for m in _ANNOUNCED.finditer(line.folded):
            found.setdefault(int(m.group(1)), line.number)
    return found


def drop_repeated_tables(lines: list[Line], positions: list) -> None:
    """Tables listed again further on (an annex repeating the áreas with their requirements) would count
    every vacancy twice. When the first tables add up to the total the edital announces and the rows
    after them would exceed it, those later rows are dropped."""
    table_rows = [p for p in positions if p.table is not None and not p.cr]
    if len({p.table for p in table_rows}) < 2:
        return
    announced = announced_totals(lines, {line for p in table_rows for line in p.lines})
    running = 0
    order = []
    for p in table_rows:
        if not order or order[-1][0] != p.table:
            order.append([p.table, 0])
        order[-1][1] += p.vacancies
    for index, (table, count) in enumerate(order):
        running += count
        if running in announced and index + 1 < len(order) and index >= 1:
            later = {t for t, _ in order[index + 1 :]}
            if any(p.confidence == "confirmed" for p in table_rows if p.table in later):
                return  # a table whose own arithmetic holds is not a garbled repeat
            positions[:] = [p for p in positions if p.table not in later]
            return


def attach(lines: list[Line], positions: list, make_position) -> None:
    """Add the cargo's position when table rows state no reserve and the edital states one for the whole."""
    rows = [
        p for p in positions if p.source == "tabela" and not p.cr and p.reserved_stated is None and p.pcd_stated is None
    ]
    if len(rows) < 2 or len(rows) != sum(1 for p in positions if p.source == "tabela" and not p.cr):
        return
    found, name = whole_reserves(lines)
    if "negros" not in found:
        return
    total = sum(p.vacancies for p in rows)
    announced = None
    for line in lines:
        if line.number in {p.line for p in rows}:
            continue
        for m in _ANNOUNCED.finditer(line.folded):
            if int(m.group(1)) == total:
                announced = line.number
                break
        if announced:
            break
    reserve, reserve_line = found["negros"]
    cargo = name or "Cargo (todas as áreas da tabela)"
    position = make_position(
        cargo, announced or reserve_line, {"total": ("n", total), "negros": ("n", reserve)}, "texto"
    )
    position.parent, position.slice = cargo, None
    if "pcd" in found:
        position.pcd_stated = found["pcd"][0]
    position.lines = sorted(
        {announced or reserve_line, reserve_line} | ({found["pcd"][1]} if "pcd" in found else set())
    )
    position.reading = "cargo-statement"
    position.confidence = "confirmed" if announced else "uncertain"
    for p in rows:
        p.reserve_scope = "cargo"
    positions.insert(positions.index(rows[0]), position)
