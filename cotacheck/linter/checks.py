"""The findings: reserve checks per cargo (CQ1xx), clause checks (CQ2xx), applicability (CQ3xx).

Every required figure comes from `cotacheck.calculator.compute`, called once per distinct vacancy
count; nothing here re-implements quota arithmetic.
"""

from __future__ import annotations

import datetime as dt
from collections import OrderedDict

from cotacheck.reserve.calculator import MAX_POSITIONS, MAX_VACANCIES, compute
from cotacheck.law.lawbook import BRANCHES, get_law
from cotacheck.linter.detect import AUTONOMOUS_LABEL
from cotacheck.linter import clauses
from cotacheck.linter.extract import Position
from cotacheck.linter.rules import RULES, law_key
from cotacheck.linter.text import fold


class Context:
    """The law as applied to one edital: applicability and required reserve per vacancy count."""

    def __init__(self, law_id: str, date: dt.date, branch: str, kind: str):
        self.law = get_law(law_id)
        self.date = date
        autonomous = branch == AUTONOMOUS_LABEL
        # Ministério Público and Defensoria: outside the Poderes. Goiás's law (art. 1 § 1) covers only
        # Executive and Legislative; RN ("quaisquer dos Poderes", direct and indirect administration)
        # and the federal law (ADC 41) are applied to them as to the Executive.
        self.branch = "executivo" if autonomous else branch
        self.kind = kind
        probe = compute(law_id, [1], date, self.branch, kind)
        self.applies = probe["applies"]
        self.reason = probe["reason"]
        rb = probe.get("reason_basis") or {}
        self.reason_basis = (rb.get("basis"), rb.get("href")) if rb.get("basis") else None
        if autonomous and "executivo" in self.law.branches.value and set(self.law.branches.value) <= {"executivo", "legislativo"}:
            covered = " e ".join(BRANCHES[b] for b in self.law.branches.value)
            self.applies = False
            self.reason = (f"o edital parece ser de instituição autônoma (Ministério Público ou Defensoria Pública), que não "
                           f"integra os Poderes abrangidos pela {self.law.title}: só {covered}.")
            self.reason_basis = (self.law.branches.basis.text, self.law.branches.basis.href)
        self.version = self.law.version_at(date)
        self.key = law_key(law_id, self.version.id if self.version else None)
        self.cache: dict[int, dict] = {}

    @property
    def threshold(self) -> int:
        return self.version.threshold.value if self.version else 3

    @property
    def floor(self) -> bool:
        return bool(self.version and self.version.floor.value)

    @property
    def multi_group(self) -> bool:
        return bool(self.version and len(self.version.groups) > 1)

    def prepare(self, counts: list[int]) -> None:
        wanted = sorted({c for c in counts if 1 <= c <= MAX_VACANCIES and c not in self.cache})
        for start in range(0, len(wanted), MAX_POSITIONS):
            chunk = wanted[start:start + MAX_POSITIONS]
            result = compute(self.law.id, chunk, self.date, self.branch, self.kind)
            for count, part in zip(chunk, result["positions"]):
                self.cache[count] = part

    def required(self, count: int) -> dict | None:
        if count < 1 or count > MAX_VACANCIES:
            return None
        if count not in self.cache:
            self.prepare([count])
        return self.cache[count]

    def basis(self, code: str) -> tuple[str, str | None]:
        rule = RULES[code]
        pairs = rule.basis.get(self.key, ())
        texts, href = [], None
        for instrument, anchor in pairs:
            if instrument not in self.law.instruments:
                continue
            citation = self.law.citation(instrument, anchor)
            short = citation.instrument.short
            if texts and texts[-1].startswith(short + ",") and citation.text != short:
                texts[-1] += "; " + citation.text[len(short) + 2:]  # "Lei nº X, art. 1º; art. 1º, § 2º"
            else:
                texts.append(citation.text)
            href = href or citation.href
        if rule.extra_basis:
            texts.append(rule.extra_basis)
        return "; ".join(texts), href


def finding(code: str, message: str, ctx: Context | None, line: int | None = None, position: str | None = None,
            basis: tuple[str, str | None] | None = None) -> dict:
    rule = RULES[code]
    basis, href = basis or (ctx.basis(code) if ctx else ("", None))
    return {
        "code": code, "name": rule.name, "severity": rule.severity, "message": message,
        "basis": basis, "basis_href": href, "line": line, "position": position, "url": rule.url,
    }


def _groups_text(groups: dict[str, int]) -> str:
    from cotacheck.law.lawbook import group_label
    return ", ".join(f"{group_label(g)}: {n}" for g, n in groups.items())


def reserve_findings(ctx: Context, positions: list[Position]) -> list[dict]:
    out = []
    for p in positions:
        part = ctx.required(p.vacancies) if not p.cr else None
        required = part["reserved"] if part else 0
        if p.cr or p.vacancies < 1:
            if p.reserved_stated:
                out.append(finding("CQ103", RULES["CQ103"].message.format(
                    position=p.name, stated=p.reserved_stated, required=0, vacancies=p.vacancies, lawful=_lawful(ctx)), ctx, p.line, p.name))
            continue
        if p.reserved_stated is None:
            if p.vacancies >= ctx.threshold and required > 0:
                out.append(finding("CQ101", RULES["CQ101"].message.format(
                    position=p.name, vacancies=p.vacancies, required=required), ctx, p.line, p.name))
            continue
        below_groups = {}
        if ctx.multi_group and p.by_group_stated and part and set(p.by_group_stated) & set(part["reserved_by_group"]):
            for group, need in part["reserved_by_group"].items():
                if group in p.by_group_stated and p.by_group_stated[group] < need:
                    below_groups[group] = need
        if p.reserved_stated < required or below_groups:
            detail = ""
            if below_groups:
                detail = " (por grupo, exigido " + _groups_text(below_groups) + "; informado " + _groups_text(
                    {g: p.by_group_stated[g] for g in below_groups}) + ")"
            out.append(finding("CQ102", RULES["CQ102"].message.format(
                position=p.name, stated=p.reserved_stated, required=required, vacancies=p.vacancies, detail=detail), ctx, p.line, p.name))
        elif p.reserved_stated > required:
            out.append(finding("CQ103", RULES["CQ103"].message.format(
                position=p.name, stated=p.reserved_stated, required=required, vacancies=p.vacancies, lawful=_lawful(ctx)), ctx, p.line, p.name))
    return out


def _lawful(ctx: Context) -> str:
    if ctx.floor:
        return "a lei fixa um mínimo (\"no mínimo 20%\"), então reservar mais é permitido."
    return "a lei fixa o percentual, sem dizer que é um mínimo; confira se a reserva maior é intencional."


def sum_findings(ctx: Context | None, positions: list[Position]) -> list[dict]:
    out = []
    for p in positions:
        if p.total_stated is None or p.open_stated is None or p.cr:
            continue
        parts = [("ampla concorrência", p.open_stated)]
        if p.pcd_stated is not None:
            parts.append(("PcD", p.pcd_stated))
        for group, n in (p.by_group_stated or {}).items():
            parts.append(("negros" if group == "negros" else group.replace("_", " e "), n))
        total = sum(n for _, n in parts)
        if total != p.total_stated and len(parts) >= 2:
            text = " + ".join(f"{label} {n}" for label, n in parts)
            out.append(finding("CQ105", RULES["CQ105"].message.format(position=p.name, parts=text, sum=total, total=p.total_stated),
                               ctx, p.line, p.name))
    return out


def split_findings(ctx: Context, positions: list[Position]) -> list[dict]:
    groups: OrderedDict[str, list[Position]] = OrderedDict()
    for p in positions:
        if p.slice and not p.cr and p.vacancies >= 1:
            groups.setdefault(fold(p.parent).strip(), []).append(p)
    out = []
    for members in groups.values():
        if len(members) < 2:
            continue
        total = sum(p.vacancies for p in members)
        whole = ctx.required(total)
        if whole is None:
            continue
        split = sum(ctx.required(p.vacancies)["reserved"] for p in members if ctx.required(p.vacancies))
        stated = sum(p.reserved_stated or 0 for p in members)
        small = any(p.vacancies < ctx.threshold for p in members)  # a slice below the law's minimum
        if small and split < whole["reserved"] and stated < whole["reserved"]:
            slices = ", ".join(f"{p.slice}: {p.vacancies}" for p in members[:8]) + (", …" if len(members) > 8 else "")
            out.append(finding("CQ104", RULES["CQ104"].message.format(
                parent=members[0].parent, count=len(members), slices=slices, total=total, split=split, whole=whole["reserved"]),
                ctx, members[0].line, members[0].parent))
    return out


def clause_findings(ctx: Context, positions: list[Position], joined: clauses.Joined) -> list[dict]:
    out = []
    has_reserve = any((p.reserved_stated or 0) > 0 for p in positions) or any(
        (ctx.required(p.vacancies) or {}).get("reserved", 0) > 0 for p in positions if not p.cr)
    mentions = has_reserve or clauses.mentions_cotas(joined)
    if ctx.law.id == "go":
        for line, what in clauses.ancestry_findings(joined):
            out.append(finding("CQ201", RULES["CQ201"].message.format(what=what), ctx, line))
        if positions and not has_reserve and not clauses.has_registration_clause(joined):
            out.append(finding("CQ202", RULES["CQ202"].message.format(threshold=ctx.threshold), ctx))
    if mentions and not clauses.has_ibge_clause(joined):
        out.append(finding("CQ203", RULES["CQ203"].message, ctx))
    if mentions and not clauses.has_concurrent_clause(joined):
        out.append(finding("CQ204", RULES["CQ204"].message, ctx))
    if has_reserve:
        if not clauses.has_reversion_clause(joined):
            out.append(finding("CQ205", RULES["CQ205"].message, ctx))
        if not clauses.has_alternation_clause(joined):
            out.append(finding("CQ206", RULES["CQ206"].message, ctx))
        if not clauses.has_defence_clause(joined):
            out.append(finding("CQ207", RULES["CQ207"].message, ctx, clauses.elimination_line(joined)))
    return out
