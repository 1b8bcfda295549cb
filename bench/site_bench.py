"""Site benchmark: how long the calculator takes to be ready, against a bare Pyodide page.

    python3 bench/site_bench.py [--runs N] [--json FILE] [--alternatives] [--inside]
                                [--host plain|gzip|precompressed] [--throttle 9mbit,60ms]
                                [--baseline-site DIR]

In one run, in headless Debian Chromium against the site built and served on localhost (every
request to another origin aborted and counted), for each variant:

* site-worker   the calculator as shipped: Pyodide in a module worker (assets/engine-worker.mjs),
                restored from the build-time memory snapshot, the site cached by its service worker
* site-worker-own-wasm  the same, but on a first visit the worker fetches Pyodide's wasm itself
                instead of receiving the body of the page's download (on a repeat visit it
                always compiles the service worker's copy itself)
* bare-pyodide  a bare page: loadPyodide() on the main thread, nothing else (the reference)
* baseline-worker  with --baseline-site DIR: the calculator of another build (main's), same host
* with --alternatives:
  site-pyscript     the same page with the engine on the main thread through PyScript
  bare-worker       a bare page: loadPyodide() in a module worker, nothing else

it measures, as medians over N runs (and the best load): time to `<html data-ready="true">` on a
cold load (a new browser profile: empty disk cache, no service worker) and on a warm load (reload in the same context:
for the site, once its service worker says the cache is complete; for the bare pages, HTTP cache
revalidated), then on two repeat visits, each in a new browser session on the same profile once the
visit before it has been idle for REPEAT_IDLE_S (its disk caches and service worker kept, nothing left
in the renderer's memory: a reload can reuse the wasm module the page before compiled, a later visit
cannot): `repeat`, the calculator again; for the site's calculators, `after checker`, the calculator
visited after a visit to the checker (verificar.html) that ran its warm-ups. V8 keeps the code of a
module compiled from a cached response (its code cache) only once it has optimised enough of it:
bare Pyodide's own start-up does, our calculator never does, the checker's warm-up does
(bench/ready_trace.py --visits, docs/site.md). The `after checker` visit is compared with the bare
page's `repeat`. Where that time goes (engine start, loadPyodide(), our package),
first contentful paint, the longest gap between animation frames while loading (how janky the page
is), and the bytes the server sent (bodies: as the host sent them, and what a host that does not
compress or one that gzips every file would have sent; on a first visit including the service
worker's caching of the whole site, and also up to ready; on a repeat visit whatever still goes to
the network). `--host` says what the server compresses and `--throttle` puts it behind a slow link
(one round trip per response, one shared rate: bench/site_link.py), for every page alike. Variants are
interleaved run by run (each run starting with a different one, after a short idle pause) so that
machine noise hits them alike.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import functools
import gzip
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from site_link import HOSTS, HostHandler, Link, SharedPipe, parse_throttle  # noqa: E402

from cotacheck.interfaces.site.builder import CSP, PAGES, BuildContext, build_site, render_page  # noqa: E402
from cotacheck.interfaces.site.server import Server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-quic",
    "--disable-sync",
]


@contextlib.contextmanager
def fresh_checker(p, url: str, init_script: str | None = None):
    """verificar.html at 1280 × 900 in a fresh Chromium profile (nothing cached), once it says it is ready;
    the browser closed after."""
    with tempfile.TemporaryDirectory() as profile:
        context = p.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport={"width": 1280, "height": 900}
        )
        if init_script:
            context.add_init_script(init_script)
        page = context.new_page()
        page.cotacheck_profile = profile  # the profile's folder: its processes' threads (verificar_bench.py)
        page.goto(url + "verificar.html")
        page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
        yield page
        context.close()


SETTLE_S = 1.0  # idle time before each load, so that the previous one's background work has ended
#: Seconds a visit stays idle before the browser is closed for a repeat visit: Chromium writes a wasm
#: module's code cache a moment (V8's timeout, 2 s) after V8 has optimised enough of it.
REPEAT_IDLE_S = 3.0
#: Seconds a new browser session is left alone before its visit: a browser's own start-up work (its
#: profile, caches and services) competes with the page otherwise (bare Pyodide, whose work is all on
#: the page's thread, was slower on a repeat visit with its code cache than on a cold one under load).
BROWSER_SETTLE_S = 3.0
#: The loads measured for each variant, in order (the last two only with --repeat).
KINDS = ("cold", "warm", "repeat", "after checker")
QUERY = "?lei=go&data=2025-10-15&vagas=37"
VARIANTS = {
    "site-worker": "index.html" + QUERY,
    "site-worker-own-wasm": "index-own-wasm.html" + QUERY,  # data-wasm="worker"
    "bare-pyodide": "bench-bare-pyodide.html",
}
ALTERNATIVES = {
    "site-pyscript": "index-pyscript.html" + QUERY,
    "bare-worker": "bench-bare-worker.html",
}
REFERENCE = "bare-pyodide"
#: --baseline-site DIR: another build's calculator (e.g. main's, `cotacheck build-site DIR`), measured
#: in the same run, interleaved with the others, served as this site is.
BASELINE = "baseline-worker"

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
BARE_MAIN = (
    TIMED_LOAD % "location.href"
    + """window.cotacheckEngineMarks = marks;
document.documentElement.dataset.ready = "true";
"""
)
BARE_WORKER_PAGE = """const worker = new Worker("./bench-bare-worker-engine.mjs", { type: "module" });
worker.onmessage = (event) => { window.cotacheckEngineMarks = event.data; document.documentElement.dataset.ready = "true"; };
"""
BARE_WORKER = (
    TIMED_LOAD % "import.meta.url"
    + """postMessage(marks);
"""
)

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
    (site / "bench-bare-pyodide.html").write_text(
        BARE_HTML.format(csp=CSP, script="./bench-bare-pyodide.mjs", what="main thread")
    )
    (site / "bench-bare-pyodide.mjs").write_text(BARE_MAIN)
    (site / "bench-bare-worker.html").write_text(
        BARE_HTML.format(csp=CSP, script="./bench-bare-worker.mjs", what="worker")
    )
    (site / "bench-bare-worker.mjs").write_text(BARE_WORKER_PAGE)
    (site / "bench-bare-worker-engine.mjs").write_text(BARE_WORKER)
    # The bare pages fetch the raw wasm: on a host with precompressed files (--host precompressed)
    # they get its brotli copy, as our pages do for the .gz (the same bytes: compressed.py).
    wasm = site / "runtime" / "pyodide" / "pyodide.asm.wasm"
    if wasm.with_name(wasm.name + ".gz.br").is_file():
        shutil.copyfile(wasm.with_name(wasm.name + ".gz.br"), wasm.with_name(wasm.name + ".br"))


def serve_as(site: Path, host: str, link: Link | None) -> tuple[Server, str]:
    """The site served as `host` on `link` (bench/site_link.py), counting every body it sends:
    whoever asked for it (the page, its worker, the service worker, the browser's update check)."""
    handler = type("Handler", (HostHandler,), {"host": host, "pipe": SharedPipe(link) if link else None})
    server = Server(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


class Load:
    def __init__(self, site: Path, origin: str):
        self.site, self.origin = site, origin
        self.external: list[str] = []
        self._gzip_cache: dict[str, int] = {}

    def request(self, request):
        # Only watched, not intercepted: Playwright turns the HTTP cache off in a context that routes
        # requests, which would make every reload and the service worker's caching download again.
        # The pages' Content-Security-Policy already blocks other origins; any attempt is counted.
        if not request.url.startswith(self.origin) and not request.url.startswith(("data:", "blob:")):
            self.external.append(request.url)

    def reset(self):
        HostHandler.sent.clear()

    def sizes(self) -> dict[str, int]:
        """Body bytes sent since reset(): as the host sent them (`sent`), and what a host that does not
        compress (`raw`) or one that gzips every file with gzip -9 (`gzip`) would have sent."""
        out = {"sent": 0, "raw": 0, "gzip": 0}
        for path, body in list(HostHandler.sent):
            out["sent"] += body
            if not body:
                continue
            file = self.site / (path or "index.html")
            if path not in self._gzip_cache:
                self._gzip_cache[path] = len(gzip.compress(file.read_bytes(), 9)) if file.is_file() else body
            out["raw"] += file.stat().st_size if file.is_file() else body
            out["gzip"] += self._gzip_cache[path]
        return out


#: engine-worker.mjs's marks, in the order a start reaches them: the page starts the worker (boot), the
#: worker's module runs (start), has read py/snapshot.json (manifest) and unpacked our zip (zip), the
#: page has unpacked the snapshot (snapshotUnpacked), the worker has it and checked it
#: (snapshotFetched), has the compiled wasm (wasm), loadPyodide() asks to instantiate it (instantiate:
#: Pyodide's script is loaded), the instance holds the decoded snapshot (instantiated), loadPyodide()
#: returned (pyodide), our package answers (ready).
STAGES = (
    "boot",
    "start",
    "manifest",
    "zip",
    "loadPyodide",
    "snapshotUnpacked",
    "snapshotFetched",
    "wasm",
    "instantiate",
    "instantiated",
    "pyodide",
    "ready",
)


def measure(page, url: str, load: Load, reload: bool = False) -> dict:
    load.reset()
    start = time.perf_counter()
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function("() => window.__probe && window.__probe.readyAt !== null", timeout=120_000, polling=20)
    wall = time.perf_counter() - start
    at_ready = load.sizes()["sent"]  # what the load needed, before the service worker's caching
    probe = page.evaluate("""() => ({
        ready: window.__probe.readyAt, maxGap: window.__probe.maxGap, frames: window.__probe.frames,
        state: document.documentElement.dataset.ready,
        fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime ?? null,
        origin: performance.timeOrigin, marks: window.cotacheckEngineMarks || null,
    })""")
    if probe["state"] != "true":
        raise RuntimeError(f"{url}: not ready ({probe['state']})")
    if page.evaluate("Boolean(document.getElementById('offline'))"):
        # The site: a visit is over once its service worker has cached everything (bytes included).
        page.wait_for_selector("html[data-offline='true']", state="attached", timeout=120_000)
    page.wait_for_timeout(300)  # let the last responses finish so that their sizes are counted
    ready = probe["ready"] / 1000
    sizes = load.sizes()
    sample = {
        "ready_s": ready,
        "wall_s": wall,
        "fcp_s": (probe["fcp"] or 0) / 1000,
        "max_frame_gap_ms": probe["maxGap"],
        "frames": probe["frames"],
        "bytes": sizes["raw"],
        "gzip_bytes": sizes["gzip"],
        "sent_bytes": sizes["sent"],
        "sent_to_ready_bytes": at_ready,
    }
    marks = probe["marks"]
    if marks:  # the engine's timeline (not in the PyScript variant)
        pyodide = (marks["pyodide"] - marks["start"]) / 1000
        sample |= {
            "engine_start_s": (marks["start"] - probe["origin"]) / 1000,
            "load_pyodide_s": pyodide,
            "package_s": (marks["ready"] - marks["pyodide"]) / 1000,
            "besides_pyodide_s": ready - pyodide,
        }
        if "snapshot" in marks:
            sample["snapshot_restored"] = 1.0 if marks["snapshot"] == "restored" else 0.0
        for stage in STAGES:  # the worker's own marks (engine-worker.mjs), from navigation
            if isinstance(marks.get(stage), (int, float)):
                sample[f"at_{stage}_s"] = (marks[stage] - probe["origin"]) / 1000
    return sample


#: What a kind of load is compared with on the bare page, which has no checker to visit.
REFERENCE_KIND = {"after checker": "repeat"}
#: The checker's warm-ups over: the linter's, then the PDF readers' (the second engine ready or off).
CHECKER_IDLE = "() => ['ready', 'off'].includes(document.documentElement.dataset.pdfSecond)"


def checker_visit(page, origin: str) -> None:
    """A visit to the checker until its warm-ups are over and REPEAT_IDLE_S more: the Python they run is
    what makes V8 optimise enough of the wasm for Chromium to keep its code (bench/ready_trace.py --visits)."""
    page.goto(origin + "verificar.html")
    page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
    page.wait_for_function(CHECKER_IDLE, timeout=300_000)
    page.wait_for_timeout(REPEAT_IDLE_S * 1000)


class LoadSampler:
    """The 1-minute load average every 5 s of the run: on a shared machine, what else was running."""

    def __init__(self, every_s: float = 5.0):
        self.samples = [os.getloadavg()[0]]
        self._every = every_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        while not self._stop.wait(self._every):
            self.samples.append(os.getloadavg()[0])

    def stop(self) -> dict:
        self._stop.set()
        self._thread.join()
        self.samples.append(os.getloadavg()[0])
        v = self.samples
        return {"start": v[0], "median": statistics.median(v), "max": max(v), "end": v[-1]}


def run(
    runs: int,
    alternatives: bool = False,
    with_inside: bool = False,
    host: str = "plain",
    link=None,
    baseline: Path | None = None,
    repeat: bool = False,
) -> dict:
    from playwright.sync_api import sync_playwright

    loads = LoadSampler()

    today = dt.date.today()
    variants = (
        VARIANTS | (ALTERNATIVES if alternatives else {}) | ({BASELINE: VARIANTS["site-worker"]} if baseline else {})
    )
    samples = {name: {kind: [] for kind in KINDS} for name in variants}
    external: list[str] = []
    errors: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        build_site(site, today=today)
        add_bench_pages(site, today)
        server, origin = serve_as(site, host, link)
        # Where each variant is served: the baseline's calculator by a server of its own, as this host.
        served = {name: (site, origin) for name in variants}
        if baseline:
            baseline_server, baseline_origin = serve_as(baseline, host, link)
            served[BASELINE] = (baseline, baseline_origin)
        with sync_playwright() as p:
            # A visitor's browser with a disk cache: each sample gets a new profile (empty cache,
            # no service worker) of its own. Playwright's ordinary contexts are off the record, with
            # an in-memory HTTP cache that does not keep Pyodide's 9.6 MB wasm: every reload, and the
            # service worker's caching, would download it again where a real browser revalidates.
            def visitor(profile: str):
                return p.chromium.launch_persistent_context(
                    profile,
                    executable_path=CHROMIUM,
                    args=CHROMIUM_ARGS,
                    viewport={"width": 1280, "height": 900},
                    locale="pt-BR",
                )

            # One discarded load of each variant first: the first Pyodide start after the machine
            # was busy elsewhere is slower for everyone (and would penalise whichever comes first).
            for name, path in variants.items():
                with tempfile.TemporaryDirectory() as profile:
                    context = visitor(profile)
                    context.add_init_script(PROBE)
                    where, at = served[name]
                    measure(context.new_page(), at + path, Load(where, at))
                    context.close()
            names = list(variants)
            for i in range(runs):
                # Each run starts with a different variant: the first load after another one's
                # context has closed competes with its clean-up, so no variant always goes first.
                for name in names[i % len(names) :] + names[: i % len(names)]:
                    path = variants[name]
                    time.sleep(SETTLE_S)
                    where, at = served[name]
                    load = Load(where, at)
                    with tempfile.TemporaryDirectory() as profile:
                        context = visitor(profile)
                        context.on("request", load.request)
                        context.add_init_script(PROBE)
                        page = context.new_page()
                        page.on("pageerror", lambda e, n=name: errors.append(f"{n}: {e}"))
                        page.on(
                            "console",
                            lambda m, n=name: errors.append(f"{n}: {m.text[:200]}") if m.type == "error" else None,
                        )
                        samples[name]["cold"].append(measure(page, at + path, load))
                        samples[name]["warm"].append(measure(page, at + path, load, reload=True))
                        external += load.external
                        if repeat:
                            page.wait_for_timeout(REPEAT_IDLE_S * 1000)
                        context.close()
                        if not repeat:
                            continue

                        def session(load=load, name=name):
                            """A new browser session on this profile (the disk caches and service worker kept)."""
                            context = visitor(profile)
                            context.on("request", load.request)
                            context.add_init_script(PROBE)
                            page = context.pages[0] if context.pages else context.new_page()
                            page.on("pageerror", lambda e: errors.append(f"{name}: {e}"))
                            page.wait_for_timeout(BROWSER_SETTLE_S * 1000)
                            return context, page

                        context, page = session()
                        samples[name]["repeat"].append(measure(page, at + path, load))
                        page.wait_for_timeout(REPEAT_IDLE_S * 1000)
                        context.close()
                        if name.startswith("site-") or name == BASELINE:
                            context, page = session()
                            checker_visit(page, at)
                            context.close()
                            context, page = session()
                            samples[name]["after checker"].append(measure(page, at + path, load))
                            context.close()
                print(
                    f"run {i + 1}/{runs} (ready, s, "
                    + " / ".join(k for k in KINDS if samples[names[0]][k])
                    + "): "
                    + ", ".join(
                        f"{n} " + "/".join(f"{s[k][-1]['ready_s']:.2f}" for k in KINDS if s[k])
                        for n, s in samples.items()
                    ),
                    flush=True,
                )
            measured_inside = inside(origin, p, site) if with_inside else None
        server.shutdown()
        if baseline:
            baseline_server.shutdown()

    def med(name, kind, key):
        return statistics.median(s[key] for s in samples[name][kind] if key in s)

    summary = {
        name: {
            kind: {key: med(name, kind, key) for key in dict.fromkeys(k for s in samples[name][kind] for k in s)}
            for kind in KINDS
            if samples[name][kind]
        }
        for name in variants
    }
    for name in variants:
        for kind in summary[name]:
            summary[name][kind]["best_ready_s"] = min(s["ready_s"] for s in samples[name][kind])
    # (variant, reference, kind, the reference's kind): a visit after the checker's against bare Pyodide's repeat visit
    pairs = [
        (variant, bare, kind, REFERENCE_KIND.get(kind, kind))
        for variant in variants
        if variant.startswith("site-") or variant == BASELINE
        for bare in ("bare-pyodide", "bare-worker")
        if bare in variants
        for kind in KINDS
        if kind in summary[variant] and REFERENCE_KIND.get(kind, kind) in summary[bare]
    ]
    ratios = {f"{v}/{b}_{k}": summary[v][k]["ready_s"] / summary[b][rk]["ready_s"] for v, b, k, rk in pairs}
    # Per-run ratios (variant and reference loaded back to back) cancel slow drifts of a busy machine.
    paired = {
        f"{v}/{b}_{k}": statistics.median(x["ready_s"] / y["ready_s"] for x, y in zip(samples[v][k], samples[b][rk]))
        for v, b, k, rk in pairs
    }
    best = {f"{v}/{b}_{k}": summary[v][k]["best_ready_s"] / summary[b][rk]["best_ready_s"] for v, b, k, rk in pairs}
    # loadPyodide() itself takes 2.8 s on one load and 4 s on the next on a small VM, whichever page
    # runs it: comparing the time each page spends *besides* loadPyodide, added to the reference's
    # median, gives the ratio the two pages would have at an equal Pyodide start-up.
    equal = {
        f"{v}/{b}_{k}": (
            summary[b][rk]["ready_s"] + summary[v][k]["besides_pyodide_s"] - summary[b][rk]["besides_pyodide_s"]
        )
        / summary[b][rk]["ready_s"]
        for v, b, k, rk in pairs
        if "besides_pyodide_s" in summary[v][k]
    }
    bytes_ratios = {
        f"{v}/{b}_{measure}": summary[v]["cold"][measure] / summary[b]["cold"][measure]
        for v, b, k, _ in pairs
        if k == "cold"
        for measure in ("bytes", "gzip_bytes", "sent_bytes", "sent_to_ready_bytes")
    }
    # What this host sent us against what a host that gzips every file sends the reference.
    for v, b, k, _ in pairs:
        if k == "cold":
            bytes_ratios[f"{v}/{b}_sent_vs_gzip"] = summary[v]["cold"]["sent_bytes"] / summary[b]["cold"]["gzip_bytes"]
    return {
        "date": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "runs": runs,
        "repeat": repeat,
        "host": host,
        "link": link.describe() if link else None,
        "query": QUERY,
        "summary": summary,
        "bytes_ratios": bytes_ratios,
        "load": os.getloadavg(),
        "load_during_run": loads.stop(),
        "ratios": ratios,
        "paired_ratios": paired,
        "best_ratios": best,
        "equal_pyodide_ratios": equal,
        "external_requests": len(external),
        "errors": errors,
        "samples": samples,
        **({"inside": measured_inside} if measured_inside else {}),
    }


# --- inside the page (--inside) ---------------------------------------------------------------------

CORPUS = ROOT / "tests" / "corpus"


def big_edital(size: int = 1_000_000) -> str:
    """About `size` characters of edital text: the corpus editais one after the other, repeated."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(CORPUS.glob("*.txt"))]
    parts, total = [], 0
    while total < size:
        for text in texts:
            parts.append(text)
            total += len(text)
    return "\n".join(parts)


def classified_list(count: int = 10_000) -> str:
    """A classified list of `count` candidates: every 5th declares negro, every 20th PcD."""
    rows = ["id,rank,negro,pcd,withdrawn"]
    rows += [f"c{i},{i},{int(i % 5 == 0)},{int(i % 20 == 0)},{int(i % 97 == 0)}" for i in range(1, count + 1)]
    return "\n".join(rows) + "\n"


def text_pdf(pages: int = 100) -> bytes:
    """A PDF of `pages` pages of edital-like text (Helvetica, no images), written by hand."""
    lines = [line for line in big_edital(200_000).splitlines() if line.strip()]
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        None,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    kids = []
    for n in range(pages):
        chunk = lines[(n * 45) % len(lines) :][:45]
        ops = ["BT /F1 10 Tf 50 800 Td 14 TL"]
        for line in chunk:
            safe = (
                line[:100]
                .encode("cp1252", "replace")
                .replace(b"\\", b"\\\\")
                .replace(b"(", b"\\(")
                .replace(b")", b"\\)")
            )
            ops.append("(" + safe.decode("latin-1") + ") '")
        ops.append("ET")
        stream = "\n".join(ops).encode("latin-1")
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>"
            % len(objects)
        )
        kids.append(len(objects))
    objects[1] = b"<< /Type /Pages /Count %d /Kids [%s] >>" % (pages, b" ".join(b"%d 0 R" % k for k in kids))
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(
        b"%010d 00000 n \n" % o for o in offsets
    )
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def timed(page, start_js: str, done_attribute: str, timeout_ms: int = 600_000) -> float:
    """Seconds from running `start_js` in the page to the page setting a new `done_attribute` on <html>."""
    before = page.get_attribute("html", done_attribute)
    start = time.perf_counter()
    page.evaluate(start_js)
    page.wait_for_function(
        f"(b) => document.documentElement.getAttribute('{done_attribute}') !== b",
        arg=before,
        timeout=timeout_ms,
        polling=20,
    )
    return time.perf_counter() - start


def inside(origin: str, p, tmp: Path) -> dict:
    """The shipped pages doing heavy work: lint of a 1 MB edital (pasted), of a 100-page PDF (file),
    and the allocation of 10 000 candidates on the calls page; click to result, engine warm."""
    text, csv, pdf = big_edital(), classified_list(), tmp / "edital-100-paginas.pdf"
    pdf.write_bytes(text_pdf())
    result = {"edital_chars": len(text), "pdf_bytes": pdf.stat().st_size}
    with tempfile.TemporaryDirectory() as profile:
        context = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = context.new_page()
        page.goto(origin + "verificar.html")
        page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
        page.evaluate("(t) => { document.querySelector('#texto').value = t; }", text)
        result["lint_1mb_s"] = timed(page, "document.querySelector('#verificador').requestSubmit()", "data-result")
        result["lint_1mb_summary"] = page.inner_text("#resultado").split("\n")[0]
        page.evaluate("document.querySelector('#texto').value = ''")
        page.set_input_files("#arquivo", str(pdf))
        result["pdf_100_pages_s"] = timed(page, "document.querySelector('#verificador').requestSubmit()", "data-result")
        result["pdf_summary"] = page.inner_text("#resultado").split("\n")[0]
        page.goto(origin + "chamada.html?lei=go&data=2025-10-15")
        page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
        page.fill("#vagas", "2000")
        page.evaluate("(t) => { document.querySelector('#csv').value = t; }", csv)
        result["allocate_10k_s"] = timed(
            page, "document.querySelector('#alocacao').requestSubmit()", "data-done-chamada-alocar"
        )
        result["allocate_summary"] = page.inner_text("#alocacao-resultado").split("\n")[0]
        context.close()
    return result


def report(result: dict) -> str:
    load = ", ".join(f"{x:.1f}" for x in result.get("load", ()))
    lines = [
        f"Site benchmark ({result['runs']} runs, medians; {result['date']}; load average at the end {load}; "
        f"external requests: {result['external_requests']}; host: {result['host']}; link: {result['link'] or 'localhost'})",
        "load average (1 min) during the run: "
        + ", ".join(f"{k} {v:.1f}" for k, v in result.get("load_during_run", {}).items()),
        "",
        "| page | cold ready | warm ready | best cold / warm | first paint (cold / warm) | longest frame gap (cold / warm) | "
        "bytes first visit raw / gzip -9 | sent by this host: first visit (to ready) | bytes repeat visit |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, s in result["summary"].items():
        c, w = s["cold"], s["warm"]
        lines.append(
            f"| {name} | {c['ready_s']:.2f} s | {w['ready_s']:.2f} s | {c['best_ready_s']:.2f} / {w['best_ready_s']:.2f} s | "
            f"{c['fcp_s']:.2f} / {w['fcp_s']:.2f} s | {c['max_frame_gap_ms']:.0f} / {w['max_frame_gap_ms']:.0f} ms | "
            f"{c['bytes'] / 1e6:.2f} MB / {c['gzip_bytes'] / 1e6:.2f} MB | "
            f"{c['sent_bytes'] / 1e6:.2f} MB ({c['sent_to_ready_bytes'] / 1e6:.2f} MB) | {w['sent_bytes'] / 1e3:.1f} kB |"
        )
    if result.get("repeat"):
        lines += [
            "",
            f"Repeat visits, each in a new browser session on the visitor's profile once the visit before had been idle "
            f"{REPEAT_IDLE_S:.0f} s, each session left alone {BROWSER_SETTLE_S:.0f} s before the visit (disk caches and service worker kept, nothing in the renderer's memory; 'warm' above "
            "reloads in the same session): 'repeat' = the calculator again; 'after checker' = the calculator after a "
            "checker visit that ran its warm-ups (V8's code cache of the wasm written then), compared with bare Pyodide's "
            "'repeat'. Medians:",
            "",
            "| page | repeat: ready | after checker: ready | repeat: loadPyodide() | after checker: loadPyodide() | bytes sent |",
            "|---|---|---|---|---|---|",
        ]
        for name, s in result["summary"].items():
            r, a = s.get("repeat"), s.get("after checker")
            if not r:
                continue
            lines.append(
                f"| {name} | {r['ready_s']:.2f} s | {a['ready_s']:.2f} s |"
                if a
                else f"| {name} | {r['ready_s']:.2f} s | — |"
            )
            lines[-1] += (
                f" {r.get('load_pyodide_s', 0):.2f} s | {a.get('load_pyodide_s', 0):.2f} s |"
                if a
                else f" {r.get('load_pyodide_s', 0):.2f} s | — |"
            )
            lines[-1] += f" {r['sent_bytes'] / 1e3:.1f} kB |"
    lines += [
        "",
        "Where the time goes (medians, cold / warm): engine start = navigation → loadPyodide() called; "
        "package = our zip put in place, cotacheck.web imported, first calculation; besides = ready − loadPyodide()",
        "",
        "| page | engine start | loadPyodide() | package | besides loadPyodide() |",
        "|---|---|---|---|---|",
    ]
    for name, s in result["summary"].items():
        c, w = s["cold"], s["warm"]
        if "load_pyodide_s" in c:
            lines.append(
                " | ".join(
                    [f"| {name}"]
                    + [
                        f"{c[k]:.2f} / {w[k]:.2f} s"
                        for k in ("engine_start_s", "load_pyodide_s", "package_s", "besides_pyodide_s")
                    ]
                )
                + " |"
            )
    lines += [
        "",
        "The engine's stages, seconds from navigation (medians, cold / warm; engine-worker.mjs's marks, bench/site_bench.py STAGES)",
        "",
        "| page | " + " | ".join(STAGES) + " |",
        "|---|" + "---|" * len(STAGES),
    ]
    for name, s in result["summary"].items():
        c, w = s["cold"], s["warm"]
        if any(f"at_{stage}_s" in c for stage in STAGES):
            cells = [
                f"{c[k]:.2f} / {w[k]:.2f}" if k in c and k in w else "—" for k in (f"at_{stage}_s" for stage in STAGES)
            ]
            lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines.append("")
    for key, value in result["ratios"].items():
        extra = (
            f"; {result['equal_pyodide_ratios'][key]:.3f} at equal loadPyodide()"
            if key in result["equal_pyodide_ratios"]
            else ""
        )
        lines.append(
            f"- ready ratio {key}: {value:.3f} (ratio of medians); {result['paired_ratios'][key]:.3f} (median of per-run ratios); "
            f"{result['best_ratios'][key]:.3f} (best loads){extra}"
            + ("; against bare Pyodide's repeat visit" if key.endswith("after checker") else "")
        )
    for key, value in result["bytes_ratios"].items():
        lines.append(f"- first-visit bytes ratio {key}: {value:.3f}")
    if "inside" in result:
        i = result["inside"]
        lines += [
            "",
            "Inside the shipped pages (engine ready, click to result):",
            f"- lint of a {i['edital_chars'] / 1e6:.2f} MB edital pasted on verificar.html: {i['lint_1mb_s']:.2f} s ({i['lint_1mb_summary']})",
            f"- lint of a 100-page PDF ({i['pdf_bytes'] / 1e3:.0f} kB) chosen on verificar.html: {i['pdf_100_pages_s']:.2f} s ({i['pdf_summary']})",
            f"- allocation of 10 000 candidates to 2 000 vacancies on chamada.html: {i['allocate_10k_s']:.2f} s ({i['allocate_summary']})",
        ]
    if result["errors"]:
        lines += ["", "errors:"] + [f"  {e}" for e in result["errors"][:20]]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--alternatives", action="store_true", help="also measure " + ", ".join(ALTERNATIVES))
    parser.add_argument(
        "--inside",
        action="store_true",
        help="also time a 1 MB edital, a 100-page PDF and 10 000 candidates in the pages",
    )
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "site_bench.json")
    parser.add_argument(
        "--host", choices=HOSTS, default="plain", help="what the server compresses (bench/site_link.py)"
    )
    parser.add_argument(
        "--throttle", type=parse_throttle, default=None, metavar="RATE,LATENCY", help="a slow link, e.g. 9mbit,60ms"
    )
    parser.add_argument(
        "--baseline-site",
        type=Path,
        default=None,
        metavar="DIR",
        help="also measure the calculator of another build (e.g. main's) in the same run",
    )
    parser.add_argument(
        "--repeat",
        action="store_true",
        help="also time repeat visits in new browser sessions (after idle; the calculator after a checker visit)",
    )
    args = parser.parse_args(argv)
    result = run(args.runs, args.alternatives, args.inside, args.host, args.throttle, args.baseline_site, args.repeat)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=2), encoding="utf-8")
    print(report(result))
    print(f"\n(all samples in {args.json})")
    return 1 if result["external_requests"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
