"""Caption lines that say only "Vagas" over a header naming its total first ("QUADRO DE VAGAS" twice over
"Cargo | Total de vagas | PcD | Negros | Ampla"): the captions span nothing (`header.header_lines`,
`_own_total_below`). Read as a span, two of them put the total after the roles and confirmed the reserves'
sum as the vacancies.

The property test draws 250 random variants (tests/layout_caption_total_first.py): no phantom, every
confirmed reading right, and every cargo read."""

from __future__ import annotations

import random

from layout_caption_total_first import caption_table

from tests.linter.layout_reading import reads_whole
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_vagas_captions_over_a_total_first_header_in_their_variants():
    rng = random.Random(f"{SEED}-caption-total-first")
    misread = [body for body, rows in (caption_table(rng) for _ in range(VARIANTS)) if not reads_whole(body, rows)]
    assert not misread, f"{len(misread)}/{VARIANTS} misread, first:\n{misread[0]}"
