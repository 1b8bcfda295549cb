"""The lint result as Portuguese text for the terminal, and the header the other formats share.

The text goes to a terminal: what came from the edital (names, messages quoting it) is printed
without its escape sequences and control characters (`safe.plain`), so that a file cannot move the
cursor, recolour the screen or plant a hyperlink.
"""

from __future__ import annotations

import datetime as dt

from cotacheck.linter.check.branch_reading import branch_line
from cotacheck.linter.check.readings import full_message
from cotacheck.linter.facts.issuer import SPHERE_LABELS
from cotacheck.linter.report.safe import plain
from cotacheck.linter.report.triage import title
from cotacheck.linter.tables.given_roles import given_line
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
    sphere = SPHERE_LABELS.get(issuer["sphere"] or "", "esfera incerta")
    state = f", {issuer['state'].upper()}" if issuer["state"] else ""
    return f"Emissor: {issuer['name']} ({sphere}{state}), linha {issuer['line']}, por “{issuer['words']}”"


def header_lines(result: dict) -> list[str]:
    d = result["detected"]
    law = result["law_title"] or "não identificada"
    if result["law_title"] is None and (d.get("issuer") or {}).get("sphere") == "fora":
        law = "nenhuma lei de cotas alcança o emissor, fora da administração pública (vale a regra do próprio edital)"
    elif result["law_title"] is None and (d.get("issuer") or {}).get("sphere") and d["law_line"]:
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
    if d.get("branch") and (d.get("issuer") or {}).get("sphere") != "fora":  # outside the administration: no Poder
        lines.append(f"Poder: {branch_line(d)}")
    if "reason" in d:
        lines.append(d["reason"])
    lines += d.get("params_notes") or []
    lines += [n["text"] for n in result.get("interpretations") or []]
    if result.get("columns_given"):
        lines.append(given_line(result["columns_given"]))
    return lines


def uncertain_row(p: dict) -> bool:
    """A cargo read with doubt (a row the reader corrected is confirmed): its verdict waits on a check."""
    return p.get("confidence") == "uncertain"


def pending_line(result: dict) -> str | None:
    """The rows read with doubt and the findings resting on them, in words (None when there are none):
    the verdict waits on them, and every report says so next to its counts."""
    rows = sum(1 for p in result["positions"] if uncertain_row(p))
    findings = sum(1 for f in result["findings"] if f.get("uncertain_reading"))
    if not rows and not findings:
        return None
    return (
        f"A conferir: {rows} de {len(result['positions'])} cargo(s) lidos com incerteza e {findings} achado(s) que "
        "dependem deles. O resultado só vale depois de conferir esses números no edital."
    )


def cargo_total_line(c: dict) -> str:
    """ "ANALISTA: 150 vagas em 13 partes · informada 44 · exigida 30" (the law's threshold is checked per
    cargo, so this is the figure a reader compares with the law), with its doubt when it has one."""
    doubt = f" ← a conferir ({c['confidence_reason']})" if c.get("confidence") == "uncertain" else ""
    return (
        f"{c['name']}: {ptbr.vagas(c['vacancies'])} em {c['slices']} partes · informada "
        f"{figure(c['reserved_stated'])} · exigida {figure(c['reserved_required'])}{doubt}"
    )


def cargo_readings(result: dict) -> list[str]:
    """The readings the cargo totals name (one, "cargo-total"), in words, from the report's `readings`."""
    known = result.get("readings") or {}
    keys = dict.fromkeys(c.get("interpretation") for c in result.get("cargos") or ())
    return [
        f"Interpretação adotada: {r['adopted']}. Outra leitura: {r['other']}."
        for r in (known.get(k) for k in keys)
        if r
    ]


def format_text(result: dict) -> str:
    name = result["file"] or "edital"
    lines = [f"{name}"] + ["  " + line for line in header_lines(result)] + [""]
    if result["positions"]:
        lines.append("  Cargos (linha: vagas · reserva informada · exigida):")
        for p in result["positions"]:
            vagas = "cadastro de reserva" if p["cadastro_reserva"] else ptbr.vagas(p["vacancies"])
            mark = ""
            if uncertain_row(p):
                mark = "  ← a conferir (leitura incerta)"
            elif (
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
    if result.get("cargos"):
        lines.append("  Totais por cargo (soma das partes; linha: vagas · reserva informada · exigida):")
        lines += [f"    {c['line']}: {cargo_total_line(c)}" for c in result["cargos"]]
        lines += [f"    {reading}" for reading in cargo_readings(result)]
        lines.append("")
    for f in result["findings"]:
        where = f"{name}:{f['line']}" if f["line"] else name
        named = f"{f['code']} {title(f['code'])}".rstrip()
        lines.append(f"{where}: {named} [{SEVERITY_LABELS[f['severity']]}] {full_message(f, result)}")
        if f["basis"]:
            lines.append(f"    Base legal: {f['basis']}")
    s = result["summary"]
    lines.append("")
    lines.append(
        f"  {s['error']} erro(s), {s['warning']} aviso(s), {s['info']} informação(ões); {s['positions']} cargo(s)."
    )
    if pending_line(result):
        lines.append(f"  {pending_line(result)}")
    return plain("\n".join(lines))
