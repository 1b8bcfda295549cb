"""A quadro of vacancies by place whose reserves stand in one last column of pairs ("1/2", "–/1") under
a label naming both ("Reserva (PcD/PN)") is read by its totals and reserves (`tables/places_pair.py`).

The property test draws 250 random variants (tests/layout_places_pair.py): every row with vacancies comes
back with its total and its reserve for negros, nothing else is read, and a row is confirmed only when
right and when the text proves it (every row's places adding up to its total, the pair's label read)."""

from __future__ import annotations

import random

from layout_places_pair import places_pair
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _read(body: str) -> list[dict]:
    return lint_text(HEAD + "2.1 Quadro de vagas por localidade:\n\n" + body + TAIL)["positions"]


def test_places_with_a_pair_of_reserves_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-places-pair")
    read = proven_count = unproven = 0
    for _ in range(VARIANTS):
        body, rows, proven = places_pair(rng)
        want = {fold(name): (total, negros) for name, total, negros in rows}
        got = {}
        for q in _read(body):
            name = next((n for n in want if n in fold(q["name"])), None)
            assert name is not None or not q.get("vacancies"), body  # no phantom
            if q["confidence"] == "confirmed":
                assert proven, body  # a row its places do not prove, or a label nobody reads: never confirmed
                assert (q["vacancies"] or None, q["reserved_stated"] or 0) == want[name], body
            if name is not None:
                got[name] = (q["vacancies"] or None, q["reserved_stated"] or 0)
        if proven:
            proven_count += 1
            read += got == {n: v for n, v in want.items() if v[0] is not None or n in got}
        else:
            unproven += 1
    assert read >= proven_count - VARIANTS // 50, f"{read}/{proven_count} read"
    assert unproven >= VARIANTS // 20  # the unprovable variants were drawn


_QUADRO = """                                      Regional       Sede      Regional      Sede                            Vagas reservadas
 Emprego                              Joinville                Chapecó       (Florianópolis)      Total      PCD/Negros
 ----------------------------------------------------------------------------------------------------------------------------------
 Analista – Contador                         CR         –             –                    –         CR                   –/–
 Assistente de Atendimento                    1         1            CR                    4          6                   1/1
 Agente Administrativo                        5         2             1                    2         10                   1/2
 ----------------------------------------------------------------------------------------------------------------------------------
"""


def test_the_rows_draw_the_grid_the_header_runs_together():
    got = [(q["vacancies"], q["reserved_stated"], q["pcd_stated"]) for q in _read(_QUADRO) if q["vacancies"]]
    assert got == [(6, 1, 1), (10, 2, 1)]


def test_a_row_its_places_do_not_prove_leaves_the_table_uncertain():
    wrong = _QUADRO.replace("   10    ", "   11    ")
    positions = _read(wrong)
    assert positions and all(q["confidence"] != "confirmed" for q in positions)
