"""A registration form's options of cargos, an option a line, read as a board's summary
(`tables/form_options.py`, then `tables/release_bullets.py`).

The property test draws 250 random variants (tests/layout_form_options.py): every option with vacancies comes
back with its whole name, its vacancies and its reserve for negros, an option of cadastro only with none, no
position names anything else (a code, an hour, a pay), and none is confirmed (a page of the board, not the
edital). The hand-written case pins what stays as it was: a single option."""

from __future__ import annotations

import random

from layout_form_options import form_page

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import form_options
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_form_options_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-form-options")
    misread = 0
    for _ in range(VARIANTS):
        text, options = form_page(rng)
        positions = [q for q in lint_text(text)["positions"] if q.get("vacancies")]
        for q in positions:
            assert [o for o in options if fold(o.name) == fold(q["name"])], (q["name"], text)
            assert q["confidence"] != "confirmed", text
        got = {(fold(q["name"]), q["vacancies"], q["reserved_stated"] or 0) for q in positions}
        want = {(fold(o.name), o.total, o.negros) for o in options if not o.cr}
        misread += got != want
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


def test_a_single_option_stays_as_it_was():
    text = "Cargo *\n01 - Contador - 30h - R$ 6.480,91 - Vagas: 01 (AC 01 | Negros 00 | PcD 00)\n"
    laid, cr = form_options.relay(split_lines(text), text)
    assert ([line.text for line in laid], cr) == ([line.text for line in split_lines(text)], [])
