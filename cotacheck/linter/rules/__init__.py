"""The rule registry, as ruff keeps its rules: one module per code (cq101.py ...), each with its
`RULE` (documentation: what, why, example, fix; message; legal basis per law; status) and its
`check(ctx, doc) -> list[finding]`.

Codes are stable and never reused: a retired rule keeps its code with status "removed". To add a
rule: write cqNNN.py beside the others, add it to MODULES, and add its fixture to
tests/linter/rules/ (firing and not firing).
"""

from __future__ import annotations

from cotacheck.linter.check.rule import SECTIONS, SEVERITIES, Rule
from cotacheck.linter.rules import (
    cq101,
    cq102,
    cq103,
    cq104,
    cq105,
    cq106,
    cq201,
    cq202,
    cq203,
    cq204,
    cq205,
    cq206,
    cq207,
    cq208,
    cq301,
    cq302,
    cq303,
    cq304,
    cq305,
    cq306,
    cq401,
    cq402,
    cq403,
    decree_9427,
)
from cotacheck.present.labels import SEVERITY_LABELS

#: Every rule's module (each `cqNNN` imported above), in code order: the order its findings are collected
#: (the report sorts them by line).
MODULES = tuple(module for name, module in sorted(globals().items()) if name.startswith("cq") and name[2:].isdigit())
RULES: dict[str, Rule] = {m.RULE.code: m.RULE for m in MODULES}
decree_9427.file_basis(RULES)  # federal internships: Decreto nº 9.427/2018's own articles
CHECKS = {m.RULE.code: m.check for m in MODULES}
#: Each rule's status ("stable", "preview", "removed"), as `ruff rule` shows it.
STATUS = {code: rule.status for code, rule in RULES.items()}
assert len(RULES) == len(MODULES) and all(r.severity in SEVERITIES for r in RULES.values())

__all__ = ["CHECKS", "MODULES", "RULES", "SECTIONS", "STATUS", "Rule", "format_rule", "get_rule", "rule_as_data"]


def get_rule(code: str) -> Rule | None:
    return RULES.get(code.upper().strip())


def rule_as_data(r: Rule) -> dict:
    return {
        "code": r.code,
        "name": r.name,
        "title": r.title,
        "severity": r.severity,
        "status": r.status,
        "summary": r.summary,
        "message": r.message,
        "laws": list(r.laws),
        "url": r.url,
        "docs": {key: r.docs[key] for key, _ in SECTIONS},
        "basis": {key: [f"{i}#{a}" if a else i for i, a in pairs] for key, pairs in r.basis.items()},
        "extra_basis": r.extra_basis,
    }


def format_rule(r: Rule) -> str:
    lines = [f"{r.code} {r.title} ({r.name}, {SEVERITY_LABELS[r.severity]})", "", r.summary, ""]
    for key, title in SECTIONS:
        lines.append(f"## {title}")
        lines.append("")
        body = r.docs[key]
        if key in ("bad", "good"):
            lines += ["    " + line for line in body.split("\n")]
        else:
            lines.append(body)
        lines.append("")
    return "\n".join(lines).rstrip()
