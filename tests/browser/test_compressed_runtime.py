"""The pages fetch Pyodide's wasm gzipped (3.5 MB instead of 9.6 on a host that does not
compress) and unpack it while it compiles, whoever compiles it (the page or the worker), and
whether the host sends the .gz as it is or with "Content-Encoding: gzip" (the browser unpacks it),
or serves the build's brotli copies with "Content-Encoding: br" (compressed.py)."""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import threading
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlparse

import pytest

from cotacheck.interfaces.site.server import Server, SiteHandler
from tests.browser.conftest import READY_TIMEOUT_MS, Watch, wait_ready
from tests.browser.test_snapshot import ANSWER, QUERY

WASM = "runtime/pyodide/pyodide.asm.wasm"


def requested(page) -> list[str]:
    urls: list[str] = []
    page.context.on("request", lambda request: urls.append(request.url))
    return urls


def compute(page, url: str) -> str:
    page.goto(url)
    wait_ready(page)
    page.wait_for_selector("html[data-computed]", state="attached")
    assert ANSWER in page.get_by_role("status").first.inner_text()
    return page.evaluate("window.cotacheckEngineMarks.snapshot")


def service_worker_list(site_dir, name: str):
    text = (site_dir / "sw.js").read_text(encoding="utf-8")
    return json.loads(re.search(rf"const {name} = (.*);", text).group(1))


def test_build_ships_the_wasm_gzipped_and_downloads_only_that(site_dir):
    assert gzip.decompress((site_dir / f"{WASM}.gz").read_bytes()) == (site_dir / WASM).read_bytes()
    files = service_worker_list(site_dir, "FILES")
    assert f"{WASM}.gz" in files and WASM not in files
    # The service worker's cache also holds the wasm and the snapshot unpacked, made from the .gz.
    snapshot = "py/" + json.loads((site_dir / "py" / "snapshot.json").read_text(encoding="utf-8"))["file"]
    assert service_worker_list(site_dir, "UNPACKED") == [
        [WASM, f"{WASM}.gz", "application/wasm"],
        [snapshot, snapshot, "application/octet-stream"],
    ]
    # A host that sends a .gz unpacked passes the install's check with the hash of the unpacked bytes.
    unpacked = service_worker_list(site_dir, "UNPACKED_HASHES")
    assert unpacked[f"{WASM}.gz"] == hashlib.sha256((site_dir / WASM).read_bytes()).hexdigest()
    snapshot_raw = gzip.decompress((site_dir / snapshot).read_bytes())
    assert unpacked[snapshot] == hashlib.sha256(snapshot_raw).hexdigest()
    assert set(unpacked) == {name for name in files if name.endswith(".gz")}


def test_repeat_visit_gets_both_unpacked_from_the_service_worker(new_page, site_url):
    page = new_page(service_workers="allow")
    assert compute(page, site_url + QUERY) == "restored"
    page.wait_for_selector("html[data-offline='true']", state="attached")
    urls = requested(page)
    assert compute(page, site_url + QUERY) == "restored"  # now controlled by the service worker
    assert any(u.endswith(WASM) for u in urls) and not any(u.endswith(f"{WASM}.gz") for u in urls)
    sizes = page.evaluate("""async () => {
        const info = await (await fetch('py/snapshot.json')).json();
        const snapshot = new Uint8Array(await (await fetch('py/' + info.file)).arrayBuffer());
        const wasm = new Uint8Array(await (await fetch('runtime/pyodide/pyodide.asm.wasm')).arrayBuffer());
        return [snapshot[0], snapshot.length, wasm[0], wasm[1], wasm.length];
    }""")
    # No gzip magic (0x1f): both unpacked; the wasm starts with "\0asm".
    assert sizes[0] != 0x1F and sizes[1] > 10_000_000 and sizes[2:4] == [0, ord("a")] and sizes[4] > 5_000_000
    page.context.close()


def test_page_compiles_the_gzipped_wasm(new_page, site_url):
    page = new_page()
    urls = requested(page)
    assert compute(page, site_url + QUERY) == "restored"
    assert any(u.endswith(f"{WASM}.gz") for u in urls)
    assert not any(u.endswith(WASM) for u in urls)  # the 9.6 MB file is never asked for
    page.context.close()


def test_worker_compiling_the_wasm_itself_unpacks_it_too(new_page, site_url, site_dir):
    """<html data-wasm="worker">: Pyodide's own fetch of the wasm gets the .gz unpacked."""
    html = (
        (site_dir / "index.html")
        .read_text(encoding="utf-8")
        .replace('<html lang="pt-BR"', '<html data-wasm="worker" lang="pt-BR"', 1)
    )
    page = new_page()
    urls = requested(page)
    page.route(
        "**/index.html?*", lambda route: route.fulfill(status=200, content_type="text/html; charset=utf-8", body=html)
    )
    assert compute(page, site_url + QUERY) == "restored"
    assert not any(u.endswith(WASM) for u in urls)
    page.context.close()


def test_a_host_that_unpacks_the_gz_itself_still_works(new_page, site_url, site_dir):
    """Content-Encoding: gzip on the .gz: the body reaching the page is the raw wasm."""
    raw = (site_dir / WASM).read_bytes()
    page = new_page()
    page.route(f"**/{WASM}.gz", lambda route: route.fulfill(status=200, content_type="application/gzip", body=raw))
    assert compute(page, site_url + QUERY) == "restored"
    page.context.close()


class PrecompressedHandler(SiteHandler):
    """A host that serves precompressed files (nginx `brotli_static`): `X.br` for `X`, encoded br."""

    sent: ClassVar[dict[str, tuple[str, int]]] = {}

    def send_head(self):
        path = self.translate_path(urlparse(self.path).path)
        if "br" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path + ".br"):
            return super().send_head()
        data = Path(path + ".br").read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "br")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        PrecompressedHandler.sent[urlparse(self.path).path.lstrip("/")] = ("br", len(data))
        return io.BytesIO(data)


@pytest.fixture(scope="module")
def brotli_host(site_dir):
    server = Server(("127.0.0.1", 0), functools.partial(PrecompressedHandler, directory=str(site_dir)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_build_writes_brotli_copies_the_service_worker_does_not_list(site_dir):
    snapshot = "py/" + json.loads((site_dir / "py" / "snapshot.json").read_text(encoding="utf-8"))["file"]
    for name in (f"{WASM}.gz", snapshot):
        # brotli of the unpacked bytes: smaller than the .gz by a fifth at least
        assert (site_dir / f"{name}.br").stat().st_size < 0.8 * (site_dir / name).stat().st_size
    assert (site_dir / "index.html.br").is_file() and (site_dir / "runtime/pyodide/pyodide.asm.mjs.br").is_file()
    assert not any(name.endswith(".br") for name in service_worker_list(site_dir, "FILES"))


UNBROTLI = """
const { readFileSync } = require("node:fs");
const zlib = require("node:zlib");
const wrong = [];
for (const name of JSON.parse(readFileSync(0, "utf8"))) {
  let source = readFileSync(name);
  if (name.endsWith(".gz")) source = zlib.gunzipSync(source);
  if (!zlib.brotliDecompressSync(readFileSync(name + ".br")).equals(source)) wrong.push(name);
}
console.log(JSON.stringify(wrong));
"""


@pytest.mark.skipif(not shutil.which("node"), reason="Node.js decodes brotli here")
def test_every_brotli_copy_unpacks_to_its_file(site_dir):
    """Python's standard library has no brotli: Node's zlib decodes every `.br` of the build, which must
    give its file (for a `.gz`, what the `.gz` unpacks to: what a host serving it hands the page)."""
    copies = sorted(p.relative_to(site_dir).as_posix()[: -len(".br")] for p in site_dir.rglob("*.br"))
    assert len(copies) > 20 and f"{WASM}.gz" in copies and "index.html" in copies
    done = subprocess.run(
        ["node", "-e", UNBROTLI], input=json.dumps(copies), capture_output=True, text=True, cwd=site_dir, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_a_host_serving_precompressed_brotli_gets_the_smaller_files_and_works_offline(chromium, brotli_host, site_dir):
    """The .gz requests get the brotli of the unpacked file: the snapshot restores, the answer is
    right, and the service worker's cache (filled from these responses) serves the next visit."""
    watch = Watch(brotli_host)
    context = chromium.new_context(locale="pt-BR")
    context.set_default_timeout(READY_TIMEOUT_MS)  # a bound for failures only, as new_page's
    watch.attach_context(context)
    page = context.new_page()
    watch.attach_page(page)
    PrecompressedHandler.sent.clear()
    assert compute(page, brotli_host + QUERY) == "restored"
    snapshot = "py/" + json.loads((site_dir / "py" / "snapshot.json").read_text(encoding="utf-8"))["file"]
    for name in (f"{WASM}.gz", snapshot):
        assert PrecompressedHandler.sent[name] == ("br", (site_dir / f"{name}.br").stat().st_size)
    page.wait_for_selector("html[data-offline='true']", state="attached")
    context.set_offline(True)
    assert compute(page, brotli_host + QUERY) == "restored"
    context.close()
    watch.check()
