"""Property test: the quadros of `tests/layout_cargo_list_clause.py` read back with no position from the
reserve's clause that lists a count a cargo (`prose_forms.CARGO_IN_SENTENCE`): read before, "… para o cargo
de Auxiliar de Serviços Gerais e 1 (uma) para …" was a cargo "Auxiliar de Serviços Gerais e" of one vacancy
beside the quadro's own row."""

from __future__ import annotations

from layout_cargo_list_clause import cargo_list_clause
from test_layout_prose import assert_reads_back, problems

SEED = 20261206


def test_cargo_list_clause_reads_back():
    assert_reads_back(cargo_list_clause, problems, SEED, "cargo_list_clause")
