"""Property test: an edital whose sections Cesgranrio numbers with a dash ("4 - DAS VAGAS RESERVADAS"),
forwarded by mail and so hard-wrapped at some 72 columns (tests/layout_dash_sections.py), read back right.

A fixed seed draws 200 editais. Each quadro's cargo reads once, its total and its negros; no section
heading's number is read as vacancies of the capitalised line a wrap left above it (Banco do Nordeste's
edital wrapped at 72 columns read "Conduta do BANCO DO NORDESTE DO BRASIL e os" as a cargo of 4 vacancies,
confirmed, and flagged it CQ101)."""

from __future__ import annotations

from layout_dash_sections import dash_sections
from test_layout_letter_columns import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def test_dash_sections_read_back():
    assert_reads_back(dash_sections, problems, SEED, "dash_sections", 200)


def test_a_dashed_section_heading_states_no_count():
    text = "3.10 - Aderir às Normas de Conduta do\nBANCO DO NORDESTE DO BRASIL e os\n4 - DAS VAGAS RESERVADAS\n"
    assert [p for p in lint_text(text)["positions"] if p["vacancies"]] == []
