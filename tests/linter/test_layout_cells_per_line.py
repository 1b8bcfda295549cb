"""Property test: the quadros of `tests/layout_cells_per_line.py` read back right: a LibreOffice table's
header a cell after another (each label over one line or a few), its text columns after the counts
("Subsídio inicial (R$)", "Carga horária semanal"), every row its vacancies and its stated reserve for
negros, confirmed; and with the labels' long words cut inside, no hyphen, as a narrow cell wraps them. A
"Vagas" right before the roles on the header's line (`tables/prefix_total.py`) is the total's column where every
row holds a cell for it, its rows confirmed, and spans the roles where none does; a header naming fewer count
columns than the rows hold never gives a confirmed reading with other figures (`tables/spilled_cells.py`)."""

from __future__ import annotations

import functools

from layout_cells_per_line import cells_cut_in_words, cells_per_line, roles_short_of_rows, vagas_before_roles
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import header_word_breaks
from cotacheck.linter.tables.header import header_tokens

SEED = 20261206


def test_cells_per_line_read_back():
    assert_reads_back(cells_per_line, exact_reading_problems, SEED, "cells_per_line")


def test_labels_cut_inside_words_read_back():
    assert_reads_back(cells_cut_in_words, exact_reading_problems, SEED, "cells_cut_in_words")


def test_a_sentence_going_on_is_no_cut_word():
    text = "2.1. As vagas serão distribuídas conforme\no edital e seus anexos, em ordem.\nCargo AC PcD Negros Total\nAnalista 3 1 1 5"
    lines = split_lines(text)
    assert [line.text for line in header_word_breaks.relay(lines, text)][:2] == text.split("\n")[:2]


def test_a_label_cut_inside_a_word_is_joined():
    text = "Cargo\nVagas\nreservada\ns a\nCandidato\ns Negros(2)\nAmpla\nConcorrên\ncia\nTotal"
    assert [line.text for line in header_word_breaks.relay(split_lines(text), text)] == [
        "Cargo",
        "Vagas",
        "reservadas a",
        "Candidatos Negros(2)",
        "Ampla",
        "Concorrência",
        "Total",
    ]


def test_subsidio_is_a_pay_label():
    assert header_tokens("cargo ampla concorrencia pcd negros total subsidio inicial (r$) carga horaria") is not None


def _vagas_problems(case) -> list[str]:
    """Where the rows hold the total's cell (`Entry.proven`: they prove the columns), the figures read exactly
    and confirmed; else never a confirmed reading with other figures."""
    if all(e.proven for e in case.entries):
        return exact_reading_problems(case, confirmed=True)
    return _confirmed_wrong(case)


def _confirmed_wrong(case) -> list[str]:
    """Each confirmed position whose figures are not its cargo's (vacancies and reserve for negros)."""
    want = {fold(e.name): (e.vacancies, e.negros or 0) for e in case.entries}
    return [
        f"{p['name']}: confirmed {p['vacancies']}/{p['reserved_stated']}, want {want.get(fold(p['name']))}"
        for p in lint_text(case.text)["positions"]
        if p["confidence"] == "confirmed" and want.get(fold(p["name"])) != (p["vacancies"], p["reserved_stated"] or 0)
    ]


def test_vagas_before_the_roles_read_back():
    assert_reads_back(vagas_before_roles, _vagas_problems, SEED, "vagas_before_roles")


def test_vagas_before_the_roles_never_confirmed_wrong():
    """With blank lines between the cells of rows with no code too (a known limit: `cell_paragraphs`)."""
    draw = functools.partial(vagas_before_roles, blank_uncoded=True)
    assert_reads_back(draw, _confirmed_wrong, SEED, "vagas_before_roles_blank")


def test_rows_holding_a_count_the_header_does_not_name_are_never_confirmed_wrong():
    assert_reads_back(roles_short_of_rows, _confirmed_wrong, SEED, "roles_short_of_rows")


_QUADRO = "2. DOS CARGOS\n2.1 As vagas são as do quadro a seguir:\n{}\n3. DAS INSCRIÇÕES"


def _read(text: str) -> list[tuple]:
    return [
        (p["name"], p["vacancies"], p["open_stated"], p["pcd_stated"], p["reserved_stated"], p["confidence"])
        for p in lint_text(_QUADRO.format(text))["positions"]
    ]


def test_vagas_before_the_roles_over_rows_a_cell_a_line_is_the_total():
    """t06 of the twentieth set (pdftotext of a Chromium table): each row holds a count more than the roles,
    the first its total: "Vagas" is the total's column (read as spanning the roles, every row was confirmed a
    column off: 40 vacancies, 22 AC, 16 PcD, 2 negros)."""
    text = (
        "Código\n\nCargo\n\nVagas AC PcD Negros Vencimento (R$) Jornada\n\n101\n\nAnalista Fiscal\n\n22\n\n16\n\n2\n\n"
        "4\n\n2.000,00\n\n40h\n\n102\n\nTécnico Fiscal\n\n10\n\n7\n\n1\n\n2\n\n1.000,00\n\n40h\n\n32\n\n23 3\n\n6\n\n"
        "–\n\n–\n\nTOTAL"
    )
    assert _read(text) == [
        ("Analista Fiscal", 22, 16, 2, 4, "confirmed"),
        ("Técnico Fiscal", 10, 7, 1, 2, "confirmed"),
    ]


def test_a_count_past_the_columns_is_never_confirmed():
    """Rows a cell a line holding a count more than the header names ("AC PcD Negros" over four counts, the
    last a dash or a figure): the count left over is no code nor text cell, so no row is confirmed, even under a
    Total row that adds up read the same way."""
    for last, total in (("4", "6"), ("–", "–")):
        text = (
            "Código\nCargo\nAC PcD Negros Vencimento (R$) Jornada\n101\nAnalista Fiscal\n22\n16\n2\n"
            f"{last}\n2.000,00\n40h\n102\nTécnico Fiscal\n10\n7\n1\n{last}\n1.000,00\n40h\n32\n23 3\n{total}\n–\n–\nTOTAL"
        )
        assert {row[-1] for row in _read(text)} == {"uncertain"}, last
    one_row = "Cargo\nAC PcD Negros\nAnalista Fiscal\n22\n16\n2\n4\nTOTAL\n22\n16\n2\n4"
    assert {row[-1] for row in _read(one_row)} == {"uncertain"}


def test_a_page_number_under_its_running_head_is_no_spilled_cell():
    """Fundaproc's and Dataprev's quadros (FGV) through pypdf, a cell a line: between two rows a page breaks,
    "Texto da página 3:" / the running head / "3". The page's own number is no count cell past the columns
    (read as one, the whole table went unconfirmed); a number other than the page's still is."""
    rows = "Analista Fiscal\n22\n16\n2\n4\n{between}Técnico Fiscal\n10\n7\n1\n2\n"
    head = "Cargo\nVagas AC PcD Negros\n"
    page_break = "\nTexto da página 3:\n \nÓRGÃO | CONCURSO PÚBLICO 2026\n{number}\n"
    assert {r[-1] for r in _read(head + rows.format(between=page_break.format(number="3")))} == {"confirmed"}
    assert {r[-1] for r in _read(head + rows.format(between=page_break.format(number="5")))} == {"uncertain"}
