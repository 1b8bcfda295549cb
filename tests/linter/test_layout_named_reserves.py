"""Property test: the editais of `tests/layout_named_reserves.py` read back (`tables/named_reserves.py`): every
cargo of the quadro with its vacancies and the reserve for negros the clause states for it by name (none for
a cargo it does not name); no item of the clause read as a cargo of 1 or 2 vacancies; never confirmed (the
quadro's one count column proves nothing)."""

from __future__ import annotations

from layout_named_reserves import named_reserves
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.named_reserves import _figures

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0, p["confidence"]) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0, "uncertain") for e in case.entries)
    return [] if got == want else [f"read {got}, want {want}"]


def test_reserves_named_cargo_by_cargo_read_back():
    assert_reads_back(named_reserves, _problems, SEED, "named_reserves")


def test_each_part_gives_one_count_and_one_cargo():
    item = (
        "2.2 ficam reservadas aos candidatos negros as seguintes vagas: 1 vaga para o emprego de enfermeiro; "
        "2 vagas para o emprego de tecnico em enfermagem. para os demais empregos nao havera reserva."
    )
    assert _figures(item) == [("negros", 1, "enfermeiro"), ("negros", 2, "tecnico em enfermagem")]
    # two cargos in one part: which count is whose is not said
    assert _figures("2.2 reservadas aos negros 1 vaga para o cargo de a1 e para o cargo de b2 ") == []
