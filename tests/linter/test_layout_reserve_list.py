"""Property test: the editais of `tests/layout_reserve_list.py` read back (`tables/reserve_list.py`): every
cargo of the quadro with its vacancies and the reserve for negros its list item states (none for a cargo the
list does not name); no item read as a cargo whose vacancies are its reserve; never confirmed (the quadro's one
count column proves nothing)."""

from __future__ import annotations

from layout_reserve_list import reserve_list
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.prose import read_statement

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0, p["confidence"]) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0, "uncertain") for e in case.entries)
    return [] if got == want else [f"read {got}, want {want}"]


def test_reserves_listed_under_their_lead_in_read_back():
    assert_reads_back(reserve_list, _problems, SEED, "reserve_list")


def test_a_reserved_count_is_never_the_vacancies():
    # its group unnamed: no role; its group named: that group's part, never the total
    assert read_statement("1. analista – direito: 1 (uma) vaga reservada;", []) is None
    assert read_statement("analista: 1 (uma) vaga reservada aos candidatos negros;", []) == {"negros": 1}
    # the words before the next item's colon are that item's label, never the clause before its ";"
    assert read_statement("a: 1 (uma) vaga reservada; 2. b: 1 (uma) vaga reservada;", []) is None
    assert read_statement("analista: 3 (tres) vagas de ampla concorrencia", []) == {"open": 3}
