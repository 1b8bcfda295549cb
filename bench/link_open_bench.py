"""A result link of many cargos opened in verificar.html: how long until the page shows the result, how long
until it is done (the lines), and the page's JS heap, in Chromium (Playwright, Debian's /usr/bin/chromium).

    python3 bench/link_open_bench.py [--site DIR] [--cargos 10000 ...]

Builds the site (or takes `--site`), serves it, makes a link of N cargos (`big_link`: each cargo its own
figures, most with a finding, as a long table gives), opens it in a fresh page once the engine is ready,
and prints the seconds from the link's opening to `data-result` (the summary, table head and findings
shown) and to `data-lines="done"`, the rows in the table's body then, and the JS heap. The engine's
own time for the same link in CPython is printed beside it (`open_link`).
"""

from __future__ import annotations

import argparse
import base64
import json
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cotacheck.interfaces.site.server import serve_in_thread  # noqa: E402


def big_envelope(cargos: int) -> dict:
    """The envelope of a result link with `cargos` cargos (Goiás, 2026): a long table's, most rows short."""
    rows = []
    for i in range(cargos):
        open_, pcd, black = i % 50 + 3, i % 3, i % 7 + 1
        rows.append(
            {
                "name": f"Analista {i}",
                "vacancies": open_ + pcd + black,
                "reserved_stated": black,
                "pcd_stated": pcd,
                "open_stated": open_,
                "total_stated": open_ + pcd + black,
                "line": i + 2,
                "confidence": "confirmed",
            }
        )
    return {"v": 2, "lei": "go", "data": "2026-03-10", "poder": "executivo", "tipo": "efetivo", "posicoes": rows}


def big_link(cargos: int) -> str:
    """`#z=…` (deflate-raw, base64url) of `big_envelope`, as the page writes its links."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    data = packer.compress(json.dumps(big_envelope(cargos)).encode()) + packer.flush()
    return "#z=" + base64.urlsafe_b64encode(data).decode().rstrip("=")


def engine_seconds(cargos: int) -> float:
    from cotacheck.interfaces.web.linter import open_link

    start = time.process_time()
    open_link({"link": big_link(cargos)[3:], "formato": "z"})
    return time.process_time() - start


def opened(page, url: str, link: str) -> dict:
    """Open the link in `page` (a fresh load: the engine boots again, from the cache): seconds to ready, to
    the result shown and to the lines done, the rows in the table's body, the JS heap."""
    page.goto("about:blank")
    start = time.perf_counter()
    page.goto(url + "verificar.html" + link)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=600_000)
    ready = time.perf_counter() - start
    page.wait_for_function(
        "() => document.documentElement.dataset.result || document.querySelector('#resultado.error')", timeout=600_000
    )
    shown = time.perf_counter() - start
    error = page.evaluate(
        "() => document.querySelector('#resultado.error') ? document.querySelector('#resultado').innerText : null"
    )
    if error:
        raise SystemExit(f"the link was refused: {error}")
    page.wait_for_selector("html[data-lines='done']", state="attached", timeout=600_000)
    done = time.perf_counter() - start
    rows = page.locator("#cargos tbody tr").count()
    findings = page.locator("#achados li").count()
    heap = page.evaluate("() => performance.memory ? performance.memory.usedJSHeapSize / 1e6 : null")
    return {"ready": ready, "shown": shown, "done": done, "rows": rows, "findings": findings, "heap_mb": heap}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--cargos", type=int, nargs="*", default=[1000, 10000])
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "bench"))  # site_bench imports its neighbours by name
    from bench.site_bench import fresh_checker

    with tempfile.TemporaryDirectory() as built:
        site = args.site
        if site is None:
            site = Path(built)
            subprocess.run(
                [sys.executable, "-m", "cotacheck", "build-site", str(site)], check=True, capture_output=True
            )
        server, url = serve_in_thread(site)
        try:
            with sync_playwright() as p:
                for cargos in args.cargos:
                    link = big_link(cargos)
                    with fresh_checker(p, url) as page:
                        r = opened(page, url, link)
                    print(
                        f"link of {cargos} cargos ({len(link) / 1000:.0f} kB): ready {r['ready']:.1f} s, shown "
                        f"{r['shown']:.1f} s, done {r['done']:.1f} s after the load; {r['rows']} rows in the table's "
                        f"body, {r['findings']} items in the findings, JS heap {r['heap_mb']:.0f} MB; "
                        f"the engine alone in CPython {engine_seconds(cargos):.2f} CPU s"
                    )
        finally:
            server.shutdown()
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
