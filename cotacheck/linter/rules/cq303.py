"""CQ303 quadro-de-vagas-nao-encontrado: Nenhum cargo com número de vagas foi reconhecido no texto."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, finding
from cotacheck.linter.check.rule import Rule

RULE = Rule(
    code="CQ303",
    name="quadro-de-vagas-nao-encontrado",
    title="Quadro de vagas não encontrado",
    severity="info",
    summary="Nenhum cargo com número de vagas foi reconhecido no texto.",
    message="Nenhum cargo com número de vagas foi reconhecido no texto; a reserva por cargo não pôde ser conferida. "
    "Verifique se o quadro de vagas foi copiado (ou está num anexo).",
    basis={},
    docs={
        "what": "Informa que o verificador não encontrou quadro de vagas nem declaração de vagas por cargo.",
        "why": "A reserva é conferida cargo a cargo (Goiás, art. 1º, § 3º; RN, art. 1º, § 3º); sem cargos, nenhuma "
        "regra de reserva pode ser aplicada, e o silêncio não significa que o edital esteja correto.",
        "bad": "Um edital cujo quadro de vagas está num anexo que não foi colado.",
        "good": "Cole também o anexo com o quadro de vagas (Cargo, Vagas, Negros, PcD, Total).",
        "ignore": "Quando o texto colado é só um trecho do edital, de propósito.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """No cargo with vacancies found: nothing could be checked."""
    return [] if doc.positions else [finding(RULE, RULE.message, ctx)]
