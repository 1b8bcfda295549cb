"""A footnote mark printed as a small digit after a header's count label, which a PDF's plain text glues to
the label as a plain digit ("Vagas para" / "PcD1" / "Vagas para" / "Afrodescendentes2", IBAM's quadro in
pypdf's text, its notes under the table "1 Reserva conforme Lei Complementar …", "2 Reserva conforme
…"). Glued, the label was no word of the table vocabulary, the header was not read and neither was any row.

A count label of the vocabulary (PcD, negros, afrodescendentes, AC, total, …) with one digit glued to its
end is that label and its note's mark where a note opening with that digit ("1 Reserva …", "(1) …",
"1) …", at a line's start or after a sentence's end: pypdf runs short notes into one line) stands within
`_NOTE_LINES` lines below it: the digit is written as its superscript ("PcD¹"),
which the header reads as a mark. Without such a note the line stays as it is. Tried only on lines of
up to `_MAX_CHARS` characters (a header's label lines; a one-line header with its marks glued is longer
and left as it is) holding a digit right after a letter."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line

#: A count label with one digit glued to its end (folded text).
_GLUED = re.compile(
    r"(?<![a-z0-9])(?=[acdinpqtv])(?:pcd|pne|negr[ao]s?|afrodescendentes?|afro|pn|ppp|pp|pi|pq|ac|ampla|total|"
    r"deficiencia|indigenas|quilombolas|reservadas?|concorrencia|vagas)([1-9])(?![0-9a-z])"
)
_LETTER_DIGIT = re.compile(r"[a-z][1-9]")
_SUPERSCRIPT = str.maketrans("123456789", "¹²³⁴⁵⁶⁷⁸⁹")
_NOTE_LINES = 40  # a table's rows and the notes right under it
#: A header's line as pypdf prints a header whose cells wrap: a label or a few ("Vagas para", "PcD1"); a
#: paragraph's line (most of a text's characters) is never tried
_MAX_CHARS = 60


def _note(lines: list[Line], i: int, digit: str) -> tuple[int, int] | None:
    """Where the note opening with the mark `digit` stands within `_NOTE_LINES` lines after line `i`: its
    line's index and the mark's place on it (None: no such note)."""
    opening = re.compile(
        rf"(?:^|[.;]\s)(?:(?P<mark>{digit})\s+[A-ZÀ-Ú]|\({digit}\)\s*\S|{digit}\)\s*\S|{digit.translate(_SUPERSCRIPT)})"
    )
    for n in range(i + 1, min(len(lines), i + 1 + _NOTE_LINES)):
        m = opening.search(lines[n].text)
        if m:
            return n, m.start("mark")
    return None


def _superscript(text: str, places: list[int]) -> str:
    for at in sorted(places, reverse=True):
        text = text[:at] + text[at].translate(_SUPERSCRIPT) + text[at + 1 :]
    return text


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with each count label's glued mark written as a superscript where its note
    is below, and the note's own mark ("1 Reserva …" → "¹ Reserva …": a note, never a row of the table)."""
    notes: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        folded = line.folded
        if len(folded) > _MAX_CHARS or not _LETTER_DIGIT.search(folded) or len(folded) != len(line.text):
            continue
        marks = []
        for m in _GLUED.finditer(folded):
            note = _note(lines, i, m.group(1))
            if note is not None:
                marks.append(m.start(1))
                if note[1] >= 0:
                    notes.setdefault(note[0], []).append(note[1])
        if marks:
            lines[i] = laid_line(line.number, _superscript(line.text, marks))
    for n, places in notes.items():
        lines[n] = laid_line(lines[n].number, _superscript(lines[n].text, list(set(places))))
    return lines
