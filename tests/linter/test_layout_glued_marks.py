"""Property test: the quadros of `tests/layout_glued_marks.py` (a note's mark glued to a header's count
label as a plain digit, as pypdf prints "PcD¹") read back right (`tables/glued_marks.py`): every row a
position with its name, vacancies and stated reserve for negros, nothing else read, never a confirmed wrong
reading. Beside it, a digit glued to a label with no note below stays as it is."""

from __future__ import annotations

from layout_glued_marks import glued_marks
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import glued_marks as stage

SEED = 20261206


def test_marked_headers_read_back():
    assert_reads_back(glued_marks, lambda case: exact_reading_problems(case, confirmed=False), SEED, "glued_marks")


def test_a_mark_is_read_only_with_its_note():
    text = (
        "Cargo Total PcD1 Negros2 AC3\nAnalista 10 1 2 7\n1 Reserva conforme a Lei nº 7.853/1989. 2 Lei nº 12.990/2014."
    )
    assert [x.text for x in stage.relay(split_lines(text))][0] == "Cargo Total PcD¹ Negros² AC3"
    alone = "Cargo Total PcD1 Negros2\nAnalista 10 1 2\nAs vagas constam do quadro."
    assert [x.text for x in stage.relay(split_lines(alone))][0] == "Cargo Total PcD1 Negros2"
