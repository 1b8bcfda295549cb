"""A quadro whose count labels were printed rotated, the labels pypdf gives at the page's end
(`tables/rotated_tail.py`): 250 random variants (tests/layout_rotated_tail.py) read back whole, every row
confirmed by its arithmetic and no other position; a tail of labels that are no vacancy labels, or a
header the rows do not fit, leaves the text as it is."""

from __future__ import annotations

import random

from layout_rotated_tail import rotated_places, rotated_tail
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables import rotated_tail as stage

SEED = 20261206
VARIANTS = 250


def test_rotated_labels_at_the_page_end_read_back():
    assert_reads_back(rotated_tail, exact_reading_problems, SEED, "rotated_tail", VARIANTS)


def test_the_labels_go_into_the_header_and_the_tail_is_blanked():
    text = "\n".join(
        [
            "ÓRGÃO – Edital 01/2024",
            "Cargo Vencimento (R$)",
            "101 Perito Criminal 48 36 03 09 R$ 12.488,30",
            "102 Médico Legista 22 16 01 05 R$ 12.488,30",
            "III – DAS INSCRIÇÕES",
            "Código",
            "Total de vagas",
            "Ampla concorrência",
            "Pessoas com",
            "deficiência",
            "Pretos, pardos",
            "e indígenas",
            "ÓRGÃO – Edital 01/2024",
            "1. As inscrições …",
        ]
    )
    lines = stage.relay(text).split("\n")
    assert lines[1] == "Código Cargo Total AC PcD Negros Vencimento (R$)"
    assert lines[5:12] == [""] * 7 and lines[4] == "III – DAS INSCRIÇÕES" and len(lines) == 14


def test_labels_of_no_vacancy_table_and_rows_that_do_not_fit_stay():
    score = "Disciplina\nLíngua Portuguesa 20 2\nMatemática 10 1\nNº de\nquestões\nPeso"
    assert stage.relay(score) == score
    states = "Cargo\nAgente 3 1 2 – 1 6 5 1 0\nTotal de vagas\nAmpla concorrência\nAC\nAL\nAM"
    assert stage.relay(states) == states  # a UF's label: the tail is no header of counts
    short = "Cargo Salário\nAgente 3 2 1.200,00\nTotal de vagas\nAmpla concorrência\nNegros"
    assert stage.relay(short) == short  # two counts a row under three labels


def test_a_text_without_the_class_is_returned_as_it_is():
    text = "".join(random.Random(1).choice("ab \n") for _ in range(2000))
    assert stage.relay(text) is text


def test_states_as_rotated_columns_read_back():
    assert_reads_back(rotated_places, exact_reading_problems, SEED, "rotated_places", VARIANTS)


def test_places_whose_order_no_sum_proves_stay():
    text = "\n".join(
        ["Cargo", "Agente 1 1 1 3 2 0 1", "Total de vagas", "Ampla concorrência", "Negros", "AC", "AL", "AM", "AP"]
    )
    assert stage.relay(text) == text  # the states' cells do not add up to the total either way
