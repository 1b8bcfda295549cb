"""CQ204 concorrencia-concomitante-ausente.

Sem cláusula de concorrência simultânea às vagas reservadas e de ampla concorrência.
"""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import CLAUSE_IGNORE, CNJ, Rule, go, rn
from cotacheck.linter.facts import clauses

RULE = Rule(
    code="CQ204",
    name="concorrencia-concomitante-ausente",
    title="Concorrência concomitante ausente",
    severity="warning",
    summary="Sem cláusula de concorrência simultânea às vagas reservadas e de ampla concorrência.",
    message="O edital parece não dizer que os candidatos negros concorrem ao mesmo tempo às vagas reservadas e às de "
    "ampla concorrência.",
    basis={
        "go": go("art-4"),
        "rn": rn("art-3"),
        "federal-12990": (("lei-12990", "art-3"),),
        "federal-15142": (("lei-15142", "art-7"),),
        "cnj": CNJ,
    },
    docs={
        "what": "Procura a cláusula de concorrência concomitante: o candidato negro disputa as vagas reservadas e "
        "também as de ampla concorrência, e quem passa na ampla não ocupa vaga reservada.",
        "why": "Goiás (Lei nº 23.389/2025, art. 4º e § 2º) e RN (Lei nº 11.015/2021, art. 3º e § 1º). Sem ela o "
        "candidato negro pode ser confinado às vagas reservadas, o que reduz a reserva a um teto.",
        "bad": "5.3 Os candidatos inscritos como negros concorrerão somente às vagas reservadas.",
        "good": "5.3 Os candidatos negros concorrerão concomitantemente às vagas reservadas e às vagas destinadas à "
        "ampla concorrência, de acordo com a sua classificação.",
        "ignore": CLAUSE_IGNORE,
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """A reserve without the concurrent competition (ampla concorrência and reserve at once)."""
    if not checks_edital(RULE, ctx):
        return []
    if doc.mentions_reserve(ctx) and not clauses.has_concurrent_clause(doc.joined):
        return [finding(RULE, RULE.message, ctx)]
    return []
