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


def apply(lines: list[Line], positions: list, tables: list[dict]) -> None:
    """Each marked row of a table gives its reserve where its mark's note proves it, else is left uncertain."""
    by_table: dict[int, list] = {}
    for position in positions:
        if position.table is not None and position.source == "tabela":
            by_table.setdefault(position.table, []).append(position)
    if not by_table:
        return
    index = {line.number: i for i, line in enumerate(lines)}
    columns = {info["id"]: info["columns"] for info in tables}
    for table, rows in by_table.items():
        _table(lines, index, rows, columns.get(table, []))


def _table(lines: list[Line], index: dict[int, int], rows: list, roles: list[str]) -> None:
    marked = []
    for position in rows:
        line = index.get(position.lines[-1]) if position.lines else None
        text = lines[line].text if line is not None else ""
        if line is not None and _MARK_CHARS.intersection(text):
            found = _marked_count(text)
            if found is not None and found[0] == position.vacancies and position.vacancies:
                marked.append((position, *found))
    if not marked:
        return
    last = index[max(n for p in rows for n in p.lines if n in index)]
    after = lines[last + 1 : last + 1 + NOTES_WITHIN]
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
