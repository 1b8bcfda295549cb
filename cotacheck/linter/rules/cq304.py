"""CQ304 data-do-edital-incerta: A data do edital não foi confirmada: diz qual data foi usada e o que mudaria com outra."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, finding
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.facts import dating

RULE = Rule(
    code="CQ304",
    name="data-do-edital-incerta",
    title="Data do edital incerta",
    severity="info",
    summary="A data do edital não foi confirmada: diz qual data foi usada e o que mudaria com outra.",
    message="A data do edital não é certa: {detail}",
    basis={},
    docs={
        "what": "Informa quando a data de publicação não vem do título do edital nem de duas fontes que concordam "
        "(cronograma, página do Diário Oficial, local e data da assinatura): diz qual data foi usada, de onde veio, e o "
        "que mudaria se o edital fosse de antes ou depois da mudança mais próxima da lei (entrada em vigor, nova "
        "redação, fim da vigência). Uma data incerta que desligaria a lei não a desliga: a reserva é avaliada e a nota "
        "diz isso.",
        "why": "A lei e a redação aplicáveis dependem da data de publicação do edital (Goiás, art. 7º; RN, art. 5º; Lei "
        "nº 12.990/2014, art. 6º; Lei nº 15.142/2025). Datas de atos citados no preâmbulo (decretos, leis) não são a "
        "data do edital e nunca são usadas.",
        "bad": 'Edital sem data no título, só com "Pelotas, 03 de setembro de 2024." antes da assinatura.',
        "good": "EDITAL Nº 133, DE 3 DE SETEMBRO DE 2024 (ou informe a data: --date 2024-09-03).",
        "ignore": "Quando a data usada está certa.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """The edital's date was read, not given, and is not confirmed: say which one was used."""
    facts = doc.dating
    if ctx is None or facts is None or ctx.custom:
        return []
    detail = dating.date_note(ctx.law.id, facts.dated, facts.given, ctx.date, facts.today, facts.branch, ctx.kind)
    if detail is None:
        return []
    return [finding(RULE, RULE.message.format(detail=detail), None, facts.dated.line)]
