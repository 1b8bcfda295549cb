"""Property test: a quadro an HTML engine printed in the document's order (wkhtmltopdf on Qt: a cell a line in
pypdf's plain text, its rows whole and in order; tests/layout_document_order.py) is read from its plain text,
which `read/kept_rows.py` keeps, and read back right; the choice rule itself on small texts; set 13's
wkhtmltopdf edital.

A fixed seed draws the PDFs. On one page, each must read as its generator says: every row once, its vacancies
its total and its reserve for negros its negros' cell. Cut over two pages, the header again on the second, none
may give a confirmed wrong reading nor a phantom (a row after the repeated header is at times not read: the
reader's limit on the text, the same pasted)."""

from __future__ import annotations

import io
import random
import time
from pathlib import Path

import pytest
from layout_document_order import cell, document_order, plain_pages
from lint_samples import pdf_from_pages
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.kept_rows import kept_rows, proven_rows
from cotacheck.linter.read.pdf_layout import lost_rows, page_text, page_text_auto, page_text_whole
from cotacheck.linter.read.text import fold

pypdf = pytest.importorskip("pypdf")

SEED = 20261214
SET_13 = Path(__file__).resolve().parent / "unseen_layouts_13"
T01 = SET_13 / "t01_institutomais_pm_vargemalegre_wkhtmltopdf_rowspan_niveis.pdf"


def test_document_order_reads_back():
    assert_reads_back(lambda rng: document_order(rng, paged=False), problems, SEED, "document_order", 130)


def test_document_order_over_pages_never_reads_wrong():
    """Cut over two pages, never a confirmed wrong reading nor a phantom; read whole nine in ten at least."""
    rng = random.Random(f"{SEED}-paged")
    whole = 0
    for _ in range(70):
        case = document_order(rng)
        found = problems(case)
        whole += not found
        wrong = [p for p in found if "not an entry" in p or ("confirmed" in p and "uncertain" not in p)]
        assert not wrong, (wrong, case.text)
    assert whole >= 63, whole


def test_the_pages_of_the_quadro_keep_their_plain_text():
    """The class's pages with two rows or more keep pypdf's plain text, which the reading by position would
    have replaced (it gives a cell a line); read by position, most of them misread."""
    rng = random.Random(f"{SEED}-pages")
    kept = misread = 0
    for _ in range(20):
        case = document_order(rng, paged=False)
        page = pypdf.PdfReader(io.BytesIO(case.pdf)).pages[0]
        plain = plain_pages(case)[0]
        if not lost_rows(plain):
            continue
        kept += 1
        assert page_text_auto(page) == page_text_whole(page) == plain
        positioned = [p for p in lint_text(page_text(page))["positions"] if p["vacancies"]]
        read = {(fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positioned}
        misread += read != {(fold(e.name), e.vacancies, e.negros) for e in case.entries}
    assert kept >= 12 and misread >= kept // 2, (kept, misread)


def _cells(rows: list[tuple[str, ...]]) -> str:
    return "\n".join(cell for row in rows for cell in row)


HEADER = ("Cód.", "Cargo", "Total", "AC", "PcD", "Negros")
ROWS = [
    ("101", "Motorista", "12", "9", "1", "2"),
    ("102", "Vigia", "05", "3", "1", "1"),
    ("103", "Gari", "8", "6", "–", "2"),
]


def test_rows_given_a_cell_a_line_in_order_are_kept():
    plain = _cells([HEADER, *ROWS])
    positioned = "\n".join(" ".join(row) for row in [HEADER, *ROWS])
    assert proven_rows(positioned) == [("12", "9", "1", "2"), ("05", "3", "1", "1"), ("8", "6", "–", "2")]
    assert kept_rows(plain, positioned)


def test_columns_given_a_cell_a_line_are_not_kept():
    """A table drawn a column at a time: its plain text gives each column's cells in a run, never a row."""
    columns = [[row[k] for row in ROWS] for k in range(len(HEADER))]
    plain = "\n".join(HEADER) + "\n" + "\n".join(cell for column in columns for cell in column)
    positioned = "\n".join(" ".join(row) for row in [HEADER, *ROWS])
    assert not kept_rows(plain, positioned)


def test_a_row_the_plain_text_lost_or_moved_is_not_kept():
    positioned = "\n".join(" ".join(row) for row in [HEADER, *ROWS])
    assert not kept_rows(_cells([HEADER, ROWS[0], ROWS[2]]), positioned)  # a row lost
    assert not kept_rows(_cells([HEADER, ROWS[1], ROWS[0], ROWS[2]]), positioned)  # rows out of order
    assert not kept_rows(_cells([HEADER, ROWS[0]]), " ".join(ROWS[0]))  # one row proves too little


def test_counts_that_close_by_chance_inside_a_column_prove_nothing():
    """A long run of a column's counts in which three close ("1 1 2") is no row: nothing proven, kept never."""
    plain = "Cargo\nTotal\n" + "\n".join(["10", "10", "30", "1", "1", "2", "10", "10", "60"] * 2)
    assert not kept_rows(plain, "Cargo Total\n")


def test_rows_that_do_not_close_prove_nothing():
    rows = [("101", "Motorista", "12", "9", "1", "1"), ("102", "Vigia", "5", "3", "1", "2")]
    assert not kept_rows(_cells(rows), "\n".join(" ".join(row) for row in rows))


def test_the_rule_is_linear():
    """Hostile texts: fifty thousand lone counts, lines of counts as long as a row may be. Four times the
    text takes about four times the CPU time (linear is 4, quadratic 16; a ratio in the same run, so a
    busy machine does not fail it)."""

    def cpu(scale: int) -> float:
        plain = "\n".join(str(k % 97) for k in range(12_500 * scale))
        positioned = "\n".join(" ".join(str((k + j) % 9) for j in range(24)) for k in range(500 * scale))
        best = None
        for _ in range(2):
            start = time.process_time()
            kept_rows(plain, positioned)
            kept_rows(plain, plain)
            spent = time.process_time() - start
            best = spent if best is None else min(best, spent)
        return best

    small, large = cpu(1), cpu(4)
    assert large <= 7 * max(small, 0.05), f"{small:.2f} s at a quarter, {large:.2f} s whole"


def test_a_pdf_drawn_cell_by_cell_in_row_order_keeps_its_plain_text():
    """A small PDF built here: a header and rows drawn cell after cell, each in its own block as Qt draws
    (`cell`); pypdf gives a cell a line; the page keeps that text, and it reads right."""
    body = ""
    y = 800
    for line in ("EDITAL Nº 3/2025", "2. DAS VAGAS"):
        body += cell(40, y, line)
        y -= 14
    for row in [HEADER, *ROWS, ("104", "Pedreiro", "10", "7", "1", "2")]:
        for x, text in zip((40, 80, 200, 240, 280, 320), row, strict=True):
            body += cell(x, y, text)
        y -= 14
    body += cell(40, y - 10, "3. DAS INSCRIÇÕES")
    page = pypdf.PdfReader(io.BytesIO(pdf_from_pages([body]))).pages[0]
    plain = page.extract_text()
    assert lost_rows(plain) and page_text_auto(page) == plain
    read = sorted((p["name"], p["vacancies"], p["reserved_stated"]) for p in lint_text(plain)["positions"])
    assert read == [("Gari", 8, 2), ("Motorista", 12, 2), ("Pedreiro", 10, 2), ("Vigia", 5, 1)], read


@pytest.mark.skipif(not T01.is_file(), reason="set 13 absent")
def test_set_13_wkhtmltopdf_quadro_page_keeps_its_plain_text():
    """The quadro's page of set 13's wkhtmltopdf edital (a two-level header, requisitos wrapped) keeps its plain
    text; read by position it lost its header's order (4 of 11 entries right)."""
    page = pypdf.PdfReader(T01).pages[5]
    plain = page.extract_text()
    assert lost_rows(plain) and page_text_auto(page) == plain != page_text(page)
