"""CQ301 lei-nao-aplicavel: A lei detectada não se aplica a este edital (data, Poder ou tipo de vaga)."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, finding
from cotacheck.linter.check.rule import CNJ, Rule, go, rn

RULE = Rule(
    code="CQ301",
    name="lei-nao-aplicavel",
    title="Lei não aplicável",
    severity="info",
    summary="A lei detectada não se aplica a este edital (data, Poder ou tipo de vaga).",
    message="{law} {seems} não se aplicar a este edital: {reason} Por isso a reserva não foi avaliada.",
    basis={
        "go": go("art-7"),
        "rn": rn("art-5"),
        "federal-12990": (("lei-12990", "art-6-pu"),),
        "federal-15142": (("lei-15142", "art-11"),),
        "cnj": CNJ,
    },
    docs={
        "what": "Verifica se a lei detectada (ou informada) se aplica ao edital: data de publicação antes da entrada "
        "em vigor, Poder não abrangido (por exemplo, o Judiciário em Goiás) ou tipo de vaga não abrangido (estágio "
        "antes da Lei nº 23.719/2025; temporários no RN). Nesse caso, emite só esta informação e nenhum outro achado "
        "de reserva ou cláusula pela lei; só a regra que o próprio edital declara ainda é conferida (CQ401, CQ403).",
        "why": "Goiás (Lei nº 23.389/2025, art. 7º) e RN (Lei nº 11.015/2021, art. 5º) não se aplicam a editais já "
        "publicados antes de entrarem em vigor; Goiás abrange só os Poderes Executivo e Legislativo (art. 1º, § 1º).",
        "bad": "EDITAL Nº 3/2025, DE 10 DE JUNHO DE 2025 — Secretaria de Estado da Administração de Goiás (Poder "
        "Executivo, antes de 03/09/2025).",
        "good": "Nada a corrigir: a informação só explica por que a reserva não foi avaliada. Se a data ou o Poder "
        "foram lidos errado, informe-os (--date, --branch).",
        "ignore": "Sempre que a data, o Poder e o tipo de vaga estiverem certos.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """The law found does not apply to the edital (date, branch or kind): the only finding of its kind."""
    if ctx is None or ctx.applies:
        return []
    reason = ctx.reason[0].upper() + ctx.reason[1:]
    return [
        finding(
            RULE,
            RULE.message.format(
                law=ctx.law.named[0].upper() + ctx.law.named[1:],
                seems="parecem" if ctx.law.plural else "parece",
                reason=reason,
            ),
            ctx,
            basis=ctx.reason_basis,
        )
    ]
