"""Property test: a quadro whose count cells write each figure in words too, the words wrapping in narrow
cells onto lines of their own (tests/layout_figure_words.py, the class of `tables/figure_words.py`), read
back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its name without the
words ("(quatro) (zero)" never in a name nor a cargo of its own), its vacancies and negros; a row whose
words say another figure than its digits never confirmed.
"""

from __future__ import annotations

import random

from layout_figure_words import figure_words
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def _problems(case) -> list[str]:
    out = problems(case)
    for p in lint_text(case.text)["positions"]:
        if "(" in p["name"]:
            out.append(f"words in a name: {p['name']!r}")
    return out


def test_figure_words_read_back():
    assert_reads_back(figure_words, _problems, SEED, "figure_words", 200)


def test_proven_figure_words_rows_are_confirmed():
    assert_proven_are_confirmed(figure_words, f"{SEED}-words-confirmed", draws=80, least=40)


def test_words_that_miss_the_digits_confirm_nothing():
    rng = random.Random(f"{SEED}-typo")
    seen = 0
    while seen < 10:
        case = figure_words(rng)
        off = [e.name for e in case.entries if not e.proven]
        if not off:
            continue
        seen += 1
        for p in lint_text(case.text)["positions"]:
            if any(name in p["name"] for name in off):
                assert p["confidence"] != "confirmed", (p["name"], case.text)


def test_cid_10_is_no_count():
    """ "CID-10", the disease classification a PcD's report cites, under a running head: no cargo of 10."""
    text = (
        "EDITAL Nº 14/2026\nPRÓ-REITORIA DE GESTÃO DE PESSOAS\n5.4 Para concorrer a uma dessas vagas, o candidato"
        " deverá enviar laudo médico, com expressa referência ao código\ncorrespondente da Classificação"
        " Internacional de Doenças (CID-10), bem como à provável causa da\ndeficiência.\n"
    )
    assert not [p for p in lint_text(text)["positions"] if p["vacancies"]]
