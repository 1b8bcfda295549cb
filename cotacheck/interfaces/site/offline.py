"""Build-time pieces that make the site work offline and installable on a phone.

* `sw.js` at the site root (rendered from `templates/sw.js`): the service worker, with the list of
  every file the site needs, each with the SHA-256 of its contents, and a version that is the hash
  of them all, so that each build gets a cache of its own, holds only its own files (a file of
  another build, fetched during a deployment, fails the install, which is tried again later), and a
  new deployment replaces the old one as a whole;
* `manifest.webmanifest` and the icons (app_icons.py: `icons/icon.svg`, PNGs at 192 and 512 px, `any` and `maskable`).

`assets/offline.js` (every page) registers the worker and says "funciona sem internet" only when
the worker is active and its cache is complete. Build time only: left out of the browser's zip.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path

from cotacheck.interfaces.site.app_icons import MANIFEST_ICONS, write_icons
from cotacheck.interfaces.site.compressed import GZIPPED, unpacked_in_cache

#: Files the shipped site never needs (the PyScript variant kept for the benchmark, the worker itself),
#: the full standard library (the worker restores with a small one and fetches the full one only for
#: a module outside it, or to start without the snapshot: snapshot.py), and the raw files whose .gz
#: the pages fetch instead (compressed.py).
NOT_CACHED = (
    "runtime/pyscript/",
    "pyscript.json",
    "assets/pyscript_main.py",
    "sw.js",
    "runtime/pyodide/python_stdlib.zip",
)


def write_manifest(out: Path) -> None:
    write_icons(out / "icons")  # not in assets/: that folder holds text only
    manifest = {
        "name": "cotacheck: reserva de vagas para negros em concursos",
        "short_name": "cotacheck",
        "description": "Calcula a reserva de vagas para candidatos negros, verifica editais e mostra a ordem de nomeação, com a lei citada. Funciona sem internet depois da primeira visita.",
        "lang": "pt-BR",
        "start_url": "index.html",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#1b4d3e",
        "icons": MANIFEST_ICONS,
    }
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, ensure_ascii=False, indent=2), encoding="utf-8")


def cached_files(out: Path) -> list[str]:
    """Every file of the site the service worker caches: not NOT_CACHED, not the raw files whose .gz
    the pages fetch, and no `.br` copy (a host sends it in place of its file: compressed.py)."""
    names = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    return [n for n in names if not n.startswith(NOT_CACHED) and n not in GZIPPED and not n.endswith(".br")]


def write_service_worker(out: Path, env, snapshot: str) -> dict:
    """Render sw.js with the site's files and their content hash; call last, when every file is written.
    `snapshot`: the memory snapshot's path in the site, kept unpacked in the cache too."""
    files = cached_files(out)
    hashes = {name: hashlib.sha256((out / name).read_bytes()).hexdigest() for name in files}
    # A host may send a .gz unpacked (Content-Encoding gzip, or the brotli copy of what it unpacks
    # to: compressed.py); the worker then checks the unpacked bytes against this hash.
    unpacked_hashes = {
        name: hashlib.sha256(gzip.decompress((out / name).read_bytes())).hexdigest()
        for name in files
        if name.endswith(".gz")
    }
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + bytes.fromhex(hashes[name]))
    version = digest.hexdigest()[:16]
    (out / "sw.js").write_text(
        env.get_template("sw.js").render(
            version=version,
            files=files,
            hashes=hashes,
            unpacked_hashes=unpacked_hashes,
            unpacked=unpacked_in_cache(snapshot),
        ),
        encoding="utf-8",
    )
    return {"version": version, "files": len(files)}


def build_offline(out: Path, env, snapshot: str) -> dict:
    write_manifest(out)
    return write_service_worker(out, env, snapshot)
