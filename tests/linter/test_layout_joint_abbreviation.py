"""Property test: the quadros of `tests/layout_joint_abbreviation.py` read back (`tables/joint_legend.py`):
the column an abbreviation defined after the groups it joins ("pretos, pardos e indígenas (PPI)") heads is
the racial reserve, read as printed, never a reserve apart; no row is confirmed unless Lei 15.142 is cited
(`joint_racial`); nothing else has vacancies."""

from __future__ import annotations

from layout_joint_abbreviation import joint_abbreviation
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.joint_legend import joint
from cotacheck.linter.tables.legend import _DASH, _PAREN

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"]) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros) for e in case.entries)
    out = [] if got == want else [f"read {got}, want {want}"]
    out += [
        f"{p['name']}: a reserve apart {p['other_reserves_stated']}" for p in positions if p["other_reserves_stated"]
    ]
    if case.date != "law":
        out += [f"{p['name']}: confirmed" for p in positions if p["confidence"] == "confirmed"]
    return out


def test_joint_abbreviations_read_as_the_racial_reserve():
    assert_reads_back(joint_abbreviation, _problems, SEED, "joint_abbreviation")


def _joint(text: str, abbreviation: str) -> bool:
    bracketed = f"({abbreviation})" in text
    m = next(
        m for m in (_PAREN if bracketed else _DASH).finditer(text) if m.group(2 if bracketed else 1) == abbreviation
    )
    return joint(text, m, bracketed)


def test_a_definition_after_two_groups_is_joint_after_one_it_is_not():
    assert _joint("vagas reservadas a pretos, pardos e indígenas (PPI), nos termos da Lei", "PPI")
    assert _joint("ficam reservadas aos candidatos negros e indígenas (NI) e, conforme a Lei", "NI")
    assert _joint("AC – Ampla Concorrência / NI – Negros e Indígenas / CR – Cadastro de Reserva.", "NI")
    assert _joint(
        "CR – cadastro reserva / PPI – Pessoas pretas, pardas e indígenas / PcD – Pessoa com Deficiência.", "PPI"
    )
    assert not _joint("reservadas a candidatos negros (CN) e indígenas (CI)", "CI")
    assert not _joint("as vagas reservadas aos candidatos indígenas (VI)", "VI")
    assert not _joint("NI – Negros / PcD – Pessoa com Deficiência", "NI")
