"""A count of the whole concurso's vacancies, said of the concurso itself: never a cargo's.

A web page or a news copy of an edital says how many vacancies the whole concurso offers in its headline and
breadcrumbs ("Você está aqui: … > ICMBio publica edital de concurso com 61 vagas", a heading "CONCURSO PÚBLICO"
over it) and in its list of related news ("ICMBio abre seleção com 2.100 vagas em 74 unidades"). Read as a
statement, the title or key above names it and a cargo of 61 (or 2 100) vacancies appears that no table has.

So a statement whose only figure is a total, counted as "N vagas" of the concurso, the edital, the seleção or
the processo seletivo themselves ("concurso com N vagas", "edital … que oferece N vagas", "seleção com N
vagas", a note's "o edital fala em "52 vagas imediatas""), with no cargo named between them nor after the count in its clause ("… com 5 vagas para o cargo de
Agente", "… 10 vagas para Soldado" still name theirs), is not read as a position. Its parts, when stated
("das quais 12 reservadas a negros"), are the edital's overall reserve: such a statement is not this class.
A count said of several cargos ("São 96 vagas imediatas para cargos de nível médio, técnico e superior", a
portal's news) is the whole concurso's too.
"""

from __future__ import annotations

import re

_WHOLE = re.compile(
    r"\b(?:concurso|edital|selecao|processo seletivo)\b(?P<mid>[^.;:!?]{0,60}?)"
    r"\b(?:com|oferece|oferta|ofertando|preve|abre|provimento de|fala em|menciona)\s[\"“]?(?:ate\s|um total de\s)?"
    r"(?P<n>\d{1,3}(?:\.\d{3})+|\d{1,6})\s(?:\([^()\d]{1,60}\)\s)?vagas?\b(?P<after>[^.;:!?]{0,80})"
)
#: "São 96 vagas imediatas para cargos de nível médio, técnico e superior": the vacancies of several cargos
_SEVERAL = re.compile(
    r"(?P<n>\d{1,3}(?:\.\d{3})+|\d{1,6})\svagas?(?:\s(?:imediatas|efetivas|ofertadas|oferecidas|no total))?"
    r"\s(?:para|nos|em|entre)\s(?:os\s|diversos\s|varios\s)?cargos\b"
)
_NAMES_A_CARGO = re.compile(r"\b(?:cargo|emprego|funcao|especialidade|area)\b|\bpara\b")
#: The cheap test: a statement that says none of these words is not this class
_NOUNS = ("concurso", "edital", "selecao", "processo seletivo")


def counts_the_whole(line: str, said: str, figures: dict[str, int], read) -> bool:
    """Whether the statement `said` (folded; `figures` read from it), or the line it starts from (`line`, its
    figures read by `read`: the sentence may run on into other words), gives as its only figure the vacancies of
    the whole concurso."""
    if "cargos" in said and set(figures) == {"total"}:
        if any(int(m.group("n").replace(".", "")) == figures["total"] for m in _SEVERAL.finditer(said)):
            return True
    if not any(noun in said for noun in _NOUNS):
        return False
    return _whole(said, figures) or (line != said and any(n in line for n in _NOUNS) and _whole(line, read(line) or {}))


def _whole(said: str, figures: dict[str, int]) -> bool:
    if set(figures) != {"total"}:
        return False
    for m in _WHOLE.finditer(said):
        if int(m.group("n").replace(".", "")) != figures["total"]:
            continue
        if not _NAMES_A_CARGO.search(m.group("mid")) and not _NAMES_A_CARGO.search(m.group("after")):
            return True
    return False
