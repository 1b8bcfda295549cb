"""Does the first check wait behind the PDF warm-up? In Chromium, verificar.html is opened fresh, a
pasted edital (~76 kB: the CAIXA 2025 edital's first part) is submitted a given delay after the
engine is ready (<html data-ready>), while the page warms its PDF reader(s) up, and the seconds from
the click to the findings (<html data-result>) are printed per delay; then once more after the
warm-up is over (data-pdf-second "ready" or "off"), the figure a check costs with nothing ahead of it.

    python3 bench/warmup_bench.py [--delays 0,1,2,4,6] [--runs N] [--baseline-site DIR]

This tree is built and measured; `--baseline-site DIR` (another build, e.g. main's) is measured in
the same run, so both see the same load. The machine is shared: the load average is printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from site_bench import fresh_checker  # noqa: E402

from cotacheck.interfaces.site.builder import build_site  # noqa: E402
from cotacheck.interfaces.site.server import serve_in_thread  # noqa: E402

REAL = Path(os.environ.get("COTACHECK_REAL_EDITAIS", "/work/shared/real-editais"))
EDITAL = REAL / "fed_caixa_2025_cesgranrio.txt"
SIZE = 76_000
RESULT_CHANGED = "(b) => (document.documentElement.dataset.result || '') !== b"
WARMED = "() => ['ready', 'off'].includes(document.documentElement.dataset.pdfSecond)"


def pasted_text() -> str:
    """The edital's first SIZE characters, cut at a line end (its vacancy tables come early)."""
    text = EDITAL.read_text(encoding="utf-8")
    return text[: text.rfind("\n", 0, SIZE) + 1] if len(text) > SIZE else text


def timed_check(page, text: str) -> float:
    before = page.get_attribute("html", "data-result") or ""
    page.evaluate("(t) => { document.querySelector('#texto').value = t; }", text)
    start = time.perf_counter()
    page.click("#verificar")
    page.wait_for_function(RESULT_CHANGED, arg=before, timeout=300_000, polling=10)
    return time.perf_counter() - start


def one_run(p, url: str, text: str, delay: float) -> tuple[float, float]:
    """(click → findings at `delay` s after ready, the same once warmed up) in a fresh profile."""
    with fresh_checker(p, url) as page:
        if delay:
            page.wait_for_timeout(delay * 1000)
        first = timed_check(page, text)
        page.wait_for_function(WARMED, timeout=180_000)
        page.wait_for_timeout(500)
        later = timed_check(page, text)
    return first, later


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--delays", default="0,1,2,4,6", help="seconds after data-ready, comma-separated")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--baseline-site", type=Path, help="another built site to measure in the same run")
    args = parser.parse_args(argv)
    if not EDITAL.exists():
        print(f"edital not found: {EDITAL}")
        return 2
    delays = [float(d) for d in args.delays.split(",")]
    text = pasted_text()
    from playwright.sync_api import sync_playwright

    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    print(f"pasted text: {len(text.encode()) / 1000:.0f} kB of {EDITAL.name}")
    with tempfile.TemporaryDirectory() as tmp:
        ours = Path(tmp) / "site"
        build_site(ours)
        sites = {"this tree": ours, **({"baseline": args.baseline_site} if args.baseline_site else {})}
        servers = {name: serve_in_thread(site) for name, site in sites.items()}
        rows = {name: {d: [] for d in delays} for name in sites}
        with sync_playwright() as p:
            for _ in range(args.runs):
                for delay in delays:
                    for name, (_server, url) in servers.items():  # alternated: both see the same load
                        rows[name][delay].append(one_run(p, url, text, delay))
        for server, _url in servers.values():
            server.shutdown()
    print("\n| site | click after ready | click → findings | same, once warmed up |")
    print("| --- | --- | --- | --- |")
    for name, by_delay in rows.items():
        for delay, runs in by_delay.items():
            first = statistics.median(r[0] for r in runs)
            later = statistics.median(r[1] for r in runs)
            print(f"| {name} | {delay:g} s | {first:.2f} s | {later:.2f} s |")
    print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
