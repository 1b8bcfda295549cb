"""A cargo's cell merged over the rows of its disciplinas, each row with its own code, as pypdf prints it.

Selecon's quadro for a magistério (an ODT table printed by LibreOffice): "Código | Cargo | Disciplina |
Vagas AC | Vagas PcD | Vagas Negros | Total | Vencimento", the cargo ("Professor Docente I (PD I)" and its
"Carga horária: 16 h semanais") and the pay merged over the cargo's rows. pypdf gives the group's first
row as its code alone ("P01"), the cargo cell's lines, the row's disciplina and counts ("Língua Portuguesa
5 1 1 7"), the pay alone ("3.452,77") or glued to the next row's code ("3.018,40P09 Anos Iniciais … 24 2 6
32"), then each further row as "P02 Matemática 4 0 1 5". Read a line at a time, the cargo's lines were
headings or names of their own and the first row's name was cut: no row was read right.

A group opens with a code alone on its line (letters and digits, "P01"), then at most `_MAX_CELL` lines
(the cargo cell, the first disciplina's wrapped lines), then a line of words ending in the row's count
cells (two or more, a pay cell after them or none); the rows after it open with their code and end in
their cells, the group's pay alone or glued before a code passed over. The table is two rows or more
under a header naming two count labels or more within reach. Each row is re-laid as one line, "P02
Professor Docente I (PD I) – Matemática 4 0 1 5", numbered as its code's line, the pay left out: the
pass confirms it by its arithmetic. The cargo cell ends where its hours' note ("Carga horária: 22 h 30"
/ "min semanais") ends, the disciplina's lines after it; with no such note and more than one line before
the counts, where the cargo ends and the disciplina starts is not in the text, and the group's rows stay
uncertain with the reason. Trigger: a line that is a code alone (a pattern mapped over the lines).
"""

from __future__ import annotations

import re
from itertools import compress, count

from cotacheck.linter.read.text import Line, laid_line, spliced
from cotacheck.linter.tables.cells_after_code import header_above

#: A code alone on its line, searched in the text once (a literal first: fast).
_CODE_LINE = re.compile(r"\n[A-Z]{1,3}-?\d{1,3}\n")
_CODE_ALONE = re.compile(r"[A-Z]{1,3}-?\d{1,3}").fullmatch
#: A row's line: its code (a pay glued before it or none), its words, its count cells, a pay cell or none.
_ROW = re.compile(
    r"(?:\d{1,3}(?:\.\d{3})*,\d{2})?(?P<code>[A-Z]{1,3}-?\d{1,3})\s(?P<words>\D+?)"
    r"(?P<cells>(?:\s(?:\d{1,4}|[-–—]|CR)){2,})(?:\s\d{1,3}(?:\.\d{3})*,\d{2})?"
)
#: The first row's own line, its code on the group's line: words, count cells, a pay cell or none.
_FIRST = re.compile(r"(?P<words>\D+?)(?P<cells>(?:\s(?:\d{1,4}|[-–—]|CR)){2,})(?:\s\d{1,3}(?:\.\d{3})*,\d{2})?")
_PAY = re.compile(r"\d{1,3}(?:\.\d{3})*,\d{2}").fullmatch
#: The hours' note inside the cargo cell, and where it ends.
_HOURS = re.compile(r"(?:carga horaria|jornada|ch)\b")
_HOURS_END = re.compile(r"(?:semanais|semanal|por semana)\s?$")
_HOURS_BARE_END = re.compile(r"\d\s?(?:h|horas)\s?$")  # "Carga horária: 40 h" with no "semanais" after it
_MAX_CELL = 8
_MIN_ROWS = 2
DOUBT = (
    "o cargo e a disciplina estão em linhas seguidas sem marca entre eles: onde o cargo termina não é dado pelo texto"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such table's rows re-laid a row a line; `doubts` gets the rows of a
    group whose cargo's end is not shown (`text`, the edital's, for the trigger)."""
    if _CODE_LINE.search(text) is None:
        return lines
    starts = list(compress(count(), map(_CODE_ALONE, map(_text, lines))))
    if not starts:
        return lines
    changes: list[tuple[int, int, list[Line]]] = []
    done = -1
    for start in starts:
        if start <= done:
            continue
        table, end = _table(lines, start)
        if sum(len(rows) for _, rows in table) < _MIN_ROWS or header_above(lines, start) is None:
            continue
        done = end
        laid: list[Line] = []
        for (cargo, sure), rows in table:
            for number, code, disciplina, cells in rows:
                laid.append(laid_line(number, f"{code} {cargo} – {disciplina}{cells}"))
                if not sure:
                    doubts.setdefault(number, DOUBT)
        changes.append((start, end - start, laid))
    return spliced(lines, changes) if changes else lines


def _text(line: Line) -> str:
    return line.text.strip()


def _table(lines: list[Line], start: int):
    """The groups from `start` on (each its cargo, whether its end is shown, and its rows: line number,
    code, disciplina, cells) and the index after the table's last line."""
    groups = []
    k = start
    while k < len(lines) and _CODE_ALONE(_text(lines[k])):
        group = _group(lines, k)
        if group is None:
            break
        cargo_rows, k = group
        groups.append(cargo_rows)
    return groups, k


def _group(lines: list[Line], start: int):
    """((cargo, sure), rows) of the group whose code stands alone at `start`, and the index after it."""
    code = _text(lines[start])
    for k in range(start + 1, min(len(lines), start + 2 + _MAX_CELL)):
        first = _FIRST.fullmatch(_text(lines[k]))
        if first is None:
            if _ROW.fullmatch(_text(lines[k])) or _CODE_ALONE(_text(lines[k])) or not _text(lines[k]):
                return None
            continue
        cell = [_text(line) for line in lines[start + 1 : k]]
        if not cell:
            return None
        cargo, disciplina, sure = _split(cell, first.group("words").strip())
        rows = [(lines[start].number, code, disciplina, first.group("cells"))]
        k += 1
        while k < len(lines):
            text = _text(lines[k])
            row = _ROW.fullmatch(text)
            if row is not None:
                rows.append((lines[k].number, row.group("code"), row.group("words").strip(), row.group("cells")))
            elif not _PAY(text):
                break
            k += 1
        return ((cargo, sure), rows), k
    return None


def _split(cell: list[str], words: str) -> tuple[str, str, bool]:
    """(the cargo, the first row's disciplina, whether the cargo's end is shown) from the lines between the
    group's code and its first row's counts, and the words on the counts' line."""
    folded = [line.lower() for line in cell]
    hours = next((n for n, line in enumerate(folded) if n and _HOURS.match(_plain(line))), None)
    if hours is not None:
        reach = range(hours, min(len(cell), hours + 3))
        end = next((n for n in reach if _HOURS_END.search(_plain(folded[n]))), None)
        if end is None and _HOURS_BARE_END.search(folded[hours]):
            end = hours
        if end is not None:
            return " ".join(cell[:hours]), " ".join([*cell[end + 1 :], words]), True
    return " ".join(cell), words, len(cell) == 1


def _plain(text: str) -> str:
    return text.replace("á", "a").replace("ã", "a").replace("ç", "c")
