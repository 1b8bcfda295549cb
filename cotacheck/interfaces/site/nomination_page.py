"""What chamada.html shows before Python loads (build time): an example strip per law, the
conventions, the rules."""

from __future__ import annotations

import datetime as dt

from cotacheck.law.lawbook import LAW_IDS, get_law
from cotacheck.nomination import CONVENTIONS, MAX_CALLS, RULES, order, rule_bases
from cotacheck.present import ptbr
from cotacheck.present.labels import LIST_CODES, LIST_LABELS

PAGE_EXAMPLE_CALLS = 20


PAGE_MAX_STRIP = 1_000  # calls drawn in the strip; the lists of positions cover all of them


def page_context(today: dt.date) -> dict:
    """What chamada.html shows before Python loads: an example strip per law, the conventions, the rules."""
    examples = []
    for law_id in LAW_IDS:
        result = order(law_id, PAGE_EXAMPLE_CALLS, today)
        examples.append(result | {"law_name": get_law(law_id).name})
    return {
        "examples": examples,
        "conventions": CONVENTIONS,
        "collision": RULES["collision"]["text"],
        "labels": LIST_LABELS,
        "codes": LIST_CODES,
        "today_br": ptbr.date(today),
        "bases": {law_id: rule_bases(get_law(law_id), None) for law_id in ("go", "rn")},
        "max_strip": PAGE_MAX_STRIP,
        "max_calls": MAX_CALLS,
    }
