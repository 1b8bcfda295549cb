"""Runtime files shipped gzipped, for hosts that do not compress.

Pyodide's wasm is 9.6 MB and 3.5 MB gzipped. A host that compresses on the fly sends the smaller
one anyway; a plain static host (or `cotacheck serve`) would send all 9.6 MB. So the site also
ships `pyodide.asm.wasm.gz`, and the pages fetch that one: `engine-boot.js` and
`engine-worker.mjs` unpack it with `DecompressionStream` while WebAssembly compiles it. The raw
`.wasm` stays in the folder for the PyScript engine and is not fetched by the worker's pages.

The service worker keeps some gzipped files unpacked as well (`unpacked_in_cache`), so that a
repeat visit pays no unpacking: the wasm under its own name (Chromium can keep the compiled code
of a plain cached response) and the memory snapshot in place of its .gz.

Build time only. Gzipping takes a second or two, so the result is cached by content hash beside
the snapshots.
"""

from __future__ import annotations

import gzip
import hashlib
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CACHE = ROOT / "node_modules" / ".cache" / "cotacheck-gzip"
#: Site paths of the files shipped gzipped as well (the pages fetch `<path>.gz`).
GZIPPED = ("runtime/pyodide/pyodide.asm.wasm",)


def gzip_file(source: Path, target: Path) -> None:
    """`target` = gzip -9 of `source`, byte for byte the same on every build (mtime 0)."""
    key = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    cached = CACHE / f"{source.name}-{key}.gz"
    if not cached.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".partial")
        partial.write_bytes(gzip.compress(source.read_bytes(), compresslevel=9, mtime=0))
        partial.replace(cached)
    shutil.copyfile(cached, target)


def write_gzipped(out: Path) -> None:
    """Write `<path>.gz` beside each file of GZIPPED in the site `out`."""
    for name in GZIPPED:
        gzip_file(out / name, out / f"{name}.gz")


def unpacked_in_cache(snapshot: str) -> list[list[str]]:
    """[name to store, gzipped file it comes from, MIME type] for the service worker's cache; `snapshot`
    is the snapshot's path in the site (`py/snapshot-<key>.gz`), kept unpacked under its own name."""
    entries = [[name, f"{name}.gz", "application/wasm"] for name in GZIPPED]
    return entries + [[snapshot, snapshot, "application/octet-stream"]]
