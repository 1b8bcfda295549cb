"""Property test: a word processor's quadro printed to PDF and read by MuPDF (PyMuPDF `get_text()`), each cell
on lines of its own, a wrapped cell's lines ending in the space they were broken at (tests/layout_mupdf_cells.py,
the class of `tables/soft_wraps.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once under its whole name
(its wrapped lines joined), its vacancies its total and its reserve for negros its negros' cell; never a
phantom (no first line of a name alone, no requisitos, group row, cadastro-only row, page number or running head
read as a cargo), and no confirmed name holding a page's running head (one printed only from the second page on
too, seen above the quadro on no page)."""

from __future__ import annotations

import random

from layout_mupdf_cells import LATER, RUNNING, mupdf_cells, mupdf_cells_no_requisitos
from test_layout_prose import assert_reads_back, exact_reading_problems, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261208
_HEADS = [fold(head) for head in RUNNING + LATER]


def _problems(case) -> list[str]:
    """`problems`, and every confirmed name (a cadastro-only row's too) holding a running head."""
    out = problems(case)
    for p in lint_text(case.text)["positions"]:
        if p["confidence"] == "confirmed" and any(head in fold(p["name"]) for head in _HEADS):
            out.append(f"a running head in a confirmed name: {p['name']!r} (line {p['line']})")
    return out


def test_mupdf_cells_read_back():
    assert_reads_back(mupdf_cells, _problems, SEED, "mupdf_cells", 200)


def test_a_running_head_printed_from_the_second_page_on_is_no_name():
    """After one break, the head seen on that page only: told by where it stands, between the page's end and
    the header again, or beyond the text cells the rows around it have (name and requisitos)."""
    rows = "Vigia \nNoturno\nEnsino médio completo\n3\n1\n4\nMotorista\nEnsino médio completo\n2\n1\n3\n"
    more = "Cozinheiro\nEnsino fundamental completo\n5\n2\n7\nGari\nEnsino fundamental incompleto\n6\n1\n7\n"
    header = "Cargo\nRequisitos\nAmpla concorrência\nNegros\nTotal\n"
    for again in (header, ""):
        page = f"{rows}Página 1 de 2\n\fSecretaria Municipal de Gestão\n{again}{more}"
        text = f"EDITAL Nº 02/2025\n2. DAS VAGAS\nQUADRO I\n{header}{page}3. DAS INSCRIÇÕES\n"
        read = [(p["name"], p["vacancies"], p["confidence"]) for p in lint_text(text)["positions"]]
        assert ("Cozinheiro", 7, "confirmed") in read and not any("Secretaria" in name for name, _, _ in read), read


def test_mupdf_cells_without_requisitos_read_back():
    """The same quadro with no requisitos column (the header only name, counts and at times a pay or hours
    column): every row read under its exact name and confirmed by its arithmetic, a nível's group row between
    the rows ("NÍVEL MÉDIO – vencimento R$ … – carga horária 40h semanais") no end of the table (its thirteen
    words were taken for prose and the rows under it lost: 41 of 100 variants), the header again after a form
    feed the same table (its TOTAL GERAL then the sum of both pages' rows: read as two tables, the total
    left every row uncertain). Left: a first page of one row ending in its page's number alone ("1") before
    the form feed loses that row; a running head first printed on a page with no header again after the break
    leaves the page's first row in doubt (one text cell a row gives `running_heads` no cells to count; a head
    once seen above the header again is known on the later pages); 1 in 200, never a phantom nor a wrong
    figure."""
    rng = random.Random(f"{SEED}-mupdf_cells_no_requisitos")
    cases = [mupdf_cells_no_requisitos(rng) for _ in range(200)]
    bad = [(wrong, case.text) for case in cases if (wrong := exact_reading_problems(case))]
    assert len(bad) <= 2, f"{len(bad)}/200 misread; first: {bad[0][0]}\n{bad[0][1]}"
    for case in cases:
        wrong = [w for w in problems(case) if not w.endswith(", got []")]
        assert not wrong, f"{wrong}\n{case.text}"
