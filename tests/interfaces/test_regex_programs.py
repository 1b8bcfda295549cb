"""The regular expressions' programs made at build time (interfaces/web/regex_programs.py): every pattern
the pages compile after start-up, made by `_sre.compile` from its recorded program, is the pattern
`re.compile` makes and finds the same matches; installed, `re.compile` finds it in its cache; a table
that does not fit the running Python is never used. In CPython here, and in Pyodide through Node."""

from __future__ import annotations

import json
import marshal
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from cotacheck.interfaces.web import regex_programs
from tests.pyodide_runner import needs_pyodide, run_in_pyodide

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted((ROOT / "tests" / "corpus").glob("*.txt"))[:6]

#: Run in a fresh CPython (nothing of the linter imported yet): the table as the build records it.
RECORD = """
import sys
import cotacheck.web
from cotacheck.interfaces.web import regex_programs
from cotacheck.interfaces.web.bridge import LAZY
recorded = regex_programs.record_pages(sorted(set(LAZY.values())), cotacheck.web.call)
open(sys.argv[1], "wb").write(regex_programs.table(recorded))
"""


@pytest.fixture(scope="module")
def shipped(tmp_path_factory) -> bytes:
    path = tmp_path_factory.mktemp("regex") / "programs.marshal"
    subprocess.run([sys.executable, "-c", RECORD, str(path)], cwd=ROOT, check=True, timeout=300)
    return path.read_bytes()


def texts() -> list[str]:
    """The corpus's editais as the linter reads them: as written, lowercased, and without accents."""
    out = []
    for path in CORPUS:
        text = path.read_text(encoding="utf-8")
        folded = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
        out += [text, text.lower(), folded]
    return out


def matches(pattern: re.Pattern, subjects: list) -> list:
    return [[(m.span(), m.groups()) for m in pattern.finditer(s)] for s in subjects]


def programs(data: bytes):
    """(pattern, key flags, the pattern made from its program by _sre.compile) for each entry."""
    _signature, entries, code = marshal.loads(data)
    installed = {}
    re.purge()
    try:
        assert regex_programs.install(data) == len(entries)
        installed = dict(re._cache)
    finally:
        re.purge()
    return [(e[2], e[1], installed[(bytes if e[0] else str, e[2], e[1])]) for e in entries]


def test_every_recorded_program_makes_the_pattern_re_compile_makes(shipped):
    found = programs(shipped)
    assert len(found) > 300  # the linter's patterns, on import and on a first check
    subjects = texts()
    for pattern, flags, made in found:
        compiled = re._compiler.compile(pattern, flags)  # not from re's cache: compiled here and now
        assert made == compiled, pattern  # equal: same pattern, flags and sre code
        assert (made.groups, made.groupindex) == (compiled.groups, compiled.groupindex)
        if isinstance(pattern, str):
            assert matches(made, subjects) == matches(compiled, subjects), pattern


def test_installed_patterns_are_what_the_pages_modules_compile(shipped, tmp_path):
    """In a fresh CPython: the table installed first, importing the pages' modules and a first check
    compile none of its patterns (re finds each in its cache), and the check's answer is the same."""
    (tmp_path / "programs.marshal").write_bytes(shipped)
    script = """
import json, sys
import cotacheck.web
from cotacheck.interfaces.web import regex_programs
from cotacheck.interfaces.web.bridge import LAZY
installed = regex_programs.install(open(sys.argv[1], "rb").read())
recorded = regex_programs.record_pages(sorted(set(LAZY.values())), cotacheck.web.call)
text = open(sys.argv[2], encoding="utf-8").read()
print(json.dumps({"installed": installed, "compiled": len(recorded),
                  "answer": cotacheck.web.call("lint", json.dumps({"texto": text}))}))
"""
    run = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "programs.marshal"), str(CORPUS[0])],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = json.loads(run.stdout)
    assert out["installed"] == len(marshal.loads(shipped)[1])
    assert out["compiled"] == 0
    plain = subprocess.run(
        [sys.executable, "-c", script.replace('open(sys.argv[1], "rb").read()', 'b""'), "-", str(CORPUS[0])],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert json.loads(plain.stdout)["answer"] == out["answer"]


def test_a_table_that_does_not_fit_this_python_is_never_used(shipped):
    signature, entries, code = marshal.loads(shipped)
    other_sre = (*signature[:2], signature[2] + 1, *signature[3:])
    other_python = (signature[0], signature[1] - 1, *signature[2:])
    re.purge()
    try:
        for data in (
            marshal.dumps((other_sre, entries, code)),
            marshal.dumps((other_python, entries, code)),
            b"not a table",
            b"",
        ):
            assert regex_programs.install(data) == 0
            assert not re._cache
        # A program sre refuses stops the installation there: nothing wrong is cached.
        broken = marshal.dumps((signature, entries, b"\xff" * len(code)))
        assert regex_programs.install(broken) == 0
    finally:
        re.purge()
    # CPython has no table beside the module: re compiles as always.
    assert regex_programs.install_shipped() == 0


def test_installing_evicts_nothing_and_keeps_res_own_room(shipped, monkeypatch):
    """The pages' patterns (some 500) add to re's limit instead of filling it: a pattern re had cached
    stays, and re keeps as much room as before for the patterns compiled at run time."""
    re.purge()
    monkeypatch.setattr(re, "_MAXCACHE", 10)
    entries = len(marshal.loads(shipped)[1])
    try:
        re.compile("kept before")
        assert regex_programs.install(shipped) == entries
        assert (str, "kept before", 0) in re._cache and len(re._cache) == 1 + entries
        assert re._MAXCACHE == 10 + entries
    finally:
        re.purge()


@needs_pyodide
def test_in_pyodide_the_recorded_programs_make_the_same_patterns(tmp_path):
    """The same in the site's Python (Pyodide, whose sre the shipped table is made for): recorded as
    the build does, installed in an emptied cache, each pattern equal to re's own compilation and
    finding the same matches in an edital."""
    (tmp_path / "edital.txt").write_text(CORPUS[0].read_text(encoding="utf-8"), encoding="utf-8")
    code = """
import json, marshal, re
import cotacheck.web
from cotacheck.interfaces.web import regex_programs
from cotacheck.interfaces.web.bridge import LAZY
data = regex_programs.table(regex_programs.record_pages(sorted(set(LAZY.values())), cotacheck.web.call))
entries = marshal.loads(data)[1]
re.purge()
installed = regex_programs.install(data)
text = open("/host/edital.txt", encoding="utf-8").read()
subjects = [text, text.lower()]
same = differ = 0
for is_bytes, flags, pattern, *_ in entries:
    made = re._cache[(bytes if is_bytes else str, pattern, flags)]
    compiled = re._compiler.compile(pattern, flags)
    found = lambda p: [[(m.span(), m.groups()) for m in p.finditer(s)] for s in subjects] if not is_bytes else []
    if made == compiled and found(made) == found(compiled):
        same += 1
    else:
        differ += 1
json.dumps({"entries": len(entries), "installed": installed, "same": same, "differ": differ})
"""
    out = json.loads(run_in_pyodide(code, tmp_path).strip().splitlines()[-1])
    assert out["entries"] > 300 and out["installed"] == out["entries"]
    assert out["same"] == out["entries"] and out["differ"] == 0
