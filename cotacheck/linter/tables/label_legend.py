"""Column labels in words that the edital explains in a sentence below its quadro ("Vagas universais:
vagas destinadas a todos os candidatos. Reserva étnico-racial: vagas reservadas à população negra…"),
read as the roles those sentences name.

`legend` reads abbreviations defined as "X = meaning"; a quadro may instead head its counts with words
the vocabulary of `header` does not read ("Vagas universais", "Reserva étnico-racial") and explain each
in prose, "Label: meaning.". A column of `layout_grid` whose label is such words (a "words" column) takes
a role only when, within `_WINDOW` lines after the header, its label, whole, is followed by a colon and
a meaning (up to the next full stop or semicolon, its first clause) that names one count role of the
vocabulary, one group of the racial reserve (`prose_legend.groups`), or the open list as "(vagas) a
todos os candidatos". The roles so given count only in a table with a total column, so that each row's
arithmetic proves them (with none, every label in words is left unexplained). A label nobody explains
stays a count column of unknown role, never dropped: the grid is re-laid with an abbreviation no legend
defines in its place ("XX"), moved after the first explained count column (`laid_order`), where the
table's reading takes it for a column of unknown role and leaves the table uncertain ("coluna sem
legenda"). Only grids with a "words" column and a legend in words look here: a colon-free window, or no
such column, costs nothing.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold, normalise
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens, role_of_words
from cotacheck.linter.tables.legend import unexplained
from cotacheck.linter.tables.prose_legend import groups

#: Lines after a header's last line where its legend may stand: a quadro of some forty rows and the
#: legend's paragraph under it.
_WINDOW = 60
_MARKS = "*¹²³⁴⁵⁶⁷⁸⁹⁰"
#: The kind of a grid column whose label nobody explains: re-laid as an abbreviation no legend defines.
UNEXPLAINED = ("unexplained-1", "unexplained-2", "unexplained-3", "unexplained-4")
_LINKS = frozenset({"de", "da", "do", "das", "dos", "e", "a", "o"})
#: The open list named by whom it is for, not by the vocabulary's "ampla concorrência".
_OPEN = re.compile(r"\b(?:a|para|por) todos os candidatos\b")


def _role(meaning: str) -> str | None:
    """The one count role a meaning names (the vocabulary's in its first clause), or None (none, or more
    than one)."""
    clause = meaning.split(",")[0].strip()  # "…, nos termos da Lei nº …": the law, no role
    role = role_of_words(clause)
    named = groups(meaning)  # the whole meaning: "pessoas pretas, pardas, indígenas e quilombolas" are four
    opened = bool(_OPEN.search(meaning))
    if role is None and len(named) == 1 and not opened:
        role = named[0]
    elif role is None and opened and not named:
        role = "open"
    elif role is not None and (opened or len(named) > 1):
        return None  # "… a todos os candidatos e aos negros": no single role
    return role if role in PLAIN_LABEL else None


def _meaning(label: str, text: str) -> str | None:
    """What `text` says the label is ("Label: meaning."), if it says it once."""
    pattern = re.compile(rf"(?<![a-z0-9]){re.escape(label)}\s?:\s?([^.;:]{{3,160}})")
    found = {m.group(1).strip() for m in pattern.finditer(text)}
    return found.pop() if len(found) == 1 else None


def explain(columns, raw: list[str], last: int) -> bool:
    """Give the "words" columns of a grid header ending at index `last` of `raw` the roles a legend in
    prose below it names (when a total column proves them), the others an unknown role; True when the
    legend explained any label: the grid is then re-laid whatever the order of its columns."""
    if not columns or not any(c.kind == "words" for c in columns):
        return False
    window = [normalise(line) for line in raw[last + 1 : last + 1 + _WINDOW]]
    if not any(":" in line for line in window):
        return False
    text = fold(" ".join(" ".join(line.split()) for line in window))
    roles = {}
    for k, column in enumerate(columns):
        if column.kind == "words":
            label = " ".join(fold(column.label).strip(_MARKS + " ").split())
            meaning = _meaning(label, text) if len(label) >= 3 else None
            role = _role(meaning) if meaning else None
            if role is not None:
                roles[k] = role
    kinds = [roles.get(k, c.kind) for k, c in enumerate(columns)]
    if not roles:
        return False
    if {"total", "vagas"} & set(kinds):  # a bare "Vagas" is the total (`layout_grid._resolved`)
        for k, role in roles.items():
            columns[k].kind = role
    words = [c for c in columns if c.kind == "words"]  # with no total to prove them, every label in words
    if len(words) > len(UNEXPLAINED):
        return False
    whole = "\n".join(raw)
    for column, kind in zip(words, UNEXPLAINED):  # a label nobody explains: a count column of unknown role, kept
        column.kind, column.label = kind, _placeholder(column.label, whole)
    return True


def _placeholder(label: str, text: str) -> str:
    """An abbreviation for a label nobody explains, which the table's reading takes for a column of
    unknown role (`legend.unexplained`): its words' initials ("Vagas étnicas": "VE"), or "XX", when the
    vocabulary does not read it and the edital does not use it."""
    initials = "".join(w[0] for w in fold(label).split() if w[0].isalpha() and w not in _LINKS).upper()[:4]
    for word in (initials, "XX", "XY", "XZ"):
        alone = header_tokens(f"cargo {word.lower()} total") == ["name", "other", "total"]  # read as no role
        if alone and unexplained(word.lower(), word) == [word] and not re.search(rf"\b{word}\b", text):
            return word
    return "XX"


def laid_order(kinds: list[str]) -> list[int]:
    """The order a re-laid grid gives its count columns (`kinds`, left to right): each column nobody
    explains moved after the first explained one, where the table's reading takes an abbreviation it does
    not read for a column of unknown role (`header._unknown_columns`), whatever column the page printed first."""
    known = [k for k, kind in enumerate(kinds) if kind not in UNEXPLAINED]
    unknown = [k for k, kind in enumerate(kinds) if kind in UNEXPLAINED]
    return known[:1] + unknown + known[1:] if unknown and known else list(range(len(kinds)))
