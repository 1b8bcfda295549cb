"""What the table pass keeps to read a header, a label or a cell once (issue 42: table after table under
one header read its columns, roles and abbreviations again each time) is what it would read again: a kept
answer is never changed by the table that got it, and reads as the answer made afresh."""

from __future__ import annotations

import datetime as dt

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import docx_walk, pandoc_grid
from cotacheck.linter.tables.extract import Extractor, build_columns
from cotacheck.linter.tables.layout_header import _KINDS, _kind, column_of
from cotacheck.linter.tables.legend import Legend, unexplained

LABELS = ["Cargo", "TOTAL", "AC", "PcD", "Negros", "Vagas", "Lotação", "Remuneração", "N I", "PPP", "Total reservado"]


def test_a_columns_kind_is_kept_not_the_column():
    """`pipe_table._roles` gives a column another kind ("part"): the next table's column is the label's own."""
    first = column_of(0, 0, "Cargo")
    first.kind = "part"
    again = column_of(3, 9, "Cargo")
    assert again is not first and again.kind == "name" and (again.x0, again.x1) == (3, 9)
    assert [column_of(0, 0, label).kind for label in LABELS] == [_kind(label) for label in LABELS]


def test_a_long_label_is_read_and_not_kept():
    label = "Cargo " + "x" * 200
    assert column_of(0, 0, label).kind == _kind(label)
    assert label not in _KINDS


def test_a_walks_count_cell_is_the_grids():
    cells = ["12", "-", "", "CR", "05 (cinco)", "05 (seis)", "Analista", "2O", "1.234", "–"]
    assert [docx_walk.count_cell(c) for c in cells] == [pandoc_grid.count_cell(c) for c in cells]


def test_a_headers_columns_are_a_new_list_for_each_table():
    extractor = Extractor(split_lines("Cargo AC PcD Total\nAnalista 1 1 2\n"), set())
    kinds = [["name", "open", "pcd", "total"]]
    first = extractor.columns(kinds)
    first.append("changed by its table")
    assert extractor.columns(kinds) == build_columns(kinds)
    assert extractor.columns(kinds) is not extractor.columns(kinds)


def test_a_header_lines_abbreviations_are_the_legends_reading():
    lines = split_lines("Legenda: AC – ampla concorrência; XY – outra.\nCargo AC XY PcD Total\nCargo AC ZW Total\n")
    legend = Legend(lines)
    for line in lines[1:]:
        afresh = unexplained(legend.expand(line.folded), line.text)
        assert legend.unexplained([(line, None)]) == afresh
        assert legend.unexplained([(line, None)]) == afresh  # kept


def test_tables_under_one_header_read_alike():
    """Three tables under one header, read one after another, each read as it is read alone."""
    one = "Cargo | TOTAL | TOTAL | AC\nAnalista | 2 | 2 | 1\nTécnico | 3 | 3 | 3\n"
    alone = lint_text(one, law="go", date=dt.date(2026, 3, 10))["positions"]
    thrice = lint_text(one * 3, law="go", date=dt.date(2026, 3, 10))["positions"]
    keys = ("name", "vacancies", "confidence")
    assert [[p.get(k) for k in keys] for p in thrice] == [[p.get(k) for k in keys] for p in alone] * 3
