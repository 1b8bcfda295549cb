"""Property test: the quadros of `tests/layout_vagas_reserve.py` read back (`tables/vagas_total.py`,
`tables/leader_rows.py`): each cargo with its vacancies (the "Vagas" column) and its reserve for negros (the one
reserve column), its name without the leader's dots; no phantom (a law's annex of cargos created, a gazette's
signature); a confirmed row is right."""

from __future__ import annotations

from layout_vagas_reserve import vagas_reserve
from test_layout_cells_below_name import _problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import leader_rows, vagas_total

SEED = 20261206


def _with_clean_names(case) -> list[str]:
    out = _problems(case)
    out += [f"dots in {p['name']!r}" for p in lint_text(case.text)["positions"] if ".." in p["name"]]
    return out


def test_vagas_and_one_reserve_read_back():
    assert_reads_back(vagas_reserve, _with_clean_names, SEED, "vagas_reserve")


def test_vagas_is_the_total_only_when_the_rows_hold_two_counts():
    text = "Cargo Vagas Negros CH\nGari 4 1 40h\nPedreiro 2 0 40h\n"
    lines = vagas_total.relay(split_lines(text), text)
    assert lines[0].text == "Cargo Total Negros CH"
    one = "Cargo Vagas para negros CH\nGari 1 40h\nPedreiro 2 40h\n"
    assert vagas_total.relay(split_lines(one), one)[0].text == "Cargo Vagas para negros CH"
    more = "Cargo Vagas Negros CH\nGari 1 4 40h\nPedreiro 0 2 40h\n"  # a reserve above the vacancies: not so
    assert vagas_total.relay(split_lines(more), more)[0].text == "Cargo Vagas Negros CH"


def test_a_leader_glued_to_the_counts_is_a_space_a_table_of_contents_keeps_its_own():
    text = "02 – Gari.......04 01 40h P-01\nANEXO I – ATRIBUIÇÕES..........12\nTaxa...........R$ 40,00\n"
    lines = leader_rows.relay(split_lines(text), text)
    assert [line.text for line in lines if line.text] == ["02 – Gari 04 01 40h P-01", *text.split("\n")[1:3]]
