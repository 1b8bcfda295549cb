"""A quadro laid out by spaces whose rows are grouped under headings in plain case, the names indented under
them (`tables/indented_groups.py`): the headings name no row, a running head left between two rows at a
page break is no row's name, and a level column between the name and the counts stays out of the names.

The property test draws 250 random variants (tests/layout_indented_groups.py): every function comes back
under its own name, with its total and its reserve for negros; nothing else is read, and a confirmed
reading is always right."""

from __future__ import annotations

import random

from layout_indented_groups import grouped_table
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from tests.linter.layout_reading import reads_whole
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_indented_groups_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-indented-groups")
    misread = [body for body, rows in (grouped_table(rng) for _ in range(VARIANTS)) if not reads_whole(body, rows)]
    assert not misread, f"{len(misread)}/{VARIANTS} misread, first:\n{misread[0]}"


def test_a_centred_name_cell_is_no_heading():
    """Names not all starting at one place (a cell's lines centred): a line left of a row is the name's."""
    body = "\n".join(
        [
            "2.1. Quadro de vagas:",
            "",
            "           Cargo                 Total    AC    PcD    Negros    Jornada",
            "   Especialista em Regulação –",
            "            Área 1                 10      7     1       2        40h",
            "     Analista Administrativo       5      4     0       1        40h",
        ]
    )
    names = [q["name"] for q in lint_text(HEAD + body + TAIL)["positions"] if q.get("vacancies")]
    assert "Área 1" not in names
