"""Percentages of the vacancies in a sentence ("20%", "vinte por cento", "1/5"), each paired with the group it
qualifies (negros, a split group, PcD, something else), and which reserve a sentence is about."""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from cotacheck.linter.facts.own_rule.model import Percentage
from cotacheck.linter.facts.own_rule.sentences import Sentence
from cotacheck.linter.read import fixed_starts
from cotacheck.linter.read.text import words_value

# Patterns on folded text: lower case, no accents; offsets equal the original's.
_NUMBER_WORD = (
    r"(?:zero|uma?|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|"
    r"dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento)"
)
WORDS = rf"{_NUMBER_WORD}(?:\s(?:e\s)?{_NUMBER_WORD}){{0,3}}"
_DIGIT_PERCENT = re.compile(
    r"(?<![\d.,/])(\d{1,3}(?:,\d{1,3})?)\s?(?:\([a-z ]{2,40}\)\s?)?(?:%|por\s?cento)(?:\s?\([a-z ,]{2,60}\))?"
)
_WORD_PERCENT = re.compile(rf"\b({WORDS})\s(?:inteiros\s)?por\s?cento\b")
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


def _fraction_word(folded: str) -> bool:
    """Whether a word `_WORD_FRACTION` needs is in `folded`, as one substring test a word: tried on every
    sentence, C's search for a fixed string is faster than one pattern of the words."""
    return "quint" in folded or "decimo" in folded or "terco" in folded or "quarto" in folded


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
    ("trans", re.compile(r"\btrans\b|transgener|travesti|transexua")),
    (
        "outro",
        re.compile(
            r"\btaxa\b|acertos?\b|\bpontos\b|\bnota\b|pontuacao|desconto|"
            r"remuneracao|vencimento|gratificacao|adicional|questoes|frequencia|isencao|\bmulta\b|\bjuros\b|"
            r"mulheres|idos[oa]s|hipossuficien|estagiarios? de nivel|"
            # a share of the vacancies for one sex ("até 10% das vagas … por candidatas do sexo feminino",
            # "efetivo feminino", the quota of women in a state's military police): another group, never the
            # racial reserve
            r"\bfeminin[oa]s?\b"
        ),
    ),
)
#: The first two letters any label can start with ("de" of deficiência, "pc" of PcD, …). The one pattern
#: of all labels tries every alternative at every character; this lookahead lets it skip at once the
#: characters no label can start at (a quarter of the time on the corpus). Keep it in step with
#: `_LABELS` (tests/linter/test_own_rule.py checks every alternative's start).
LABEL_STARTS = ("de pc pn pr po in is id qu ne no af ac ad co re et tr ta ve gr fr mu ju hi es fe").split()
_ANY_LABEL = re.compile(
    f"(?=[{''.join(sorted({start[0] for start in LABEL_STARTS}))}])(?={'|'.join(LABEL_STARTS)})(?:"
    + "|".join(f"(?P<{target}>{pattern.pattern})" for target, pattern in _LABELS)
    + ")"
)
_SPLIT_GROUPS = ("pretos_pardos", "indigenas", "quilombolas")
RACIAL = {"negros", *_SPLIT_GROUPS}
# Words right after a percentage that make it something else than a share of the vacancies.
_NOT_VACANCIES_AFTER = re.compile(
    r"\s?(?:\([^)]{0,40}\)\s?)?(?:d[aoe]s?\s)?(?:pontos|acertos|nota|questoes|pontuacao|valor|desconto|taxa|frequencia|"
    r"remuneracao|vencimento|subsidio|carga|salario|aumento|acrescimo|reajuste|multa)"
)
VACANCY_WORDS = re.compile(r"\bvagas?\b|reserv|\bcotas?\b")

_LABEL_HINTS = (
    "negr",
    "pret",
    "indigen",
    "quilombol",
    "afro",
    "racia",
    "cotist",
    "deficien",
    "pcd",
    "pne",
    "trans",
    "travest",
)


def hinted(folded: str) -> bool:
    """Whether a sentence holds one of `_LABEL_HINTS`: tried on every sentence, and a substring test a hint
    (C's search for a fixed string) is about twice as fast as one pattern of them all."""
    return (
        "negr" in folded
        or "pret" in folded
        or "indigen" in folded
        or "quilombol" in folded
        or "afro" in folded
        or "racia" in folded
        or "cotist" in folded
        or "deficien" in folded
        or "pcd" in folded
        or "pne" in folded
        or "trans" in folded
        or "travest" in folded
    )


#: What follows a fraction of the vacancies ("1/5 das vagas", "um quinto do total"): each ends in "vagas" or
#: "total", so a fraction is looked for only where one stands (`_of_vacancies`; most "/" are dates').
_DIGIT_FRACTION_OF = re.compile(r"\s?(?:\([^)]*\)\s?)?d[ao]s?\s(?:vagas|total)")
_WORD_FRACTION_OF = re.compile(r"\s?d[ao]s?\s(?:vagas|total)")


def may_hold_percentage(folded: str) -> bool:
    """Whether `folded` holds what one of `_percentages`' forms needs: "%", "cento", or a "/" or a fraction's
    word with "vagas" or "total"."""
    return "%" in folded or "cento" in folded or (("/" in folded or _fraction_word(folded)) and _of_vacancies(folded))


def _of_vacancies(folded: str) -> bool:
    return "vagas" in folded or "total" in folded


def _percentages(folded: str) -> list[tuple[int, int, Fraction]]:
    """(start, end, percentage) for each "20%", "20% (vinte por cento)", "vinte por cento", "1/5", "um quinto"."""
    # Each form is looked for only where what it needs stands (a "/" of a date is no "por cento").
    if not may_hold_percentage(folded):
        return []
    cento, of_vacancies = "cento" in folded, _of_vacancies(folded)
    found = []
    pieces, previous = [], 0
    for m in _DIGIT_PERCENT.finditer(folded) if cento or "%" in folded else ():
        found.append((m.start(), m.end(), Fraction(m.group(1).replace(",", "."))))
        pieces += [folded[previous : m.start()], " " * (m.end() - m.start())]
        previous = m.end()
    masked = "".join(pieces) + folded[previous:]  # "20% (vinte por cento)" read once, not twice
    for m in _WORD_PERCENT.finditer(masked) if cento else ():
        value = words_value(m.group(1))
        if value:
            found.append((m.start(), m.end(), Fraction(value)))
    for m in _DIGIT_FRACTION.finditer(masked) if of_vacancies and "/" in folded else ():
        numerator, denominator = int(m.group(1)), int(m.group(2))
        if 0 < numerator < denominator <= 20 and _DIGIT_FRACTION_OF.match(masked[m.end() : m.end() + 50]):
            found.append((m.start(), m.end(), Fraction(numerator * 100, denominator)))
    for m in _WORD_FRACTION.finditer(masked) if of_vacancies and _fraction_word(folded) else ():
        if _WORD_FRACTION_OF.match(masked[m.end() : m.end() + 30]):
            found.append(
                (
                    m.start(),
                    m.end(),
                    Fraction(_FRACTION_NUMERATORS[m.group(1)] * 100, _FRACTION_DENOMINATORS[m.group(2)]),
                )
            )
    found.sort()
    return [p for p in found if 0 < p[2] <= 100]


#: A fixed start of every alternative of `_LABELS` (each opens with one after its `\b`): the places a label may
#: start at, found by C's search for each (`fixed_starts`; tests/linter/test_pattern_guards.py checks them).
LABEL_PREFIXES = tuple(
    (
        "defici pcd pne pret indigen quilomb negr afro cot reserva etnico tra taxa acerto pont nota descont remuner "
        "venc gratif adicional quest frequen isenc mult juros mulher idos hipossuf estagiar feminin"
    ).split()
)


@functools.lru_cache(maxsize=4)
def labels_in(folded: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, target) of each label, left to right, in one pass (earlier alternatives win a tie). The
    last are kept: a sentence's labels tell its reserve (`kind_of`), then pair its percentages (`pair`). The
    pattern is tried only where a label's fixed start stands (half the time of trying every place)."""
    return tuple((m.start(), m.end(), m.lastgroup) for m in fixed_starts.finditer(_ANY_LABEL, folded, LABEL_PREFIXES))


# Between a percentage and the label it qualifies when the label follows it closely: no comma, no "e".
_CLOSE_AFTER = re.compile(r"(?:(?!\be\b)[^,;]){0,80}")
# Between a label and its percentage in brackets: "pretas e pardas (25%)".
_BRACKET_OPEN = re.compile(r"\s?\(\s?")
# Between two labels of one list: "pretas e pardas, indígenas e quilombolas".
_LIST_GAP = re.compile(r"\s?(?:,\s?(?:e\s)?|e\s|ou\s)")


def _listed(folded: str, run: list[tuple[int, int, str]], at_end: bool = False) -> set[str]:
    """The split groups named in one list at the start of `run` (labels in text order), or at its end."""
    pairs = list(zip(run, run[1:]))
    groups = {run[-1 if at_end else 0][2]} if run else set()
    for left, right in reversed(pairs) if at_end else pairs:
        if not _LIST_GAP.fullmatch(folded, left[1], right[0]):
            break
        groups.add(left[2] if at_end else right[2])
    return groups & set(_SPLIT_GROUPS)


def pair(folded: str) -> list[tuple[int, int, Fraction, str | None]]:
    """Each percentage with the label it qualifies.

    A label right after the percentage, with no comma or "e" between, is its own ("25% para pretos e
    pardos"). Otherwise, a sentence that starts with a label ("aos candidatos negros serão reservadas
    20%…") pairs each percentage with the label before it; one that starts with a percentage ("20% das
    vagas… aos candidatos negros e 5% às pessoas com deficiência") with the label after it.
    """
    percents = _percentages(folded)
    if not percents:
        return []
    labels = labels_in(folded)
    label_first = bool(labels) and labels[0][0] < percents[0][0]
    # "pessoas pretas e pardas (25%), indígenas (3%)": a label followed by its percentage in brackets is that one's
    bracketed = {
        start: lab for lab in labels for start, _, _ in percents if _BRACKET_OPEN.fullmatch(folded, lab[1], start)
    }
    labels = tuple(lab for lab in labels if lab not in bracketed.values())
    out = []
    for i, (start, end, value) in enumerate(percents):
        previous_end = percents[i - 1][1] if i else 0
        next_start = percents[i + 1][0] if i + 1 < len(percents) else len(folded)
        before = [lab for lab in labels if previous_end <= lab[0] and lab[1] <= start]
        after = [lab for lab in labels if end <= lab[0] and lab[1] <= next_start]
        if _NOT_VACANCIES_AFTER.match(folded[end : end + 50]):
            target = "outro"
        elif start in bracketed:
            target = bracketed[start][2]
        elif len(_listed(folded, after)) > 1 and _CLOSE_AFTER.fullmatch(folded, end, after[0][0]):
            target = "total"  # "30% das vagas às pessoas pretas e pardas, indígenas e quilombolas": the groups' sum
        elif label_first and len(_listed(folded, before, at_end=True)) > 1:
            target = "total"  # "às pessoas pretas e pardas, indígenas e quilombolas 30%"
        elif after and _CLOSE_AFTER.fullmatch(folded, end, after[0][0]):
            target = after[0][2]  # "25% para pretos e pardos", "20% das vagas de cada cargo às pessoas pretas e pardas"
        elif label_first:
            target = before[-1][2] if before else (after[0][2] if after else None)
        else:
            target = after[0][2] if after else (before[-1][2] if before else None)
        out.append((start, end, value, target))
    return out


def kind_of(sentence: Sentence) -> str | None:
    """Which reserve a sentence is about: "racial", "pcd", "both", another reserve of `OTHER_RESERVES` or None.

    Racial means negros or pretos e pardos, or two of the split groups listed together; indígenas,
    quilombolas or pessoas trans named alone make a clause of their own reserve ("3% … aos candidatos que
    se autodeclararem indígenas")."""
    if not hinted(sentence.folded):
        return None
    targets = {lab[2] for lab in labels_in(sentence.folded)}
    racial = bool(targets & {"negros", "pretos_pardos"}) or len(targets & set(_SPLIT_GROUPS)) > 1
    pcd = "pcd" in targets
    if racial and pcd:
        return "both"
    if racial or pcd:
        return "racial" if racial else "pcd"
    return next((group for group in ("indigenas", "quilombolas", "trans") if group in targets), None)


def group_ids(targets: set[str]) -> set[str]:
    """The groups a sentence splits the reserve into: pretos e pardos, indígenas, quilombolas, and "negros" as a
    group of its own only beside indígenas or quilombolas without pretos e pardos ("10% negros, 5% indígenas…")."""
    ids = targets & set(_SPLIT_GROUPS)
    if "negros" in targets and "pretos_pardos" not in targets and ids & {"indigenas", "quilombolas"}:
        ids.add("negros")
    return ids


def respectively(folded: str, found: list[Percentage]) -> list[Percentage]:
    """ "30% … às pessoas pretas e pardas, indígenas e quilombolas, na proporção de 25%, 3% e 2%, respectivamente":
    the last percentages go to the groups in the order the groups are named; any before them is the total."""
    named = [target for _, _, target in labels_in(folded) if target in RACIAL]
    ids = group_ids(set(named))
    order = []
    for target in named:
        if target in ids and target not in order:
            order.append(target)
    if len(order) < 2 or len(found) < len(order):
        return found
    head = [Percentage(p.value, p.line, "total", p.excerpt) for p in found[: len(found) - len(order)]]
    tail = [Percentage(p.value, p.line, group, p.excerpt) for p, group in zip(found[len(found) - len(order) :], order)]
    return head + tail
