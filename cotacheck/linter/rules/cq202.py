"""CQ202 inscricao-como-cotista-ausente.

Sem reserva por falta de vagas e sem garantia de inscrição como cotista (Goiás).
"""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, finding
from cotacheck.linter.check.rule import Rule, go
from cotacheck.linter.facts import clauses

RULE = Rule(
    code="CQ202",
    name="inscricao-como-cotista-ausente",
    title="Inscrição como cotista não garantida",
    severity="warning",
    summary="Sem reserva por falta de vagas e sem garantia de inscrição como cotista (Goiás).",
    message="Nenhum cargo parece chegar ao mínimo de {threshold} vagas, então não há reserva; o edital parece não "
    "assegurar a inscrição de pessoas autodeclaradas negras na condição de cotista.",
    basis={"go": go("art-1-p4")},
    laws=("go",),
    docs={
        "what": "Quando nenhum cargo do edital chega a 3 vagas (ou só há cadastro de reserva), procura a cláusula "
        "que assegura a inscrição de pessoas negras como cotistas.",
        "why": "A Lei nº 23.389/2025 (Goiás), art. 1º, § 4º: nos certames sem vagas reservadas em razão do "
        "quantitativo, deve ser assegurada a inscrição de pessoas autodeclaradas negras na condição de cotista, para "
        "as vagas que surgirem (§ 5º).",
        "bad": "2.1 Vagas: Motorista 2; Vigia 1. Não haverá reserva de vagas para candidatos negros.",
        "good": "2.1 Vagas: Motorista 2; Vigia 1. Não há vagas reservadas em razão do quantitativo, mas fica "
        "assegurada a inscrição de pessoas autodeclaradas negras na condição de cotista (Lei nº 23.389/2025, art. "
        "1º, § 4º).",
        "ignore": "Quando a cláusula existe com outras palavras que o verificador não reconheceu.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """No reserve and no registration as cotista: candidates cannot even declare themselves."""
    if not checks_edital(RULE, ctx):
        return []
    if doc.positions and not doc.has_reserve(ctx) and not clauses.has_registration_clause(doc.joined):
        return [finding(RULE, RULE.message.format(threshold=ctx.threshold), ctx)]
    return []
