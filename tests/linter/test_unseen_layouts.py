"""Invented editais of layouts met in real editais but not among the reader classes (`unseen_layouts/`,
written here with the right reading of each in `expected.json`): key-value blocks per cargo, counts in
words, stacked headers, names wrapped around their counts, tab- and semicolon-separated copies, rows by
localidade, and more. First contact, before the reader was changed for them: 94 of 111 entries right,
4 phantoms, 5 confirmed wrong (`docs/unseen-layouts-first-contact.txt`). Every file must never give a
confirmed wrong reading; every file outside the known limits (docs/linter.md) must read whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cotacheck.linter import lint_bytes, lint_text
from cotacheck.linter.read.text import fold
from tests.linter.test_reader_classes import _matches

HERE = Path(__file__).resolve().parent / "unseen_layouts"
FILES = {f["file"]: f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"]}

#: Read in part, never confirmed wrong (docs/linter.md, "remaining limits"): none left.
KNOWN_LIMITS: set[str] = set()


def _matches_entry(q: dict, entry: dict) -> bool:
    """`_matches`, and an entry whose vacancies are "any_unc" (parts that do not add up to the total given:
    which is wrong is not proven) matches any vacancies read uncertain, with the reserve right."""
    if entry["vacancies"] != "any_unc":
        return _matches(q, entry)
    return q.get("confidence") == "uncertain" and _matches(q, {**entry, "vacancies": q.get("vacancies")})


def read(name: str, here: Path = HERE):
    """The report of the invented edital `name` in `here` (a .txt, or a .pdf read as the CLI reads it), and
    its positions that have vacancies."""
    path = here / name
    report = (
        lint_bytes(path.read_bytes(), name) if name.endswith(".pdf") else lint_text(path.read_text(encoding="utf-8"))
    )
    positions = [q for q in report["positions"] if q.get("vacancies")]
    return report, positions


@pytest.mark.parametrize("name", sorted(FILES))
def test_never_a_confirmed_wrong_reading(name):
    entries = FILES[name]["entries"]
    _, positions = read(name)
    for q in positions:
        if q["confidence"] == "confirmed":
            known = [e for e in entries if fold(e["name_has"]) in fold(q["name"])]
            assert any(_matches_entry(q, e) for e in known), f"confirmed wrong {q['name']!r}: {q}"


def cadastro_only(q: dict, labelled: dict) -> bool:
    """A position read with no vacancy that the file's labels name as offered only for the cadastro de reserva
    (`cadastro_only`, a `name_has` each: such rows have no entry, and their names may hold an entry's)."""
    names = labelled.get("cadastro_only", ())
    return not q.get("vacancies") and any(fold(c["name_has"]) in fold(q["name"]) for c in names)


def assert_no_phantom_nor_confirmed_wrong(entries: list[dict], report: dict, labelled: dict | None = None) -> None:
    """No position with vacancies names no labelled cargo, and a confirmed one under a labelled cargo has
    its figures (the check of the third round and after), unless `labelled` (the file's labels) names it
    cadastro-only and it is read with no vacancy."""
    for q in report["positions"]:
        known = [e for e in entries if fold(e["name_has"]) in fold(q["name"])]
        assert known or not q.get("vacancies"), f"phantom {q['name']!r}: {q}"
        if known and q["confidence"] == "confirmed" and not cadastro_only(q, labelled or {}):
            assert any(_matches(q, e) for e in known), f"confirmed wrong {q['name']!r}: {q}"


def assert_reads_whole(entries: list[dict], report: dict, positions: list[dict]) -> None:
    """Every labelled entry is among the positions or the cargos read (the check of both rounds)."""
    found = positions + [q for q in report["cargos"] if q.get("vacancies")]
    for entry in entries:
        assert any(_matches_entry(q, entry) for q in found), (entry, found)


@pytest.mark.parametrize("name", sorted(set(FILES) - KNOWN_LIMITS))
def test_reads_whole(name):
    entries = FILES[name]["entries"]
    report, positions = read(name)
    assert_reads_whole(entries, report, positions)
    for q in positions:
        assert any(fold(e["name_has"]) in fold(q["name"]) for e in entries), f"phantom {q['name']!r}"


def test_the_known_limits_are_files_here():
    assert KNOWN_LIMITS <= set(FILES) and all((HERE / name).is_file() for name in FILES)


def unseen_set(folder: str, wrong: str, limits: str):
    """The three tests of a later set of unseen layouts (`folder` beside this file, its `expected.json`):
    files outside those `wrong` names (their prefixes, "y09 z03": a confirmed wrong reading or a phantom)
    never give one; files outside `wrong` and `limits` (read in part) read whole; the names are files there.
    Where an entry names its `pdf` too, the PDF is read as well: a bare prefix names both, "t05.pdf" or
    "t05.txt" only one of them."""
    here = Path(__file__).resolve().parent / folder
    listed = json.loads((here / "expected.json").read_text(encoding="utf-8"))["files"]
    files = {f["file"]: f for f in listed} | {f["pdf"]: f for f in listed if f.get("pdf")}

    def named(prefixes: str) -> set[str]:
        tokens = set(prefixes.split())
        return {name for name in files if {name.split("_", 1)[0], name.split("_", 1)[0] + name[-4:]} & tokens}

    known_wrong = named(wrong)
    known_limits = known_wrong | named(limits)

    @pytest.mark.parametrize("name", sorted(set(files) - known_wrong))
    def test_never_a_confirmed_wrong_reading_nor_a_phantom(name):
        report, _ = read(name, here)
        assert_no_phantom_nor_confirmed_wrong(files[name]["entries"], report, files[name])

    @pytest.mark.parametrize("name", sorted(set(files) - known_limits))
    def test_reads_whole(name):
        report, positions = read(name, here)
        assert_reads_whole(files[name]["entries"], report, positions)

    def test_the_known_limits_are_files_here():
        assert known_wrong <= known_limits <= set(files) and all((here / name).is_file() for name in files)

    return test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here
