"""The fourth round of invented editais of layouts the reader had not seen (`unseen_layouts_4/`, the right
reading of each in `expected.json`), written without reading the reader: PDF tables with rotated header
pieces, subtotal rows, cargos as columns, continuation pages under abbreviated headers, decimal and percent
computation columns, CSV and spreadsheet copies with merged cells, labels explained only by a legend, Lei
15.142 group columns, escolaridade rows, blank reserve cells, pypdf's order, polos and sedes as rows or
columns, wide gaps; and text forms: per-cargo modalidade tables, prose with the total after its parts or the
cargo after its figures, consolidated texts with revoked wording, summary quadros, the Decreto 9.739 table,
reserve sentences after tables, web lines, counts in words, Cebraspe items with parenthesised parts, starred
docente rows, box-drawing tables, columns split by sex. First contact, before the reader was changed for them:
85 of 217 entries right, 37 phantoms, 9 confirmed wrong (`docs/unseen-layouts-4-first-contact.txt`);
after: 214 of 217, no phantom, no confirmed wrong. Files
outside `KNOWN_WRONG` never give a confirmed wrong reading nor a phantom; files outside `KNOWN_LIMITS` read
whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.linter.test_unseen_layouts import assert_no_phantom_nor_confirmed_wrong, assert_reads_whole
from tests.linter.test_unseen_layouts import read as read_file

HERE = Path(__file__).resolve().parent / "unseen_layouts_4"
FILES = {f["file"]: f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"]}


def _named(prefixes: str) -> set[str]:
    return {name for name in FILES if name.split("_", 1)[0] in prefixes.split()}


#: Read with a confirmed wrong reading or a phantom (docs/linter.md, "Known limits"): none left.
KNOWN_WRONG: set[str] = _named("")

#: Read in part (docs/linter.md, "Known limits").
KNOWN_LIMITS: set[str] = KNOWN_WRONG | _named("w13")


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
