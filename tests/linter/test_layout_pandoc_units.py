"""Property test: a DOCX quadro by unidade as pandoc writes it (`tests/layout_pandoc_units.py`), each group's
heading a row in capitals alone in the first column, read back by `tables/pandoc_grid.py`: every cargo row a
position named by its cargo and its group, with its figures, confirmed; the headings, subtotals and the grand
total none."""

from __future__ import annotations

from layout_pandoc_units import pandoc_units
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import pandoc_grid

SEED = 20261207


def test_pandoc_tables_by_unit_read_back():
    assert_reads_back(pandoc_units, exact_reading_problems, SEED, "pandoc_units", 200)


TOP = "  " + "-" * 50
DASHES = "  ------------------ -------- -------- -------- --------"


def test_a_heading_in_capitals_names_the_rows_under_it():
    rows = [
        TOP,
        "  Cargo              Total    AC       PcD      Negros",
        DASHES,
        "  HOSPITAL REGIONAL",
        "  DO SERIDÓ",
        "",
    ]
    rows += ["  Enfermeiro         5        3        1        1", TOP]
    text = "\n".join(rows)
    laid = [line.text for line in pandoc_grid.relay(split_lines(text), text)]
    assert laid == ["Cargo Total AC PcD Negros", "Enfermeiro – HOSPITAL REGIONAL DO SERIDÓ 5 3 1 1"]


def test_a_cargo_with_no_figures_over_its_rows_leaves_the_table_alone():
    """A name in mixed case with every cell blank is a cargo over its especialidades, no heading: which row it
    names is not the grid's to say."""
    rows = [TOP, "  Cargo              Total    AC       PcD      Negros", DASHES, "  Professor PE-II", ""]
    rows += ["  Matemática         5        3        1        1", TOP]
    text = "\n".join(rows)
    assert [line.text for line in pandoc_grid.relay(split_lines(text), text)] == [x.text for x in split_lines(text)]
