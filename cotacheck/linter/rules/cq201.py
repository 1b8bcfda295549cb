"""CQ201 heteroidentificacao-por-ascendencia.

Verificação da autodeclaração que considera ascendência ou documentos de parentes (Goiás).
"""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import Rule, go
from cotacheck.linter.facts import clauses

RULE = Rule(
    code="CQ201",
    name="heteroidentificacao-por-ascendencia",
    title="Heteroidentificação por ascendência",
    severity="error",
    summary="Verificação da autodeclaração que considera ascendência ou documentos de parentes (Goiás).",
    message="O edital parece admitir na verificação da autodeclaração {what}; em Goiás a verificação considera só o "
    "fenótipo do candidato, sem ascendência, registros civis ou pareceres de outras bancas.",
    basis={"go": go("art-3-p1", "art-3-p2")},
    laws=("go",),
    docs={
        "what": "Procura, nas regras da comissão de heteroidentificação, critérios ligados à ascendência: documentos "
        "dos pais "
        "ou avós, certidões e registros civis, fotos de familiares, pareceres de bancas de outras instituições, "
        '"genótipo". Frases que proíbem esses critérios ("não será considerada a ascendência") não disparam.',
        "why": "Em Goiás, a Lei nº 23.389/2025, art. 3º, § 1º, manda considerar somente os aspectos fenotípicos do "
        "candidato, presente, e o § 2º proíbe considerar a ascendência, registros civis ou documentos de ascendentes "
        "e pareceres de bancas de outras instituições. A lei do RN (art. 2º, § 1º, b) permite documentos dos "
        "genitores, por isso a regra vale só para Goiás.",
        "bad": "7.4 Na verificação, a comissão poderá considerar documentos oficiais dos pais do candidato em que "
        "conste a cor preta ou parda.",
        "good": "7.4 A verificação considerará somente os aspectos fenotípicos do candidato, examinados com a sua "
        "presença; não serão considerados ascendência, registros civis ou pareceres de outras bancas.",
        "ignore": "Quando o edital não é de Goiás (informe a lei com --law).",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """The verification of the self-declaration admits ancestry or relatives' documents (Goiás: phenotype only)."""
    if not checks_edital(RULE, ctx):
        return []
    return [
        finding(RULE, RULE.message.format(what=what), ctx, line) for line, what in clauses.ancestry_findings(doc.joined)
    ]
