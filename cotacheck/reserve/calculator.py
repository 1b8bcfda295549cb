"""The reserve a law requires for a list of vacancy counts, explained step by step.

`compute()` answers, for each cargo on its own and for the total: does the law apply (and if not,
why), how many vacancies go to candidatos negros (by group under the federal law), to persons with
disabilities (PcD) and to ampla concorrência. Each step cites the article it applies; the result
is a JSON-ready dict shared by the CLI, the linter and the web page.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from fractions import Fraction

from cotacheck.present import ptbr
from cotacheck.errors import InputError
from cotacheck.law.lawbook import BRANCHES, KINDS, Citation, Law, Param, PcdRule, Version, get_law
from cotacheck.reserve.rounding import round_fraction, share

MAX_VACANCIES = 100_000  # per cargo: beyond any real edital, and keeps the page responsive
MAX_POSITIONS = 1_000


@dataclass(frozen=True)
class Applicability:
    applies: bool
    reason: str
    basis: Citation | None
    version: Version | None


def step(text: str, basis: Citation | None = None) -> dict:
    return {"text": text, "basis": basis.text if basis else None, "href": basis.href if basis else None}


def note(param: Param) -> dict:
    text = param.value if isinstance(param.value, str) else ""
    if param.interpretation:
        text = f"{text} ({param.interpretation})" if text else param.interpretation
    return step(text, param.basis)


def interpretation(text: str, basis: Citation) -> dict:
    return step(f"Interpretação adotada: {text}", basis)


def applicability(law: Law, day: dt.date, branch: str, kind: str) -> Applicability:
    """Whether `law` governs an edital published on `day` for `branch` and `kind`, and why."""
    if branch not in law.branches.value:
        covered = " e ".join(BRANCHES[b] for b in law.branches.value)
        return Applicability(False, f"A {law.title} não abrange o {BRANCHES[branch]}: só {covered}.", law.branches.basis, None)
    start = law.in_force[branch]
    if day < start.start:
        return Applicability(
            False,
            f"Edital publicado em {ptbr.date(day)}, antes da entrada em vigor da lei para o {BRANCHES[branch]} "
            f"({ptbr.date(start.start)}): a lei não se aplica a editais já publicados.",
            law.prior_editais, None,
        )
    if law.sunset and day > law.sunset.value:
        return Applicability(
            False, f"Edital publicado em {ptbr.date(day)}, depois do fim da vigência da lei ({ptbr.date(law.sunset.value)}).",
            law.sunset.basis, None,
        )
    version = law.version_at(day)
    if version is None:  # pragma: no cover - the data validation leaves no gap after entry into force
        return Applicability(False, f"Nenhuma redação da lei vigora em {ptbr.date(day)}.", None, None)
    if kind not in version.kinds.value:
        covered = ", ".join(KINDS[k] for k in version.kinds.value)
        return Applicability(
            False,
            f"Na redação vigente em {ptbr.date(day)} ({version.label}), a lei não abrange {KINDS[kind]}: só {covered}.",
            version.kinds.basis, version,
        )
    return Applicability(
        True,
        f"A lei se aplica: edital publicado em {ptbr.date(day)}, {BRANCHES[branch]} (em vigor desde "
        f"{ptbr.date(start.start)}), {KINDS[kind]}; {version.label}.",
        start.basis, version,
    )


def racial_counts(version: Version, vacancies: int) -> dict[str, int]:
    """Reserved vacancies by group for one cargo: the arithmetic alone, without the explanation.

    With several groups (federal law from 2025-06-04) each group is rounded on its own, and the
    total is never below the law's percentage rounded; the difference goes to the largest group
    (interpretação adotada, explained in `racial_reserve`).
    """
    groups = {g.id: 0 for g in version.groups}
    # Lei 23.389/2025, art. 1º: "… sempre que o número de vagas oferecidas for igual ou superior a três."
    # Lei 11.015/2021, art. 1º, § 1º: "A reserva de vagas será aplicada sempre que o número de vagas oferecidas no
    # concurso público seja igual ou superior a 3 (três)." (the figure: version.threshold in law/data/<law>.toml)
    if vacancies < version.threshold.value:
        return groups
    mode = version.rounding.value
    total = round_fraction(Fraction(vacancies) * version.percent.value / 100, mode)
    if len(version.groups) == 1:
        groups[version.groups[0].id] = total
        return groups
    for group in version.groups:
        groups[group.id] = round_fraction(Fraction(vacancies) * group.percent.value / 100, mode)
    gap = total - sum(groups.values())
    if gap > 0:
        groups[_largest(version).id] += gap
    return groups


def _largest(version: Version):
    return max(version.groups, key=lambda g: g.percent.value)


def racial_reserve(version: Version, vacancies: int) -> tuple[dict[str, int], list[dict]]:
    """Reserved vacancies by group for one cargo, with the steps that explain them."""
    groups = racial_counts(version, vacancies)
    threshold = version.threshold.value
    if vacancies < threshold:
        steps = [step(f"{ptbr.vagas(vacancies)}: abaixo do mínimo de {threshold} vagas, não há reserva.", version.threshold.basis)]
        if version.below_threshold:
            steps.append(step(version.below_threshold.value, version.below_threshold.basis))
        return groups, steps

    steps = [step(f"{ptbr.vagas(vacancies)}: igual ou superior ao mínimo de {threshold} vagas, a reserva se aplica.", version.threshold.basis)]
    mode = version.rounding.value
    total = share(vacancies, version.percent.value, mode)
    steps.append(step(total.product(), version.percent.basis))
    if len(version.groups) == 1:
        label = version.groups[0].label
        reserved = ptbr.plural(total.rounded, "vaga reservada", "vagas reservadas")
        steps.append(step(f"{total.rounding()} {reserved} a {label}.", version.rounding.basis))
        return groups, steps

    steps.append(step(f"{total.rounding()} {ptbr.vagas(total.rounded)} no total.", version.rounding.basis))
    summed = 0
    for group in version.groups:
        part = share(vacancies, group.percent.value, mode)
        summed += part.rounded
        steps.append(step(f"{group.label.capitalize()}: {part.explain()}.", group.percent.basis))
    basis = version.groups[0].percent.basis
    if summed < total.rounded:
        steps.append(interpretation(
            f"a soma dos grupos arredondados ({ptbr.number(summed)}) fica abaixo dos {version.percent.value}% do total "
            f"({ptbr.number(total.rounded)}); a diferença de {ptbr.vagas(total.rounded - summed)} vai para {_largest(version).label}.", basis))
    elif summed > total.rounded:
        steps.append(interpretation(
            f"a soma dos grupos arredondados ({ptbr.number(summed)}) passa dos {version.percent.value}% arredondados "
            f"({ptbr.number(total.rounded)}); prevalece a soma, pois cada grupo tem a sua cota.", basis))
    return groups, steps


def pcd_count(rule: PcdRule, vacancies: int) -> int:
    """Vacancies reserved to persons with disabilities: the arithmetic alone (the order of calls
    needs it for every call), the same figure as `pcd_reserve`."""
    count = round_fraction(Fraction(vacancies) * rule.percent.value / 100, rule.rounding.value)
    if rule.cap is not None:
        count = min(count, round_fraction(Fraction(vacancies) * rule.cap.value / 100, "down"))
    return count


def pcd_reserve(rule: PcdRule | None, vacancies: int) -> tuple[int, list[dict]]:
    """Vacancies reserved to persons with disabilities, with the steps that explain them."""
    if rule is None:
        return 0, [step("Reserva para pessoas com deficiência: não modelada para esta data.")]
    part = share(vacancies, rule.percent.value, rule.rounding.value)
    reserved = pcd_count(rule, vacancies)
    steps = [step(f"Pessoas com deficiência: {part.explain()}.", rule.rounding.basis)]
    if reserved < part.rounded:  # the cap lowered it
        steps.append(step(
            f"Limite de {ptbr.percent(rule.cap.value)} das vagas: no máximo {ptbr.number(reserved)}; "
            f"a reserva PcD fica em {ptbr.number(reserved)}.", rule.cap.basis))
    return reserved, steps


def _difference(*figures: int) -> str:
    """"5.000 − 1.000 − 250 = 3.750"."""
    *terms, result = figures
    return f"{' − '.join(ptbr.number(t) for t in terms)} = {ptbr.number(result)}"


def _position(law: Law, rule: PcdRule | None, found: Applicability, vacancies: int, group_ids: list[str]) -> dict:
    if found.applies:
        groups, steps = racial_reserve(found.version, vacancies)
    else:
        groups, steps = {g: 0 for g in group_ids}, [step(found.reason, found.basis)]
    pcd, pcd_steps = pcd_reserve(rule, vacancies)
    reserved = sum(groups.values())
    open_ = vacancies - reserved - pcd
    if open_ < 0:  # only possible for tiny counts with two reserves; PcD yields to the racial reserve
        pcd += open_
        open_ = 0
    steps += pcd_steps
    steps.append(step(f"Ampla concorrência: {_difference(vacancies, reserved, pcd, open_)}."))
    return {"vacancies": vacancies, "reserved": reserved, "reserved_by_group": groups, "pcd": pcd, "open": open_, "steps": steps}


def _total(law: Law, rule: PcdRule | None, found: Applicability, positions: list[dict], group_ids: list[str]) -> dict:
    vacancies = sum(p["vacancies"] for p in positions)
    groups = {g: sum(p["reserved_by_group"][g] for p in positions) for g in group_ids}
    reserved = sum(groups.values())
    steps = [step(f"Total: {ptbr.vagas(vacancies)} em {len(positions)} {'cargo' if len(positions) == 1 else 'cargos'}; "
                  f"reserva para negros somada cargo a cargo: {ptbr.number(reserved)}.",
                  found.version.base.basis if found.version else None)]
    if found.applies and found.version.base.value == "edital" and len(positions) > 1:
        whole = share(vacancies, found.version.percent.value, found.version.rounding.value)
        steps.append(step(
            f"A lei aplica o percentual à totalidade das vagas do edital: {whole.explain()}. "
            "Mostramos a soma por cargo, como decidem os tribunais (STJ, AREsp 1.425.161).", found.version.base.basis))
    if rule is not None and rule.base.value == "edital" and len(positions) > 1:
        pcd, pcd_steps = pcd_reserve(rule, vacancies)
        steps += pcd_steps
        steps.append(step("A reserva PcD é calculada sobre o total de vagas do edital; os valores por cargo são indicativos.", rule.base.basis))
    else:
        pcd = sum(p["pcd"] for p in positions)
    open_ = max(vacancies - reserved - pcd, 0)
    steps.append(step(f"Ampla concorrência: {_difference(vacancies, reserved, pcd, open_)}."))
    return {"vacancies": vacancies, "reserved": reserved, "reserved_by_group": groups, "pcd": pcd, "open": open_, "steps": steps}


def check_vacancies(vacancies: list[int]) -> list[int]:
    if not vacancies:
        raise InputError("Informe o número de vagas de pelo menos um cargo.")
    if len(vacancies) > MAX_POSITIONS:
        raise InputError(f"Informe no máximo {MAX_POSITIONS} cargos de uma vez.")
    for count in vacancies:
        if isinstance(count, bool) or not isinstance(count, int):
            raise InputError(f"Número de vagas inválido: {count!r}. Use números inteiros.")
        if count < 1:
            raise InputError(f"Número de vagas inválido: {count}. Cada cargo precisa de pelo menos 1 vaga.")
        if count > MAX_VACANCIES:
            raise InputError(f"Número de vagas muito grande: {count}. O limite é {MAX_VACANCIES:_} vagas por cargo.".replace("_", "."))
    return vacancies


def compute(law_id: str, vacancies: list[int], date: dt.date | None = None, branch: str = "executivo", kind: str = "efetivo") -> dict:
    """The reserve `law_id` requires for each count in `vacancies` and for their total."""
    law = get_law(law_id)
    check_vacancies(vacancies)
    if branch not in BRANCHES:
        raise InputError(f"Poder desconhecido: {branch!r}. Use executivo, legislativo ou judiciario.")
    if kind not in KINDS:
        raise InputError(f"Tipo de vaga desconhecido: {kind!r}. Use efetivo, emprego, temporario ou estagio.")
    day = date or dt.date.today()
    found = applicability(law, day, branch, kind)
    version = found.version or law.version_at(day) or law.versions[-1]
    group_ids = [g.id for g in version.groups]
    rule = law.pcd_at(day)
    notes = [interpretation(law.in_force[branch].interpretation, law.in_force[branch].basis)] if branch in law.in_force and law.in_force[branch].interpretation else []
    if found.applies:
        notes += [note(p) for p in found.version.notes]
        if law.sunset and law.sunset.interpretation:
            notes.append(interpretation(law.sunset.interpretation, law.sunset.basis))
    if rule is not None:
        for param in (rule.percent, rule.rounding, rule.base):
            if param.interpretation:
                notes.append(interpretation(param.interpretation, param.basis))
    positions = [_position(law, rule, found, count, group_ids) for count in vacancies]
    return {
        "law": law.id,
        "law_title": law.title,
        "version": found.version.label if found.version else None,
        "date": day.isoformat(),
        "branch": branch,
        "kind": kind,
        "applies": found.applies,
        "reason": found.reason,
        "reason_basis": step(found.reason, found.basis) if found.basis else None,
        "notes": notes,
        "positions": positions,
        "total": _total(law, rule, found, positions, group_ids),
    }
