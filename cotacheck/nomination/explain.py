"""The Portuguese explanations shared by the order, the candidate view and the allocation."""

from __future__ import annotations

from cotacheck.nomination.conventions import PCD, Plan
from cotacheck.nomination.data import CONVENTIONS, RULES, cited
from cotacheck.present import ptbr
from cotacheck.present.labels import list_label as label

#: Under user parameters (`reserve.custom_law`) the order follows the rules the modelled laws share.
USER_LAW_NOTE = (
    "Parâmetros informados pelo usuário: nenhum artigo de lei é citado. A ordem segue as regras comuns às leis "
    "modeladas (Goiás, Rio Grande do Norte, federal): alternância e proporcionalidade, aprovados na ampla "
    "concorrência não contam na reserva, desistências chamam o próximo da lista; confira-as na lei que rege o edital. "
    "Reserva para pessoas com deficiência não calculada: informe a lei de PcD aplicável."
)


def _percent_text(plan: Plan, list_id: str) -> str:
    return ptbr.percent(plan.percents[list_id])


def interpretations(plan: Plan) -> list[dict]:
    """The "interpretação adotada" notes of the order: convention, collisions, threshold, new vacancies."""
    b = plan.bases
    conv = CONVENTIONS[plan.convention]
    notes = [
        cited(
            f"Interpretação adotada para a ordem das vagas reservadas: {conv['label']}. {conv['description']} "
            "Nenhum texto de lei fixa as posições; a lei pede alternância e proporcionalidade.",
            b["alternation"],
        ),
        cited(f"Interpretação adotada: {RULES['collision']['text']}", b["alternation"]),
    ]
    if plan.version is not None:
        v = plan.version
        notes.append(
            cited(
                f"Abaixo de {v.threshold.value} vagas não há reserva racial: nenhuma vaga reservada a "
                f"negros antes da {ptbr.ordinal(v.threshold.value).replace('º', 'ª')} nomeação.",
                v.threshold.basis,
            )
        )
        if len(v.groups) > 1:
            notes.append(
                cited(
                    "Interpretação adotada: as chamadas da reserva racial seguem o total reservado "
                    "(o maior entre o percentual total arredondado e a soma dos grupos); cada chamada vai ao grupo "
                    "mais "
                    "atrasado em relação à sua parcela, e um grupo cuja parcela recua ao surgir outro (pretos e pardos "
                    "quando indígenas ou quilombolas chegam à primeira vaga) não perde a chamada já feita.",
                    v.groups[0].percent.basis,
                )
            )
    if plan.law.id not in RULES["laws"]:
        notes.append(cited(USER_LAW_NOTE, None))
    text = "Vagas que surgirem durante a validade do concurso continuam a mesma sequência, respeitado o percentual."
    if b.get("new_vacancies_interpretation"):
        text = f"Interpretação adotada: {b['new_vacancies_interpretation']}"
    notes.append(cited(text, b["new_vacancies"]))
    if plan.pcd_rule is not None and plan.applies and b.get("dual_choice") is not None:
        notes.append(cited(_dual_choice_text(b), b["dual_choice"]))
    if plan.pcd_rule is not None:
        for param in (plan.pcd_rule.percent, plan.pcd_rule.rounding):
            if param.interpretation:
                notes.append(cited(f"Interpretação adotada: {param.interpretation}", param.basis))
    return notes


def _dual_choice_text(b: dict) -> str:
    """A candidate approved both in the racial reserve and in the PcD one takes a single vacancy: who chooses
    which (Goiás: the candidate, art. 4º, § 1º) and what the order shown assumes."""
    text = "Candidato aprovado nas reservas racial e de pessoas com deficiência ocupa uma só vaga."
    if b.get("dual_choice_interpretation"):
        text += f" Interpretação adotada: {b['dual_choice_interpretation']}"
    return text


def sources() -> dict:
    return {key: {"label": c["label"], "sources": c["sources"]} for key, c in CONVENTIONS.items()}


def _list_line(plan: Plan, list_id: str, positions: list[int]) -> dict:
    if list_id == PCD:
        basis = plan.pcd_rule.percent.basis
        rule = f"{_percent_text(plan, PCD)}"
    else:
        basis = next(g.percent.basis for g in plan.version.groups if g.id == list_id) if plan.version else None
        rule = _percent_text(plan, list_id)
    shown = ", ".join(str(p) for p in positions[:12]) + ("…" if len(positions) > 12 else "")
    text = f"{label(list_id).capitalize()} ({rule}): {ptbr.plural(len(positions), 'chamada', 'chamadas')}" + (
        f" — {shown}" if positions else ""
    )
    return cited(text, basis)


def head(plan: Plan) -> dict:
    return {
        "law": (plan.picked or plan.law).id,
        "law_title": plan.law.title,
        "court_rule": plan.law.id if plan.picked else None,
        "version": plan.version.label if plan.version else None,
        "date": plan.day.isoformat(),
        "branch": plan.branch,
        "kind": plan.kind,
        "convention": plan.convention,
        "convention_label": CONVENTIONS[plan.convention]["label"],
        "applies": plan.applies,
        "reason": plan.reason,
    }
