"""The edital's own rule as read: each field with its value, its line and whether the edital states it."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from cotacheck.errors import InputError
from cotacheck.law.lawbook import Version
from cotacheck.present import ptbr
from cotacheck.reserve.custom_law import (
    DEFAULT_BASE,
    DEFAULT_ROUNDING,
    DEFAULT_THRESHOLD,
    CustomLawParams,
    KnownLaw,
    build_law,
)

#: What the edital is taken to mean where it does not say (stated as "adotado" in the findings).
ASSUMED_ROUNDING, ASSUMED_THRESHOLD, ASSUMED_BASE = DEFAULT_ROUNDING, DEFAULT_THRESHOLD, DEFAULT_BASE

#: Reserves other than the racial one, each named in the rule's summary and never compared with it: PcD, and a
#: clause of its own for indígenas, quilombolas or pessoas trans (a group listed beside pretos e pardos in one
#: statement is a share of the racial reserve instead, as Lei nº 15.142/2025 splits it).
OTHER_RESERVES = {"pcd": "PcD", "indigenas": "indígenas", "quilombolas": "quilombolas", "trans": "pessoas trans"}


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
    #: The rule as the parameters of "outra lei" (None where it gives none) and the notes on them (`proposal`).
    proposed: CustomLawParams | None = None
    proposed_notes: tuple[str, ...] = ()

    @property
    def found(self) -> bool:
        """Whether the edital states a usable percentage (one value, no conflict)."""
        return self.percent.value is not None and not self.conflicts

    def other_reserves(self) -> tuple[tuple[str, Fraction, int], ...]:
        """(group, percentage, line) of each other reserve the edital states (PcD, indígenas…), first of each."""
        seen: dict[tuple[str, Fraction], int] = {}
        for p in self.ignored:
            if p.target in OTHER_RESERVES:
                seen.setdefault((p.target, p.value), p.line)
        return tuple((group, value, line) for (group, value), line in seen.items())

    def others_note(self) -> str:
        """ "PcD 10%, indígenas 3% (outras reservas, não conferidas)", or "" when the edital states none."""
        parts = [f"{OTHER_RESERVES[group]} {ptbr.percent(value)}" for group, value, _ in self.other_reserves()]
        return f"{', '.join(parts)} (outras reservas, não conferidas)" if parts else ""

    def version(self) -> Version:
        """The rule as a lawbook `Version` (through `custom_law`), so the arithmetic is the calculator's."""
        if self.proposed is None:
            raise InputError(" ".join(self.proposed_notes))
        return build_law(self.proposed).versions[0]

    def summary(self) -> str:
        """ "20% das vagas, a partir de 3 vagas, por cargo" (for messages)."""
        text = ptbr.percent(self.percent.value) if self.percent.value is not None else "percentual não declarado"
        return f"{text}, a partir de {ptbr.vagas(self.threshold.value)}, {'por cargo' if self.base.value == 'cargo' else 'sobre o total de vagas'}"


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
        "other_reserves": [
            {"group": g, "label": OTHER_RESERVES[g], "percent": ptbr.number(v), "line": n}
            for g, v, n in rule.other_reserves()
        ],
        "others_note": rule.others_note(),
        "conflicts": [
            {"values": [{"percent": ptbr.number(v), "line": n} for v, n in c.values], "message": c.describe()}
            for c in rule.conflicts
        ],
    }
