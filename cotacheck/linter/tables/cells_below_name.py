"""A row's cells alone on a line, under the lines of its name (and its requisitos) wrapped above them.

pypdf's plain text of a quadro whose tall cells print their text from the top and the row's short cells
lower (a name or a requisitos cell over several lines, the jornada, the pay and the counts on a baseline of
their own) gives such a row as its name's lines, then a line of the cells alone: "201 Médico – Clínica
Médica" / "Diploma de Medicina; Residência Médica …" / "SBCM/AMB; registro no CRM." / "24h R$ 11.534,67 5 1
2 8 15" (AOCP), "Professor de Ensino" / "Fundamental – Séries" / "Iniciais" / "09 01 02 20h" (La Salle).
Read a line at a time, the jornada "24h" was the cargo's name (confirmed: its counts add up) and the name's
last line with the first count another ("Iniciais 09").

The lines are proven the row's own when nothing of it can stand below its cells: the line right after
the cells is another row (its name beside its cells, or cells alone again), and the lines above them run
up to a row or to the table's header (a line naming two count labels or more), each a line of words with
no cells at its end and no label of the header's vocabulary. A name printed around its cells (a line
above, a line below: `name_after_counts`) is not this class: the line below is words. The row is re-laid
as one line (its lines joined, its cells after them), numbered as its first line (where the row begins, as a reader points to it), so the table pass reads
it as it reads the rows whose names fit beside their cells, and confirms it only by its arithmetic.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line
from cotacheck.linter.tables.header import COUNT_KINDS, labels
from cotacheck.linter.tables.name_start import level_heading
from cotacheck.linter.tables.names import CONTINUES

#: A cell of a row's short columns: a count, a dash, the cadastro's "CR", an amount, "R$", a jornada.
_CELL = re.compile(
    r"\d{1,5}|[-–—]|CR|R\$|(?:R\$)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,2}\s?h(?:s|oras)?|\d{1,2}h\d{2}|h(?:s|oras)?"
    r"|\d{1,2}:\d{2}"
)
_COUNT = re.compile(r"\d{1,5}|[-–—]|CR")
_PAGE = re.compile(r"\bpagina \d")  # a running head amid the rows: no name's line
_MAX_NAME_LINES = 12  # a name and its requisitos wrapped in a narrow column (AOCP: 4)
_MAX_LINE_WORDS = 16


def _cells(tokens: list[str]) -> tuple[int, int]:
    """(tokens at the end that are cells, how many of them are counts, dashes or "CR")."""
    taken = counts = 0
    for token in reversed(tokens):
        if not _CELL.fullmatch(token):
            break
        taken, counts = taken + 1, counts + bool(_COUNT.fullmatch(token))
    return taken, counts


def _kind(line: Line) -> str:
    """C: cells alone; N: words and their cells; H: a header naming two count labels or more; L: a level's
    heading in capitals ("ENSINO FUNDAMENTAL": it parts the rows, no row's name); W: a line of words; X:
    anything else (blank, a label's piece, a numbered item)."""
    tokens = line.text.split()
    if not tokens or ("gina" in line.folded and _PAGE.search(line.folded)):
        return "X"
    if level_heading(line):
        return "L"
    taken, counts = _cells(tokens)
    if counts >= 2:
        return "C" if taken == len(tokens) else "N"
    found = sum(kind in COUNT_KINDS for kind, _, _ in labels(line.folded))
    if found >= 2:
        return "H"
    dashes = all(token in "–—-" for token in tokens[len(tokens) - taken :])  # "Enfermeiro Padrão –"
    if found or not dashes or len(tokens) > _MAX_LINE_WORDS:
        return "X"
    return "W"


#: What a line of cells alone opens with (a cadastro row's "CR CR CR CR" too); three letters in a row are a
#: word, which no cell holds.
_FIRST = frozenset("0123456789-–—RC")
_LAST = frozenset("0123456789-–—Rhs")  # a count, a dash, "CR", a jornada ("40h", "40 hs")
_WORD = re.compile(r"[^\W\d_]{3}")
#: A jornada spelled out among the cells ("2 0 0 2 24 horas 11.142,36"): its word is a cell's, not a name's.
_HOURS = re.compile(r"(?<=\d\s)h(?:s|oras)\b")


def _no_word(text: str) -> bool:
    """`text` holds no word but a jornada's "horas" or "hs" after its number."""
    return not _WORD.search(text) or ("h" in text and not _WORD.search(_HOURS.sub("", text)))


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with each row whose cells stand alone under its name's lines re-laid as one
    line, in a table proven to print its cells below its text (see the module's docstring)."""
    changed: dict[int, tuple[int, Line]] = {}  # cells' index -> (first name line's index, the row)
    kinds: dict[int, str] = {}

    def kind(k: int) -> str:
        if k not in kinds:
            kinds[k] = _kind(lines[k]) if 0 <= k < len(lines) else "X"
        return kinds[k]

    def name_start(i: int) -> int | None:
        start = i
        while i - start < _MAX_NAME_LINES and kind(start - 1) == "W":
            start -= 1
        return _past_cut_rest(lines, start, i, kind) if start < i and kind(start - 1) in "CNHL" else None

    def ends_row(i: int) -> bool:
        """Nothing of the row at `i` stands below its cells: a row, the table's end or the page's (a running
        head above the page's number) follows them, or lines that visibly go on (a dash, a colon or a joining
        word at their end) into a row with its cells (the next row's name: no name ends so)."""
        if kind(i + 1) != "W" or _goes_into_row(lines, i, kind):
            return True
        k = i + 1 if kind(i + 2) != "W" else i + 2
        return (
            "gina" in lines[k + 1].folded and _PAGE.search(lines[k + 1].folded) is not None
            if k + 1 < len(lines)
            else False
        )

    done = -1
    # the cheap tests first, once a line: a line of cells alone opens with a digit, a dash or "R$", ends with a
    # cell and holds no word
    alone = [
        i for i, line in enumerate(lines) if line.text[:1] in _FIRST and line.text[-1:] in _LAST and _no_word(line.text)
    ]
    cells = set(alone)
    for i in alone:
        if i <= done or kind(i) != "C" or not ends_row(i) or name_start(i) is None:
            continue
        # the proof: a row's text all above its cells, none below; the table's other rows print so too
        first = i
        while kind(first - 1) in "WCNL":
            first -= 1
        last = i
        while kind(last + 1) in "WCNL":
            last += 1
        done = last
        if kind(first - 1) != "H":
            continue
        for k in range(first, last + 1):
            # a row whose cells stand beside its name's last line takes the lines above it too ("Especialista em
            # Regulação" / "– Área: Direito 19 14 1 4"): in such a table no line between two rows is the upper's
            start = name_start(k) if (k in cells and kind(k) == "C") or kind(k) == "N" else None
            if start is not None:
                text = " ".join(lines[j].text.strip() for j in range(start, k + 1))
                changed[k] = (start, laid_line(lines[start].number, text))
    return _rewritten(lines, changed) if changed else lines


def _past_cut_rest(lines: list[Line], start: int, i: int, kind) -> int:
    """The name's first line from `start` on: a lower-case line right under a header (repeated after a page
    break, the rest of the row above that the break cut) is no name's, and the line after it begins it."""
    return start + 1 if start + 1 < i and kind(start - 1) == "H" and lines[start].text[:1].islower() else start


def _goes_into_row(lines: list[Line], i: int, kind) -> bool:
    """The lines under the cells at `i` visibly go on (a dash, a colon or a joining word at their end) into a
    row with its cells: they are that row's name, for no name ends so."""
    k = i + 1
    while k - i <= _MAX_NAME_LINES and kind(k) == "W" and CONTINUES.search(lines[k].folded.rstrip()):
        k += 1
    return k > i + 1 and kind(k) == "N"


def _rewritten(lines: list[Line], changed: dict[int, tuple[int, Line]]) -> list[Line]:
    """`lines` (the same list) with each row re-laid in place of its cells' line, its name's lines taken out."""
    drop: set[int] = set()
    for i, (start, _) in changed.items():
        drop.update(range(start, i))
    lines[:] = [changed[k][1] if k in changed else line for k, line in enumerate(lines) if k not in drop]
    return lines
