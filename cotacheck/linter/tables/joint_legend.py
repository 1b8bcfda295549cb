"""An abbreviation defined after the groups it joins: "vagas reservadas a pretos, pardos e indígenas (PPI)"
(a São Paulo city's law: t30 of the ninth set, Nosso Rumo), "candidatos negros e indígenas (NI)" and "NI –
Negros e Indígenas" under the quadro (a Rio city's law: t21, Selecon). `legend`'s forms read the meaning's
last group only ("e indígenas": back to the last comma, or the last of the words), and the column was the
indígenas', a reserve apart, the racial reserve lost. When the words a definition closes ("meaning
(SIGLA)": its clause, back to the line's start, a ";", ":", ")" or a full stop; "SIGLA – meaning": its
words, on to the next item's " / ", ";", dash or full stop) name two groups or more, the abbreviation stands for the racial reserve, read as a label spelling
those groups is ("Pretos, pardos e indígenas" is the negros' column): its figures as printed, and every
table whose header uses it is left unconfirmed, the column named ("coluna 'PPI' é reserva conjunta (linha
8): a parte de negros não é informada"), since how many of those vacancies go to negros the edital does
not tell. Under Lei 15.142 or Decreto 12.536, which reserve for the groups together, it reads as before
(`decide`)."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.prose_legend import groups

#: Where the clause a bracketed definition closes starts: after a ";", ":", ")" (another definition) or ".".
_CLAUSE_END = re.compile(r"[;:)]|\.\s")
#: Where a legend's item ends ("SIGLA – meaning / SIGLA – …"): its words may hold commas.
_ITEM_END = re.compile(r"\s/\s|[;–—]|\.(?:\s|$)")
#: The most a clause is read back from its definition.
_REACH = 160


def joint(text: str, m: re.Match, bracketed: bool) -> bool:
    """Whether the definition `m` of `text` names two groups or more: for one in brackets (`bracketed`,
    its words `m.group(1)`), the clause it closes; else its own words (`m.group(2)`)."""
    if not bracketed:  # "NI – Negros e Indígenas / CR – …", "PPI – Pretos, pardos e indígenas; …"
        end = _ITEM_END.search(text, m.start(2))
        return len(groups(fold(text[m.start(2) : end.start() if end else m.start(2) + _REACH]))) >= 2
    start = m.start(1)
    before = text[max(0, start - _REACH) : m.end(1)]
    ends = list(_CLAUSE_END.finditer(before, 0, len(before) - (m.end(1) - start)))
    clause = before[ends[-1].end() :] if ends else before
    return len(groups(fold(clause))) >= 2
