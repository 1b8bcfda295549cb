"""Property test: summaries of an edital's vacancies that are not the edital (tests/layout_summaries.py)
read back right and never confirmed: a news page's list lines "Name – N vagas (reserve in words)" among
breadcrumbs, a salary list and related news; a messaging app's conversation with times, senders, emoji
bullets, "*bold*" names, a member's "20 ou 24?" and its answer. Every cargo once with its vacancies and
reserve for negros, no title, total, question or answer taken for a cargo, and every position uncertain
with the reason saying the text is a summary."""

from __future__ import annotations

import random

import pytest
from layout_summaries import chat_forward, news_list
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import vacancy_list

SEED = 20261205
CLASSES = {"news_list": news_list, "chat_forward": chat_forward}


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_summaries_read_back_uncertain(name):
    assert_reads_back(CLASSES[name], problems, SEED, name, 200)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_every_reading_of_a_summary_says_why_it_is_uncertain(name):
    rng = random.Random(f"{SEED}-{name}-why")
    for _ in range(30):
        for p in lint_text(CLASSES[name](rng).text)["positions"]:
            assert p["confidence"] == "uncertain" and "não o" in p["confidence_reason"], p


def test_one_dash_line_is_no_list():
    """A single "Name – N vagas" line (a headline, a related news item) is no list: left as it is."""
    lines = split_lines("Notícias\nConcurso da Câmara Municipal – 6 vagas (1 para negros)\nOutras notícias\n")
    before = [line.text for line in lines]
    lines, listed = vacancy_list.relay(lines)
    assert not listed and [line.text for line in lines] == before


def test_a_table_row_of_empty_cells_is_no_item():
    """ "Farmacêutico - - - - CR": a table's row, its empty cells dashes, is never a list's item."""
    lines = split_lines("Farmacêutico - - - - CR\nAuxiliar de Enfermagem - - - - cadastro reserva\n")
    assert vacancy_list.relay(lines)[1] == []
