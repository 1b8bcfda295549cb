"""CQ208 inscricao-pela-reserva-sem-vagas-ausente.

Lei 15.142: an edital below the minimum of 2 vacancies, or with cadastro de reserva only, has no reserved
vacancy, yet candidates may register through the reserve (art. 5º, § 3º) for the vacancies that arise (§ 4º).
"""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, checks_edital, counted, finding
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.facts import clauses
from cotacheck.present import ptbr

LEI_15142 = (("lei-15142", "art-5-p3"), ("lei-15142", "art-5-p4"))

RULE = Rule(
    code="CQ208",
    name="inscricao-pela-reserva-sem-vagas-ausente",
    title="Inscrição pela reserva sem vagas não prevista",
    severity="warning",
    summary="Menos de 2 vagas ou só cadastro de reserva, sem prever a inscrição pela reserva de vagas (Lei nº "
    "15.142/2025).",
    message="O edital oferece {offered}, abaixo do mínimo de {threshold} vagas para haver reserva, e parece não prever "
    "a inscrição de pessoas pretas e pardas, indígenas e quilombolas pela reserva de vagas, que a lei admite nesse "
    "caso para as vagas que surgirem na validade do concurso. Interpretação adotada: a lei dá ao candidato o direito "
    "de se inscrever pela reserva; adotamos que o edital deve dizer como exercê-lo.",
    basis={"federal-15142": LEI_15142},
    laws=("federal",),
    docs={
        "what": "Sob a Lei nº 15.142/2025, quando o edital inteiro tem menos de 2 vagas (o mínimo do art. 5º) ou só "
        "cadastro de reserva, procura a cláusula que permite a pessoas pretas e pardas, indígenas e quilombolas se "
        "inscreverem (ou optarem) pela reserva de vagas.",
        "why": "A Lei nº 15.142/2025, art. 5º, § 3º: nos concursos com menos de 2 vagas, ou só com cadastro de "
        "reserva, quem se enquadra no art. 2º pode se inscrever pela reserva de vagas; pelo § 4º, as vagas que "
        "surgirem na validade do concurso seguem a reserva e a nomeação dos aprovados por ela. Sem a opção na "
        "inscrição, o candidato perde a lista reservada das vagas que vierem.",
        "bad": "Edital federal de 2026, só com cadastro de reserva e sem a cláusula:\n"
        "Cargo Vagas\nAnalista CR\nTécnico CR",
        "good": "Cargo Vagas\nAnalista CR\nTécnico CR\n"
        "3.1 Embora o concurso seja para cadastro de reserva, os candidatos pretos e pardos, indígenas e quilombolas "
        "poderão se inscrever pela reserva de vagas, que valerá para as vagas que surgirem (Lei nº 15.142/2025, art. "
        "5º, §§ 3º e 4º).",
        "ignore": "Quando a cláusula existe com outras palavras que o verificador não reconheceu, ou num anexo não "
        "colado; quando o edital tem 2 vagas ou mais em outro quadro que o verificador não leu.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """No reserved vacancy under Lei 15.142 (below 2 in all, or cadastro de reserva only) and no registration
    through the reserve."""
    if not checks_edital(RULE, ctx) or ctx.key not in RULE.basis or not doc.positions:
        return []
    vacancies = sum(p.vacancies for p in counted(doc))
    if vacancies >= ctx.threshold or clauses.has_reserve_registration_clause(doc.joined):
        return []
    offered = "só cadastro de reserva" if vacancies == 0 else ptbr.vagas(vacancies)
    return [finding(RULE, RULE.message.format(offered=offered, threshold=ctx.threshold), ctx)]
