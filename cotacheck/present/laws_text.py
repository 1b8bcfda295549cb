"""The laws, their versions and dates: as JSON-ready data and as text (`cotacheck laws`)."""

from __future__ import annotations

from cotacheck.law.lawbook import BASES, BRANCHES, CONFIDENCE, KINDS, LAWS
from cotacheck.present import ptbr
from cotacheck.present.labels import MODES


def laws_as_data() -> list[dict]:
    """The laws, their versions and dates, as JSON-ready data (also shown by the site)."""
    out = []
    for law in LAWS.values():
        out.append(
            {
                "id": law.id,
                "name": law.name,
                "title": law.title,
                "summary": law.summary,
                "branches": [
                    {"branch": f.branch, "from": f.start.isoformat(), "basis": f.basis.text}
                    for f in law.in_force.values()
                ],
                "sunset": law.sunset.value.isoformat() if law.sunset else None,
                "versions": [
                    {
                        "id": v.id,
                        "label": v.label,
                        "from": v.start.isoformat(),
                        "to": v.end.isoformat() if v.end else None,
                        "percent": str(v.percent.value),
                        "groups": {g.id: str(g.percent.value) for g in v.groups},
                        "threshold": v.threshold.value,
                        "rounding": v.rounding.value,
                        "base": v.base.value,
                        "floor": v.floor.value,
                        "kinds": list(v.kinds.value),
                    }
                    for v in law.versions
                ],
                "pcd": [
                    {
                        "from": r.start.isoformat(),
                        "to": r.end.isoformat() if r.end else None,
                        "percent": str(r.percent.value),
                        "rounding": r.rounding.value,
                        "base": r.base.value,
                        "cap": str(r.cap.value) if r.cap else None,
                        "confidence": r.confidence,
                    }
                    for r in law.pcd
                ],
            }
        )
    return out


def format_laws() -> str:
    lines = []
    for law in LAWS.values():
        lines.append(f"{law.id}: {law.title}")
        lines.append(f"  {law.summary}")
        for f in law.in_force.values():
            lines.append(f"  Em vigor para o {BRANCHES[f.branch]} desde {ptbr.date(f.start)} [{f.basis.text}]")
        if law.sunset:
            lines.append(f"  Vigência até {ptbr.date(law.sunset.value)} [{law.sunset.basis.text}]")
        for v in law.versions:
            period = f"de {ptbr.date(v.start)}" + (f" até {ptbr.date(v.end)}" if v.end else " em diante")
            groups = ", ".join(f"{g.label} {ptbr.percent(g.percent.value)}" for g in v.groups)
            lines.append(
                f"  - {v.label} (editais publicados {period}): {ptbr.percent(v.percent.value)}"
                f"{' no mínimo' if v.floor.value else ''} ({groups}); a partir de {v.threshold.value} vagas; "
                f"{MODES[v.rounding.value]}; {BASES[v.base.value]}; {', '.join(KINDS[k] for k in v.kinds.value)}"
            )
        for r in law.pcd:
            period = f"de {ptbr.date(r.start)}" + (f" até {ptbr.date(r.end)}" if r.end else " em diante")
            cap = f"; limite de {ptbr.percent(r.cap.value)}" if r.cap else ""
            lines.append(
                f"  - PcD ({period}): {ptbr.percent(r.percent.value)}; {MODES[r.rounding.value]}; "
                f"{BASES[r.base.value]}{cap} [{r.percent.basis.text}; confiança {CONFIDENCE[r.confidence]}]"
            )
        lines.append("")
    return "\n".join(lines).rstrip()
