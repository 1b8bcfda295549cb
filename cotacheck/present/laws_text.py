"""`cotacheck laws`: the laws, their versions, dates and readings, as data and as text.

The same facts the calculator applies (`calculator.compute`) and the law pages show
(`templates/law.html`): each version with its own entry into force and rule for editais published
before it, the base of the reserve with the reading adopted, the reading adopted per branch, and the
PcD rules per kind of vacancy, with start dates marked when they could not be confirmed.
"""

from __future__ import annotations

from cotacheck.law.lawbook import (
    BASES,
    BRANCHES,
    CONFIDENCE,
    COURT_RULE_ID,
    KINDS,
    LAWS,
    Citation,
    Law,
    Param,
    PcdRule,
    Version,
    branch_phrase,
)
from cotacheck.present import ptbr
from cotacheck.present.labels import MODES


def _cite(c: Citation | None) -> str | None:
    return c.text if c else None


def _param(p: Param | None) -> dict | None:
    if p is None:
        return None
    return {
        "text": p.value if isinstance(p.value, str) else None,
        "basis": p.basis.text,
        "checked": p.basis.checked,
        "interpretation": p.interpretation,
        "to": p.until.isoformat() if p.until else None,
    }


def period(start, end) -> str:
    """ "de 04/06/2025 em diante"; an unknown start reads "desde data não conferida"."""
    first = f"de {ptbr.date(start)}" if start else "desde data não conferida"
    return first + (f" até {ptbr.date(end)}" if end else " em diante")


#: Said with the list of laws: the laws not modelled can still be checked with their parameters.
OTHER_LAWS = (
    "Outras leis (de outros estados, municípios ou órgãos) não são modeladas: para elas, use --law outra com os "
    "parâmetros da lei (--percent, --groups, --threshold, --rounding, --base), por exemplo "
    "cotacheck reserve 12 5 --law outra --percent 16; num edital, cotacheck lint ARQUIVO --law outra usa a regra "
    "que o próprio edital declara para o que não for informado. Nenhum artigo é citado nesse caso."
)


def texts_held(law) -> list[dict]:
    """The acts of `law` whose text the project holds (seeds/, shown on the law's page) and those it does not."""
    return [{"id": i.id, "title": i.short, "text_held": i.checked, "url": i.url} for i in law.instruments.values()]


def modelled_laws() -> dict:
    """`cotacheck laws --json`'s summary: which laws are modelled, and how to check the others."""
    return {
        "modelled": [{"id": law.id, "title": law.title, "texts": texts_held(law)} for law in LAWS.values()],
        "other_laws": {"law": "outra", "how": OTHER_LAWS},
    }


def laws_as_data() -> list[dict]:
    """The laws, their versions and dates, as JSON-ready data (also shown by the site)."""
    return [_law_data(law) for law in LAWS.values()]


def _law_data(law: Law) -> dict:
    return {
        "id": law.id,
        "name": law.name,
        "title": law.title,
        "summary": law.summary,
        # the CNJ's rule is no --law: it gives the figures of every court's edital by itself (law/courts.py)
        "court_rule": law.id == COURT_RULE_ID,
        "prior_editais": _cite(law.prior_editais),
        "branches": [
            {"branch": f.branch, "from": f.start.isoformat(), "basis": f.basis.text, "interpretation": f.interpretation}
            for f in law.in_force.values()
        ],
        "sunset": law.sunset.value.isoformat() if law.sunset else None,
        "versions": [_version_data(v, law) for v in law.versions],
        # rules of their own for some kinds of post (federal internships: Decreto nº 9.427/2018)
        "kind_versions": [_version_data(v, law) for v in law.kind_versions],
        "pcd": [_pcd_data(r) for r in law.pcd],
        "unchecked": [i.short for i in law.instruments.values() if not i.checked],
    }


def _version_data(v: Version, law: Law) -> dict:
    """Figures as strings where they are fractions, so the JSON stays exact."""
    return {
        "id": v.id,
        "label": v.label,
        "from": v.start.isoformat(),
        "to": v.end.isoformat() if v.end else None,
        "entry": _cite(v.entry),
        # what puts this version in force: the decree for Lei 15.142's second version, not the law's art. 14
        "start_basis": _cite(law.start_basis(v)) if v.entry else None,
        "prior_editais": _cite(v.prior_editais),
        "percent": str(v.percent.value),
        "groups": {g.id: str(g.percent.value) for g in v.groups},
        "threshold": v.threshold.value,
        "rounding": v.rounding.value,
        "base": v.base.value,
        "base_interpretation": v.base.interpretation,
        "floor": v.floor.value,
        "kinds": list(v.kinds.value),
        "kinds_interpretation": v.kinds.interpretation,
        "notes": [_param(n) for n in v.notes],
        "branch_notes": {b: _param(n) for b, n in v.branch_notes.items()},
        "branches": list(v.branches.value) if v.branches else None,
    }


def _pcd_data(r: PcdRule) -> dict:
    return {
        "from": r.start.isoformat() if r.start else None,
        "to": r.end.isoformat() if r.end else None,
        "kinds": list(r.kinds),
        "percent": str(r.percent.value),
        "rounding": r.rounding.value,
        "base": r.base.value,
        "cap": str(r.cap.value) if r.cap else None,
        "basis": r.percent.basis.text,
        "confidence": r.confidence,
        "note": r.note,
        "interpretations": [p.interpretation for p in (r.percent, r.rounding, r.base) if p.interpretation],
    }


def _note(p: Param) -> str:
    text = p.value if isinstance(p.value, str) else ""
    if p.interpretation:
        text += (
            f" (interpretação adotada: {p.interpretation})"
            if not p.interpretation.startswith(("interpretação", "leitura"))
            else f" ({p.interpretation})"
        )
    return f"{text} [{p.basis.text}]"


#: Said of the CNJ's rule in the list: no --law, it takes the place of the law picked in a court's edital.
COURT_RULE_NOTE = (
    "regra do Poder Judiciário, não uma opção de --law: com --branch judiciario, ela dá os números de todo "
    "tribunal (federal ou estadual) a partir da Resolução CNJ nº 657/2025 (editais desde 24/11/2025), e antes dela onde "
    "a lei escolhida não alcança o tribunal (Goiás)."
)


def _texts_held_lines(law: Law) -> list[str]:
    held = [i.short for i in law.instruments.values() if i.checked]
    missing = [i.short for i in law.instruments.values() if not i.checked]
    lines = [f"  {law.id}: {law.title}"] + ([f"    {COURT_RULE_NOTE}"] if law.id == COURT_RULE_ID else [])
    lines.append(f"    texto guardado: {', '.join(held) or 'nenhum'}")
    if missing:
        lines.append(f"    citados sem o texto guardado (confira no texto oficial): {', '.join(missing)}")
    return lines


def format_laws() -> str:
    lines = ["Leis modeladas (com o texto que o cotacheck guarda de cada uma):"]
    for law in LAWS.values():
        lines += _texts_held_lines(law)
    lines += ["", OTHER_LAWS, ""]
    for law in LAWS.values():
        lines.append(f"{law.id}: {law.title}")
        lines.append(f"  {law.summary}")
        for f in law.in_force.values():
            line = f"  Em vigor para {branch_phrase(f.branch)} desde {ptbr.date(f.start)} [{f.basis.text}]"
            if f.interpretation:
                line += f". Interpretação adotada: {f.interpretation}"
            lines.append(line)
        lines.append(f"  Editais publicados antes da entrada em vigor: a lei não se aplica [{law.prior_editais.text}]")
        if law.sunset:
            lines.append(f"  Vigência até {ptbr.date(law.sunset.value)} [{law.sunset.basis.text}]")
        for v in law.all_versions():
            lines += _version_lines(v, law)
        for r in law.pcd:
            cap = f"; limite de {ptbr.percent(r.cap.value)}" if r.cap else ""
            kinds = ", ".join(KINDS[k] for k in r.kinds)
            lines.append(
                f"  - PcD ({period(r.start, r.end)}; {kinds}): {ptbr.percent(r.percent.value)}; "
                f"{MODES[r.rounding.value]}; "
                f"{BASES[r.base.value]}{cap} [{r.percent.basis.text}; confiança {CONFIDENCE[r.confidence]}]"
            )
            for p in (r.percent, r.rounding, r.base):
                if p.interpretation:
                    lines.append(f"      Interpretação adotada: {p.interpretation}")
        unchecked = [i.short for i in law.instruments.values() if not i.checked]
        if unchecked:
            lines.append(f"  Texto não conferido aqui (não reproduzido no site): {'; '.join(unchecked)}")
        lines.append("")
    return "\n".join(lines).rstrip()


def _version_lines(v: Version, law: Law) -> list[str]:
    """One version (or a kind's own rule) of a law, for `cotacheck laws`: figures, dates, readings adopted."""
    lines = []
    groups = ", ".join(f"{g.label} {ptbr.percent(g.percent.value)}" for g in v.groups)
    lines.append(
        f"  - {v.label} (editais publicados {period(v.start, v.end)}): {ptbr.percent(v.percent.value)}"
        f"{' no mínimo' if v.floor.value else ''} ({groups}); a partir de {v.threshold.value} vagas; "
        f"{MODES[v.rounding.value]}; {BASES[v.base.value]}; {', '.join(KINDS[k] for k in v.kinds.value)}"
    )
    if v.entry:
        lines.append(f"      Em vigor desde {ptbr.date(v.start)} [{law.start_basis(v).text}]")
    if v.branches:
        only = " e ".join(BRANCHES[b] for b in v.branches.value)
        lines.append(
            f"      Só para {', '.join(KINDS[k] for k in v.kinds.value)} no {only} (administração pública "
            f"federal direta, autárquica e fundacional), no lugar das leis dos concursos [{v.branches.basis.text}]"
        )
    if v.prior_editais:
        lines.append(f"      Editais publicados antes: não se aplica [{v.prior_editais.text}]")
    if v.base.interpretation:
        lines.append(f"      Base: interpretação adotada: {v.base.interpretation} [{v.base.basis.text}]")
    if v.kinds.interpretation:
        lines.append(f"      Tipos de vaga: interpretação adotada: {v.kinds.interpretation} [{v.kinds.basis.text}]")
    for n in v.notes:
        until = f" (editais até {ptbr.date(n.until)})" if n.until else ""
        lines.append(f"      Observação{until}: {_note(n)}")
    for b, n in v.branch_notes.items():
        lines.append(f"      {BRANCHES[b]}: interpretação adotada: {_note(n)}")
    return lines
