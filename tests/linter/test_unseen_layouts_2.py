"""The second round of invented editais of layouts the reader had not seen (`unseen_layouts_2/`, the right
reading of each in `expected.json`): boards' house styles (Cebraspe's numbered items, FGV's and
Cesgranrio's layout-preserving annexes, FCC's two-line header, Vunesp's pay before the counts, IBFC's
percentages in the header, AOCP's "x" marks, Fundatec's "(AC+PcD+N)", Quadrix's "0/1" cells, IBADE's level
headings inside the table), tables split across pages, web copies with tabs, and hard negatives (score,
call, pay, cronograma and reserve-arithmetic tables, a table of contents). First contact, before the reader
was changed for them: 94 of 116 entries right, 7 phantoms, 4 confirmed wrong
(`docs/unseen-layouts-2-first-contact.txt`); after: 116 of 116, no phantom, no confirmed wrong. No file may give a confirmed wrong reading or a phantom;
every file outside the known limits (docs/linter.md) must read whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cotacheck.linter.read.text import fold
from tests.linter.test_reader_classes import _matches
from tests.linter.test_unseen_layouts import assert_reads_whole
from tests.linter.test_unseen_layouts import read as read_file

HERE = Path(__file__).resolve().parent / "unseen_layouts_2"
FILES = {f["file"]: f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"]}

#: Read in part, never confirmed wrong and never a phantom (docs/linter.md, "Known limits"): none left of
#: this round.
KNOWN_LIMITS: set[str] = set()


def read(name: str):
    return read_file(name, HERE)


@pytest.mark.parametrize("name", sorted(FILES))
def test_never_a_confirmed_wrong_reading_nor_a_phantom(name):
    entries = FILES[name]["entries"]
    _, positions = read(name)
    for q in positions:
        known = [e for e in entries if fold(e["name_has"]) in fold(q["name"])]
        assert known, f"phantom {q['name']!r}: {q}"
        if q["confidence"] == "confirmed":
            assert any(_matches(q, e) for e in known), f"confirmed wrong {q['name']!r}: {q}"


@pytest.mark.parametrize("name", sorted(set(FILES) - KNOWN_LIMITS))
def test_reads_whole(name):
    report, positions = read(name)
    assert_reads_whole(FILES[name]["entries"], report, positions)


def test_the_known_limits_are_files_here():
    assert KNOWN_LIMITS <= set(FILES) and all((HERE / name).is_file() for name in FILES)
