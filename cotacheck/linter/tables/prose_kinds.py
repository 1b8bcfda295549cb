"""The kind of vacancy a prose statement's words name: a part (ampla concorrência, PcD, negros, the groups of
Lei 15.142), the cadastro or the total ("vagas"), by keywords tried as one pattern. The prose reader
(`prose.py`) and the key-value lines (`kv_lines.py`) ask it which part a number or a label is."""

from __future__ import annotations

import itertools
import re

#: Each kind's forms, the kinds in the order they are tried at one place.
_FORMS = [
    ("pcd", [r"defici", r"\bpcd\b", r"\bpne\b"]),
    ("indigenas", [r"indigena"]),
    ("quilombolas", [r"quilombola"]),
    ("pretos_pardos", [r"pretos? e pardos?(?! ou)", r"pretas? e pardas?"]),
    ("negros", [r"negr[oa]s?\b", r"cotist", r"racia", r"afrodescend", r"\bppp?\b", r"pretos?", r"pardos?"]),
    ("open", [r"ampla", r"\bac(?=\s?:)"]),  # "sendo AC: 22; PcD: 2": the abbreviation as a label
    ("cr", [r"cadastro de reserva", r"\bcr\b"]),
    ("total", [r"\bvagas?\b", r"\btotal\b"]),
]
KEYWORDS = [(kind, re.compile("|".join(forms))) for kind, forms in _FORMS]


def _by_first_letter(forms: list[tuple[str, list[str]]]) -> tuple[re.Pattern, dict[str, str]]:
    """The keywords as one pattern of alternatives each opening with its letter, the forms grouped under it (a
    word's start checked behind the letter): the engine skips to the letters that open a keyword, and at one
    place tries only that letter's forms, in the kinds' order, where the bare alternation entered every
    kind's group at every place (6x slower on a window). Its groups are named "kind_letter" (a name is
    once a pattern); the second value maps each to its kind."""
    letters: dict[str, list[tuple[str, str]]] = {}
    for kind, kind_forms in forms:
        for form in kind_forms:
            word_start = form.startswith(r"\b")
            body = form[2:] if word_start else form
            if not body[:1].isalpha() or body[1:2] in ("?", "*", "+", "{"):
                raise ValueError(f"a keyword's form must open with a letter of its own: {form}")
            rest = (rf"(?<=\b{body[0]})" if word_start else "") + body[1:]
            letters.setdefault(body[0], []).append((kind, rest))
    branches, kinds = [], {}
    for letter, entries in letters.items():
        groups = []
        for kind, same in itertools.groupby(entries, key=lambda entry: entry[0]):
            kinds[f"{kind}_{letter}"] = kind
            groups.append(f"(?P<{kind}_{letter}>" + "|".join(rest for _, rest in same) + ")")
        branches.append(letter + "(?:" + "|".join(groups) + ")")
    return re.compile("|".join(branches)), kinds


# The keywords as one pattern: its leftmost match is the first keyword of the window, and at one
# position the alternatives are tried in `KEYWORDS`' order (one scan instead of one per kind; the
# bare alternation's reading, tests/linter/test_pattern_guards.py).
FIRST_KEYWORD, _KIND = _by_first_letter(_FORMS)


def classify(window: str) -> str | None:
    """The kind of the first keyword in the window."""
    m = FIRST_KEYWORD.search(window)
    return _KIND[m.lastgroup] if m else None


def first_part(window: str) -> str | None:
    """The first part (not "vagas" nor the cadastro) the window names: "…, são reservadas aos candidatos negros"."""
    kinds = (_KIND[m.lastgroup] for m in FIRST_KEYWORD.finditer(window))
    return next((kind for kind in kinds if kind not in ("total", "cr")), None)


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
            return _KIND[m.lastgroup]
    return _KIND[first.lastgroup]


# Tried on every line: each form opens with its letter and checks the word's start behind it ("v(?<=\bv)agas" is
# "\bvagas"), so that the engine skips from "v" to "c" instead of trying every character.
STATEMENT_START = re.compile(r"v(?<=\bv)agas?\b|c(?<=\bc)adastro de reserva\b")


def states(folded: str) -> bool:
    """Whether a line may state vacancies (`STATEMENT_START`): its words looked for first, C's search for a fixed
    string (most lines hold neither), the pattern only where one stands."""
    return ("vaga" in folded or "cadastro de reserva" in folded) and STATEMENT_START.search(folded) is not None
