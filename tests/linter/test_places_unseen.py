"""The third unseen set's editais of vacancies by place and of a later stage's limits read whole.

v02 (places under a header of four lines, reserves counted inside the total), v10 (the same cargos by
macrorregião, then by modalidade), v12 ("Vagas" the total's column before AC/PcD/PN, then a table of
the maximum number approved): every cargo once with its figures, no phantom, no confirmed wrong
reading, and the readings the text proves confirmed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cotacheck.linter.read.text import fold
from tests.linter.test_reader_classes import _matches
from tests.linter.test_unseen_layouts import read as read_file

HERE = Path(__file__).resolve().parent / "unseen_layouts_3"
FILES = {
    f["file"].split("_", 1)[0]: f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"]
}


@pytest.mark.parametrize("key", ["v02", "v10", "v12"])
def test_each_cargo_once_and_right(key):
    entries = FILES[key]["entries"]
    report, _ = read_file(FILES[key]["file"], HERE)
    positions = [q for q in report["positions"] if q.get("vacancies")]
    for entry in entries:
        found = [q for q in positions if fold(entry["name_has"]) in fold(q["name"])]
        assert len(found) == 1 and _matches(found[0], entry), (entry, found)
    for q in report["positions"]:
        assert any(fold(e["name_has"]) in fold(q["name"]) for e in entries), f"phantom {q['name']!r}"


def test_places_and_modalidade_confirmed():
    """v10: the modalidade table proves each cargo's reserve; the table by place is its restatement."""
    report, _ = read_file(FILES["v10"]["file"], HERE)
    assert [q["line"] for q in report["positions"]] == [35, 36, 37, 38, 39]
    assert all(q["confidence"] == "confirmed" for q in report["positions"])
