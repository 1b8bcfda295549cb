"""Property tests for two header classes plain text leaves without x positions: labels each wrapped over
two lines side by side (FCC's "Total de Vagas Vagas reservadas Vagas reservadas" / "a PcD (1) a negros
(2)", Fundatec's "Vagas Vagas Vagas Total" / "AC PcD Negros (AC+PcD+N)"), and two roles in one cell
("PcD/Negros" over "0/1", Quadrix). Each is drawn in 200 random variants (tests/layout_render.py): every
row comes back with its figures, nothing else is read, and a row is confirmed only with every figure right;
where the rows do not prove the reading, nothing is confirmed."""

from __future__ import annotations

import random

import pytest
from layout_render import random_table, render

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from tests.linter.test_layout_generator import SEED, read

VARIANTS = 200


def _read_back(table, positions, text: str) -> None:
    assert [(p.vacancies, p.reserved_stated) for p in positions if p.vacancies] == [
        (r.total, r.negros) for r in table.rows
    ], text
    for p, row in zip(positions, table.rows):
        assert fold(row.cargo) in fold(p.name), text
        if p.confidence == "confirmed":
            assert (p.vacancies, p.pcd_stated or 0, p.reserved_stated) == (row.total, row.pcd, row.negros), text


@pytest.mark.parametrize("layout", ["wrapped_side_by_side", "wrapped_many_lines", "slash_cells"])
def test_each_header_class_is_read_in_its_variants(layout):
    rng = random.Random(f"{SEED}-headers-{layout}")
    confirmed = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        text = render(table, layout, rng)
        positions = read(text)
        _read_back(table, positions, text)
        confirmed += any(p.confidence == "confirmed" for p in positions)
    assert confirmed >= VARIANTS // 4  # the rows prove the reading in many variants: it is no guess


def _side_by_side(rows: list[str]) -> str:
    return "\n".join(
        [
            "EDITAL Nº 3, DE 10 DE MARÇO DE 2025",
            "2. DOS CARGOS E DAS VAGAS",
            "Nº Cargos Vagas Vagas Vagas Total Carga",
            "AC PcD Negros (AC+PcD+N) Horária",
            *rows,
            "3. DAS INSCRIÇÕES",
        ]
    )


def test_a_pairing_the_rows_do_not_prove_is_not_taken():
    """A row whose parts do not add up to the total leaves the only pairing unproven: the table is read
    uncertain with the reason; rows with fewer count cells than the pairing's columns confirm nothing."""
    right = _side_by_side(["1 Agente Administrativo 04 01 01 06 40h", "2 Operário 07 01 02 10 40h"])
    assert [(p.vacancies, p.reserved_stated, p.confidence) for p in read(right)] == [
        (6, 1, "confirmed"),
        (10, 2, "confirmed"),
    ]
    report = lint_text(_side_by_side(["1 Agente Administrativo 04 01 01 07 40h", "2 Operário 07 01 02 10 40h"]))
    positions = [q for q in report["positions"] if q.get("vacancies")]
    assert positions and all(q["confidence"] == "uncertain" for q in positions)
    assert all("pareamento não é comprovado" in q["confidence_reason"] for q in positions), positions
    short = _side_by_side(["1 Agente Administrativo 04 01 06 40h", "2 Operário 07 02 10 40h"])
    assert all(p.confidence != "confirmed" for p in read(short))


def _slash(rows: list[str]) -> str:
    head = "EDITAL Nº 1, DE 11 DE SETEMBRO DE 2024\n2 DOS EMPREGOS\nEmprego AC Vagas reservadas PcD/Negros Total\n"
    return head + "\n".join(rows) + "\n3 DAS INSCRIÇÕES\n"


def test_a_row_without_its_two_role_cell_leaves_the_table_uncertain():
    right = _slash(["Agente Administrativo 10 1/3 14", "Contador 4 0/1 5"])
    assert [(p.vacancies, p.reserved_stated, p.confidence) for p in read(right)] == [
        (14, 3, "confirmed"),
        (5, 1, "confirmed"),
    ]
    report = lint_text(_slash(["Agente Administrativo 10 1/3 14", "Contador 4 0 1 5"]))
    positions = [q for q in report["positions"] if q.get("vacancies")]
    assert positions and all(q["confidence"] == "uncertain" for q in positions)
    assert any("dois papéis" in (q.get("confidence_reason") or "") for q in positions), positions


def test_a_two_count_cell_is_split_only_under_a_header_cell_of_two_roles():
    """ "1/3" under a header whose cells each name one role is no pair of counts: nothing is confirmed and
    no reserve is read from it."""
    text = _slash(["Agente Administrativo 10 1/3 14", "Contador 4 0/1 5"]).replace("PcD/Negros", "PcD Negros")
    positions = read(text)
    assert positions and all(p.confidence != "confirmed" and not p.reserved_stated for p in positions)


_THREE_LINES = [
    "Cargo            Vagas      Vagas       Vagas reservadas   Total",
    "                 Ampla      reservadas  a candidatos       de",
    "                 concorrência  a PcD    negros             vagas",
]


def _many_lines(header: list[str], rows: list[str]) -> str:
    return "\n".join(
        ["EDITAL Nº 4, DE 2 DE ABRIL DE 2026", "2. DOS CARGOS E DAS VAGAS", *header, *rows, "3. DAS INSCRIÇÕES"]
    )


@pytest.mark.parametrize("spaced", [True, False])
def test_labels_wrapped_over_three_lines_are_paired_by_the_rows(spaced):
    """ "Vagas" / "Ampla" / "concorrência" beside "Vagas reservadas" / "a candidatos" / "negros" and "Total" /
    "de" / "vagas": spaced as a layout-preserving extraction prints it or run together as a plain one does,
    the rows (their count cells, Total = the sum of the parts) pair the pieces; a row that does not add up
    leaves the pairing unproven and the table uncertain with the reason."""
    header = _THREE_LINES if spaced else [" ".join(line.split()) for line in _THREE_LINES]
    right = _many_lines(header, ["Agente Administrativo 4 1 1 6", "Operário 7 1 2 10"])
    assert [(p.vacancies, p.pcd_stated, p.reserved_stated, p.confidence) for p in read(right)] == [
        (6, 1, 1, "confirmed"),
        (10, 1, 2, "confirmed"),
    ]
    report = lint_text(_many_lines(header, ["Agente Administrativo 4 1 1 7", "Operário 7 1 2 10"]))
    positions = [q for q in report["positions"] if q.get("vacancies")]
    assert positions and all(q["confidence"] == "uncertain" for q in positions)
    assert all("pareamento não é comprovado" in q["confidence_reason"] for q in positions), positions
