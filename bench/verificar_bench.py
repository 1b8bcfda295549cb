"""In-page speed of the edital checker (verificar.html) in Chromium: a real PDF from upload to the
findings and to the last line of the edital laid out, the longest gap between animation frames over
that whole time (how long the page froze), first and later upload in the same page, and 1 MB of
pasted text. The first upload comes once the page has warmed the PDF reader up while idle
(<html data-pdf-warm>; how long that took after the engine was ready is printed), as a reader
choosing a file gives it time to, and once the second PDF reader is ready (<html data-pdf-second>);
`--at-once` uploads as soon as the engine is ready instead. The same file read by CPython in this
process is the baseline of the run (page / CPython). This tree is measured twice: as built (a PDF
read by two engines, a few pages at a time each) and kept to one (`window.cotacheckPdfReaders = 1`);
`--baseline-site DIR` also runs another build of the site (e.g. main's) in the same run. The
"readers" column says how many engines read each PDF.

    python3 bench/verificar_bench.py [--runs N] [--at-once] [--baseline-site DIR] [--pdf FILE ...]

The machine is shared: the load average is printed before and after.
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

from site_bench import CHROMIUM, CHROMIUM_ARGS, big_edital  # noqa: E402

from cotacheck.interfaces.site.builder import build_site  # noqa: E402
from cotacheck.interfaces.site.server import serve_in_thread  # noqa: E402

REAL = Path(os.environ.get("COTACHECK_REAL_EDITAIS", ROOT.parent.parent / "shared" / "real-editais"))
if not REAL.is_dir():
    REAL = Path("/work/shared/real-editais")
DEFAULT_PDFS = [REAL / "fed_ifsul_2024_professor.pdf", REAL / "fed_bancodobrasil_2022_cesgranrio.pdf"]

# Records the longest gap between animation frames from start() to stop(): the page's jank.
MONITOR = """
window.__gaps = { max: 0, last: 0, on: false, frames: 0,
  start() { this.max = 0; this.frames = 0; this.on = true; this.last = performance.now();
    const tick = (t) => { if (!this.on) return; this.max = Math.max(this.max, t - this.last); this.last = t; this.frames++; requestAnimationFrame(tick); };
    requestAnimationFrame(tick); },
  stop() { this.on = false; this.max = Math.max(this.max, performance.now() - this.last); return { max: this.max, frames: this.frames }; } };
"""
LINES_DONE = "() => !document.documentElement.dataset.lines || document.documentElement.dataset.lines === 'done'"


def cpython_seconds(path: Path) -> float:
    """The baseline: the same file read and linted by CPython in this process."""
    from cotacheck.interfaces.web.linter import lint

    data = path.read_bytes()
    import base64

    start = time.perf_counter()
    lint({"arquivo": {"nome": path.name, "base64": base64.b64encode(data).decode()}})
    return time.perf_counter() - start


def one_check(page, start_js: str) -> dict:
    """Seconds from submit to findings (data-result) and to all lines (data-lines=done); longest frame gap."""
    before = page.get_attribute("html", "data-result")
    page.evaluate("window.__gaps.start()")
    start = time.perf_counter()
    page.evaluate(start_js)
    page.wait_for_function(
        "(b) => document.documentElement.dataset.result !== b && document.documentElement.dataset.result !== undefined",
        arg=before,
        timeout=600_000,
        polling=10,
    )
    findings = time.perf_counter() - start
    page.wait_for_function(LINES_DONE, timeout=600_000, polling=10)
    lines = time.perf_counter() - start
    page.wait_for_timeout(500)  # the frames after the result count too
    gaps = page.evaluate("window.__gaps.stop()")
    summary = page.inner_text("#resultado").split("\n")[0]
    return {
        "readers": page.get_attribute("html", "data-pdf-readers") or "—",
        "findings_s": findings,
        "lines_s": lines,
        "max_gap_ms": gaps["max"],
        "summary": summary,
        "lines": page.locator("#linhas-edital li").count(),
    }


def measure_site(p, url: str, pdfs: list[Path], text: str, at_once: bool = False, readers: int = 2) -> dict:
    out = {}
    with tempfile.TemporaryDirectory() as profile:
        context = p.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport={"width": 1280, "height": 900}
        )
        context.add_init_script(MONITOR + f"\nwindow.cotacheckPdfReaders = {readers};")
        page = context.new_page()
        page.goto(url + "verificar.html")
        page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
        if not at_once:
            ready = time.perf_counter()
            try:  # a site without the warm-up (an older build) has no data-pdf-warm: its time is the timeout
                page.wait_for_selector("html[data-pdf-warm]", state="attached", timeout=20_000)
                page.wait_for_function(
                    "() => ['ready', 'off'].includes(document.documentElement.dataset.pdfSecond)", timeout=30_000
                )
            except Exception:  # noqa: BLE001 - the Playwright timeout
                pass
            out["warm-up after ready"] = {"seconds": time.perf_counter() - ready}
        submit = "document.querySelector('#verificador').requestSubmit()"
        for label, path in [("first", pdfs[0]), *((f"then {q.name}", q) for q in pdfs[1:]), ("again", pdfs[0])]:
            page.evaluate("document.querySelector('#texto').value = ''")
            page.set_input_files("#arquivo", str(path))
            out[f"{path.name} ({label})"] = one_check(page, submit)
        page.set_input_files("#arquivo", [])
        page.evaluate("(t) => { document.querySelector('#texto').value = t; }", text)
        out[f"texto colado {len(text) / 1e6:.1f} MB"] = one_check(page, submit)
        context.close()
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--baseline-site", type=Path, help="another built site to measure in the same run")
    parser.add_argument("--pdf", type=Path, nargs="*", default=DEFAULT_PDFS)
    parser.add_argument("--at-once", action="store_true", help="first upload as soon as the engine is ready")
    args = parser.parse_args(argv)
    pdfs = [p for p in args.pdf if p.exists()]
    if not pdfs:
        print(f"no PDF found (looked for {', '.join(map(str, args.pdf))})")
        return 2
    from playwright.sync_api import sync_playwright

    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    for path in pdfs:
        print(f"CPython baseline, {path.name}: {cpython_seconds(path):.2f} s")
    text = big_edital()
    sites = {}
    with tempfile.TemporaryDirectory() as tmp:
        ours = Path(tmp) / "site"
        build_site(ours)
        sites["this tree"] = (ours, 2)
        sites["this tree, one PDF reader"] = (ours, 1)
        if args.baseline_site:
            sites["baseline"] = (args.baseline_site, 2)
        results: dict[str, list[dict]] = {}
        servers = []
        with sync_playwright() as p:
            for name, (site, readers) in sites.items():
                server, url = serve_in_thread(site)
                servers.append(server)
                results[name] = [measure_site(p, url, pdfs, text, args.at_once, readers) for _ in range(args.runs)]
        for server in servers:
            server.shutdown()
    cp = {path.name: cpython_seconds(path) for path in pdfs}
    for name, runs in results.items():
        print(f"\n## {name} ({args.runs} run(s), median)")
        print(
            "| input | readers | upload → findings | upload → all lines | longest frame gap | lines | page / CPython |"
            " summary |"
        )
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        warm = [r.pop("warm-up after ready")["seconds"] for r in runs if "warm-up after ready" in r]
        for key in runs[0]:
            med = {k: statistics.median(r[key][k] for r in runs) for k in ("findings_s", "lines_s", "max_gap_ms")}
            base = next((v for n, v in cp.items() if key.startswith(n)), None)
            ratio = f"{med['findings_s'] / base:.1f}×" if base else "—"
            print(
                f"| {key} | {runs[0][key]['readers']} | {med['findings_s']:.2f} s | {med['lines_s']:.2f} s | {med['max_gap_ms']:.0f} ms | "
                f"{runs[0][key]['lines']} | {ratio} | {runs[0][key]['summary']} |"
            )
        if warm:
            print(f"\nPDF reader warmed up {statistics.median(warm):.2f} s after the engine was ready (median)")
    print(f"\nCPython (after): {', '.join(f'{n} {s:.2f} s' for n, s in cp.items())}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
