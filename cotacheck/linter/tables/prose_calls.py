"""A sentence whose numbers are a later stage's calls, not vacancies, read by the prose pass.

"11.1 Serão convocados para o Curso de Formação os candidatos ao cargo de Auditor Fiscal classificados até
1,5 vezes o número de vagas de cada especialidade: 45 (Auditoria Tributária Geral), 9 (…) e 6 (…)" gives
per especialidade how many candidates the course calls: read as a statement, "Auditor Fiscal classificados
até" had 45 vacancies. The words that say a table's numbers are calls (`stage.OTHER_NUMBERS`: "vezes o
número de vagas", "serão convocados para o curso de formação", "número máximo de aprovados", "serão
corrigidas") say the same of a sentence's when they come before its first number: it states no vacancy.
Said after a number ("Serão oferecidas 10 vagas; os aprovados até a 30ª posição integrarão o cadastro de
reserva"), they are about the figures already given, which stay read.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.stage import OTHER_NUMBERS

_ITEM = re.compile(r"\s?(?:\d{1,3}(?:\.\d{1,3})*\.?|[a-z]\))\s")
_DIGIT = re.compile(r"\d")

#: Substrings one of which every sentence `OTHER_NUMBERS` matches holds: the cheap test before the pattern.
_TRIGGERS = ("vezes", "convocad", "limitad", "ate a", "ate o", "particip", "maxim", "corrigid", "habilitad")


def states_calls(said: str) -> bool:
    """Whether the folded sentence `said` gives a later stage's calls or limits rather than vacancies."""
    if not any(t in said for t in _TRIGGERS):
        return False
    item = _ITEM.match(said)
    text = said[item.end() :] if item else said
    found = OTHER_NUMBERS.search(text)
    return found is not None and not _DIGIT.search(text, 0, found.start())
