"""Property test: a word processor's quadro printed to PDF and read by MuPDF (PyMuPDF `get_text()`), each cell
on lines of its own, a wrapped cell's lines ending in the space they were broken at (tests/layout_mupdf_cells.py,
the class of `tables/soft_wraps.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once under its whole name
(its wrapped lines joined), its vacancies its total and its reserve for negros its negros' cell; never a
phantom (no first line of a name alone, no requisitos, group row, cadastro-only row, page number or running head
read as a cargo), and no confirmed name holding a page's running head (one printed only from the second page on
too, seen above the quadro on no page)."""

from __future__ import annotations

from layout_mupdf_cells import LATER, RUNNING, mupdf_cells
from test_layout_prose import assert_reads_back, problems

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
