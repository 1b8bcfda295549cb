"""The edital against itself: the racial-reserve rule an edital states, and its cargos checked against it.

Most editais say their own rule ("20% (vinte por cento) das vagas de cada cargo … reservadas aos
candidatos negros", "sempre que o número de vagas for igual ou superior a 3 (três)", sometimes the
rounding and the law). `read_own_rule()` reads that statement whatever the law; `own_rule_findings()`
checks each cargo's stated reserve against it (CQ401), compares it with a modelled law (CQ402) and
reports two different percentages instead of picking one (CQ403). Messages say "segundo a regra do
próprio edital", never "a lei exige": the figures are the edital's, not a law's.

Percentages are paired with the group they qualify (negros, PcD, something else) inside one sentence;
PcD percentages and unrelated ones (taxa, acertos, pontos…) are kept apart and never taken for the rule.

The package reads in steps, one module each: `sentences` (lines joined into sentences), `percentages`
(each percentage paired with its group), `terms` (minimum, rounding, base, law cited), `reading`
(`read_own_rule`, the sentences into an `OwnRule`), `model` (`OwnRule` and its fields, `as_json`) and
`findings` (CQ401–CQ403).
"""

from cotacheck.linter.facts.own_rule.findings import (
    EXTRA_BASIS,
    RULES,
    check_positions,
    compare_with_law,
    conflict_findings,
    law_note,
    lint_findings,
    own_rule_findings,
)
from cotacheck.linter.facts.own_rule.model import (
    ASSUMED_BASE,
    ASSUMED_ROUNDING,
    ASSUMED_THRESHOLD,
    Conflict,
    Field,
    LawCited,
    OwnRule,
    Percentage,
    as_json,
)
from cotacheck.linter.facts.own_rule.reading import read_own_rule

__all__ = [
    "ASSUMED_BASE",
    "ASSUMED_ROUNDING",
    "ASSUMED_THRESHOLD",
    "EXTRA_BASIS",
    "RULES",
    "Conflict",
    "Field",
    "LawCited",
    "OwnRule",
    "Percentage",
    "as_json",
    "check_positions",
    "compare_with_law",
    "conflict_findings",
    "law_note",
    "lint_findings",
    "own_rule_findings",
    "read_own_rule",
]
