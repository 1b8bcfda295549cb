"""CQ205 reversao-de-vagas-ausente.

Sem cláusula que reverta à ampla concorrência as vagas reservadas não preenchidas.
"""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import CLAUSE_IGNORE, CNJ, Rule, go, rn
from cotacheck.linter.facts import clauses

RULE = Rule(
    code="CQ205",
    name="reversao-de-vagas-ausente",
    title="Reversão de vagas ausente",
    severity="warning",
    summary="Sem cláusula que reverta à ampla concorrência as vagas reservadas não preenchidas.",
    message="O edital parece não prever que as vagas reservadas a negros não preenchidas sejam revertidas à ampla "
    "concorrência.",
    basis={
        "go": go("art-4-p4"),
        "rn": rn("art-3-p3"),
        "federal-12990": (("lei-12990", "art-3-p3"),),
        "federal-15142": (("lei-15142", "art-8"),),
        "cnj": CNJ,
    },
    docs={
        "what": "Procura a cláusula que manda as vagas reservadas sem candidatos negros aprovados em número "
        "suficiente voltarem à ampla concorrência.",
        "why": "Goiás (Lei nº 23.389/2025, art. 4º, § 4º) e RN (Lei nº 11.015/2021, art. 3º, § 3º). Sem ela, não se "
        "sabe o destino das vagas reservadas que sobrarem.",
        "bad": "5.6 As vagas reservadas serão preenchidas exclusivamente por candidatos negros.",
        "good": "5.6 Não havendo candidatos negros aprovados em número suficiente, as vagas remanescentes serão "
        "revertidas à ampla concorrência, observada a ordem de classificação.",
        "ignore": CLAUSE_IGNORE,
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """A reserve without the reversion of unfilled reserved vacancies to ampla concorrência."""
    if not checks_edital(RULE, ctx):
        return []
    if doc.has_reserve(ctx) and not clauses.has_reversion_clause(doc.joined):
        return [finding(RULE, RULE.message, ctx)]
    return []
