"""Property test for one class (tests/layout_ocr_glued.py): chapters' titles whose space after "DAS"/"DOS"
the OCR dropped ("1 DASDISPOSIÇÕES PRELIMINARES", with "conforme Tabela de Vagas (70 vagas)" under it), once
read as a cargo of the concurso's whole count, confirmed with no reserve, and a CQ101 on it (IFSul 2024
through tesseract --psm 6). Over 200 random variants: every cargo section is read with its figures, a cargo
opening with "DO"/"DA" ("DOCENTE", "DOSIMETRISTA") among them, and no position is named by a chapter's title."""

from __future__ import annotations

import random

import pytest
from layout_ocr_glued import LAYOUTS

from cotacheck.linter import lint_text

SEED = 20261207
VARIANTS = 200


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_glued_titles_name_no_cargo(layout):
    rng = random.Random(f"{SEED}-{layout}")
    glued = 0
    for _ in range(VARIANTS):
        case = LAYOUTS[layout](rng)
        result = lint_text(case.text)
        got = [(p["name"], p["vacancies"], p["reserved_stated"]) for p in result["positions"]]
        assert got == [(c.name, c.total, c.negros) for c in case.cargos], case.text
        named = {p["name"] for p in result["positions"]} | {f.get("position") for f in result["findings"]}
        assert not any(title in name for title in case.titles for name in named if name), (named, case.text)
        glued += sum(" " not in t.split()[0] and len(t.split()[0]) > 3 for t in case.titles)
    assert glued >= VARIANTS


@pytest.mark.parametrize("title", ["1 DASDISPOSIÇÕES PRELIMINARES", "2 DASVAGAS", "DOSCARGOS", "3. DASINSCRIÇÕES"])
def test_a_glued_title_is_a_chapter(title):
    from cotacheck.linter.tables.names import not_a_cargo

    assert not_a_cargo(title)


@pytest.mark.parametrize("name", ["DOCENTE", "DOSIMETRISTA", "DATILÓGRAFO", "Dosadores", "DASHBOARD", "DOS SANTOS"])
def test_a_cargo_opening_like_an_article_stays_a_name(name):
    from cotacheck.linter.tables.names import not_a_cargo

    assert not_a_cargo(name) == (name == "DOS SANTOS")  # "DOS …" as two words: NOT_A_CARGO's, as before
