"""Property test: a quadro as a Markdown pipe table (html2text's, pandoc's gfm or markdown, a GitHub copy:
tests/layout_pipe_table.py, the class of `tables/pipe_table.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell (pretos e pardos, indígenas and quilombolas together),
named by its cargo, área and place, whatever the columns' order, a caption glued to the header, rows
wrapped, pipes aligned or not, rowspans left blank, the quadro cut in two; never a phantom. A quadro whose
cells do not match its header (html2text dropping a rowspan's cell) confirms nothing wrong."""

from __future__ import annotations

import random

from layout_pipe_table import pipe_table
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def _whole(rng: random.Random):
    while (case := pipe_table(rng)).broken:
        pass
    return case


def test_pipe_tables_read_back():
    assert_reads_back(_whole, problems, SEED, "pipe_table", 200)


def test_proven_pipe_tables_are_confirmed():
    assert_proven_are_confirmed(_whole, f"{SEED}-pipe-confirmed", draws=60, least=40)


def test_a_shifted_row_confirms_nothing():
    """A row one cell short (its cells shifted under other roles): the table's rows read, none confirmed."""
    rng = random.Random(f"{SEED}-broken")
    seen = 0
    while seen < 15:
        case = pipe_table(rng)
        if not case.broken:
            continue
        seen += 1
        confirmed = [p for p in lint_text(case.text)["positions"] if p["confidence"] == "confirmed"]
        assert not confirmed, (confirmed, case.text)


def test_caption_glued_to_the_header_is_no_column():
    """html2text's "QUADRO DE VAGAS Emprego| …": the caption's "VAGAS" is no count column; every role
    stays under its own label (a row of one vacancy is AC's, not PcD's)."""
    text = (
        "2. DAS VAGAS\n\nQUADRO DE VAGAS Emprego| Lotação| Salário| AC| PPP| PI| PQ| PcD| Total| CR  \n"
        "---|---|---|---|---|---|---|---|---|---  \n"
        "Advogado| Sede – Florianópolis| R$ 7.233,40| 1| 0| 0| 0| 0| 1| 3  \n"
        "Assistente Administrativo| Sede – Florianópolis| R$ 3.712,18| 5| 2| 0| 0| 1|\n8| 16  \n"
        "Motorista| Sede – Florianópolis| R$ 3.020,55| 1| 0| 0| 0| 0| 1| 2  \n\n3. DAS INSCRIÇÕES\n"
    )
    read = {
        p["name"]: (p["vacancies"], p["reserved_stated"], p["pcd_stated"], p["open_stated"], p["confidence"])
        for p in lint_text(text)["positions"]
    }
    assert read == {
        "Advogado – Sede – Florianópolis": (1, 0, 0, 1, "confirmed"),
        "Assistente Administrativo – Sede – Florianópolis": (8, 2, 1, 5, "confirmed"),
        "Motorista – Sede – Florianópolis": (1, 0, 0, 1, "confirmed"),
    }, read
