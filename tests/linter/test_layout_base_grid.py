"""A quadro of empregos by base de lotação laid out by spaces (Instituto Consulplan's, a consórcio's) is read
as the grid of its header (`tables/layout_grid.py`): "EMPREGO PÚBLICO / BASE DE LOTAÇÃO" names the rows,
a count cell written "**" under the note "** Cadastro reserva." is a cadastro de reserva, and the notes
under the table ("¹ Requisito: …") are never a name's end.

The property test draws 250 random variants (tests/layout_base_grid.py): the name label in three wordings,
footnote marks after the emprego, counts zero-padded or not, a name wrapped after its dash, a "**" row at
times, a page break with the header again at times. Every row comes back under its emprego and base, its
mark left out, with its total and its reserve for negros; nothing else is read, and a confirmed reading
is always right."""

from __future__ import annotations

import random

from layout_base_grid import base_grid_table
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from tests.linter.layout_reading import reads_whole
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_a_quadro_by_base_de_lotacao_is_read_whole_in_its_variants():
    rng = random.Random(f"{SEED}-base-grid")
    read = sum(reads_whole(*base_grid_table(rng), lenient=True) for _ in range(VARIANTS))
    assert read >= VARIANTS - VARIANTS // 50, f"{read}/{VARIANTS} read"


def test_the_notes_under_a_grid_end_it():
    body = (
        " EMPREGO PÚBLICO / BASE DE LOTAÇÃO            TOTAL DE    AMPLA      PCD     NEGROS    CARGA       SALÁRIO\n"
        "                                                VAGAS      CONC.                        HORÁRIA       (R$)\n"
        " Técnico Auxiliar de Regulação Médica –           03         02        -        01       12x36     2.350,61\n"
        " TARM – Central de Regulação\n"
        " Rádio-Operador¹ – Sede                           02         02        -        -        12x36     2.350,61\n"
        " Farmacêutico – Sede                              **         **        **       **       40h       4.100,00\n"
        "\n"
        " ¹ Requisito: curso de rádio.\n"
        " ** Cadastro reserva.\n"
    )
    found = {q["name"]: (q["vacancies"], q["confidence"]) for q in lint_text(HEAD + body + TAIL)["positions"]}
    assert found["Técnico Auxiliar de Regulação Médica – TARM – Central de Regulação"] == (3, "confirmed")
    assert found["Rádio-Operador – Sede"] == (2, "confirmed")
    assert found["Farmacêutico – Sede"][0] == 0
