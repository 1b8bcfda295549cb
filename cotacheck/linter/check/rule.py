"""What a rule is: its code, name, severity, message, legal basis per law and documentation.

Codes are stable and never reused: a retired rule keeps its code with status "removed". Each rule
has a Portuguese kebab-case name (the stable id), a title a reader understands ("Soma não confere",
shown beside the code wherever a person reads findings), a default severity, a one-line message template (str.format
fields), the legal basis per law, and five documentation sections shown by `cotacheck rule CODE`
and on the site's page per rule (regras/CODE.html).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from cotacheck.law.lawbook import ALL_LAW_IDS

SEVERITIES = ("error", "warning", "info")
#: Rank of each severity, worst first.
SEVERITY_ORDER = {severity: rank for rank, severity in enumerate(SEVERITIES)}
SECTIONS = (
    ("what", "O que verifica"),
    ("why", "Por que importa"),
    ("bad", "Exemplo que dispara"),
    ("good", "Exemplo corrigido"),
    ("ignore", "Quando ignorar"),
)


@dataclass(frozen=True)
class Rule:
    code: str
    name: str  # stable kebab-case id (soma-nao-confere)
    title: str  # what people read, in Portuguese (Soma não confere)
    severity: str
    summary: str  # one sentence, shown in lists
    message: str  # template, str.format fields
    basis: dict[str, tuple[tuple[str, str | None], ...]]  # law key → (instrument, anchor) pairs
    docs: dict[str, str]
    laws: tuple[str, ...] = ALL_LAW_IDS  # the laws the rule checks editais under (the CNJ's rule too)
    extra_basis: str | None = None  # case law cited besides the statutes
    status: str = "stable"
    tags: tuple[str, ...] = field(default=())

    @cached_property
    def url(self) -> str:
        """Its page, one string for every finding (a long table's findings would each make their own)."""
        return f"regras/{self.code}.html"


def go(*anchors: str) -> tuple[tuple[str, str], ...]:
    return tuple(("lei-23389", a) for a in anchors)


def rn(*anchors: str) -> tuple[tuple[str, str], ...]:
    return tuple(("lei-11015", a) for a in anchors)


#: The CNJ's resolutions, cited as acts (their text is not on the site); a court's edital published before
#: Res. 657/2025 cites Res. 203/2015 alone (Context.basis leaves out an act that came after the edital).
CNJ = (("res-cnj-203", None), ("res-cnj-657", None))


#: The "Quando ignorar" of the clause rules (CQ203-CQ207).
CLAUSE_IGNORE = (
    "Quando a cláusula existe com outras palavras que o verificador não reconheceu, ou num anexo não colado."
)


#: The reserve stated per cargo: Goiás and RN art. 1º, § 3º; Lei 12.990 art. 1º, § 3º; Lei 15.142 art. 1º.
PER_CARGO_BASIS = {
    "go": go("art-1-p3"),
    "rn": rn("art-1-p3"),
    "federal-12990": (("lei-12990", "art-1-p3"),),
    "federal-15142": (("lei-15142", "art-1"),),
    "cnj": CNJ,
}
