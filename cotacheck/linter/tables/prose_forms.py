"""Sentence forms of prose vacancy statements that the number-by-number reading (`prose.read_statement`)
would misread, each as a class of wording rather than one edital's words.

A count restating a percentage ("Reserva para negros: 20%, isto é, 3 vagas"; "Do total de vagas, 20%,
correspondentes a 2 vagas, são reservadas aos candidatos negros") belongs to the part the percentage
belongs to: the label before the percentage when it ends in a colon, else the part its own clause names
before it ("Aos candidatos negros são reservadas 20% das vagas, o que corresponde a 15 vagas"), else the
part the predicate after the count names. Read by the words right after it, the count would be "vagas", the total, and dropped.

A sentence that names its cargo before the offer ends the name before the sentence's verb, whichever
verb it is ("O cargo de X terá 25 vagas", "Ao cargo de X são destinadas 4 vagas", "Para o cargo de X
ficam reservadas …"); one that names it after the count ("Há 2 vagas para o cargo de X, não havendo
reserva …", "270 vagas para o cargo de Soldado PM – Combatente (QPPM), das quais 54 …") ends it at
the clause that follows the count or at an abbreviation in parentheses, which is the cargo's; a sentence that
opens with the offer ("Serão oferecidas 10 vagas para o cargo de X.") ends it at its full stop or comma.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# "20%, isto é,", "20% (vinte por cento), correspondentes a", "20%, o que corresponde a": the count that
# follows restates the percentage's part (read backwards from the count, on folded text)
_RESTATES = re.compile(
    r"(?:%|por cento)\s?(?:\([^()]{1,40}\)\s?)?(?:d[oa]s? (?:total de |numero de )?vagas[^,;.%]{0,40})?,?\s?"
    r"(?:isto e|ou seja|correspondentes? a|equivalentes? a|"
    r"o que corresponde a|que corresponde(?:m)? a)\s?,?\s?(?:\(?\s?)?$"
)
_CLAUSE_START = re.compile(r"[,;:]|\.\s")
_PERCENT_START = re.compile(r"\d{1,3}(?:,\d{1,2})?\s?(?:%|por cento)")
# The predicate after the restated count, up to its sentence's end or the next percentage
_PREDICATE_END = re.compile(r"\.(?:\s|$)|;|\d{1,3}(?:,\d{1,2})?\s?%")
_VAGAS_LEAD = re.compile(r"^\s?\)?\s?vagas?\b,?")


def restated_kind(
    folded: str, start: int, after: str, label: Callable[[str], str | None], part: Callable
) -> str | None:
    """The kind of the count at `start` when it restates a percentage just before it; None otherwise.
    `label(text)` gives the kind a label before a colon names; `part(text)` the first part a text names."""
    before = folded[max(0, start - 80) : start]
    if "%" not in before and "cento" not in before:
        return None  # no percentage just before (most numbers): the pattern is not tried
    m = _RESTATES.search(before)
    if m is None:
        return None
    percents = list(_PERCENT_START.finditer(before, 0, m.start() + 1))
    if percents:
        lead = before[: percents[-1].start()].rstrip()
        if lead.endswith(":"):
            return label(lead[-60:])  # "Reserva para negros: 20%, isto é, 3 vagas"
        clause = _CLAUSE_START.split(lead)[-1]
        if part(clause):
            return part(clause)  # "Aos candidatos negros são reservadas 20% das vagas, o que corresponde a 15 vagas"
    rest = _VAGAS_LEAD.sub("", after, count=1)
    end = _PREDICATE_END.search(rest)
    return part(rest[: end.start()] if end else rest)  # "…, correspondentes a 2 vagas, são reservadas aos negros"


# --- the cargo a sentence names ------------------------------------------------------------------------

# A number after a word that numbers a cargo ("Professor Nível 1", "Analista Área 2") is part of the name.
_NAME_NUMBER = (
    r"(?:\s(?:n[ií]vel|[áa]rea|classe|grupo|perfil|padr[ãa]o|categoria|lote|turma|regi[ãa]o|polo|especialidade|"
    r"refer[êe]ncia)\s\d{1,3}[A-Za-z]?(?![\d.,]\d))?"
)
# The cargo's own abbreviation after its name ("Soldado PM – Combatente (QPPM)")
_NAME_ABBREVIATION = r"(?:\s\([A-Z][A-Za-z0-9/-]{1,11}\))?"
# The verbs an offer is made with ("serão oferecidas", "são destinadas", "terá", "contará com", "há"), and
# the participles after them; the name ends before the verb, whichever it is.
_OFFER_VERB = (
    r"(?:ser[aã]o|ser[aá]|haver[aá]|s[aã]o|ficam|fica|h[aá]|ter[aá]|ter[aã]o|tem|t[eê]m|possui|possuir[aá]|"
    r"contar[aá]\s+com|conta\s+com|disp[oõ]e\s+de|dispor[aá]\s+de)"
)
_OFFER_PARTICIPLE = r"(?:oferecidas|ofertadas|disponibilizadas|destinadas|reservadas|previstas|providas|abertas)"
# "Para o cargo de Analista de Sistemas serão oferecidas 25 vagas", "O cargo de X terá 25 vagas", "Ao cargo de
# X são destinadas 4 vagas": the sentence names its cargo (only right before the offer itself, so that "para o
# cargo de X, nos termos da Lei…" names nothing).
CARGO_IN_SENTENCE = re.compile(
    r"\b(?:cargo|emprego|fun[cç][aã]o)\s+(?:de\s+|:\s*)(?P<name>[^\W\d_][^\d,;:.()]{2,300}?" + _NAME_NUMBER + ")"
    r"(?<!\se)(?<!\sou)"  # "cargo de X e 1 (uma) para Y": a list of counts a cargo each, no name ends in "e"
    rf"(?=,?\s+{_OFFER_VERB}\s+(?:{_OFFER_PARTICIPLE}|\(?\d)|,?\s+\d)",
    re.IGNORECASE,
)
# "São oferecidas 400 (quatrocentas) vagas para o cargo de Soldado PM, das quais 80 …", "Há 2 vagas para o
# cargo de X, não havendo reserva …": the cargo named right after the count it is offered, up to the clause
# that splits the count or says there is no reserve ("das quais", "sendo", ", não havendo", ", sem", ";"):
# not the opening formula's "provimento de 45 vagas para o cargo de X e formação de cadastro de reserva."
CARGO_AFTER_COUNT = re.compile(
    r"\d\s(?:\([^()\d]{1,60}\)\s)?vagas?\s(?:para|no|ao|destinadas\sao)\s(?:o\s)?(?:cargo|emprego|fun[cç][aã]o)\s+de\s+"
    r"(?P<name>[^\W\d_][^\d,;:.()]{2,120}?" + _NAME_NUMBER + r")(?=" + _NAME_ABBREVIATION + r"(?:"
    r",?\s(?:das\squais|dos\squais|sendo|destas|dessas)\b|,\s(?:n[aã]o\s(?:havendo|h[aá]|haver[aá])|sem)\s|;))",
    re.IGNORECASE,
)
# "Serão oferecidas 10 vagas para o cargo de X.", "Há 2 vagas para o cargo de X, conforme o Anexo I", "Além das
# vagas da tabela, é oferecida 1 (uma) vaga para o cargo de X, de nível superior, …" (one vaga, the verb singular;
# a clause before it): a sentence or clause that opens with the offer names its cargo after the count up to its end or its next clause (the opening
# formula's "provimento de 45 vagas para o cargo de X e formação de cadastro" opens with no such verb)
CARGO_AFTER_OFFER = re.compile(
    r"(?:^|[.;:]\s|\d[.)]\s|^\d{1,2}(?:\.\d{1,2}){1,3}\s|^[a-z]\)\s|,\s)(?:ser[aã]o\s(?:oferecidas|ofertadas|disponibilizadas|abertas|providas)|"
    r"s[aã]o\s(?:oferecidas|ofertadas)|ficam\s(?:criadas|abertas)|haver[aá]|h[aá]|"
    r"ser[aá]\s(?:oferecida|ofertada|disponibilizada|aberta|provida)|[eé]\s(?:oferecida|ofertada)|fica\s(?:criada|aberta))\s"
    r"\d{1,5}\s(?:\([^()\d]{1,60}\)\s)?vagas?\s(?:para|no|ao)\s(?:o\s)?(?:cargo|emprego|fun[cç][aã]o)\s+de\s+"
    r"(?P<name>[^\W\d_][^\d,;:.()]{2,120}?" + _NAME_NUMBER + r")(?=" + _NAME_ABBREVIATION + r"(?:[.,;]\s|[.;]?$))",
    re.IGNORECASE,
)
# "Serão oferecidas 10 vagas, sendo que 2 delas serão reservadas a candidatos negros e 1 a pessoas com deficiência,
# para o cargo de X.", "Do total de 25 vagas, 5 serão destinadas …, todas para o cargo de X (Y).", "… das quais 1
# reservada a candidatos negros, a serem preenchidas no cargo de X.": the cargo named only after the count and its
# parts, in the same sentence (no full stop nor ";" between), up to the sentence's end or its next clause
CARGO_AFTER_PARTS = re.compile(
    r"\d\s(?:\([^()\d]{1,60}\)\s)?vagas?,\s(?:sendo|das\squais|dos\squais|\d)[^.;:]{3,240}?,\s(?:tod[oa]s\s)?"
    r"(?:para\s[oa]|a\sserem\s(?:preenchidas|providas)\s(?:n[oa]|para\s[oa]))\s(?:cargo|emprego|fun[cç][aã]o)\s+de\s+"
    r"(?P<name>[^\W\d_][^\d;:.]{2,160}?" + _NAME_NUMBER + r")(?=\.(?:\s|$)|;|,\s|$)",
    re.IGNORECASE,
)
