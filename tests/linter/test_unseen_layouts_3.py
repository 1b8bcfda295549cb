"""The third round of invented editais of layouts the reader had not seen (`unseen_layouts_3/`, the right
reading of each in `expected.json`), written without reading the reader: exam boards' and bodies' PDF
tables not met before (code and pay columns before a "Vagas" group, vacancies by district or region
summed per cargo, one small table per level, total first with blank zero cells, tables of questions,
weights, fees and call limits beside the vacancy table), and text that never was a PDF's layout (web
copies, markdown, LibreOffice tabs, the Diário Oficial's key-value lines, prose in many sentence forms,
per-cargo subsections, retificações, dot leaders). First contact, before the reader was changed for
them: 83 of 153 entries right, 19 phantoms, 16 confirmed wrong (`docs/unseen-layouts-3-first-contact.txt`);
after: 153 of 153, no phantom, no confirmed wrong. Files outside `KNOWN_WRONG` never give a confirmed wrong
reading nor a phantom; files outside `KNOWN_LIMITS` read whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.linter.test_unseen_layouts import assert_no_phantom_nor_confirmed_wrong, assert_reads_whole
from tests.linter.test_unseen_layouts import read as read_file

HERE = Path(__file__).resolve().parent / "unseen_layouts_3"
FILES = {f["file"]: f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"]}


def _named(prefixes: str) -> set[str]:
    return {name for name in FILES if name.split("_", 1)[0] in prefixes.split()}


#: Read with a confirmed wrong reading or a phantom (docs/linter.md, "Known limits"): none left.
KNOWN_WRONG: set[str] = _named("")

#: Read in part (docs/linter.md, "Known limits"): none left.
KNOWN_LIMITS: set[str] = KNOWN_WRONG | _named("")


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
