"""CQ402 regra-do-edital-difere-da-lei: the rule the edital declares differs from the modelled law's."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.facts.own_rule import RULES, compare_with_law

RULE = Rule(**RULES["CQ402"])


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """The declared percentage, minimum or rounding against the version of the law in force (when it applies)."""
    if ctx is None or not ctx.applies or ctx.custom or ctx.version is None:
        return []
    return compare_with_law(doc.own_rule, ctx.version)
