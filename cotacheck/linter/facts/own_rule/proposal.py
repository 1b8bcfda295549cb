"""The edital's own rule as the parameters of "outra lei" (`CustomLawParams`), made once when it is read.

They are the starting values the page and the CLI propose, the parameters `--law outra` completes the
user's with, and the law CQ401 checks the cargos against; with notes on what was assumed, or on why
there are none (conflicting percentages, no percentage, a rule `custom_law` refuses).
"""

from __future__ import annotations

from cotacheck.errors import InputError
from cotacheck.linter.facts.own_rule.model import Conflict, Field
from cotacheck.reserve.custom_law import CustomLawParams, make_params


def proposal(
    percent: Field,
    groups: Field,
    threshold: Field,
    rounding: Field,
    base: Field,
    law: Field,
    conflicts: tuple[Conflict, ...],
) -> tuple[CustomLawParams | None, tuple[str, ...]]:
    """The rule's fields as validated parameters (or None), and the notes to show next to them."""
    notes = [f.note for f in (percent, threshold, rounding, base) if f.note]
    if conflicts:
        return None, tuple([conflict.describe() for conflict in conflicts] + notes)
    if percent.value is None:
        return None, ("O edital não declara o percentual da reserva para candidatos negros: informe-o.", *notes)
    cited = law.value.display if law.value is not None else None
    try:
        params = make_params(
            percent.value, dict(groups.value or {}), threshold.value, rounding.value, base.value, cited
        )
    except InputError as error:
        return None, (f"A regra declarada pelo edital não pôde ser usada: {error}", *notes)
    return params, tuple(notes)
