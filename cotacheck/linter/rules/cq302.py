"""CQ302 lei-nao-identificada: Não foi possível identificar a lei aplicável pelo texto."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, finding
from cotacheck.linter.check.rule import Rule

RULE = Rule(
    code="CQ302",
    name="lei-nao-identificada",
    title="Lei não identificada",
    severity="warning",
    summary="Não foi possível identificar a lei aplicável pelo texto.",
    message="Não foi possível identificar pelo texto qual lei de cotas se aplica (o edital não cita a Lei nº "
    "23.389/2025, a Lei nº 11.015/2021 nem as leis federais, nem nomeia o ente). A reserva não foi avaliada por uma "
    "lei: informe-a (na página, escolha a lei; no terminal, --law go, rn ou federal). Para uma lei que o cotacheck não "
    "modela, escolha “outra lei” e informe seus parâmetros (--law outra --percent …).{own_rule}",
    basis={},
    docs={
        "what": "Avisa quando o texto não cita nenhuma das leis conhecidas nem nomeia Goiás, o Rio Grande do Norte "
        "ou um órgão federal, e nenhuma lei foi informada.",
        "why": "Percentual, mínimo de vagas e arredondamento dependem da lei (Goiás: Lei nº 23.389/2025; RN: Lei nº "
        "11.015/2021; União: Leis nº 12.990/2014 e 15.142/2025). Sem saber qual, a reserva não pode ser avaliada.",
        "bad": "EDITAL Nº 1/2026 — Concurso público para Analista (sem citar lei nem ente).",
        "good": "cotacheck lint edital.txt --law go (ou, para uma lei não modelada: cotacheck lint edital.txt --law "
        "outra --percent 16)",
        "ignore": "Nunca: informe a lei.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """No law found, or none that binds the issuer (the detect step's note says which), and none given."""
    if ctx is not None:
        return []
    rule = doc.own_rule
    own = ""
    if rule.found:
        own = (
            f" O edital declara a sua própria regra ({rule.summary()}, linha {rule.percent.line}): os cargos são "
            "conferidos com ela (CQ401), e ela é o ponto de partida de “outra lei”."
        )
    if rule.others_note():
        own += f" O edital declara também {rule.others_note()}."
    if doc.law_note:  # the issuer is known and no modelled law binds it, or it is unclear
        return [finding(RULE, doc.law_note + own, None)]
    return [finding(RULE, RULE.message.format(own_rule=own), None)]
