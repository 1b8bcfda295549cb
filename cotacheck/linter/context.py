"""The law as applied to one edital (`Context`), the edital as read (`Document`) and `finding()`,
the record every rule's check returns.

Every required figure comes from `cotacheck.reserve.calculator.compute`, called once per distinct
vacancy count; nothing here re-implements quota arithmetic.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from cotacheck.law.coverage import covers_autonomous
from cotacheck.law.editions import basis_key
from cotacheck.law.lawbook import BRANCHES, get_law
from cotacheck.linter import clauses
from cotacheck.linter.dating import DateFacts
from cotacheck.linter.detect import AUTONOMOUS_LABEL
from cotacheck.linter.extract import Position
from cotacheck.linter.rule import Rule
from cotacheck.linter.text import Line
from cotacheck.reserve.calculator import MAX_POSITIONS, MAX_VACANCIES, compute


class Context:
    """The law as applied to one edital: applicability and required reserve per vacancy count."""

    def __init__(self, law_id: str, date: dt.date, branch: str, kind: str):
        self.law = get_law(law_id)
        self.date = date
        autonomous = branch == AUTONOMOUS_LABEL
        # Ministério Público and Defensoria: judged as the Executive where the law covers them (law/coverage.py)
        self.branch = "executivo" if autonomous else branch
        self.kind = kind
        probe = compute(law_id, [1], date, self.branch, kind)
        self.applies = probe["applies"]
        self.reason = probe["reason"]
        rb = probe.get("reason_basis") or {}
        self.reason_basis = (rb.get("basis"), rb.get("href")) if rb.get("basis") else None
        if autonomous and not covers_autonomous(self.law):
            covered = " e ".join(BRANCHES[b] for b in self.law.branches.value)
            self.applies = False
            self.reason = (
                f"o edital parece ser de instituição autônoma (Ministério Público ou Defensoria Pública), que não "
                f"integra os Poderes abrangidos pela {self.law.title}: só {covered}."
            )
            self.reason_basis = (self.law.branches.basis.text, self.law.branches.basis.href)
        self.version = self.law.version_at(date)
        self.key = basis_key(law_id, self.version.id if self.version else None)
        self.cache: dict[int, dict] = {}

    @property
    def threshold(self) -> int:
        return (self.version or self.law.versions[0]).threshold.value

    @property
    def floor(self) -> bool:
        return bool(self.version and self.version.floor.value)

    @property
    def multi_group(self) -> bool:
        return bool(self.version and len(self.version.groups) > 1)

    def prepare(self, counts: list[int]) -> None:
        wanted = sorted({c for c in counts if 1 <= c <= MAX_VACANCIES and c not in self.cache})
        for start in range(0, len(wanted), MAX_POSITIONS):
            chunk = wanted[start : start + MAX_POSITIONS]
            result = compute(self.law.id, chunk, self.date, self.branch, self.kind)
            for count, part in zip(chunk, result["positions"]):
                self.cache[count] = part

    def required(self, count: int) -> dict | None:
        if count < 1 or count > MAX_VACANCIES:
            return None
        if count not in self.cache:
            self.prepare([count])
        return self.cache[count]

    def basis(self, rule: Rule) -> tuple[str, str | None]:
        pairs = rule.basis.get(self.key, ())
        texts, href = [], None
        for instrument, anchor in pairs:
            if instrument not in self.law.instruments:
                continue
            citation = self.law.citation(instrument, anchor)
            short = citation.instrument.short
            if texts and texts[-1].startswith(short + ",") and citation.text != short:
                texts[-1] += "; " + citation.text[len(short) + 2 :]  # "Lei nº X, art. 1º; art. 1º, § 2º"
            else:
                texts.append(citation.text)
            href = href or citation.href
        if rule.extra_basis:
            texts.append(rule.extra_basis)
        return "; ".join(texts), href


@dataclass
class Document:
    """The edital as read: its lines, the page furniture skipped, the cargos found and the clauses."""

    lines: list[Line]
    skip: set[int]
    positions: list[Position]
    joined: clauses.Joined
    _facts: dict = field(default_factory=dict)
    #: The edital's date as read and as judged (set by lint_text's detect step).
    dating: DateFacts | None = None

    def has_reserve(self, ctx: Context) -> bool:
        """Some cargo states a reserve, or the law requires one for some cargo."""
        if "has_reserve" not in self._facts:
            self._facts["has_reserve"] = any((p.reserved_stated or 0) > 0 for p in self.positions) or any(
                (ctx.required(p.vacancies) or {}).get("reserved", 0) > 0 for p in self.positions if not p.cr
            )
        return self._facts["has_reserve"]

    def mentions_reserve(self, ctx: Context) -> bool:
        """A reserve is due or stated, or the text speaks of cotas: the clause rules apply."""
        if "mentions" not in self._facts:
            self._facts["mentions"] = self.has_reserve(ctx) or clauses.mentions_cotas(self.joined)
        return self._facts["mentions"]


def groups_below(ctx: Context, p: Position, part: dict | None) -> dict[str, int]:
    """Under a law with several groups (Lei 15.142), the groups stated below the law's reserve: group → need."""
    if not (ctx.multi_group and p.by_group_stated and part and set(p.by_group_stated) & set(part["reserved_by_group"])):
        return {}
    return {
        g: need
        for g, need in part["reserved_by_group"].items()
        if g in p.by_group_stated and p.by_group_stated[g] < need
    }


def checks_edital(rule: Rule, ctx: Context | None) -> bool:
    """A law is known, applies to the edital, and is one of the rule's laws: the rule's check runs."""
    return ctx is not None and ctx.applies and ctx.law.id in rule.laws


def finding(
    rule: Rule,
    message: str,
    ctx: Context | None,
    line: int | None = None,
    position: str | None = None,
    basis: tuple[str, str | None] | None = None,
) -> dict:
    basis, href = basis or (ctx.basis(rule) if ctx else ("", None))
    return {
        "code": rule.code,
        "name": rule.name,
        "severity": rule.severity,
        "message": message,
        "basis": basis,
        "basis_href": href,
        "line": line,
        "position": position,
        "url": rule.url,
    }


def position_finding(rule: Rule, ctx: Context | None, p: Position, **fields) -> dict:
    """A finding about one cargo: its message filled with the cargo's name and `fields`, at the cargo's line."""
    return finding(rule, rule.message.format(position=p.name, **fields), ctx, p.line, p.name)
