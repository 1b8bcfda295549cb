"""Key-value lines of a cargo's figures, one a line ("Quantitativo de vagas: 03 (três)" / "Ampla concorrência:
02" / "Reserva para pessoas com deficiência: não há" / "Reserva para candidatos negros: 01"), as the prose
reader (`prose.py`) joins them into one statement: which lines are such a part's, how a block goes on
(the total first or closing the parts) and what a part that says there is none counts (0)."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.prose_items import _role as items_role
from cotacheck.linter.tables.prose_kinds import classify, first_part
from cotacheck.linter.tables.prose_parts import _role as parts_role

BRACKETS = re.compile(r"\s?\([^()]{0,40}\)")
# "Reserva para negros: 2": a key-value line of a part, as a cargo's figures are listed one a line
# ("Reserva para PcD: não há", "Reserva para negros: –": none of that part, read as 0)
KV_LINE = re.compile(
    r"^([^\d:]{2,60}):\s?(?:\d{1,5}|(?P<none>nao ha|nao havera|nao tem|nenhuma?|sem reserva|[-–—]))\.?$"
)


def kv_match(stripped: str) -> re.Match | None:
    """`KV_LINE`'s match of a stripped line, tried only where it may stand: a colon in the line, and the line
    ending (past one full stop) with a count's digit, a dash, or the last letter of "não há", "não haverá",
    "nenhum", "nenhuma", "sem reserva" (most lines a statement's sentence looks at end otherwise)."""
    if ":" not in stripped:
        return None
    tail = stripped[:-1] if stripped.endswith(".") else stripped
    if not (tail[-1:].isdigit() or tail.endswith(("a", "m", "-", "–", "—"))):
        return None
    return KV_LINE.match(stripped)


def part_label(words: str) -> str | None:
    """The role of a part's label, all its words ("ampla concorrencia", "negros (pretos e pardos)"), else None."""
    bare = (BRACKETS.sub("", words) if "(" in words else words).strip()
    return items_role(bare) or parts_role(bare)


def kv_line(folded: str) -> bool:
    """Whether a line is one key-value line of a part's count ("Reserva para negros: 2", "PcD: não há")."""
    m = kv_match(folded.strip())
    return m is not None and first_part(m.group(1)) is not None


def said(line: Line) -> str:
    """A line's folded text for a statement's reading, a part's "não há" made its count, 0."""
    m = kv_match(line.folded.strip()) if line.folded.endswith(("a", "tem", "-", "–", "—", ".")) else None
    if m is None or not m.group("none") or first_part(m.group(1)) is None:
        return line.folded
    return f"{m.group(1)}: 0"


def kv_block(lines: list[Line], end: int) -> bool:
    """Line `end` goes on with a block of key-value lines ("Total de vagas: 10" / "Reserva para negros: 2" /
    "Reserva para PcD: 1" / "Ampla concorrência: 7"): it and the line before are such lines, its label a
    part's, or the total's closing a block of parts that has none ("Vagas de ampla concorrência: 11" / …
    / "Total de vagas: 17")."""
    m = kv_match(lines[end].folded.strip())
    if m is None or not kv_match(lines[end - 1].folded.strip()):
        return False
    if first_part(m.group(1)) is not None:  # "Vagas de ampla concorrência: 7" is a part's
        return True
    if classify(m.group(1)) != "total":
        return False
    for i in range(end - 1, max(-1, end - 9), -1):  # the block's lines above, each role once (8 at most)
        above = kv_match(lines[i].folded.strip())
        if above is None:
            return True
        if first_part(above.group(1)) is None:
            return False  # the block has its total already: this one is the next cargo's
    return False
