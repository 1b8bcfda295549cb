"""Property test: pandoc's multiline tables of `tests/layout_pandoc.py` read back right
(`tables/pandoc_grid.py`): every row a position with its whole name, its vacancies and its stated reserve
for negros, confirmed (the dashes state the columns and every row adds up), nothing else read; and the
tables the stage must leave to the other rules."""

from __future__ import annotations

from layout_pandoc import pandoc_colspan, pandoc_markdown, pandoc_multiline
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import pandoc_grid

SEED = 20261205


def _problems(case) -> list[str]:
    report = lint_text(case.text)
    out = problems(case)
    names = {fold(e.name) for e in case.entries}
    for p in report["positions"]:
        if p["vacancies"] and fold(p["name"]) not in names:
            out.append(f"name not whole: {p['name']!r}")
        if p["vacancies"] and p["confidence"] != "confirmed":
            out.append(f"{p['name']}: not confirmed ({p.get('confidence_reason')})")
    return out


def test_pandoc_multiline_tables_read_back():
    assert_reads_back(pandoc_multiline, _problems, SEED, "pandoc_multiline")


def test_pandoc_markdown_tables_read_back():
    """pandoc `-t markdown`'s multiline table: bold labels and names, a header of two rows, the cargo merged
    over its specialties' rows, "--" for no vacancy, read back whole and confirmed."""
    assert_reads_back(pandoc_markdown, _problems, SEED, "pandoc_markdown", 200)


def test_pandoc_colspan_tables_read_back():
    """An HTML quadro's spanning "Vagas" over its roles (pandoc 2 writes the roles as the first row under the
    dashes) and its TOTAL row labelled in the first column: every row whole and confirmed."""
    assert_reads_back(pandoc_colspan, _problems, SEED, "pandoc_colspan", 200)


def _left_alone(rows: list[str]) -> bool:
    text = "\n".join(rows)
    return [line.text for line in pandoc_grid.relay(split_lines(text), text)] == [
        line.text for line in split_lines(text)
    ]


TOP = "  " + "-" * 50
DASHES = "  ------------ -------- -------- -------- --------"


def test_the_stage_relays_a_table_it_reads():
    rows = [TOP, "  Cargo        Total    AC       PcD      Negros", DASHES]
    rows += ["  Analista de  05       03       01       01", "  Sistemas     (cinco)  (três)   (uma)    (uma)", TOP]
    text = "\n".join(rows)
    laid = [line.text for line in pandoc_grid.relay(split_lines(text), text)]
    assert laid == ["Cargo Total AC PcD Negros", "Analista de Sistemas 05 03 01 01"]


def test_words_that_are_another_number_leave_the_table_alone():
    """ "05 (seis)": the figure and its words disagree; which is right is not in the text."""
    rows = [TOP, "  Cargo        Total    AC       PcD      Negros", DASHES]
    rows += ["  Analista     05       03       01       01", "               (seis)   (três)   (uma)    (uma)", TOP]
    assert _left_alone(rows)


def test_a_column_of_counts_under_words_nobody_reads_leaves_the_table_alone():
    rows = [
        TOP,
        "  Cargo        Total    AC       Vagas    Negros",
        "                                 universais",
        DASHES,
    ]
    rows += ["  Analista     5        3        1        1", TOP]
    assert _left_alone(rows)


def test_a_table_of_words_is_no_quadro():
    rows = [TOP, "  Prova        Área                Caráter", "  ------------ ------------------- --------"]
    rows += ["  (P1)         Conhecimentos       Elimina-", "  objetiva     básicos             tório", TOP]
    assert _left_alone(rows)
