"""Spreadsheets as editais print them are read (`tables/sheet_headings.py`, `tables/prn_cells.py`).

The property tests draw 250 random variants of each class (tests/layout_sheet_print.py): a sheet printed
with its row numbers and column letters, beside a sheet of fees and questions; a sheet saved as .prn, its
names cut and glued to the next cell. Every cargo comes back with its total and its reserve for negros,
no row number, fee or number of questions is read as vacancies, nothing is read that is not a cargo, and
a confirmed reading is always right."""

from __future__ import annotations

import random

from layout_render import HEAD, TAIL
from layout_sheet_print import printed_sheet, prn_sheet

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, laid_line
from cotacheck.linter.tables import prn_cells, sheet_headings
from cotacheck.linter.tables.header import header_tokens
from cotacheck.linter.tables.not_counts import never_a_row
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _key(name: str) -> str:
    return fold(name).rstrip("…").strip(" –-")


def _read(body: str, rows: list[tuple[str, int, int]]) -> bool:
    """Whether every row is read (asserting no phantom and no confirmed wrong reading)."""
    want = {_key(name): (total, negros) for name, total, negros in rows}
    got = {}
    for q in lint_text(HEAD + body + TAIL)["positions"]:
        key = _key(q["name"])
        assert any(k in key for k in want) or not q.get("vacancies"), (q, body)  # no phantom
        if q["confidence"] == "confirmed" and q.get("vacancies"):
            assert key in want and (q["vacancies"], q["reserved_stated"] or 0) == want[key], (q, body)
        if key in want:
            got[key] = (q["vacancies"], q["reserved_stated"] or 0)
    return got == want


def test_sheets_printed_with_their_headings_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-printed-sheet")
    read = sum(_read(*printed_sheet(rng)) for _ in range(VARIANTS))
    assert read >= VARIANTS - VARIANTS // 50, f"{read}/{VARIANTS} read"


def test_sheets_saved_as_prn_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-prn-sheet")
    read = sum(_read(*prn_sheet(rng)) for _ in range(VARIANTS))
    assert read >= VARIANTS - VARIANTS // 50, f"{read}/{VARIANTS} read"


def test_a_line_of_letters_out_of_order_is_no_sheet():
    text = "      A        C        B\n 1    Cargo    Total    Negros\n 2    Enfermeiro    3    1\n"
    assert sheet_headings.strip(text) == (text, None)


def test_a_table_with_spaces_between_its_cells_is_left_alone():
    text = "CARGO                   TOTAL AC    NEGROS\nAgente Administrativo      16    13     3\nMédico                      2     2     0\n"
    assert prn_cells.relay(text) == (text, None)


def test_a_title_naming_what_a_table_shares_out_is_no_header():
    assert header_tokens(fold("VAGAS POR UNIDADE - SAUDE (referencia, nao soma)")) is None
    assert header_tokens(fold("CARGO   VAGAS POR LOCALIDADE")) is not None


def test_an_address_with_its_postal_code_is_never_a_row():
    line = laid_line(60, "Sinop-MT, Rua Colonizador Enio Pipino, 2187 - CEP 78550-000 - fone (66) 3511-6700")
    assert never_a_row(line)
    assert not never_a_row(laid_line(61, "Agente de Endemias 10 8 0 2"))
