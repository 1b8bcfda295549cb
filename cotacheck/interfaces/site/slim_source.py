"""Python sources as the browser gets them: without docstrings and comments.

The site ships three zips of Python source (our package, pypdf, the small standard library) that
every first visit downloads, and no page reads a docstring or a comment: dropping them takes the
three from 0.88 to 0.62 MB. A function's or class's docstring becomes `pass`, a module's nothing,
followed by as many line breaks as it spanned, and a comment leaves its line, so every line keeps
its number (a traceback in the browser points at the same line as the repository's file).

A source that this CPython cannot parse (the runtime's standard library may be a newer Python) is
shipped as it is. Build time only: left out of the browser's zip.
"""

from __future__ import annotations

import ast
import io
import tokenize

_DOC_HOLDERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _docstrings(tree: ast.Module) -> list[tuple[ast.Expr, bool]]:
    """Each docstring, and whether it is a module's."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, _DOC_HOLDERS) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                if isinstance(first.value.value, str):
                    found.append((first, isinstance(node, ast.Module)))
    return found


def _edits(source: str, tree: ast.Module) -> list[tuple[tuple[int, int], tuple[int, int], str]]:
    """(start, end, replacement), positions as (line, character) like tokenize's."""
    lines = _lines(source)

    def char(line: int, byte: int) -> int:  # ast counts columns in UTF-8 bytes
        return len(lines[line - 1].encode("utf-8")[:byte].decode("utf-8"))

    edits = []
    for doc, of_module in _docstrings(tree):
        # Not an empty string: the compiler shares it with any "" of the function, which the
        # snapshot's slimming (scripts/slim_snapshot.py) would then turn into None with the docstring.
        empty = ("" if of_module else "pass") + "\n" * (doc.end_lineno - doc.lineno)
        start = (doc.lineno, char(doc.lineno, doc.col_offset))
        edits.append((start, (doc.end_lineno, char(doc.end_lineno, doc.end_col_offset)), empty))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            while col and lines[row - 1][col - 1] in " \t":  # the spaces before it go too
                col -= 1
            edits.append(((row, col), token.end, ""))
    return edits


def _lines(source: str) -> list[str]:
    """Lines as ast and tokenize count them (not str.splitlines, which also breaks at form feeds)."""
    return io.StringIO(source).readlines()


def slim(source: str) -> str:
    """`source` without docstrings and comments, each line at its number; unchanged if it does not parse."""
    if "\r" in source.replace("\r\n", ""):  # lone carriage returns: lines counted otherwise
        return source
    try:
        tree = ast.parse(source)
        edits = _edits(source, tree)
    except (SyntaxError, ValueError, tokenize.TokenError):
        return source
    starts = [0]
    for line in _lines(source):
        starts.append(starts[-1] + len(line))
    text = source
    for (start_line, start_col), (end_line, end_col), replacement in sorted(edits, reverse=True):
        begin, end = starts[start_line - 1] + start_col, starts[end_line - 1] + end_col
        text = text[:begin] + replacement + text[end:]
    try:
        compile(text, "<slim>", "exec", dont_inherit=True)
    except SyntaxError:
        return source
    return text if text.count("\n") == source.count("\n") else source


def slim_file(name: str, data: bytes) -> bytes:
    """A zip entry's bytes as shipped: `.py` files slimmed (UTF-8), anything else as it is."""
    if not name.endswith(".py"):
        return data
    try:
        source = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    return slim(source).encode("utf-8")
