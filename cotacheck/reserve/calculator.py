"""The reserve a law requires for a list of vacancy counts, explained step by step.

`compute()` answers, for each cargo on its own and for the total: does the law apply (and if not,
why), how many vacancies go to candidatos negros (by group under the federal law), to persons with
disabilities (PcD) and to ampla concorrência. Each step cites the article it applies; the result
is a JSON-ready dict shared by the CLI, the linter and the web page.

Where the law counts the reserve per cargo (Goiás, RN, Lei 12.990) the total is the sum of the
cargos. Where it counts the whole edital (Lei 15.142, art. 1º, § 2º) the total is the legal figure
and the per-cargo figures are only the practice seen for distributing it ("interpretação adotada"):
the edital must decide where the vacancies that no cargo reaches alone go.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from fractions import Fraction

from cotacheck.law.courts import court_reason, court_rule
from cotacheck.law.lawbook import BRANCHES, KINDS, Citation, Law, Param, PcdRule, Version, branch_phrase, get_law
from cotacheck.law.options import check_branch, check_kind
from cotacheck.present import ptbr
from cotacheck.present.labels import group_label
from cotacheck.reserve.rounding import round_fraction, share
from cotacheck.reserve.vacancies import check_vacancies

#: Sorteio and rodízio are practice, not law, and contested: said wherever they are named (legal-brief § 9).
CONTESTED_DRAW = (
    "prática contestada: a 1ª Seção do STJ julgou sem base legal o sorteio da vaga única de uma especialidade, sob a "
    "Lei nº 12.990/2014 (caso INPA, Informativo 875), e a Rede pede ao STF, em ADPF, que proíba os sorteios"
)


@dataclass(frozen=True)
class Applicability:
    applies: bool
    reason: str
    basis: Citation | None
    version: Version | None


def step(text: str, basis: Citation | None = None) -> dict:
    """One sentence with its citation; `checked` is False when the cited act's text is not on the site."""
    return {
        "text": text,
        "basis": basis.text if basis else None,
        "href": basis.href if basis else None,
        "checked": basis.checked if basis else None,
    }


def note(param: Param) -> dict:
    text = param.value if isinstance(param.value, str) else ""
    if param.interpretation:
        text = f"{text} ({param.interpretation})" if text else param.interpretation
    return step(text, param.basis)


def interpretation(text: str, basis: Citation) -> dict:
    return step(f"Interpretação adotada: {text}", basis)


#: Said when a law leaves out a body that has a rule of its own.
OWN_RULES = {
    "ministerio_publico": " Ele tem norma própria: a Resolução CNMP nº 170/2017 reserva a negros no mínimo 20% das "
    "vagas nos concursos de todo o Ministério Público, o dos Estados inclusive (texto não conferido aqui); confira o "
    "edital.",
    "defensoria": " Ela pode ter norma própria; confira o edital.",
}


def applicability(law: Law, day: dt.date, branch: str, kind: str) -> Applicability:
    """Whether `law` governs an edital published on `day` for `branch` and `kind`, and why."""
    if branch not in law.branches.value:
        covered = " e ".join(BRANCHES[b] for b in law.branches.value)
        own = OWN_RULES.get(branch, "")
        verb = "abrangem" if law.plural else "abrange"
        return Applicability(
            False,
            f"{law.named[0].upper()}{law.named[1:]} não {verb} {branch_phrase(branch)}: só {covered}.{own}",
            law.branches.basis,
            None,
        )
    start = law.in_force[branch]
    if day < start.start:
        return Applicability(
            False,
            f"Edital publicado em {ptbr.date(day)}, antes da entrada em vigor da lei para {branch_phrase(branch)} "
            f"({ptbr.date(start.start)}): a lei não se aplica a editais já publicados.",
            law.prior_editais,
            None,
        )
    if law.sunset and day > law.sunset.value:
        return Applicability(
            False,
            f"Edital publicado em {ptbr.date(day)}, depois do fim da vigência da lei ({ptbr.date(law.sunset.value)})."
            + (f" Interpretação adotada: {law.sunset.interpretation}" if law.sunset.interpretation else ""),
            law.sunset.basis,
            None,
        )
    version = law.version_at(day, kind)
    off = _kind_rule_off(law, version, day, branch, kind)
    if off is not None:
        return off
    if version is None:  # pragma: no cover - the data validation leaves no gap after entry into force
        return Applicability(False, f"Nenhuma redação da lei vigora em {ptbr.date(day)}.", None, None)
    if kind not in version.kinds.value:
        covered = ", ".join(KINDS[k] for k in version.kinds.value)
        return Applicability(
            False,
            f"Na redação vigente em {ptbr.date(day)} ({version.label}), a lei não abrange {KINDS[kind]}: só {covered}.",
            version.kinds.basis,
            version,
        )
    if version.entry is not None and version.start > start.start:
        # a later act with its own entry into force (Lei 15.142, art. 14): cite it, not the first law
        return Applicability(
            True,
            f"A lei se aplica: edital publicado em {ptbr.date(day)}, {BRANCHES[branch]}, {KINDS[kind]}; "
            f"{_since(law, version)}.",
            version.entry,
            version,
        )
    return Applicability(
        True,
        f"A lei se aplica: edital publicado em {ptbr.date(day)}, {BRANCHES[branch]} (em vigor desde "
        f"{ptbr.date(start.start)}), {KINDS[kind]}; {version.label}.",
        start.basis,
        version,
    )


def _kind_rule_off(law: Law, version: Version | None, day: dt.date, branch: str, kind: str) -> Applicability | None:
    """A kind of post with a rule of its own (federal internships: Decreto nº 9.427/2018) before that rule began,
    or in a branch it does not bind: the law does not apply, and the reason names that rule."""
    if version is None and law.series(kind) is not law.versions:
        first = law.series(kind)[0]
        return Applicability(
            False,
            f"Edital publicado em {ptbr.date(day)}, antes do início da regra de reserva para {KINDS[kind]} "
            f"({first.label}, desde {ptbr.date(first.start)}): ela não se aplica a editais já publicados.",
            first.entry or first.percent.basis,
            None,
        )
    if version is not None and version.branches is not None and branch not in version.branches.value:
        return Applicability(
            False,
            f"Para {KINDS[kind]}, a regra é a do {version.label}, que alcança só a administração pública federal "
            f"direta, autárquica e fundacional ({' e '.join(BRANCHES[b] for b in version.branches.value)}), não "
            f"{branch_phrase(branch)}; nenhuma regra de reserva para {KINDS[kind]} nesse Poder é modelada. "
            "Confira o edital e o ato próprio do órgão.",
            version.branches.basis,
            version,
        )
    return None


def _since(law: Law, version: Version) -> str:
    """ "Lei nº 15.142/2025, em vigor desde 04/06/2025", or, for a version an act of its own completed later
    (Decreto nº 12.536/2025), when the law and when that act began."""
    first = next(v for v in law.all_versions() if v.entry == version.entry)
    if first is version or version.wording is None:
        return f"{version.label}, em vigor desde {ptbr.date(version.start)}"
    return (
        f"{version.label}: a {version.entry.instrument.short} em vigor desde {ptbr.date(first.start)}, "
        f"o {version.wording.instrument.short} desde {ptbr.date(version.start)}"
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
        steps = [
            step(
                f"{ptbr.vagas(vacancies)}: abaixo do mínimo de {threshold} vagas, não há reserva.",
                version.threshold.basis,
            )
        ]
        if version.below_threshold:
            steps.append(step(version.below_threshold.value, version.below_threshold.basis))
        return groups, steps

    steps = [
        step(
            f"{ptbr.vagas(vacancies)}: igual ou superior ao mínimo de {threshold} vagas, a reserva se aplica.",
            version.threshold.basis,
        )
    ]
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
        steps.append(
            interpretation(
                f"a soma dos grupos arredondados ({ptbr.number(summed)}) fica abaixo dos {version.percent.value}% do total "
                f"({ptbr.number(total.rounded)}); a diferença de {ptbr.vagas(total.rounded - summed)} vai para {_largest(version).label}.",
                basis,
            )
        )
    elif summed > total.rounded:
        steps.append(
            interpretation(
                f"a soma dos grupos arredondados ({ptbr.number(summed)}) passa dos {version.percent.value}% arredondados "
                f"({ptbr.number(total.rounded)}); prevalece a soma, pois cada grupo tem a sua cota.",
                basis,
            )
        )
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
        steps.append(
            step(
                f"Limite de {ptbr.percent(rule.cap.value)} das vagas: no máximo {ptbr.number(reserved)}; "
                f"a reserva PcD fica em {ptbr.number(reserved)}.",
                rule.cap.basis,
            )
        )
    return reserved, steps


def _difference(*figures: int) -> str:
    """ "5.000 − 1.000 − 250 = 3.750"."""
    *terms, result = figures
    return f"{' − '.join(ptbr.number(t) for t in terms)} = {ptbr.number(result)}"


def _position(rule: PcdRule | None, found: Applicability, vacancies: int, group_ids: list[str], alone: bool) -> dict:
    """One cargo. `alone` is False when the law counts the whole edital and there are several cargos:
    the cargo's figure is then the practice adopted for distributing the edital's reserve."""
    groups, steps = _position_racial(found, vacancies, group_ids, alone)
    reserved = sum(groups.values())
    pcd, open_, rest = _position_pcd_and_open(rule, vacancies, reserved)
    return {
        "vacancies": vacancies,
        "reserved": reserved,
        "reserved_by_group": groups,
        "pcd": pcd,
        "open": open_,
        "steps": steps + rest,
    }


def _position_racial(
    found: Applicability, vacancies: int, group_ids: list[str], alone: bool
) -> tuple[dict[str, int], list[dict]]:
    version = found.version
    if not found.applies:
        return {g: 0 for g in group_ids}, [step(found.reason, found.basis)]
    if alone or version.base.value != "edital":
        return racial_reserve(version, vacancies)
    return racial_counts(version, vacancies), _share_of_edital(version, vacancies)


def _share_of_edital(version: Version, vacancies: int) -> list[dict]:
    """A cargo's part where the law counts the whole edital: the law does not say it, so it is the practice seen."""
    steps = [
        step(
            f"{ptbr.vagas(vacancies).capitalize()} neste cargo: a lei aplica o percentual à totalidade das vagas "
            "do edital; quanto cabe a cada cargo, o edital decide (veja o total).",
            version.base.basis,
        )
    ]
    if vacancies >= version.threshold.value:
        part_steps = racial_reserve(version, vacancies)[1][1:]
        steps.append(
            interpretation(
                f"o cargo alcança sozinho o mínimo de {version.threshold.value} vagas e recebe a sua parte, calculada "
                "como se fosse um edital só (prática vista nos editais).",
                version.base.basis,
            )
        )
        steps += part_steps
    else:
        steps.append(
            interpretation(
                f"o cargo, sozinho, não alcança o mínimo de {version.threshold.value} vagas; as vagas reservadas que faltam "
                "para o total do edital vão a cargos como este conforme o edital decidir (no CNU 2, por sorteio ou "
                f"rodízio: {CONTESTED_DRAW}).",
                version.base.basis,
            )
        )
    return steps


def _position_pcd_and_open(rule: PcdRule | None, vacancies: int, reserved: int) -> tuple[int | None, int, list[dict]]:
    """What is left after the racial reserve: PcD (when modelled) and ampla concorrência."""
    if rule is None:
        open_ = vacancies - reserved
        steps = [
            step(
                "Reserva para pessoas com deficiência: não modelada para esta data e tipo de vaga; "
                "nenhum número é mostrado. Confira o edital."
            ),
            step(f"Ampla concorrência (sem contar a reserva PcD): {_difference(vacancies, reserved, open_)}."),
        ]
        return None, open_, steps
    pcd, steps = pcd_reserve(rule, vacancies)
    open_ = vacancies - reserved - pcd
    if open_ < 0:  # only possible for tiny counts with two reserves; PcD yields to the racial reserve
        pcd += open_
        open_ = 0
    steps.append(step(f"Ampla concorrência: {_difference(vacancies, reserved, pcd, open_)}."))
    return pcd, open_, steps


def _total(rule: PcdRule | None, found: Applicability, positions: list[dict], group_ids: list[str]) -> dict:
    vacancies = sum(p["vacancies"] for p in positions)
    per_cargo = {g: sum(p["reserved_by_group"][g] for p in positions) for g in group_ids}
    version = found.version
    cargos = f"{len(positions)} {'cargo' if len(positions) == 1 else 'cargos'}"
    to_distribute = None
    if found.applies and version.base.value == "edital":
        groups, steps, to_distribute = _whole_edital_total(version, vacancies, cargos, per_cargo, len(positions) > 1)
    else:
        groups = per_cargo
        steps = [
            step(
                f"Total: {ptbr.vagas(vacancies)} em {cargos}; reserva para negros somada cargo a cargo: "
                f"{ptbr.number(sum(groups.values()))}.",
                version.base.basis if version else None,
            )
        ]
    reserved = sum(groups.values())
    pcd, open_, rest = _total_pcd_and_open(rule, positions, vacancies, reserved)
    result = {
        "vacancies": vacancies,
        "reserved": reserved,
        "reserved_by_group": groups,
        "pcd": pcd,
        "open": open_,
        "steps": steps + rest,
        "base": version.base.value if version else None,
        "per_cargo": sum(per_cargo.values()),
    }
    if to_distribute is not None:
        result["to_distribute"] = to_distribute
    return result


def _whole_edital_total(
    version: Version, vacancies: int, cargos: str, per_cargo: dict[str, int], several: bool
) -> tuple[dict[str, int], list[dict], dict[str, int]]:
    """The legal figure where the law counts the whole edital, and what the cargos' parts leave to distribute."""
    groups, legal_steps = racial_reserve(version, vacancies)
    steps = [
        step(
            f"Total: {ptbr.vagas(vacancies)} em {cargos}. A lei aplica o percentual à totalidade das vagas do "
            "edital, e o mínimo de vagas conta as vagas oferecidas no concurso.",
            version.base.basis,
        )
    ]
    steps += legal_steps
    to_distribute = {g: max(0, groups[g] - per_cargo[g]) for g in groups}
    if several:
        steps += _distribution(version, groups, per_cargo, to_distribute)
    return groups, steps, to_distribute


def _total_pcd_and_open(
    rule: PcdRule | None, positions: list[dict], vacancies: int, reserved: int
) -> tuple[int | None, int, list[dict]]:
    """The edital's PcD figure: the cargos' sum, or its own where the rule counts the whole edital."""
    if rule is None:
        open_ = max(vacancies - reserved, 0)
        text = (
            f"Ampla concorrência (sem contar a reserva PcD, não modelada): {_difference(vacancies, reserved, open_)}."
        )
        return None, open_, [step(text)]
    steps: list[dict] = []
    if rule.base.value == "edital" and len(positions) > 1:
        pcd, steps = pcd_reserve(rule, vacancies)
        steps.append(
            step(
                "A reserva PcD é calculada sobre o total de vagas do edital; os valores por cargo são indicativos.",
                rule.base.basis,
            )
        )
    else:
        pcd = sum(p["pcd"] for p in positions)
    open_ = max(vacancies - reserved - pcd, 0)
    steps.append(step(f"Ampla concorrência: {_difference(vacancies, reserved, pcd, open_)}."))
    return pcd, open_, steps


def _distribution(
    version: Version, required: dict[str, int], per_cargo: dict[str, int], missing: dict[str, int]
) -> list[dict]:
    """How the edital's reserve reaches the cargos: what the edital must decide, and the practice seen."""
    basis = version.base.basis
    total, placed, short = sum(required.values()), sum(per_cargo.values()), sum(missing.values())
    steps = [
        step(
            f"Distribuição entre os cargos: a lei exige {ptbr.vagas(total)} reservadas no edital e não diz em quais "
            "cargos; o edital precisa decidir e dizer.",
            basis,
        )
    ]
    if short:
        where = ", ".join(f"{group_label(g)}: {ptbr.number(n)}" for g, n in missing.items() if n)
        steps.append(
            interpretation(
                f"os cargos que alcançam sozinhos o mínimo de {version.threshold.value} vagas reservam {ptbr.number(placed)}; faltam "
                f"{ptbr.vagas(short)} reservadas ({where}), que o edital precisa colocar entre os cargos menores (o edital "
                f"do CNU 2, Enap 114/2025, sorteou-as ou distribuiu-as em rodízio: {CONTESTED_DRAW}). Um edital que "
                "reserva só por cargo fica abaixo do total exigido.",
                basis,
            )
        )
    elif placed > total:
        steps.append(
            interpretation(
                f"somadas cargo a cargo, as partes arredondadas dão {ptbr.number(placed)}, mais que as {ptbr.number(total)} exigidas no total; "
                "a lei não trata do excesso, e o que ela exige é o total.",
                basis,
            )
        )
    else:
        steps.append(
            interpretation(
                "as partes de cada cargo, calculadas como se cada um fosse um edital, somam exatamente o total exigido "
                "(prática vista nos editais).",
                basis,
            )
        )
    return steps


def compute(
    law_id: str, vacancies: list[int], date: dt.date | None = None, branch: str = "executivo", kind: str = "efetivo"
) -> dict:
    """The reserve `law_id` requires for each count in `vacancies` and for their total.

    In a court's edital the racial figures may come from the CNJ's rule instead (law/courts.py); the PcD
    figures stay the law's."""
    picked, court, law, found, version, day = _setting(law_id, vacancies, date, branch, kind)
    group_ids = [g.id for g in version.groups]
    rule = picked.pcd_at(day, kind)
    notes = _law_notes(law, found, day, branch, kind) + _pcd_notes(rule)
    alone = len(vacancies) == 1
    positions = [_position(rule, found, count, group_ids, alone) for count in vacancies]
    total = _total(rule, found, positions, group_ids)
    unchecked = _unchecked([found.basis] if found.basis else [], notes, positions, total)
    if unchecked:
        notes.append(
            step(
                "Texto não conferido aqui: o texto destas normas não está reproduzido no site, e os artigos citados "
                f"delas não puderam ser conferidos pela ferramenta: {'; '.join(unchecked)}. Confira no texto oficial."
            )
        )
    return {
        "law": picked.id,
        "law_title": law.title,
        "court_rule": court.id if court else None,
        "version": found.version.label if found.version else None,
        "date": day.isoformat(),
        "branch": branch,
        "kind": kind,
        "applies": found.applies,
        "reason": found.reason,
        "reason_basis": step(found.reason, found.basis) if found.basis else None,
        "notes": notes,
        "positions": positions,
        "total": total,
    }


def compute_positions(
    law_id: str, vacancies: list[int], date: dt.date | None = None, branch: str = "executivo", kind: str = "efetivo"
) -> list[dict]:
    """`compute(...)["positions"]`, without the total and the notes: the linter asks each cargo's count of these
    (a chunk of distinct counts at a time), and their total would be the sum of the counts, which no one reads."""
    picked, _, _, found, version, day = _setting(law_id, vacancies, date, branch, kind)
    group_ids = [g.id for g in version.groups]
    rule = picked.pcd_at(day, kind)
    alone = len(vacancies) == 1
    return [_position(rule, found, count, group_ids, alone) for count in vacancies]


def _setting(law_id: str, vacancies: list[int], date: dt.date | None, branch: str, kind: str) -> tuple:
    """The law asked, the court's rule that stands in for it (or None), the one applied, whether and how it
    applies, its version and the day: what `compute` reads every count under (the arguments checked)."""
    picked = get_law(law_id)
    check_vacancies(vacancies)
    check_branch(branch)
    check_kind(kind)
    day = date or dt.date.today()
    court = court_rule(picked, day, branch, kind)
    law = court or picked
    found = applicability(law, day, branch, kind)
    if court:
        found = Applicability(
            found.applies,
            court_reason(picked, court, day) + " " + found.reason.replace("A lei se aplica", "A resolução se aplica"),
            found.basis,
            found.version,
        )
    version = found.version or law.version_at(day, kind) or law.series(kind)[-1]
    return picked, court, law, found, version, day


def _law_notes(law: Law, found: Applicability, day: dt.date, branch: str, kind: str) -> list[dict]:
    """The readings adopted that concern this edital's branch, kind and date, each with its article."""
    # a later version's own reading for the branch (Lei 15.142's branch_notes) replaces the first act's (Lei 12.990's)
    own = found.version is not None and branch in found.version.branch_notes
    notes = (
        [interpretation(law.in_force[branch].interpretation, law.in_force[branch].basis)]
        if branch in law.in_force and law.in_force[branch].interpretation and not own
        else []
    )
    if found.version is not None and kind in ("temporario", "estagio") and found.version.kinds.interpretation:
        notes.append(interpretation(found.version.kinds.interpretation, found.version.kinds.basis))
    if found.applies:
        v = found.version
        notes += [note(p) for p in v.notes_at(day)]
        if branch in v.branch_notes:
            bn = v.branch_notes[branch]
            notes.append(
                interpretation(f"{bn.value} ({bn.interpretation})" if bn.interpretation else bn.value, bn.basis)
            )
        if v.base.interpretation:
            notes.append(interpretation(v.base.interpretation, v.base.basis))
        if law.sunset and law.sunset.interpretation:
            notes.append(interpretation(law.sunset.interpretation, law.sunset.basis))
    return notes


def _pcd_notes(rule: PcdRule | None) -> list[dict]:
    if rule is None:
        return []
    notes = [
        interpretation(p.interpretation, p.basis)
        for p in (rule.percent, rule.rounding, rule.base, rule.cap)
        if p is not None and p.interpretation
    ]
    return notes + [note(p) for p in rule.notes]


def _unchecked(bases: list[Citation], notes: list[dict], positions: list[dict], total: dict) -> list[str]:
    """The acts cited in the answer whose text is not on the site (in order of first citation)."""
    found: list[str] = []
    items = [step("", b) for b in bases] + notes + [s for p in positions for s in p["steps"]] + total["steps"]
    for item in items:
        if item.get("checked") is False:
            act = item["basis"].split(",")[0]
            if act not in found:
                found.append(act)
    return found
