"""The nineteenth round of invented editais (`unseen_layouts_19/`, the right reading of each in `expected.json`):
whole editais written without reading the reader, their texts made by the scrapers and converters a newsroom
runs: BeautifulSoup's `get_text()` with no separator (a page glued into one line) and with newlines,
trafilatura, markitdown, pdfplumber's layout text, PyMuPDF's words joined, pdfminer's `pdf2txt.py -A`,
LibreOffice's text beside Calc's tab-delimited quadro, a quadro typed by hand into pasted text, abiword; with a
turned quadro, a matrix, figures in words, footnote marks, vacancies by jornada, one block per cargo and cells
holding line breaks (`sources/`). First contact, before the reader was changed for them: 84 of 154 entries
right, 6 phantoms, 1 confirmed wrong for the texts; 61 of 61 and 1 phantom for the PDFs
(`docs/unseen-layouts-19-first-contact.txt`). Files outside the wrong ones never give a confirmed wrong reading
nor a phantom; files outside the limits read whole."""

from __future__ import annotations

from pathlib import Path

from cotacheck.linter import lint_text
from cotacheck.linter.tables.column_blocks import NOT_READ
from tests.linter.test_unseen_layouts import unseen_set

HERE = Path(__file__).resolve().parent / "unseen_layouts_19"

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits"): t07's text, pdfminer's column runs out of order.
READ_IN_PART = "t07.txt"

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_19", wrong=WRONG, limits=READ_IN_PART
)


def test_column_runs_out_of_order_read_nothing_and_say_so():
    """t07's text gives its quadro's columns as runs whose lower rows pdfminer put out of order: no pairing
    by order can be proven, so nothing is read and a note names the lines left (never "0 cargos" in silence)."""
    (name,) = [p.name for p in HERE.glob("t07_*.txt")]
    report = lint_text((HERE / name).read_text(encoding="utf-8"))
    assert not [p for p in report["positions"] if p["vacancies"]]
    notes = [f for f in report["findings"] if f["code"] == "CQ305" and NOT_READ in f["message"]]
    assert notes and notes[0]["line"] < 60, report["findings"]
