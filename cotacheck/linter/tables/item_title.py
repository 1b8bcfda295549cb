"""A numbered item that opens with its cargo's name in capitals, its figures in a sentence of the same paragraph.

Universities and councils describe each cargo in one paragraph: "2.2.1. ASSISTENTE EM ADMINISTRAÇÃO (nível de
classificação D). Requisito: … Vencimento básico: R$ 3.090,05. Para este cargo serão 3 vagas para negros, 1 …
e 11 para ampla concorrência, totalizando 15 vagas." The name is the run of capitals after the item's number, up
to a parenthesis, a full stop or the área after a colon ("TÉCNICO DE LABORATÓRIO – ÁREA: QUÍMICA (nível D)."
is the cargo and its área); the statement's own sentence names nothing ("Para este cargo"), and the words
before the colons of the paragraph ("Vencimento básico:") are a field's label, not a cargo. Such an item names
the statement of its own paragraph ahead of the words before a colon: at most `PARAGRAPH` lines below, no other
numbered item between, the statement's line not opening with a name of its own ("Analista: 10 vagas", but not a
field of the description, "Requisito:").
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.names import clean_name

# "2.2.1. ASSISTENTE EM ADMINISTRAÇÃO (", "2.2.2. TÉCNICO DE LABORATÓRIO – ÁREA: QUÍMICA (", "3. MOTORISTA. Requisito":
# the number, the name in capitals (no lower-case letter), at times ": ÁREA", then a full stop or a note in brackets in
# lower case ("(nível …)", "(classe D)"); a place in brackets ("(Campus Rio Verde)") is part of the name
_ITEM_TITLE = re.compile(
    r"^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s([A-ZÀ-Ú][^a-zà-ú:;.()]{2,100}?)(?:\s?:\s?([A-ZÀ-Ú][^a-zà-ú:;.()]{1,60}?))?"
    r"\s?(?:\((?=[a-zà-ú])|\.(?:\s|$))"
)
# "TÉCNICO DE LABORATÓRIO – ÁREA" before the área's colon: the word names the área that follows
_AREA_WORD = re.compile(r"\s?[-–—]?\s?(?:ÁREA|AREA|ESPECIALIDADE|ÊNFASE|ENFASE|SUBÁREA|DISCIPLINA)$")
_LOWER = re.compile(r"[a-zà-ú]")
_OPENING_LABEL = re.compile(r"^([A-ZÀ-Ú][^:.;]{0,80}):")
#: the fields a cargo's paragraph describes it with, none of them a cargo's name
_FIELD_LABEL = re.compile(
    r"(?:pre-?)?requisitos?\b|escolaridade|vencimento|remuneracao|salario|subsidio|jornada|carga horaria|lotacao|"
    r"atribuicoes|taxa de inscricao|beneficios|formacao"
)
#: the lines (blank lines not counted) from a paragraph's item line to a statement it names: a cargo's description
#: (name, requisito, vencimento, the sentence of its vacancies) runs 2 to 5 printed lines in the layouts seen
#: (Unifesspa, IFES)
PARAGRAPH = 6


def item_title(text: str) -> tuple[str, str] | None:
    """(the cargo's name, the item's number) of a line that opens a numbered item with a name in capitals and
    goes on in prose; None otherwise."""
    m = _ITEM_TITLE.match(text)
    if m is None or sum(map(str.isalpha, m.group(2))) < 4 or not _LOWER.search(text, m.end()):
        return None  # a title alone ("2.1 ANALISTA (NÍVEL SUPERIOR)") is `prose.title`'s
    name = clean_name(m.group(2))
    if m.group(3):
        name = f"{clean_name(_AREA_WORD.sub('', name))} – {clean_name(m.group(3))}"
    return (name, m.group(1)) if name else None


def opens_with_name(text: str) -> bool:
    """Whether a line opens with words before a colon that may name a cargo ("Analista: 10 vagas"), not with a
    field of the cargo's description ("Requisito:", "Vencimento básico:", "Escolaridade:")."""
    m = _OPENING_LABEL.match(text)
    return m is not None and _FIELD_LABEL.match(fold(m.group(1))) is None
