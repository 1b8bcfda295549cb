"""Property test: a quadro whose cargo cell is merged down its places' rows, run onto one line by pypdf (a cargo
and its places' rows, again and again: tests/layout_runon_places.py, the class of `tables/runon_places.py`),
read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, named
"<cargo> – <place>", its total and its negros; a row confirmed only where the text shows its place (after
another row's counts, or under a cargo alone and seen again); never a phantom (a place read as a cargo)."""

from __future__ import annotations

import random

from layout_runon_places import runon_places
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261208


def test_runon_places_read_back():
    assert_reads_back(runon_places, problems, SEED, "runon_places", 200)


def test_proven_runon_places_are_confirmed():
    assert_proven_are_confirmed(runon_places, f"{SEED}-confirmed", draws=120, least=25)


def test_a_row_that_does_not_close_is_not_confirmed():
    """A row whose parts miss its total (a figure changed) leaves the quadro unconfirmed, never a guess."""
    rng = random.Random(f"{SEED}-off")
    for _ in range(30):
        case = runon_places(rng)
        quadro = case.text.split("\n")
        at = next(n for n, line in enumerate(quadro) if line.split()[-1:] and line.split()[-1].isdigit())
        cells = quadro[at].split()
        cells[-2] = str(int(cells[-2]) + 1) if cells[-2].isdigit() else "7"
        quadro[at] = " ".join(cells)
        report = lint_text("\n".join(quadro))
        assert not [p for p in report["positions"] if p["confidence"] == "confirmed" and p["line"] == at + 1]


def test_a_place_never_shown_is_read_in_doubt():
    """A place opening its line under a cargo alone, seen once, may be the cargo's wrapped tail: read as the
    cargo's place, left uncertain."""
    quadro = (
        "CARGO REGIONAL DE SAÚDE TOTAL AC PcD NEGROS\nAnalista em Saúde – Enfermeiro\nRegional Central (Goiânia) 14 10 1 3\n"
        "Regional Norte (Porangatu) 2 2 0 0\nTécnico em Radiologia Regional Central (Goiânia) 5 3 1 1 Regional Norte "
        "(Porangatu) 4 3 0 1\nTOTAL GERAL 25 18 2 5"
    )
    report = lint_text(f"EDITAL Nº 3/2026\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    read = sorted((p["name"], p["vacancies"], p["confidence"]) for p in report["positions"])
    assert read == [
        ("Analista em Saúde – Enfermeiro – Regional Central (Goiânia)", 14, "confirmed"),
        ("Analista em Saúde – Enfermeiro – Regional Norte (Porangatu)", 2, "confirmed"),
        ("Técnico em Radiologia – Regional Central (Goiânia)", 5, "confirmed"),
        ("Técnico em Radiologia – Regional Norte (Porangatu)", 4, "confirmed"),
    ], read
