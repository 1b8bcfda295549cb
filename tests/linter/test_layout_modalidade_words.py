"""A docente annex whose last column gives each row's vacancies by modalidade in words
(`tables/modalidade_words.py`): 250 random variants (tests/layout_modalidade_words.py) read back, each
área with its vacancies and its reserve under Lei 15.142 and confirmed, no other position; a row whose
parts do not add up, or a label no role has, leaves the quadro as it stood."""

from __future__ import annotations

from layout_modalidade_words import modalidade_words
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import modalidade_words as stage

SEED = 20261207
VARIANTS = 250


def _problems(case) -> list[str]:
    out = problems(case)
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    return out + [f"{p['name']}: not confirmed" for p in positions if p["confidence"] != "confirmed"]


def test_modalidade_cells_in_words_read_back():
    assert_reads_back(modalidade_words, _problems, SEED, "modalidade_words", VARIANTS)


HEAD = "Código Unidade Área Regime Nº de vagas Modalidade da vaga"


def _relaid(rows: list[str]) -> list[str]:
    text = "\n".join(["Reserva de vagas reservadas", HEAD, *rows])
    return [line.text for line in stage.relay(split_lines(text), text)]


def test_rows_that_do_not_add_up_or_an_unknown_label_stay():
    right = "01 Letras Literatura DE 01 Ampla concorrência"
    assert (
        _relaid([right, "02 Letras Linguística DE 02 1 Ampla concorrência; 2 Reservada – pessoas indígenas"])[1] == HEAD
    )
    assert (
        _relaid([right, "02 Letras Linguística DE 02 Ampla concorrência; 1 Reservada – pessoas indígenas"])[1] == HEAD
    )
    assert _relaid([right, "02 Letras Linguística DE 01 Reservada – servidores"])[1] == HEAD


def test_a_row_a_name_each_role_a_column():
    laid = _relaid(
        [
            "01 Letras Literatura DE 01 Ampla concorrência",
            "02 Letras Linguística DE 02 1 Ampla concorrência; 1 Reservada – pessoas pretas e pardas",
        ]
    )
    assert laid[1:] == [
        "| Área | AC | Pretos e pardos | Total |",
        "| --- | --- | --- | --- |",
        "| Letras Literatura | 1 | 0 | 1 |",
        "| Letras Linguística | 1 | 1 | 2 |",
    ]
