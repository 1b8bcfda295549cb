"""A schooling/level column between the name and the counts is never read into the name
(`tables/schooling_cell.py`).

The property test draws 250 random variants (tests/layout_schooling_cell.py): spaced columns with the
level cell a single space after a name or a row's counts pushed one character right, and tabs. Every
cargo comes back under the name the table prints, no level value glued to it ("Enfermeiro Superior"),
with its total and its reserve for negros; nothing is read that is not a cargo, and a confirmed reading is
always right."""

from __future__ import annotations

import random

from layout_render import HEAD, TAIL
from layout_schooling_cell import schooling_table

from cotacheck.linter import lint_text
from cotacheck.linter.tables.names import clean_name
from cotacheck.linter.tables.schooling_cell import without_cell
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _read(body: str, rows: list[tuple[str, int, int]]) -> bool:
    """Whether every row is read under its own name (asserting no phantom, no name with a level glued on
    and no confirmed wrong reading)."""
    want = {name: (total, negros) for name, total, negros in rows}
    got = {}
    for q in lint_text(HEAD + body + TAIL)["positions"]:
        if not q.get("vacancies"):
            continue
        assert q["name"] in want, (q, body)  # no phantom, no level cell in a name
        figures = (q["vacancies"], q["reserved_stated"] or 0)
        assert q["confidence"] != "confirmed" or figures == want[q["name"]], (q, body)
        got[q["name"]] = figures
    return got == want


def test_a_level_column_after_the_name_stays_out_of_it_in_its_variants():
    rng = random.Random(f"{SEED}-schooling-cell")
    read = sum(_read(*schooling_table(rng)) for _ in range(VARIANTS))
    assert read >= VARIANTS - VARIANTS // 50, f"{read}/{VARIANTS} read"


def test_only_a_level_ending_the_name_is_the_columns_cell():
    assert without_cell("Enfermeiro Superior") == "Enfermeiro"
    assert without_cell("Técnico em Enfermagem Técnico") == "Técnico em Enfermagem"
    assert without_cell("Técnico em Radiologia Médio/Técnico") == "Técnico em Radiologia"
    assert without_cell("Técnico em Informática Médio técnico") == "Técnico em Informática"
    assert without_cell("Agente de Saúde Fundamental Completo") == "Agente de Saúde"
    assert without_cell("Analista Técnico Médio") == "Analista Técnico"
    assert without_cell("Professor de Nível Superior") == "Professor de Nível Superior"
    assert without_cell("Analista de Superior Direito") == "Analista de Superior Direito"
    assert (
        without_cell("Ensino médio completo; noções de informática") == "Ensino médio completo; noções de informática"
    )
    assert clean_name("Analista Superior R$ 12.455,30", schooling_column=True) == "Analista Superior"  # cut once, later
