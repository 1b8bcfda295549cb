"""The Poder as read weighs on the findings: no confident verdict rests on a Poder that is only a reading.

- A Poder that switches the law off is shown with the line and words it came from; read from the text rather
  than from the issuer's heading, it is a doubt ("confira"), a warning, never a silent "lei não aplicável".
- A law that reaches the Poder only by a reading its data marks as contested (`InForce.contested`: RN's
  Defensoria Pública, which may decide by an act of its own) gives no error: its errors are warnings.
- A Tribunal de Contas follows the Legislative by the reading adopted (`detect.AUDIT_COURT_NOTE`); where the
  Executive's date would give another answer, its errors are warnings too.
"""

from __future__ import annotations

from cotacheck.law.lawbook import BRANCHES
from cotacheck.linter.check.context import Context
from cotacheck.reserve.calculator import applicability

#: Appended to an error turned into a warning because the law reaches the Poder only by a contested reading.
CONTESTED = (
    " (Aviso em vez de erro: a lei alcança {branch} só por uma leitura contestada — interpretação adotada: {why} "
    "Confira o ato próprio do órgão.)"
)
AUDIT_COURT = (
    " (Aviso em vez de erro: o Tribunal de Contas segue o Poder Legislativo pela interpretação adotada; pela data "
    "do Poder Executivo, a lei não alcançaria este edital.)"
)


def branch_line(detected: dict) -> str:
    """ "Poder Judiciário, lido na linha 3 (“tribunal de justica”), pelo emissor do edital"."""
    label = BRANCHES[detected["branch"]]
    if detected.get("branch_how") == "informado":
        return f"{label} (informado)"
    if detected.get("branch_line") is None:
        return f"{label} (nenhum outro Poder nomeado no cabeçalho)"
    where = "pelo emissor do edital" if detected.get("branch_how") == "emissor" else "no texto, fora do cabeçalho"
    return f"{label}, lido na linha {detected['branch_line']} (“{detected.get('branch_words') or ''}”), {where}"


def weigh(ctx: Context | None, detected: dict, findings: list[dict]) -> None:
    """Apply the three rules of the module docstring to the findings of one edital."""
    if ctx is None or ctx.custom:
        return
    given = detected.get("branch_how") == "informado"
    if not ctx.applies and ctx.branch not in ctx.law.branches.value and not given:
        _doubt_branch(detected, findings)
        return
    if not ctx.applies:
        return
    start = ctx.law.in_force.get(ctx.branch)
    if start is not None and start.contested:
        why = (start.interpretation or "").rstrip(".") + "."
        _downgrade(findings, CONTESTED.format(branch=BRANCHES[ctx.branch], why=why))
    elif detected.get("branch_note") and not given and ctx.branch != "executivo":
        if not applicability(ctx.law, ctx.date, "executivo", ctx.kind).applies:
            _downgrade(findings, AUDIT_COURT)


def _doubt_branch(detected: dict, findings: list[dict]) -> None:
    """CQ301 for a Poder the law does not cover: say where the Poder was read; a doubt when not from the issuer."""
    for f in findings:
        if f["code"] != "CQ301":
            continue
        f["message"] = f["message"].rstrip() + f" Poder: {branch_line(detected)}."
        if detected.get("branch_how") != "emissor":
            f["severity"] = "warning"
            f["message"] += (
                " Confira: o cabeçalho não mostra que o edital é desse Poder; se for de outro, informe o Poder "
                "(no terminal, --branch; na página, o campo Poder) e a reserva será conferida."
            )


def _downgrade(findings: list[dict], why: str) -> None:
    for f in findings:
        if f["severity"] == "error":
            f["severity"] = "warning"
            f["message"] = f["message"].rstrip() + why
