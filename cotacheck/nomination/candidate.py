"""The candidate's question: "I am k-th on a reserved list (and g-th on the general list): at which
call am I reached?"
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from cotacheck.errors import InputError
from cotacheck.law.lawbook import Law
from cotacheck.nomination.conventions import AMPLA, MAX_CALLS, PCD, Plan, check_calls, make_plan
from cotacheck.nomination.data import cited
from cotacheck.nomination.explain import head, interpretations
from cotacheck.nomination.sequence import State, advance
from cotacheck.present import ptbr
from cotacheck.present.labels import list_label as label


@dataclass
class Reached:
    """The calls at which the candidate is reached: by the reserve, by ampla concorrência, at best."""

    by_reserve: int | None = None
    by_ampla: int | None = None
    best: int | None = None

    @property
    def worst(self) -> int | None:
        """Without withdrawals ahead: the first of the two ways."""
        found = [x for x in (self.by_reserve, self.by_ampla) if x is not None]
        return min(found) if found else None


def candidate_view(
    law_id: str | Law,
    position: int,
    general: int | None = None,
    list_id: str | None = None,
    date: dt.date | None = None,
    branch: str = "executivo",
    kind: str = "efetivo",
    convention: str = "rounded",
) -> dict:
    """At which call is the k-th of a reserved list (and g-th of the general list) reached?"""
    plan = make_plan(law_id, date, branch, kind, convention)
    list_id = choose_list(plan, list_id)
    k = check_calls(position, "Posição na lista reservada")
    g = check_calls(general, "Posição na lista geral") if general is not None else None
    if g is not None and k > g:
        raise InputError(f"A posição na lista reservada ({k}) não pode ser maior que a posição na lista geral ({g}).")
    reached = follow(plan, list_id, k, g)
    worst = reached.worst
    best = reached.best
    return head(plan) | {
        "list": list_id,
        "position": k,
        "general": g,
        "call_by_reserve": reached.by_reserve,
        "call_by_ampla": reached.by_ampla,
        "calls_needed": worst,
        "best_case": best if best is not None and worst is not None and best < worst else worst,
        "steps": explain(plan, list_id, k, g, reached),
        "interpretations": interpretations(plan),
    }


def choose_list(plan: Plan, list_id: str | None) -> str:
    """The reserved list asked for; "negros" or none means the law's largest racial list."""
    if list_id == "negros" and "negros" not in plan.lists:
        list_id = None  # "negros" means the law's largest racial list (pretos e pardos under Lei 15.142)
    list_id = list_id or (max(plan.groups, key=lambda g: plan.percents[g]) if plan.applies else plan.groups[0])
    if list_id == PCD and PCD not in plan.lists:
        raise InputError(
            "Reserva para pessoas com deficiência não calculada com estes parâmetros: informe a lei de PcD "
            "aplicável ou escolha a lista de negros."
        )
    if list_id not in plan.lists:
        raise InputError(f"Lista desconhecida para esta lei: {list_id!r}. Use uma de: {', '.join(plan.lists)}.")
    return list_id


def follow(plan: Plan, list_id: str, k: int, g: int | None) -> Reached:
    """Run the sequence, a thousand calls at a time, until both ways reach the candidate (or MAX_CALLS)."""
    state = State()
    reached = Reached()
    searching_reserve = plan.applies or list_id == PCD
    ampla = reserved = 0
    n = 0
    step = 1_000
    while n < MAX_CALLS and (
        (searching_reserve and reached.by_reserve is None) or (g is not None and reached.by_ampla is None)
    ):
        advance(plan, state, min(step, MAX_CALLS - n))
        for lst in state.calls[n:]:
            n += 1
            if lst == AMPLA:
                ampla += 1
                if g is not None and reached.by_ampla is None and ampla >= g:
                    reached.by_ampla = n
            elif lst == list_id:
                reserved += 1
                if reached.by_reserve is None and reserved >= k:
                    reached.by_reserve = n
            # best case: the k-1 ahead on the reserved list are the top of the general list, so the
            # first ampla calls take them (art. 4 § 2) and the reserve needs only k - (those) calls
            ahead_in_ampla = min(k - 1, ampla)
            if reached.best is None and (reserved >= k - ahead_in_ampla or (g is not None and ampla >= g)):
                reached.best = n
    return reached


def explain(plan: Plan, list_id: str, k: int, g: int | None, reached: Reached) -> list[dict]:
    """The steps shown to the candidate, each with its article."""
    b = plan.bases
    by_reserve, by_ampla, best, worst = reached.by_reserve, reached.by_ampla, reached.best, reached.worst
    steps = []
    lab = label(list_id)
    if not plan.applies and list_id != PCD:
        steps.append(plan.reason)
    if by_reserve is not None:
        steps.append(
            cited(
                f"Pela reserva: você é o(a) {k}º(ª) da lista de {lab}; a {k}ª vaga reservada a {lab} é a "
                f"{by_reserve}ª nomeação do cargo.",
                b["alternation"],
            )
        )
    else:
        steps.append(
            cited(
                f"Pela reserva: a {k}ª vaga reservada a {lab} não chega em {ptbr.number(MAX_CALLS)} nomeações.",
                b["alternation"],
            )
        )
    if g is not None:
        steps.append(
            cited(
                f"Pela ampla concorrência: você é o(a) {g}º(ª) da lista geral; a {g}ª vaga de ampla concorrência é a "
                f"{by_ampla}ª nomeação do cargo."
                if by_ampla
                else f"Pela ampla concorrência: a {g}ª vaga de ampla concorrência não chega em {ptbr.number(MAX_CALLS)} nomeações.",
                b["concurrent"],
            )
        )
    if worst is not None:
        steps.append(
            cited(f"Sem desistências à sua frente, você é no máximo a {worst}ª pessoa nomeada.", b["concurrent"])
        )
    if best is not None and worst is not None and best < worst:
        steps.append(
            cited(
                f"Pode ser antes: candidatos da sua lista à sua frente alcançados na ampla concorrência não contam na "
                f"reserva; "
                f"no melhor caso (os {k - 1} à sua frente entre os primeiros da lista geral), você é a {best}ª pessoa nomeada.",
                b["ampla_not_counted"],
            )
        )
    steps.append(cited("Desistências à sua frente também adiantam a sua nomeação.", b["withdrawal"]))
    return steps
