"""The package zip the pages import, with bytecode for the modules imported after start-up.

The checker's first lint imports the linter: some 0.45 MB of Python source that Pyodide compiled
in the page before it could run (seconds of a first check on a slow machine, `bench/verificar_bench.py`).
`scripts/compile-pyc.mjs` runs the site's own Pyodide in Node (the same Python, hence the same
bytecode and magic number) and `scripts/compile_pyc.py` rewrites `py/cotacheck.zip`: the modules
the memory snapshot holds (imported by `import cotacheck.web`) keep their source, every other
module becomes a sourceless `.pyc` that zipimport loads without compiling (no timestamps, no line
tables). The standard-library modules those modules import are compiled alike, for the small
standard library of the snapshot (snapshot.py `write_small_stdlib`). The same run records the sre
programs of the regular expressions those modules compile and adds them to the zip, for the page to
install instead of compiling them (interfaces/web/regex_programs.py). The CLI and the library in
CPython import from source as always: only the site's zip changes.

Cached in `node_modules/.cache/cotacheck-pyc/` (one directory an entry, build_cache.py) by a hash of the runtime, the source zip and the
scripts, so a rebuild of the same package takes no Node run. Build time only: left out of the
browser's zip.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

from cotacheck.errors import InputError
from cotacheck.interfaces.site.build_cache import cached_entry

ROOT = Path(__file__).resolve().parents[3]
SCRIPTS = (ROOT / "scripts" / "compile-pyc.mjs", ROOT / "scripts" / "compile_pyc.py")
CACHE = ROOT / "node_modules" / ".cache" / "cotacheck-pyc"
#: The runtime files whose Python compiles the bytecode (its version fixes the format).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


def bytecode_key(runtime: Path, package_zip: Path) -> str:
    digest = hashlib.sha256()
    for path in [runtime / name for name in RUNTIME_FILES] + [package_zip, *SCRIPTS]:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).hexdigest().encode() + b"\n")
    return digest.hexdigest()[:16]


def compile_package_zip(runtime: Path, package_zip: Path) -> tuple[list[str], Path]:
    """Replace `package_zip` (source) by its bytecode version; return the entries compiled and the
    zip of the standard library's bytecode (entries named like `urllib/parse.pyc`).
    Raises InputError (Portuguese) when Node is missing or the script fails."""
    key = bytecode_key(runtime, package_zip)
    node = shutil.which("node")

    def make(entry: Path) -> None:
        if not node:
            raise InputError(
                "Node.js não encontrado: ele é necessário para compilar o pacote do site. Rode `make setup`."
            )
        target = entry / "cotacheck.zip"
        done = subprocess.run(
            [node, str(SCRIPTS[0]), str(runtime), str(package_zip), str(target)],
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        info, stdlib = target.with_name(target.name + ".json"), target.with_name(target.name + ".stdlib.zip")
        if done.returncode != 0 or not (target.is_file() and info.is_file() and stdlib.is_file()):
            raise InputError(f"Falha ao compilar o pacote do site: {(done.stderr or done.stdout).strip()[-500:]}")

    entry = cached_entry(CACHE / f"cotacheck-{key}", make)
    cached, cached_info = entry / "cotacheck.zip", entry / "cotacheck.zip.json"
    cached_stdlib = entry / "cotacheck.zip.stdlib.zip"
    shutil.copyfile(cached, package_zip)
    return json.loads(cached_info.read_text(encoding="utf-8"))["compiled"], cached_stdlib
