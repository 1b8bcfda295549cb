"""The lint result as Portuguese text for the terminal, and the header the other formats share.

The text goes to a terminal: what came from the edital (names, messages quoting it) is printed
without its escape sequences and control characters (`safe.plain`), so that a file cannot move the
cursor, recolour the screen or plant a hyperlink.
"""

from __future__ import annotations

import datetime as dt

from cotacheck.linter.report.safe import plain
from cotacheck.present import ptbr
from cotacheck.present.labels import SEVERITY_LABELS


def _date(iso: str | None) -> str:
    return ptbr.date(dt.date.fromisoformat(iso)) if iso else "não identificada"


def figure(value) -> str:
    return "—" if value is None else str(value)


def issuer_line(issuer: dict) -> str:
    """ "Emissor: Prefeitura Municipal de Anápolis (municipal, GO), linha 1, por “prefeitura”"."""
    if issuer["name"] is None:
        return "Emissor: não identificado no cabeçalho"
    sphere = issuer["sphere"] or "esfera incerta"
    state = f", {issuer['state'].upper()}" if issuer["state"] else ""
    return f"Emissor: {issuer['name']} ({sphere}{state}), linha {issuer['line']}, por “{issuer['words']}”"


def header_lines(result: dict) -> list[str]:
    d = result["detected"]
    law = result["law_title"] or "não identificada"
    if result["law_title"] is None and (d.get("issuer") or {}).get("sphere") and d["law_line"]:
        law = "nenhuma das leis modeladas vincula o emissor (vale a regra do próprio edital)"
    how = " (informada)" if d["law_given"] else (f" ({d['law_how']}, linha {d['law_line']})" if d["law_line"] else "")
    date = _date(result["date"])
    date_how = (
        " (informada)" if d["date_given"] else (f" ({d['date_how']}, linha {d['date_line']})" if d["date_line"] else "")
    )
    if d["date_assumed"]:
        date += " — avaliado com a data de hoje; informe --date AAAA-MM-DD"
    lines = [f"Lei: {law}{how}", f"Publicação: {date}{date_how}"]
    if d.get("issuer") is not None:
        lines.append(issuer_line(d["issuer"]))
    if "reason" in d:
        lines.append(d["reason"])
    lines += d.get("params_notes") or []
    lines += [n["text"] for n in result.get("interpretations") or []]
    return lines


def format_text(result: dict) -> str:
    name = result["file"] or "edital"
    lines = [f"{name}"] + ["  " + line for line in header_lines(result)] + [""]
    if result["positions"]:
        lines.append("  Cargos (linha: vagas · reserva informada · exigida):")
        for p in result["positions"]:
            vagas = "cadastro de reserva" if p["cadastro_reserva"] else ptbr.vagas(p["vacancies"])
            mark = ""
            if (
                p["reserved_required"] is not None
                and p["reserved_stated"] is not None
                and p["reserved_stated"] < p["reserved_required"]
            ):
                mark = "  ← abaixo"
            elif p["reserved_required"] and p["reserved_stated"] is None:
                mark = "  ← não informada"
            lines.append(
                f"    {p['line']}: {p['name']} — {vagas} · informada {figure(p['reserved_stated'])} · "
                f"exigida {figure(p['reserved_required'])}{mark}"
            )
        lines.append("")
    for f in result["findings"]:
        where = f"{name}:{f['line']}" if f["line"] else name
        lines.append(f"{where}: {f['code']} [{SEVERITY_LABELS[f['severity']]}] {f['message']}")
        if f["basis"]:
            lines.append(f"    Base legal: {f['basis']}")
    s = result["summary"]
    lines.append("")
    lines.append(
        f"  {s['error']} erro(s), {s['warning']} aviso(s), {s['info']} informação(ões); {s['positions']} cargo(s)."
    )
    return plain("\n".join(lines))
