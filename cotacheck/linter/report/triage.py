"""The order a person reads findings in: errors first, then warnings, then information.

The result's `findings` stay in text order (the JSON, SARIF and CSV keep it, and the golden outputs
check it); the reports a person reads (Markdown, print view, the page) put the worst first, keeping
text order within a severity, so an edital's three errors are not items 15, 28 and 47 of 57.
"""

from __future__ import annotations

from cotacheck.linter.check.rule import SEVERITY_ORDER
from cotacheck.linter.rules import RULES
from cotacheck.present import ptbr

#: The words of the counts, singular and plural ("1 erro", "3 erros").
COUNT_WORDS = {"error": ("erro", "erros"), "warning": ("aviso", "avisos"), "info": ("informação", "informações")}


def by_severity(findings: list[dict]) -> list[dict]:
    """Errors, warnings, information; text order kept within each (the sort is stable)."""
    return sorted(findings, key=lambda f: SEVERITY_ORDER.get(f["severity"], len(SEVERITY_ORDER)))


def title(code: str) -> str:
    """The rule's Portuguese title ("Soma não confere"); the code alone for a code not in the registry."""
    rule = RULES.get(code)
    return rule.title if rule is not None else ""


def counts_line(findings: list[dict]) -> str:
    """ "3 erros, 12 avisos, 42 informações": each severity's count, words agreeing with the number."""
    return ", ".join(
        ptbr.plural(sum(1 for f in findings if f["severity"] == severity), one, many)
        for severity, (one, many) in COUNT_WORDS.items()
    )
