"""Allocation of a classified list: who is appointed, in which list and at which call, each
decision with its article (GO art. 4, RN art. 3, Lei 12.990 art. 3)."""

from __future__ import annotations

import datetime as dt

from cotacheck.law.lawbook import Citation, Law
from cotacheck.nomination.conventions import AMPLA, PCD, Plan, check_calls, make_plan
from cotacheck.nomination.data import cited
from cotacheck.nomination.explain import head, interpretations
from cotacheck.nomination.roster import Candidate, parse_candidates
from cotacheck.nomination.sequence import advance, sequence, settle
from cotacheck.present import ptbr
from cotacheck.present.labels import list_label as label


def _cascade(plan: Plan, group: str) -> list[str]:
    """Where an unfilled racial group's vacancy goes before ampla concorrência (federal groups only)."""
    if len(plan.groups) == 1 or "cascade" not in plan.bases:
        return []
    largest = max(plan.groups, key=lambda g: plan.percents[g])
    if group == largest:
        return []
    smaller = [g for g in sorted(plan.groups, key=lambda g: -plan.percents[g]) if g not in (group, largest)]
    return smaller + [largest]


def allocate(
    candidates: list[Candidate] | str,
    vacancies: int,
    law_id: str | Law,
    date: dt.date | None = None,
    branch: str = "executivo",
    kind: str = "efetivo",
    convention: str = "rounded",
    new_vacancies: int = 0,
) -> dict:
    """Who is appointed for `vacancies` (then `new_vacancies` more), in which list and at which call."""
    check_calls(vacancies, "Número de vagas")
    if new_vacancies:
        check_calls(new_vacancies, "Número de novas vagas")
        check_calls(vacancies + new_vacancies, "Número total de vagas")
    plan = make_plan(law_id, date, branch, kind, convention)
    if isinstance(candidates, str):
        candidates = parse_candidates(candidates, plan.groups)
    return Allocation(plan, candidates).run(vacancies, new_vacancies)


class Allocation:
    """Both lists at once (GO art. 4, RN art. 3): one pass over the calls, one pointer per list."""

    def __init__(self, plan: Plan, candidates: list[Candidate]):
        self.plan = plan
        self.b = plan.bases
        self.candidates = candidates
        self.ranked = sorted(candidates, key=lambda c: c.rank)
        self.members = {
            lst: [c for c in self.ranked if (c.pcd if lst == PCD else c.group == lst)] for lst in plan.lists
        }
        self.pointer = {lst: 0 for lst in (AMPLA, *plan.lists)}
        self.ampla_set: set[str] = set()
        self.ampla_count = 0
        self.waiting_ranks: list[int] = []  # the batch's candidates still waiting at its start, by rank
        self.appointed: dict[str, dict] = {}
        self.withdrawals: list[dict] = []
        self.reached_withdrawn: set[str] = set()
        self.notes: dict[str, list[dict]] = {}
        self.reverted: list[dict] = []
        self.unfilled: list[dict] = []
        self.pcd_basis = plan.pcd_rule.percent.basis if plan.pcd_rule else None

    # -- picking ----------------------------------------------------------------------------------

    def record_withdrawal(self, c: Candidate, n: int, lst: str, basis: Citation) -> None:
        if c.id not in self.reached_withdrawn:
            self.reached_withdrawn.add(c.id)
            text = f"{c.id} ({c.rank}º(ª) da classificação) desistiu; a vaga da {n}ª chamada passa ao próximo da lista."
            if lst not in (AMPLA, PCD) and self.within_ampla(c):
                # the reserved-vacancy withdrawal (GO art. 4 § 3) is for one approved in a reserved vacancy; this one
                # ranked within the ampla vacancies (§ 2), so the reserved call just goes on down its list
                text = (
                    f"{c.id} ({c.rank}º(ª) da classificação) desistiu; classificado(a) dentro das vagas de ampla "
                    "concorrência, não ocuparia vaga reservada: a desistência abre uma vaga de ampla concorrência, e a "
                    f"vaga reservada da {n}ª chamada vai ao próximo candidato da lista de {label(lst)}."
                )
                basis = self.b["ampla_not_counted"]
            elif lst not in (AMPLA, PCD):
                text = (
                    f"{c.id} ({c.rank}º(ª) da classificação) desistiu da vaga reservada; a vaga da {n}ª chamada passa "
                    f"ao próximo candidato da lista de {label(lst)}."
                )
            self.withdrawals.append({"id": c.id, "rank": c.rank, "list": lst, "call": n, **cited(text, basis)})

    def within_ampla(self, c: Candidate) -> bool:
        """Had the candidate not withdrawn, they would rank within this batch's ampla vacancies (art. 4 § 2)."""
        return sum(1 for rank in self.waiting_ranks if rank < c.rank) < self.ampla_count

    def next_ampla(self, n: int) -> Candidate | None:
        """The best-ranked candidate of the ampla set not yet appointed."""
        seq, i = self.ranked, self.pointer[AMPLA]
        found = None
        while i < len(seq):
            c = seq[i]
            if c.withdrawn:
                self.record_withdrawal(c, n, AMPLA, self.b["concurrent"])
            elif c.id not in self.appointed:
                if c.id not in self.ampla_set:  # the set is a prefix of those waiting: none left
                    break
                found = c
                i += 1
                break
            i += 1
        self.pointer[AMPLA] = i
        return found

    # Lei 23.389/2025, art. 4º: "Os candidatos negros concorrerão concomitantemente às vagas reservadas e às vagas
    # destinadas à ampla concorrência, de acordo com a sua classificação no concurso ou no processo seletivo
    # simplificado."
    # § 2º: "Os candidatos negros aprovados dentro do número de vagas oferecido à ampla concorrência não serão
    # computados para o preenchimento das vagas reservadas."
    # § 3º: "Em caso de desistência de candidato negro aprovado em vaga reservada, ela será preenchida pelo candidato
    # negro posteriormente classificado."
    def next_reserved(self, lst: str, n: int) -> Candidate | None:
        seq, i = self.members[lst], self.pointer[lst]
        found = None
        while i < len(seq):
            c = seq[i]
            i += 1
            if c.withdrawn:
                self.record_withdrawal(c, n, lst, self.b["withdrawal"] if lst != PCD else self.pcd_basis)
            elif c.id in self.ampla_set and c.id not in self.appointed:
                continue  # reached in ampla concorrência: not counted in the reserve (art. 4 § 2)
            elif c.id in self.appointed:
                other = self.appointed[c.id]
                if other.get("list") in self.plan.lists:
                    self.dual(c, lst, n, other)
            else:
                found = c
                break
        self.pointer[lst] = i
        return found

    def dual(self, c: Candidate, lst: str, n: int, other: dict) -> None:
        text = (
            f"Alcançado(a) também na reserva de {label(lst)} (chamada {n}): aprovado(a) nas duas reservas, "
            f"opta por uma. Adotamos a primeira convocação ({label(other['list'])}, chamada {other['call']}); "
            f"a vaga de {label(lst)} passa ao próximo da lista."
        )
        if self.b.get("dual_choice_interpretation"):
            text += f" Interpretação adotada: {self.b['dual_choice_interpretation']}"
        self.notes.setdefault(c.id, []).append(cited(text, self.b["dual_choice"]))

    def appoint(self, c: Candidate, lst: str, n: int, text: str, basis: Citation, **extra) -> None:
        self.appointed[c.id] = {"id": c.id, "rank": c.rank, "list": lst, "call": n, **cited(text, basis), **extra}

    # -- one phase: the vacancies of the edital, then each batch of new vacancies ------------------

    def phase(self, calls: list[str], first: int, last: int) -> None:
        """One batch of calls: the vacancies of the edital, then each batch of new vacancies.

        First the reserved calls take their candidates, with the ampla set fixed (art. 4 § 2: the
        best-ranked candidates still waiting take this batch's ampla vacancies, whatever their lists);
        then reserved calls left without candidates revert to ampla concorrência (art. 4 § 4) and
        take the next candidates in classification order; last, the ampla calls, reverted or not,
        are given to the ampla appointees in classification order.
        """
        ampla_count = calls[first:last].count(AMPLA)
        waiting = [c for c in self.ranked if not c.withdrawn and c.id not in self.appointed]
        self.ampla_set = {c.id for c in waiting[:ampla_count]}
        self.ampla_count, self.waiting_ranks = ampla_count, [c.rank for c in waiting]
        self.pointer[AMPLA] = 0
        slots: list[tuple[int, str | None]] = []  # ampla calls and reverted calls: (call, reserved list or None)
        people: list[Candidate] = []
        for n in range(first + 1, last + 1):
            lst = calls[n - 1]
            if lst == AMPLA:
                slots.append((n, None))
                c = self.next_ampla(n)
                if c is not None:
                    people.append(c)
                    self.appointed[c.id] = {}  # placeholder until the calls are given out below
                continue
            if not self.fill_reserved(lst, n):
                slots.append((n, lst))
        reverts = sum(1 for _, origin in slots if origin)
        if reverts:
            extra = [c for c in self.ranked if not c.withdrawn and c.id not in self.appointed][:reverts]
            for c in extra:
                self.appointed[c.id] = {}
            people += extra
        people.sort(key=lambda c: c.rank)
        for (n, origin), c in zip(slots, people + [None] * (len(slots) - len(people))):
            self.give_ampla(n, origin, c)

    def fill_reserved(self, lst: str, n: int) -> bool:
        """Give reserved call `n` of list `lst` to its next candidate (or, for a federal group without one,
        to the next of the cascade); False when nobody is left: the call reverts to ampla concorrência."""
        b = self.b
        c, via = self.next_reserved(lst, n), lst
        if c is None and lst != PCD:
            for other in _cascade(self.plan, lst):
                c = self.next_reserved(other, n)
                if c is not None:
                    via = other
                    break
        if c is None:
            return False
        if lst == PCD:
            self.appoint(
                c,
                PCD,
                n,
                f"{c.rank}º(ª) da classificação geral: vaga reservada a pessoas com deficiência.",
                self.pcd_basis,
            )
        elif via == lst:
            self.appoint(
                c,
                lst,
                n,
                f"{c.rank}º(ª) da classificação geral: vaga reservada a {label(lst)}; concorre ao "
                "mesmo tempo às vagas reservadas e às de ampla concorrência.",
                b["concurrent"],
            )
        else:
            self.appoint(
                c,
                via,
                n,
                f"{c.rank}º(ª) da classificação geral: vaga reservada a {label(lst)} sem candidatos "
                f"passa a {label(via)}. Interpretação adotada: {b.get('cascade_interpretation', '')}",
                b["cascade"],
                reserved_for=lst,
            )
        return True

    # Lei 23.389/2025, art. 4º, § 4º: "Na hipótese de não haver candidatos negros aprovados em número suficiente para
    # ocupar as vagas reservadas, as remanescentes serão revertidas à ampla concorrência e preenchidas pelos demais
    # candidatos aprovados, observada a ordem de classificação."
    def give_ampla(self, n: int, origin: str | None, c: Candidate | None) -> None:
        b = self.b
        why = ""
        if origin is not None:
            basis = b["reversion"] if origin != PCD else self.pcd_basis
            who = "com deficiência" if origin == PCD else label(origin)
            why = (
                f"Sem candidatos {who} aprovados em número suficiente, a vaga reservada da {n}ª chamada reverte à "
                "ampla concorrência"
            )
            self.reverted.append(
                {
                    "call": n,
                    "from": origin,
                    "id": c.id if c else None,
                    **cited(
                        why
                        + (
                            f" e vai a {c.id}, na ordem de classificação."
                            if c
                            else "; não há mais candidatos aprovados."
                        ),
                        basis,
                    ),
                }
            )
        if c is None:
            self.unfilled.append(
                {
                    "call": n,
                    "list": AMPLA,
                    **cited("Não há mais candidatos aprovados para esta vaga.", basis if origin else b["concurrent"]),
                }
            )
            return
        if origin is not None:
            self.appoint(
                c,
                AMPLA,
                n,
                why + f"; {c.rank}º(ª) da classificação geral, na ordem de classificação.",
                basis,
                reverted_from=origin,
            )
        elif c.group is not None:
            self.appoint(
                c,
                AMPLA,
                n,
                f"{c.rank}º(ª) da classificação geral, dentro das vagas de ampla concorrência: "
                f"não é computado(a) na reserva de {label(c.group)}.",
                b["ampla_not_counted"],
            )
        else:
            self.appoint(
                c, AMPLA, n, f"{c.rank}º(ª) da classificação geral: vaga de ampla concorrência.", b["concurrent"]
            )

    # -- the whole run ----------------------------------------------------------------------------

    def run(self, vacancies: int, new_vacancies: int) -> dict:
        plan, b = self.plan, self.b
        state = sequence(plan, vacancies)
        moves = settle(plan, state)
        self.phase(state.calls, 0, vacancies)
        if new_vacancies:  # appointments made stay; the new vacancies continue the same sequence
            advance(plan, state, new_vacancies)
            moves += settle(plan, state, vacancies)
            self.phase(state.calls, vacancies, vacancies + new_vacancies)
        calls = state.calls
        total = len(calls)
        appointed = sorted(self.appointed.values(), key=lambda a: a["call"])
        for item in appointed:
            if item["id"] in self.notes:
                item["notes"] = self.notes[item["id"]]
        counts = {lst: 0 for lst in (AMPLA, *plan.lists)}
        for item in appointed:
            counts[item["list"]] += 1
        adjustments = [
            cited(
                f"Ajuste final: a {m['call']}ª chamada passa de {label(m['from'])} a {label(m['to'])}, para que as "
                f"{ptbr.vagas(total)} tenham exatamente a reserva que a lei exige.",
                self.pcd_basis if PCD in (m["from"], m["to"]) and self.pcd_basis else b["alternation"],
            )
            for m in moves
        ]
        due = plan.law_counts(total)
        return head(plan) | {
            "vacancies": vacancies,
            "new_vacancies": new_vacancies,
            "candidates": len(self.candidates),
            "calls": [{"call": n, "list": lst} for n, lst in enumerate(calls, 1)],
            "appointed": appointed,
            "reverted": self.reverted,
            "withdrawn": sorted(self.withdrawals, key=lambda w: w["call"]),
            "unfilled": self.unfilled,
            "adjustments": adjustments,
            "counts": counts,
            "law_reserve": {lst: due[lst] for lst in plan.lists},
            "interpretations": interpretations(plan),
        }
