"""CQ105 soma-nao-confere: Linha do quadro cujas partes não somam o total."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document, position_finding
from cotacheck.linter.check.rule import PER_CARGO_BASIS, Rule
from cotacheck.present.labels import LIST_LABELS, list_label

RULE = Rule(
    code="CQ105",
    name="soma-nao-confere",
    title="Soma não confere",
    severity="warning",
    summary="Linha do quadro cujas partes não somam o total.",
    message="Na linha de “{position}”, as partes ({parts}) somam {sum}, mas o total informado é {total}.",
    basis=PER_CARGO_BASIS,
    docs={
        "what": "Em cada linha do quadro de vagas com colunas de ampla concorrência, reservas e total, soma as "
        "partes e compara com o total.",
        "why": "O edital deve especificar a reserva de cada cargo (Goiás, art. 1º, § 3º; RN, art. 1º, § 3º). Se a "
        "soma não confere, um dos números está errado e não se sabe qual reserva vale.",
        "bad": "Cargo AC PcD Negros Total\nAnalista 8 1 2 10",
        "good": "Cargo AC PcD Negros Total\nAnalista 7 1 2 10",
        "ignore": "Quando o quadro tem uma coluna a mais que o verificador não reconheceu (por exemplo, cadastro de "
        "reserva dentro do total).",
    },
)


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Each row whose parts (ampla, PcD, each reserve) do not add up to its stated total."""
    if ctx is not None and not ctx.applies:
        return []
    out = []
    for p in doc.positions:
        if p.total_stated is None or p.open_stated is None or p.cr:
            continue
        parts = [("ampla concorrência", p.open_stated)]
        if p.pcd_stated is not None:
            parts.append(("PcD", p.pcd_stated))
        for group, n in {**(p.by_group_stated or {}), **(p.other_reserves_stated or {})}.items():
            parts.append((list_label(group) if group in LIST_LABELS else "outra reserva", n))
        total = sum(n for _, n in parts)
        if total != p.total_stated and len(parts) >= 2:
            text = " + ".join(f"{label} {n}" for label, n in parts)
            out.append(position_finding(RULE, ctx, p, parts=text, sum=total, total=p.total_stated))
    return out
