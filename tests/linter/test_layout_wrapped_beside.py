"""A name cell wrapped beside a wrapped requisitos cell, the text columns between the name and the counts,
is read as the grid of its header (`tables/layout_grid.py`): the name whole, the requisitos out of it.

The property test draws 250 random variants (tests/layout_wrapped_beside.py): Legalle's quadro with its
name and requisitos wrapped to their widths, the total first or last, the hours and the pay or not, a
count one character off its column at times, a row of cadastro de reserva at times. Every cargo comes back
under the name the table prints, with its total and its reserve for negros; nothing is read that is not a
cargo, and a confirmed reading is always right."""

from __future__ import annotations

import random

from layout_wrapped_beside import wrapped_beside_table

from tests.linter.layout_reading import reads_whole
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_a_name_wrapped_beside_its_requisitos_is_read_whole_in_its_variants():
    rng = random.Random(f"{SEED}-wrapped-beside")
    read = sum(reads_whole(*wrapped_beside_table(rng), lenient=True) for _ in range(VARIANTS))
    assert read >= VARIANTS * 4 // 5, f"{read}/{VARIANTS} read"  # the rest uncertain: no sign of the cells' alignment
