"""Build-time Pyodide memory snapshot, so that the page's engine starts in about a second.

Pyodide can dump its whole WebAssembly memory after start-up and restore it later, skipping the
interpreter's initialisation and our imports (`loadPyodide({_makeSnapshot: true})`,
`pyodide.makeMemorySnapshot()`, then `loadPyodide({_loadSnapshot: bytes})`: underscore options of
the pinned Pyodide). `scripts/make-snapshot.mjs` takes it in Node from the very runtime files and
package zip the site ships, after `scripts/slim_snapshot.py` has dropped what the pages never read;
here we gzip it (the worker decompresses it with DecompressionStream, so any static host works;
compressed.py adds a brotli copy for hosts that serve precompressed files) and name it by a hash
of everything it depends on.

`py/snapshot.json` tells the worker which file to fetch, what it was made from (the Pyodide
version and the sha256 of `py/cotacheck.zip`) and how to decode it (`decode`: the memory the wasm's
data segments initialise is stored XOR those bytes, see the script; and the file holds only the
64 KiB blocks of memory that are not all zeros, `decode.blocks` saying where each run of them goes
and `decode.bytes` the memory's size: 14.7 of its 31.5 MB, so that a first visit unpacks half the
bytes and a repeat visit reads half from the service worker's cache); the worker checks all this and
falls back to a normal start-up when anything differs, when the file is missing, or when it does
not decode or restore.

The memory holds no files. The worker writes the package zip back where it was imported from
(for the modules imported later, like the linter), and Pyodide needs a standard-library zip for
the stdlib modules imported later (those the snapshot holds are already in memory). So the worker
restores with `py/stdlib-<key>.zip` (`stdlib`), which has only the stdlib modules the pages import
after start-up, as `scripts/later_imports.py` found them: some 0.1 MB instead of
python_stdlib.zip's 2.5 MB. Any other stdlib module is fetched from the full zip when first imported (the worker's
fallback finder), so nothing breaks online; the full zip is not kept for offline use.

Build time only (needs Node): left out of the zip the browser loads.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

from cotacheck.errors import InputError
from cotacheck.interfaces.site.build_cache import cached_entry
from cotacheck.interfaces.site.slim_source import slim_file

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "scripts" / "make-snapshot.mjs"
LATER_IMPORTS = ROOT / "scripts" / "later_imports.py"
SLIM = ROOT / "scripts" / "slim_snapshot.py"
#: Snapshots already taken, by key: rebuilding the site (tests, bench, serve) reuses them.
CACHE = ROOT / "node_modules" / ".cache" / "cotacheck-snapshot"
#: The runtime files a snapshot depends on (the memory layout is that of this exact build).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
MANIFEST = "snapshot.json"
#: The unit of the file's blocks (`sparse`): a block of zeros is left out and put back by the worker.
BLOCK = 1 << 16
#: The shipped file's layout, part of its name's key: another layout is another file, never a
#: cached copy of the same name read the wrong way.
LAYOUT = "blocks-64k"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def snapshot_key(runtime: Path, package_zip: Path) -> str:
    """The shipped file's key: the memory's (`memory_key`) and the file's layout."""
    return sha256(f"{memory_key(runtime, package_zip)} {LAYOUT}".encode())[:16]


def memory_key(runtime: Path, package_zip: Path) -> str:
    """Hash of the runtime, the package (with pypdf beside it) and the scripts that take the snapshot."""
    digest = hashlib.sha256()
    for path in [runtime / name for name in RUNTIME_FILES] + [
        package_zip,
        package_zip.with_name("pypdf.zip"),
        SCRIPT,
        LATER_IMPORTS,
        SLIM,
    ]:
        digest.update(path.name.encode() + b"\0" + sha256(path.read_bytes()).encode() + b"\n")
    return digest.hexdigest()[:16]


def pyodide_version() -> str:
    """The version the worker reads from pyodide.mjs (`version`), from the npm package it was copied from."""
    return json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]


def take_snapshot(runtime: Path, package_zip: Path, target: Path) -> dict:
    """Run the Node script, gzip its memory's blocks (`sparse`) to `target`; return the script's JSON
    ({decode, later}) with the blocks' runs and the memory's size in `decode`.
    Raises InputError (Portuguese) when Node is missing or fails."""
    node = shutil.which("node")
    if not node:
        raise InputError(
            "Node.js não encontrado: ele é necessário para montar o snapshot do Pyodide. Rode `make setup`."
        )
    raw = target.with_suffix(".raw")
    done = subprocess.run(
        [node, str(SCRIPT), str(runtime), str(package_zip), str(package_zip.with_name("pypdf.zip")), str(raw)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    decode = raw.with_name(raw.name + ".json")
    if done.returncode != 0 or not raw.is_file() or not decode.is_file():
        raise InputError(f"Falha ao montar o snapshot do Pyodide: {(done.stderr or done.stdout).strip()[-500:]}")
    memory = raw.read_bytes()
    blocks, runs = sparse(memory)
    # mtime=0: the same memory gives the same bytes.
    target.write_bytes(gzip.compress(blocks, compresslevel=9, mtime=0))
    raw.unlink()
    info = json.loads(decode.read_text(encoding="utf-8"))
    info["decode"] |= {"bytes": len(memory), "blocks": runs}
    decode.unlink()
    return info


def sparse(memory: bytes) -> tuple[bytes, list[list[int]]]:
    """The memory without its blocks of zeros (`BLOCK` bytes each, the last one shorter), and the runs
    [first block, count] of the blocks kept, in order: about half of a snapshot's memory is zeros
    (the stack's unused part, free heap zeroed by the script, the tail), which cost the worker an
    unpacking and a copy for nothing."""
    zeros = bytes(BLOCK)
    kept, runs = [], []
    for block, at in enumerate(range(0, len(memory), BLOCK)):
        chunk = memory[at : at + BLOCK]
        if chunk == zeros[: len(chunk)]:
            continue
        if runs and sum(runs[-1]) == block:
            runs[-1][1] += 1
        else:
            runs.append([block, 1])
        kept.append(chunk)
    return b"".join(kept), runs


def expand(blocks: bytes, decode: dict) -> bytes:
    """The whole memory back from `sparse`'s blocks (what engine-worker.mjs does before restoring)."""
    memory = bytearray(decode["bytes"])
    at = 0
    for first, count in decode["blocks"]:
        start = first * BLOCK
        end = min(start + count * BLOCK, len(memory))
        if at + end - start > len(blocks):
            raise ValueError("the runs ask for more than the blocks hold")
        memory[start:end] = blocks[at : at + end - start]
        at += end - start
    if at != len(blocks):
        raise ValueError("the blocks do not fill the runs")
    return bytes(memory)


def module_name(entry: str) -> str | None:
    """ "xml/dom/__init__.py" (or .pyc) → "xml.dom"; None for what is not a module."""
    if not entry.endswith((".py", ".pyc")):
        return None
    return entry.rsplit(".", 1)[0].removesuffix("/__init__").replace("/", ".")


def write_small_stdlib(full: Path, later: list[str], target: Path, bytecode: Path | None = None) -> list[str]:
    """The entries `later` of python_stdlib.zip, with the `__init__` of every package above them;
    as bytecode those that the `bytecode` zip holds (`urllib/parse.pyc`: bytecode.py).
    Returns the modules of the full zip left out: the worker's fallback fetches the full zip for
    these only (an import of anything else, like hashlib's optional `_hashlib`, fails as usual)."""
    names = set(later)
    for name in later:
        parts = name.split("/")[:-1]
        names.update("/".join(parts[: i + 1]) + "/__init__.py" for i in range(len(parts)))
    compiled = {}
    if bytecode:
        with zipfile.ZipFile(bytecode) as archive:
            compiled = {name[:-1]: archive.read(name) for name in archive.namelist()}
    with zipfile.ZipFile(full) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as small:
        present = set(source.namelist())
        for name in sorted(names & present):
            info = zipfile.ZipInfo(name + "c" if name in compiled else name, date_time=(2025, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            small.writestr(
                info, compiled[name] if name in compiled else slim_file(name, source.read(name))
            )  # no docstrings
    return sorted({module_name(n) for n in present - names} - {None})


def build_snapshot(out: Path, stdlib_bytecode: Path | None = None) -> dict:
    """Write `py/snapshot-<key>.gz`, `py/stdlib-<key>.zip` and `py/snapshot.json` for the site in
    `out` (runtime, package zip and pypdf zip already there); `stdlib_bytecode`: bytecode.py's zip.
    The cache keeps a snapshot and its decoding together (`cached_entry`): two builds at once take
    two snapshots of different bytes, and a site must ship one with its own JSON."""
    runtime, package_zip = out / "runtime" / "pyodide", out / "py" / "cotacheck.zip"
    key = snapshot_key(runtime, package_zip)
    name, stdlib = f"snapshot-{key}.gz", f"stdlib-{key}.zip"

    def make(entry: Path) -> None:
        info = take_snapshot(runtime, package_zip, entry / name)
        (entry / "info.json").write_text(json.dumps(info), encoding="utf-8")

    entry = cached_entry(CACHE / f"snapshot-{key}", make)
    cached = entry / name
    info = json.loads((entry / "info.json").read_text(encoding="utf-8"))
    shutil.copyfile(cached, out / "py" / name)
    elsewhere = write_small_stdlib(runtime / "python_stdlib.zip", info["later"], out / "py" / stdlib, stdlib_bytecode)
    manifest = {
        "file": name,
        "pyodide": pyodide_version(),
        "package_sha256": sha256(package_zip.read_bytes()),
        "bytes": cached.stat().st_size,
        "decode": info["decode"],
        "stdlib": stdlib,
        "stdlib_elsewhere": elsewhere,
    }
    (out / "py" / MANIFEST).write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return manifest
