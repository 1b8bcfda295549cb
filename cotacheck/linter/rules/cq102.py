"""CQ102 reserva-abaixo-do-exigido: Reserva informada para o cargo menor que a exigida pela lei."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, as_practice, checks_edital, groups_below, position_finding
from cotacheck.linter.check.rule import CNJ, Rule, go, rn
from cotacheck.present.labels import group_label

RULE = Rule(
    code="CQ102",
    name="reserva-abaixo-do-exigido",
    title="Reserva abaixo do exigido",
    severity="error",
    summary="Reserva informada para o cargo menor que a exigida pela lei.",
    message="A reserva para negros informada para “{position}” ({stated}) parece abaixo da exigida pela lei: "
    "{required} de {vacancies} vagas{detail}.",
    basis={
        "go": go("art-1", "art-1-p2"),
        "rn": rn("art-1", "art-1-p2"),
        "federal-12990": (("lei-12990", "art-1"), ("lei-12990", "art-1-p2")),
        "federal-15142": (("lei-15142", "art-1"), ("lei-15142", "art-5-p2"), ("dec-12536", None)),
        "cnj": CNJ,
    },
    docs={
        "what": "Compara, cargo a cargo, o número de vagas reservadas a negros que o edital informa com o que a lei "
        "exige (percentual sobre as vagas do cargo, com o arredondamento da lei: fração igual ou maior que 0,5 para "
        "cima). Sob a Lei nº 15.142/2025, quando o edital separa pretos e pardos, indígenas e quilombolas, compara "
        "também cada grupo.",
        "why": "Goiás (Lei nº 23.389/2025, art. 1º e § 2º) e a Lei nº 12.990/2014 reservam 20% com arredondamento; o "
        "RN (Lei nº 11.015/2021, art. 1º) assegura no mínimo 20%; a Lei nº 15.142/2025 reserva 30% (25% pretos e "
        "pardos, 3% indígenas, 2% quilombolas, Decreto nº 12.536/2025). Menos que isso descumpre a lei.",
        "bad": "Cargo AC PcD Negros Total\nAgente Administrativo 13 1 1 15\n\n(15 vagas: 20% = 3; o edital reserva 1.)",
        "good": "Cargo AC PcD Negros Total\nAgente Administrativo 11 1 3 15",
        "ignore": "Quando a lei aplicada não é a certa para o edital (outro ente, outra data): informe a lei com "
        "--law e a data com --date.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Each cargo whose stated reserve (in total, or for a group under Lei 15.142) is below the law's."""
    if not checks_edital(RULE, ctx):
        return []
    out = []
    for p in doc.positions:
        if p.cr or p.vacancies < 1 or p.reserved_stated is None:
            continue
        part = ctx.required(p.vacancies)
        required = part["reserved"] if part else 0
        below_groups = groups_below(ctx, p, part)
        if p.reserved_stated < required or below_groups:
            detail = ""
            if below_groups:
                detail = (
                    " (por grupo, exigido "
                    + _groups_text(below_groups)
                    + "; informado "
                    + _groups_text({g: p.by_group_stated[g] for g in below_groups})
                    + ")"
                )
            out.append(
                position_finding(
                    RULE, ctx, p, stated=p.reserved_stated, required=required, vacancies=p.vacancies, detail=detail
                )
            )
    return as_practice(ctx, doc, out)


def _groups_text(groups: dict[str, int]) -> str:
    return ", ".join(f"{group_label(g)}: {n}" for g, n in groups.items())
