"""A header line whose labels a PDF's plain text glued where a narrow cell's text touches the next cell's
("Cargo Ampla concorrência PcD NegrosTotal", "… Pretos e pardos IndígenasQuilombolasTotal",
"CargoÁrea …"), as pypdf gives a table printed by LibreOffice or Chromium: the glued word was no label of
the table vocabulary, the header named fewer columns than the rows have counts, and each row was read
with counts left in its name ("Analista de Sistemas 7 1 3", 13 vacancies).

A line holding a capital right after three lower-case letters, and no digit outside brackets, is parted
there when the parted line reads as a header (a name column and two count columns or more, by the table
vocabulary) naming more count columns than the line as it stood; else it stays as it is (a name in
camel case, a sentence). The rows then prove the columns by their arithmetic, as any header's. Trigger: a
capital after three lower-case letters in the text (searched from the capital, the rarer letter), then
the lines holding one.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.glued_counts import glued_row
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.relaid import line_breaks

#: A capital glued after three lower-case letters (the capital first: the engine skips to it).
_GLUE = re.compile(r"[A-ZÀ-ÖØ-Ý](?<=[a-zà-öø-ÿ]{3}[A-ZÀ-ÖØ-Ý])")
_PART = re.compile(r"(?<=[a-zà-öø-ÿ]{3})(?=[A-ZÀ-ÖØ-Ý])")
_DIGIT_OUTSIDE = re.compile(r"\d(?![^(]*\))")  # no header label holds a digit but in a note, "(20%)"
_MAX_CHARS = 240  # a header's line; a paragraph is never tried
_ROWS_BELOW = 3  # a label's line wrapped ("Ampla"), then the first row


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each glued header line parted (module docstring)."""
    found = _GLUE.search(text)
    if found is None:
        return lines
    index = {line.number: n for n, line in enumerate(lines)}
    changed: dict[int, str] = {}
    number, counted = 1, 0
    while found is not None:
        start = found.start()
        number += line_breaks(text, counted, start)
        counted = start
        n = index.get(number)
        if n is not None and number not in changed and not _cells_glued_too(lines, n):
            parted = _parted(lines[n].text)
            if parted is not None:
                changed[number] = parted
        end = text.find("\n", start)
        found = _GLUE.search(text, end) if end >= 0 else None
    return rewritten(lines, changed)


def _cells_glued_too(lines: list[Line], n: int) -> bool:
    """A row right below glues its name to its first count ("Vigia 12x3625 6 2 17"): the whole quadro lost its
    spaces, `glued_counts`' class, which splits the header and the rows together (parted here, the header
    read the rows with their glued names, and none was read)."""
    return any(glued_row(line.text) for line in lines[n + 1 : n + 1 + _ROWS_BELOW])


def _parted(text: str) -> str | None:
    """`text` parted at its glued capitals when that reads as a header of more count columns, else None."""
    if len(text) > _MAX_CHARS or _DIGIT_OUTSIDE.search(text):
        return None
    parted = _PART.sub(" ", text)
    after = _counts(parted)
    if after is None or after < 2:
        return None
    before = _counts(text)
    return parted if before is None or before < after else None


def _counts(text: str) -> int | None:
    """How many count columns `text` names read as a header opening with its name column (before any count:
    a row opens with its name), or None. A name label after the counts is a table's text pypdf gave out of
    the drawn order ("Sede Norte Sul Total AC PcD NegrosCargo Função", a groff table whose merged cargo cells
    come last): parted, its rows were read under it with counts in their names."""
    tokens = header_tokens(fold(text))
    if not tokens or "name" not in tokens:
        return None
    first = next((n for n, t in enumerate(tokens) if t in PLAIN_LABEL), len(tokens))
    if tokens.index("name") > first:
        return None
    return sum(t in PLAIN_LABEL for t in tokens)
