"""Property tests: the layout classes a whole edital around the quadro once broke read the same inside one
(issue 38; `tests/layout_context.py` draws the context, `bench/context_score.py` scores every class).

Each class draws 100 editais, each wrapped in a random gazette and edital (earlier acts, preamble, chapters,
prose, a cronograma, page furniture and breaks): every cargo read once with its figures and its reserve,
no other position with vacancies, nothing confirmed that the text does not prove (`problems`). A class
whose bare generator has variants the generic check finds wanting (a reading its own property test
accepts: a requisito left in a name, a page not proven) must read in context as it reads bare: the same
positions, figures and confidence, the same seeds."""

from __future__ import annotations

import importlib
import random

import pytest
from layout_context import in_context, wrap
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207
PER_CLASS = 100
#: The classes the context broke (first contact: docs/layout-context-first-contact.txt), by module and function.
READ_RIGHT = {
    "cargo_areas": ("layout_cargo_area_cells", "cargo_areas"),
    "cell_tails": ("layout_cell_tails", "cell_tails"),
    "centred_rows_quadro": ("layout_centred_rows", "centred_rows_quadro"),
    "coded_text_cells": ("layout_coded_text_cells", "coded_text_cells"),
    "csv_continued": ("layout_csv_continued", "csv_continued"),
    "glued_header": ("layout_glued_labels", "glued_header"),
    "marked_reserve_cells": ("layout_marked_reserve_cells", "marked_reserve_cells"),
    "modalidade_words": ("layout_modalidade_words", "modalidade_words"),
    "pieced_labelled": ("layout_pieced_header", "labelled"),
    "pieced_places": ("layout_pieced_header", "places"),
    "sex_columns": ("layout_sex_rows", "sex_columns"),
    "sex_rows": ("layout_sex_rows", "sex_rows"),
    "sheet_export": ("layout_sheet_export", "sheet_export"),
    "sub_row_cells": ("layout_sub_row_cells", "sub_row_cells"),
    "vacancy_rows": ("layout_vacancy_rows", "vacancy_rows"),
    "vagas_reserve": ("layout_vagas_reserve", "vagas_reserve"),
}
READ_SAME = {
    "cargo_list_clause": ("layout_cargo_list_clause", "cargo_list_clause"),
    "code_overflow": ("layout_code_overflow", "code_overflow"),
    "groups_in_line": ("layout_groups_in_line", "groups_in_line"),
    "tbl_table": ("layout_groff_tbl", "tbl_table"),
}


def _make(where: tuple[str, str]):
    module, function = where
    return getattr(importlib.import_module(module), function)


def _readings(text: str) -> list[tuple]:
    positions = [p for p in lint_text(text)["positions"] if p["vacancies"]]
    return sorted((p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in positions)


@pytest.mark.parametrize("name", sorted(READ_RIGHT))
def test_class_reads_back_in_context(name):
    assert_reads_back(wrap(_make(READ_RIGHT[name])), problems, SEED, f"context-{name}", PER_CLASS)


@pytest.mark.parametrize("name", sorted(READ_SAME))
def test_class_reads_in_context_as_bare(name):
    make = _make(READ_SAME[name])
    for i in range(PER_CLASS):
        bare = make(random.Random(f"{SEED}-{name}-{i}"))
        rng = random.Random(f"{SEED}-{name}-{i}")
        wrapped = in_context(make(rng), rng)
        assert _readings(wrapped.text) == _readings(bare.text), wrapped.text


def test_context_keeps_the_quadro_whole():
    """The wrapper puts the generator's text in one piece, unchanged, and states no vacancies of its own."""
    rng = random.Random(f"{SEED}-whole")
    for _ in range(200):
        case = _make(READ_RIGHT["sheet_export"])(rng)
        wrapped = in_context(case, rng)
        assert case.text.strip("\n") in wrapped.text
        context = wrapped.text.replace(case.text.strip("\n"), "")
        assert not [p for p in lint_text(context)["positions"] if p["vacancies"]], context
