"""pypdf put in place in short steps, so that a reader's request never waits long behind the warm-up.

Importing pypdf from its zip compiles some 1.8 MB of source: about 3 s in the browser, in one call
the worker cannot interrupt, and a check clicked meanwhile waited for all of it. So the page hands
the zip over once (`start`: written to a file, nothing read yet), then asks for steps
(`compile_some`), each compiling modules for at most a given time, and the import at the end only
runs code already compiled: `_Compiled`, first on sys.meta_path, serves pypdf's modules and compiles
on demand whatever no step reached (a PDF opened before the warm-up ended imports pypdf at once).
The zip is read with zipimport (loaded already: the package itself comes from a zip), its modules
listed in its own MODULE_LIST (written by the site builder). Standard library only.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import zipimport
from importlib.machinery import ModuleSpec

#: The package the zip holds, and the zip's entry that lists its modules (one .py entry a line).
PACKAGE = "pypdf"
MODULE_LIST = f"{PACKAGE}/modules.txt"


class _Compiled:
    """A meta-path finder and loader of the modules of one zip, compiled ahead (`code`) or on demand."""

    def __init__(self, path: str):
        self.path = path
        self.zip = zipimport.zipimporter(path)
        self.entries: dict[str, tuple[str, bool]] = {}  # module → (its entry in the zip, whether a package)
        try:
            listed = self.zip.get_data(f"{path}/{MODULE_LIST}").decode("utf-8").split()
        except OSError:
            listed = []  # a zip without its list: imported by zipimport from sys.path, in one go
        for entry in listed:
            parts = entry[:-3].split("/")
            package = parts[-1] == "__init__"
            self.entries[".".join(parts[:-1] if package else parts)] = (entry, package)
        self.pending = sorted(self.entries)  # not compiled yet, in name order
        self.code: dict[str, object] = {}

    def compile_one(self, name: str | None = None) -> None:
        name = name or self.pending[0]
        if name in self.pending:
            self.pending.remove(name)
        entry = self.entries[name][0]
        source = self.zip.get_data(f"{self.path}/{entry}")
        self.code[name] = compile(source, f"{self.path}/{entry}", "exec", dont_inherit=True)

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        found = self.entries.get(fullname)
        if found is None:
            return None
        entry, package = found
        spec = ModuleSpec(fullname, self, origin=f"{self.path}/{entry}", is_package=package)
        if package:
            spec.submodule_search_locations = [f"{self.path}/{entry.rsplit('/', 1)[0]}"]
        spec.has_location = True
        return spec

    def create_module(self, spec: ModuleSpec) -> None:
        return None  # the default module object

    def exec_module(self, module) -> None:
        name = module.__name__
        if name not in self.code:  # no step reached it, or its first import failed and it is tried again
            self.compile_one(name)
        module.__file__ = module.__spec__.origin
        exec(self.code.pop(name), module.__dict__)


_LOADER: dict[str, _Compiled] = {}


def start(raw: bytes) -> int:
    """The zip written to a file and its finder installed; how many modules are left to compile."""
    path = os.path.join(tempfile.gettempdir(), "cotacheck-pypdf.zip")
    with open(path, "wb") as handle:
        handle.write(raw)
    old = _LOADER.get("finder")
    if old is not None and old in sys.meta_path:
        sys.meta_path.remove(old)
    finder = _LOADER["finder"] = _Compiled(path)
    sys.meta_path.insert(0, finder)
    if path not in sys.path:
        sys.path.append(path)  # what the list does not name (or a zip without a list)
    return len(finder.pending)


def started() -> bool:
    return "finder" in _LOADER


def compile_some(seconds: float) -> int:
    """Modules compiled until `seconds` have passed (at least one); how many are left."""
    finder = _LOADER["finder"]
    end = time.perf_counter() + seconds
    while finder.pending:
        finder.compile_one()
        if time.perf_counter() >= end:
            break
    return len(finder.pending)


def import_now() -> None:
    """pypdf imported: the modules compiled ahead are run, the others compiled first."""
    import pypdf  # noqa: F401
