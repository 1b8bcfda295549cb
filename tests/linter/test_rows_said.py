"""A table row is never dropped or confirmed in silence (issue 41): a Total row printed first that is
not the sum, digits a viewer shows in another order (direction marks, right-to-left letters), and a
prose statement that wraps over lines after the table's last row."""

from __future__ import annotations

import pytest
from lint_samples import CLAUSES, GO_HEAD

from cotacheck.linter import lint_text

HEADER = "Cargo AC Negros Total\n"


def rows(result: dict) -> list[tuple]:
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in result["positions"]]


def notes(result: dict) -> list[str]:
    return [f["message"] for f in result["findings"] if f["code"] == "CQ305"]


# --- a Total row above the rows -------------------------------------------------------------------------


@pytest.mark.parametrize("total", ["Total 40 0 40", "TOTAL GERAL 10 0 10", "Total 8 2 9"])
def test_a_total_row_first_that_is_not_the_sum_leaves_the_table_uncertain(total):
    """ "Total 40 0 40" over "Analista 8 2 10" was set aside as a total and the table stayed confirmed."""
    result = lint_text(GO_HEAD + HEADER + f"{total}\nAnalista 8 2 10\n" + CLAUSES)
    assert rows(result) == [("Analista", 10, 2, "uncertain")]
    reason = result["positions"][0]["confidence_reason"]
    assert "linha de total (linha 5) não é a soma" in reason
    assert result["tables"][0]["rows"] == 1


def test_a_total_row_first_that_is_the_sum_keeps_the_table_confirmed():
    result = lint_text(GO_HEAD + HEADER + "Total 31 9 40\nAnalista 8 2 10\nTécnico 23 7 30\n" + CLAUSES)
    assert [r[3] for r in rows(result)] == ["confirmed", "confirmed"]


# --- direction marks and right-to-left letters ------------------------------------------------------------


@pytest.mark.parametrize(
    "cell,shown",
    [
        ("1\u200f2", "1⟨U+200F⟩2"),  # RLM inside 12: a browser shows "Técnico 116 4 2"
        ("1\u061c2", "1⟨U+061C⟩2"),  # ALM
        ("\u200e12", "⟨U+200E⟩12"),  # LRM
        ("1\u05d02", "1\u05d02"),  # a Hebrew letter inside the figure
    ],
)
def test_a_direction_mark_or_rtl_letter_in_a_figure_makes_the_row_uncertain_naming_the_cell(cell, shown):
    clean = lint_text(GO_HEAD + HEADER + "Técnico Judiciário 12 4 16\n" + CLAUSES)
    assert rows(clean) == [("Técnico Judiciário", 16, 4, "confirmed")]
    result = lint_text(GO_HEAD + HEADER + f"Técnico Judiciário {cell} 4 16\n" + CLAUSES)
    assert [r[3] for r in rows(result)] == ["uncertain"]
    assert shown in result["positions"][0]["confidence_reason"]
    assert [n for n in notes(result) if shown in n and "linha 5" in n]


def test_a_name_in_hebrew_before_the_figures_makes_the_row_uncertain():
    """Digits after a right-to-left letter are shown in another order ("שרת 12 4 16" as "16 4 12 שרת")."""
    result = lint_text(GO_HEAD + HEADER + "Técnico שרת 12 4 16\n" + CLAUSES)
    assert [r[3] for r in rows(result)] == ["uncertain"]
    assert "שרת" in result["positions"][0]["confidence_reason"]


# --- prose after the table ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "prose",
    [
        "Para o cargo de Motorista serão oferecidas 12\nvagas, das quais 3 reservadas a candidatos negros.\n",
        "Para o cargo de Motorista serão oferecidas 12 vagas, das quais\n3 reservadas a candidatos negros.\n",
    ],
)
def test_a_statement_wrapped_after_the_last_row_is_read(prose):
    """Its first line was taken for a row of the table that did not close, and the statement was lost."""
    result = lint_text(GO_HEAD + HEADER + "Analista 8 2 10\nTécnico 23 7 30\n" + prose + CLAUSES)
    assert rows(result) == [
        ("Analista", 10, 2, "confirmed"),
        ("Técnico", 30, 7, "confirmed"),
        ("Motorista", 12, 3, "confirmed"),
    ]


def test_a_long_row_name_with_the_word_vagas_is_still_a_row():
    """A name that wraps onto its row's line is not taken for prose."""
    text = GO_HEAD + "Cargo AC Negros Total\nAnalista de Sistemas com vagas\npara Brasília 8 2 10\nTécnico 23 7 30\n"
    result = lint_text(text + CLAUSES)
    assert [r[1:] for r in rows(result)] == [(10, 2, "confirmed"), (30, 7, "confirmed")]
