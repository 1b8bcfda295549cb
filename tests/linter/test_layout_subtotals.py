"""Property test: a quadro grouped with a subtotal under each group and a grand total
(tests/layout_subtotals.py) reads back right: every cargo once with its figures, no subtotal or grand total
taken for a cargo, a position confirmed only when every subtotal and the grand total add up; and most
variants that add up come out confirmed."""

from __future__ import annotations

import random

from layout_subtotals import abbreviated_group_totals, doubled_vagas_groups, named_group_totals, subtotal_groups
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_subtotal_groups_read_back():
    assert_reads_back(subtotal_groups, problems, SEED, "subtotal_groups", 200)


def test_totals_naming_their_group_are_no_cargos():
    """ "TOTAL DO CÂMPUS", "TOTAL DO QUADRO", "Total parcial": a total row by its label, whichever group it names."""
    assert_reads_back(named_group_totals, problems, SEED, "named_group_totals", 200)


def test_totals_naming_their_group_by_its_abbreviation_are_no_cargos():
    """ "TOTAL SESAD", "Total SEMTHAS": a group's abbreviation after the label, five letters or more."""
    assert_reads_back(abbreviated_group_totals, problems, SEED, "abbreviated_group_totals", 200)


def test_a_bare_vagas_before_each_roles_own_is_the_total():
    """ "Vagas  Vagas AC  Vagas PcD  Vagas Negros (20%)": the bare "Vagas" the total column, so that the rows'
    totals stay out of their names and "SUBTOTAL DO CÂMPUS" is a total row."""
    assert_reads_back(doubled_vagas_groups, problems, SEED, "doubled_vagas_groups", 200)


def test_named_groups_that_add_up_are_confirmed():
    rng = random.Random(f"{SEED}-named-totals-confirmed")
    proven = confirmed = 0
    for _ in range(60):
        case = named_group_totals(rng)
        if not case.entries[0].proven or "TOTAL GERAL DE VAGAS" in case.text:
            continue  # a recap read as the quadro's own rows leaves its total unproven: uncertain, not confirmed
        proven += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    # a heading in capitals over a one-row group ("SECRETARIA MUNICIPAL DE SAÚDE") may be the row's name's
    # start: that doubt leaves some groups that add up uncertain
    assert confirmed >= proven // 2, (confirmed, proven)


def test_groups_that_add_up_are_confirmed():
    rng = random.Random(f"{SEED}-subtotals-confirmed")
    proven = confirmed = 0
    for _ in range(60):
        case = subtotal_groups(rng)
        if not case.entries[0].proven:
            continue
        proven += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert confirmed >= proven * 3 // 4, (confirmed, proven)
