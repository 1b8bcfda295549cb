"""The articles of Decreto nº 9.427/2018 each rule cites for a federal internship selection (filed under
"federal-9427", `law.editions.basis_key`): the decree has its own numbering, and a finding cites the act
that says it, not the concursos' law.

Art. 1º: 30 % to negros; § 1º from 3 vacancies in the selection; § 2º 0,5 up; § 3º the edital states the
reserve for each internship vacancy offered. Art. 2º: self-declaration as preto or pardo by the IBGE's
colour-or-race question; sole paragraph: a false declaration eliminates (with no word on contraditório and
ampla defesa, so CQ207 has no basis under the decree and does not run). Art. 3º: alternância e
proporcionalidade. Art. 4º: concurrent competition; § 3º: unfilled reserved vacancies revert to ampla
concorrência.
"""

from __future__ import annotations

from cotacheck.linter.check.rule import Rule

KEY = "federal-9427"
BASIS = {
    "CQ101": (("dec-9427", "art-1-p3"),),
    "CQ102": (("dec-9427", "art-1"), ("dec-9427", "art-1-p2")),
    "CQ103": (("dec-9427", "art-1"),),
    "CQ104": (("dec-9427", "art-1-p1"),),
    "CQ105": (("dec-9427", "art-1-p3"),),
    "CQ106": (("dec-9427", "art-1"), ("dec-9427", "art-1-p1")),
    "CQ203": (("dec-9427", "art-2"),),
    "CQ204": (("dec-9427", "art-4"),),
    "CQ205": (("dec-9427", "art-4-p3"),),
    "CQ206": (("dec-9427", "art-3"),),
    "CQ301": (("dec-9427", None),),
}


def file_basis(rules: dict[str, Rule]) -> None:
    """Add the decree's articles to each rule's basis (rule modules keep the concursos' laws)."""
    for code, pairs in BASIS.items():
        rules[code].basis.setdefault(KEY, pairs)
