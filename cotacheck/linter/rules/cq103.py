"""CQ103 reserva-acima-do-exigido: Reserva informada maior que o mínimo calculado."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, groups_below, position_finding
from cotacheck.linter.check.rule import CNJ, Rule, go, rn
from cotacheck.present import ptbr

RULE = Rule(
    code="CQ103",
    name="reserva-acima-do-exigido",
    title="Reserva acima do exigido",
    severity="info",
    summary="Reserva informada maior que o mínimo calculado.",
    message="A reserva para negros informada para “{position}” ({stated}) é maior que a calculada pela lei "
    "({required} de {vacancies} vagas); {lawful}",
    basis={
        "go": go("art-1"),
        "rn": rn("art-1"),
        "federal-12990": (("lei-12990", "art-1"),),
        "federal-15142": (("lei-15142", "art-1"),),
        "cnj": CNJ,
    },
    docs={
        "what": "Assinala o cargo cuja reserva informada passa do número que a lei manda reservar.",
        "why": 'A Lei nº 11.015/2021 (RN), art. 1º, assegura "no mínimo 20%": reservar mais é lícito. Em Goiás (Lei nº '
        "23.389/2025, art. 1º) e na lei federal o percentual é fixo; uma reserva maior pode ser escolha do órgão ou "
        "erro de conta, por isso é só uma informação.",
        "bad": "Cargo AC Negros Total\nTécnico 5 3 8\n\n(8 vagas: 20% = 1,6 → 2; o edital reserva 3.)",
        "good": "Cargo AC Negros Total\nTécnico 6 2 8",
        "ignore": "Quando o órgão decidiu reservar mais de propósito (no RN a lei permite expressamente).",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Each cargo whose stated reserve is above the law's (or any reserve on cadastro de reserva)."""
    if not checks_edital(RULE, ctx):
        return []
    out = []
    for p in doc.positions:
        if p.cr or p.vacancies < 1:
            required = 0
            above = bool(p.reserved_stated)
        else:
            part = ctx.required(p.vacancies)
            if part is None:
                continue  # a count past the calculator's bound: no figure to compare with
            required = part["reserved"]
            below = p.reserved_stated is None or p.reserved_stated < required or groups_below(ctx, p, part)
            above = not below and p.reserved_stated > required
        if above:
            out.append(
                position_finding(
                    RULE,
                    ctx,
                    p,
                    stated=p.reserved_stated,
                    required=required,
                    vacancies=p.vacancies,
                    lawful=_lawful(ctx),
                )
            )
    return out


def _lawful(ctx: Context) -> str:
    # Lei 11.015/2021, art. 1º: "Fica assegurada às negras e aos negros a reserva de no mínimo 20% (vinte por cento)
    # das vagas oferecidas …" (the floor flag and the percentage: law/data/rn.toml)
    if ctx.floor:
        minimum = ptbr.percent(ctx.version.percent.value)
        return f'a lei fixa um mínimo ("no mínimo {minimum}"), então reservar mais é permitido.'
    return "a lei fixa o percentual, sem dizer que é um mínimo; confira se a reserva maior é intencional."
