"""The order and the allocation as text for the terminal (`cotacheck order`, `cotacheck allocate`)."""

from __future__ import annotations

import datetime as dt

from cotacheck.law.lawbook import BRANCHES, KINDS
from cotacheck.nomination.conventions import MAX_CALLS
from cotacheck.present import ptbr
from cotacheck.present.labels import AMPLA, LIST_CODES
from cotacheck.present.labels import list_label as label


def strip_text(calls: list[dict], per_line: int = 10) -> list[str]:
    """The numbered strip: "  1 A   2 A   3 N …", one letter per list, reserved calls marked with *."""
    lines, row = [], []
    for item in calls:
        mark = LIST_CODES[item["list"]] + ("*" if item["list"] != AMPLA else " ")
        row.append(f"{item['call']:>6} {mark}")
        if len(row) == per_line:
            lines.append("".join(row))
            row = []
    if row:
        lines.append("".join(row))
    return lines


def _c(item: dict) -> str:
    return f"{item['text']} [{item['basis']}]" if item.get("basis") else item["text"]


def _header(result: dict) -> list[str]:
    lines = [
        result["law_title"] + (f" — {result['version']}" if result["version"] else ""),
        f"Edital publicado em {ptbr.date(dt.date.fromisoformat(result['date']))} · {BRANCHES[result['branch']]} · "
        f"{KINDS[result['kind']]}",
    ]
    if not result["applies"]:
        lines.append(_c(result["reason"]))
    lines.append(f"Ordem das vagas reservadas: {result['convention_label']}")
    return lines


def _nth(n: int) -> str:
    """The n-th person named: "18ª", "1.000ª" (feminine: "a 18ª pessoa nomeada")."""
    return f"{ptbr.number(n)}ª"


def candidate_answer(view: dict, vacancies: int | None = None) -> str:
    """The candidate's answer in words they use: "você é a 18ª pessoa nomeada", not "a 18ª chamada"
    (which reads as the 18th call round); the worst case (no withdrawals ahead) and the best case
    (those ahead reached by the general list), against the cargo's vacancies when given."""
    worst, best = view["calls_needed"], view["best_case"]
    if not worst:
        return f"Com os dados informados, a sua posição não é alcançada em {ptbr.number(MAX_CALLS)} nomeações."
    earlier = best is not None and best < worst
    ahead = "se quem está à sua frente na lista reservada entrar pela ampla concorrência"
    if vacancies is None:
        text = f"Sem desistências à sua frente, você é no máximo a {_nth(worst)} pessoa nomeada no cargo."
        return text + (f" No melhor caso, a {_nth(best)}, {ahead}." if earlier else "")
    within = f"dentro {'da' if vacancies == 1 else 'das'} {ptbr.vagas(vacancies)}"
    if worst <= vacancies:
        text = f"Com {ptbr.vagas(vacancies)}, você é nomeado(a): no máximo a {_nth(worst)} pessoa nomeada, {within}."
        return text + (f" No melhor caso, a {_nth(best)}, {ahead}." if earlier else "")
    text = (
        f"Com {ptbr.vagas(vacancies)}, no pior caso você fica fora delas: sem desistências à sua frente, "
        f"é a {_nth(worst)} pessoa nomeada no cargo."
    )
    if earlier and best <= vacancies:
        return text + f" No melhor caso, a {_nth(best)}, {within}, {ahead}."
    return text + " A sua vez só chega com desistências à sua frente ou vagas novas durante a validade do concurso."


def format_order(result: dict, view: dict | None = None) -> str:
    present = [lst for lst in LIST_CODES if lst == AMPLA or lst in result["positions"]]
    legend = ", ".join(f"{LIST_CODES[lst]} = {label(lst)}" for lst in present)
    lines = _header(result) + [
        "",
        f"Ordem de {ptbr.plural(result['count'], 'chamada', 'chamadas')} ({legend}; * = reservada):",
    ]
    lines += strip_text(result["calls"]) + [""]
    lines += [_c(s) for s in result["steps"]]
    for col in result["collisions"]:
        lines.append(
            f"Chamada {col['call']}: {label(col['chosen'])} e {', '.join(label(d) for d in col['deferred'])} "
            f"pedem a mesma chamada; vai a {label(col['chosen'])} (regra de colisão abaixo)."
        )
    if view:
        lines += ["", "Quando serei chamado(a)?", candidate_answer(view)] + [_c(s) for s in view["steps"]]
    lines += ["", "Observações:"] + [f"  - {_c(n)}" for n in result["interpretations"]]
    lines += ["  Fontes dessa ordem das vagas reservadas:"] + [
        f"    {s['title']}: {s['url']}" for s in result["sources"]
    ]
    return "\n".join(lines)


def format_allocation(result: dict) -> str:
    lines = _header(result)
    lines.append(
        f"{ptbr.vagas(result['vacancies'])}"
        + (f" + {result['new_vacancies']} novas" if result["new_vacancies"] else "")
        + f", {result['candidates']} candidatos classificados"
    )
    lines += ["", "Nomeações, na ordem das chamadas:"]
    for a in result["appointed"]:
        lines.append(f"{a['call']:>6}. {a['id']} — {label(a['list'])}: {_c(a)}")
        for extra in a.get("notes", []):
            lines.append(f"        {_c(extra)}")
    for title, key in (
        ("Desistências", "withdrawn"),
        ("Vagas revertidas à ampla concorrência", "reverted"),
        ("Vagas não preenchidas", "unfilled"),
        ("Ajustes", "adjustments"),
    ):
        if result[key]:
            lines += ["", f"{title}:"] + [f"  - {_c(item)}" for item in result[key]]
    lines += ["", "Totais: " + " · ".join(f"{label(lst)}: {n}" for lst, n in result["counts"].items())]
    lines += ["", "Observações:"] + [f"  - {_c(n)}" for n in result["interpretations"]]
    return "\n".join(lines)
