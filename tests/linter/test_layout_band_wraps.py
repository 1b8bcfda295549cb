"""Property test: a quadro a report engine drew a column band at a time, its names wrapped at whatever word
the band's width falls on and named whole elsewhere in the edital (tests/layout_band_wraps.py, the class of
`tables/mentioned_names.py` within `tables/band_blocks.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell (pretos e pardos, indígenas and quilombolas together), a
row confirmed only where no name had to be joined back; never a phantom (no piece of a wrapped name, code,
nível or lotação read as a cargo). A part whose names' ends nothing settles is not read at all, and a note
says so."""

from __future__ import annotations

import random

from layout_band_wraps import band_wraps
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.column_blocks import NOT_READ

SEED = 20261206
DRAWS = 200


def _problems(case) -> list[str]:
    """The generator's problems, and a part not read without its note or with one where all was read."""
    out = problems(case)
    notes = sum(NOT_READ in str(f.get("message", "")) for f in lint_text(case.text)["findings"])
    if notes != case.broken:
        out.append(f"{notes} notes “{NOT_READ}” for {case.broken} unreadable parts")
    return out


def test_band_wraps_read_back():
    assert_reads_back(band_wraps, _problems, SEED, "band_wraps", DRAWS)


def test_the_draws_hold_wraps_nothing_shows():
    """The class is drawn: many parts read whole hold a name wrapped where nothing in the band shows it, and
    some parts are left unread."""
    rng = random.Random(f"{SEED}-band_wraps")
    cases = [band_wraps(rng) for _ in range(DRAWS)]
    assert sum(case.untold > 0 for case in cases) >= 40
    assert sum(case.broken > 0 for case in cases) >= 20


def _whole(rng: random.Random):
    """A variant read whole."""
    while (case := band_wraps(rng)).broken:
        pass
    return case


def test_proven_band_wraps_are_confirmed():
    assert_proven_are_confirmed(_whole, f"{SEED}-wraps-confirmed", draws=100, least=15)


def test_a_wrap_nothing_settles_reads_nothing():
    """A name wrapped where nothing shows it, not named whole elsewhere (or two neighbours' lines together
    on a line): no position at all, never a guessed join."""
    rng = random.Random(f"{SEED}-unsettled")
    seen = 0
    while seen < 15:
        case = band_wraps(rng)
        if case.broken and not case.entries:
            seen += 1
            assert not [p for p in lint_text(case.text)["positions"] if p["vacancies"]], case.text
