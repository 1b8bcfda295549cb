"""Property test: the quadros of `tests/layout_wrapped_pay.py` read back right (`tables/name_start.py`):
every row is a position with its whole name (never its pay, a level heading or a header's label put
before it), its vacancies and its stated reserve for negros, confirmed; nothing else is read. Beside it,
the lines the rule must leave alone."""

from __future__ import annotations

from layout_wrapped_pay import wrapped_pay
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.name_start import never_starts_name

SEED = 20261205


def test_wrapped_pay_quadros_read_back():
    assert_reads_back(wrapped_pay, exact_reading_problems, SEED, "wrapped_pay")


def _line(text: str) -> Line:
    return Line(1, text, fold(text))


def test_pay_labels_and_levels_start_no_name():
    for text in (
        "3.044,90 30h",
        "R$ 1.205,40",
        "11.860,00 40h",
        "(R$)",
        "C.H.",
        "CH",
        "ENSINO MÉDIO",
        "NÍVEL SUPERIOR",
    ):
        assert never_starts_name(_line(text)), text


def test_a_name_start_stays_one():
    """A name's first line ("Analista do Seguro Social – Serviço" / "Social 16 2 6 1 - 25") is kept, and so
    are names opening with a number or a level's words in mixed case."""
    for text in ("Analista do Seguro Social – Serviço", "1º Tenente BM –", "Ensino Médio", "Professor de Ensino", "TI"):
        assert not never_starts_name(_line(text)), text
