"""Property test: the quadros of `tests/layout_span_before_text.py` read back right: a spanning "Vagas"
before text columns, its roles printed after the upper row by pypdf, put back in its place; every row its
vacancies and its stated reserve for negros under its name, confirmed where no requisitos cell runs into
the name, uncertain where one does (never a confirmed name holding a requisito)."""

from __future__ import annotations

from layout_span_before_text import span_before_text
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import span_before_text as stage

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions read, {len(case.entries)} wanted")
    for e in case.entries:
        mine = [p for p in positions if fold(e.name) in fold(p["name"])]
        if [(p["vacancies"], p["reserved_stated"] or 0) for p in mine] != [(e.vacancies, e.negros)]:
            out.append(f"{e.name}: read {[(p['name'], p['vacancies'], p['reserved_stated']) for p in mine]}")
        elif e.proven and mine[0]["confidence"] != "confirmed":
            out.append(f"{e.name}: not confirmed")
        elif not e.proven and mine[0]["confidence"] == "confirmed" and fold(mine[0]["name"]) != fold(e.name):
            out.append(f"{mine[0]['name']}: confirmed with a requisito in its name")
    return out


def test_span_before_text_reads_back():
    assert_reads_back(span_before_text, _problems, SEED, "span_before_text")


def test_the_roles_go_back_in_the_span_place():
    text = "Nº Cargo\nVagas\nCH\nVencimento\n(R$)Total Ampla Concorrência\nPcD Negros\n01 Motorista 3 2 0 1 40 2.100,00"
    doubts: dict[int, str] = {}
    assert stage.relay(split_lines(text), text, doubts)[0].text == (
        "Nº Cargo Total Ampla Concorrência PcD Negros CH Vencimento (R$)"
    )
    assert not doubts


def test_roles_on_a_line_of_their_own_are_stacked_header_s():
    text = "Cargo\nVagas\nCH Vencimento (R$)\nTotal AC PcD Negros\nMotorista 3 2 0 1 40h 2.100,00"
    assert [line.text for line in stage.relay(split_lines(text), text, {})] == text.split("\n")
