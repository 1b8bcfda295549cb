"""The terms of a stated reserve besides its percentage: the minimum of vacancies, the rounding, the base
(per cargo or the whole edital) and the law cited."""

from __future__ import annotations

import re

from cotacheck.linter.facts.own_rule.model import Field, LawCited
from cotacheck.linter.facts.own_rule.percentages import WORDS
from cotacheck.linter.facts.own_rule.sentences import Sentence
from cotacheck.linter.read.text import words_value
from cotacheck.reserve.custom_law import known_law

# Patterns on folded text: lower case, no accents; offsets equal the original's.
_NUM = rf"(?:(\d{{1,3}})(?![\d,.])(?:\s?\([a-z ]{{2,30}}\))?|({WORDS}))"
# Each form: its pattern, what it adds to the number read, and the words one of which it needs (a pattern
# opening with a number tries every character of the sentence: only tried where its words stand).
_THRESHOLD = (
    (
        re.compile(rf"(?:igual ou superior|igual ou maior|maior ou igual|superior ou igual)\s(?:a|que)\s{_NUM}"),
        0,
        ("igual",),
    ),
    (re.compile(rf"(?<!igual ou )(?<!ou )\b(?:superior|maior)\s(?:a|que)\s{_NUM}"), 1, ("superior", "maior")),
    (re.compile(rf"\ba partir de\s{_NUM}\s(?:vagas?|\(?[a-z]+\)?\s?vagas)"), 0, ("a partir de",)),
    (re.compile(rf"{_NUM}\s(?:\([a-z ]+\)\s)?ou mais\svagas"), 0, ("ou mais",)),
    (re.compile(rf"\b(?:inferior|menor)\s(?:a|que)\s{_NUM}(?=[^.;]{{0,120}}\bnao\b)"), 0, ("inferior", "menor")),
    (re.compile(rf"\bmenos de\s{_NUM}\s(?:\([a-z ]+\)\s)?vagas"), 0, ("menos de",)),
)
_THRESHOLD_CONTEXT = re.compile(
    r"numero de vagas|quantidade de vagas|total de vagas|vagas (?:oferecidas|ofertadas|previstas)|"
    r"\bvagas\b"
)
#: A word every alternative of `_THRESHOLD_CONTEXT` holds, and one of which every alternative of
#: `_ROUNDING_CONTEXT` holds: a sentence without them states no minimum, no rounding (`_Reading.idle`).
THRESHOLD_WORD = "vagas"
ROUNDING_WORDS = ("fraca", "fracion", "arredond", "inteiro", "decimal")
_ROUNDING_CONTEXT = re.compile(
    r"fraca|fracion|arredond|numero inteiro|primeiro inteiro|decimal|inteiro (?:imediatamente|subsequente)"
)
_HALF = r"(?:0,5|0\.5|cinco decimos|meio\b|50 centesimos|0,50)"
_HALF_UP = re.compile(
    rf"(?:igual ou (?:superior|maior)|maior ou igual|superior ou igual|a partir de)\s(?:a|que|de)?\s?{_HALF}"
)
_HALF_DOWN = re.compile(
    rf"(?:igual ou (?:inferior|menor)|menor ou igual|inferior ou igual|ate)\s(?:a|que)?\s?{_HALF}|"
    rf"(?<!igual ou )(?<!ou )\b(?:superior|maior)\s(?:a|que)\s{_HALF}"
)
_UP = re.compile(
    r"(?:elevad|arredondad|aumentad|majorad)[oa]s?\s(?:ate\s|para\s)?(?:o\s)?(?:primeiro\s)?(?:numero\s)?inteiro\s"
    r"(?:imediatamente\s)?(?:superior|subsequente|seguinte)|para cima|primeiro (?:numero )?inteiro subsequente|"
    r"inteiro imediatamente superior"
)
_DOWN = re.compile(
    r"desprezad|desconsiderad|para baixo|inteiro imediatamente inferior|diminuid|arredondad[oa]s?\s(?:para\s)?(?:o\s)?"
    r"(?:numero\s)?inteiro\s(?:imediatamente\s)?(?:inferior|anterior)"
)
_BASE_CARGO = re.compile(
    r"\b(?:de|em|para|por|a) cada (?:um d[oa]s )?(?:cargos?|empregos?|funcao|funcoes|especialidades?|areas?)|"
    r"\bpor (?:cargo|emprego|funcao|especialidade)\b|cargo a cargo|\bcada cargo\b"
)
_BASE_EDITAL = re.compile(
    r"(?:do|sobre o|no) (?:numero )?total (?:de|das) vagas|da totalidade das vagas|"
    r"total de vagas (?:do|deste|oferecidas no|previstas no) (?:edital|concurso|certame|processo)"
)
# "20% das vagas oferecidas neste edital" is not read as a base on the whole edital: it is how per-cargo
# editais word it too; only "total"/"totalidade" is.
MINIMUM = re.compile(r"(?:no minimo|pelo menos|minimo de)\s[^.;]{0,20}$")
_LAW = re.compile(
    r"\b(lei complementar|lei|decreto)(?:\s(estadual|municipal|federal|distrital))?\s(?:n[º°o]?\.?\s?|numero\s)?"
    r"(\d{1,2}\.\d{3}|\d{3,5})(?![\d.])(?:\s?/\s?(\d{4}|\d{2})(?!\d)|,?\s(?:de\s)?\d{1,2}[º°o]?\sde\s[a-z]+\sde\s(\d{4}))?"
)


def _number(match: re.Match) -> int | None:
    if match.group(1):
        return int(match.group(1))
    return words_value(match.group(2)) if match.group(2) else None


def threshold_in(sentence: Sentence) -> Field | None:
    """The minimum of vacancies the sentence states ("igual ou superior a 3 (três)"), if any."""
    folded = sentence.folded
    if not _THRESHOLD_CONTEXT.search(folded):
        return None
    for pattern, add, needed in _THRESHOLD:
        m = pattern.search(folded) if any(word in folded for word in needed) else None
        if m and _number(m) is not None and "fraca" not in folded[max(0, m.start() - 30) : m.start()]:
            return Field(_number(m) + add, sentence.line_at(m.start()), True, excerpt=sentence.text.strip())
    return None


def rounding_in(sentence: Sentence) -> Field | None:
    """The rounding the sentence states ("fração igual ou superior a 0,5 … elevada"), if any."""
    context = _ROUNDING_CONTEXT.search(sentence.folded)
    mode = _rounding_mode(sentence.folded) if context else None
    if not mode:
        return None
    return Field(mode, sentence.line_at(context.start()), True, excerpt=sentence.text.strip())


def base_in(sentence: Sentence) -> Field | None:
    """What the sentence's percentage is of: each cargo's vacancies or the edital's total, if it says."""
    for value, pattern in (("cargo", _BASE_CARGO), ("edital", _BASE_EDITAL)):
        m = pattern.search(sentence.folded)
        if m:
            return Field(value, sentence.line_at(m.start()), True, excerpt=sentence.text.strip())
    return None


def _rounding_mode(folded: str) -> str | None:
    if re.search(_HALF, folded):
        if _HALF_UP.search(folded):
            return "half_up"
        if _HALF_DOWN.search(folded):
            return "half_down"
        return None
    if _UP.search(folded):
        return "up"
    if _DOWN.search(folded):
        return "down"
    return None


def cites_known_law(sentence: Sentence) -> bool:
    cited = law_cited(sentence)
    return bool(cited and cited[0].known)


def law_cited(sentence: Sentence) -> tuple[LawCited, int] | None:
    first = None
    for m in _LAW.finditer(sentence.folded):
        kind, qualifier, number = m.group(1), m.group(2), m.group(3)
        year_text = m.group(4) or m.group(5)
        year = int(year_text) if year_text else None
        if year is not None and year < 100:
            year += 1900 if year > 50 else 2000
        cited = LawCited(kind, qualifier, number, year, known_law(kind, number, year))
        if cited.known:
            return cited, sentence.line_at(m.start())
        first = first or (cited, sentence.line_at(m.start()))
    return first
