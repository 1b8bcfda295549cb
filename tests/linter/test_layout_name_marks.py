"""Property test: the quadros of `tests/layout_name_marks.py` read back (`tables/name_marks.py`): every row a
position with its vacancies and its reserve for negros, its name without the note's mark glued to it; no
phantom (a note is no row); a confirmed row is right."""

from __future__ import annotations

from layout_name_marks import name_marks
from test_layout_cells_below_name import _problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import name_marks as stage

SEED = 20261206


def _with_marks_off(case) -> list[str]:
    out = _problems(case)
    out += [f"mark in {p['name']!r}" for p in lint_text(case.text)["positions"] if p["name"][-1:].isdigit()]
    return out


def test_names_with_their_notes_marks_glued_read_back():
    assert_reads_back(name_marks, _with_marks_off, SEED, "name_marks")


def test_a_glued_digit_without_its_note_stays():
    text = "Cargo AC PcD Negros Total\nAnalista A1 Superior 1 0 0 1\nCR: Cadastro de Reserva.\n"
    assert [line.text for line in stage.relay(split_lines(text))] == [line.text for line in split_lines(text)]
    noted = text + "1 Requisito: registro no conselho.\n"
    assert stage.relay(split_lines(noted))[1].text == "Analista A¹ Superior 1 0 0 1"
