"""Run by scripts/compile-pyc.mjs inside Pyodide at site-build time: the package zip rewritten with
bytecode, so that the page imports the modules it needs after start-up (the linter, the order)
without compiling their source.

A module that `import cotacheck.web` and the first answer already imported is in the memory
snapshot, so after a restore it is never imported again: it keeps its source (smaller, and what a
start without the snapshot compiles). Every other module becomes a sourceless `.pyc` compiled by
this very Python (the magic number of the runtime the site ships), which zipimport loads as it is:
an unchecked hash-based pyc (no timestamps: the same source gives the same bytes on every build),
without line-number tables (only tracebacks read them, and no traceback reaches the page; the
snapshot drops those of the code it holds too). Other files (the law data) are copied as they are.

The standard-library modules that the pages' own modules (`web.LAZY`) import go the same way into
STDLIB_TARGET (their docstrings dropped too), for the small standard library the worker restores
with (cotacheck/interfaces/site/snapshot.py): the first check compiles none of their source either.

The regular expressions those modules compile (on import, and on a check's first use) are recorded
with their sre programs into `cotacheck/interfaces/web/regex_programs.marshal` in TARGET_ZIP, which
the page installs into `re`'s cache before importing them (cotacheck/interfaces/web/regex_programs.py).

Reads SOURCE_ZIP, TARGET_ZIP and STDLIB_TARGET (set by the script); sets COMPILED to the entries
compiled and REGEX_PROGRAMS to the number of patterns in that table.
"""

import importlib
import importlib.util
import inspect
import sys
import types
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SOURCE_ZIP, TARGET_ZIP, STDLIB_TARGET = SOURCE_ZIP, TARGET_ZIP, STDLIB_TARGET  # noqa: F821, PLW0127 (set by the script)
STDLIB_ZIP = next(p for p in sys.path if p.endswith(".zip") and "/python3" in p)

sys.path.insert(0, SOURCE_ZIP)
import cotacheck.web  # noqa: E402
from cotacheck.interfaces.web import regex_programs  # noqa: E402
from cotacheck.interfaces.web.bridge import LAZY  # noqa: E402

assert cotacheck.web.call("ping", "{}").startswith('{"ok": true')
AT_START = {name for name in sys.modules if name == "cotacheck" or name.startswith("cotacheck.")}


def module_of(entry: str) -> str:
    """ "cotacheck/linter/__init__.py" → "cotacheck.linter"."""
    return entry[: -len(".py")].removesuffix("/__init__").replace("/", ".")


def slimmed(code: types.CodeType) -> types.CodeType:
    """`code` without line tables, nor the docstrings of its functions and classes."""
    consts = tuple(slimmed(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    if code.co_flags & inspect.CO_HAS_DOCSTRING and consts and isinstance(consts[0], str):
        consts = (None, *consts[1:])
    return code.replace(co_consts=consts, co_linetable=b"")


def bytecode(path: str, source: bytes) -> bytes:
    """The .pyc zipimport would have made of `path` (the zip's path, then the entry's: as tracebacks name it)."""
    code = slimmed(compile(source, path, "exec", dont_inherit=True))
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))


def write(target: zipfile.ZipFile, name: str, data: bytes, date_time=(2025, 1, 1, 0, 0, 0)) -> None:
    entry = zipfile.ZipInfo(name, date_time=date_time)
    entry.compress_type = target.compression
    target.writestr(entry, data)


COMPILED = []
with (
    zipfile.ZipFile(SOURCE_ZIP) as source,
    # Stored, not deflated: the site ships it gzipped (or brotli) as a whole, and bytecode of many
    # modules compresses far better in one stream (cotacheck/interfaces/site/compressed.py).
    zipfile.ZipFile(TARGET_ZIP, "w", zipfile.ZIP_STORED) as target,
):
    for info in source.infolist():
        name, data = info.filename, source.read(info)
        if name.endswith(".py") and module_of(name) not in AT_START:
            name, data = name + "c", bytecode(f"{SOURCE_ZIP}/{name}", data)
            COMPILED.append(name)
        write(target, name, data, info.date_time)

# The standard library the pages' modules import after start-up, and the regular expressions they
# compile: imported, and a small edital checked (patterns compiled on a check's first use), while
# recording each pattern's program for the table the page installs before any of these imports.
before = set(sys.modules)
recorded = regex_programs.record_pages(sorted(set(LAZY.values())), cotacheck.web.call)
with zipfile.ZipFile(TARGET_ZIP, "a", zipfile.ZIP_STORED) as target:
    write(target, f"cotacheck/interfaces/web/{regex_programs.PROGRAMS}", regex_programs.table(recorded))
REGEX_PROGRAMS = len(recorded)
later = sorted(
    spec.origin
    for spec in (getattr(sys.modules[name], "__spec__", None) for name in set(sys.modules) - before)
    if spec and spec.origin and spec.origin.startswith(f"{STDLIB_ZIP}/") and spec.origin.endswith(".py")
)
with (
    zipfile.ZipFile(STDLIB_ZIP) as source,
    zipfile.ZipFile(STDLIB_TARGET, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target,
):
    for origin in later:
        entry = origin[len(STDLIB_ZIP) + 1 :]
        write(target, entry + "c", bytecode(origin, source.read(entry)))
