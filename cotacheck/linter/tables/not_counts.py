"""Lines inside a table whose numbers are not counts, so they are never a row.

A table's text runs into what follows it without a blank line: the place and date above the signature
("Goiânia, 10 de outubro de 2025."), a schedule line ("Prova objetiva 14 de dezembro de 2025",
"Inscrições 10/11/2025 a 20/11/2025", "às 14h"), a chapter or annex heading ("Capítulo 2", "ANEXO II", "8. DA PROVA PRÁTICA", "1.3 QUADRO DE VENCIMENTOS"),
an address with its postal code ("Sinop-MT, Rua Colonizador Enio Pipino, 2187 - CEP 78550-000 - fone …").
Read as a row, the date's day or the chapter's number became a cargo's vacancies, and a row that
does not add up left the rows above it in doubt. Such a line ends the table instead.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.plausibility import MONTHS, has_finite_verb

# A date or a time: "10 de outubro de 2025", "1º de março", "10/11/2025", "10/11", "14h30", "08:00".
_DATE_OR_TIME = re.compile(
    r"\b\d{1,2}\s?[º°o]?\s?(?:de\s)?" + MONTHS + r"(?:\s?(?:de\s)?\d{4})?\b|"
    r"\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b\d{1,2}\s?h\s?(?:\d{2}\s?(?:min)?)?\b|\b\d{1,2}:\d{2}\b|"
    r"\b" + MONTHS + r"(?:\s(?:de\s)?\d{4})\b"
)
_DIGIT = re.compile(r"\d")
# "40h", "20 horas" alone on a line: a jornada cell of a table one cell a line (its rows go on after it), not a
# schedule line, which has words around its time ("Prova objetiva às 14h")
_HOURS_ALONE = re.compile(r"\d{1,2}\s?h(?:oras)?(?:\s?semanais)?\.?")
# "Almoxarife Médio CR 30h", "Arquiteto – – – 40h": a row whose count cells are a cadastro's mark or dashes,
# its jornada last, not a schedule line (whose time follows words: "Prova objetiva às 14h")
_CELLS_THEN_HOURS = re.compile(r"(?:^|\s)(?:cr|c\.r\.|reserva|[-–—])\s\d{1,2}\s?h(?:oras)?(?:\s?semanais)?\.?$")
# "Capítulo 2", "CAPÍTULO II", "ANEXO III – …", "Seção 4", "TÍTULO V": a heading of the edital's own parts
_PART_HEADING = re.compile(r"^(?:capitulo|secao|titulo|anexo|apendice|parte)\s(?:[ivxl]{1,6}|\d{1,3})\b")


# "8. DA PROVA PRÁTICA", "11. DO CADASTRO DE RESERVA", "1.3 QUADRO DE VENCIMENTOS": a numbered section heading
# in capitals, or a numbered item naming the next table, no count after it
# "CEP 78550-000", "CEP: 89.249-000": an address, its street number and phone never counts
_POSTAL_CODE = re.compile(r"\bcep:?\s?\d{2}\.?\d{3}-?\d{3}\b")
_SECTION = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s(?:D[AO]S?|DE|QUADRO|TABELA)\s[A-ZÀ-Ú][^\d]{0,120}$")


def never_a_row(line: Line) -> bool:
    """Whether a table line is a date line, an address or a heading of the edital's parts, not a row (see
    above)."""
    folded = line.folded
    if "cep" in folded and _POSTAL_CODE.search(folded):
        return True
    if _HOURS_ALONE.fullmatch(folded) or (folded[-1:] in "hs." and _CELLS_THEN_HOURS.search(folded)):
        return False
    if _PART_HEADING.match(folded):
        return True
    if _SECTION.match(line.text) and sum(c.isupper() for c in line.text) > sum(c.islower() for c in line.text):
        return True
    last = folded.rsplit(" ", 1)[-1].rstrip(".;,")
    if not (
        last[:2] in ("19", "20")
        and len(last) == 4
        or "/" in last
        or ":" in last
        or last.endswith(("h", "min"))
        or "h" in last[1:3]
    ):
        return False  # a row ends with a count; a date line with a year, a date or a time
    if len(folded) > 200 or _DATE_OR_TIME.search(folded) is None:
        return False  # most rows: counts, no date
    return _DIGIT.search(_DATE_OR_TIME.sub(" ", folded)) is None


#: A sentence's least words: a row's name and cells are fewer, a row with a requisitos cell holds every count.
_SENTENCE_WORDS = 12
_STOP = re.compile(r"[.!?](?:\s|$)")
_NUMBER = re.compile(r"(?<![\w,.])\d{1,4}(?![\w,])")
# What in a sentence is a number but never a row's cell: its item's number opening it ("1.2 Além das …"), a
# number given in words after it ("1 (uma) vaga", "20 (vinte) horas"), an amount in reais ("R$ 10.450,00")
_NOT_CELLS = re.compile(r"^\d{1,2}(?:\.\d{1,2})+\.?\s|\d{1,4}\s\([^()\d]{2,40}\)|R\$\s?\d[\d.]*(?:,\d{2})?")

# "é oferecida", "são destinadas": a passive's verb (folded "é" is "e", which `has_finite_verb` cannot take)
_PASSIVE = re.compile(r"\b(?:e|sao)\s(?:oferecida|ofertada|destinada|criada|reservada|prevista)s?\b")


def sentence_after_rows(line: Line, columns: int) -> bool:
    """Whether a table line is a sentence of prose run on after the rows (a news page's "As provas objetivas
    estão previstas para 26 de abril, em escolas da sede do município."): 12 words or more, a stop, a finite
    verb, and fewer numbers than the table's count columns (a row with a long text cell after its counts
    holds them all), its item's number, numbers given in words too ("1 (uma)") and amounts in reais not counted
    (a portal's "1.2 Além das vagas da tabela do subitem 1.1, é oferecida 1 (uma) vaga para o cargo de …"). Read as a row, its day of the month was a cargo's total and the rows above in doubt."""
    text = line.text
    if text.count(" ") < _SENTENCE_WORDS - 1 or "." not in text and "!" not in text and "?" not in text:
        return False
    if _STOP.search(text) is None or not (has_finite_verb(line.folded) or _PASSIVE.search(line.folded)):
        return False
    return len(_NUMBER.findall(_NOT_CELLS.sub(" ", text))) < columns
