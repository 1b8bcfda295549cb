"""Regular expressions compiled at site-build time, so that the page does not compile them.

Importing the linter in Pyodide compiled some 360 regular expressions: a third of the import's time,
since sre's parser and compiler are pure Python, slow in wasm (docs/site.md). At build time
scripts/compile_pyc.py runs the site's own Pyodide, records every pattern that the pages' modules
compile after start-up (`recording`) and ships the program `re` made of each (`table`: what
`re._compiler.compile` hands to `_sre.compile`) as `PROGRAMS` in the package zip. Before the page's
first module is imported, `install_shipped` turns each program into a pattern with `_sre.compile`
and puts it in `re`'s own cache under the key `re.compile` looks up: the modules' `re.compile(...)`
calls are unchanged and find their pattern there, equal to the one they would have compiled.

Any doubt and nothing is installed, so `re` compiles as always: no table (CPython, the CLI), a table
made by another Python or another sre (`SIGNATURE`: version, magic number, code size), or a `re`
without the cache this relies on. Standard library only.
"""

from __future__ import annotations

import _sre
import array
import contextlib
import importlib
import json
import marshal
import os
import re
import sys
from typing import Callable, Iterator

#: The table's file, beside this module in the site's package zip (written by scripts/compile_pyc.py).
PROGRAMS = "regex_programs.marshal"
#: What the programs' format depends on: a table made under another value is never used.
SIGNATURE = (sys.implementation.name, sys.hexversion, _sre.MAGIC, _sre.CODESIZE, sys.byteorder)
#: The array type of an sre code word (_sre.CODESIZE bytes).
WORD = "I" if array.array("I").itemsize == _sre.CODESIZE else "L"

Key = tuple  # (type(pattern), pattern, flags): the key of re's cache
Program = tuple  # the arguments of _sre.compile: (pattern, flags, code, groups - 1, groupindex, indexgroup)


class _Capturing:
    """`_sre` as `re._compiler` sees it while recording: `compile` keeps its arguments."""

    def __init__(self, real, captured: list):
        self._real, self._captured = real, captured

    def compile(self, *args):
        self._captured.append(args)
        return self._real.compile(*args)

    def __getattr__(self, name):
        return getattr(self._real, name)


@contextlib.contextmanager
def recording() -> Iterator[dict[Key, Program]]:
    """While inside, every pattern `re` compiles (a miss of its cache) is recorded with its program,
    in the order compiled. Build time only: it swaps `re._compiler`'s functions for the duration."""
    compiler = re._compiler
    real_compile, real_sre = compiler.compile, compiler._sre
    recorded: dict[Key, Program] = {}

    def compile_recorded(pattern, flags=0):
        captured: list = []
        compiler._sre = _Capturing(real_sre, captured)
        try:
            compiled = real_compile(pattern, flags)
        finally:
            compiler._sre = real_sre
        if isinstance(pattern, (str, bytes)) and len(captured) == 1 and not flags & re.DEBUG:
            recorded.setdefault((type(pattern), pattern, int(flags)), captured[0])
        return compiled

    compiler.compile = compile_recorded
    try:
        yield recorded
    finally:
        compiler.compile = real_compile


#: A small edital, checked at build time to record the patterns a check compiles on first use.
SAMPLE_EDITAL = """EDITAL Nº 1/2025 - CONCURSO PÚBLICO
Publicado em 10 de março de 2025.
Reserva de vagas para candidatos negros nos termos da Lei nº 15.142/2025, 20% das vagas.
Cargo | Vagas | Ampla concorrência | Negros | PcD
Analista | 10 | 6 | 3 | 1
Técnico | 4 | 4 | 0 | 0
"""


def record_pages(modules: list[str], call: Callable[[str, str], str]) -> dict[Key, Program]:
    """Build time, in a Python that has imported only what start-up imports: the patterns that the
    pages' `modules` compile on import, and that a first check (`call`: the bridge's) compiles."""
    with recording() as recorded:
        for module in modules:
            importlib.import_module(module)
        for request in (
            {"texto": SAMPLE_EDITAL},
            {"texto": SAMPLE_EDITAL, "lei": "outra", "parametros": {"percentual": "30"}},
        ):
            answer = json.loads(call("lint", json.dumps(request)))
            if not answer.get("ok"):
                raise ValueError(f"the sample edital did not check: {answer}")
    return recorded


def table(recorded: dict[Key, Program]) -> bytes:
    """The recorded programs as the file the site ships; each checked first to make the very
    pattern `re.compile` makes (patterns compare equal only with the same flags and code). The
    code of every pattern goes into one array of words (4 bytes a word where marshal takes 5 an
    int, and it refuses sre's opcodes, an int subclass), after the rest: it compresses better so."""
    entries, words = [], array.array(WORD)
    for (kind, pattern, flags), program in recorded.items():
        if _sre.compile(*program) != re._compiler.compile(pattern, flags):
            raise ValueError(f"regex program differs from re.compile: {pattern!r}")
        pattern_text, final_flags, code, groups, groupindex, indexgroup = program
        words.extend(int(word) for word in code)
        entries.append(
            (
                kind is bytes,
                flags,
                pattern_text,
                int(final_flags),
                len(code),
                int(groups),
                dict(groupindex),
                tuple(indexgroup),
            )
        )
    return marshal.dumps((SIGNATURE, tuple(entries), words.tobytes()))


def install(data: bytes) -> int:
    """Put the patterns of a table (`table`) in re's cache; returns how many were put there (0 when
    the table does not fit this Python, or is not one). Never evicts a pattern re had cached; re's
    limit (`re._MAXCACHE`) grows by the table's size, so that the pages' patterns (some 500, near
    re's 512) take none of the room re keeps for the patterns compiled at run time."""
    cache, limit = getattr(re, "_cache", None), getattr(re, "_MAXCACHE", 0)
    try:
        signature, entries, code = marshal.loads(data)
        words = array.array(WORD, code).tolist()
    except (EOFError, ValueError, TypeError):
        return 0
    if signature != SIGNATURE or not isinstance(cache, dict) or not isinstance(entries, tuple):
        return 0
    limit += len(entries)
    re._MAXCACHE = max(re._MAXCACHE, limit)
    installed = start = 0
    for is_bytes, flags, pattern, final_flags, length, groups, groupindex, indexgroup in entries:
        key, program = (bytes if is_bytes else str, pattern, flags), words[start : start + length]
        start += length
        if len(cache) >= limit:
            break
        if key not in cache:
            try:
                cache[key] = _sre.compile(pattern, final_flags, program, groups, groupindex, indexgroup)
            except (RuntimeError, TypeError, ValueError, OverflowError):  # not a program this sre takes
                return installed
            installed += 1
    return installed


_INSTALLED: list[int] = []


def install_shipped() -> int:
    """`install` the table shipped beside this module, once; 0 when there is none (CPython)."""
    if not _INSTALLED:
        loader = globals().get("__loader__")
        try:
            data = loader.get_data(os.path.join(os.path.dirname(__file__), PROGRAMS))
        except (AttributeError, OSError, TypeError):
            data = b""
        _INSTALLED.append(install(data) if data else 0)
    return _INSTALLED[0]
