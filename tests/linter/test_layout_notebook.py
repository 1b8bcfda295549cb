"""Property test: a note with a Jupyter session pasted in (tests/layout_notebook.py, the class of
`read/notebook.py`): the frame shown read as the table, nothing from the prompts nor the aggregates.

A fixed seed draws 200 notes. Each must read as its generator says: every cargo once, its vacancies its
total and its reserve for negros its negros' cell (NaN none, "1.0" one); no other position."""

from __future__ import annotations

from layout_notebook import notebook
from test_layout_places import problems
from test_layout_prose import assert_reads_back

SEED = 20261205


def test_notebook_read_back():
    assert_reads_back(notebook, problems, SEED, "notebook", 200)
