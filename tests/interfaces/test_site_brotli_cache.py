"""The build's brotli copies are cached (compressed.write_brotli): an unchanged file is copied, not
compressed again (brotli 11 of the wasm and snapshot takes minutes), and changing `brotli.mjs`'s
settings makes every copy again."""

from __future__ import annotations

import shutil
import subprocess
import zlib
from pathlib import Path

import pytest

from cotacheck.interfaces.site import compressed

needs_node = pytest.mark.skipif(not shutil.which("node"), reason="Node.js is needed to write brotli copies")


def small_site(root: Path) -> Path:
    site = root / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>cotas</p>\n" * 400, encoding="utf-8")
    (site / "tiny.js").write_text("let a;\n", encoding="utf-8")  # under BROTLI_MIN_BYTES: no copy
    return site


@pytest.fixture
def own_cache(tmp_path, monkeypatch) -> Path:
    cache = tmp_path / "cache"
    script = tmp_path / "brotli.mjs"
    shutil.copyfile(compressed.BROTLI_SCRIPT, script)
    monkeypatch.setattr(compressed, "BROTLI_CACHE", cache)
    monkeypatch.setattr(compressed, "BROTLI_SCRIPT", script)
    return script


def count_node_runs(monkeypatch) -> list[list[str]]:
    runs: list[list[str]] = []
    real = subprocess.run

    def run(args, **kwargs):
        runs.append(args)
        return real(args, **kwargs)

    monkeypatch.setattr(compressed.subprocess, "run", run)
    return runs


@needs_node
def test_an_unchanged_file_is_not_compressed_again(tmp_path, own_cache, monkeypatch):
    site = small_site(tmp_path)
    runs = count_node_runs(monkeypatch)
    assert compressed.write_brotli(site) == 1
    assert len(runs) == 1
    first = (site / "index.html.br").read_bytes()
    assert not (site / "tiny.js.br").exists()
    # Brotli's stream cannot be checked without a decoder in the standard library; it is not the file
    # itself, it is smaller and it is not zlib/gzip data.
    assert first != (site / "index.html").read_bytes() and len(first) < 200
    with pytest.raises(zlib.error):
        zlib.decompress(first)
    (site / "index.html.br").unlink()
    assert compressed.write_brotli(site) == 1
    assert len(runs) == 1  # from the cache
    assert (site / "index.html.br").read_bytes() == first


@needs_node
def test_changing_the_file_or_the_settings_compresses_again(tmp_path, own_cache, monkeypatch):
    site = small_site(tmp_path)
    runs = count_node_runs(monkeypatch)
    compressed.write_brotli(site)
    (site / "index.html").write_text("<p>reserva</p>\n" * 400, encoding="utf-8")
    compressed.write_brotli(site)
    assert len(runs) == 2
    own_cache.write_text(own_cache.read_text(encoding="utf-8") + "// quality changed\n", encoding="utf-8")
    compressed.write_brotli(site)
    assert len(runs) == 3
