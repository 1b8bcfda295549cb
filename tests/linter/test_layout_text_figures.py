"""Property test: a quadro whose text cells before the counts hold figures ("(mínimo 120 horas)", "2 anos de
experiência", "Lei nº 8.906/1994", "CNH categoria “D”", "5º semestre"), as innerText or pypdf gives it
(tests/layout_text_figures.py, the class of `tables/text_figures.py` and `tables/figure_lines.py`), read
back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies its total and
its negros, named by its cargo; never a requisito's figure read as a count or as a row of its own, and no
row confirmed (its name runs on with the text cells)."""

from __future__ import annotations

from layout_text_figures import text_figures
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.cells import inner_cells

SEED = 20261216


def test_text_figures_read_back():
    assert_reads_back(text_figures, problems, SEED, "text_figures", 200)


def _inner(text: str, expected: int):
    return inner_cells(Line(1, text, fold(text).lower()), expected)


def test_a_short_run_before_a_full_one_is_the_texts():
    """The first run of numbers, shorter than the columns, with a run that fills them later on the line, is
    words of a text cell; the full run is the row's counts."""
    words, cells = _inner("Curso de taquigrafia (mínimo 120 horas) 01 00 00 30h R$ 3.214,55", 3)
    assert cells == [("n", 1), ("n", 0), ("n", 0)] and words[-1] == "horas)"
    words, cells = _inner("Motorista 2 anos de experiência 3 – 1 40h", 3)
    assert cells == [("n", 3), ("zero", 0), ("n", 1)] and words == ["Motorista", "2", "anos", "de", "experiência"]


def test_a_short_run_alone_is_kept():
    """With no full run after it, a short run is read as before (a row whose last cells wrap onto the next
    line, or a table of one count column)."""
    assert _inner("Analista Judiciário 3 1 Superior completo", 3)[1] == [("n", 3), ("n", 1)]
    assert _inner("Engenheiro Civil 24 Graduação em Engenharia 2 anos", 1)[1] == [("n", 24)]


def _read(quadro: str) -> list[tuple[str, int, int | None, str]]:
    report = lint_text(f"EDITAL Nº 01/2026\n2. DOS CARGOS E DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"]]


def test_a_figure_on_a_line_above_the_counts_is_the_texts():
    """ "Escala com 2 plantões" and "2 anos de experiência" on the requisitos' lines above the counts of a row
    opened by its code: no row of 2 vacancies, no row named by the requisito; the rows in doubt."""
    quadro = (
        "Cód.\tCargo\tRequisitos\tTotal*\tReservadas PcD\tReservadas negros\tJornada semanal\tVencimento inicial\n"
        "01\tVigia\tEnsino fundamental completo\nEscala com 2 plantões semanais\n"
        "2 anos de experiência na função\t03\t00\t01\t12x36\tR$ 1.518,00\n"
        "02\tMotorista\tEnsino fundamental completo\nCNH categoria “D”\t05\t01\t01\t40h\tR$ 2.190,35\n"
    )
    read = _read(quadro)
    assert [(n.split()[0], v, r) for n, v, r, _ in read] == [("Vigia", 3, 1), ("Motorista", 5, 1)], read
    assert all(c == "uncertain" for *_, c in read)


def test_a_cadastro_row_before_a_full_one_keeps_its_cells():
    """A row of a cadastro de reserva ("CR" and its pay) is no figure of the next row's text: its "CR" stays
    its cell, however full the row below is."""
    quadro = (
        "Cargo\tEscolaridade\tVagas\tAC\tPcD\tNegros\tSalário inicial\n"
        "Médico Veterinário\tSuperior\tCR\tR$ 7.401,10\n"
        "Operário\tFundamental\t15\t11\t1\t3\tR$ 1.518,00\n"
    )
    names = [n for n, *_ in _read(quadro)]
    assert not any("CR" in n.split() for n in names), names


def test_a_cut_row_ends_at_counts_before_its_pay_and_jornada():
    """innerText's row cut by a `<br>`, no code column, its last line's counts followed by the jornada and the
    pay: re-laid as one row, named by its cargo, never by the requisito's last line."""
    quadro = (
        "Cargo\tRequisitos\tAC\tPcD\tNegros\tTotal\tJornada semanal\tVencimento inicial\n"
        "Técnico em Comunicação Social\tEnsino médio completo\nIdade mínima de 18 anos\t4\t1\t1\t6\t12x36\tR$ 2.722,75\n"
        "Vigia\tEnsino fundamental completo\t3\t0\t1\t4\t40h\tR$ 1.518,00\n"
    )
    read = _read(quadro)
    assert [(n.split()[0], v, r) for n, v, r, _ in read] == [("Técnico", 6, 1), ("Vigia", 4, 1)], read
