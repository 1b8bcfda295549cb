"""The linter's reading of a page (plain text read first keeping only the text operators, the whole
page read again only where the plain text lost a table's rows) gives exactly the one-pass reading of
every operator, or the same error, on every PDF we hold: real editais, the corpus, tables drawn cell
by cell (with borders and merged cells) and hostile pages. Every page of our own PDFs and of the smallest
real edital is compared; of the other real editais, `REAL_PAGES` pages spread over each."""

from __future__ import annotations

import gc
import io
import random
import weakref
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hostile_pdfs import deeply_nested, inflation_bomb, one_page, scanned, tiny_runs, truncated
from layout_render import random_table, render_pdf
from lint_samples import GO_HEAD, REAL_EDITAIS, REAL_PAGES, make_pdf, readable_pages, spread, whole_real_pdf

from cotacheck.linter.read import pdf, pdf_fast
from cotacheck.linter.read.pdf_layout import lost_rows, page_text_auto, page_text_whole

pypdf = pytest.importorskip("pypdf")
from pypdf.generic import ContentStream  # noqa: E402 - after the importorskip

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
REAL = sorted(REAL_EDITAIS.glob("*.pdf"))


#: Tables drawn cell by cell, some merged, some with borders: how many, made from one random sequence.
TABLES = 6


@cache
def tables() -> tuple[bytes, ...]:
    rng = random.Random(15)
    return tuple(render_pdf(random_table(rng), merged=i % 2 == 1, borders=i % 3 == 0) for i in range(TABLES))


HOSTILE = {
    "tiny-runs": lambda: tiny_runs(5_000),
    "nested": lambda: deeply_nested(500),
    "bomb": lambda: inflation_bomb(2),
    "scanned": scanned,
    "truncated": lambda: truncated(make_pdf(["Edital 1/2026"] * 200)),
    "graphics-only": lambda: one_page(b"q 1 0 0 1 0 0 cm 0 0 100 100 re f Q"),
    "graphics-then-garbage": lambda: one_page(b"0 0 100 100 re f <</A [1 2 >> Q", flate=True),
    "numbers-then-image": lambda: one_page(b"1 2 3 BI /W 1 /H 1 /CS /G /BPC 8 ID \x00 EI BT /F1 9 Tf (x) Tj ET"),
    "long-number": lambda: one_page(b"BT /F1 9 Tf 1 0 0 1 40 " + b"7" * 40 + b" Tm (x) Tj ET 1 0 0 RG 0 0 m 9 9 l S"),
    "reference": lambda: one_page(b"BT /F1 9 Tf 40 800 Td 1 0 R 0 0 re (x) Tj ET"),
}


def pdfs_we_hold() -> dict[str, Callable[[], bytes]]:
    """Each PDF we hold by name, made when its test runs (not at collection): an edital, the corpus,
    the tables, hostile pages, and the real editais when present beside the checkout."""
    held = {
        "edital": lambda: make_pdf((GO_HEAD + "Cargo AC PcD Total\nAnalista – Contabilidade 9 1 10\n").splitlines())
    }
    for path in sorted(CORPUS.glob("*.txt"))[:6]:
        held[path.name] = lambda path=path: make_pdf(path.read_text(encoding="utf-8").splitlines())
    held |= {f"table-{i}": lambda i=i: tables()[i] for i in range(TABLES)}
    return held | HOSTILE | {path.name: path.read_bytes for path in REAL}


HELD = pdfs_we_hold()


def reading(read, page):
    try:
        return read(page)
    except Exception as error:  # noqa: BLE001 - the same error is the expected behaviour
        return ("error", type(error).__name__)


def pages_of(names):
    return readable_pages(((name, HELD[name]()) for name in names), limit=200)


def compared(name: str):
    """(page number, pypdf page) of the pages of `name` the comparison reads: every page (up to 200), or
    `REAL_PAGES` spread over a real edital other than the one read whole."""
    pages = [(number, page) for _, number, page in pages_of([name])]
    sampled = name.endswith(".pdf") and REAL_EDITAIS / name != whole_real_pdf()
    kept = spread(len(pages), REAL_PAGES) if sampled else range(1, len(pages) + 1)
    return [(number, page) for number, page in pages if number in kept]


@pytest.mark.parametrize("name", HELD)
def test_every_pdf_we_hold_reads_as_one_whole_pass(name):
    """One test per PDF, so that the real editais (seconds of reading each) spread over the workers."""
    assert pdf_fast.install()
    for number, page in compared(name):
        whole = reading(page_text_whole, page)
        assert reading(page_text_auto, page) == whole, (name, number)


def test_the_pdfs_compared_cover_pages_and_lost_rows():
    """What the comparisons above cover (pages counted here, not read): some 30 pages of our own PDFs
    and, with the real editais, some 150 more (12 of each, every page of the smallest); and the pages
    read twice: tables drawn cell by cell lose rows in the plain text (three of our six do)."""
    pages = sum(len(compared(name)) for name in HELD)
    lost = 0
    for _, _, page in pages_of(f"table-{i}" for i in range(TABLES)):
        whole = reading(page_text_whole, page)
        lost += isinstance(whole, str) and lost_rows(reading(lambda p: p.extract_text(), page))
    assert pages >= (100 if REAL else 20) and lost >= 3


@pytest.mark.parametrize(
    "data",
    [
        b"BT /F1 9 Tf 1 0 0 1 40 800 Tm [(A) -250 (B)] TJ ET 0.5 g 0 0 10 10 re f* q 1 0 0 1 2 3 cm Q",
        b"/P <</MCID 0>> BDC 1 1 1 rg 0 0 m 5 5 l S EMC 2 Tc 3 Tw 100 Tz 12 TL 1 2 TD T* (a) ' 1 2 (b) \" 3 Ts 0 Tr",
        b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 re W* n /Im1 Do 0 g 0 G",
        b"1 2 (x) 3 re 4 5 m %c\n 6 7 l [1 2] 0 d 8 w",
        b"",
    ],
)
def test_text_only_keeps_exactly_the_text_operators(data):
    """Inside `text_only()` the operations are the whole parse's, less those text extraction ignores."""
    assert pdf_fast.install()

    def operations(text_only: bool):
        stream = ContentStream(None, None)
        stream._data, stream._operations = data, []
        if text_only:
            with pdf_fast.text_only():
                pdf_fast._parse(stream, io.BytesIO(data))
        else:
            pdf_fast._parse(stream, io.BytesIO(data))
        return [(repr(operands), operator) for operands, operator in stream._operations]

    whole = operations(False)
    kept = operations(True)
    assert kept == [op for op in whole if op[1] in pdf_fast.TEXT_OPERATORS]
    if data:
        assert len(kept) < len(whole)  # something was left out: the test would see a no-op filter


def test_text_only_ends_with_its_block():
    with pdf_fast.text_only():
        assert pdf_fast._text_only
    assert not pdf_fast._text_only


class Node:
    pass


def test_pages_are_read_without_the_cycle_collector_and_their_cycles_freed(monkeypatch):
    """The collector is off while a page is read (its passes cost a tenth of the reading) and what
    the page left in cycles is collected before the next page; a caller's own setting is kept."""
    seen, left = [], []

    def read(page):
        seen.append(gc.isenabled())
        cycle = Node()
        cycle.self = cycle  # what pypdf's text extractor leaves behind (its handlers point back at it)
        left.append(weakref.ref(cycle))
        if len(left) > 1:
            seen.append(left[-2]() is None)  # the previous page's cycle is gone already
        return "Edital de abertura, página com texto suficiente para ser lida."

    monkeypatch.setattr(pdf, "page_text_auto", read)
    pdf.pdf_text(make_pdf(["Edital"] * 130))  # three pages
    assert seen == [False, False, True, False, True] and gc.isenabled()
    gc.disable()
    try:
        with pdf._collected_per_page():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
