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
#: A glossary's item ("c) C.R.: vagas reservadas por cota racial …", "a) Universal: vagas destinadas à livre
#: concorrência …"): its label, unquoted, then a colon and the meaning.
_ITEM = re.compile(
    r"\s{0,8}(?:[a-z]\)|[ivx]{1,4}\)|[-–•])\s([A-Z][A-Za-z]{0,11}\.?(?:[A-Z][A-Za-z]{0,3}\.?){0,3}):\s([^;]{3,160})"
)


def _abbreviation(label: str) -> bool:
    """Capitals, with dots or not ("C.R.", "PD"): a label the vocabulary may guess at, not a word of it."""
    return sum(c.isupper() for c in label) >= 2


def definitions(lines) -> tuple[dict[str, str], set[str]]:
    """Folded label → the role its meaning names, and the labels defined twice with different roles."""
    found: dict[str, str] = {}
    contested: set[str] = set()
    for line in lines:
        text = line.text
        quoted = ('"' in text or "“" in text) and _QUOTE.search(text) is not None
        item = (
            None
            if quoted or ":" not in text or ")" not in text and text.lstrip()[:1] not in "-–•"
            else _ITEM.match(text)
        )
        if item is not None and role_of_words(item.group(1).lower()) is not None and not _abbreviation(item.group(1)):
            continue  # "b) Reserva: …": a word the vocabulary reads, redefined only in quotes
        for m in _DEFINED.finditer(text) if quoted else [item] if item is not None else []:
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
