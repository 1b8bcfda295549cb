"""Property test: the quadros of `tests/layout_cargo_over_rows.py` read back right: a cargo's cell merged
over its disciplinas' coded rows, each row read as "Cargo – Disciplina" with its vacancies and its stated
reserve for negros, confirmed where the cargo's end is shown, uncertain where it is not; and a code alone
with no group under it is left as it is."""

from __future__ import annotations

from layout_cargo_over_rows import cargo_over_rows
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import cargo_over_rows as stage

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions read, {len(case.entries)} wanted")
    for e in case.entries:
        disciplina = e.name.split(" – ")[-1]
        mine = [p for p in positions if fold(p["name"]).endswith(fold(disciplina))]
        if [(p["vacancies"], p["reserved_stated"] or 0) for p in mine] != [(e.vacancies, e.negros)]:
            out.append(f"{e.name}: read {[(p['name'], p['vacancies'], p['reserved_stated']) for p in mine]}")
        elif e.proven and (mine[0]["confidence"] != "confirmed" or fold(mine[0]["name"]) != fold(e.name)):
            out.append(f"{e.name}: read as {mine[0]['name']!r}, {mine[0]['confidence']}")
        elif not e.proven and mine[0]["confidence"] == "confirmed":
            out.append(f"{mine[0]['name']}: confirmed, unproven")
    return out


def test_cargo_over_rows_read_back():
    assert_reads_back(cargo_over_rows, _problems, SEED, "cargo_over_rows")


def test_a_code_alone_with_no_group_is_left_as_it_is():
    text = "Código Cargo Vagas AC PcD Negros Total\nP01\nProfessor\n2. DAS INSCRIÇÕES\nP02 Artes 1 0 0 1"
    assert [line.text for line in stage.relay(split_lines(text), text, {})] == text.split("\n")
