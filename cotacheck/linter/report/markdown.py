"""The lint result as a Markdown report to download (the web page's "baixar relatório")."""

from __future__ import annotations

from cotacheck.linter.report.text import figure, header_lines
from cotacheck.present.labels import SEVERITY_LABELS


def to_markdown(result: dict) -> str:
    """A report to download: cargos table and findings, with the legal basis."""
    name = result["file"] or "edital"
    out = [f"# Verificação de cotas: {name}", ""]
    out += [f"- {line}" for line in header_lines(result)] + [""]
    if result.get("corrected_by_hand"):
        names = ", ".join(f"“{name}”" for name in result["corrected_by_hand"])
        out += [f"Cargos corrigidos à mão pelo leitor (valem os números informados, não os lidos): {names}.", ""]
    out += ["## Cargos", ""]
    if result["positions"]:
        out += [
            "| linha | cargo | vagas | reserva informada | reserva exigida | situação |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
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
            out.append(
                f"| {p['line']} | {cargo} | {vagas} | {figure(p['reserved_stated'])} | "
                f"{figure(p['reserved_required'])} | {state} |"
            )
    else:
        out.append("Nenhum cargo reconhecido.")
    out += ["", "## Achados", ""]
    if not result["findings"]:
        out.append("Nenhum achado.")
    for f in result["findings"]:
        where = f"linha {f['line']}" if f["line"] else "edital"
        out.append(
            f"- **{f['code']} {f['name']}** ({SEVERITY_LABELS[f['severity']]}, {where}): {f['message']}"
            + (f" *Base legal: {f['basis']}.*" if f["basis"] else "")
        )
    out += ["", "Verificação automática: confira no edital cada achado antes de concluir. Gerado por cotacheck."]
    return "\n".join(out) + "\n"
