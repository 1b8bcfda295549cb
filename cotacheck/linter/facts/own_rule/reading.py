"""`read_own_rule()`: an edital's sentences read one after the other into its `OwnRule`.

Each sentence gives its racial percentages (a split into groups summed into one statement) and, in
the racial reserve's context, the first minimum, rounding and base stated and the law it cites;
what no sentence states is assumed (`Field.stated` False, with a note saying what was adopted).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from cotacheck.linter.facts.own_rule.model import (
    ASSUMED_BASE,
    ASSUMED_ROUNDING,
    ASSUMED_THRESHOLD,
    OTHER_RESERVES,
    Conflict,
    Field,
    OwnRule,
    Percentage,
)
from cotacheck.linter.facts.own_rule.percentages import (
    RACIAL,
    VACANCY_WORDS,
    group_ids,
    hinted,
    kind_of,
    may_hold_percentage,
    pair,
    respectively,
)
from cotacheck.linter.facts.own_rule.proposal import proposal
from cotacheck.linter.facts.own_rule.sentences import Sentence, joined, sentences_of, units
from cotacheck.linter.facts.own_rule.terms import (
    MINIMUM,
    ROUNDING_WORDS,
    THRESHOLD_WORD,
    base_in,
    cites_known_law,
    law_cited,
    rounding_in,
    threshold_in,
)
from cotacheck.linter.read.text import Line, has_decimal, split_lines

# Laws of the PcD reserve (Leis nº 7.853/1989 and 13.146/2015, Decretos nº 3.298/1999 and 9.508/2018): a bare
# percentage "provida na forma da Lei nº 7.853" is the PcD reserve, even beside a law that also sets the racial one.
_PCD_LAW = re.compile(r"\b(?:lei|decreto)[^.;]{0,25}?\b(?:7\.?853|13\.?146|3\.?298|9\.?508)\b")


def read_own_rule(text: str | list[Line]) -> OwnRule:
    """The racial-reserve rule the edital states about itself (see `OwnRule`)."""
    lines = split_lines(text) if isinstance(text, str) else text
    reading = _Reading()
    context = None  # the reserve the last labelled sentence was about
    for unit in units(lines):
        item, folded, starts = joined(unit)
        if reading.idle(folded, context):  # most items: nothing to read, not cut into sentences
            continue
        for sentence in sentences_of(item, folded, starts):
            context = reading.sentence(sentence, context)
    return reading.rule()


_RACIAL_CONTEXTS = ("racial", "both")


def _may_cite(folded: str) -> bool:
    """Whether `folded` may cite a law `_PCD_LAW` or `terms.law_cited` reads: "lei" or "decreto", and a digit."""
    return ("lei" in folded or "decreto" in folded) and has_decimal(folded)


@dataclass
class _Reading:
    """What the sentences read so far say: the statements of the percentage and the first of each term."""

    statements: list[Percentage] = field(default_factory=list)
    ignored: list[Percentage] = field(default_factory=list)
    groups_found: list[tuple[dict[str, Fraction], int, str]] = field(default_factory=list)
    totals_in_group_sentences: list[Fraction] = field(default_factory=list)
    threshold: Field | None = None
    rounding: Field | None = None
    base: Field | None = None
    law: Field | None = None
    law_in_statement: bool = False
    minimum: bool = False

    def sentence(self, sentence: Sentence, context: str | None) -> str | None:
        """Read one sentence in the context of the reserve the sentences before were about; the new context."""
        kind = kind_of(sentence)
        if (
            kind is None
            and ("lei" in sentence.folded or "decreto" in sentence.folded)
            and _PCD_LAW.search(sentence.folded)
        ):
            kind = "pcd"
        elif kind is None and context not in OTHER_RESERVES and "lei" in sentence.folded and cites_known_law(sentence):
            kind = "racial"  # "20% serão providas na forma da Lei nº 12.990/2014": the law says which reserve
        context = kind or context
        racial = self.percentages(sentence, kind, context)
        self.state(sentence, racial)
        racial_context = kind in _RACIAL_CONTEXTS or (kind is None and context in _RACIAL_CONTEXTS)
        if racial_context and kind != "pcd":
            self.terms(sentence, kind, racial)
        return context

    def idle(self, folded: str, context: str | None) -> bool:
        """Whether no sentence of an item (`folded`, its lines joined) can change what is read, asked by substring
        tests before it is cut into sentences (most items): without a label's hint no sentence has a reserve of
        its own (`kind_of`), without "lei" or "decreto" and a digit none cites a law, without what a percentage needs none
        has one (`may_hold_percentage`), and then only the terms still unread in a racial context could be
        read, the minimum where "vagas" stands and the rounding where one of its words does
        (tests/linter/test_pattern_guards.py checks each guard against its pattern)."""
        if hinted(folded) or may_hold_percentage(folded) or _may_cite(folded):
            return False
        if context not in _RACIAL_CONTEXTS:
            return True
        if self.threshold is None and THRESHOLD_WORD in folded:
            return False
        return self.rounding is not None or not any(word in folded for word in ROUNDING_WORDS)

    def percentages(self, sentence: Sentence, kind: str | None, context: str | None) -> list[Percentage]:
        """The sentence's racial percentages of the vacancies (PcD and unrelated ones kept apart in `ignored`)."""
        folded = sentence.folded
        racial: list[Percentage] = []
        own = kind or context  # the reserve of the sentence, or of the section it is in
        for start, end, value, target in pair(folded):
            excerpt = sentence.text[max(0, start - 60) : end + 60].strip()
            apart = own in OTHER_RESERVES and (target is None or target in RACIAL)
            if apart:
                # "3% … aos candidatos que se autodeclararem indígenas", "1% será provida na forma do Decreto…" under
                # "DAS VAGAS DESTINADAS AOS INTEGRANTES DOS POVOS INDÍGENAS": that reserve's own clause
                target = target if target in OTHER_RESERVES else own
            elif target is None and (kind == "racial" or (kind is None and context == "racial")):
                # "30% das vagas, sendo 25% para pretos e pardos…" (the total of the groups), or a percentage in
                # the section headed "DAS VAGAS RESERVADAS AOS CANDIDATOS NEGROS" that names no group itself
                target = "total"
            if not apart and (target in RACIAL or target == "total") and VACANCY_WORDS.search(folded):
                racial.append(Percentage(value, sentence.line_at(start), target, excerpt))
                if MINIMUM.search(folded[max(0, start - 40) : start]):
                    self.minimum = True
            elif target is not None:
                kept = target if target in OTHER_RESERVES and VACANCY_WORDS.search(folded) else "outro"
                self.ignored.append(Percentage(value, sentence.line_at(start), kept, excerpt))
        if "respectivament" in folded:
            racial = respectively(folded, racial)
        return racial

    def state(self, sentence: Sentence, racial: list[Percentage]) -> None:
        """The sentence's percentages as statements of the reserve: a split into groups is one, their sum."""
        ids = group_ids({p.target for p in racial})
        if len(ids) < 2:
            self.statements += [Percentage(p.value, p.line, "negros", p.excerpt) for p in racial]
            return
        groups: dict[str, Fraction] = {}
        for p in racial:
            if p.target in ids:
                groups.setdefault(p.target, p.value)
        self.groups_found.append((groups, racial[0].line, sentence.text))
        self.totals_in_group_sentences += [p.value for p in racial if p.target not in ids]
        self.statements.append(Percentage(sum(groups.values()), racial[0].line, "negros", sentence.text.strip()))

    def terms(self, sentence: Sentence, kind: str | None, racial: list[Percentage]) -> None:
        """The first minimum, rounding and base stated in the reserve's context, and the law it cites."""
        if self.threshold is None:
            self.threshold = threshold_in(sentence)
        if self.rounding is None and kind != "both":
            self.rounding = rounding_in(sentence)
        if self.base is None and racial:  # only the sentence that states the percentage says what it is of
            self.base = base_in(sentence)
        # The law cited in the sentence stating the percentage wins over one cited elsewhere in the section,
        # and a law we know wins over one we do not.
        law = self.law
        if law is None or (racial and (not self.law_in_statement or law.value.known is None)):
            cited = law_cited(sentence) if kind in ("racial", "both") or racial else None
            if cited and (law is None or not self.law_in_statement or cited[0].known is not None):
                self.law = Field(cited[0], cited[1], True, excerpt=sentence.text.strip())
                self.law_in_statement = bool(racial)

    def rule(self) -> OwnRule:
        """The rule read, each term not stated assumed with a note saying what was adopted."""
        groups = Field(None, None, False)
        if self.groups_found:
            found, line, excerpt = self.groups_found[0]
            groups = Field(dict(found), line, True, excerpt=excerpt.strip())
        fields = dict(
            percent=self._percent(),
            groups=groups,
            threshold=self.threshold or ASSUMED_THRESHOLD_FIELD,
            rounding=self.rounding or ASSUMED_ROUNDING_FIELD,
            base=self.base or ASSUMED_BASE_FIELD,
            law=self.law or NO_LAW_FIELD,
            conflicts=_conflicts(self.statements, self.totals_in_group_sentences),
        )
        proposed, notes = proposal(**fields)
        return OwnRule(
            **fields,
            minimum=self.minimum,
            statements=tuple(self.statements),
            ignored=tuple(self.ignored),
            proposed=proposed,
            proposed_notes=notes,
        )

    def _percent(self) -> Field:
        distinct = {p.value for p in self.statements}
        if len(distinct) == 1:
            first = self.statements[0]
            return Field(first.value, first.line, True, excerpt=first.excerpt)
        if not distinct:
            return Field(
                None, None, False, "O edital não parece declarar o percentual da reserva para candidatos negros."
            )
        return Field(None, None, True, "Percentuais em conflito: veja o aviso.")


ASSUMED_THRESHOLD_FIELD = Field(
    ASSUMED_THRESHOLD,
    None,
    False,
    f"Mínimo de vagas não declarado: adotado {ASSUMED_THRESHOLD} (três), o mais comum; "
    "cargos com menos vagas não são avaliados.",
)
ASSUMED_ROUNDING_FIELD = Field(
    ASSUMED_ROUNDING,
    None,
    False,
    "Arredondamento não declarado: adotado o usual, fração igual ou maior que 0,5 para cima "
    "e menor que 0,5 para baixo.",
)
ASSUMED_BASE_FIELD = Field(ASSUMED_BASE, None, False, "Base não declarada: adotada a reserva por cargo.")
NO_LAW_FIELD = Field(None, None, False, "O edital não cita, junto da reserva, a lei em que ela se baseia.")


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
