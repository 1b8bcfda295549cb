"""Reports of lint results: human text (Portuguese), JSON, SARIF 2.1.0 and Markdown."""

from __future__ import annotations

import datetime as dt
import json

from cotacheck.present import ptbr
from cotacheck.linter.rules import RULES, SEVERITY_LABELS

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def _date(iso: str | None) -> str:
    return ptbr.date(dt.date.fromisoformat(iso)) if iso else "não identificada"


def _figure(value) -> str:
    return "—" if value is None else str(value)


def header_lines(result: dict) -> list[str]:
    d = result["detected"]
    law = result["law_title"] or "não identificada"
    how = " (informada)" if d["law_given"] else (f" ({d['law_how']}, linha {d['law_line']})" if d["law_line"] else "")
    date = _date(result["date"])
    date_how = " (informada)" if d["date_given"] else (f" ({d['date_how']}, linha {d['date_line']})" if d["date_line"] else "")
    if d["date_assumed"]:
        date += " — avaliado com a data de hoje; informe --date AAAA-MM-DD"
    lines = [f"Lei: {law}{how}", f"Publicação: {date}{date_how}"]
    if "reason" in d:
        lines.append(d["reason"])
    return lines


def format_text(result: dict) -> str:
    name = result["file"] or "edital"
    lines = [f"{name}"] + ["  " + l for l in header_lines(result)] + [""]
    if result["positions"]:
        lines.append("  Cargos (linha: vagas · reserva informada · exigida):")
        for p in result["positions"]:
            vagas = "cadastro de reserva" if p["cadastro_reserva"] else ptbr.vagas(p["vacancies"])
            mark = ""
            if p["reserved_required"] is not None and p["reserved_stated"] is not None and p["reserved_stated"] < p["reserved_required"]:
                mark = "  ← abaixo"
            elif p["reserved_required"] and p["reserved_stated"] is None:
                mark = "  ← não informada"
            lines.append(f"    {p['line']}: {p['name']} — {vagas} · informada {_figure(p['reserved_stated'])} · "
                         f"exigida {_figure(p['reserved_required'])}{mark}")
        lines.append("")
    for f in result["findings"]:
        where = f"{name}:{f['line']}" if f["line"] else name
        lines.append(f"{where}: {f['code']} [{SEVERITY_LABELS[f['severity']]}] {f['message']}")
        if f["basis"]:
            lines.append(f"    Base legal: {f['basis']}")
    s = result["summary"]
    lines.append("")
    lines.append(f"  {s['error']} erro(s), {s['warning']} aviso(s), {s['info']} informação(ões); {s['positions']} cargo(s).")
    return "\n".join(lines)


def public_json(result: dict) -> dict:
    """The documented JSON: the keys of the issue first, extra keys after."""
    return result


def to_json(results: list[dict]) -> str:
    return json.dumps(results, ensure_ascii=False, indent=2)


def to_sarif(results: list[dict]) -> dict:
    used = sorted({f["code"] for r in results for f in r["findings"]})
    rules = []
    index = {}
    for code in used:
        rule = RULES[code]
        index[code] = len(rules)
        rules.append({
            "id": rule.code,
            "name": rule.name,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.docs["what"] + " " + rule.docs["why"]},
            "help": {"text": rule.docs["why"] + " Quando ignorar: " + rule.docs["ignore"]},
            "defaultConfiguration": {"level": SARIF_LEVEL[rule.severity]},
            "properties": {"page": rule.url, "severity": rule.severity},  # site-relative: helpUri must be absolute
        })
    sarif_results = []
    artifacts = []
    for r in results:
        uri = r["file"] or "edital.txt"
        artifacts.append({"location": {"uri": uri}})
        for f in r["findings"]:
            location = {"physicalLocation": {"artifactLocation": {"uri": uri}}}
            if f["line"]:
                location["physicalLocation"]["region"] = {"startLine": f["line"]}
            item = {
                "ruleId": f["code"], "ruleIndex": index[f["code"]], "level": SARIF_LEVEL[f["severity"]],
                "message": {"text": f["message"]}, "locations": [location],
                "properties": {"basis": f["basis"], "position": f["position"], "law": r["law"]},
            }
            sarif_results.append(item)
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "cotacheck", "rules": rules}},
            "artifacts": artifacts,
            "results": sarif_results,
        }],
    }


def to_markdown(result: dict) -> str:
    """A report to download: cargos table and findings, with the legal basis."""
    name = result["file"] or "edital"
    out = [f"# Verificação de cotas: {name}", ""]
    out += [f"- {l}" for l in header_lines(result)] + [""]
    out += ["## Cargos", ""]
    if result["positions"]:
        out += ["| linha | cargo | vagas | reserva informada | reserva exigida | situação |", "| --- | --- | --- | --- | --- | --- |"]
        for p in result["positions"]:
            state = "—"
            if p["reserved_required"] is not None:
                if p["reserved_stated"] is None:
                    state = "não informada" if p["reserved_required"] else "sem reserva exigida"
                elif p["reserved_stated"] < p["reserved_required"]:
                    state = "abaixo do exigido"
                elif p["reserved_stated"] > p["reserved_required"]:
                    state = "acima do exigido"
                else:
                    state = "confere"
            vagas = "CR" if p["cadastro_reserva"] else str(p["vacancies"])
            cargo = p["name"].replace("|", "\\|")
            out.append(f"| {p['line']} | {cargo} | {vagas} | {_figure(p['reserved_stated'])} | {_figure(p['reserved_required'])} | {state} |")
    else:
        out.append("Nenhum cargo reconhecido.")
    out += ["", "## Achados", ""]
    if not result["findings"]:
        out.append("Nenhum achado.")
    for f in result["findings"]:
        where = f"linha {f['line']}" if f["line"] else "edital"
        out.append(f"- **{f['code']} {f['name']}** ({SEVERITY_LABELS[f['severity']]}, {where}): {f['message']}"
                   + (f" *Base legal: {f['basis']}.*" if f["basis"] else ""))
    out += ["", "Verificação automática: confira no edital cada achado antes de concluir. Gerado por cotacheck."]
    return "\n".join(out) + "\n"
