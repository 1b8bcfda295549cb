"""Property test: the quadros of `tests/layout_sex_rows.py` (a cargo cell merged over its rows by sex, its
name wrapped in a Diário Oficial's narrow column, as pypdf gives them) read back (`tables/sex_rows.py`): each
cargo's row per sex, named by the whole cargo and the sex, its total and negros, confirmed, nothing else
read; the other acts' numbers, a TAF table and a curso de formação's quadro by sex give no position. A row
whose roles do not add up to its total is never confirmed. The sexes as columns (`sex_columns`), the names
wrapped above their rows' cells, read back too (`tables/parts_over_roles.py`)."""

from __future__ import annotations

import re

from layout_sex_rows import sex_columns, sex_rows
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261206
_COUNTS_ROW = re.compile(r"(?m)^(?!TOTAL|DI)(?:.* )?\d+(?: (?:\d+|–)){2}")
_SEX_ROW = re.compile(r"(?:Masculino|Feminino|Ambos|MASCULINO|FEMININO|Masc\.|Fem\.) \d+")


def test_sex_rows_read_back():
    assert_reads_back(sex_rows, exact_reading_problems, SEED, "sex_rows")


def _broken(make, row: re.Pattern):
    """`make`'s cases with the first count of the first row `row` finds one digit longer: the roles no longer
    add up to the total."""

    def broken(rng):
        case = make(rng)
        found = row.search(case.text)
        return type(case)(case.text[: found.end()] + "1" + case.text[found.end() :], case.entries)

    return broken


def _wrong(case) -> list[str]:
    """A phantom (a name cut counts as one) or a confirmed reading with other figures than the entry's."""
    out = []
    for p in lint_text(case.text)["positions"]:
        known = [e for e in case.entries if fold(e.name) in fold(p["name"])]
        if p["vacancies"] and not known:
            out.append(f"phantom {p['name']!r} {p['vacancies']}")
        elif p["confidence"] == "confirmed" and not any(
            p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == e.negros for e in known
        ):
            out.append(f"confirmed wrong {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
    return out


def test_a_row_that_does_not_add_up_is_never_confirmed_wrong():
    assert_reads_back(_broken(sex_rows, _SEX_ROW), _wrong, SEED, "sex_rows_broken")


def test_sex_columns_read_back():
    """The sexes as columns, the names wrapped above their rows' cells (`tables/parts_over_roles.py`)."""
    assert_reads_back(sex_columns, exact_reading_problems, SEED, "sex_columns")


def test_sex_columns_that_do_not_add_up_keep_their_names_whole():
    """A row that does not add up: nothing summed, the table uncertain, each name still whole (no name cut to
    its last line, which the score counts as a phantom)."""
    assert_reads_back(_broken(sex_columns, _COUNTS_ROW), _wrong, SEED, "sex_columns_broken")
