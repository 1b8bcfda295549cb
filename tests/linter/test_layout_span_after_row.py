"""Property test: the quadros of `tests/layout_span_after_row.py` read back (`tables/span_after_row.py`):
a two-row header whose spanning label's roles pypdf printed after the upper row, names wrapped before
their counts; every row with vacancies a confirmed position with its whole name, its vacancies and its
stated reserve for negros (Lei 15.142's three groups summed)."""

from __future__ import annotations

from layout_span_after_row import span_after_row
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text

SEED = 20261206


def test_sub_labels_printed_after_the_upper_row_read_back():
    assert_reads_back(span_after_row, exact_reading_problems, SEED, "span_after_row")


def test_ibgp_word_quadros_read_back():
    """IBGP's shape alone (t29 of the tenth set): "Vagas imediatas" the total, "CRPretos", the groups' long
    words broken inside by their cells, a hyphen printed or not ("Indíge" / "-nas", "Quilo" / "m-" / "bolas")."""
    assert_reads_back(lambda rng: span_after_row(rng, "ibgp"), exact_reading_problems, SEED, "span_after_row_ibgp")


def test_names_printed_around_their_counts_are_never_confirmed_wrong():
    """A plain text whose name cells were printed around their counts ("CARGO 2: ANALISTA" / "6 1 2 9 27" /
    "ADMINISTRATIVO"), not before them, under the same header: never a confirmed name made of two rows'."""
    names = ["CARGO 1: ANALISTA DE PORTOS", "CARGO 2: ANALISTA ADMINISTRATIVO", "CARGO 3: TÉCNICO DE PORTOS"]
    rows = []
    for name, cells in zip(names, ["7 1 2 10 90", "6 1 2 9 27", "2 0 1 3 9"], strict=True):
        head, tail = name.rsplit(" ", 1)
        rows += [head, cells, tail]
    text = "\n".join(
        ["EDITAL Nº 1 – ANPF, DE 14 DE MARÇO DE 2024", "ANEXO I", "CARGO/ÁREA", "VAGAS CADASTRO", "DE"]
        + ["RESERVAAC1 PcD2 Negros3 Total", *rows, "6 DA VALIDADE"]
    )
    for q in lint_text(text)["positions"]:
        assert q["confidence"] != "confirmed" or q["name"] in names, q
