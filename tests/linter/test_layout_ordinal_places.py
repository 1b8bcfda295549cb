"""Property test: a quadro of vacancies by numbered regional office ("1ª DIREC Natal", "12ª CRE …"), the total
per disciplina and its parts after it (`tests/layout_ordinal_places.py`), read back by `tables/places.py`: every
row a position with its total and its reserve for negros, confirmed where the office's abbreviation is spelled
out (its places and its parts both add up to its total), uncertain where it is not, nothing else read."""

from __future__ import annotations

from layout_ordinal_places import ordinal_places
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import places

SEED = 20261207


def _problems(case) -> list[str]:
    out = problems(case)
    for p in lint_text(case.text)["positions"]:
        if p["vacancies"] and p["confidence"] != "confirmed" and all(e.proven for e in case.entries):
            out.append(f"{p['name']}: not confirmed ({p.get('confidence_reason')})")
    return out


def test_ordinal_places_read_back():
    assert_reads_back(ordinal_places, _problems, SEED, "ordinal_places", 200)


def _broken_problems(case) -> list[str]:
    """A quadro one of whose rows does not add up: no row confirmed under its columns."""
    positions = lint_text(case.text)["positions"]
    return [f"{p['name']}: confirmed ({p['vacancies']})" for p in positions if p["confidence"] == "confirmed"]


def test_a_row_that_does_not_add_up_confirms_no_row():
    assert_reads_back(lambda rng: ordinal_places(rng, broken=True), _broken_problems, SEED, "ordinal_broken", 200)


def _read(header: str) -> list[str] | None:
    return places._read(fold(header))


def test_an_ordinal_opens_each_place_and_the_parts_follow_the_total():
    header = "Disciplina 1ª DIREC Natal 2ª DIREC Pau dos Ferros 12ª DIREC Mossoró Total Vagas AC Vagas PcD Negros (20%)"
    assert _read(header) == ["name", "place", "place", "place", "total", "open", "pcd", "negros"]


def test_reserves_after_the_total_with_no_ampla_concorrencia_are_no_header_of_places():
    """Nothing would close the reserves' sum: the places' header is not taken on them."""
    assert _read("Disciplina 1ª DIREC Natal 2ª DIREC Caicó Total PcD Negros") is None
