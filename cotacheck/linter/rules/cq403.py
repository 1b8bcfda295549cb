"""CQ403 regra-do-edital-contraditoria: the edital declares two different racial percentages."""

from __future__ import annotations

from cotacheck.linter.check.context import Context, Document
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.facts.own_rule import RULES, conflict_findings

RULE = Rule(**RULES["CQ403"])


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """One finding per conflict, whatever the law: no percentage is picked in silence."""
    return conflict_findings(doc.own_rule)
