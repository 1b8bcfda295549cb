"""The worker restores the build-time Pyodide memory snapshot, and starts the usual way whenever
the snapshot is missing, made from another runtime or package, or corrupt; in every case the page
gets ready and computes the same answer."""

from __future__ import annotations

import gzip
import io
import json
import zipfile

import pytest

from cotacheck.interfaces.site.snapshot import expand, module_name, sparse
from tests.browser.conftest import READY_TIMEOUT_MS, wait_ready

QUERY = "index.html?lei=go&data=2025-10-15&vagas=37"
ANSWER = "7 vagas reservadas a candidatos negros"


def snapshot_info(site_dir) -> dict:
    return json.loads((site_dir / "py" / "snapshot.json").read_text(encoding="utf-8"))


def start(page, site_url) -> str:
    """Load the calculator, wait until it computed, return how the worker started (marks.snapshot).
    Without the snapshot the engine boots the usual way, several times the CPU of a restore: its bound
    is three times the page's (a bound for failures only; under a load average of 25 a usual boot
    went past 60 s)."""
    page.goto(site_url + QUERY)
    wait_ready(page, timeout=3 * READY_TIMEOUT_MS)
    page.wait_for_selector("html[data-computed]", state="attached")
    assert ANSWER in page.get_by_role("status").first.inner_text()
    return page.evaluate("window.cotacheckEngineMarks.snapshot")


def check_checker_and_calls_pages(page, site_url):
    """verificar.html lints its example and chamada.html orders 10 calls (modules imported late)."""
    page.goto(site_url + "verificar.html")
    wait_ready(page)
    page.click("#exemplo")
    page.wait_for_selector("html[data-result]", state="attached")
    assert "cargo(s) encontrado(s)" in page.inner_text("#resultado")
    page.goto(site_url + "chamada.html?lei=go&data=2025-10-15&chamadas=10")
    wait_ready(page)
    page.wait_for_selector("html[data-done-chamada-ordem]", state="attached")
    assert "10 chamadas" in page.inner_text("#ordem-resultado")


def test_build_writes_a_snapshot_named_by_its_inputs(site_dir):
    info = snapshot_info(site_dir)
    path = site_dir / "py" / info["file"]
    assert path.stat().st_size == info["bytes"]
    blocks = gzip.decompress(path.read_bytes())
    memory = expand(blocks, info["decode"])
    assert len(memory) > 10_000_000  # a whole wasm memory, not an empty file
    # The file holds its blocks that are not all zeros, and only those: far less than the memory.
    assert sparse(memory) == (blocks, info["decode"]["blocks"]) and len(blocks) < 0.6 * len(memory)
    from cotacheck.interfaces.site.snapshot import snapshot_key

    assert (
        info["file"]
        == f"snapshot-{snapshot_key(site_dir / 'runtime' / 'pyodide', site_dir / 'py' / 'cotacheck.zip')}.gz"
    )


def test_restored_snapshot_runs_the_calculator_and_later_imports(new_page, site_url):
    page = new_page()
    assert start(page, site_url) == "restored"
    prepared = "() => window.cotacheckEnginePrepared && window.cotacheckEnginePrepared.names"
    assert page.wait_for_function(prepared).json_value() == []  # the calculator imports no linter
    # The linter and the order of calls are imported after the restore (not in the snapshot): the
    # checker's linter right after it says "pronto" (engine-boot.js data-needs), from its bytecode.
    check_checker_and_calls_pages(page, site_url)
    assert page.evaluate("window.cotacheckEngineMarks.snapshot") == "restored"
    page.goto(site_url + "verificar.html")
    wait_ready(page)
    assert page.wait_for_function(prepared).json_value() == ["lint"]
    assert page.evaluate("window.cotacheckEngineMarks.snapshot") == "restored"
    page.context.close()


def test_on_a_repeat_visit_the_page_reads_the_snapshot_and_the_worker_restores_from_its_bytes(
    new_page, site_url, site_dir
):
    """On a repeat visit engine-boot.js reads the snapshot from the service worker's cache from the
    start and transfers the bytes; the worker restores from them (marks.snapshotUnpacked, set only
    then) and does not ask for the file itself."""
    info = snapshot_info(site_dir)
    page = new_page(service_workers="allow")
    assert start(page, site_url) == "restored"
    page.wait_for_selector("html[data-offline='true']", state="attached")
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    assert start(page, site_url) == "restored"  # now controlled by the service worker
    marks = page.evaluate("window.cotacheckEngineMarks")
    assert marks["boot"] <= marks["snapshotUnpacked"] <= marks["snapshotFetched"] <= marks["instantiated"]
    assert sum(url.endswith("/py/" + info["file"]) for url in requests) == 1
    page.context.close()


@pytest.mark.parametrize(
    "change, expected",
    [
        ({"package_sha256": "0" * 64}, "stale"),  # made from another cotacheck.zip
        ({"pyodide": "313.0.0"}, "stale"),  # made from another Pyodide
        ({"file": "snapshot-0000.gz"}, "missing"),  # the named file is not on the server
        ({"file": "../x.js"}, "corrupt"),  # not a snapshot name
        ({"decode": None}, "corrupt"),  # no way to decode its memory
        ({"decode": {"blocks": [[0, 1], [0, 2]]}}, "corrupt"),  # runs out of order
        ({"decode": {"blocks": [[0, 1]]}}, "corrupt"),  # the file holds more than its runs say
        ({"decode": {"bytes": 1 << 16}}, "corrupt"),  # a run past the memory's end
    ],
)
def test_a_snapshot_that_does_not_match_falls_back(new_page, site_url, site_dir, change, expected):
    page = new_page()
    page.watch.allowed.append("Failed to load resource")
    info = snapshot_info(site_dir)
    if change.get("decode"):  # a change to some of decode's fields
        change = {"decode": info["decode"] | change["decode"]}
    body = json.dumps(info | change)
    page.route(
        "**/py/snapshot.json", lambda route: route.fulfill(status=200, content_type="application/json", body=body)
    )
    assert start(page, site_url) == expected
    page.context.close()


def test_no_snapshot_manifest_falls_back(new_page, site_url):
    page = new_page()
    page.watch.allowed.append("Failed to load resource")
    page.route("**/py/snapshot.json", lambda route: route.fulfill(status=404, body="not found"))
    assert start(page, site_url) == "missing"
    page.context.close()


@pytest.mark.parametrize("damage", ["truncated", "not-a-memory"])
def test_a_corrupt_snapshot_falls_back(new_page, site_url, site_dir, damage):
    info = snapshot_info(site_dir)
    data = (site_dir / "py" / info["file"]).read_bytes()
    # Cut in the middle (the gzip stream ends early), or a well-formed gzip of bytes that are no memory.
    body = data[: len(data) // 2] if damage == "truncated" else gzip.compress(bytes(range(256)) * 4096)
    page = new_page()
    page.route(
        f"**/py/{info['file']}", lambda route: route.fulfill(status=200, content_type="application/gzip", body=body)
    )
    assert start(page, site_url) == "corrupt"
    page.context.close()


def test_a_snapshot_decoded_wrong_never_restores(new_page, site_url, site_dir):
    """The memory XOR the wasm's initial bytes must give back the hash taken at build time; when it
    does not (another wasm, a damaged file), Pyodide is never handed the snapshot's magic number."""
    info = snapshot_info(site_dir)
    body = json.dumps(info | {"decode": info["decode"] | {"region_sha256": "0" * 64}})
    page = new_page()
    page.route(
        "**/py/snapshot.json", lambda route: route.fulfill(status=200, content_type="application/json", body=body)
    )
    assert start(page, site_url) == "corrupt"
    page.context.close()


def test_the_snapshot_file_alone_is_not_a_restorable_memory(site_dir):
    """Stored with its magic number zeroed: only the worker's decoding makes it a snapshot."""
    info = snapshot_info(site_dir)
    raw = expand(gzip.decompress((site_dir / "py" / info["file"]).read_bytes()), info["decode"])
    assert int.from_bytes(raw[:4], "little") == 0 and info["decode"]["magic"] != 0
    header = int.from_bytes(raw[4:8], "little")
    # Decoding changes the memory the data segments initialise: most of it was stored as zeros.
    region = raw[header : header + info["decode"]["xor_bytes"]]
    assert region.count(0) > len(region) // 2


def test_a_stdlib_module_missing_from_the_small_zip_is_fetched_from_the_full_one(new_page, site_url, site_dir):
    """The small stdlib zip the worker restores with holds only what the pages import later; with an
    empty one, the checker still works: each module comes from python_stdlib.zip, fetched once."""
    empty = io.BytesIO()
    zipfile.ZipFile(empty, "w").close()
    page = new_page(service_workers="block")  # the service worker's cache would answer before the route
    page.watch.allowed.append("full standard library fetched")
    fetched: list[str] = []
    page.on(
        "console", lambda message: fetched.append(message.text) if "full standard library" in message.text else None
    )
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    page.route(
        "**/py/stdlib-*.zip",
        lambda route: route.fulfill(status=200, content_type="application/zip", body=empty.getvalue()),
    )
    info = snapshot_info(site_dir)
    small = [module_name(n) for n in zipfile.ZipFile(site_dir / "py" / info["stdlib"]).namelist()]
    body = json.dumps(info | {"stdlib_elsewhere": info["stdlib_elsewhere"] + small})
    page.route(
        "**/py/snapshot.json", lambda route: route.fulfill(status=200, content_type="application/json", body=body)
    )
    assert start(page, site_url) == "restored"
    check_checker_and_calls_pages(page, site_url)
    assert fetched and sum(u.endswith("/python_stdlib.zip") for u in requests) <= 2  # once per page load
    page.context.close()


def test_the_small_stdlib_holds_what_the_pages_import_later(site_dir):
    """What scripts/later_imports.py found (hashlib, xml for pypdf's XMP, the text encodings of
    uploads…), none of what the snapshot already holds; the rest of the full zip is listed for the
    fallback, and nothing that is not in it (hashlib's optional _hashlib must fail, not fetch)."""
    info = snapshot_info(site_dir)
    entries = zipfile.ZipFile(site_dir / "py" / info["stdlib"]).namelist()
    names = {n.removesuffix("c") for n in entries}  # a module as source or as bytecode
    assert {
        "encodings/cp1252.py",
        "encodings/utf_16_be.py",
        "hashlib.py",
        "xml/dom/minidom.py",
        "xml/__init__.py",
    } <= names
    assert not names & {
        "json/__init__.py",
        "re/__init__.py",
        "asyncio/__init__.py",
        "fractions.py",
        "tomllib/__init__.py",
    }
    assert (site_dir / "py" / info["stdlib"]).stat().st_size < 300_000
    # What the checker's modules import comes as the runtime's bytecode (bytecode.py): nothing compiled at a first check.
    compiled = {n[: -len("c")] for n in entries if n.endswith(".pyc")}
    assert "urllib/parse.py" in compiled and not compiled & set(entries), "a module twice"
    elsewhere = set(info["stdlib_elsewhere"])
    assert {"email", "xml.sax", "encodings.cp1250", "asyncio.tasks"} <= elsewhere
    assert not elsewhere & {"_hashlib", "hashlib", "xml.dom.minidom", "encodings.cp1252"}
