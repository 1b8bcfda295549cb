"""The layout classes of ../shared/reader-classes read as their README says (the samples beside the
checkout; $COTACHECK_READER_CLASSES for another place). Each file is one instance of a class the layout
generator varies (tests/layout_render.py); here the sample itself must read right: every entry with its
vacancies and stated reserve for negros, no other position with vacancies, no confirmed wrong reading."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

HERE = Path(
    os.environ.get("COTACHECK_READER_CLASSES")
    or Path(__file__).resolve().parents[2].parent / "shared" / "reader-classes"
)
EXPECTED = HERE / "expected.json"

#: The classes solved: one cell per line with a long requisitos cell (A), header labels split word by word
#: and each prefixed by "Nº de vagas" (B), a legend whose meaning is any words ("VG = vagas gerais") and a
#: defined abbreviation alone on its header line (C), the total first under a
#: spanning "Vagas" or a "QUADRO DE VAGAS" title (D), a label followed by its own abbreviation with
#: footnote marks on lines of their own (H), a header wrapped mid-label (20), a table split by a page
#: break with one Total row and "–(*)" cells (21), the whole body on one line of web copy (G), a quadro
#: in column blocks whose pairing does not close (E: a note, nothing read), one count column beside a
#: code column under a name label outside the vocabulary (F), places as columns with footnote digits in
#: the labels and a letter-spaced "T O T A L" (K).
SOLVED = [
    "01_requisitos_cell_one_per_line.txt",
    "02_requisitos_sentence_ends_table.txt",
    "03_header_no_de_vagas_prefix_total_first.txt",
    "04_header_split_words_total_last.txt",
    "05_legend_meaning_outside_vocabulary.txt",
    "06_unknown_column_dropped_cells_shift.txt",
    "07_spanning_vagas_total_first.txt",
    "08_title_quadro_de_vagas_total_first.txt",
    "09_column_blocks.txt",
    "10_one_count_column_then_code.txt",
    "11_body_on_one_line.txt",
    "12_label_then_own_abbreviation.txt",
    "15_places_as_columns.txt",
    "20_header_label_wrapped_mid_label.txt",
    "21_page_split_table_total_and_marks.txt",
]


def _same_reserve(got, want) -> bool:
    return want == "any" or got == want or (want in (None, 0) and got in (None, 0))


def _matches(q: dict, entry: dict) -> bool:
    return (
        fold(entry["name_has"]) in fold(q.get("name"))
        and q.get("vacancies") == entry["vacancies"]
        and _same_reserve(q.get("reserved_stated"), entry["negros_stated"])
    )


@pytest.mark.skipif(not EXPECTED.is_file(), reason=f"reader-classes samples absent ({HERE})")
@pytest.mark.parametrize("name", SOLVED)
def test_reader_class_sample_reads_as_its_readme_says(name):
    expected = next(f for f in json.loads(EXPECTED.read_text(encoding="utf-8"))["files"] if f["file"] == name)
    report = lint_text((HERE / name).read_text(encoding="utf-8"))
    found = [q for q in report["positions"] + report["cargos"] if q.get("vacancies")]
    if expected.get("empty_with_note_ok") and not found:
        # nothing read is right only with the note that says what was left unread, and where
        assert any(f["code"] == "CQ305" for f in report["findings"]), report["findings"]
        return
    for entry in expected["entries"]:
        assert any(_matches(q, entry) for q in found), (entry, found)
    positions = [q for q in report["positions"] if q.get("vacancies")]
    for q in positions:
        known = [e for e in expected["entries"] if fold(e["name_has"]) in fold(q["name"])]
        assert known, f"phantom {q['name']!r}"
        if q["confidence"] == "confirmed":
            assert any(_matches(q, e) for e in known), f"confirmed wrong {q}"
