"""An abbreviation a sentence defines in passing: `… reservadas aos candidatos negros 20% das vagas
(vagas “PN”)`, `(vagas "CRE")`, `(doravante 'AC')`. The abbreviation, in quotes of any kind inside
parentheses, stands for what the clause before it names: from the clause's start (the line's, or
after a ";", ":" or a full stop, or after the previous such definition) to the parenthesis. Which
role those words give is `legend`'s question, as for its other forms; a clause that names more than
one of the groups of the racial reserve (pessoas pretas, pardas, indígenas e quilombolas) defines a
joint reserve, not the reserve for negros alone (`groups`).
"""

from __future__ import annotations

import re

_QUOTES = "\"“”'‘’„«»"
_QUOTED = re.compile(
    rf"\((?:(?:as |das |nas )?vagas? |colunas? |sigla |doravante |denominad[ao]s? |identificad[ao]s? como )?"
    rf"[{_QUOTES}]([A-Z][A-Za-z]{{0,4}})[{_QUOTES}]\)"
)
_CLAUSE_END = re.compile(r"[;:]|\.\s")
#: The most a clause is read back from its definition (a long sentence's start names other things).
_REACH = 240
_GROUPS = (
    ("negros", re.compile(r"\bnegr[oa]s?\b|\bpret[oa]s?\b|\bpard[oa]s?\b|afrodescendente")),
    ("indigenas", re.compile(r"indigena")),
    ("quilombolas", re.compile(r"quilombola")),
)


def quoted(text: str) -> list[tuple[str, str]]:
    """(abbreviation, the words of the clause that defines it) for each such definition in `text`."""
    if "(" not in text or not any(q in text for q in _QUOTES):
        return []
    out, start = [], 0
    for m in _QUOTED.finditer(text):
        before = text[max(start, m.start() - _REACH) : m.start()]
        ends = list(_CLAUSE_END.finditer(before))
        clause = before[ends[-1].end() :] if ends else before
        out.append((m.group(1), clause.strip(" ,")))
        start = m.end()
    return out


def groups(folded: str) -> list[str]:
    """The groups of the racial reserve the words name ("pessoas pretas e pardas": negros). Two or more
    ("pessoas pretas, pardas, indígenas e quilombolas") are a reserve for them together, of which the
    part for negros is not told."""
    return [role for role, pattern in _GROUPS if pattern.search(folded)]
