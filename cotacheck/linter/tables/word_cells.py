"""Count cells written in words in a table copied with tabs (a Word document's table: "Doze", "Duas",
"Uma", "Não há", "Nenhuma", "Cadastro Reserva"), made the cells the pass reads.

Some boards write every quantity in full "to avoid misreadings", leaving digits only in the hours and
the pay. Read line by line, a row of such cells had no count at all: nothing of the table was read.
Before the pass, under a header line whose tab-parted cells name a name column and two count columns
or more of the vocabulary, each row with as many cells as the header has its count columns' cells
rewritten: a number in words ("vinte e uma") as its digits, "Não há", "Nenhuma", "Nenhum" and "Zero"
as "-" (no vacancy), "Cadastro Reserva" as "CR". Only cells under a count column, and only whole cells
(a word of a name or a requisito is never a count); the other cells stay as they are. The pass then
reads the row and confirms it only by its arithmetic.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line, words_value
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens

_GROUP = frozenset(("vagas", "imm", "reserva"))
_NONE = re.compile(r"(?:nao ha|nenhum|nenhuma|zero|inexistente)(?: vagas?)?\.?")
_CADASTRO = re.compile(r"(?:cadastro (?:de )?reserva|\(?cr\)?)\.?")
_LETTERS = re.compile(r"[a-z]")


def _count_columns(cells: list[str]) -> list[int] | None:
    """The indexes of a header's count columns, when its cells name one name column and two count
    columns or more, no role twice; else None."""
    roles, names, bare = {}, 0, []
    for at, cell in enumerate(cells):
        every = header_tokens(fold(cell).strip()) or []
        kinds = [k for k in every if k not in _GROUP]
        if every and not kinds:
            bare.append(at)  # "Vagas" alone: the total, when no other column is
        elif kinds == ["name"]:
            names += 1
        elif len(kinds) == 1 and kinds[0] in PLAIN_LABEL:
            if kinds[0] in roles.values():
                return None
            roles[at] = kinds[0]
    if len(bare) == 1 and "total" not in roles.values():
        roles[bare[0]] = "total"
    return sorted(roles) if names == 1 and len(roles) >= 2 else None


def _cell(text: str) -> str | None:
    """A count cell in words as the pass reads it ("12", "-", "CR"); None when it is no such cell."""
    folded = fold(text).strip()
    if not _LETTERS.search(folded):
        return None
    if _NONE.fullmatch(folded):
        return "-"
    if _CADASTRO.fullmatch(folded):
        return "CR"
    value = words_value(folded)
    return None if value is None else str(value)


def _rewritten(raw: str, counts: list[int], width: int) -> str | None:
    """A row's text with its count cells in words made counts, or None when it has none or is no row."""
    cells = raw.split("\t")
    if len(cells) != width:
        return None
    changed = False
    for at in counts:
        made = _cell(cells[at])
        if made is not None:
            cells[at], changed = made, True
    if not changed:
        return None
    # a blank count cell is no vacancy ("-"); a blank text cell (the Total row's pay) is left out, not a count
    return " ".join(c.strip() or "-" for at, c in enumerate(cells) if c.strip() or at in counts).strip()


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with the count cells in words of every tab table made counts (same list, lines in place)."""
    if "\t" not in text:
        return lines
    raw = raw_lines(text)
    counts, width, last = None, 0, -1
    for index, line in enumerate(lines):
        source = raw[line.number - 1] if 0 < line.number <= len(raw) else ""
        if "\t" not in source:
            counts = None
            continue
        if counts is not None and line.number == last + 1:
            made = _rewritten(source, counts, width)
            if made is not None:
                lines[index] = laid_line(line.number, made)
            last = line.number
            continue
        cells = source.split("\t")
        if len(line.text.split()) < len(source.split()):
            counts = None  # a header a stage before re-laid with columns taken out (`position_counts`): its rows too
            continue
        counts, width, last = _count_columns(cells), len(cells), line.number
    return lines
