"""The eighteenth round of invented editais (`unseen_layouts_18/`, the right reading of each in `expected.json`):
whole editais written without reading the reader, as they reach a journalist by paths no earlier set used: a
two-column gazette PDF through pdftotext and a three-column one through pypdf, an e-mail forward wrapped at 72
columns and quoted, a WhatsApp copy, UTF-8 read as Windows-1252, a Firefox clipboard copy of an HTML table, a naive
python-docx walk of merged cells, elinks, Gnumeric's ssconvert CSV beside the body, tesseract of a scan
(`sources/`). First contact, before the reader was changed for them: 130 of 166 entries right, 10 phantoms, 0
confirmed wrong for the texts; 8 of 45, 10 and 0 for the PDFs (`docs/unseen-layouts-18-first-contact.txt`). Files
outside the wrong ones never give a confirmed wrong reading nor a phantom; files outside the limits read whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cotacheck.errors import InputError
from cotacheck.linter.read.files import file_text
from tests.linter.test_unseen_layouts import unseen_set

HERE = Path(__file__).resolve().parent / "unseen_layouts_18"

#: A confirmed wrong reading or a phantom.
WRONG = ""
#: Read in part (docs/linter.md, "Known limits").
READ_IN_PART = ""

test_never_a_confirmed_wrong_reading_nor_a_phantom, test_reads_whole, test_the_known_limits_are_files_here = unseen_set(
    "unseen_layouts_18", wrong=WRONG, limits=READ_IN_PART
)


def test_a_scan_is_refused_with_the_way_to_read_it():
    """t10's PDF is pages of pixels: nothing is read, and the message says to OCR it (never "0 cargos")."""
    scans = [
        f["scan"] for f in json.loads((HERE / "expected.json").read_text(encoding="utf-8"))["files"] if f.get("scan")
    ]
    assert scans
    for name in scans:
        with pytest.raises(InputError, match="OCR"):
            file_text((HERE / name).read_bytes(), name)
