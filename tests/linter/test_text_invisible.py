"""Invisible characters (format characters, Unicode category Cf, and their kin) never change a reading:
copied from PDFs and web pages they sit inside numbers and words. Bidirectional embeddings, overrides
and isolates, and the direction marks (LRM, RLM, ALM), are the exception: they make their line uncertain
(tests/linter/test_hostile_inputs.py, tests/linter/test_rows_said.py)."""

from __future__ import annotations

import json
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lint_samples import CLAUSES, GO_HEAD

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import BIDI_CONTROLS, drop_invisible, split_lines

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
EDITAIS = sorted(p.name for p in CORPUS.glob("*.txt") if p.with_suffix(".expected.json").exists())

INVISIBLE = [
    "\u200b",  # zero width space
    "\u200c",
    "\u200d",  # zero width non-joiner, joiner
    "\u200e",
    "\u200f",  # left-to-right, right-to-left mark
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",  # embeddings and overrides (RLO)
    "\u2060",
    "\u2061",
    "\u2062",
    "\u2063",
    "\u2064",  # word joiner, invisible operators
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",  # isolates (FSI)
    "\ufeff",  # byte order mark / zero width no-break space
    "\u00ad",  # soft hyphen
    "\u180e",  # Mongolian vowel separator
    "\u034f",  # combining grapheme joiner
    "\ufe0f",  # variation selector 16
]


#: Those that never change the JSON at all.
SILENT = [c for c in INVISIBLE if c not in BIDI_CONTROLS]


def test_every_listed_character_is_invisible_kind():
    for char in INVISIBLE:
        assert unicodedata.category(char) in ("Cf", "Mn"), hex(ord(char))
    assert drop_invisible("".join(INVISIBLE)) == ""
    assert drop_invisible("a b\tc\nd") == "a b\tc\nd"  # spaces, tabs and newlines stay


TABLE = GO_HEAD + "Cargo AC Negros Total\nAnalista de Sistemas 22 3 25\n" + CLAUSES


def reading(text: str) -> str:
    result = lint_text(text)
    result.pop("file")
    return json.dumps(result, ensure_ascii=False, sort_keys=True)


def test_table_reserve_short_is_found_clean():
    result = lint_text(TABLE)
    assert [(p["name"], p["vacancies"], p["reserved_stated"]) for p in result["positions"]] == [
        ("Analista de Sistemas", 25, 3)
    ]
    assert "CQ102" in [f["code"] for f in result["findings"]]


@pytest.mark.parametrize("char", SILENT, ids=[f"U+{ord(c):04X}" for c in SILENT])
def test_invisible_inside_25_keeps_the_cargo(char):
    """One LRM in "25" made the cargo disappear (exit 0); one ZWSP read it as 5."""
    assert reading(TABLE.replace(" 25\n", f" 2{char}5\n")) == reading(TABLE)
    assert reading(TABLE.replace("Analista de", f"Ana{char}lista{char} de")) == reading(TABLE)


PROSE = (
    GO_HEAD
    + "Para o cargo de Analista de Sistemas serão oferecidas 25 vagas, das quais 3 reservadas a candidatos negros.\n"
    + CLAUSES
)


@pytest.mark.parametrize("char", ["\u200b", "\u2060", "\ufeff", "\u00ad"])
def test_prose_25_vagas(char):
    """In prose "2\\u200b5 vagas" was read as 2."""
    clean = lint_text(PROSE)
    assert [p["vacancies"] for p in clean["positions"]] == [25]
    assert reading(PROSE.replace("25 vagas", f"2{char}5 vagas")) == reading(PROSE)


def test_line_numbers_and_text_survive():
    lines = split_lines("a\u200b\nb\u200e\r\n\u00adc\n")
    assert [(line.number, line.text) for line in lines] == [(1, "a"), (2, "b"), (3, "c"), (4, "")]


@cache
def clean_reading(name: str) -> tuple[str, str]:
    text = (CORPUS / name).read_text(encoding="utf-8")
    return text, reading(text)


@pytest.mark.skipif(not EDITAIS, reason="corpus not present")
@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(EDITAIS or ["none"]),
    insertions=st.lists(st.tuples(st.floats(0, 1, allow_nan=False), st.sampled_from(SILENT)), min_size=1, max_size=12),
    near_digit=st.booleans(),
)
def test_inserting_invisible_characters_never_changes_the_json(name, insertions, near_digit):
    """Anywhere in a corpus edital (or, half the time, right after a digit): same JSON."""
    text, expected = clean_reading(name)
    digits = [i + 1 for i, c in enumerate(text) if c.isdigit()] if near_digit else []
    spots = digits or range(len(text) + 1)
    chars = list(text)
    for where, char in sorted(insertions, reverse=True):
        at = spots[min(int(where * len(spots)), len(spots) - 1)]
        chars.insert(at, char)
    assert reading("".join(chars)) == expected
