"""CQ106 reserva-total-do-edital-abaixo: under a law that reserves on the edital's total (Lei 15.142), the
reserve the edital states in all its cargos falls short of the total the law requires."""

from __future__ import annotations

from cotacheck.linter.check.context import (
    Context,
    Document,
    checks_edital,
    counted,
    finding,
    rule_name,
    stated_by_group,
    whole_edital,
)
from cotacheck.linter.check.rule import Rule
from cotacheck.present import ptbr
from cotacheck.present.labels import group_label
from cotacheck.reserve.calculator import CONTESTED_DRAW, MAX_POSITIONS

RULE = Rule(
    code="CQ106",
    name="reserva-total-do-edital-abaixo",
    title="Reserva total do edital abaixo do exigido",
    severity="error",
    summary="A reserva somada de todos os cargos fica abaixo da que a lei exige sobre o total de vagas do edital.",
    message="O edital reserva a candidatos negros {stated} das {vacancies} vagas, somando os {cargos} cargos; a {law} "
    "aplica {percent} à totalidade das vagas do edital: {required}{groups}.{practice}",
    basis={"federal-15142": (("lei-15142", "art-1-p2"),)},
    laws=("federal",),
    docs={
        "what": "Quando a lei aplica o percentual a todas as vagas do edital (Lei nº 15.142/2025) e o edital tem vários "
        "cargos, soma a reserva informada de todos os cargos e a compara com o percentual sobre o total de vagas. "
        "Dispara também quando o edital reserva só por cargo e sobra reserva sem cargo (cargos pequenos que, "
        "sozinhos, não alcançam o mínimo): a lei exige o total, e o edital precisa dizer como o distribui. Sorteio e "
        "rodízio entre cargos são prática, não lei, e contestados: a 1ª Seção do STJ julgou sem base legal o sorteio da "
        "vaga única de uma especialidade (caso INPA, Informativo 875), e a Rede pede ao STF, em ADPF, que os proíba.",
        "why": 'A Lei nº 15.142/2025, art. 1º, § 2º, aplica a reserva "sobre a totalidade das vagas expressamente '
        'previstas no edital", e o mínimo de vagas do art. 5º conta as vagas do concurso. Dez cargos de uma vaga '
        "somam 10 vagas: 30% são 3 vagas reservadas, não 0. Reservar só por cargo deixa o total abaixo da lei.",
        "bad": "Edital federal de 2026 com 10 cargos de 1 vaga cada e nenhuma reserva para negros (30% de 10 = 3).",
        "good": "O edital reserva 3 das 10 vagas e diz em quais cargos ficam e por qual critério.",
        "ignore": "Quando o edital reserva o total em outro lugar que o verificador não leu (um anexo, uma cláusula de "
        "sorteio com o número de vagas): confira o texto.",
    },
)


# Lei 15.142/2025, art. 1º, § 2º: "O percentual previsto no caput deste artigo será aplicado sobre a totalidade das
# vagas expressamente previstas no edital do concurso público ou do processo seletivo simplificado …"
def check(ctx: Context | None, doc: Document) -> list[dict]:
    """The edital's stated total (all cargos stated) against the law's reserve on the whole edital."""
    if not checks_edital(RULE, ctx) or not whole_edital(ctx, doc):
        return []
    cargos = counted(doc)
    if len(cargos) > MAX_POSITIONS:
        return []
    counts = [p.vacancies for p in cargos]
    total = ctx.reserve_of(counts)["total"]
    stated = sum(p.reserved_stated or 0 for p in cargos)
    if all(p.reserved_stated is None for p in cargos):
        return [_none_stated(ctx, doc, cargos, total)] if total["reserved"] > 0 else []
    by_group = stated_by_group(cargos, total["reserved_by_group"])
    short_groups = {
        g: need for g, need in total["reserved_by_group"].items() if by_group and by_group.get(g, need) < need
    }
    if stated >= total["reserved"] and not short_groups:
        return []
    groups = ""
    if short_groups:
        groups = " (por grupo, exigido " + ", ".join(f"{group_label(g)}: {n}" for g, n in short_groups.items())
        groups += "; informado " + ", ".join(f"{group_label(g)}: {by_group.get(g, 0)}" for g in short_groups) + ")"
    practice = ""
    left = sum(total.get("to_distribute", {}).values())
    if stated == total.get("per_cargo") and left > 0:
        practice = (
            f" O edital reserva cargo a cargo, e {ptbr.vagas(left)} reservada(s) ficam sem cargo: a lei exige o total, "
            "e o edital precisa dizer em quais cargos ficam (sorteio e rodízio são prática, não lei: "
            + CONTESTED_DRAW
            + ")."
        )
    message = RULE.message.format(
        stated=stated,
        vacancies=total["vacancies"],
        cargos=len(cargos),
        law=rule_name(ctx),
        percent=ptbr.percent(ctx.version.percent.value),
        required=total["reserved"],
        groups=groups,
        practice=practice,
    )
    missing = [p for p in cargos if p.reserved_stated is None]
    if missing:  # a cargo with no reserve figure states none: the total is still owed (CQ101 names the cargo)
        message += MISSING_NOTE.format(count=len(missing), names=", ".join(f"“{p.name}”" for p in missing[:3]))
    item = finding(RULE, message, ctx, cargos[0].line)
    if stated >= total["reserved"]:  # the law's total is met; only the split by group (the decree's) falls short
        item["severity"] = "warning"
        item["message"] += (
            " O total confere; a divisão entre pretos e pardos, indígenas e quilombolas segue o Decreto nº "
            "12.536/2025, com cada grupo arredondado sobre o total de vagas (interpretação adotada)."
        )
    return [item]


#: Appended when some cargos give no reserve figure: they count as none reserved.
MISSING_NOTE = (
    " Sem número de vagas reservadas em {count} cargo(s) ({names}), contados como nenhuma vaga reservada; a lei exige "
    "o total do edital de qualquer modo."
)


def _none_stated(ctx: Context, doc: Document, cargos, total: dict) -> dict:
    """No cargo states a reserve: the edital's total is still owed (art. 1º, § 2º; art. 5º counts the vacancies
    of the concurso), whether or not a cargo reaches the minimum alone (CQ101 names those). An edital that
    declares its percentage in words, with no figure, is a warning: the reserve may be placed by a draw the
    verifier did not read."""
    template = NONE_MESSAGE if all(p.vacancies < ctx.threshold for p in cargos) else NONE_REACHING_MESSAGE
    message = template.format(
        vacancies=total["vacancies"],
        cargos=len(cargos),
        threshold=ctx.threshold,
        law=rule_name(ctx),
        percent=ptbr.percent(ctx.version.percent.value),
        required=total["reserved"],
    )
    item = finding(RULE, message, ctx, cargos[0].line)
    if doc.without_text and not all(p.vacancies < ctx.threshold for p in cargos):
        # cargos given without the edital's text (a result link): whether it declares its reserve in words
        # cannot be seen, and a declared percentage would make this a warning (below)
        item["severity"] = "warning"
        item["message"] += " Sem o texto do edital, não se vê se ele declara a reserva em palavras: confira-o."
    elif doc.own_rule.found:
        item["severity"] = "warning"
        item["message"] += (
            " O edital declara um percentual da reserva, mas não diz quantas vagas reserva nem em quais cargos: "
            "confira se há sorteio ou outra distribuição no texto."
        )
    return item


NONE_MESSAGE = (
    "Nenhum dos {cargos} cargos informa vagas reservadas a candidatos negros, e nenhum chega sozinho ao mínimo de "
    "{threshold} vagas; mas a {law} aplica {percent} à totalidade das vagas do edital ({vacancies}): {required} "
    "vaga(s) reservada(s), que o edital precisa distribuir entre os cargos."
)
NONE_REACHING_MESSAGE = (
    "Nenhum dos {cargos} cargos informa vagas reservadas a candidatos negros; a {law} aplica {percent} à totalidade "
    "das vagas do edital ({vacancies}, mínimo de {threshold}): {required} vaga(s) reservada(s)."
)
