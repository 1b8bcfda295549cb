"""CQ207 contraditorio-ampla-defesa-ausente: Eliminação por autodeclaração falsa sem contraditório e ampla defesa."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import CLAUSE_IGNORE, CNJ, Rule, go, rn
from cotacheck.linter.facts import clauses

RULE = Rule(
    code="CQ207",
    name="contraditorio-ampla-defesa-ausente",
    title="Contraditório e ampla defesa ausentes",
    severity="warning",
    summary="Eliminação por autodeclaração falsa sem contraditório e ampla defesa.",
    message="O edital parece não assegurar contraditório e ampla defesa antes de eliminar o candidato cuja "
    "autodeclaração for considerada falsa.",
    basis={
        "go": go("art-3-p3"),
        "rn": rn("art-2-p3"),
        "federal-12990": (("lei-12990", "art-2-pu"),),
        "federal-15142": (("lei-15142", "art-4"),),
        "cnj": CNJ,
    },
    docs={
        "what": "Procura, junto às regras da verificação da autodeclaração (heteroidentificação, eliminação por "
        "declaração falsa), a garantia de contraditório e ampla defesa.",
        "why": "Goiás (Lei nº 23.389/2025, art. 3º, § 3º) e RN (Lei nº 11.015/2021, art. 2º, § 3º) só admitem a "
        "eliminação após procedimento em que se assegurem o contraditório e a ampla defesa; o STF (ADC 41) exige o "
        "mesmo.",
        "bad": "7.8 Constatada a falsidade da autodeclaração, o candidato será eliminado do concurso.",
        "good": "7.8 Constatada a falsidade da autodeclaração, o candidato será eliminado do concurso, após "
        "procedimento administrativo em que lhe sejam assegurados o contraditório e a ampla defesa.",
        "ignore": CLAUSE_IGNORE,
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Elimination after the verification without contraditório and ampla defesa."""
    if not checks_edital(RULE, ctx) or (not ctx.custom and ctx.key not in RULE.basis):
        return []  # Decreto nº 9.427/2018 (internships) eliminates without a word on the defence
    if doc.has_reserve(ctx) and not clauses.has_defence_clause(doc.joined):
        return [finding(RULE, RULE.message, ctx, clauses.elimination_line(doc.joined))]
    return []
