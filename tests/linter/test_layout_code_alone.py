"""Property test: the quadros of `tests/layout_code_alone.py` (a row's code alone above its wrapped name,
as pypdf gives a table whose cells are centred) read back right (`tables/code_alone.py`): every row a
position with its whole name, its vacancies and its stated reserve for negros, nothing else read. Beside
it, the lone numbers the stage leaves alone."""

from __future__ import annotations

from layout_code_alone import code_alone
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import code_alone as stage

SEED = 20261206


def test_lone_codes_read_back():
    assert_reads_back(code_alone, lambda case: exact_reading_problems(case, confirmed=False), SEED, "code_alone")


def test_only_the_next_code_is_joined():
    rows = [
        "002 Agente de Saúde Bucal 2 - - 20h 5.242,76 Ensino Médio",
        "{}",
        "Agente Comunitário de",
        "Saúde",
        "3 - 1 30h",
    ]
    joined = [x.text for x in stage.relay(split_lines("\n".join(rows).format("003")))]
    assert joined[1] == "003 Agente Comunitário de Saúde 3 - 1 30h"
    for other in ("005", "03", "2024"):  # not the next code, not as wide, a year
        kept = [x.text for x in stage.relay(split_lines("\n".join(rows).format(other)))]
        assert kept[1] == other, other
