"""A quadro laid out by spaces whose reserves stand under "Das quais" beside the total (`layout_header`'s
`_OF_WHICH`), and a name's qualifier in brackets on a line of its own (`layout_grid._continues`).

The property test draws 250 random variants (tests/layout_of_which.py): every cargo comes back under its
whole name (its qualifier line joined), with its total and its reserve for negros; nothing else is read,
and a confirmed reading is always right."""

from __future__ import annotations

import random

from layout_of_which import of_which_table
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from tests.linter.layout_reading import reads_whole
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_reserves_under_das_quais_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-of-which")
    misread = [body for body, rows in (of_which_table(rng) for _ in range(VARIANTS)) if not reads_whole(body, rows)]
    assert not misread, f"{len(misread)}/{VARIANTS} misread, first:\n{misread[0]}"


def test_a_note_in_brackets_under_a_total_row_is_no_name():
    """'(-) não há reserva' under the TOTAL row is a note, not the row's qualifier."""
    body = "\n".join(
        [
            "Cargo                   Nº de     Das quais      Carga",
            "                        Vagas    PcD   Negros    Horária",
            "Gari                      04      -      01        40h",
            "Professor de Ciências     02      -      -         20h",
            "(Anos Finais)",
            "TOTAL                     06      0      01",
            "",
            "(-) não há reserva",
        ]
    )
    names = [q["name"] for q in lint_text(HEAD + body + TAIL)["positions"] if q.get("vacancies")]
    assert names == ["Gari", "Professor de Ciências (Anos Finais)"]
