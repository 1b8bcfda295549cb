"""Every label shown to users for an identifier: racial groups, nomination lists, severities, marks.

One source for the Python and the page: the site build writes `as_json()` to assets/labels.json,
for the JS to read instead of its own copies. A leaf module (no imports from cotacheck), so every
floor may use it, as it may use `ptbr`: words, not rules.
"""

from __future__ import annotations

import json

#: The racial groups of the laws (lawbook validates a version's groups against these keys).
GROUP_LABELS = {
    "negros": "candidatos negros",
    "pretos_pardos": "pretos e pardos",
    "indigenas": "indígenas",
    "quilombolas": "quilombolas",
    # Lei 15.142/2025 before Decreto 12.536/2025: one reserve for the three groups together (art. 1º)
    "pretos_pardos_indigenas_quilombolas": "pessoas pretas e pardas, indígenas e quilombolas",
}
AMPLA = "ampla"
PCD = "pcd"
#: The lists of a nomination order: ampla concorrência, each racial list, PcD.
LIST_LABELS = {
    AMPLA: "ampla concorrência",
    "negros": "negros",
    "pretos_pardos": "pretos e pardos",
    "indigenas": "indígenas",
    "quilombolas": "quilombolas",
    "pretos_pardos_indigenas_quilombolas": "pretos e pardos, indígenas e quilombolas",
    PCD: "pessoas com deficiência",
}
#: One letter per list for the text strip and the page's figure (readable without colour).
LIST_CODES = {
    AMPLA: "A",
    "negros": "N",
    "pretos_pardos": "P",
    "indigenas": "I",
    "quilombolas": "Q",
    "pretos_pardos_indigenas_quilombolas": "R",
    PCD: "D",
}
#: The calculator page's figure: one mark per vacancy (same letters as LIST_CODES; ampla has none).
MARKS = {
    "negros": {"letter": "N", "label": "vaga reservada a candidatos negros"},
    "pretos_pardos": {"letter": "P", "label": "vaga reservada a pretos e pardos"},
    "indigenas": {"letter": "I", "label": "vaga reservada a indígenas"},
    "quilombolas": {"letter": "Q", "label": "vaga reservada a quilombolas"},
    "pretos_pardos_indigenas_quilombolas": {
        "letter": "R",
        "label": "vaga reservada a pessoas pretas e pardas, indígenas e quilombolas",
    },
    "pcd": {"letter": "D", "label": "vaga reservada a pessoas com deficiência"},
    "open": {"letter": "", "label": "vaga de ampla concorrência"},
}
#: The rounding rules a law file may name, with how users read them.
MODES = {
    "half_up": "fração igual ou maior que 0,5 arredonda para cima; menor, para baixo",
    "half_down": "fração maior que 0,5 arredonda para cima; igual ou menor, para baixo",
    "up": "qualquer fração arredonda para cima",
    "down": "qualquer fração é desprezada",
}
#: Severities of the edital linter's findings.
SEVERITY_LABELS = {"error": "erro", "warning": "aviso", "info": "informação"}


def group_label(group_id: str) -> str:
    return GROUP_LABELS[group_id]


def list_label(list_id: str) -> str:
    return LIST_LABELS[list_id]


def as_json() -> str:
    """All the labels, for the page's JS (written by the site build as assets/labels.json)."""
    data = {
        "groups": GROUP_LABELS,
        "lists": LIST_LABELS,
        "codes": LIST_CODES,
        "marks": MARKS,
        "severities": SEVERITY_LABELS,
        "rounding": MODES,
    }
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
