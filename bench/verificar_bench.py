"""In-page speed of the edital checker (verificar.html) in Chromium.

First a pasted edital (CAIXA 2025, ~145 000 characters; `--text FILE`) against CPython in the same run:
the CPython time of `lint` on the same text (CPU and wall seconds, measured between the page's checks,
so under the same load), the first check submitted as soon as the page says "pronto" (<html
data-ready>, in a fresh profile), the first check submitted once the page has warmed the linter up
(<html data-lint-warm="done">, another fresh profile) and once every warm-up of the page is over (the
PDF readers' too, a third), the time from navigation to the first result
of a check submitted as early as the page allows (the button enabled, a fourth fresh profile: what
moving "pronto" cannot hide), then warm checks once the page's warm-up is over, each with the split
of its time that the page records (`window.cotacheckCheckMarks`, site/js/verificar-marks.js: the trip
to the worker, Python's work and JSON, the trip back, phase 1 in the DOM and painted, the lines, the
link) and the CPU time of the engine's thread and of the browser's background threads (the
renderer's thread pool, where V8 compiles optimised wasm) over the check, read from /proc: figures
the machine's load does not stretch. And the same editais chosen as files at once (the batch, <html data-lote>) against one by one.
`--repeat` adds repeat visits, each in a new browser session on one profile (the disk caches and the
service worker kept, nothing left in the renderer's memory) once the visit before it was idle (every
warm-up over, REPEAT_IDLE_S more): the first check submitted at "pronto" on the second visit (the wasm
compiled again: the first visit compiled it from the page's download, which V8 cannot cache) and, in
another profile, on the third visit (after a second visit's warm-ups, whose Python makes V8 optimise
enough of the wasm for Chromium to keep its code: V8's code cache, bench/ready_trace.py --visits),
each against warm checks made later in the same visit.

Then a real PDF from upload to the
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

    python3 bench/verificar_bench.py [--runs N] [--warm N] [--at-once] [--baseline-site DIR] [--pdf FILE ...]
                                     [--text FILE] [--batch FILE ...] [--no-pdf] [--no-text] [--repeat]

The machine is shared: the load average is printed before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from site_bench import BROWSER_SETTLE_S, CHROMIUM, CHROMIUM_ARGS, REPEAT_IDLE_S, big_edital, fresh_checker  # noqa: E402

from cotacheck.interfaces.site.builder import build_site  # noqa: E402
from cotacheck.interfaces.site.server import serve_in_thread  # noqa: E402

REAL = Path(os.environ.get("COTACHECK_REAL_EDITAIS", ROOT.parent.parent / "shared" / "real-editais"))
if not REAL.is_dir():
    REAL = Path("/work/shared/real-editais")
DEFAULT_PDFS = [REAL / "fed_ifsul_2024_professor.pdf", REAL / "fed_bancodobrasil_2022_cesgranrio.pdf"]
DEFAULT_TEXT = REAL / "fed_caixa_2025_cesgranrio.txt"
DEFAULT_BATCH = [
    REAL / f"{name}.txt"
    for name in (
        "fed_bancodobrasil_2022_cesgranrio",
        "fed_basa_2021_cesgranrio",
        "fed_bnb_2024_cesgranrio",
        "fed_bndes_2024_cesgranrio",
        "fed_caixa_2025_cesgranrio",
        "fed_cvm_2024_fgv",
    )
]
#: The split of a check's time from the page's marks (site/js/verificar-marks.js): (label, from, to);
#: a `to` of None takes the duration the mark itself holds (Python's own seconds).
SPLIT = [
    ("form → request sent", "submit", "sent"),
    ("to the worker (postMessage; and any call running there)", "sent", "received"),
    ("waiting for the engine to be ready", "received", "start"),
    ("Python: lint (the engine's work)", "work", None),
    ("Python: the answer's JSON", "json", None),
    ("worker: the call around Python", "start", "posted"),  # minus work and json, below
    ("answer to the page (postMessage)", "posted", "arrived"),
    ("JSON.parse on the page", "arrived", "parsed"),
    ("phase 1: summary, table, findings in the DOM", "parsed", "shown"),
    ("phase 1: laid out and painted", "shown", "painted"),
]
CHECK = "check (submit → phase 1 painted)"
MARKS_DONE = (
    "() => { const m = window.cotacheckCheckMarks; const h = document.documentElement.dataset;"
    " return m && m.painted && m.lines && h.lines === 'done'; }"
)

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


def cpython_text(text: str) -> tuple[float, float]:
    """(CPU, wall) seconds of the bridge's `lint` on `text` in this process, as the page calls it."""
    from cotacheck.web import call

    request = json.dumps({"texto": text})
    cpu, wall = time.process_time(), time.perf_counter()
    call("lint", request)
    return time.process_time() - cpu, time.perf_counter() - wall


def thread_cpu(page) -> tuple[float, float]:
    """CPU ms so far of the browser's engine threads (DedicatedWorker) and of the renderer's thread pool
    (ThreadPoolForeg…: V8's background compilation), from /proc: Linux only, else (0, 0)."""
    profile, worker, pool = getattr(page, "cotacheck_profile", None), 0.0, 0.0
    tick = 1000 / os.sysconf("SC_CLK_TCK")
    for pid in os.listdir("/proc") if profile and os.path.isdir("/proc") else []:
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
            if not pid.isdigit() or profile not in command or "--type=renderer" not in command:
                continue
            for tid in os.listdir(f"/proc/{pid}/task"):
                stat = Path(f"/proc/{pid}/task/{tid}/stat").read_text()
                name, fields = stat[stat.index("(") + 1 : stat.rindex(")")], stat[stat.rindex(")") + 2 :].split()
                ms = (int(fields[11]) + int(fields[12])) * tick
                if name.startswith("DedicatedWorker"):
                    worker += ms
                elif name.startswith("ThreadPool"):
                    pool += ms
        except (OSError, ValueError):
            continue
    return worker, pool


WORKER_CPU = "CPU: the engine's thread (worker)"
POOL_CPU = "CPU: the browser's background threads (V8 compiling)"


def split_of(marks: dict) -> dict:
    """The page's marks → ms per step of SPLIT, with the check (submit → painted), the lines and the link."""
    out = {}
    for label, start, end in SPLIT:
        out[label] = marks.get(start, 0) if end is None else marks[end] - marks[start]
    out["worker: the call around Python"] -= marks.get("work", 0) + marks.get("json", 0)
    out[CHECK] = marks["painted"] - marks["submit"]
    out["phase 2: all the lines (from submit)"] = marks["lines"] - marks["submit"]
    if "link" in marks:
        out["result link made (from submit)"] = marks["link"] - marks["submit"]
    return out


OBSERVED = "seen by the bench: submit → <html data-result>"


def paste_and_check(page, text: str) -> dict:
    """Paste `text`, submit, wait for the result and the lines: the page's split (ms) and what the bench
    saw (a build without the marks, e.g. an older baseline, has only the latter)."""
    before = page.get_attribute("html", "data-result") or ""
    page.evaluate(
        "(t) => { document.querySelector('#arquivo').value = ''; document.querySelector('#texto').value = t; }", text
    )
    worker, pool = thread_cpu(page)
    start = time.perf_counter()
    page.evaluate("document.querySelector('#verificador').requestSubmit()")
    page.wait_for_function(
        "(b) => (document.documentElement.dataset.result || '') !== b", arg=before, timeout=600_000, polling=10
    )
    seen = (time.perf_counter() - start) * 1000
    if page.evaluate("!window.cotacheckCheckMarks"):
        page.wait_for_function(LINES_DONE, timeout=600_000, polling=10)
        return {OBSERVED: seen}
    page.wait_for_function(MARKS_DONE, timeout=600_000, polling=10)
    worker_after, pool_after = thread_cpu(page)
    cpu = {WORKER_CPU: worker_after - worker, POOL_CPU: pool_after - pool}
    return {**split_of(page.evaluate("window.cotacheckCheckMarks")), OBSERVED: seen, **cpu}


def warmed_up(page) -> None:
    """The page's warm-up over (PDF readers ready or off), then a moment of idle."""
    page.wait_for_function(
        "() => ['ready', 'off'].includes(document.documentElement.dataset.pdfSecond)", timeout=300_000
    )
    page.wait_for_timeout(500)


def files_one_by_one(page, files: list[Path]) -> float:
    """Seconds from each file's submit to its result painted and its lines done, summed."""
    total = 0.0
    for path in files:
        page.evaluate("document.querySelector('#texto').value = ''")
        page.set_input_files("#arquivo", str(path))
        before = page.get_attribute("html", "data-result") or ""
        start = time.perf_counter()
        page.evaluate("document.querySelector('#verificador').requestSubmit()")
        page.wait_for_function(
            "(b) => (document.documentElement.dataset.result || '') !== b", arg=before, timeout=600_000, polling=10
        )
        try:
            done = (
                LINES_DONE if page.evaluate("!window.cotacheckCheckMarks") else MARKS_DONE
            )  # an older build: no marks
            page.wait_for_function(done, timeout=120_000, polling=10)
        except Exception:  # noqa: BLE001 - the Playwright timeout: say what the page had
            state = page.evaluate(
                "[JSON.stringify(window.cotacheckCheckMarks), document.documentElement.dataset.lines]"
            )
            raise SystemExit(f"{path.name}: no result painted with its lines: {state}") from None
        total += time.perf_counter() - start
    return total


def files_at_once(page, files: list[Path]) -> float:
    """Seconds from submit to the batch's last row (<html data-lote="done">)."""
    page.evaluate("document.querySelector('#texto').value = ''")
    page.set_input_files("#arquivo", [str(p) for p in files])
    page.evaluate("document.documentElement.removeAttribute('data-lote')")
    start = time.perf_counter()
    page.evaluate("document.querySelector('#verificador').requestSubmit()")
    page.wait_for_selector("html[data-lote=done]", state="attached", timeout=600_000)
    return time.perf_counter() - start


def measure_text(p, url: str, text: str, warm: int, batch: list[Path], repeat: bool = False) -> dict:
    """One fresh profile: the first check at "pronto", `warm` checks after the warm-up (CPython's time of
    the same text after each), and the batch against one by one."""
    out = {"warm": [], "cpython": [], "load": os.getloadavg()[0]}
    with fresh_checker(p, url) as page:
        # navigation → the engine ready (the worker's mark): what "pronto" costs on this page
        out["ready_ms"] = page.evaluate("window.cotacheckEngineMarks.ready - performance.timeOrigin")
        out["first"] = paste_and_check(page, text)
        # the page's functions imported by the worker right after ready (engine-boot.js data-needs)
        out["prepared_ms"] = page.evaluate(
            "window.cotacheckEnginePrepared ? window.cotacheckEnginePrepared.at - window.cotacheckEngineMarks.ready : null"
        )
        warmed_up(page)
        for _ in range(warm):
            out["warm"].append(paste_and_check(page, text))
            page.wait_for_timeout(300)
            out["cpython"].append(cpython_text(text))
        if batch:
            out["one by one"] = files_one_by_one(page, batch)
            page.wait_for_timeout(300)
            out["at once"] = files_at_once(page, batch)
    with fresh_checker(p, url) as page:
        # the page's own warm-up of the linter over (<html data-lint-warm="done">), then the first check
        page.wait_for_selector("html[data-lint-warm='done']", state="attached", timeout=300_000)
        out["first at warm"] = paste_and_check(page, text)
    with fresh_checker(p, url) as page:
        # every warm-up of the page over (the linter's, then the PDF readers'), then the first check:
        # what a reader who pastes an edital some seconds after "pronto" gets
        ready = page.evaluate("window.cotacheckEngineMarks.ready")
        warmed_up(page)
        out["idle after ready s"] = (page.evaluate("performance.timeOrigin + performance.now()") - ready) / 1000
        out["first at idle"] = paste_and_check(page, text)
    out["earliest"] = earliest_result(p, url, text)
    if repeat:
        out["repeat"] = repeat_visits(p, url, text, max(warm, 1))
    return out


def checker_session(p, profile: str, url: str):
    """verificar.html in a new browser session on `profile` (a repeat visit once it has been used), ready."""
    context = p.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport={"width": 1280, "height": 900}
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.cotacheck_profile = profile
    page.wait_for_timeout(BROWSER_SETTLE_S * 1000)  # the browser's own start-up work over
    page.goto(url + "verificar.html")
    page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
    return context, page


def idle_visit(p, profile: str, url: str) -> None:
    """A visit that only waits for every warm-up to be over, and REPEAT_IDLE_S more."""
    context, page = checker_session(p, profile, url)
    warmed_up(page)
    page.wait_for_timeout(REPEAT_IDLE_S * 1000)
    context.close()


def repeat_visits(p, url: str, text: str, warm: int) -> dict:
    """The first check at "pronto" on a second visit and on a third one (V8's code cache), each with
    `warm` checks after it in the same visit, once its warm-ups are over."""
    out = {}
    for label, idle_visits in (("second visit", 1), ("third visit", 2)):
        with tempfile.TemporaryDirectory() as profile:
            for _ in range(idle_visits):
                idle_visit(p, profile, url)
            context, page = checker_session(p, profile, url)
            first = paste_and_check(page, text)
            warmed_up(page)
            checks = []
            for _ in range(warm):
                checks.append(paste_and_check(page, text))
                page.wait_for_timeout(300)
            context.close()
        out[label] = {"first": first, "warm": checks}
    return out


def earliest_result(p, url: str, text: str) -> float:
    """Seconds from navigation to the first result painted (phase 1), the edital pasted and submitted as
    soon as the page allows it (the button enabled, whatever the engine's state): a fresh profile."""
    with tempfile.TemporaryDirectory() as profile:
        context = p.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport={"width": 1280, "height": 900}
        )
        page = context.new_page()
        page.goto(url + "verificar.html", wait_until="commit")
        page.wait_for_selector("#verificar:not([disabled])", timeout=120_000)
        page.evaluate("(t) => { document.querySelector('#texto').value = t; }", text)
        page.evaluate("document.querySelector('#verificador').requestSubmit()")
        page.wait_for_selector("html[data-result]", state="attached", timeout=600_000)
        painted = "() => !window.cotacheckCheckMarks || window.cotacheckCheckMarks.painted"
        page.wait_for_function(painted, timeout=600_000, polling=10)
        at = page.evaluate(
            "(window.cotacheckCheckMarks ? window.cotacheckCheckMarks.painted : performance.timeOrigin + performance.now())"
            " - performance.timeOrigin"
        )
        context.close()
    return at / 1000


def report_text(name: str, runs: list[dict], text_name: str, size: int, batch: list[Path]) -> None:
    """The text section's table: CPython, the first and the warm checks, the split, the batch."""
    median = statistics.median
    cpu = median(c for r in runs for c, _ in r["cpython"])
    wall = median(w for r in runs for _, w in r["cpython"])
    warm = [w for r in runs for w in r["warm"]]
    key = CHECK if CHECK in warm[0] else OBSERVED  # an older build without the marks: what the bench saw
    check = median(w[key] for w in warm) / 1000
    first = median(r["first"][key] for r in runs) / 1000
    print(
        f"\n## {name}: {text_name} pasted ({size:,} characters), {len(runs)} run(s) × {len(warm) // len(runs)} warm checks"
    )
    loads = [r["load"] for r in runs if "load" in r]
    if loads:
        print(f"- load average (1 min) at each run's start: {', '.join(f'{x:.1f}' for x in loads)}")
    print(f"- CPython, the same `lint` call: {cpu:.3f} CPU s, {wall:.3f} s wall (median, between the page's checks)")
    print(
        f"- warm check ({key}): {check:.3f} s = {check / wall:.2f}× CPython wall, "
        f"{check / cpu:.2f}× CPython CPU (target ≤ 3×)"
    )
    print(f'- first check, submitted at "pronto": {first:.3f} s = {first / check:.2f}× a warm one')
    at_warm = [r["first at warm"][key] / 1000 for r in runs if "first at warm" in r]
    if at_warm:
        print(
            f"- first check, submitted once the page has warmed the linter up (<html data-lint-warm=done>): "
            f"{median(at_warm):.3f} s = {median(at_warm) / check:.2f}× a warm one (target ≤ 1.5×)"
        )
    at_idle = [r["first at idle"][key] / 1000 for r in runs if "first at idle" in r]
    if at_idle:
        after = median(r["idle after ready s"] for r in runs)
        print(
            f"- first check, submitted once every warm-up is over (the PDF readers' too, {after:.1f} s after ready): "
            f"{median(at_idle):.3f} s = {median(at_idle) / check:.2f}× a warm one"
        )
    if CHECK in warm[0] and WORKER_CPU in warm[0]:
        for label, name in (
            ("at pronto", "first"),
            ("at warm-up done", "first at warm"),
            ("once every warm-up is over", "first at idle"),
        ):
            cpus = [(r[name][WORKER_CPU], r[name][POOL_CPU]) for r in runs if name in r and WORKER_CPU in r[name]]
            if cpus:
                w, b = median(c[0] for c in cpus), median(c[1] for c in cpus)
                ww, wb = median(x[WORKER_CPU] for x in warm), median(x[POOL_CPU] for x in warm)
                print(
                    f"  CPU of the first check {label}: engine thread {w:.0f} ms ({w / ww:.2f}× a warm check's {ww:.0f}), "
                    f"V8 background {b:.0f} ms (a warm check: {wb:.0f} ms)"
                )
    for label in ("second visit", "third visit"):
        visits = [r["repeat"][label] for r in runs if "repeat" in r]
        if not visits:
            continue
        firsts = [v["first"][key] / 1000 for v in visits]
        warms = [w[key] / 1000 for v in visits for w in v["warm"]]
        ratios = [v["first"][key] / median(w[key] for w in v["warm"]) for v in visits]
        cache = "V8's code cache written by the second visit's warm-ups" if label == "third visit" else "no code cache"
        line = (
            f'- first check at "pronto" on a repeat visit, the {label} ({cache}; a new browser session): '
            f"{median(firsts):.3f} s = {median(ratios):.2f}× a warm check of the same visit ({median(warms):.3f} s; "
            f"per run: {', '.join(f'{x:.2f}×' for x in ratios)}; target ≤ 1.5×)"
        )
        if WORKER_CPU in visits[0]["first"]:
            w = median(v["first"][WORKER_CPU] for v in visits)
            b = median(v["first"][POOL_CPU] for v in visits)
            ww = median(x[WORKER_CPU] for v in visits for x in v["warm"])
            line += f"; CPU: engine {w:.0f} ms ({w / ww:.2f}× a warm check's {ww:.0f}), V8 background {b:.0f} ms"
        print(line)
    earliest = [r["earliest"] for r in runs if "earliest" in r]
    if earliest:
        print(f"- navigation → first result, submitted as early as the page allows: {median(earliest):.3f} s")
    ready = [r["ready_ms"] / 1000 for r in runs if "ready_ms" in r]
    if ready:
        print(f"- the page ready (navigation → engine ready, fresh profile): {median(ready):.3f} s")
    prepared = [r["prepared_ms"] / 1000 for r in runs if r.get("prepared_ms") is not None]
    if prepared:
        print(f"- the linter imported by the worker right after ready, in: {median(prepared):.3f} s")
    print('\n| step of a warm check | median ms | first check at "pronto" ms | first check at warm-up done ms |')
    print("| --- | --- | --- | --- |")
    for key in warm[0]:
        shown = []
        for name in ("first", "first at warm"):
            firsts = [r[name].get(key) for r in runs if name in r and key in r[name]]
            shown.append(f"{median(firsts):.0f}" if firsts else "—")
        print(f"| {key} | {median(w.get(key, 0) for w in warm):.0f} | {shown[0]} | {shown[1]} |")
    if batch:
        one = median(r["one by one"] for r in runs)
        once = median(r["at once"] for r in runs)
        print(
            f"\n- {len(batch)} editais as files: at once {once:.2f} s, one by one {one:.2f} s (result and lines each): "
            f"{once / one:.2f}× (target ≤ 0.8×)"
        )


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
    with fresh_checker(p, url, MONITOR + f"\nwindow.cotacheckPdfReaders = {readers};") as page:
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
    return out


def text_section(args, batch: list[Path], sync_playwright) -> None:
    """The pasted text's section for this tree (and the baseline site), runs alternated."""
    text = args.text.read_text(encoding="utf-8")
    cpython_text(text)  # the linter imported and warm in this process, as the page's engine is
    with tempfile.TemporaryDirectory() as tmp:
        ours = Path(tmp) / "site"
        build_site(ours)
        sites = {"this tree": ours, **({"baseline": args.baseline_site} if args.baseline_site else {})}
        servers = {name: serve_in_thread(site) for name, site in sites.items()}
        runs: dict[str, list[dict]] = {name: [] for name in sites}
        with sync_playwright() as p:
            for _ in range(args.runs):
                for name, (_server, url) in servers.items():
                    runs[name].append(measure_text(p, url, text, args.warm, batch, args.repeat))
        for server, _url in servers.values():
            server.shutdown()
    for name, done in runs.items():
        report_text(name, done, args.text.name, len(text), batch)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--baseline-site", type=Path, help="another built site to measure in the same run")
    parser.add_argument("--pdf", type=Path, nargs="*", default=DEFAULT_PDFS)
    parser.add_argument("--at-once", action="store_true", help="first upload as soon as the engine is ready")
    parser.add_argument("--text", type=Path, default=DEFAULT_TEXT, help="the edital pasted (the check and its split)")
    parser.add_argument("--warm", type=int, default=5, help="warm checks of the text per run")
    parser.add_argument("--batch", type=Path, nargs="*", default=DEFAULT_BATCH, help="files chosen at once")
    parser.add_argument("--no-text", action="store_true", help="skip the pasted text, its split and the batch")
    parser.add_argument("--no-pdf", action="store_true", help="skip the PDFs")
    parser.add_argument(
        "--repeat", action="store_true", help="also the first check at pronto on repeat visits (new browser sessions)"
    )
    args = parser.parse_args(argv)
    pdfs = [] if args.no_pdf else [p for p in args.pdf if p.exists()]
    if not pdfs and not args.no_pdf:
        print(f"no PDF found (looked for {', '.join(map(str, args.pdf))})")
        return 2
    from playwright.sync_api import sync_playwright

    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    if not args.no_text:
        if not args.text.exists():
            print(f"edital not found: {args.text}")
            return 2
        text_section(args, [p for p in args.batch if p.exists()], sync_playwright)
        if args.no_pdf:
            print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
            return 0
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
