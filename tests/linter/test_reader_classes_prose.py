"""The layout-class samples of ../shared/reader-classes/ for prose, later-stage tables, numbers that are
not counts and mojibake dates (files 13, 14, 16, 17, 18, 19) read as their README says.

The samples sit beside the checkout (or in $COTACHECK_READER_CLASSES); without them the tests are
skipped. Each class is also drawn at random by tests/layout_prose.py (test_layout_prose.py).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

ROOT = Path(__file__).resolve().parents[2]
_CANDIDATES = [os.environ.get("COTACHECK_READER_CLASSES"), ROOT.parent / "shared" / "reader-classes"]
_CANDIDATES.append(ROOT.parents[1] / "shared" / "reader-classes")  # a worktree beside the checkout
HERE = next((Path(p) for p in _CANDIDATES if p and (Path(p) / "expected.json").is_file()), None)
pytestmark = pytest.mark.skipif(HERE is None, reason="../shared/reader-classes absent (set COTACHECK_READER_CLASSES)")

FILES = {
    "13": "13_prose_vagas_after_each_number.txt",
    "14": "14_prose_statement_name_far_or_colon.txt",
    "16": "16_call_limit_tables_same_header.txt",
    "17": "17_toc_and_state_abbreviation.txt",
    "18": "18_ordinal_not_a_count.txt",
    "19": "19_mojibake_title_date.txt",
}


def _lint(key: str) -> dict:
    return lint_text((HERE / FILES[key]).read_text(encoding="utf-8"), filename=FILES[key])


def _expected(key: str) -> dict:
    return next(
        f for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"] if f["file"] == FILES[key]
    )


def _matches(p: dict, entry: dict) -> bool:
    want = entry["negros_stated"]
    got = p.get("reserved_stated")
    return (
        fold(entry["name_has"]) in fold(p["name"])
        and p["vacancies"] == entry["vacancies"]
        and (got == want or (want in (None, 0) and got in (None, 0)))
    )


@pytest.mark.parametrize("key", sorted(FILES))
def test_sample_reads_as_its_readme_says(key):
    """Every entry read, no position that is none of them (no phantom, no confirmed wrong), the date."""
    report, expected = _lint(key), _expected(key)
    positions = [p for p in report["positions"] if p["vacancies"]]
    for entry in expected["entries"]:
        assert any(_matches(p, entry) for p in positions + report["cargos"]), (entry, positions)
    assert all(any(_matches(p, e) for e in expected["entries"]) for p in positions), positions
    if expected.get("date"):
        assert report["date"] == expected["date"]


def _errors(report: dict) -> list[tuple[str, str | None]]:
    return [(f["code"], f["position"]) for f in report["findings"] if f["severity"] == "error"]


def test_prose_parts_give_no_false_error():
    """13: "20 vagas, das quais 14 vagas de ampla concorrência, 4 vagas reservadas …": the reserve is read."""
    report = _lint("13")
    assert _errors(report) == []
    assert all(p["confidence"] == "confirmed" for p in report["positions"])


def test_statement_named_by_title_far_above():
    """14: the Revisor's statement, 6 lines below its title past a footer, has no reserve: CQ101 error."""
    report = _lint("14")
    assert _errors(report) == [("CQ101", "REVISOR DE TEXTOS")]
    analista = next(p for p in report["positions"] if "CONTABILIDADE" in p["name"])
    assert analista["cargo"] == "ANALISTA DE RECURSOS HÍDRICOS" and analista["slice"] == "CONTABILIDADE"


def test_later_stage_tables_are_not_vacancies():
    """16: the prova prática's and the cadastro's tables under the same header state no vacancy."""
    report = _lint("16")
    assert [p["line"] for p in report["positions"]] == [7, 8]
    assert _errors(report) == []


def test_contents_and_state_initials():
    """17: "(PI)" is Piauí, no column; the Índice's page numbers are no positions."""
    report = _lint("17")
    assert [p["line"] for p in report["positions"]] == [19, 20, 21]
    assert not any(t["line"] == 4 for t in report["tables"])


def test_ordinal_with_mojibake_is_no_count():
    """18: "a 3“ vaga" is the 3ª vaga: no cargo "Obs", no error."""
    report = _lint("18")
    assert not any("obs" in fold(p["name"]) for p in report["positions"])
    assert _errors(report) == []


def test_mojibake_number_sign_keeps_title_date():
    """19: "EDITAL N” 61, DE 13 DE MAIO DE 2019" dates the edital; the cited Decreto's DOU does not."""
    report = _lint("19")
    assert (report["date"], report["detected"]["date_source"]) == ("2019-05-13", "title")
    assert "2010-07-20" not in json.dumps(report["detected"])
