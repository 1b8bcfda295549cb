"""Text lines above a row that cannot be the first part of the row's name.

A flat table whose other cells wrap (schooling and requirements in words) prints a row's last cells on a
line of their own ("Assistente Social 2 2 - - Curso Superior em Serviço Social e registro" / "no CRESS" /
"3.044,90 30h"), and groups its rows under a level heading ("ENSINO MÉDIO"). The next row's short name
("Enfermeiro ESF 5 4 - 1 …") is then right under such a line, where a name's last words would stand
("Analista do Seguro Social – Serviço" / "Social 16 2 6 1 - 25", `rows.may_end_line_above`): a line that
opens with a pay figure is the row above's pay and hours, and a level heading in capitals names the group
below, and a header's last label may stand alone above the first row ("(R$)" / "C.H."); none is a
name's start ("3.044,90 30h Enfermeiro ESF" would be read as a cargo "3.044,90").
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line

#: A pay figure opening the line ("3.044,90 30h", "R$ 1.205,40"): no name begins with one.
_PAY_FIRST = re.compile(r"\s*(?:R\$\s*)?\d{1,3}(?:\.\d{3})*,\d{2}(?:\s|$)")
#: A header's unit or abbreviation left on its own line ("(R$)", "C.H.", "CH": dotted, or capitals with no
#: vowel, no word's): a label, no name's start.
_LABEL = re.compile(r"\(?(?:R\$|(?:[A-Za-z]\.){1,3}[A-Za-z]?|[B-DF-HJ-NP-TV-Z]{2,3})\)?")
#: A schooling level over a group of rows ("ENSINO FUNDAMENTAL INCOMPLETO", "NÍVEL SUPERIOR", "NÍVEL ALFABETIZADO";
#: a municipal quadro's teachers' group, "MAGISTÉRIO"; Objetiva's "CARGOS DE NÍVEL SUPERIOR", "CARGOS DO MAGISTÉRIO").
_LEVEL = re.compile(
    r"(?:cargos d[eo]\s+)?(?:(?:ensino|nivel)\s+(?:fundamental|medio|superior|tecnico|alfabetizado)(?:\s*(?:/|e)?\s*(?:completo|incompleto|tecnico|medio))*|magisterio)\s*:?"
)


def never_starts_name(line: Line) -> bool:
    """Whether the text line `line` is a row's pay and hours, a header's label or a level heading, no
    name's first part."""
    text = line.text.strip()
    if _LABEL.fullmatch(text):
        return True
    if text[:1].isdigit() or text.startswith("R$"):
        return _PAY_FIRST.match(text) is not None
    return level_heading(line)


#: A federal career's classification level over its cargos, in any case ("Nível E", "NÍVEL DE CLASSIFICAÇÃO D",
#: "Classe C": the PCCTAE's levels A to E, a row of its own in an institute's quadro by campus, `places_rotated`).
_CLASSIFICATION = re.compile(r"(?:nivel|classe)(?: de classificacao)?\s+[a-e]\s*:?")


def level_heading(line: Line) -> bool:
    """Whether the line is a level heading in capitals ("ENSINO SUPERIOR", "CARGOS DO MAGISTÉRIO"), or a
    classification level's ("Nível E")."""
    text = line.text.strip()
    folded = line.folded.strip()
    if text.isupper() and _LEVEL.fullmatch(folded) is not None or _CLASSIFICATION.fullmatch(folded) is not None:
        return True
    # the level's group row with what it pays ("NÍVEL MÉDIO – vencimento R$ 2.100,00 – carga horária 40h")
    head, dash, rest = folded.partition(" – ")
    return (
        bool(dash)
        and text.partition(" – ")[0].isupper()
        and _LEVEL.fullmatch(head) is not None
        and (_LEVEL_PAY.search(rest) is not None)
    )


#: What a level's group row says after its level: its pay or its hours.
_LEVEL_PAY = re.compile(r"\b(?:vencimento|remuneracao|salario|subsidio|carga horaria|jornada)\b|r\$")
