"""Runtime files shipped gzipped, for hosts that do not compress, and brotli copies for hosts that
serve precompressed files.

Pyodide's wasm is 9.6 MB and 3.5 MB gzipped. A host that compresses on the fly sends the smaller
one anyway; a plain static host (or `cotacheck serve`) would send all 9.6 MB. So the site also
ships `pyodide.asm.wasm.gz`, and the pages fetch that one: `engine-boot.js` and
`engine-worker.mjs` unpack it with `DecompressionStream` while WebAssembly compiles it. The raw
`.wasm` stays in the folder for the PyScript engine and is not fetched by the worker's pages.

The service worker keeps some gzipped files unpacked as well (`unpacked_in_cache`), so that a
repeat visit pays no unpacking: the wasm under its own name (Chromium can keep the compiled code
of a plain cached response) and the memory snapshot in place of its .gz.

Brotli (`X.br` beside `X`, written by `scripts/brotli.mjs` in Node) is a quarter smaller than
gzip -9 on the wasm and a third on the snapshot, but `DecompressionStream` cannot unpack it: only
the browser's own `Content-Encoding` can. A host that serves precompressed files (nginx
`brotli_static on`, Caddy `file_server { precompressed br gzip }`) answers a request for `X` with
`X.br` and `Content-Encoding: br` when the browser accepts it. For the two `.gz` files the pages
fetch, `X.gz.br` is the brotli of what `X.gz` unpacks to: the page then receives the unpacked bytes,
which it takes as they are (`site/js/gunzip.js` looks for gzip's magic number), exactly as from a
host that sends the `.gz` with `Content-Encoding: gzip`. A host that ignores `.br` files sends the
`.gz` as before. The other text files (pages, scripts, JSON) get an ordinary `.br` copy.

Build time only. Gzipping takes a second or two and brotli at its best a few minutes for the wasm
and the snapshot, so the results are cached beside the snapshots, by content hash (for brotli, of the
file and of `brotli.mjs`, whose settings make the copy): a rebuild of unchanged files takes seconds.
"""

from __future__ import annotations

import gzip
import hashlib
import shutil
import subprocess
from pathlib import Path

from cotacheck.errors import InputError
from cotacheck.interfaces.site.build_cache import cached_file, own_name

ROOT = Path(__file__).resolve().parents[3]
CACHE = ROOT / "node_modules" / ".cache" / "cotacheck-gzip"
BROTLI_CACHE = ROOT / "node_modules" / ".cache" / "cotacheck-brotli"
BROTLI_SCRIPT = ROOT / "scripts" / "brotli.mjs"
#: Files that get a `.br` copy (by suffix), and the folders left out (the PyScript variant: bench only).
BROTLI_SUFFIXES = (".gz", ".html", ".js", ".mjs", ".css", ".json", ".svg", ".webmanifest")
NO_BROTLI = ("runtime/pyscript/",)
BROTLI_MIN_BYTES = 1024  # below that, compression saves less than a packet
#: Site paths of the files shipped gzipped as well (the pages fetch `<path>.gz`): the wasm, and our
#: package zip, whose entries are stored (bytecode.py) so that the whole compresses as one stream
#: (1.06 MB → 0.31 MB gzipped, 0.24 MB brotli, where deflating entry by entry gave 0.41 MB).
GZIPPED = ("runtime/pyodide/pyodide.asm.wasm", "py/cotacheck.zip")


def gzip_file(source: Path, target: Path) -> None:
    """`target` = gzip -9 of `source`, byte for byte the same on every build (mtime 0)."""
    key = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    cached = CACHE / f"{source.name}-{key}.gz"
    cached_file(cached, lambda path: path.write_bytes(gzip.compress(source.read_bytes(), compresslevel=9, mtime=0)))
    shutil.copyfile(cached, target)


def write_gzipped(out: Path) -> None:
    """Write `<path>.gz` beside each file of GZIPPED in the site `out`."""
    for name in GZIPPED:
        gzip_file(out / name, out / f"{name}.gz")


def unpacked_in_cache(snapshot: str) -> list[list[str]]:
    """[name to store, gzipped file it comes from, MIME type] for the service worker's cache; `snapshot`
    is the snapshot's path in the site (`py/snapshot-<key>.gz`), kept unpacked under its own name."""
    entries = [[name, f"{name}.gz", "application/wasm"] for name in GZIPPED if name.endswith(".wasm")]
    return entries + [[snapshot, snapshot, "application/octet-stream"]]


def brotli_sources(out: Path) -> list[Path]:
    """The files of the site `out` that get a `.br` copy."""
    return [
        path
        for path in sorted(out.rglob("*"))
        if path.is_file()
        and path.name.endswith(BROTLI_SUFFIXES)
        and not path.relative_to(out).as_posix().startswith(NO_BROTLI)
        and path.stat().st_size >= BROTLI_MIN_BYTES
    ]


def brotli_cache_name(source: Path) -> str:
    """The cached copy's name: a hash of the file and of `brotli.mjs` (its quality and window), so a
    rebuild of unchanged files costs a copy, and a change of the settings makes every copy again."""
    digest = hashlib.sha256(BROTLI_SCRIPT.read_bytes())
    digest.update(source.read_bytes())
    return f"{digest.hexdigest()[:24]}{source.suffix}.br"


def write_brotli(out: Path) -> int:
    """Write `X.br` beside every file of `brotli_sources(out)`; returns how many. Call last (the
    service worker's list leaves `.br` files out: the browser stores what they unpack to)."""
    sources = brotli_sources(out)
    cached = {path: BROTLI_CACHE / brotli_cache_name(path) for path in sources}
    missing = [path for path in sources if not cached[path].is_file()]
    if missing:
        BROTLI_CACHE.mkdir(parents=True, exist_ok=True)
        node = shutil.which("node")
        if not node:
            raise InputError(
                "Node.js não encontrado: ele é necessário para comprimir o site com brotli. Rode `make setup`."
            )
        # a name of this build's own: two builds at once (a test run and a developer's) share the cache
        partial = {path: own_name(cached[path]) for path in missing}
        args = [str(arg) for path in missing for arg in (path, partial[path])]
        done = subprocess.run(
            [node, str(BROTLI_SCRIPT), *args], capture_output=True, text=True, timeout=1800, check=False
        )
        if done.returncode != 0:
            raise InputError(f"Falha ao comprimir o site com brotli: {done.stderr.strip()[-500:]}")
        for path in missing:
            partial[path].replace(cached[path])
    for path in sources:
        shutil.copyfile(cached[path], path.with_name(path.name + ".br"))
    return len(sources)
