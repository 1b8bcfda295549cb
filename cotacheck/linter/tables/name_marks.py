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
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line

_GLUED = re.compile(r"(?<=[^\W\d_])([1-9])(?= )")
_ROW_END = re.compile(r"\s(?:\d{1,4}|[-–—]|CR)\s(?:\d{1,4}|[-–—]|CR)$")
_SUPERSCRIPT = str.maketrans("123456789", "¹²³⁴⁵⁶⁷⁸⁹")
_NOTE_LINES = 40  # a table's rows and the notes right under it


def _note(lines: list[Line], i: int, digit: str) -> int | None:
    """The index of the note opening with the mark `digit` within `_NOTE_LINES` lines after line `i`."""
    opening = re.compile(rf"^(?:{digit}\s+[A-ZÀ-Ú]|\({digit}\)\s*\S|{digit}\)\s*\S)")
    for n in range(i + 1, min(len(lines), i + 1 + _NOTE_LINES)):
        text = lines[n].text
        if opening.match(text) and not _ROW_END.search(text):
            return n
    return None


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with each name's glued mark, and its note's, written as a superscript."""
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
