"""Count columns' roles told word by word, for stages that meet a header's labels as loose words.

A web copy that runs a quadro into one line (`coded_line`) and a viewer that gives it a column at a time
(`viewer_blocks`) leave no header line for `header` to read: the labels' words come mixed with a text
column's, cut over short lines. The roles are then the order in which role words come: one vocabulary for
both, accented words also as a viewer that drops non-ASCII letters prints them ("deficincia").
"""

from __future__ import annotations

import re

_ROLE_WORDS = {
    "total": "total",
    "totais": "total",
    "ampla": "open",
    "ac": "open",
    "negros": "negros",
    "negras": "negros",
    "negro": "negros",
    "pretos": "negros",
    "deficiencia": "pcd",
    "deficincia": "pcd",
    "deficientes": "pcd",
    "pcd": "pcd",
    "pcds": "pcd",
    "pne": "pcd",
}
#: A joint racial reserve's label: another stage's class.
_JOINT = ("indigena", "quilombola", "indgena")
_WORD = re.compile(r"[a-z]+")


def roles_in_order(folded: str) -> list[str] | None:
    """The count roles the words of `folded` name, each once, in the order they first come; None where a
    word names a joint racial reserve (not these stages' to read)."""
    roles: list[str] = []
    for word in _WORD.findall(folded):
        if word.startswith(_JOINT):
            return None
        role = _ROLE_WORDS.get(word)
        if role and role not in roles:
            roles.append(role)
    return roles


def reserves_within_total(roles: list[str], values: list[int]) -> bool:
    """Whether a row's reserves (negros and PcD) fit in its total: the least a row read from loose role words
    must hold before its cells are taken in those roles' order."""
    total = values[roles.index("total")]
    return sum(v for role, v in zip(roles, values) if role in ("negros", "pcd")) <= total
