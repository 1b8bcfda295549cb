"""Property test: the quadros of `tests/layout_group_headings.py` read back (`tables/long_heading.py`,
`tables/labels_above.py`): every place row is one position, confirmed, named by its cargo heading
however long it is (never the table's end) and by its place, on both sides of a page break whose header
repeats the labels above the count labels; nothing else has vacancies."""

from __future__ import annotations

from layout_group_headings import group_headings
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.long_heading import names_group

SEED = 20261206


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for e in case.entries:
        found = [p for p in positions if fold(e.name) in fold(p["name"])]
        if len(found) != 1:
            out.append(f"{e.name}: {len(found)} positions")
            continue
        p = found[0]
        got = (p["vacancies"], p["reserved_stated"] or 0, p["confidence"], fold(e.cargo) in fold(p["name"]))
        if got != (e.vacancies, e.negros, "confirmed", True):
            out.append(f"{p['name']}: read {got}, want {(e.vacancies, e.negros, 'confirmed', True)}")
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions for {len(case.entries)} places")
    return out


def test_quadros_by_place_under_long_cargo_headings_read_back():
    assert_reads_back(group_headings, _problems, SEED, "group_headings")


def _line(text: str) -> Line:
    return Line(1, text, fold(text))


def test_a_long_heading_names_its_rows_a_sentence_does_not():
    assert names_group(
        _line("CARGO: TÉCNICO JUDICIÁRIO – ÁREA ADMINISTRATIVA (Nível Médio) – Sedes de Varas do Trabalho")
    )
    assert names_group(_line("Localidade: Sedes das Varas do Trabalho do Interior e da Capital"))
    assert not names_group(_line("Cargo: as atribuições estão descritas no Anexo I e o conteúdo no Anexo II."))
    assert not names_group(
        _line("Os candidatos aprovados para o cargo serão lotados nas Varas do Trabalho do Interior")
    )
    long = "CARGO: " + " ".join(["Analista"] * 15)
    assert not names_group(_line(long))
