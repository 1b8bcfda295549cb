"""CQ403 regra-do-edital-contraditoria: the edital declares two different racial percentages."""

from __future__ import annotations

from cotacheck.linter.context import Context, Document
from cotacheck.linter.own_rule import RULES, conflict_findings
from cotacheck.linter.rule import Rule

RULE = Rule(**RULES["CQ403"])


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """One finding per conflict, whatever the law: no percentage is picked in silence."""
    return conflict_findings(doc.own_rule)
