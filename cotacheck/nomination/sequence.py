"""The sequence of calls: at call n every reserved list has a target (conventions.py); a list below
its target is owed the call, else it goes to ampla concorrência.

Being online, the order of N calls is a prefix of the order of N + M calls, and new vacancies during
the validity period continue it (GO art. 1 § 5). `order()` is the JSON-ready answer for N calls.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from cotacheck.law.lawbook import Law
from cotacheck.nomination.conventions import AMPLA, PCD, Plan, check_calls, collision_priority, make_plan
from cotacheck.nomination.data import CONVENTIONS, cited
from cotacheck.nomination.explain import _list_line, head, interpretations
from cotacheck.present import ptbr
from cotacheck.present.labels import list_label as label


@dataclass
class State:
    """Calls made so far, and how many went to each list."""

    calls: list[str] = field(default_factory=list)
    given: dict[str, int] = field(default_factory=dict)
    collisions: list[dict] = field(default_factory=list)

    def copy(self) -> "State":
        return State(list(self.calls), dict(self.given), list(self.collisions))


# Lei 23.389/2025, art. 5º: "A nomeação ou a contratação dos candidatos aprovados respeitará os critérios de
# alternância e proporcionalidade, que consideram a relação entre o número de vagas total e o número de vagas
# reservadas a candidatos com deficiência e a candidatos negros."
def advance(plan: Plan, state: State, count: int) -> State:
    """Make `count` more calls after those in `state` (new vacancies continue the same sequence)."""
    given = state.given
    for lst in (AMPLA, *plan.lists):
        given.setdefault(lst, 0)
    groups = plan.groups
    start = len(state.calls)
    for n in range(start + 1, start + count + 1):
        target = plan.targets(n)
        owed = []
        if sum(given[g] for g in groups) < sum(target[g] for g in groups):
            owed = [g for g in groups if given[g] < target[g]]
        if PCD in given and PCD in target and given[PCD] < target[PCD]:
            owed.append(PCD)
        if not owed:
            chosen = AMPLA
        else:
            chosen = max(owed, key=lambda lst: collision_priority(plan, n, given, lst)) if len(owed) > 1 else owed[0]
            if len(owed) > 1:
                state.collisions.append({"call": n, "chosen": chosen, "deferred": [o for o in owed if o != chosen]})
        given[chosen] += 1
        state.calls.append(chosen)
    return state


def sequence(plan: Plan, count: int) -> State:
    return advance(plan, State(), count)


def settle(plan: Plan, state: State, start: int = 0) -> list[dict]:
    """Make the calls made so far hold exactly the reserve the law requires for that many vacancies.

    Needed only where the sequence lags at the last call (a collision there, or the "blocks"
    convention): the latest calls of lists above their due go to the lists below it.
    """
    n = len(state.calls)
    due = plan.law_counts(n)
    due[AMPLA] = n - sum(due[lst] for lst in plan.lists)
    moves = []
    for short in sorted(
        (lst for lst in due if state.given.get(lst, 0) < due[lst]),
        key=lambda lst: plan.lists.index(lst) if lst in plan.lists else -1,
    ):
        while state.given.get(short, 0) < due[short]:
            for index in range(n - 1, start - 1, -1):
                source = state.calls[index]
                if state.given[source] > due[source]:
                    state.calls[index] = short
                    state.given[source] -= 1
                    state.given[short] += 1
                    moves.append({"call": index + 1, "from": source, "to": short})
                    break
            else:  # the calls before `start` are made: the shortfall stays owed to the next calls
                break
        if state.given.get(short, 0) < due[short]:
            break
    return moves


def order(
    law_id: str | Law,
    count: int,
    date: dt.date | None = None,
    branch: str = "executivo",
    kind: str = "efetivo",
    convention: str = "rounded",
) -> dict:
    """The first `count` calls under `law_id`, JSON-ready, with the reserved positions explained."""
    check_calls(count)
    plan = make_plan(law_id, date, branch, kind, convention)
    state = sequence(plan, count)
    positions = {lst: [] for lst in (AMPLA, *plan.lists)}
    for n, lst in enumerate(state.calls, 1):
        positions[lst].append(n)
    due = plan.law_counts(count)
    owed = {lst: due[lst] - state.given[lst] for lst in plan.lists if due[lst] > state.given[lst]}
    lines = [_list_line(plan, lst, positions[lst]) for lst in plan.lists if lst != PCD or plan.pcd_rule]
    lines.append(
        cited(
            f"Ampla concorrência: {ptbr.plural(len(positions[AMPLA]), 'chamada', 'chamadas')}.",
            plan.bases["concurrent"],
        )
    )
    if owed:
        lines.append(
            cited(
                f"Após {count} chamadas a sequência ainda deve "
                + ", ".join(f"{ptbr.plural(k, 'vaga', 'vagas')} a {label(lst)}" for lst, k in owed.items())
                + f" em relação ao que a lei reserva para {ptbr.vagas(count)}; se só houver {ptbr.vagas(count)}, "
                "a última chamada de outra lista passa a ela (o comando allocate faz esse ajuste).",
                plan.bases["alternation"],
            )
        )
    return head(plan) | {
        "count": count,
        "calls": [{"call": n, "list": lst} for n, lst in enumerate(state.calls, 1)],
        "positions": {lst: positions[lst] for lst in plan.lists},
        "totals": {lst: state.given[lst] for lst in (AMPLA, *plan.lists)},
        "law_reserve": {lst: due[lst] for lst in plan.lists},
        "owed": owed,
        "collisions": state.collisions,
        "steps": lines,
        "interpretations": interpretations(plan),
        "sources": CONVENTIONS[plan.convention]["sources"],
    }
