"""CQ401 reserva-abaixo-da-regra-do-edital: a cargo reserves less than the edital's own declared rule.

Runs under any law, and without one (CQ302) or when the law does not apply (CQ301): the edital is
checked against itself. Under a law that applies, a cargo line CQ101/CQ102 already report is left out,
so one mistake is not reported twice.
"""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.facts.own_rule import RULES, check_positions
from cotacheck.linter.rules import cq101, cq102

RULE = Rule(**RULES["CQ401"])


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Each cargo (or the edital's total, for a rule on the total) below the rule the edital declares."""
    found = check_positions(doc.own_rule, doc.positions)
    if not found or ctx is None or not ctx.applies:
        return found
    reported = {f["line"] for f in cq101.check(ctx, doc) + cq102.check(ctx, doc)}
    return [f for f in found if f["line"] not in reported]
