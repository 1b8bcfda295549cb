"""Property test: a quadro run into a Diário Oficial's paragraph, its labels and cells parted by " / ", its rows
by ";" (`tables/slash_rows.py`), drawn by tests/layout_slash_rows.py.

A fixed seed draws 250 editais. Each must read as its generator says: every row once, its vacancies and its
reserve for negros; no other position; the rows, which add up, confirmed. A paragraph whose rows do not all
hold a name and as many counts as its labels is left as it is."""

from __future__ import annotations

from layout_slash_rows import slash_quadro
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables.slash_rows import relay

SEED = 20261205


def test_slash_rows_read_back():
    assert_reads_back(slash_quadro, problems, SEED, "slash_quadro", 250)


def test_slash_rows_proven_are_confirmed():
    assert_proven_are_confirmed(slash_quadro, f"{SEED}-slash-confirmed", draws=60, least=50)


def test_only_whole_rows_under_count_labels_are_re_laid():
    laid = relay(split_lines("QUADRO. Cargo / Total / AC / Negros: Analista / 5 / 4 / 1; Técnico / 3 / 3 / 0."))
    assert [line.text for line in laid] == ["QUADRO.", "Cargo Total AC Negros", "Analista 5 4 1", "Técnico 3 3 0"]
    assert {line.number for line in laid} == {1}
    for text in (
        "QUADRO. Cargo / Total / AC / Negros: Analista / 5 / 4; Técnico / 3 / 3 / 0.",  # a row short of a count
        "ANEXO II – TÍTULOS. Especialização / 2,0 pontos / máximo 1 título; Mestrado / 3,0 pontos / máximo 1.",
        "Designa: Maria / RG 4.338 / Curitiba; João / RG 1.220 / Londrina.",
    ):
        assert [line.text for line in relay(split_lines(text))] == [text]
