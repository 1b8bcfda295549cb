"""CQ101 reserva-por-cargo-ausente: Cargo com vagas suficientes para a reserva, sem a reserva para negros informada."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, as_practice, checks_edital, position_finding
from cotacheck.linter.check.rule import PER_CARGO_BASIS, Rule

RULE = Rule(
    code="CQ101",
    name="reserva-por-cargo-ausente",
    title="Reserva por cargo ausente",
    severity="error",
    summary="Cargo com vagas suficientes para a reserva, sem a reserva para negros informada.",
    message="O edital parece não informar a reserva para candidatos negros do cargo “{position}” ({vacancies} "
    "vagas); pela lei, seriam {required} e o edital deve especificá-las por cargo.",
    basis=PER_CARGO_BASIS,
    docs={
        "what": "Cada cargo, emprego ou função (com sua especialidade ou localidade, quando o edital as separa) que "
        "oferece pelo menos o mínimo de vagas da lei (3 em Goiás, no RN e na Lei nº 12.990/2014; 2 na Lei nº "
        "15.142/2025) precisa ter o número de vagas reservadas a candidatos negros escrito no edital. A regra "
        "dispara quando o quadro de vagas ou o texto do cargo não traz esse número.",
        "why": "A Lei estadual nº 23.389/2025 (Goiás), art. 1º, § 3º, e a Lei estadual nº 11.015/2021 (RN), art. 1º, "
        "§ 3º, mandam o edital especificar o total de vagas reservadas para cada cargo. A Lei nº 12.990/2014 (art. "
        "1º, § 3º) dizia o mesmo; a Lei nº 15.142/2025 (art. 1º) reserva 30% das vagas do edital. Sem o número por "
        "cargo, o candidato não sabe quantas vagas disputa e a reserva não pode ser fiscalizada.",
        "bad": "Cargo AC PcD Total\nAnalista Legislativo – Contabilidade 9 1 10\n\n"
        "(10 vagas e nenhuma coluna de vagas para negros: a lei exige 2.)",
        "good": "Cargo AC PcD Negros Total\nAnalista Legislativo – Contabilidade 7 1 2 10",
        "ignore": "Quando o edital informa a reserva em outro lugar que o verificador não reconheceu (um anexo "
        "separado, uma imagem). Confira o anexo antes de concluir que falta.",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Each cargo at or above the law's minimum with a reserve due, and no reserve stated."""
    if not checks_edital(RULE, ctx):
        return []
    out = []
    for p in doc.positions:
        if p.cr or p.vacancies < 1 or p.reserved_stated is not None or p.reserve_scope == "cargo":
            continue  # a row whose reserve is stated once for the whole cargo is judged there
        part = ctx.required(p.vacancies)
        required = part["reserved"] if part else 0
        # Lei 23.389/2025, art. 1º, § 3º: "Os editais dos concursos públicos ou dos processos simplificados deverão
        # especificar o total de vagas correspondente à reserva para cada cargo, emprego público, função pública
        # decorrente de contratos por tempo determinado ou de contratos de estágio oferecido."
        if p.vacancies >= ctx.threshold and required > 0:
            found = position_finding(RULE, ctx, p, vacancies=p.vacancies, required=required)
            if ctx.version and ctx.version.base.value == "edital":  # Lei 15.142 has no per-cargo clause
                found["message"] = found["message"].replace(" e o edital deve especificá-las por cargo", "")
            out.append(found)
    return as_practice(ctx, doc, out)
