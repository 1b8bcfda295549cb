"""Property test: the quadros of `tests/layout_sex_rows.py` (a cargo cell merged over its rows by sex, its
name wrapped in a Diário Oficial's narrow column, as pypdf gives them) read back (`tables/sex_rows.py`): each
cargo's row per sex, named by the whole cargo and the sex, its total and negros, confirmed, nothing else
read; the other acts' numbers, a TAF table and a curso de formação's quadro by sex give no position. A row
whose roles do not add up to its total is never confirmed."""

from __future__ import annotations

import re

from layout_sex_rows import sex_rows
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261206
_SEX_ROW = re.compile(r"(?:Masculino|Feminino|Ambos|MASCULINO|FEMININO|Masc\.|Fem\.) \d+")


def test_sex_rows_read_back():
    assert_reads_back(sex_rows, exact_reading_problems, SEED, "sex_rows")


def test_a_row_that_does_not_add_up_is_never_confirmed_wrong():
    def broken(rng):
        case = sex_rows(rng)
        found = _SEX_ROW.search(case.text)  # the first sex row's first count one more: the roles no longer add up
        text = case.text[: found.end()] + "1" + case.text[found.end() :]
        return type(case)(text, case.entries)

    def wrong(case) -> list[str]:
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

    assert_reads_back(broken, wrong, SEED, "sex_rows_broken")
