"""Property test: the quadros of `tests/layout_position_counts.py` (the body's position counts, "Cargos criados",
"Ocupados", "Vagos", beside this concurso's vacancies) never give a phantom nor a confirmed wrong reading, a
position count is never read as vacancies, a row offering more than it says is vacant is never confirmed, and
nine in ten read whole (`tables/position_counts.py`)."""

from __future__ import annotations

import random

from layout_position_counts import FILLED, MADE, VACANT, position_counts
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import position_counts as stage

SEED = 20261207
DRAWS = 200


def _problems(case) -> list[str]:
    out = []
    for p in lint_text(case.text)["positions"]:
        if not p["vacancies"]:
            continue
        known = [e for e in case.entries if fold(e.name) in fold(p["name"])]
        if case.bare and p["confidence"] == "confirmed":
            out.append(f"no column for this concurso, confirmed {p['name']!r} {p['vacancies']}")
        elif not known and not case.bare:
            out.append(f"phantom {p['name']!r} {p['vacancies']}")
        elif p["confidence"] == "confirmed" and any(fold(d) in fold(p["name"]) for d in case.doubtful):
            out.append(f"offers more than its vacant positions, confirmed {p['name']!r}")
        elif p["confidence"] == "confirmed" and not any(
            p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == e.negros for e in known
        ):
            out.append(f"confirmed wrong {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
    return out


def _whole(case) -> bool:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    return all(
        any(
            fold(e.name) in fold(p["name"])
            and p["vacancies"] == e.vacancies
            and (p["reserved_stated"] or 0) == e.negros
            for p in positions
        )
        for e in case.entries
    )


def test_position_counts_are_never_vacancies():
    assert_reads_back(position_counts, _problems, SEED, "position_counts", DRAWS)


def test_position_count_quadros_read_whole():
    rng = random.Random(f"{SEED}-whole")
    cases = [c for c in (position_counts(rng) for _ in range(DRAWS)) if not c.bare]
    whole = sum(_whole(case) for case in cases)
    assert whole >= len(cases) * 9 // 10, f"{whole}/{len(cases)} read whole"


def test_a_row_offering_more_than_its_vacant_positions_says_why():
    """A row whose vacancies pass the positions it says are vacant is in doubt, with the reason."""
    text = (
        "Cargo Cargos criados Ocupados Vagos Vagas neste concurso AC Negros PcD\n"
        "Agente Administrativo 180 151 29 14 11 2 1\n"
        "Enfermeiro 70 66 4 8 6 1 1\n"
        "TOTAL 250 217 33 22 17 3 2\n"
    )
    positions = {p["name"]: p for p in lint_text(text)["positions"]}
    assert positions["Enfermeiro"]["vacancies"] == 8
    assert positions["Enfermeiro"]["confidence"] != "confirmed"
    assert "passam dos cargos vagos (4)" in positions["Enfermeiro"]["confidence_reason"]
    assert positions["Agente Administrativo"]["vacancies"] == 14


def test_bare_vagos_is_never_this_edital_vacancies():
    """With no column for this concurso, a "Vagos" column is never read as its vacancies."""
    text = "Cargo Criados Ocupados Vagos Negros PcD\nAgente Administrativo 180 151 29 2 1\nEnfermeiro 70 58 12 1 1\n"
    for p in lint_text(text)["positions"]:
        assert p["vacancies"] not in (29, 12, 180, 151, 70, 58) and p["confidence"] != "confirmed"


def test_every_position_label_passes_the_triggers():
    """Each position label the stage reads holds a word of its triggers (the line's and the text's)."""
    more = ["Quantitativo legal", "Quantitativo atual", "Quantitativo autorizado", "Lotação ideal", "Claros de lotação"]
    for label in [*MADE, *FILLED, *VACANT, *more]:
        assert stage._POSITION.fullmatch(fold(label)), label
        assert stage._HINT.search(fold(label)) and stage._TEXT_HINT.search(label), label
