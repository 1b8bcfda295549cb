"""Property test: the quadros of `tests/layout_code_alone.py` (a row's code alone above its wrapped name,
as pypdf gives a table whose cells are centred) read back right (`tables/code_alone.py`): every row a
position with its whole name, its vacancies and its stated reserve for negros, nothing else read. Beside
it, the lone numbers the stage leaves alone."""

from __future__ import annotations

import re

from layout_code_alone import code_alone, name_head
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import code_alone as stage

SEED = 20261206
_CODE = re.compile(r"^\d{2,4} ")


def test_lone_codes_read_back():
    assert_reads_back(code_alone, lambda case: exact_reading_problems(case, confirmed=False), SEED, "code_alone")


def _uncoded_problems(case) -> list[str]:
    """`exact_reading_problems`, a row's code before its name left out: under "Código Cargo Vagas Carga" (its
    labels a word a line) the reader keeps the code in the name, one-line rows too."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((_CODE.sub("", fold(p["name"])), p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries)
    return [] if got == want else [f"read {got}, want {want}"]


def test_codes_beside_a_name_head_read_back():
    """The name's first words beside the code, the rest and the counts below (`code_alone`'s second form)."""
    assert_reads_back(name_head, _uncoded_problems, SEED, "name_head")


def test_a_numbered_heading_is_no_name_head():
    rows = ["{}", "Os candidatos", "2 3 dias úteis"]
    for above in ("10 DOS RECURSOS", "10 Analista de Sistemas"):
        text = "\n".join([above, *rows]).format("11 DA NOMEAÇÃO")
        kept = [x.text for x in stage.relay(split_lines(text))]
        assert kept[1] == "11 DA NOMEAÇÃO", above
    joined = stage.relay(split_lines("\n".join(["10 Analista 2 1 1", *rows]).format("11 Auxiliar de")))
    assert joined[1].text == "11 Auxiliar de Os candidatos 2 3 dias úteis"


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
