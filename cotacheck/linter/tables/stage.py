"""Tables whose numbers are not vacancies although their header is the vacancy table's.

An edital often repeats the quadro de vagas' header ("Cargo | AC | PcD | Negros | Total") over other
numbers per cargo: how many candidates a later stage calls ("classificados até três vezes o número de
vagas … na forma a seguir:"), how many are kept for the cadastro de reserva ("até a posição indicada a
seguir"), how many are convoked "limitados ao quantitativo previsto abaixo". Only the sentence that
introduces the table says so: the lead-in, the lines just above the header back to the start of their
numbered item, when it announces the table ("a seguir", "abaixo", a colon at its end), or the
table's own numbered title ("Quadro 2 – Quantitativo máximo de candidatos aprovados por emprego").
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line

# What the numbers of the table below are: calls, positions, limits, not vacancies.
OTHER_NUMBERS = re.compile(
    r"\bvezes o (?:numero|quantitativo|total) de vagas\b|"
    r"\b(?:convocad|classificad|aprovad|habilitad|candidat)[oa]s?\b[^.;:]{0,120}?\blimitad[oa]s? (?:a|ao|aos|as) "
    r"(?:quantitativo|numero|quantidade|limite)\b|"
    r"\bhabilitad[oa]s? (?:para|ao|a) (?:o )?cadastro de reserva\b|"
    r"\b(?:classificad|aprovad|habilitad)[oa]s? ate (?:a|o)s? (?:seguintes? |respectivas? )?"
    r"(?:posic(?:ao|oes)|colocac(?:ao|oes)|classificacao|limite)\b|"
    r"\bate (?:a|o)s? (?:posic(?:ao|oes)|colocac(?:ao|oes)|limite) (?:indicad|previst|estabelecid|constante|descrit)|"
    r"\b(?:participarao|serao convocad[oa]s|convocad[oa]s) (?:para )?(?:d?[ao]s? )?(?:proxima |segunda )?"
    r"(?:prova|etapa|fase|avaliacao|curso de formacao|teste|exame|pericia|procedimento de heteroidentificacao)\b|"
    r"\b(?:numero|quantitativo|quantidade) maxim[oa] de (?:candidatos|classificados|aprovados|convocados)\b|"
    r"\b(?:sera|serao|a serem|serem) corrigid[oa]s?\b"  # how many provas discursivas are corrected per cargo
)
# The sentence announces the table right below it (each form's first character looked ahead for: the engine
# skips to those, where a pattern opening with ":" or "\b" in turn was tried at every place of the sentence).
_ANNOUNCES = re.compile(
    r"(?=[:asnc])(?::\s?$|\ba seguir\b|\babaixo\b|\bseguinte\b|\bna forma\b|\bconforme (?:o )?(?:quadro|tabela))"
)
# A table's numbered title names what its numbers are, as an announcing sentence does.
_TABLE_TITLE = re.compile(r"\s*(?:quadro|tabela|anexo)\s+(?:[ivxl]{1,6}|\d{1,2}|unico)\s?[-–—:.]")
_ITEM_START = re.compile(r"^\s?(?:\d{1,3}(?:\.\d{1,3})*[.)]?|[a-z]\)|[ivxl]{1,5}\s?[-–.)])\s")
_LEAD_IN_LINES = 4
#: A section's first item ("2.1 ", "10.1. ") and the section's own numbered title in capitals ("2 DO NÚMERO …")
_FIRST_ITEM = re.compile(r"^\s?\d{1,3}\.1\.?\s")
_SECTION_TITLE = re.compile(
    r"^\s?\d{1,3}\.?\s?[-–.)]?\s?D[OA]S?\s"
)  # a sentence of a few printed lines; its item number marks its start before this


def lead_in(lines: list[Line], header_index: int) -> str:
    """The sentence just above a header (folded): back to the start of its numbered item, at most
    `_LEAD_IN_LINES` lines (the sentences that introduce tables are a line or three)."""
    parts = []
    for line in reversed(lines[max(0, header_index - _LEAD_IN_LINES) : header_index]):
        parts.append(line.folded)
        # the lead-in's own last line may end in "." ("… descritas a seguir, respeitados os empates."):
        # only a "." on a line before it ends the sentence before
        if _ITEM_START.match(line.folded) or (len(parts) > 1 and line.folded.rstrip().endswith(".")):
            if line.folded.rstrip().endswith(".") and len(parts) > 1:
                parts.pop()  # the sentence before ended there: it is not the lead-in
            break
    return " ".join(reversed(parts))


def section_title(lines: list[Line], header_index: int) -> str:
    """The title of the section whose first item is the lead-in ("2 DO NÚMERO MÁXIMO DE CANDIDATOS
    APROVADOS" over "2.1 … o quantitativo do subitem 10.4 passa a ser:"), folded; "" when there is none."""
    index = header_index - 1
    while index >= 0 and header_index - index <= _LEAD_IN_LINES and not _FIRST_ITEM.match(lines[index].folded):
        index -= 1
    if index < 0 or header_index - index > _LEAD_IN_LINES:
        return ""
    above = index - 1
    while above >= 0 and not lines[above].text.strip() and index - above <= 2:
        above -= 1
    title = lines[above].text if above >= 0 else ""
    letters = [c for c in title if c.isalpha()]
    if _SECTION_TITLE.match(title) and letters and sum(c.isupper() for c in letters) > 0.8 * len(letters):
        return lines[above].folded
    return ""


#: Words of a table's own title, unnumbered, on the line right above its header.
_TITLE_WORDS = 12


def _own_title(folded: str) -> bool:
    """Whether the line right above a header is the table's own title saying its numbers are not vacancies
    ("Quantitativo de Provas Discursivas a serem corrigidas", with no number: a PDF's page rebuilt from
    where its words are may lose the lead-in's last line, "classificados, na seguinte conformidade:")."""
    if not folded or len(folded.split()) > _TITLE_WORDS or folded.rstrip().endswith((".", ";")):
        return False
    return ("corrigid" in folded or "maxim" in folded) and OTHER_NUMBERS.search(folded) is not None


def not_vacancies(lines: list[Line], header_index: int) -> bool:
    """Whether the sentence introducing the table at `header_index` (or the title of the section it
    opens) says its numbers are not vacancies."""
    if header_index and _own_title(lines[header_index - 1].folded):
        return True
    said = lead_in(lines, header_index)
    announced = _ANNOUNCES.search(said) is not None or _TABLE_TITLE.match(said) is not None
    if not (said and announced):
        return False
    return (
        OTHER_NUMBERS.search(said) is not None or OTHER_NUMBERS.search(section_title(lines, header_index)) is not None
    )
