"""CQ203 autodeclaracao-ibge-ausente: Sem cláusula de autodeclaração como preto ou pardo pelo quesito do IBGE."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import CLAUSE_IGNORE, CNJ, Rule, go, rn
from cotacheck.linter.facts import clauses

RULE = Rule(
    code="CQ203",
    name="autodeclaracao-ibge-ausente",
    title="Autodeclaração pelo quesito do IBGE ausente",
    severity="warning",
    summary="Sem cláusula de autodeclaração como preto ou pardo pelo quesito do IBGE.",
    message="O edital parece não prever a autodeclaração como preto ou pardo, no ato da inscrição, conforme o "
    "quesito cor ou raça do IBGE.",
    basis={
        "go": go("art-2"),
        "rn": rn("art-2"),
        "federal-12990": (("lei-12990", "art-2"),),
        "federal-15142": (("lei-15142", "art-2-i"),),
        "cnj": CNJ,
    },
    docs={
        "what": "Procura a cláusula pela qual o candidato às vagas reservadas se autodeclara preto ou pardo segundo "
        "o quesito cor ou raça do IBGE.",
        "why": "Goiás (Lei nº 23.389/2025, art. 2º) e RN (Lei nº 11.015/2021, art. 2º) definem assim quem concorre "
        "às vagas reservadas; sem a cláusula, o critério de acesso à reserva fica indefinido.",
        "bad": "5.1 O candidato que desejar concorrer às vagas reservadas deverá indicar essa opção na inscrição.",
        "good": "5.1 Poderão concorrer às vagas reservadas os candidatos que se autodeclararem pretos ou pardos no "
        "ato da inscrição, conforme o quesito cor ou raça utilizado pela Fundação IBGE.",
        "ignore": CLAUSE_IGNORE,
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """A reserve without the self-declaration as preto or pardo in the IBGE's terms."""
    if not checks_edital(RULE, ctx):
        return []
    if doc.mentions_reserve(ctx) and not clauses.has_ibge_clause(doc.joined):
        return [finding(RULE, RULE.message, ctx)]
    return []
