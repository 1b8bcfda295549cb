"""Digit sets newer than Unicode 14 (issue 41): CPython 3.11 sees them as unassigned, Pyodide's Python reads
them as digits. Both engines must read the same digits and give the same JSON."""

from __future__ import annotations

import datetime as dt
import json
import unicodedata

from lint_samples import CLAUSES, GO_HEAD
from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck.linter import lint_bytes
from cotacheck.linter.read.text import NEWER_DIGIT_ZEROS

KAWI_FIVE = chr(0x11F55)
NAG_MUNDARI_TWO = chr(0x1E4F2)
ARABIC_INDIC_THREE = "\u0663"
ROWS = {
    "kawi.txt": f"Analista de Sistemas 2{KAWI_FIVE} 3 25",
    "nag-mundari.txt": f"Analista de Sistemas 22 3 {NAG_MUNDARI_TWO}5",
    "arabic-indic.txt": f"Analista de Sistemas 22 {ARABIC_INDIC_THREE} 25",
}


def files() -> dict[str, bytes]:
    return {name: (GO_HEAD + "Cargo AC Negros Total\n" + row + "\n" + CLAUSES).encode() for name, row in ROWS.items()}


def test_the_newer_digit_sets_are_none_cpython_knows():
    """The list is of sets CPython 3.11 (Unicode 14) does not read: none of them is a digit here."""
    assert unicodedata.unidata_version == "14.0.0"
    assert all(unicodedata.decimal(chr(z + i), None) is None for z in NEWER_DIGIT_ZEROS for i in range(10))


def test_cpython_reads_the_digits_both_engines_know():
    answers = {name: lint_bytes(data, name, date=dt.date(2026, 1, 1)) for name, data in files().items()}
    assert [p["reserved_stated"] for p in answers["arabic-indic.txt"]["positions"]] == [3]
    assert [p["name"] for p in answers["kawi.txt"]["positions"]] == ["Analista de Sistemas 2\ufffd"]
    assert "\ufffd" in json.dumps(answers["kawi.txt"], ensure_ascii=False)


@needs_pyodide
def test_pyodide_reads_the_same_digits_and_gives_the_same_json(tmp_path):
    data = files()
    for name, content in data.items():
        (tmp_path / name).write_bytes(content)
    code = (
        "import json, unicodedata, datetime as dt\n"
        "from cotacheck.linter import lint_bytes\n"
        "out = {name: lint_bytes(open('/host/' + name, 'rb').read(), name, date=dt.date(2026, 1, 1))\n"
        f"       for name in {sorted(data)!r}}}\n"
        "zeros = [c for c in range(0x110000) if unicodedata.decimal(chr(c), None) == 0]\n"
        "json.dumps({'answers': out, 'zeros': zeros})\n"
    )
    page = json.loads(run_in_pyodide(code, tmp_path))
    for name, content in data.items():
        cli = json.loads(json.dumps(lint_bytes(content, name, date=dt.date(2026, 1, 1))))
        assert page["answers"][name] == cli, name
    known_here = {c for c in range(0x110000) if unicodedata.decimal(chr(c), None) == 0}
    # a newer Pyodide that knows a digit set not in NEWER_DIGIT_ZEROS fails here: add its zero there
    assert set(page["zeros"]) - known_here <= set(NEWER_DIGIT_ZEROS)
