"""The reserve computed by `compute()` as text for the terminal (`cotacheck reserve`)."""

from __future__ import annotations

import datetime as dt

from cotacheck.law.lawbook import BRANCHES, KINDS
from cotacheck.present import ptbr
from cotacheck.present.labels import group_label


def _cited(item: dict) -> str:
    return f"{item['text']} [{item['basis']}]" if item.get("basis") else item["text"]


#: Lei 15.142's reserve, as one group (before Decreto 12.536) or split among three (the decree).
_LEI_15142 = ("pretos_pardos_indigenas_quilombolas",)
_LEI_15142_SPLIT = {"pretos_pardos", "indigenas", "quilombolas"}


def reserve_name(groups) -> str:
    """Whom the reserve is for, in the law's own words: "negros" (Goiás, RN, Lei 12.990) or, under Lei 15.142
    (with or without the decree's split), "pessoas pretas e pardas, indígenas e quilombolas"."""
    ids = list(groups)
    if ids == ["negros"]:
        return "negros"
    if tuple(ids) == _LEI_15142 or set(ids) == _LEI_15142_SPLIT:
        return group_label(_LEI_15142[0])
    names = [group_label(g) for g in ids]
    return ", ".join(names[:-1]) + " e " + names[-1] if len(names) > 1 else names[0]


def _figures(part: dict, pcd: bool = True) -> str:
    groups = part["reserved_by_group"]
    by_group = ""
    if len(groups) > 1:
        by_group = " (" + ", ".join(f"{group_label(g)}: {n}" for g, n in groups.items()) + ")"
    return (
        f"Reserva para {reserve_name(groups)}: {part['reserved']}{by_group} · "
        f"PcD: {part['pcd'] if pcd else 'não calculada'} · Ampla concorrência: {part['open']}"
    )


def format_reserve(result: dict) -> str:
    date = ptbr.date(dt.date.fromisoformat(result["date"]))
    lines = [
        result["law_title"] + (f" — {result['version']}" if result["version"] else ""),
        f"Edital publicado em {date} · {BRANCHES[result['branch']]} · {KINDS[result['kind']]}"
        if result["branch"]
        else f"Data: {date} (parâmetros informados: a lei não é identificada, nem Poder ou tipo de vaga)",
        _cited(result["reason_basis"]) if result["reason_basis"] else result["reason"],
        "",
    ]
    positions = result["positions"]
    pcd = result["law"] != "outra"  # a law given by its parameters holds the racial rule only
    for number, part in enumerate(positions, 1):
        lines.append(
            f"Cargo {number}: {ptbr.vagas(part['vacancies'])}"
            if len(positions) > 1
            else ptbr.vagas(part["vacancies"]).capitalize()
        )
        lines += [f"  {_cited(s)}" for s in part["steps"]]
        lines += [f"  {_figures(part, pcd)}", ""]
    if len(positions) > 1:
        lines.append(f"Total: {ptbr.vagas(result['total']['vacancies'])}")
        lines += [f"  {_cited(s)}" for s in result["total"]["steps"]]
        lines += [f"  {_figures(result['total'], pcd)}", ""]
    if result["notes"]:
        lines.append("Observações:")
        lines += [f"  - {_cited(n)}" for n in result["notes"]]
    return "\n".join(lines).rstrip()


# --- laws ------------------------------------------------------------------------------------------
