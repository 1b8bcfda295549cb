"""The site's zips with bytecode (interfaces/site/bytecode.py, snapshot.write_small_stdlib) and the
package zip without the command line: the parts that need no Node (the browser tests build the site)."""

from __future__ import annotations

import zipfile

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.site import bytecode
from cotacheck.interfaces.site.builder import BUILD_ONLY, NOT_IN_PAGES, package_zip
from cotacheck.interfaces.site.snapshot import module_name, write_small_stdlib


def make_zip(path, entries: dict[str, bytes]):
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return path


def test_the_small_stdlib_takes_the_bytecode_given_and_source_for_the_rest(tmp_path):
    full = make_zip(
        tmp_path / "full.zip",
        {"csv.py": b'"""doc"""\nx = 1\n', "urllib/__init__.py": b"", "urllib/parse.py": b"y = 2\n", "email/x.py": b""},
    )
    compiled = make_zip(tmp_path / "bc.zip", {"urllib/parse.pyc": b"BYTECODE"})
    small = tmp_path / "small.zip"
    elsewhere = write_small_stdlib(full, ["csv.py", "urllib/parse.py"], small, compiled)
    archive = zipfile.ZipFile(small)
    assert sorted(archive.namelist()) == ["csv.py", "urllib/__init__.py", "urllib/parse.pyc"]
    assert archive.read("urllib/parse.pyc") == b"BYTECODE"
    assert archive.read("csv.py") == b"\nx = 1\n"  # source slimmed as before
    assert elsewhere == ["email.x"]
    assert module_name("urllib/parse.pyc") == module_name("urllib/parse.py") == "urllib.parse"


def test_the_sites_package_zip_leaves_the_command_line_out(tmp_path):
    site = set(package_zip(tmp_path / "site.zip", BUILD_ONLY + NOT_IN_PAGES))
    tests = set(package_zip(tmp_path / "tests.zip"))  # the Pyodide tests run the CLI too
    assert "interfaces/cli/main.py" in tests and "__main__.py" in tests
    assert tests - site == {n for n in tests if n.startswith("interfaces/cli/") or n == "__main__.py"}
    assert "interfaces/web/linter.py" in site and not any(n.startswith("interfaces/site/") for n in tests)


def test_a_compiled_zip_is_taken_from_the_cache_without_node(tmp_path, monkeypatch):
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    for name in bytecode.RUNTIME_FILES:
        (runtime / name).write_bytes(name.encode())
    source = make_zip(tmp_path / "cotacheck.zip", {"cotacheck/a.py": b"x = 1\n"})
    monkeypatch.setattr(bytecode, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(bytecode.shutil, "which", lambda name: None)  # no Node: only the cache can answer
    with pytest.raises(InputError, match="Node.js"):
        bytecode.compile_package_zip(runtime, source)
    key = bytecode.bytecode_key(runtime, source)
    entry = tmp_path / "cache" / f"cotacheck-{key}"  # one directory an entry (build_cache.py)
    entry.mkdir(parents=True)
    make_zip(entry / "cotacheck.zip", {"cotacheck/a.pyc": b"code"})
    make_zip(entry / "cotacheck.zip.stdlib.zip", {"csv.pyc": b"code"})
    (entry / "cotacheck.zip.json").write_text('{"compiled": ["cotacheck/a.pyc"]}')
    compiled, stdlib = bytecode.compile_package_zip(runtime, source)
    assert compiled == ["cotacheck/a.pyc"] and zipfile.ZipFile(stdlib).namelist() == ["csv.pyc"]
    assert zipfile.ZipFile(source).namelist() == ["cotacheck/a.pyc"]
    # Another source is another key: not answered from that cache.
    make_zip(source, {"cotacheck/a.py": b"x = 2\n"})
    with pytest.raises(InputError):
        bytecode.compile_package_zip(runtime, source)


def test_the_package_zip_goes_gzipped_whole_and_the_wasm_alone_is_kept_unpacked():
    from cotacheck.interfaces.site.compressed import GZIPPED, unpacked_in_cache

    assert "py/cotacheck.zip" in GZIPPED  # stored entries: one stream compresses the bytecode far better
    assert [name for name, _packed, _type in unpacked_in_cache("py/snapshot-0.gz")] == [
        "runtime/pyodide/pyodide.asm.wasm",
        "py/snapshot-0.gz",
    ]
