"""Site benchmark: how long the calculator takes to be ready, against a bare Pyodide page.

    python3 bench/site_bench.py [--runs N] [--json FILE] [--alternatives]

In one run, in headless Debian Chromium against the site built and served on localhost (every
request to another origin aborted and counted), for each variant:

* site-worker   the calculator as shipped: Pyodide in a module worker (assets/engine-worker.mjs)
* site-pyscript the same page with the engine on the main thread through PyScript
* bare-pyodide  a bare page: loadPyodide() on the main thread, nothing else (the reference)
* bare-worker   a bare page: loadPyodide() in a module worker, nothing else
* site-worker-own-wasm (with --alternatives) the shipped page, but the worker compiles Pyodide's
                wasm itself instead of receiving the page's compiled module

it measures, as medians over N runs (and the best load): time to `<html data-ready="true">` on a
cold load (fresh browser context, empty cache) and on a warm load (reload in the same context,
cache revalidated), where that time goes (engine start, loadPyodide(), our package),
first contentful paint, the longest gap between animation frames while loading (how janky the page
is), and the bytes transferred (raw as served, and what gzip -9 would send). Variants are
interleaved run by run (each run starting with a different one, after a short idle pause) so that
machine noise hits them alike.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import json
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cotacheck.interfaces.site.server import serve_in_thread  # noqa: E402
from cotacheck.interfaces.site.builder import CSP, PAGES, BuildContext, build_site, render_page  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run", "--disable-quic", "--disable-sync",
]
SETTLE_S = 1.0  # idle time before each load, so that the previous one's background work has ended
QUERY = "?lei=go&data=2025-10-15&vagas=37"
VARIANTS = {
    "site-worker": "index.html" + QUERY,
    "site-pyscript": "index-pyscript.html" + QUERY,
    "bare-pyodide": "bench-bare-pyodide.html",
    "bare-worker": "bench-bare-worker.html",
}
# --alternatives: the shipped page with the worker compiling Pyodide's wasm itself (data-wasm="worker").
ALTERNATIVES = {"site-worker-own-wasm": "index-own-wasm.html" + QUERY}

BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>bare Pyodide</title><link rel="icon" href="./assets/favicon.svg" type="image/svg+xml"><script type="module" src="{script}"></script></head>
<body><p>bare Pyodide ({what})</p></body></html>
"""
# The bare pages time loadPyodide() the way the site's worker does (window.cotacheckEngineMarks).
TIMED_LOAD = """import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const now = () => performance.timeOrigin + performance.now();
const marks = { start: now() };
const pyodide = await loadPyodide({ indexURL: new URL("./runtime/pyodide/", %s).href });
marks.pyodide = now();
pyodide.runPython("import math; math.ceil(0.2 * 37)");
marks.ready = now();
"""
BARE_MAIN = TIMED_LOAD % "location.href" + """window.cotacheckEngineMarks = marks;
document.documentElement.dataset.ready = "true";
"""
BARE_WORKER_PAGE = """const worker = new Worker("./bench-bare-worker-engine.mjs", { type: "module" });
worker.onmessage = (event) => { window.cotacheckEngineMarks = event.data; document.documentElement.dataset.ready = "true"; };
"""
BARE_WORKER = TIMED_LOAD % "import.meta.url" + """postMessage(marks);
"""

# Injected before any page script: records when data-ready flips, and the longest frame gap.
PROBE = """
(() => {
  const probe = window.__probe = { readyAt: null, maxGap: 0, frames: 0 };
  let last = performance.now();
  const tick = (now) => {
    probe.maxGap = Math.max(probe.maxGap, now - last); last = now; probe.frames++;
    if (probe.readyAt === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new MutationObserver(() => {
    if (document.documentElement.dataset.ready && probe.readyAt === null) probe.readyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
})();
"""


def add_bench_pages(site: Path, today: dt.date) -> None:
    """The reference pages, written next to the site's own pages (same origin, same runtime files)."""
    (site / "index-pyscript.html").write_text(render_page(PAGES[0], BuildContext(today, "pyscript")), encoding="utf-8")
    shipped = render_page(PAGES[0], BuildContext(today, "worker"))
    own_wasm = shipped.replace('<html lang="pt-BR"', '<html data-wasm="worker" lang="pt-BR"', 1)
    assert own_wasm != shipped
    (site / "index-own-wasm.html").write_text(own_wasm, encoding="utf-8")
    (site / "bench-bare-pyodide.html").write_text(BARE_HTML.format(csp=CSP, script="./bench-bare-pyodide.mjs", what="main thread"))
    (site / "bench-bare-pyodide.mjs").write_text(BARE_MAIN)
    (site / "bench-bare-worker.html").write_text(BARE_HTML.format(csp=CSP, script="./bench-bare-worker.mjs", what="worker"))
    (site / "bench-bare-worker.mjs").write_text(BARE_WORKER_PAGE)
    (site / "bench-bare-worker-engine.mjs").write_text(BARE_WORKER)


class Load:
    def __init__(self, site: Path, origin: str):
        self.site, self.origin = site, origin
        self.external: list[str] = []
        self.errors: list[str] = []
        self.bytes = 0
        self.gzip_bytes = 0
        self._gzip_cache: dict[str, int] = {}

    def route(self, route):
        if route.request.url.startswith(self.origin):
            route.continue_()
        else:
            self.external.append(route.request.url)
            route.abort()

    def finished(self, request):
        try:
            body = request.sizes()["responseBodySize"]
        except Exception:  # noqa: BLE001 - a request torn down with its page
            return
        self.bytes += body
        if body:
            path = urlparse(request.url).path.lstrip("/")
            if path not in self._gzip_cache:
                file = self.site / (path or "index.html")
                self._gzip_cache[path] = len(gzip.compress(file.read_bytes(), 9)) if file.is_file() else body
            self.gzip_bytes += self._gzip_cache[path]

    def reset(self):
        self.bytes = self.gzip_bytes = 0


def other_origins(origin: str) -> re.Pattern:
    """Matches every URL not on `origin`. Only these are intercepted (and aborted): intercepting the
    site's own requests too would add a round trip to the Python client per request, a delay a real
    visitor does not have and that weighs more on pages with more requests."""
    return re.compile(rf"^(?!{re.escape(origin.rstrip('/'))}/)")


def measure(page, url: str, load: Load, reload: bool = False) -> dict:
    load.reset()
    start = time.perf_counter()
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function("() => window.__probe && window.__probe.readyAt !== null", timeout=120_000, polling=20)
    wall = time.perf_counter() - start
    probe = page.evaluate("""() => ({
        ready: window.__probe.readyAt, maxGap: window.__probe.maxGap, frames: window.__probe.frames,
        state: document.documentElement.dataset.ready,
        fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime ?? null,
        origin: performance.timeOrigin, marks: window.cotacheckEngineMarks || null,
    })""")
    if probe["state"] != "true":
        raise RuntimeError(f"{url}: not ready ({probe['state']})")
    page.wait_for_timeout(100)  # let the last responses finish so that their sizes are counted
    ready = probe["ready"] / 1000
    sample = {"ready_s": ready, "wall_s": wall, "fcp_s": (probe["fcp"] or 0) / 1000,
              "max_frame_gap_ms": probe["maxGap"], "frames": probe["frames"], "bytes": load.bytes, "gzip_bytes": load.gzip_bytes}
    marks = probe["marks"]
    if marks:  # the engine's timeline (not in the PyScript variant)
        pyodide = (marks["pyodide"] - marks["start"]) / 1000
        sample |= {"engine_start_s": (marks["start"] - probe["origin"]) / 1000, "load_pyodide_s": pyodide,
                   "package_s": (marks["ready"] - marks["pyodide"]) / 1000, "besides_pyodide_s": ready - pyodide}
    return sample


def run(runs: int, alternatives: bool = False) -> dict:
    from playwright.sync_api import sync_playwright

    today = dt.date.today()
    variants = VARIANTS | (ALTERNATIVES if alternatives else {})
    samples = {name: {"cold": [], "warm": []} for name in variants}
    external: list[str] = []
    errors: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        build_site(site, today=today)
        add_bench_pages(site, today)
        server, origin = serve_in_thread(site)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            # One discarded load of each variant first: the first Pyodide start in a fresh browser
            # process is slower for everyone (and would penalise whichever variant comes first).
            for name, path in variants.items():
                context = browser.new_context()
                context.route(other_origins(origin), lambda route: route.abort())
                context.add_init_script(PROBE)
                measure(context.new_page(), origin + path, Load(site, origin))
                context.close()
            names = list(variants)
            for i in range(runs):
                # Each run starts with a different variant: the first load after another one's
                # context has closed competes with its clean-up, so no variant always goes first.
                for name in names[i % len(names):] + names[:i % len(names)]:
                    path = variants[name]
                    time.sleep(SETTLE_S)
                    load = Load(site, origin)
                    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="pt-BR")
                    context.route(other_origins(origin), load.route)
                    context.on("requestfinished", load.finished)
                    context.add_init_script(PROBE)
                    page = context.new_page()
                    page.on("pageerror", lambda e, n=name: errors.append(f"{n}: {e}"))
                    page.on("console", lambda m, n=name: errors.append(f"{n}: {m.text[:200]}") if m.type == "error" else None)
                    samples[name]["cold"].append(measure(page, origin + path, load))
                    samples[name]["warm"].append(measure(page, origin + path, load, reload=True))
                    external += load.external
                    context.close()
                print(f"run {i + 1}/{runs}: " + ", ".join(
                    f"{n} {s['cold'][-1]['ready_s']:.2f}/{s['warm'][-1]['ready_s']:.2f} s" for n, s in samples.items()), flush=True)
            browser.close()
        server.shutdown()

    def med(name, kind, key):
        return statistics.median(s[key] for s in samples[name][kind])

    summary = {name: {kind: {key: med(name, kind, key) for key in samples[name][kind][0]} for kind in ("cold", "warm")} for name in variants}
    for name in variants:
        for kind in ("cold", "warm"):
            summary[name][kind]["best_ready_s"] = min(s["ready_s"] for s in samples[name][kind])
    pairs = [(variant, bare, kind) for variant in variants if variant.startswith("site-") for bare in ("bare-pyodide", "bare-worker") for kind in ("cold", "warm")]
    ratios = {f"{v}/{b}_{k}": summary[v][k]["ready_s"] / summary[b][k]["ready_s"] for v, b, k in pairs}
    # Per-run ratios (variant and reference loaded back to back) cancel slow drifts of a busy machine.
    paired = {f"{v}/{b}_{k}": statistics.median(x["ready_s"] / y["ready_s"] for x, y in zip(samples[v][k], samples[b][k])) for v, b, k in pairs}
    best = {f"{v}/{b}_{k}": summary[v][k]["best_ready_s"] / summary[b][k]["best_ready_s"] for v, b, k in pairs}
    # loadPyodide() itself takes 2.8 s on one load and 4 s on the next on a small VM, whichever page
    # runs it: comparing the time each page spends *besides* loadPyodide, added to the reference's
    # median, gives the ratio the two pages would have at an equal Pyodide start-up.
    equal = {f"{v}/{b}_{k}": (summary[b][k]["ready_s"] + summary[v][k]["besides_pyodide_s"] - summary[b][k]["besides_pyodide_s"]) / summary[b][k]["ready_s"]
             for v, b, k in pairs if "besides_pyodide_s" in summary[v][k]}
    return {"date": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"), "runs": runs, "query": QUERY, "summary": summary,
            "ratios": ratios, "paired_ratios": paired, "best_ratios": best, "equal_pyodide_ratios": equal,
            "external_requests": len(external), "errors": errors, "samples": samples}


def report(result: dict) -> str:
    lines = [f"Site benchmark ({result['runs']} runs, medians; {result['date']}; external requests: {result['external_requests']})", "",
             "| page | cold ready | warm ready | best cold / warm | first paint (cold) | longest frame gap (cold) | bytes cold raw / gzip |",
             "|---|---|---|---|---|---|---|"]
    for name, s in result["summary"].items():
        c, w = s["cold"], s["warm"]
        lines.append(f"| {name} | {c['ready_s']:.2f} s | {w['ready_s']:.2f} s | {c['best_ready_s']:.2f} / {w['best_ready_s']:.2f} s | "
                     f"{c['fcp_s']:.2f} s | {c['max_frame_gap_ms']:.0f} ms | {c['bytes'] / 1e6:.2f} MB / {c['gzip_bytes'] / 1e6:.2f} MB |")
    lines += ["", "Where the time goes (medians, cold / warm): engine start = navigation → loadPyodide() called; "
              "package = our zip unpacked, cotacheck.web imported, first calculation; besides = ready − loadPyodide()", "",
              "| page | engine start | loadPyodide() | package | besides loadPyodide() |", "|---|---|---|---|---|"]
    for name, s in result["summary"].items():
        c, w = s["cold"], s["warm"]
        if "load_pyodide_s" in c:
            lines.append(" | ".join([f"| {name}"] + [f"{c[k]:.2f} / {w[k]:.2f} s" for k in ("engine_start_s", "load_pyodide_s", "package_s", "besides_pyodide_s")]) + " |")
    lines.append("")
    for key, value in result["ratios"].items():
        extra = f"; {result['equal_pyodide_ratios'][key]:.3f} at equal loadPyodide()" if key in result["equal_pyodide_ratios"] else ""
        lines.append(f"- ready ratio {key}: {value:.3f} (ratio of medians); {result['paired_ratios'][key]:.3f} (median of per-run ratios); "
                     f"{result['best_ratios'][key]:.3f} (best loads){extra}")
    if result["errors"]:
        lines += ["", "errors:"] + [f"  {e}" for e in result["errors"][:20]]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--alternatives", action="store_true", help="also measure " + ", ".join(ALTERNATIVES))
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "site_bench.json")
    args = parser.parse_args(argv)
    result = run(args.runs, args.alternatives)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=2), encoding="utf-8")
    print(report(result))
    print(f"\n(all samples in {args.json})")
    return 1 if result["external_requests"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
