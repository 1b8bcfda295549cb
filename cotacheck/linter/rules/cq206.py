"""CQ206 alternancia-proporcionalidade-ausente: Sem cláusula de alternância e proporcionalidade na nomeação."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import CLAUSE_IGNORE, CNJ, Rule, go, rn
from cotacheck.linter.facts import clauses

RULE = Rule(
    code="CQ206",
    name="alternancia-proporcionalidade-ausente",
    title="Alternância e proporcionalidade ausentes",
    severity="warning",
    summary="Sem cláusula de alternância e proporcionalidade na nomeação.",
    message="O edital parece não prever os critérios de alternância e proporcionalidade na nomeação ou contratação "
    "dos aprovados.",
    basis={
        "go": go("art-5"),
        "rn": rn("art-4"),
        "federal-12990": (("lei-12990", "art-4"),),
        "federal-15142": (("lei-15142", "art-9"),),
        "cnj": CNJ,
    },
    docs={
        "what": "Procura a cláusula que manda nomear (ou contratar) alternando ampla concorrência, pessoas com "
        "deficiência e negros na proporção das vagas de cada lista.",
        "why": "Goiás (Lei nº 23.389/2025, art. 5º) e RN (Lei nº 11.015/2021, art. 4º). Sem ela, os cotistas podem "
        "ser chamados só depois da ampla concorrência, ou nunca, se poucas vagas forem providas.",
        "bad": "9.1 A nomeação obedecerá à ordem de classificação na lista geral.",
        "good": "9.1 A nomeação dos aprovados respeitará os critérios de alternância e proporcionalidade, "
        "considerando a relação entre o total de vagas e as reservadas a pessoas com deficiência e a negros.",
        "ignore": CLAUSE_IGNORE,
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """A reserve without alternância e proporcionalidade in the nomination order."""
    if not checks_edital(RULE, ctx):
        return []
    if doc.has_reserve(ctx) and not clauses.has_alternation_clause(doc.joined):
        return [finding(RULE, RULE.message, ctx)]
    return []
