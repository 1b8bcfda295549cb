"""Property test: a quadro by cargo and region whose rows pypdf broke after the region's number ("Cargo
1: Delegado de Polícia – RISP 2" / "Santa Luzia do Xingu 3 0 1 4"; tests/layout_region_wrap.py, the class
of `tables/region_wrap.py`), read back right: each broken row one cargo-and-region, named whole.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo-and-region once, its
vacancies its total and its reserve for negros its negros' cell; no other position, no seat read as a
cargo, no name cut before its region's number."""

from __future__ import annotations

from layout_region_wrap import region_wrap
from test_layout_places import problems
from test_layout_prose import assert_reads_back

SEED = 20261205


def test_region_wrap_read_back():
    assert_reads_back(region_wrap, problems, SEED, "region_wrap", 200)
