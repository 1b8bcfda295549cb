"""The order and the allocation as text for the terminal (`cotacheck order`, `cotacheck allocate`)."""

from __future__ import annotations

import datetime as dt

from cotacheck.law.lawbook import BRANCHES, KINDS
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
    lines.append(f"Convenção: {result['convention_label']}")
    return lines


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
        lines += ["", "Quando serei chamado(a)?"] + [_c(s) for s in view["steps"]]
    lines += ["", "Observações:"] + [f"  - {_c(n)}" for n in result["interpretations"]]
    lines += ["  Fontes da convenção:"] + [f"    {s['title']}: {s['url']}" for s in result["sources"]]
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
