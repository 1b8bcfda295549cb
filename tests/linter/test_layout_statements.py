"""Property tests: the per-cargo statement classes (tests/layout_statements.py) read back right.

For each class a fixed seed draws 200 editais; each must read as its generator says (`test_layout_prose.
problems`: every entry a position with its vacancies and stated reserve for negros, no phantom, confirmed
only where the text proves it). The other side, that what is proven is confirmed, is checked for the classes
whose sentences prove their figures."""

from __future__ import annotations

import random

import pytest
from layout_statements import CLASSES, bracketed_parts, cargo_after_figures, modalidade_tables
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
PER_CLASS = 200


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_reads_back(name):
    assert_reads_back(CLASSES[name], problems, SEED, name, PER_CLASS)


@pytest.mark.parametrize("make", [cargo_after_figures, modalidade_tables])
def test_proven_statements_are_confirmed(make):
    """Sentences or tables whose parts fit their total are confirmed (else the property above would hold by
    confirming nothing)."""
    rng = random.Random(f"{SEED}-confirmed")
    for _ in range(20):
        case = make(rng)
        positions = lint_text(case.text)["positions"]
        for entry in case.entries:
            found = [p for p in positions if fold(entry.name) in fold(p["name"])]
            assert found and all(p["confidence"] == "confirmed" for p in found), (found, case.text)


def test_parts_without_a_total_say_why():
    """ "VAGAS: 5 (AC), 1 (PcD) e 2 (negros).": the vacancies are the parts' sum, uncertain, with the reason."""
    rng = random.Random(f"{SEED}-why")
    seen = 0
    for _ in range(20):
        case = bracketed_parts(rng)
        positions = lint_text(case.text)["positions"]
        for entry in case.entries:
            (p,) = [p for p in positions if fold(entry.name) in fold(p["name"])]
            assert p["confidence"] == "uncertain" and "soma das partes" in (p["confidence_reason"] or ""), p
            seen += 1
    assert seen


def test_later_stage_table_with_ordinal_words_states_no_vacancy():
    """ "classificados até as seguintes posições:" over the vacancy table's labels: calls, not vacancies."""
    text = "\n".join(
        [
            "EDITAL Nº 1, DE 3 DE JUNHO DE 2024",
            "2.1.1 CARGO 1: ANALISTA JUDICIÁRIO",
            "VAGAS: 5 (AC), 1 (PcD) e 2 (negros).",
            "6.2 Somente serão corrigidas as provas discursivas dos candidatos aprovados nas provas objetivas e",
            "classificados até as seguintes posições:",
            "   CARGO        AC      PcD     NEGROS",
            "   Cargo 1     150      15       40",
            "   Cargo 2      60       6       16",
        ]
    )
    names = [p["name"] for p in lint_text(text)["positions"]]
    assert names == ["ANALISTA JUDICIÁRIO"], names
