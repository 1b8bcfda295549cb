"""A spreadsheet's pivot table copied with tabs (`tables/pivot_table.py`): its group rows are subtotals, never
cargos, and a pivot of the cadastro de reserva is no vacancy.

The property test draws 250 random variants (tests/layout_pivot.py): every cargo's row comes back whole with
its figures, no group or total row is read as a cargo (the vacancies never counted twice), no row of the
cadastro's pivot is read, and a confirmed row is right in every figure. The hand-written case pins what
stays unread: a group whose rows do not add up to it."""

from __future__ import annotations

import random

from layout_pivot import pivot_text
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import pivot_table
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_pivot_tables_are_read_without_their_subtotals_in_their_variants():
    rng = random.Random(f"{SEED}-pivot")
    misread = 0
    for _ in range(VARIANTS):
        body, rows, negros = pivot_text(rng)
        text = HEAD + "2.1 Colo aqui a tabela dinâmica das vagas do Anexo I:\n\n" + body + TAIL
        positions = [q for q in lint_text(text)["positions"] if q.get("vacancies")]
        for q in positions:
            known = [row for row in rows if fold(row.name) == fold(q["name"])]
            assert known, (q["name"], text)  # no group, total or cadastro row read as a cargo
            if q["confidence"] == "confirmed":
                assert q["vacancies"] == known[0].total, text
                assert not negros or q["reserved_stated"] == known[0].negros, text
        got = {(fold(q["name"]), q["vacancies"], q["reserved_stated"] if negros else None) for q in positions}
        want = {(fold(row.name), row.total, row.negros if negros else None) for row in rows if row.total}
        misread += got != want
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


_PIVOT = (
    "Soma de Vagas\tRótulos de Coluna\n"
    "Rótulos de Linha\tAmpla concorrência\tNegros\tTotal Geral\n"
    "Médio\t6\t2\t8\n"
    "Agente de Polícia\t4\t1\t5\n"
    "Técnico Administrativo\t2\t1\t3\n"
    "Superior\t3\t1\t4\n"
    "Analista de Sistemas\t3\t1\t4\n"
    "Total Geral\t9\t3\t12\n"
)


def test_the_group_rows_are_left_out_only_where_the_sums_prove_them():
    laid = [line.text for line in pivot_table.relay(split_lines(_PIVOT), _PIVOT)]
    assert laid == [
        "Cargo AC Negros Total",
        "Agente de Polícia 4 1 5",
        "Técnico Administrativo 2 1 3",
        "Analista de Sistemas 3 1 4",
        "Total 9 3 12",
        "",
    ]
    wrong = _PIVOT.replace("Médio\t6\t2\t8", "Médio\t7\t2\t9")
    assert [line.text for line in pivot_table.relay(split_lines(wrong), wrong)] == [
        line.text for line in split_lines(wrong)
    ]
