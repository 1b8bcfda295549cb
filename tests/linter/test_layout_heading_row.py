"""Property test: the quadros of `tests/layout_heading_row.py` read back (`rows.row_of_its_own`): a heading row
ending in hours and pay with no counts is a row of its own, never the start of the next row's name; every
disciplina row is read with its own figures, no phantom, no confirmed row named otherwise than its own."""

from __future__ import annotations

from layout_heading_row import heading_row
from test_layout_cells_below_name import _problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.rows import row_of_its_own

SEED = 20261207


def _named_right(case) -> list[str]:
    out = _problems(case)
    for p in lint_text(case.text)["positions"]:
        if p["confidence"] == "confirmed" and any(w in p["name"] for w in ("disciplina", "curricular", "Anos Finais")):
            out.append(f"heading in the confirmed name {p['name']!r}")
    return out


def test_a_heading_row_over_its_disciplinas_reads_back():
    assert_reads_back(heading_row, _named_right, SEED, "heading_row", per_class=200)


def test_only_hours_then_pay_end_a_row_of_its_own():
    assert row_of_its_own("Fundamental (por disciplina): 30h 4.580,57")
    assert row_of_its_own("Anos Finais 40 horas R$ 12.700,00")
    assert not row_of_its_own("Analista do Seguro Social – Serviço")
    assert not row_of_its_own("Técnico em Enfermagem 40h")
