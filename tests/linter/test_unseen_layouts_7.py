"""The seventh round of invented editais (`unseen_layouts_7/`, the right reading of each in `expected.json`),
written without reading the reader, half of them the usual tables of the big boards as their usual
extractors give them (FGV, Cebraspe, Cesgranrio, Vunesp, IBFC, AOCP, Quadrix, Consulplan, Idecan, FEPESE,
Instituto Mais, IBAM, Consesp, Igeduc), the rest layouts not probed before: a wide table printed across two
pages, ditto marks, syllable-hyphenated names, counts inside the lotação cell, a long-format open-data CSV, a
newspaper's extrato, "8 (5+1+2)" cells, a pandas printout, a Diário Oficial paragraph of "/" cells, a
registration form's options, an Excel pivot. First contact, before the reader was changed for them: 151 of
283 entries right, 16 phantoms, 0 confirmed wrong (`docs/unseen-layouts-7-first-contact.txt`). Files outside
`KNOWN_WRONG` never give a confirmed wrong reading nor a phantom; files outside `KNOWN_LIMITS` read whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.linter.test_unseen_layouts import assert_no_phantom_nor_confirmed_wrong, assert_reads_whole
from tests.linter.test_unseen_layouts import read as read_file

HERE = Path(__file__).resolve().parent / "unseen_layouts_7"
FILES = {f["file"]: f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"]}


def _named(prefixes: str) -> set[str]:
    return {name for name in FILES if name.split("_", 1)[0] in prefixes.split()}


#: Read with a confirmed wrong reading or a phantom (docs/linter.md, "Known limits").
KNOWN_WRONG: set[str] = _named("")

#: Read in part (docs/linter.md, "Known limits").
KNOWN_LIMITS: set[str] = KNOWN_WRONG | _named("s11 s14 s15 s24 s25 s26 s28 s29 s30")


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
