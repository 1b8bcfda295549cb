"""The edital against itself: the racial-reserve rule an edital states, and its cargos checked against it.

Most editais say their own rule ("20% (vinte por cento) das vagas de cada cargo … reservadas aos
candidatos negros", "sempre que o número de vagas for igual ou superior a 3 (três)", sometimes the
rounding and the law). `read_own_rule()` reads that statement whatever the law; `own_rule_findings()`
checks each cargo's stated reserve against it (CQ401), compares it with a modelled law (CQ402) and
reports two different percentages instead of picking one (CQ403). Messages say "segundo a regra do
próprio edital", never "a lei exige": the figures are the edital's, not a law's.

Percentages are paired with the group they qualify (negros, PcD, something else) inside one sentence;
PcD percentages and unrelated ones (taxa, acertos, pontos…) are kept apart and never taken for the rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from cotacheck.errors import InputError
from cotacheck.law.lawbook import Version
from cotacheck.linter.read.text import Line, fold, split_lines, words_value
from cotacheck.present import ptbr
from cotacheck.present.labels import MODES, group_label
from cotacheck.reserve.calculator import racial_counts
from cotacheck.reserve.custom_law import (
    DEFAULT_BASE,
    DEFAULT_ROUNDING,
    DEFAULT_THRESHOLD,
    KnownLaw,
    build_law,
    known_law,
    make_params,
)

#: What the edital is taken to mean where it does not say (stated as "adotado" in the findings).
ASSUMED_ROUNDING, ASSUMED_THRESHOLD, ASSUMED_BASE = DEFAULT_ROUNDING, DEFAULT_THRESHOLD, DEFAULT_BASE
#: A statement broken across lines is joined back, up to this many lines (a table's rows, which end in
#: no full stop, are not glued into one long sentence).
MAX_UNIT_LINES = 6
#: The basis of a finding measured against the edital's own rule rather than a law's article.
EXTRA_BASIS = "regra declarada no próprio edital"


# --- the result -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    """One element of the rule: its value, the line it came from, and whether the edital states it."""

    value: Any
    line: int | None
    stated: bool
    note: str | None = None  # for assumed values: what was adopted and why
    excerpt: str | None = None  # the words of the edital it was read from


@dataclass(frozen=True)
class LawCited:
    kind: str  # "lei", "lei complementar", "decreto"
    qualifier: str | None  # "estadual", "municipal", "federal", "distrital"
    number: str  # as written: "14.147"
    year: int | None
    known: KnownLaw | None

    @property
    def display(self) -> str:
        """The known law's name, or the citation as the edital writes it."""
        if self.known:
            return self.known.name
        kind = {"lei": "Lei", "lei complementar": "Lei Complementar", "decreto": "Decreto"}[self.kind]
        qualifier = f" {self.qualifier}" if self.qualifier else ""
        year = f"/{self.year}" if self.year else ""
        return f"{kind}{qualifier} nº {self.number}{year}"

    @property
    def modelled(self) -> str | None:
        return self.known.modelled if self.known else None


@dataclass(frozen=True)
class Percentage:
    """A percentage of the vacancies found in the text, with what it was read as."""

    value: Fraction
    line: int
    target: str  # "negros", a split group id, "pcd", "outro"
    excerpt: str


@dataclass(frozen=True)
class Conflict:
    """Two or more different racial percentages in one edital: reported, never resolved silently."""

    values: tuple[tuple[Fraction, int], ...]  # (percentage, line), in text order, one per distinct value

    def describe(self) -> str:
        parts = [f"{ptbr.percent(v)} (linha {line})" for v, line in self.values]
        listed = ", ".join(parts[:-1]) + " e " + parts[-1]
        return (
            "O edital declara percentuais diferentes para a reserva de candidatos negros: "
            + listed
            + ". Não escolhemos um deles: confira qual vale (uma retificação, um anexo) e informe-o."
        )


@dataclass(frozen=True)
class OwnRule:
    """The edital's own statement of its racial reserve, field by field."""

    percent: Field  # Fraction | None
    groups: Field  # dict[group id, Fraction] | None
    threshold: Field  # int
    rounding: Field  # one of rounding.MODES
    base: Field  # "cargo" | "edital"
    law: Field  # LawCited | None
    minimum: bool  # "no mínimo 20%": reserving more keeps to the rule
    conflicts: tuple[Conflict, ...]
    statements: tuple[Percentage, ...]  # every racial percentage read
    ignored: tuple[Percentage, ...] = field(default=())  # PcD and unrelated percentages, kept apart

    @property
    def found(self) -> bool:
        """Whether the edital states a usable percentage (one value, no conflict)."""
        return self.percent.value is not None and not self.conflicts

    def version(self) -> Version:
        """The rule as a lawbook `Version` (through `custom_law`), so the arithmetic is the calculator's."""
        params = make_params(
            self.percent.value,
            dict(self.groups.value or {}),
            self.threshold.value,
            self.rounding.value,
            self.base.value,
        )
        return build_law(params).versions[0]

    def summary(self) -> str:
        """ "20% das vagas, a partir de 3 vagas, por cargo" (for messages)."""
        text = ptbr.percent(self.percent.value) if self.percent.value is not None else "percentual não declarado"
        return f"{text}, a partir de {ptbr.vagas(self.threshold.value)}, {'por cargo' if self.base.value == 'cargo' else 'sobre o total de vagas'}"


# --- patterns (on folded text: lower case, no accents; offsets equal the original's) ----------------

_NUMBER_WORD = (
    r"(?:zero|uma?|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|"
    r"dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento)"
)
_WORDS = rf"{_NUMBER_WORD}(?:\s(?:e\s)?{_NUMBER_WORD}){{0,3}}"
_DIGIT_PERCENT = re.compile(
    r"(?<![\d.,/])(\d{1,3}(?:,\d{1,3})?)\s?(?:\([a-z ]{2,40}\)\s?)?(?:%|por\s?cento)(?:\s?\([a-z ,]{2,60}\))?"
)
_WORD_PERCENT = re.compile(rf"\b({_WORDS})\s(?:inteiros\s)?por\s?cento\b")
_DIGIT_FRACTION = re.compile(r"(?<![\d.,/º°])(\d{1,2})\s?/\s?(\d{1,2})(?![\d/])(?:\s?\([a-z ]{2,30}\))?")
_WORD_FRACTION = re.compile(r"\b(um|dois|tres) (quinto|quintos|decimo|decimos|terco|tercos|quarto|quartos)\b")
_FRACTION_DENOMINATORS = {
    "quinto": 5,
    "quintos": 5,
    "decimo": 10,
    "decimos": 10,
    "terco": 3,
    "tercos": 3,
    "quarto": 4,
    "quartos": 4,
}
_FRACTION_WORD_HINT = re.compile(r"quint|decimo|terco|quarto")
_FRACTION_NUMERATORS = {"um": 1, "dois": 2, "tres": 3}

_LABELS = (
    ("pcd", re.compile(r"deficiencia|deficientes?\b|\bpcd\b|\bpne\b")),
    ("pretos_pardos", re.compile(r"\bpret[oa]s?\s(?:e|ou|/)\s?pard[oa]s?\b")),
    ("indigenas", re.compile(r"\bindigenas?\b")),
    ("quilombolas", re.compile(r"\bquilombolas?\b")),
    (
        "negros",
        re.compile(
            r"\bnegr[oa]s?\b|afrodescendentes?|afro-brasileir|cotas? raciai?s|"
            r"reserva racial|cotistas?\b|etnico-racia"
        ),
    ),
    (
        "outro",
        re.compile(
            r"\btrans\b|transgener|travesti|\btaxa\b|acertos?\b|\bpontos\b|\bnota\b|pontuacao|desconto|"
            r"remuneracao|vencimento|gratificacao|adicional|questoes|frequencia|isencao|\bmulta\b|\bjuros\b|"
            r"mulheres|idos[oa]s|hipossuficien|estagiarios? de nivel"
        ),
    ),
)
_ANY_LABEL = re.compile("|".join(f"(?P<{target}>{pattern.pattern})" for target, pattern in _LABELS))
_SPLIT_GROUPS = ("pretos_pardos", "indigenas", "quilombolas")
_RACIAL = {"negros", *_SPLIT_GROUPS}
# Words right after a percentage that make it something else than a share of the vacancies.
_NOT_VACANCIES_AFTER = re.compile(
    r"\s?(?:\([^)]{0,40}\)\s?)?(?:d[aoe]s?\s)?(?:pontos|acertos|nota|questoes|pontuacao|valor|desconto|taxa|frequencia|"
    r"remuneracao|vencimento|subsidio|carga|salario|aumento|acrescimo|reajuste|multa)"
)
_VACANCY_WORDS = re.compile(r"\bvagas?\b|reserv|\bcotas?\b")

_NUM = rf"(?:(\d{{1,3}})(?![\d,.])(?:\s?\([a-z ]{{2,30}}\))?|({_WORDS}))"
_THRESHOLD = (
    (re.compile(rf"(?:igual ou superior|igual ou maior|maior ou igual|superior ou igual)\s(?:a|que)\s{_NUM}"), 0),
    (re.compile(rf"(?<!igual ou )(?<!ou )\b(?:superior|maior)\s(?:a|que)\s{_NUM}"), 1),
    (re.compile(rf"\ba partir de\s{_NUM}\s(?:vagas?|\(?[a-z]+\)?\s?vagas)"), 0),
    (re.compile(rf"{_NUM}\s(?:\([a-z ]+\)\s)?ou mais\svagas"), 0),
    (re.compile(rf"\b(?:inferior|menor)\s(?:a|que)\s{_NUM}(?=[^.;]{{0,120}}\bnao\b)"), 0),
    (re.compile(rf"\bmenos de\s{_NUM}\s(?:\([a-z ]+\)\s)?vagas"), 0),
)
_THRESHOLD_CONTEXT = re.compile(
    r"numero de vagas|quantidade de vagas|total de vagas|vagas (?:oferecidas|ofertadas|previstas)|"
    r"\bvagas\b"
)
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
_MINIMUM = re.compile(r"(?:no minimo|pelo menos|minimo de)\s[^.;]{0,20}$")
_LAW = re.compile(
    r"\b(lei complementar|lei|decreto)(?:\s(estadual|municipal|federal|distrital))?\s(?:n[º°o]?\.?\s?|numero\s)?"
    r"(\d{1,2}\.\d{3}|\d{3,5})(?![\d.])(?:\s?/\s?(\d{4}|\d{2})(?!\d)|,?\s(?:de\s)?\d{1,2}[º°o]?\sde\s[a-z]+\sde\s(\d{4}))?"
)
_ITEM_START = re.compile(r"^(?:\d{1,3}(?:\.\d{1,3})+\.?\s|\d{1,3}[.)]\s|[a-z]\)\s|[ivxlc]{1,6}\s?[-–)]\s|art\.?\s\d)")
_SENTENCE_END = re.compile(r"[.;](?=\s)")
_ABBREVIATION = re.compile(r"(?:^|[^a-z])(?:art|n|no|inc|p|fl)$")  # "art. 1º", "n. 23.389": not a sentence's end
#: Words without which a sentence names no reserve (cheap `in` tests before the label regex runs).
_LABEL_HINTS = ("negr", "pret", "indigen", "quilombol", "afro", "racia", "cotist", "deficien", "pcd", "pne")


@dataclass
class _Sentence:
    text: str  # original text (for excerpts)
    folded: str  # fold(text), same offsets
    lines: list[tuple[int, int]]  # (offset, line number) where each joined line starts

    def line_at(self, offset: int) -> int:
        number = self.lines[0][1]
        for start, line in self.lines:
            if start > offset:
                break
            number = line
        return number


def _units(lines: list[Line]) -> list[_Sentence]:
    """Lines joined into items (a statement broken across lines is one unit), then cut into sentences."""
    units: list[list[Line]] = []
    for line in lines:
        text = line.text.strip()
        if not text:
            units.append([])
            continue
        starts_item = bool(_ITEM_START.match(line.folded)) or (text.isupper() and len(text) > 3)
        if (
            units
            and units[-1]
            and not starts_item
            and len(units[-1]) < MAX_UNIT_LINES
            and not units[-1][-1].text.rstrip().endswith((".", ";", ":"))
        ):
            units[-1].append(line)
        else:
            units.append([line])
    sentences = []
    for unit in units:
        if not unit:
            continue
        text, starts = "", []
        for line in unit:
            if text:
                text += " "
            starts.append((len(text), line.number))
            text += line.text.strip()
        folded = fold(text)
        if len(folded) != len(text):  # a character that folds to two: keep offsets by not folding it away
            folded = "".join(fold(c)[:1] or " " for c in text)
        begin = 0
        ends = [
            m.end()
            for m in _SENTENCE_END.finditer(folded)
            if not _ABBREVIATION.search(folded, max(0, m.start() - 4), m.start())
        ]
        for end in ends + [len(folded)]:
            if end > begin and folded[begin:end].strip():
                first = max(n for start, n in starts if start <= begin)
                inside = [(start - begin, n) for start, n in starts if begin < start < end]
                sentences.append(_Sentence(text[begin:end], folded[begin:end], [(0, first)] + inside))
            begin = end
    return sentences


# --- reading percentages ----------------------------------------------------------------------------


def _percentages(folded: str) -> list[tuple[int, int, Fraction]]:
    """(start, end, percentage) for each "20%", "20% (vinte por cento)", "vinte por cento", "1/5", "um quinto"."""
    if "%" not in folded and "cento" not in folded and "/" not in folded and not _FRACTION_WORD_HINT.search(folded):
        return []
    found = []
    pieces, previous = [], 0
    for m in _DIGIT_PERCENT.finditer(folded):
        found.append((m.start(), m.end(), Fraction(m.group(1).replace(",", "."))))
        pieces += [folded[previous : m.start()], " " * (m.end() - m.start())]
        previous = m.end()
    masked = "".join(pieces) + folded[previous:]  # "20% (vinte por cento)" read once, not twice
    for m in _WORD_PERCENT.finditer(masked):
        value = words_value(m.group(1))
        if value:
            found.append((m.start(), m.end(), Fraction(value)))
    for m in _DIGIT_FRACTION.finditer(masked):
        numerator, denominator = int(m.group(1)), int(m.group(2))
        if 0 < numerator < denominator <= 20 and re.match(
            r"\s?(?:\([^)]*\)\s?)?d[ao]s?\s(?:vagas|total)", masked[m.end() : m.end() + 50]
        ):
            found.append((m.start(), m.end(), Fraction(numerator * 100, denominator)))
    for m in _WORD_FRACTION.finditer(masked):
        if re.match(r"\s?d[ao]s?\s(?:vagas|total)", masked[m.end() : m.end() + 30]):
            found.append(
                (
                    m.start(),
                    m.end(),
                    Fraction(_FRACTION_NUMERATORS[m.group(1)] * 100, _FRACTION_DENOMINATORS[m.group(2)]),
                )
            )
    found.sort()
    return [p for p in found if 0 < p[2] <= 100]


def _labels(folded: str) -> list[tuple[int, int, str]]:
    """(start, end, target) of each label, left to right, in one pass (earlier alternatives win a tie)."""
    return [(m.start(), m.end(), m.lastgroup) for m in _ANY_LABEL.finditer(folded)]


# Between a percentage and the label it qualifies when the label follows it closely: no comma, no "e".
_CLOSE_AFTER = re.compile(r"(?:(?!\be\b)[^,;]){0,80}")


def _pair(folded: str) -> list[tuple[int, int, Fraction, str | None]]:
    """Each percentage with the label it qualifies.

    A label right after the percentage, with no comma or "e" between, is its own ("25% para pretos e
    pardos"). Otherwise, a sentence that starts with a label ("aos candidatos negros serão reservadas
    20%…") pairs each percentage with the label before it; one that starts with a percentage ("20% das
    vagas… aos candidatos negros e 5% às pessoas com deficiência") with the label after it.
    """
    percents = _percentages(folded)
    if not percents:
        return []
    labels = _labels(folded)
    label_first = bool(labels) and labels[0][0] < percents[0][0]
    out = []
    for i, (start, end, value) in enumerate(percents):
        previous_end = percents[i - 1][1] if i else 0
        next_start = percents[i + 1][0] if i + 1 < len(percents) else len(folded)
        before = [lab for lab in labels if previous_end <= lab[0] and lab[1] <= start]
        after = [lab for lab in labels if end <= lab[0] and lab[1] <= next_start]
        if _NOT_VACANCIES_AFTER.match(folded[end : end + 50]):
            target = "outro"
        elif after and _CLOSE_AFTER.fullmatch(folded, end, after[0][0]):
            target = after[0][2]  # "25% para pretos e pardos", "20% das vagas de cada cargo às pessoas pretas e pardas"
        elif label_first:
            target = before[-1][2] if before else (after[0][2] if after else None)
        else:
            target = after[0][2] if after else (before[-1][2] if before else None)
        out.append((start, end, value, target))
    return out


# --- reading the statement --------------------------------------------------------------------------


def _number(match: re.Match) -> int | None:
    if match.group(1):
        return int(match.group(1))
    return words_value(match.group(2)) if match.group(2) else None


def _kind(sentence: _Sentence) -> str | None:
    """Which reserve a sentence is about: "racial", "pcd", both, or None (no label)."""
    if not any(hint in sentence.folded for hint in _LABEL_HINTS):
        return None
    targets = {lab[2] for lab in _labels(sentence.folded)}
    racial, pcd = bool(targets & _RACIAL), "pcd" in targets
    if racial and pcd:
        return "both"
    return "racial" if racial else "pcd" if pcd else None


def read_own_rule(text: str | list[Line]) -> OwnRule:
    """The racial-reserve rule the edital states about itself (see `OwnRule`)."""
    lines = split_lines(text) if isinstance(text, str) else text
    sentences = _units(lines)
    statements: list[Percentage] = []
    ignored: list[Percentage] = []
    groups_found: list[tuple[dict[str, Fraction], int, str]] = []
    totals_in_group_sentences: list[Fraction] = []
    threshold = rounding = base = law = None
    minimum = False
    law_in_statement = False
    context = None  # the reserve the last labelled sentence was about
    for sentence in sentences:
        folded = sentence.folded
        kind = _kind(sentence)
        if kind is None and "lei" in folded and _cites_known_law(sentence):
            kind = "racial"  # "20% serão providas na forma da Lei nº 12.990/2014": the law says which reserve
        context = kind or context
        racial_context = kind in ("racial", "both") or (kind is None and context in ("racial", "both"))
        pairs = _pair(folded)
        sentence_racial: list[Percentage] = []
        for start, end, value, target in pairs:
            excerpt = sentence.text[max(0, start - 60) : end + 60].strip()
            if target is None and (kind == "racial" or (kind is None and context == "racial")):
                # "30% das vagas, sendo 25% para pretos e pardos…" (the total of the groups), or a percentage in
                # the section headed "DAS VAGAS RESERVADAS AOS CANDIDATOS NEGROS" that names no group itself
                target = "total"
            if (target in _RACIAL or target == "total") and _VACANCY_WORDS.search(folded):
                item = Percentage(value, sentence.line_at(start), target, excerpt)
                sentence_racial.append(item)
                if _MINIMUM.search(folded[max(0, start - 40) : start]):
                    minimum = True
            elif target is not None:
                ignored.append(
                    Percentage(value, sentence.line_at(start), "pcd" if target == "pcd" else "outro", excerpt)
                )
        if "respectivament" in folded:
            sentence_racial = _respectively(folded, sentence_racial)
        group_ids = _group_ids({p.target for p in sentence_racial})
        if len(group_ids) >= 2:
            groups = {}
            for p in sentence_racial:
                if p.target in group_ids:
                    groups.setdefault(p.target, p.value)
            groups_found.append((groups, sentence_racial[0].line, sentence.text))
            totals_in_group_sentences += [p.value for p in sentence_racial if p.target not in group_ids]
            statements.append(
                Percentage(sum(groups.values()), sentence_racial[0].line, "negros", sentence.text.strip())
            )
        else:
            statements += [Percentage(p.value, p.line, "negros", p.excerpt) for p in sentence_racial]

        if not racial_context or kind == "pcd":
            continue
        if sentence_racial or kind in ("racial", "both") or kind is None:
            if threshold is None and _THRESHOLD_CONTEXT.search(folded):
                for pattern, add in _THRESHOLD:
                    m = pattern.search(folded)
                    if m and _number(m) is not None and "fraca" not in folded[max(0, m.start() - 30) : m.start()]:
                        threshold = Field(
                            _number(m) + add, sentence.line_at(m.start()), True, excerpt=sentence.text.strip()
                        )
                        break
            if rounding is None and _ROUNDING_CONTEXT.search(folded) and kind != "both":
                mode = _rounding_mode(folded)
                if mode:
                    rounding = Field(
                        mode,
                        sentence.line_at(_ROUNDING_CONTEXT.search(folded).start()),
                        True,
                        excerpt=sentence.text.strip(),
                    )
            if base is None and sentence_racial:  # only the sentence that states the percentage says what it is of
                if _BASE_CARGO.search(folded):
                    base = Field(
                        "cargo",
                        sentence.line_at(_BASE_CARGO.search(folded).start()),
                        True,
                        excerpt=sentence.text.strip(),
                    )
                elif _BASE_EDITAL.search(folded) and sentence_racial:
                    base = Field(
                        "edital",
                        sentence.line_at(_BASE_EDITAL.search(folded).start()),
                        True,
                        excerpt=sentence.text.strip(),
                    )
            # The law cited in the sentence stating the percentage wins over one cited elsewhere in the section,
            # and a law we know wins over one we do not.
            if law is None or (sentence_racial and (not law_in_statement or law.value.known is None)):
                cited = _law_cited(sentence) if kind in ("racial", "both") or sentence_racial else None
                if cited and (law is None or not law_in_statement or cited[0].known is not None):
                    law = Field(cited[0], cited[1], True, excerpt=sentence.text.strip())
                    law_in_statement = bool(sentence_racial)

    conflicts = _conflicts(statements, totals_in_group_sentences)
    distinct = {p.value for p in statements}
    if len(distinct) == 1:
        first = statements[0]
        percent = Field(first.value, first.line, True, excerpt=first.excerpt)
    elif not distinct:
        percent = Field(
            None, None, False, "O edital não parece declarar o percentual da reserva para candidatos negros."
        )
    else:
        percent = Field(None, None, True, "Percentuais em conflito: veja o aviso.")
    groups_field = Field(None, None, False)
    if groups_found:
        groups, line, excerpt = groups_found[0]
        groups_field = Field(dict(groups), line, True, excerpt=excerpt.strip())
    return OwnRule(
        percent=percent,
        groups=groups_field,
        threshold=threshold
        or Field(
            ASSUMED_THRESHOLD,
            None,
            False,
            f"Mínimo de vagas não declarado: adotado {ASSUMED_THRESHOLD} (três), o mais comum; "
            "cargos com menos vagas não são avaliados.",
        ),
        rounding=rounding
        or Field(
            ASSUMED_ROUNDING,
            None,
            False,
            "Arredondamento não declarado: adotado o usual, fração igual ou maior que 0,5 para cima "
            "e menor que 0,5 para baixo.",
        ),
        base=base or Field(ASSUMED_BASE, None, False, "Base não declarada: adotada a reserva por cargo."),
        law=law or Field(None, None, False, "O edital não cita, junto da reserva, a lei em que ela se baseia."),
        minimum=minimum,
        conflicts=conflicts,
        statements=tuple(statements),
        ignored=tuple(ignored),
    )


def _group_ids(targets: set[str]) -> set[str]:
    """The groups a sentence splits the reserve into: pretos e pardos, indígenas, quilombolas, and "negros" as a
    group of its own only beside indígenas or quilombolas without pretos e pardos ("10% negros, 5% indígenas…")."""
    ids = targets & set(_SPLIT_GROUPS)
    if "negros" in targets and "pretos_pardos" not in targets and ids & {"indigenas", "quilombolas"}:
        ids.add("negros")
    return ids


def _respectively(folded: str, found: list[Percentage]) -> list[Percentage]:
    """ "30% … às pessoas pretas e pardas, indígenas e quilombolas, na proporção de 25%, 3% e 2%, respectivamente":
    the last percentages go to the groups in the order the groups are named; any before them is the total."""
    named = [target for _, _, target in _labels(folded) if target in _RACIAL]
    ids = _group_ids(set(named))
    order = []
    for target in named:
        if target in ids and target not in order:
            order.append(target)
    if len(order) < 2 or len(found) < len(order):
        return found
    head = [Percentage(p.value, p.line, "total", p.excerpt) for p in found[: len(found) - len(order)]]
    tail = [Percentage(p.value, p.line, group, p.excerpt) for p, group in zip(found[len(found) - len(order) :], order)]
    return head + tail


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


def _cites_known_law(sentence: _Sentence) -> bool:
    cited = _law_cited(sentence)
    return bool(cited and cited[0].known)


def _law_cited(sentence: _Sentence) -> tuple[LawCited, int] | None:
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


def _conflicts(statements: list[Percentage], group_totals: list[Fraction]) -> tuple[Conflict, ...]:
    seen: dict[Fraction, int] = {}
    for p in statements:
        seen.setdefault(p.value, p.line)
    # "30% das vagas, sendo 25% … 3% … 2%": the stated total agrees with its groups; a total that does not is a conflict.
    for total in group_totals:
        seen.setdefault(total, next(p.line for p in statements))
    if len(seen) < 2:
        return ()
    return (Conflict(tuple(seen.items())),)


# --- findings -----------------------------------------------------------------------------------------

#: Rule records for the registry, as keyword arguments of `linter.rules.Rule` (ruff-style docs).
RULES: dict[str, dict] = {
    "CQ401": dict(
        code="CQ401",
        name="reserva-abaixo-da-regra-do-edital",
        severity="warning",
        summary="Reserva informada para o cargo menor que a calculada pela regra que o próprio edital declara.",
        message="Segundo a regra do próprio edital ({rule}, linha {rule_line}), {subject} teria {required} de "
        "{vacancies} vagas reservadas a candidatos negros; o edital reserva {stated}{detail}.{law_note}",
        basis={},
        laws=("*",),
        extra_basis=EXTRA_BASIS,
        docs={
            "what": "Lê a regra de reserva para candidatos negros que o edital declara (percentual, mínimo de vagas, "
            "arredondamento, por cargo ou sobre o total) e confere cada cargo com ela, qualquer que seja a lei. "
            "Quando o edital não diz como arredonda, adota fração igual ou maior que 0,5 para cima e diz isso na "
            "mensagem.",
            "why": "Um edital que reserva menos do que ele mesmo promete tem um erro de conta ou de quadro, seja qual for "
            "a lei do ente. É o que um leitor pode conferir sem conhecer a lei: o edital diz 20 % e reserva 1 de 12 "
            "vagas.",
            "bad": "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
            "Cargo AC PcD Negros Total\nAssistente Administrativo 10 1 1 12\n\n(20% de 12 = 2,4 → 2; o edital reserva 1.)",
            "good": "Cargo AC PcD Negros Total\nAssistente Administrativo 9 1 2 12",
            "ignore": "Quando o percentual lido não é o da reserva racial (outra reserva escrita de forma parecida) ou "
            "quando uma retificação mudou a regra: confira a linha citada.",
        },
    ),
    "CQ402": dict(
        code="CQ402",
        name="regra-do-edital-difere-da-lei",
        severity="warning",
        summary="A regra de reserva que o edital declara difere da regra da lei aplicada.",
        message="O edital declara {stated} (linha {line}); pela {law}, {law_value}.",
        basis={},
        laws=("go", "rn", "federal"),
        extra_basis=None,
        docs={
            "what": "Quando a lei é conhecida (Goiás, RN, federal), compara o percentual, o mínimo de vagas e o "
            "arredondamento que o edital declara com os da lei vigente na data do edital.",
            "why": "O edital não pode mudar a regra da lei. Uma regra declarada diferente (20 % onde a lei manda 30 %, "
            "mínimo de 5 vagas onde a lei diz 3) leva a reservas erradas em todos os cargos, mesmo que as contas do "
            "quadro estejam certas segundo o próprio edital.",
            "bad": 'Edital federal de 2026: "Ficam reservadas aos candidatos negros 20% das vagas" (Lei nº 15.142/2025: 30%).',
            "good": '"Ficam reservadas 30% das vagas, sendo 25% para pretos e pardos, 3% para indígenas e 2% para quilombolas."',
            "ignore": "Quando a lei detectada não é a do edital (outro ente, outra data), ou quando a lei fixa um mínimo e o "
            "edital reserva mais (isso não dispara a regra).",
        },
    ),
    "CQ403": dict(
        code="CQ403",
        name="regra-do-edital-contraditoria",
        severity="warning",
        summary="O edital declara dois percentuais diferentes para a reserva de candidatos negros.",
        message="{conflict}",
        basis={},
        laws=("*",),
        extra_basis=EXTRA_BASIS,
        docs={
            "what": "Assinala o edital que declara, em lugares diferentes, percentuais diferentes para a reserva de "
            "candidatos negros (por exemplo 20 % num item e 25 % em outro). Nenhum dos dois é escolhido: os cargos "
            "não são conferidos contra a regra do edital enquanto o conflito existir.",
            "why": "Com duas regras, o candidato não sabe quantas vagas disputa, e escolher uma em silêncio daria uma "
            "resposta confiante e possivelmente errada.",
            "bad": "5.1 … reservadas aos candidatos negros 20% (vinte por cento) das vagas …\n"
            "9.4 … observado o percentual de 25% das vagas reservado aos candidatos negros …",
            "good": "Um só percentual em todo o edital (ou uma retificação que diga qual vale).",
            "ignore": "Quando um dos percentuais é de outra reserva que o verificador tomou pela racial: confira as linhas "
            "citadas.",
        },
    ),
}


def _finding(code: str, message: str, line: int | None, position: str | None = None, basis=None) -> dict:
    """A finding in the linter's shape; `basis` is a lawbook Citation (CQ402) or None (the edital's own rule)."""
    rule = RULES[code]
    return {
        "code": code,
        "name": rule["name"],
        "severity": rule["severity"],
        "message": message,
        "basis": basis.text if basis else EXTRA_BASIS,
        "basis_href": basis.href if basis else None,
        "line": line,
        "position": position,
        "url": f"regras/{code}.html",
    }


def _get(position: Any, key: str, attribute: str | None = None) -> Any:
    """A position as the linter's JSON (dict) or as `extract.Position`."""
    if isinstance(position, dict):
        return position.get(key)
    return getattr(position, attribute or key, None)


def _rule_text(rule: OwnRule, vacancies: int) -> str:
    text = rule.summary()
    exact = Fraction(vacancies) * rule.percent.value / 100
    if not rule.rounding.stated and exact.denominator != 1:
        text += "; arredondamento não declarado, adotada fração igual ou maior que 0,5 para cima"
    return text


def law_note(rule: OwnRule) -> str:
    """ " O edital cita a Lei estadual nº 14.147/2012 (Rio Grande do Sul), que o cotacheck não modela: …" (or "")."""
    law = rule.law.value
    if law is None or law.modelled:
        return ""
    return (
        f" O edital cita a {law.display}, que o cotacheck não modela: a conferência usa só a regra que o edital "
        "declara, não o texto da lei."
    )


def check_positions(rule: OwnRule, positions: list) -> list[dict]:
    """CQ401 for each cargo (or the whole edital, when the rule is on the total) reserving less than the rule."""
    if not rule.found:
        return []
    try:
        version = rule.version()
    except InputError:
        return []
    rule_line = rule.percent.line
    note = law_note(rule)
    counted = [p for p in positions if not _get(p, "cadastro_reserva", "cr") and (_get(p, "vacancies") or 0) >= 1]
    out = []
    if rule.base.value == "edital":
        stated = [_get(p, "reserved_stated") for p in counted]
        if not counted or any(s is None for s in stated):
            return []
        vacancies = sum(_get(p, "vacancies") for p in counted)
        required = sum(racial_counts(version, vacancies).values())
        if sum(stated) < required:
            out.append(
                _finding(
                    "CQ401",
                    RULES["CQ401"]["message"].format(
                        rule=_rule_text(rule, vacancies),
                        rule_line=rule_line,
                        subject="o total do edital",
                        required=required,
                        vacancies=vacancies,
                        stated=sum(stated),
                        detail=f", somando os {len(counted)} cargos",
                        law_note=note,
                    ),
                    _get(counted[0], "line"),
                )
            )
        return out
    for p in counted:
        stated = _get(p, "reserved_stated")
        vacancies = _get(p, "vacancies")
        if stated is None:
            continue  # nothing stated: the linter's own rules say so under a known law
        if vacancies < ASSUMED_THRESHOLD and not rule.threshold.stated:
            continue  # below the usual minimum and the edital does not say its own: not assessed
        groups_required = racial_counts(version, vacancies)
        required = sum(groups_required.values())
        by_group = _get(p, "reserved_by_group_stated", "by_group_stated") or {}
        low_groups = {g: n for g, n in groups_required.items() if g in by_group and g != "negros" and by_group[g] < n}
        if stated < required or low_groups:
            detail = ""
            if low_groups:
                detail = (
                    " (por grupo, seriam "
                    + ", ".join(f"{group_label(g)}: {n}" for g, n in low_groups.items())
                    + "; informado "
                    + ", ".join(f"{group_label(g)}: {by_group[g]}" for g in low_groups)
                    + ")"
                )
            out.append(
                _finding(
                    "CQ401",
                    RULES["CQ401"]["message"].format(
                        rule=_rule_text(rule, vacancies),
                        rule_line=rule_line,
                        subject=f"o cargo “{_get(p, 'name')}”",
                        required=required,
                        vacancies=vacancies,
                        stated=stated,
                        detail=detail,
                        law_note=note,
                    ),
                    _get(p, "line"),
                    _get(p, "name"),
                )
            )
    return out


def compare_with_law(rule: OwnRule, version: Version, law_title: str | None = None) -> list[dict]:
    """CQ402: where the edital's stated percentage, minimum or rounding differs from the law's (a modelled law).

    The law is named by the instrument its percentage cites ("Lei nº 15.142/2025"), unless `law_title` is given.
    """
    law_title = law_title or version.percent.basis.instrument.short
    lawful_more = version.floor.value and rule.found and rule.percent.value > version.percent.value  # "no mínimo"
    differences = []  # (what the edital states, its figure, what the law says, the law's figure)
    if rule.found and rule.percent.value != version.percent.value and not lawful_more:
        floor = " (no mínimo)" if version.floor.value else ""
        differences.append(
            (
                f"reserva de {ptbr.percent(rule.percent.value)} das vagas",
                rule.percent,
                f"o percentual é {ptbr.percent(version.percent.value)}{floor}",
                version.percent,
            )
        )
    if rule.threshold.stated and rule.threshold.value != version.threshold.value:
        differences.append(
            (
                f"reserva a partir de {ptbr.vagas(rule.threshold.value)}",
                rule.threshold,
                f"a reserva se aplica a partir de {ptbr.vagas(version.threshold.value)}",
                version.threshold,
            )
        )
    if rule.rounding.stated and rule.rounding.value != version.rounding.value:
        differences.append(
            (
                f"arredondamento “{MODES[rule.rounding.value]}”",
                rule.rounding,
                f"o arredondamento é “{MODES[version.rounding.value]}”",
                version.rounding,
            )
        )
    return [
        _finding(
            "CQ402",
            RULES["CQ402"]["message"].format(stated=stated, line=mine.line, law=law_title, law_value=law_value),
            mine.line,
            basis=figure.basis,
        )
        for stated, mine, law_value, figure in differences
    ]


def conflict_findings(rule: OwnRule) -> list[dict]:
    """CQ403: one finding per conflict, at the line of the first statement."""
    return [
        _finding("CQ403", RULES["CQ403"]["message"].format(conflict=c.describe()), c.values[0][1])
        for c in rule.conflicts
    ]


def own_rule_findings(
    rule: OwnRule, positions: list, version: Version | None = None, law_title: str | None = None
) -> list[dict]:
    """Every own-rule finding: conflicts, cargos against the rule, and the rule against a modelled law if given."""
    out = conflict_findings(rule) + check_positions(rule, positions)
    if version is not None:
        out += compare_with_law(rule, version, law_title)
    return out


def as_json(rule: OwnRule) -> dict:
    """The rule as JSON (for the linter's output and the page): each field with value, line, stated, note."""

    def field_json(f: Field, value: Any) -> dict:
        return {"value": value, "line": f.line, "stated": f.stated, "note": f.note}

    law = rule.law.value
    return {
        "percent": field_json(
            rule.percent, ptbr.number(rule.percent.value) if rule.percent.value is not None else None
        ),
        "groups": field_json(
            rule.groups, {g: ptbr.number(v) for g, v in rule.groups.value.items()} if rule.groups.value else None
        ),
        "threshold": field_json(rule.threshold, rule.threshold.value),
        "rounding": field_json(rule.rounding, rule.rounding.value),
        "base": field_json(rule.base, rule.base.value),
        "law": field_json(
            rule.law, {"cited": law.display, "known": bool(law.known), "modelled": law.modelled} if law else None
        ),
        "minimum": rule.minimum,
        "conflicts": [
            {"values": [{"percent": ptbr.number(v), "line": n} for v, n in c.values], "message": c.describe()}
            for c in rule.conflicts
        ],
    }


def lint_findings(
    rule: OwnRule, positions: list, findings: list[dict], version: Version | None = None, law_title: str | None = None
) -> list[dict]:
    """The own-rule findings to add to a lint, given the findings it already has.

    `version` and `law_title` are the modelled law's when it applies (else None). Under such a law,
    CQ401 is left out where the law's own check (CQ101/CQ102) already reports the same cargo line,
    so one mistake is not reported twice; CQ402 and CQ403 always stand.
    """
    out = conflict_findings(rule) + check_positions(rule, positions)
    if version is not None:
        out += compare_with_law(rule, version, law_title)
    if version is None:
        return out
    reported = {f["line"] for f in findings if f["code"] in ("CQ101", "CQ102")}
    return [f for f in out if f["code"] != "CQ401" or f["line"] not in reported]
