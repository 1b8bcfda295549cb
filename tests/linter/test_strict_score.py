"""The strict score of the invented sets does not get worse (`tests/linter/strict_score.py`): per set, at most
so many confirmed readings whose name holds text not the cargo's (a pay word, a header's piece, a cell's border,
a grouping heading, prose) or whose stated AC and PcD are not the label's, texts and PDFs apart, like the
sets' `WRONG` and `READ_IN_PART`. Lower a bound when a reading is mended; never raise one.

The failures left (2026-12-07): set 8's r11 (the header's "Classificação" in the first row's name), set 16's t02 text ("(vencimento": a pay word
in a confirmed cargo cell, another helper's class)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.read.files import file_text
from tests.linter.strict_score import strict_failures

HERE = Path(__file__).resolve().parent

#: folder → (strict failures of its texts at most, of its PDFs at most).
BOUNDS = {
    "unseen_layouts": (0, 0),
    "unseen_layouts_2": (0, 0),
    "unseen_layouts_3": (0, 0),
    "unseen_layouts_4": (0, 0),
    "unseen_layouts_5": (0, 0),
    "unseen_layouts_6": (0, 0),
    "unseen_layouts_7": (0, 0),
    "unseen_layouts_8": (0, 0),
    "unseen_layouts_9": (0, 0),
    "unseen_layouts_10": (0, 0),
    "unseen_layouts_11": (0, 0),
    "unseen_layouts_12": (0, 0),
    "unseen_layouts_13": (0, 0),
    "unseen_layouts_14": (0, 0),
    "unseen_layouts_15": (0, 0),
    "unseen_layouts_16": (0, 0),
    "unseen_layouts_17": (0, 0),
    "unseen_layouts_18": (0, 0),
    "unseen_layouts_19": (0, 0),
    "unseen_layouts_20": (0, 0),
    "unseen_layouts_21": (0, 0),
    "unseen_layouts_22": (0, 0),
    "unseen_layouts_23": (0, 0),
}


def set_failures(folder: Path, key: str) -> list[tuple]:
    """The strict failures of a set's texts (`key` "file") or PDFs ("pdf"): (file, name read, label, reason)."""
    out = []
    for labelled in json.loads((folder / "expected.json").read_text(encoding="utf-8"))["files"]:
        if not labelled.get(key):
            continue
        name = labelled[key]
        text = file_text((folder / name).read_bytes(), name)
        report = lint_text(text, filename=name) if key == "pdf" else lint_text(text)
        out += [(name, *failure) for failure in strict_failures(report, labelled, text)]
    return out


@pytest.mark.parametrize("key", ["file", "pdf"])
@pytest.mark.parametrize("folder", sorted(BOUNDS))
def test_strict_failures_within_bound(folder, key):
    failures = set_failures(HERE / folder, key)
    bound = BOUNDS[folder][key == "pdf"]
    assert len(failures) <= bound, "\n".join(map(str, failures))


_TEXT = """Quadro 1 – Cargos e vagas
Código   Cargo                 Nível de     Vagas   AC   PcD   PN
Classificação
E01 Assistente Social E 10 07 01 02
E02 Auditor E 05 04 – 01
"""
_ENTRIES = {"entries": [{"name_has": "Assistente Social", "vacancies": 10, "negros_stated": 2}]}


def _report(name: str, ac: int, pcd: int, line: int = 4) -> dict:
    position = {"name": name, "vacancies": 10, "reserved_stated": 2, "confidence": "confirmed", "line": line}
    return {"positions": [position | {"lines": [line], "open_stated": ac, "pcd_stated": pcd}]}


def test_a_clean_reading_passes():
    assert strict_failures(_report("Assistente Social", 7, 1), _ENTRIES, _TEXT) == []


def test_ac_and_pcd_swapped_fail():
    (failure,) = strict_failures(_report("Assistente Social", 1, 7), _ENTRIES, _TEXT)
    assert "ac 1" in failure[2]


def test_the_labels_roles_are_checked_first():
    entries = {"entries": [_ENTRIES["entries"][0] | {"ac": 6, "pcd": 2}]}
    (failure,) = strict_failures(_report("Assistente Social", 7, 1), entries, _TEXT)
    assert "the label has" in failure[2]


def test_foreign_words_in_a_name_fail():
    for name, reason in [
        ("Classificação E01 Assistente Social", "header word"),
        ("Assistente Social R$ 4.180,66", "pay figure"),
        ("Assistente Social (vencimento", "pay word"),
        ("Assistente Social | Nível: Superior | Total de", "another cell"),
        ("Assistente Social – lotação, conforme a Cláusula Segunda", "prose word"),
    ]:
        (failure,) = strict_failures(_report(name, 7, 1), _ENTRIES, _TEXT)
        assert reason in failure[2], (name, failure)


def test_a_group_heading_in_a_name_fails():
    text = _TEXT.replace("Classificação\n", "Classificação\nSECRETARIA MUNICIPAL DE SAÚDE\n")
    (failure,) = strict_failures(_report("SECRETARIA MUNICIPAL DE SAÚDE Assistente Social", 7, 1, 5), _ENTRIES, text)
    assert "heading" in failure[2]
