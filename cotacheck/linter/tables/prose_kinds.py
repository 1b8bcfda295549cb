"""The kind of vacancy a prose statement's words name: a part (ampla concorrência, PcD, negros, the groups of
Lei 15.142), the cadastro or the total ("vagas"), by keywords tried as one pattern. The prose reader
(`prose.py`) and the key-value lines (`kv_lines.py`) ask it which part a number or a label is."""

from __future__ import annotations

import re

KEYWORDS = [
    ("pcd", re.compile(r"defici|\bpcd\b|\bpne\b")),
    ("indigenas", re.compile(r"indigena")),
    ("quilombolas", re.compile(r"quilombola")),
    ("pretos_pardos", re.compile(r"pretos? e pardos?(?! ou)|pretas? e pardas?")),
    ("negros", re.compile(r"negr[oa]s?\b|cotist|racia|afrodescend|\bppp?\b|pretos?|pardos?")),
    ("open", re.compile(r"ampla|\bac(?=\s?:)")),  # "sendo AC: 22; PcD: 2": the abbreviation as a label
    ("cr", re.compile(r"cadastro de reserva|\bcr\b")),
    ("total", re.compile(r"\bvagas?\b|\btotal\b")),
]


# The keywords as one pattern: its leftmost match is the first keyword of the window, and at one
# position the alternatives are tried in `KEYWORDS`' order (one scan instead of one per kind).
FIRST_KEYWORD = re.compile("|".join(f"(?P<{kind}>{pattern.pattern})" for kind, pattern in KEYWORDS))


def classify(window: str) -> str | None:
    """The kind of the first keyword in the window."""
    m = FIRST_KEYWORD.search(window)
    return m.lastgroup if m else None


def first_part(window: str) -> str | None:
    """The first part (not "vagas" nor the cadastro) the window names: "…, são reservadas aos candidatos negros"."""
    return next((m.lastgroup for m in FIRST_KEYWORD.finditer(window) if m.lastgroup not in ("total", "cr")), None)


def rightmost_label(window: str) -> str | None:
    """The kind of the keyword that starts last in the window (at one start, the first in `KEYWORDS`'
    order): tried at each position from the end back to the first keyword, where `FIRST_KEYWORD`
    matched, instead of every match of every kind over the whole window."""
    first = FIRST_KEYWORD.search(window)
    if first is None:
        return None  # no keyword at all (most names before a colon)
    for start in range(len(window) - 1, first.start(), -1):
        m = FIRST_KEYWORD.match(window, start)
        if m is not None:
            return m.lastgroup
    return first.lastgroup


# Tried on every line: each form opens with its letter and checks the word's start behind it ("v(?<=\bv)agas" is
# "\bvagas"), so that the engine skips from "v" to "c" instead of trying every character.
STATEMENT_START = re.compile(r"v(?<=\bv)agas?\b|c(?<=\bc)adastro de reserva\b")


def states(folded: str) -> bool:
    """Whether a line may state vacancies (`STATEMENT_START`): its words looked for first, C's search for a fixed
    string (most lines hold neither), the pattern only where one stands."""
    return ("vaga" in folded or "cadastro de reserva" in folded) and STATEMENT_START.search(folded) is not None
