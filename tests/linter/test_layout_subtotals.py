"""Property test: a quadro grouped with a subtotal under each group and a grand total
(tests/layout_subtotals.py) reads back right: every cargo once with its figures, no subtotal or grand total
taken for a cargo, a position confirmed only when every subtotal and the grand total add up; and most
variants that add up come out confirmed. A recap of the groups' totals printed straight under the last
group's rows (no total row between, its row for that group the rows' sum) is no cargos, and leaves the quadro
confirmed where its rows prove it."""

from __future__ import annotations

import random
import re

from layout_subtotals import (
    NAMED_GROUPS,
    _named_total,
    abbreviated_group_totals,
    doubled_vagas_groups,
    named_group_totals,
    subtotal_groups,
)
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


def _bare_recap(rng: random.Random):
    """A recap straight under the last group's rows: that group with no total row, the quadro no grand total."""
    return subtotal_groups(rng, NAMED_GROUPS, _named_total, recap=True, bare_last=True)


def test_a_recap_straight_under_the_last_quadro_is_no_cargos():
    """200 variants: every cargo once with its figures, no recap row read as a cargo (on bb0444d they were,
    confirmed), none confirmed where a total does not add up."""
    assert_reads_back(_bare_recap, problems, SEED, "bare-recap", 200)


def test_a_recap_straight_under_the_last_quadro_leaves_it_confirmed():
    """The recap's rows, once dropped, no longer leave the quadro unproven: where its totals add up, no cargo is
    left uncertain for a reason about the recap's lines (its title, header or rows; on bb0444d its rows, of a
    single count, left the quadro's every row uncertain), and most such quadros come out confirmed (a heading in
    capitals over a one-row group may still leave a doubt, as above)."""
    rng = random.Random(f"{SEED}-bare-recap-confirmed")
    proven = confirmed = 0
    for _ in range(60):
        case = _bare_recap(rng)
        if not case.entries[0].proven:
            continue
        proven += 1
        recap_at = case.text.split("\n").index("QUADRO 9 – TOTAL GERAL DE VAGAS") + 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
        for p in positions:
            cited = [int(n) for n in re.findall(r"linhas? (\d+)", p["confidence_reason"] or "")]
            assert all(n < recap_at for n in cited), (p["name"], p["confidence_reason"], case.text)
    assert confirmed >= proven * 2 // 5, (confirmed, proven)
