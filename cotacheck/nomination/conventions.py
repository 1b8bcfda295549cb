"""What each reserved list is owed after n calls, and which list takes a call two lists ask for.

The call-order convention lives here and only here: the targets per call (`Plan.targets`: the
rounding the convention applies to the law's share), the "blocks" convention's rounding (`make_plan`)
and the collision rule (`collision_priority`). The sequence (sequence.py) only follows them.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass, field
from fractions import Fraction

from cotacheck.errors import InputError
from cotacheck.law.courts import court_reason, court_rule
from cotacheck.law.lawbook import Law, Param, get_law
from cotacheck.law.options import check_branch, check_kind
from cotacheck.nomination.data import CONVENTIONS, RULE_KEYS, RULES, cited, rule_bases
from cotacheck.present.labels import AMPLA, PCD
from cotacheck.reserve.calculator import applicability, pcd_count, racial_counts

__all__ = ["AMPLA", "PCD", "MAX_CALLS", "Plan", "check_calls", "check_convention", "collision_priority", "make_plan"]

MAX_CALLS = 100_000


@dataclass
class Plan:
    """Everything the sequence needs for one law, date, branch, kind and convention."""

    law: Law
    day: dt.date
    branch: str
    kind: str
    convention: str
    applies: bool
    reason: dict
    version: object  # lawbook.Version in force (None before the law)
    racial_version: object  # the version with the convention's rounding, for the order
    pcd_rule: object
    lists: tuple[str, ...]  # reserved lists: racial groups (version order), then pcd
    percents: dict[str, Fraction]
    bases: dict = field(default_factory=dict)
    picked: Law | None = None  # the law asked for, when the CNJ's rule (`law`) governs this court's edital instead
    _cache: dict = field(default_factory=dict)

    @property
    def groups(self) -> tuple[str, ...]:
        return tuple(g for g in self.lists if g != PCD)

    def law_counts(self, n: int) -> dict[str, int]:
        """What `compute()` reserves for n vacancies: by racial group and PcD."""
        return self._counts(n, self.version if self.applies else None)

    def targets(self, n: int) -> dict[str, int]:
        """What the order's convention owes each reserved list after n calls."""
        if self.convention == "rounded":
            return self.law_counts(n)
        return self._counts(n, self.racial_version if self.applies else None)

    def _counts(self, n: int, version) -> dict[str, int]:
        key = (n, id(version))
        found = self._cache.get(key)
        if found is not None:
            return found
        counts = dict(racial_counts(version, n)) if version is not None else {g: 0 for g in self.groups}
        racial = sum(counts.values())
        pcd = pcd_count(self.pcd_rule, n) if self.pcd_rule is not None else 0
        counts[PCD] = max(0, min(pcd, n - racial))  # as compute(): PcD yields when both do not fit
        if len(self._cache) < 4 * MAX_CALLS:
            self._cache[key] = counts
        return counts


def check_convention(convention: str) -> str:
    if convention not in CONVENTIONS:
        raise InputError(f"Convenção desconhecida: {convention!r}. Use uma de: {', '.join(CONVENTIONS)}.")
    return convention


def check_calls(count, what: str = "Número de chamadas") -> int:
    """`count` as a number of calls; `what` names it in the message ("Posição …" agrees in the feminine)."""
    invalid = "inválida" if what.startswith("Posição") else "inválido"
    if isinstance(count, bool) or not isinstance(count, int):
        raise InputError(f"{what} {invalid}: {count!r}. Use um número inteiro.")
    if count < 1:
        raise InputError(f"{what} {invalid}: {count}. Precisa ser pelo menos 1.")
    if count > MAX_CALLS:
        raise InputError(f"{what} muito grande: {count}. O limite é {MAX_CALLS:_} chamadas.".replace("_", "."))
    return count


def make_plan(
    law_id: str | Law,
    date: dt.date | None = None,
    branch: str = "executivo",
    kind: str = "efetivo",
    convention: str = "rounded",
) -> Plan:
    """The plan for a modelled law (its id) or a `Law` object (one built from user parameters)."""
    law = law_id if isinstance(law_id, Law) else get_law(law_id)
    check_convention(convention)
    check_branch(branch)
    check_kind(kind)
    day = date or dt.date.today()
    picked = law
    law = court_rule(picked, day, branch, kind) or picked  # a court's edital: the CNJ's rule (law/courts.py)
    found = applicability(law, day, branch, kind)
    version = found.version or law.version_at(day, kind) or law.series(kind)[-1]
    racial_version = version
    if convention == "blocks":
        # complete blocks: the share with the fraction dropped; the threshold stays the law's
        racial_version = dataclasses.replace(version, rounding=Param("down", version.rounding.basis))
    court = law if law is not picked else None
    prefix = court_reason(picked, court, day) + " " if court else ""
    reason = cited(
        prefix + found.reason.replace("A lei se aplica", "A resolução se aplica" if court else "A lei se aplica"),
        found.basis,
    )
    if law.id not in RULES["laws"] and found.applies:
        # a law from user parameters: its "entry into force" is a placeholder, say where the figures come from
        reason = cited(f"{version.label[0].upper()}{version.label[1:]}. Nenhum artigo de lei é citado.", found.basis)
    rule = picked.pcd_at(day, kind)  # internships: Lei 11.788, art. 17, § 5º (10 %), not the concursos' rule
    groups = tuple(g.id for g in version.groups)
    percents = {g.id: g.percent.value for g in version.groups}
    lists = groups + ((PCD,) if rule is not None else ())
    if rule is not None:
        percents[PCD] = rule.percent.value
    return Plan(
        law=law,
        day=day,
        branch=branch,
        kind=kind,
        convention=convention,
        applies=found.applies,
        reason=reason,
        version=version if found.applies else None,
        racial_version=racial_version,
        pcd_rule=rule,
        lists=lists,
        percents=percents,
        # a racial law that does not govern the edital (RN's for an internship) is no basis of its order
        bases=rule_bases(law, version.id) if found.applies else dict.fromkeys(RULE_KEYS),
        picked=picked if court else None,
    )


def collision_priority(plan: Plan, n: int, given: dict[str, int], list_id: str) -> tuple:
    """Collision rule: the list furthest behind its exact share first, then the larger percentage."""
    behind = Fraction(n) * plan.percents[list_id] / 100 - given.get(list_id, 0)
    return (behind, plan.percents[list_id], -plan.lists.index(list_id))
