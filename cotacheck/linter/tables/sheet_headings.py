"""A spreadsheet printed with its headings ("Imprimir títulos de linha e coluna"), then copied with its
layout (`pdftotext -layout`): a line of column letters ("A  B  C  D …") over the sheet, and each row opening
with its row number ("  7    106   Técnico em Enfermagem   40   5   3   1   1").

Read as the edital's text, the letters were a header nobody explains, the row number went into each name
("7 106 Técnico em Enfermagem") or was taken for a count, the header's row number hid its labels, and the
table ran on into the next sheet printed below it (a sheet of fees and numbers of questions read as
vacancies). The headings are the program's, not the edital's: before anything reads the text, the letter
line is blanked and each row number written over with spaces, so that every cell keeps the place it is
printed at and the table reads as any table laid out by spaces (`layout_grid`).

A sheet is a letter line (single capitals in the alphabet's order from "A", three at least) followed by
lines opening with row numbers that go up by one (a blank sheet row prints its number alone; one blank
line between rows is allowed). What the headings prove goes further:

- the sheet is a grid and ends at its last numbered row: a table whose header is one of its rows is read
  as its grid (`layout_grid`, even where the line-by-line reading would read it: a text column between
  the name and the counts, "ESCOLARIDADE", is then no part of the names) and stops at the sheet's last
  row, never running into the next sheet's rows;
- a sheet whose rows name no count column nor vacancies ("CÓD CARGO ESCOLARIDADE TAXA (R$) PROVA
  (QUESTÕES)"; "vaga" and "quant" in no row) holds no vacancies: its rows are blanked, their numbers
  (fees, questions, hours) never read as counts;
- two labels a header prints one space apart ("ESCOLARIDADE TOTAL") are two columns when each stands
  under a letter of its own: the space is widened (taken from the gap after the second label when it
  has one to spare) so that the labels read as two columns.

Only the lines of such a block change, and the text keeps its lines and their numbers.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import COUNT_TOKENS, labels

#: What any sheet's letter line holds: tried on the text before anything else.
_TRIGGER = re.compile(r"A +B +C(?: |$)", re.M)
_LETTERS = re.compile(r"[ \t]*A(?:[ \t]+[B-Z])+[ \t]*")
_ROW = re.compile(r"\s*(\d{1,5})(?=\s|$)")
_WORD = re.compile(r"\S+")
_SPLIT = re.compile(r"(\r\n|\r|\n|\f)")
_LEAST_LETTERS = 3
_LEAST_ROWS = 2


def _letters(line: str) -> list[int] | None:
    """Where each letter of a letter line stands (None: no letter line)."""
    if not _LETTERS.fullmatch(line):
        return None
    found = [(m.start(), m.group()) for m in _WORD.finditer(line)]
    if len(found) < _LEAST_LETTERS or any(ord(c) != ord("A") + k for k, (_, c) in enumerate(found)):
        return None
    return [x for x, _ in found]


def _rows(lines: list[str], start: int) -> list[int]:
    """Indexes of the numbered rows from `start` (their numbers going up by one)."""
    rows: list[int] = []
    index, expected = start, None
    while index < len(lines):
        m = _ROW.match(lines[index])
        if m is None:
            if lines[index].strip() or index + 1 >= len(lines) or not rows:
                break
            index += 1  # one blank line between two rows
            continue
        number = int(m.group(1))
        if expected is not None and number != expected:
            break
        rows.append(index)
        expected, index = number + 1, index + 1
    return rows


def _unnumbered(line: str) -> str:
    m = _ROW.match(line)
    return " " * m.end() + line[m.end() :]


def _widened(line: str, letters: list[int]) -> str:
    """`line` with each single space between two words that stand under letters of their own made two."""
    if any(c.isdigit() for c in line):
        return line
    words = [(m.start(), m.end()) for m in _WORD.finditer(line)]
    under = [next((k for k, x in enumerate(letters) if w0 <= x < w1), None) for w0, w1 in words]
    out = line
    shift = 0
    for k in range(1, len(words)):
        (_, a1), (b0, b1) = words[k - 1], words[k]
        if b0 - a1 != 1 or under[k] is None:
            continue
        first = k - 1
        while first > 0 and words[first][0] - words[first - 1][1] == 1:
            first -= 1  # the words one space apart before it: the same printed piece
        before = next((u for u in reversed(under[first:k]) if u is not None), None)
        if before is None or before == under[k]:
            continue
        at = b0 + shift
        tail = out[at + (b1 - b0) :]
        spare = len(tail) - len(tail.lstrip(" "))
        if spare >= 3:
            out = out[:at] + " " + out[at : at + (b1 - b0)] + tail[1:]
        else:
            out = out[:at] + " " + out[at:]
            shift += 1
    return out


def _counted(line: str) -> bool:
    """A row naming a count column, or a word of vacancies the vocabulary may not read ("QUANTIDADE")."""
    folded = fold(line)
    return "vaga" in folded or "quant" in folded or any(kind in COUNT_TOKENS for kind, _, _ in labels(folded))


def strip(text: str) -> tuple[str, tuple[frozenset[int], frozenset[int]] | None]:
    """`text` with every printed sheet's headings taken off (module docstring), and the indexes of the
    rows of the sheets that name counts and of each sheet's last row (None: no sheet)."""
    if not _TRIGGER.search(text):
        return text, None
    parts = _SPLIT.split(text)
    lines = parts[0::2]
    ends: set[int] = set()
    within: set[int] = set()
    changed = False
    for index, line in enumerate(lines):
        if "A" not in line or (letters := _letters(line)) is None:
            continue
        rows = _rows(lines, index + 1)
        if len(rows) < _LEAST_ROWS:
            continue
        lines[index] = ""
        counted = any(_counted(lines[k]) for k in rows)
        for k in rows:
            lines[k] = _widened(_unnumbered(lines[k]), letters) if counted else ""
        ends.add(rows[-1])
        within.update(rows if counted else ())
        changed = True
    if not changed:
        return text, None
    parts[0::2] = lines
    return "".join(parts), (frozenset(within), frozenset(ends))
