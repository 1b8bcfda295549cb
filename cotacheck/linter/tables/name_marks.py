"""A footnote's mark printed as a small digit after a cargo's name, glued to it as a plain digit by pypdf
("104 Motorista Categoria D2 Fundamental completo 02 00 00 02", "202 Operador de Estação de Tratamento de
Água1 Médio completo 06 01 02 09", Fundep's quadro from a Word document, its notes under the table: "1 Lotação
na ETA Rio do Peixe …", "2 Exige-se CNH categoria “D” …").

Glued, the digit was the name's ("Motorista Categoria D2": a category the edital never names). A word's last
letter followed by one digit (1 to 9) and a space, on a row's line (two count cells or more at its end), is
that word and its note's mark where a note opening with that digit and a capital ("1 Lotação …", "(1) …",
"1) …"), itself no row, stands within `_NOTE_LINES` lines below: the digit is written as its superscript
("Água¹"), which the names read as a mark and leave out, and so is the note's own mark. Without such a note
the line stays as it is. Trigger: a line ending in a digit holding a letter glued to a digit (`glued_marks`
does the same for a header's labels).

pdf.js (Firefox's text layer, a line an item where `hasEOL` is set) gives a Chromium-printed cell of a
bold code, the name, a `<sup>` mark and an italic lotação a line a piece ("E01 – Enfermeiro Fiscal1" /
"Sede – Recife" / requisitos / "R$ 6.235,18 5 2 0 0 1 8 16", Quadrix's quadro), its notes under the table
printed with their superscripts ("¹ O Enfermeiro Fiscal exerce … ² Jornada de 20 …"): a name line ending in
a letter and one digit, a row's counts within `_ROW_LINES` lines below, is taken the same way where such a
note (its superscript at a line's start or after a sentence's end) stands within `_SUP_NOTE_LINES` lines.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from cotacheck.linter.read.text import Line, laid_line

_GLUED = re.compile(r"(?<=[^\W\d_])([1-9])(?= )")
_ROW_END = re.compile(r"\s(?:\d{1,4}|[-–—]|CR)\s(?:\d{1,4}|[-–—]|CR)$")
_SUPERSCRIPT = str.maketrans("123456789", "¹²³⁴⁵⁶⁷⁸⁹")
_NOTE_LINES = 40  # a table's rows and the notes right under it
_END_MARK = re.compile(r"(?<=[^\W\d_])([1-9])$")
_SUP_NOTE = re.compile(r"(?:^|[.;!?]\s+)([¹²³⁴⁵⁶⁷⁸⁹])\s*[A-ZÀ-Ú]")
_ROW_LINES = 8  # a pdf.js row's name line, its lotação's and requisitos' lines, then its counts
_SUP_NOTE_LINES = 120  # a pdf.js quadro's rows (several lines each) and the notes under it


def _note(lines: list[Line], i: int, digit: str) -> int | None:
    """The index of the note opening with the mark `digit` within `_NOTE_LINES` lines after line `i`."""
    opening = re.compile(rf"^(?:{digit}\s+[A-ZÀ-Ú]|\({digit}\)\s*\S|{digit}\)\s*\S)")
    for n in range(i + 1, min(len(lines), i + 1 + _NOTE_LINES)):
        text = lines[n].text
        if opening.match(text) and not _ROW_END.search(text):
            return n
    return None


def _line_end_marks(lines: list[Line]) -> None:
    """Each name line ending in its mark ("Enfermeiro Fiscal1") over a row's counts, whose note is printed
    with its superscript below, with the mark written as a superscript (see the module docstring)."""
    ends = [i for i, line in enumerate(lines) if line.text[-1:].isdigit() and _END_MARK.search(line.text)]
    if not ends:
        return
    notes: dict[str, list[int]] = {}
    for n, line in enumerate(lines):
        if any(c in line.text for c in "¹²³⁴⁵⁶⁷⁸⁹"):
            for m in _SUP_NOTE.finditer(line.text):
                notes.setdefault(m.group(1), []).append(n)
    for i in ends:
        text = lines[i].text
        mark = text[-1].translate(_SUPERSCRIPT)
        below = notes.get(mark, [])
        after = bisect_right(below, i)  # the first such note below the line
        if _ROW_END.search(text) or after == len(below) or below[after] > i + _SUP_NOTE_LINES:
            continue
        if any(_ROW_END.search(lines[n].text) for n in range(i + 1, min(len(lines), i + 1 + _ROW_LINES))):
            lines[i] = laid_line(lines[i].number, text[:-1] + mark)


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with each name's glued mark, and its note's, written as a superscript."""
    _line_end_marks(lines)
    rows = [i for i, line in enumerate(lines) if line.text[-1:].isdigit() and _GLUED.search(line.text)]
    notes: set[int] = set()
    for i in rows:
        line = lines[i]
        if not _ROW_END.search(line.text):
            continue
        marks = []
        for m in _GLUED.finditer(line.text):
            note = _note(lines, i, m.group(1))
            if note is not None:
                marks.append(m.start(1))
                notes.add(note)
        if marks:
            text = line.text
            for at in reversed(marks):
                text = text[:at] + text[at].translate(_SUPERSCRIPT) + text[at + 1 :]
            lines[i] = laid_line(line.number, text)
    for n in notes:
        text = lines[n].text
        at = 1 if text.startswith("(") else 0
        lines[n] = laid_line(lines[n].number, text[:at] + text[at].translate(_SUPERSCRIPT) + text[at + 1 :])
    return lines
