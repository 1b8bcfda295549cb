"""A row's vacancy marked as reserved by a footnote: "Zootecnia … DE 1*" over "* vaga reservada a candidatos
negros.", "Enfermagem … 1**" over "** vaga reservada a pessoas com deficiência.".

A docente edital offers one vacancy per área, and a one-vacancy área holds no reserve of its own: the
reserve of the whole edital is placed on some áreas (by draw, or by the order of calls) and the quadro
shows which by a mark on their count, explained by a note under the table. Its table has one count
column, the total, so its rows read (and are confirmed) with no reserve; the mark is the row's reserve.

So, for a table with no count column for the group a note names, a count cell marked ("1*", "1 (*)",
"1¹") whose value is the row's vacancies, and whose mark's note among the lines right after the table
says the vacancy is reserved to negros (or to pessoas com deficiência), gives that row a reserve of 1
for the group. Anything short of that proof leaves the row uncertain, never confirmed without its
reserve: a marked count over 1 (the note does not say how many of the vacancies), a note that speaks of
a reserve in words not read here, or a mark whose note is not found after the table. A note that speaks
of something else (a jornada, a lotação) leaves the row as it was read. Rows with no mark are left as read.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.cells import _CELL_SPLIT, _FOOTNOTE, _notes_of, parse_count

#: A count with its mark glued on ("1*", "1**", "1¹", "1(*)")
_MARKED = re.compile(r"^(\d{1,6})(\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\(\d{1,2}\)|\(\*{1,3}\))$")
#: The characters a row must hold for a mark to be there (the stage's cheap test)
_MARK_CHARS = frozenset("*¹²³⁴⁵⁶⁷⁸⁹⁰(")
#: How many kept lines after a table's last row its notes may stand in (w28: a Total row, a blank, the notes)
NOTES_WITHIN = 12

_RESERVED = re.compile(r"\breservad[ao]s?\b")
_NEGATED = re.compile(r"\bnao\b|\bsem reserva\b|\bnenhuma\b")
_GROUP_WORDS = {
    "negros": re.compile(r"\bnegr[oa]s?\b|\bpret[oa]s? e pard[oa]s?\b|\bafrodescendentes?\b|\bcotas? racia"),
    "pcd": re.compile(r"\bdeficiencia\b|\bpcd\b|\bpne\b"),
}
#: A note that speaks of a reserve at all: one not read as a reserved vacancy leaves its rows uncertain
_ABOUT_RESERVE = re.compile(r"reserv|negr|pard|defici|\bpcd\b|\bcota|indigen|quilombol")


def _marked_count(text: str) -> tuple[int, str] | None:
    """The row's last count and its mark, when the line ends in a run of count cells whose last is marked
    ("… DE 1*", "… DE 1 *"); None when the last count carries no mark."""
    tokens = [t for t in _CELL_SPLIT.split(text) if t]
    if not tokens:
        return None
    last = tokens[-1]
    m = _MARKED.match(last)
    if m:
        return int(m.group(1)), m.group(2)
    if len(tokens) > 1 and _FOOTNOTE.match(last):
        cell = parse_count(fold(tokens[-2]))
        if cell is not None and cell[0] == "n":
            return cell[1], last
    return None


def _note_says(mark: str, after: list[Line]) -> tuple[str, int | None, str]:
    """What the note of `mark` says: ("negros" | "pcd", its line, "") for a vacancy reserved to one group,
    ("other", line, "") for a note about something else, ("unread", line or None, its text) otherwise."""
    notes = _notes_of(mark, after)
    if not notes:
        return "unread", None, ""
    note = notes[0]
    said = note.folded.lstrip()[len(mark) :]
    groups = [g for g, words in _GROUP_WORDS.items() if words.search(said)]
    if _RESERVED.search(said) and not _NEGATED.search(said) and len(groups) == 1:
        return groups[0], note.number, ""
    if _ABOUT_RESERVE.search(said):
        return "unread", note.number, note.text.strip()
    return "other", note.number, ""


def _doubt(position, mark: str, line: int, why: str) -> None:
    position.confidence = "uncertain"
    position.doubt = position.doubt or f"a marca “{mark}” na vaga da linha {line} {why}: confira a reserva dessa linha"


def _at(lines: list[Line], number: int) -> int | None:
    """The index of line `number` in `lines` (sorted by number; no index of every line is kept: a long
    table's reading must not grow for this stage)."""
    k = bisect_left(lines, number, key=lambda line: line.number)
    return k if k < len(lines) and lines[k].number == number else None


def apply(lines: list[Line], positions: list, tables: list[dict]) -> None:
    """Each marked row of a table gives its reserve where its mark's note proves it, else is left uncertain."""
    marked: dict[int, list] = {}
    for position in positions:
        if position.table is None or position.source != "tabela" or not position.lines or not position.vacancies:
            continue
        at = _at(lines, position.lines[-1])
        if at is not None and _MARK_CHARS.intersection(lines[at].text):
            found = _marked_count(lines[at].text)
            if found is not None and found[0] == position.vacancies:
                marked.setdefault(position.table, []).append((position, *found))
    if not marked:
        return
    columns = {info["id"]: info["columns"] for info in tables}
    for table, rows in marked.items():
        last = max(n for p in positions if p.table == table for n in p.lines)
        at = _at(lines, last)
        after = lines[at + 1 : at + 1 + NOTES_WITHIN] if at is not None else []
        _table(rows, after, columns.get(table, []))


def _table(marked: list, after: list[Line], roles: list[str]) -> None:
    for position, count, mark in marked:
        group, _note, text = _note_says(mark, after)
        if group == "other" or group in roles:
            continue
        if group == "unread":
            why = f"remete à nota “{text[:80]}”, não lida como reserva" if text else "não tem nota lida após o quadro"
            _doubt(position, mark, position.lines[-1], why)
        elif count != 1:
            _doubt(position, mark, position.lines[-1], f"diz que há vaga reservada, sem dizer quantas das {count}")
        elif group == "negros":
            position.reserved_stated = 1
            position.by_group_stated = {"negros": 1}
        else:
            position.pcd_stated = 1
