"""A newspaper's extrato in a narrow column, its hyphenated words made whole and each cargo's item a line
(`tables/narrow_column.py`, read by `tables/vacancy_list.py`).

The property test draws 250 random variants (tests/layout_narrow_column.py): every cargo with vacancies comes
back whole with its vacancies and its reserve for negros, no position names anything else, and none is
confirmed (an extrato is a summary, not the quadro). The hand-written case pins what stays as printed: a
narrow column that lists no cargo, and a list of one item a line (read line by line)."""

from __future__ import annotations

import random

from layout_narrow_column import extrato, wrap
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import narrow_column
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_narrow_columns_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-narrow-column")
    misread = 0
    for _ in range(VARIANTS):
        body, cargos = extrato(rng)
        text = HEAD + body + TAIL
        positions = [q for q in lint_text(text)["positions"] if q.get("vacancies")]
        for q in positions:
            assert [c for c in cargos if fold(c.name) == fold(q["name"])], (q["name"], text)
            assert q["confidence"] != "confirmed", text
        got = {(fold(q["name"]), q["vacancies"], q["reserved_stated"] or 0) for q in positions}
        want = {(fold(c.name), c.total, c.negros) for c in cargos if c.total}
        misread += got != want
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


def test_a_narrow_column_that_lists_no_cargo_or_an_item_a_line_stays_as_printed():
    prose = (
        "A Prefeitura Municipal torna público o resultado do julgamento das propostas do pregão eletrônico "
        "destinado à aquisição de material de expediente para as secretarias municipais, com a adjudicação "
        "do objeto às empresas vencedoras; o processo segue à autoridade competente para homologação."
    )
    listed = "".join(f"{name} – {n} vagas;\n" for name, n in [("Contador", 2), ("Motorista", 3)] * 5)
    for text in ("\n".join(wrap(prose, 26, random.Random(7))) + "\n", listed):
        laid, items = narrow_column.relay(split_lines(text), text)
        assert ([line.text for line in laid], items) == ([line.text for line in split_lines(text)], [])
