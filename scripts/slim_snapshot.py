"""Run by scripts/make-snapshot.mjs inside Pyodide just before the memory snapshot is taken: drop
what the memory holds that the pages never read, so that the snapshot a first visit downloads is
smaller (bench/site_bench.py, README). The memory freed here is zeroed by the script afterwards.

* Docstrings (modules, classes, functions): nothing in the pages calls help().
* Line-number tables of the code objects already loaded (Pyodide's start-up modules, ours
  imported at start-up): they only serve tracebacks and warnings, which then name the file and
  function without a line number. Code imported later (the linter, pypdf) keeps its tables, and so
  does every start without the snapshot. No traceback ever reaches the page (web.call answers with a
  message), so only a developer reading the console would notice.
* The index of the full standard-library zip that zipimport keeps: after a restore the worker
  reads the small zip's index instead (site/js/engine-worker.mjs, STDLIB_FALLBACK).

Sets SLIMMED to how many functions were slimmed (the script checks that it did something); run
in a namespace of its own, so that nothing of it stays in the snapshot.
"""

import gc
import inspect
import sys
import types
import zipimport

STDLIB_ZIP = next(p for p in sys.path if p.endswith(".zip") and "python3" in p)


def slimmer():
    """code → the same code without docstring and line table, each code object replaced once."""
    done = {}

    def slim(code):
        if id(code) not in done:
            consts = tuple(slim(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
            if code.co_flags & inspect.CO_HAS_DOCSTRING and consts and isinstance(consts[0], str):
                consts = (None, *consts[1:])
            done[id(code)] = (code, code.replace(co_consts=consts, co_linetable=b""))  # keeps `code` alive meanwhile
        return done[id(code)][1]

    return slim


def slim_memory() -> int:
    slim, count = slimmer(), 0
    for obj in gc.get_objects():
        if isinstance(obj, types.FunctionType):
            obj.__code__ = slim(obj.__code__)
            obj.__doc__ = None
            count += 1
        elif isinstance(obj, type):
            try:
                obj.__doc__ = None
            except (TypeError, AttributeError):  # built-in and immutable types keep theirs (static memory)
                pass
    for module in list(sys.modules.values()):
        try:
            module.__doc__ = None
        except AttributeError:
            pass
    zipimport._zip_directory_cache.pop(STDLIB_ZIP, None)
    del slim  # and with it the old code objects
    gc.collect()
    return count


SLIMMED = slim_memory()
