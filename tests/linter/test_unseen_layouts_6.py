"""The sixth round of invented editais of layouts the reader had not seen (`unseen_layouts_6/`, the right
reading of each in `expected.json`), written without reading the reader: spreadsheets printed with their
row numbers and column letters, numbered clauses giving each cargo's vacancies in another form, a cargo
heading with its total first and its offices' rows after, role labels explained only by a far legend
("C.R." as the racial quota), two reserve rates in one notice, shifts or specialties as columns, "20% (2)"
cells, a summary table then a distribution grid of the same vacancies, PDF-to-Word exports with merged
number cells or each column in a block, landscape rows cut mid-row, pdfminer column blocks, LaTeX's
detached accents, separate negros and índios columns, an Adobe copy with a cell a line; and text forms:
Tabula's CSV, pdfplumber's printed tables, a phone viewer's run-together text, pandoc's plain tables,
Excel's truncated .prn cells, a court's press release, a portal's summary and its detail by unit, a
retificação's consolidated annex with "(NR)" marks. First contact, before the reader was changed for
them: 111 of 308 entries right, 44 phantoms, 0 confirmed wrong (`docs/unseen-layouts-6-first-contact.txt`).
Files outside `KNOWN_WRONG` never give a confirmed wrong reading nor a phantom; files outside
`KNOWN_LIMITS` read whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.linter.test_unseen_layouts import assert_no_phantom_nor_confirmed_wrong, assert_reads_whole
from tests.linter.test_unseen_layouts import read as read_file

HERE = Path(__file__).resolve().parent / "unseen_layouts_6"
FILES = {f["file"]: f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"]}


def _named(prefixes: str) -> set[str]:
    return {name for name in FILES if name.split("_", 1)[0] in prefixes.split()}


#: Read with a confirmed wrong reading or a phantom (docs/linter.md, "Known limits").
KNOWN_WRONG: set[str] = _named("z03 z04 z05 z13 z15 z17 z18 z21 z22 z25 z26 z28 ")

#: Read in part (docs/linter.md, "Known limits").
KNOWN_LIMITS: set[str] = KNOWN_WRONG | _named("z02 z07 z08 z09 z10 z11 z14 z19 z20 z23 z24 z30 ")


def read(name: str):
    return read_file(name, HERE)


@pytest.mark.parametrize("name", sorted(set(FILES) - KNOWN_WRONG))
def test_never_a_confirmed_wrong_reading_nor_a_phantom(name):
    report, _ = read(name)
    assert_no_phantom_nor_confirmed_wrong(FILES[name]["entries"], report)


@pytest.mark.parametrize("name", sorted(set(FILES) - KNOWN_LIMITS))
def test_reads_whole(name):
    report, positions = read(name)
    assert_reads_whole(FILES[name]["entries"], report, positions)


def test_the_known_limits_are_files_here():
    assert KNOWN_WRONG <= KNOWN_LIMITS <= set(FILES) and all((HERE / name).is_file() for name in FILES)
