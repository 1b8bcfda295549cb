"""Column labels an edital defines in quotes, anywhere in its text, whatever the vocabulary guesses.

An edital may explain its quadro's labels far from it, in an item of its own ("6.9 Siglas utilizadas no
Quadro 1: "Univ." – vagas de concorrência universal (ampla concorrência); "PcD" – …; "C.R." – vagas de
cota racial (Lei nº 12.990/2014), não se confundindo com cadastro de reserva."). A label in quotes (dots
allowed: "C.R.", "Univ.") followed by a dash or a colon and its meaning is the edital's own word, and it
overrides the vocabulary's guess: read by the vocabulary, "C.R." was the cadastro de reserva, and a
quadro of the racial quota read as one with no reserve. The meaning's role is `legend`'s reading of its
first clause (up to a comma, a semicolon or "não"); a meaning that names no role defines nothing. A label
the edital defines twice with different roles is `contested`: no role is taken for it (`legend`'s
`unexplained` then leaves its column of unknown role, the table uncertain). Cheap: only a line with a
quote character followed by a dot or a capital is looked at.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import role_of_words

_QUOTE = re.compile(r"[\"“”][A-Z]")
_DEFINED = re.compile(
    r"[\"“]([A-Z][A-Za-z]{0,5}\.?(?:[A-Z][A-Za-z]{0,3}\.?){0,3})[\"”]\s?(?:–|—|-|:)\s?([^;\"“”]{3,160})"
)
_CLAUSE = re.compile(r",|;|\bnao\b|\bsem\b")


def definitions(lines) -> tuple[dict[str, str], set[str]]:
    """Folded label → the role its meaning names, and the labels defined twice with different roles."""
    found: dict[str, str] = {}
    contested: set[str] = set()
    for line in lines:
        text = line.text
        if ('"' not in text and "“" not in text) or not _QUOTE.search(text):
            continue
        for m in _DEFINED.finditer(text):
            label = m.group(1).lower()
            clause = _CLAUSE.split(fold(m.group(2)), maxsplit=1)[0]
            role = role_of_words(clause)
            if role is None:
                continue
            if found.get(label, role) != role:
                contested.add(label)
            found.setdefault(label, role)
    for label in contested:
        found.pop(label, None)
    return found, contested
