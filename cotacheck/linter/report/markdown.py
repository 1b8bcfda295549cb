"""The lint result as a Markdown report to download (the web page's "baixar relatório").

Every text from the edital or the file name (cargos, messages quoting them, the header) is escaped
(`safe.markdown`): a viewer shows it as text, never as HTML, an image or a link.
"""

from __future__ import annotations

from cotacheck.linter.check.readings import full_message
from cotacheck.linter.report.safe import markdown as md
from cotacheck.linter.report.text import (
    cargo_readings,
    cargo_total_line,
    figure,
    header_lines,
    pending_line,
    uncertain_row,
)
from cotacheck.linter.report.triage import by_severity, counts_line, title
from cotacheck.present.labels import SEVERITY_LABELS


def _state(p: dict) -> str:
    if uncertain_row(p):
        return "a conferir (leitura incerta)"
    if p["reserved_required"] is None:
        return "—"
    if p["reserved_stated"] is None:
        return "não informada" if p["reserved_required"] else "sem reserva exigida"
    if p["reserved_stated"] < p["reserved_required"]:
        return "abaixo do exigido"
    if p["reserved_stated"] > p["reserved_required"]:
        return "acima do exigido"
    return "confere"


def to_markdown(result: dict) -> str:
    """A report to download: cargos table and findings (errors first: `triage`), with the legal basis."""
    name = result["file"] or "edital"
    out = [f"# Verificação de cotas: {md(name)}", ""]
    out += [f"- {md(line)}" for line in header_lines(result)] + [""]
    if pending_line(result):
        out += [f"> **{pending_line(result)}**", ""]
    if result.get("corrected_by_hand"):
        names = ", ".join(f"“{md(name)}”" for name in result["corrected_by_hand"])
        out += [f"Cargos corrigidos à mão pelo leitor (valem os números informados, não os lidos): {names}.", ""]
    out += ["## Cargos", ""]
    if result["positions"]:
        out += [
            "| linha | cargo | vagas | reserva informada | reserva exigida | situação |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for p in result["positions"]:
            vagas = "CR" if p["cadastro_reserva"] else str(p["vacancies"])
            out.append(
                f"| {p['line']} | {md(p['name'])} | {vagas} | {figure(p['reserved_stated'])} | "
                f"{figure(p['reserved_required'])} | {_state(p)} |"
            )
    else:
        out.append("Nenhum cargo reconhecido.")
    if result.get("cargos"):
        out += ["", "## Totais por cargo (soma das partes)", ""]
        out += [f"- linha {c['line']}: {md(cargo_total_line(c))}" for c in result["cargos"]]
        out += [item for reading in cargo_readings(result) for item in ("", md(reading))]
    out += ["", "## Achados", ""]
    if not result["findings"]:
        out.append("Nenhum achado.")
    else:
        out += [f"**{counts_line(result['findings'])}** (erros primeiro).", ""]
    for f in by_severity(result["findings"]):
        where = f"linha {f['line']}" if f["line"] else "edital"
        out.append(
            f"- **{f['code']} {title(f['code']) or f['name']}** ({SEVERITY_LABELS[f['severity']]}, {where}"
            + ("; a conferir" if f.get("uncertain_reading") else "")
            + f"): {md(full_message(f, result))}"
            + (f" *Base legal: {md(f['basis'])}.*" if f["basis"] else "")
        )
    out += ["", "Verificação automática: confira no edital cada achado antes de concluir. Gerado por cotacheck."]
    return "\n".join(out) + "\n"
