"""Order of calls ("alternância e proporcionalidade") and allocation of a classified list.

Three questions, one model:

* `order()` (sequence.py): for N calls under a law, which call goes to ampla concorrência, to the
  racial reserve (by group under the federal law) and to the PcD reserve.
* `allocate()` (allocation.py): given the ranked candidates (roster.py reads them from CSV) and the
  vacancies, who is appointed, in which list and at which call, each decision with its article.
* `candidate_view()` (candidate.py): "I am k-th on the negro list (and g-th on the general list): at
  which call am I reached?"

At call n every reserved list has a target, the number of vacancies the law reserves to it for n
vacancies (`calculator.racial_counts` and the law's PcD rule, exactly what `compute()` shows);
conventions.py holds the targets and the collision rule. Figures, thresholds and rounding come from
the law data; the articles behind each allocation rule and the conventions from `law/data/order.toml`
(data.py).
"""

from cotacheck.nomination.allocation import Allocation, allocate
from cotacheck.nomination.candidate import candidate_view
from cotacheck.nomination.conventions import (
    AMPLA,
    MAX_CALLS,
    PCD,
    Plan,
    check_calls,
    check_convention,
    collision_priority,
    make_plan,
)
from cotacheck.nomination.data import CONVENTIONS, RULE_KEYS, RULES, cited, rule_bases
from cotacheck.nomination.explain import interpretations, sources
from cotacheck.nomination.roster import MAX_CANDIDATES, Candidate, parse_candidates
from cotacheck.nomination.sequence import State, advance, order, sequence, settle

__all__ = [
    "AMPLA",
    "CONVENTIONS",
    "MAX_CALLS",
    "MAX_CANDIDATES",
    "PCD",
    "RULES",
    "RULE_KEYS",
    "Allocation",
    "Candidate",
    "Plan",
    "State",
    "advance",
    "allocate",
    "candidate_view",
    "check_calls",
    "check_convention",
    "cited",
    "collision_priority",
    "interpretations",
    "make_plan",
    "order",
    "parse_candidates",
    "rule_bases",
    "sequence",
    "settle",
    "sources",
]
