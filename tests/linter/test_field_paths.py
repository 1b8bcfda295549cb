"""bench/field_paths.py on the real editais (../shared/real-editais): each extraction path a journalist
runs (pdftotext's three modes on the labelled PDFs, the labelled texts wrapped at 72 columns by a mail
client) read with no confirmed wrong reading, no phantom and no false error where the reader reached that,
never worse than it reached elsewhere, and at least as many entries right as it reached (`BOUNDS`).

Skipped when the real editais are absent (they stay outside the project) or when a path's tool is not on
the machine (CI installs poppler-utils: scripts/setup.sh). The slower Python extractors (pdfminer.six,
pdfplumber, PyMuPDF) are left to the bench. Each path's texts are made once per run into a temporary
folder; the whole file takes some 20 s.

The OCR paths (Tesseract's two page segmentations on the pages that hold a labelled entry, `OCR_BOUNDS`) run
only where `tesseract` and its Portuguese are installed (not by scripts/setup.sh: CI has no time for them);
their pages are read into the bench's own cache ($COTACHECK_PATHS_CACHE), some 5 CPU minutes the first time,
seconds after (docs/field-paths-ocr-first-contact.txt has the first figures)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("field_paths", ROOT / "bench" / "field_paths.py")
field_paths = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(field_paths)

#: Per path: (entries right at least, confirmed wrong, phantoms, false errors at most). Zero where the
#: reader reached it; elsewhere what it reached (docs/field-paths-first-contact.txt has the first figures).
BOUNDS = {
    "pdftotext": (80, 0, 199, 0),
    "pdftotext -layout": (356, 0, 6, 0),
    "pdftotext -raw": (410, 0, 0, 0),
    "wrap72": (470, 0, 3, 0),
}
#: The OCR paths, as BOUNDS: no confirmed wrong reading, no false error; their phantoms are rows whose name took
#: the OCR's damaged cells, every one uncertain.
OCR_BOUNDS = {
    "tesseract": (60, 0, 84, 0),
    "tesseract --psm 6": (0, 0, 2, 0),
}
FOLDER = field_paths.field_check.default_dir()


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    before = field_paths.CACHE
    field_paths.CACHE = tmp_path_factory.mktemp("field-paths")
    yield field_paths.CACHE
    field_paths.CACHE = before


@pytest.mark.skipif(FOLDER is None, reason="../shared/real-editais is absent")
@pytest.mark.parametrize("path", sorted(BOUNDS))
def test_path_reads_within_its_bounds(path, cache):
    if field_paths.tool_version(path) is None:
        pytest.skip(f"{path}: its tool is not on this machine")
    totals = field_paths.totals(field_paths.score_path(FOLDER, path))
    right, wrong, phantoms, false_errors = BOUNDS[path]
    shown = field_paths._figures(totals)
    assert totals["right"] >= right, shown
    assert totals["confirmed_wrong"] <= wrong, shown
    assert totals["phantoms"] <= phantoms, shown
    assert totals["false_errors"] <= false_errors, shown


@pytest.mark.skipif(FOLDER is None, reason="../shared/real-editais is absent")
@pytest.mark.parametrize("path", sorted(OCR_BOUNDS))
def test_ocr_path_reads_within_its_bounds(path):
    if field_paths.tool_version(path) is None:
        pytest.skip(f"{path}: tesseract (with its Portuguese) or pdftoppm is not on this machine")
    scores = field_paths.score_path(FOLDER, path)
    totals = field_paths.totals(scores)
    right, wrong, phantoms, false_errors = OCR_BOUNDS[path]
    shown = field_paths._figures(totals)
    assert all(s["pages"] for s in scores) and totals["entries"] == sum(s["entries"] for s in scores), shown
    assert totals["right"] >= right, shown
    assert totals["confirmed_wrong"] <= wrong, shown
    assert totals["phantoms"] <= phantoms, shown
    assert totals["false_errors"] <= false_errors, shown


def test_ocr_reads_only_the_pages_of_labelled_entries():
    spans = [(1, 10), (11, 25), (26, 40)]
    label = {"cargos": [{"evidence_line": 12}, {"evidence_line": 30}, {"evidence_line": 20}]}
    assert field_paths.ocr_pages(label, spans) == [2, 3]


def test_a_wrapped_line_maps_to_the_line_it_was_cut_from():
    text, mapping = field_paths.wrapped("short\n" + "word " * 20 + "\n\nend", width=72)
    lines = text.split("\n")
    assert len(lines) == 5 and lines[0] == "short" and lines[-1] == "end"
    assert mapping == {1: 1, 2: 2, 3: 2, 4: 3, 5: 4}
    assert all(len(line) <= 72 for line in lines)
