"""Property test: the quadros of `tests/layout_cr_by_role.py` read back right (`tables/cr_by_role.py`,
`stacked_header._name_line_first`): every row with immediate vacancies is a position with its name, its
vacancies and its stated reserve for negros, confirmed (the cadastro's run never read as a second run of
the same roles); a row of cadastro only has no vacancy; nothing else is read. Beside it, headers the
rewrite must leave alone."""

from __future__ import annotations

from layout_cr_by_role import cr_by_role
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables.cr_by_role import SPAN, regrouped

SEED = 20261205


def test_cr_by_role_quadros_read_back():
    assert_reads_back(cr_by_role, exact_reading_problems, SEED, "cr_by_role")


def test_the_cadastro_run_is_regrouped():
    tokens = ["ignore", "name", "open", "pcd", "negros", "total", "crg", "open", "crg", "pcd", "crg", "negros"]
    assert regrouped(tokens) == [
        "ignore",
        "name",
        "vagas",
        "open",
        "pcd",
        "negros",
        "total",
        SPAN,
        "open",
        "pcd",
        "negros",
    ]


def test_a_cr_column_stays_one():
    """A "CR" count column of its own ("AC PcD Negros Total CR Remuneração"), one "CR" before a single role,
    or a role twice after "CR" are left as they are."""
    for tokens in (
        ["name", "open", "pcd", "negros", "total", "crg", "ignore"],
        ["name", "open", "pcd", "total", "crg", "open", "ignore"],
        ["name", "open", "pcd", "total", "crg", "open", "crg", "open"],
    ):
        assert regrouped(tokens) == tokens, tokens
