"""A table cell wrapped over lines in a quadro given a cell a line, its wraps marked by a trailing space (MuPDF).

MuPDF's text (PyMuPDF `page.get_text()`, `mutool draw -F txt`) of a word processor's table (Writer's PDF of
a DOCX quadro) gives each cell on lines of its own, the cell's lines in order, and the space where the
line wrapped kept at the end of the line it ends ("Motorista de Veículos " / "Pesados" / "Ensino
fundamental completo e CNH " / "categoria \"D\"" / "2" / "1" …); a cell's own last line has none. Read
a line at a time, a name cell's second line ("Pesados") looked like the next cell's (the requisitos'), and
the row was named by its first line only, a name no cargo has.

Here a line ending in a space joins the line below it (and a chain so) where both are short (a cell's, not
a paragraph's), the one below opens no count, and count cells alone on their lines follow within a few
lines (the row's counts, a cell a line): the cell made one line, numbered as its first. A header's count label
wrapped so ("Ampla " / "concorrência", "Pessoas " / "quilombolasTotal de " / "vagas": pypdf's text of a Calc
sheet keeps the spaces too) is left as printed: the stages that read such headers take their labels a line
at a time; so is a text whose count cells end in a space too (pypdf's text of a cell-a-line quadro, Dataprev
2024: there the space ends every cell, and a name was joined to its place). Trigger: a line
ending in a space before a line break or a form feed, searched in the text once (`may_hold`).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, rewritten
from cotacheck.linter.tables import code_overflow
from cotacheck.linter.tables.layout_header import raw_lines

_COUNT = re.compile(r"\s*(?:\d{1,4}|[-–—]|CR)\s*")
_FOOT = re.compile(r"P[aá]gina\s*\d", re.IGNORECASE)  # the page's footer after a cell wrapped at its foot
_SHORT = 60  # a cell's line; a paragraph's is longer
_NEAR = 10  # lines from a cell to its row's counts
_COUNTS = 3  # count cells alone on their lines within `_NEAR` lines: a quadro given a cell a line
#: A word of a count column's label: a chain holding one is a header's label, no row's cell.
_LABEL = re.compile(
    r"concorr|pret[oa]s|pard[oa]s|quilombol|ind[ií]gen|defici[eê]n|\btotal|\bvagas?\b|negr[oa]s|\bpcd\b|cadastro", re.I
)


def _counts_ahead(raw: list[str], k: int) -> int:
    """How many of the `_NEAR` lines after line `k` are a count cell alone."""
    return sum(1 for line in raw[k + 1 : k + 1 + _NEAR] if len(line) <= 6 and _COUNT.fullmatch(line))


def _wraps(line: str, below: str) -> bool:
    """Whether `line` ends a wrapped line of the cell that goes on in `below`."""
    return (
        line.endswith(" ")
        and bool(line.strip())
        and len(line) <= _SHORT
        and bool(below.strip())
        and len(below) <= _SHORT
        and not below[:1].isspace()
        and not _COUNT.fullmatch(below)
        and not below.strip()[:1].isdigit()
        and not _FOOT.search(below)
    )


def may_hold(text: str) -> bool:
    """The trigger: some line ends in a space (before a line break or a form feed)."""
    return " \n" in text or " \r" in text or " \f" in text


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each cell wrapped so in a quadro given a cell a line made one line."""
    if not may_hold(text):
        return lines
    raw = raw_lines(text)
    if any(line.endswith(" ") and _COUNT.fullmatch(line) for line in raw):
        return lines  # count cells end in a space too (pypdf's text of a cell-a-line quadro): no wrap is marked
    present = {line.number for line in lines}
    changed: dict[int, str | None] = {}
    k = 0
    while k < len(raw) - 1:
        if not raw[k].endswith(" ") or not _wraps(raw[k], raw[k + 1]) or _counts_ahead(raw, k) < _COUNTS:
            k += 1
            continue
        chain = [k]
        while chain[-1] < len(raw) - 1 and _wraps(raw[chain[-1]], raw[chain[-1] + 1]):
            chain.append(chain[-1] + 1)
        if all(n + 1 in present for n in chain) and not any(_LABEL.search(raw[n]) for n in chain):
            changed[k + 1] = " ".join(raw[n].strip() for n in chain)
            changed.update((n + 1, None) for n in chain[1:])
        k = chain[-1] + 1
    if changed and len(code_overflow.relay(list(lines), text, {})) != len(lines):
        return lines  # a sheet wider than its page (pypdf keeps the spaces too): its pages pair wrapped cells by count
    return rewritten(lines, changed)
