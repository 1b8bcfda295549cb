"""The Python the site ships without docstrings and comments (interfaces/site/slim_source.py): the
same program, line for line, and smaller."""

from __future__ import annotations

import ast
import inspect
import zipfile
from pathlib import Path

import pytest

from cotacheck.interfaces.site.builder import PACKAGE, package_zip
from cotacheck.interfaces.site.slim_source import slim, slim_file

SAMPLE = '''"""Module doc,
on two lines."""
import os  # why os
KEPT = """a string, not a docstring,\x20\x20\x20
with trailing spaces"""
HASH = "a # inside a string"


def f(a):
    \'\'\'Doc é.\'\'\'
    return a + 1  # the answer


class C:
    "One line."

    def g(self): "x"; return 2
'''


def without_docstrings(tree: ast.AST) -> ast.AST:
    """The tree as slim should make it: a function's or class's docstring a `pass`, a module's gone."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                if isinstance(first.value.value, str):
                    rest = node.body[1:]
                    node.body = rest if isinstance(node, ast.Module) else [ast.copy_location(ast.Pass(), first), *rest]
    return tree


def assert_same_program(source: str, slimmed: str) -> None:
    before, after = without_docstrings(ast.parse(source)), ast.parse(slimmed)
    assert ast.dump(before) == ast.dump(after)
    assert slimmed.count("\n") == source.count("\n")
    starts = [(type(a).__name__, a.lineno) for a in ast.walk(before) if hasattr(a, "lineno")]
    assert starts == [(type(b).__name__, b.lineno) for b in ast.walk(after) if hasattr(b, "lineno")]


def test_docstrings_and_comments_go_and_everything_else_stays():
    out = slim(SAMPLE)
    assert_same_program(SAMPLE, out)
    assert "Module doc" not in out and "why os" not in out and "Doc é" not in out and "One line" not in out
    assert "the answer" not in out and "return a + 1\n" in out
    assert 'KEPT = """a string, not a docstring,   \nwith trailing spaces"""' in out
    assert 'HASH = "a # inside a string"' in out
    namespace: dict = {}
    exec(compile(out, "sample", "exec"), namespace)
    assert namespace["f"](2) == 3 and namespace["C"]().g() == 2 and namespace["f"].__doc__ is None
    # No docstring left to share a constant with the code's own "" (slim_snapshot.py drops docstrings).
    code = compile(slim('def h(xs):\n    """Doc."""\n    return "".join(xs)\n'), "h", "exec").co_consts[0]
    assert not code.co_flags & inspect.CO_HAS_DOCSTRING if hasattr(inspect, "CO_HAS_DOCSTRING") else True
    assert code.co_consts[0] != "Doc." and "" in code.co_consts


@pytest.mark.parametrize(
    "source",
    [
        "def f(:\n    pass\n",  # does not parse here (a newer Python's syntax, say): shipped as it is
        "x = 1\r# lone carriage return\ry = 2\n",
    ],
)
def test_what_cannot_be_read_safely_is_left_as_it_is(source):
    assert slim(source) == source


def test_only_python_is_touched():
    data = "# not python\n".encode()
    assert slim_file("cotacheck/law/data/go.toml", data) == data
    assert slim_file("x.py", b"\xff\xfe") == b"\xff\xfe"
    assert slim_file("x.py", b"x = 1  # c\n") == b"x = 1\n"


def test_every_module_of_the_shipped_zip_is_the_same_program(tmp_path):
    target = tmp_path / "cotacheck.zip"
    names = package_zip(target)
    shipped = zipfile.ZipFile(target)
    python = [name for name in names if name.endswith(".py")]
    assert len(python) > 50
    original_bytes = slimmed_bytes = 0
    for name in python:
        source = (PACKAGE / name).read_text(encoding="utf-8")
        slimmed = shipped.read(f"cotacheck/{name}").decode("utf-8")
        assert_same_program(source, slimmed)
        original_bytes, slimmed_bytes = original_bytes + len(source), slimmed_bytes + len(slimmed)
    assert slimmed_bytes < 0.8 * original_bytes


def test_pypdf_as_vendored_is_the_same_program(tmp_path):
    pypdf = pytest.importorskip("pypdf")
    from cotacheck.interfaces.site.rule_pages import vendor_pypdf

    names = vendor_pypdf(tmp_path / "pypdf.zip")
    shipped = zipfile.ZipFile(tmp_path / "pypdf.zip")
    root = Path(pypdf.__file__).resolve().parent.parent
    for name in (n for n in names if n.endswith(".py")):
        assert_same_program((root / name).read_text(encoding="utf-8"), shipped.read(name).decode("utf-8"))
