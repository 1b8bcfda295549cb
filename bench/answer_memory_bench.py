"""Memory of the page's check of a long table: the bridge's answer against the lint's own, as a
multiple of the input.

    python3 bench/answer_memory_bench.py [--rows N] [--no-pyodide] [--traced]
                                         [--chromium [--site DIR] [--baseline-site DIR]]

Lints bench/lint_bench.py's `table_of` (a finding on most rows) and `clean_table_of` through the
bridge's entry point, each way in its own child process, in the same run:

* `lint`: `lint_text` alone (the reader's and the checks' memory, which the answer cannot go under);
* `before`: the page's whole answer in one `json.dumps`, as the bridge wrote it before
  answer_parts.py (the result, json's chunks and the joined string at once);
* `now`: `call_in_parts`, as the worker calls it: the answer written in parts, each handed on (in
  CPython counted and dropped: in the page the parts are kept by JavaScript, outside the wasm heap).

In CPython each child prints its resident peak's growth (VmHWM, as bench/lint_bench.py measures;
`--traced`: tracemalloc's peak too, some four times slower). With Node and the npm Pyodide
(node_modules/pyodide), the same in Pyodide (bench/answer_memory.mjs): malloc's peak footprint's
growth (what is judged) and the wasm heap's, which the page keeps for as long as it is open (a wasm
memory never shrinks; it grows by a fifth of its size at a time, Emscripten's policy, so its growth
over one check depends on where the steps fall).

`--chromium`: only the checker page itself (this tree's site, built into a temporary folder unless
`--site DIR` is given; `--baseline-site DIR`, e.g. main's build, in the same run), the findings table
(`--kind`) pasted and checked under Goiás' law on 10/03/2026 in a fresh profile once the page's
warm-up is over: the worker's wasm heap after a one-row check and after the table's (`timing.heap`,
which builds before this one do not send) and the renderer's resident peak over the check (the page
and its worker: /proc VmHWM, reset before the check; it swings with the garbage collector's timing).

Exits 1 if `now` grows more than `ALLOWANCE` times the input beyond `lint` (the answer must cost next
to nothing above the lint), or its answer is not as long as `before`'s.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.lint_bench import PEAK, child  # noqa: E402

MODES = ("lint", "before", "now")
KINDS = ("findings", "clean")
#: How far beyond the lint's own growth the bridge's answer may take memory, in times the input.
ALLOWANCE = 3.0

CHILD = (
    PEAK
    + """
import datetime as dt, json, sys, time, tracemalloc
sys.path.insert(0, sys.argv[1])
from bench.lint_bench import table_of, clean_table_of
import cotacheck.web as web
from cotacheck.interfaces.web.linter import lint
from cotacheck.linter import lint_text
mode, kind, rows, traced = sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5] == "traced"
web.call("lint", json.dumps({"texto": table_of(50), "lei": "go", "data": "2026-03-10"}))
text = (table_of if kind == "findings" else clean_table_of)(rows)
size = len(text.encode())
payload = json.dumps({"texto": text, "lei": "go", "data": "2026-03-10"}, ensure_ascii=False)
del text
if traced:
    tracemalloc.start()
before = peak_mb()
cpu = time.process_time()
chars = [0]
if mode == "now":
    failed = web.call_in_parts("lint", payload, lambda part: chars.__setitem__(0, chars[0] + len(part)))
    chars[0] = len(failed) if failed else chars[0]
elif mode == "before":
    chars[0] = len(json.dumps({"ok": True, "result": lint(json.loads(payload))}, ensure_ascii=False))
else:
    lint_text(json.loads(payload)["texto"], law="go", date=dt.date(2026, 3, 10))
print(json.dumps({
    "size": size, "cpu": time.process_time() - cpu, "chars": chars[0],
    "grown_x": (peak_mb() - before) * 2**20 / size,
    "traced_x": tracemalloc.get_traced_memory()[1] / size if traced else None,
}))
"""
)


def cpython(rows: int, traced: bool) -> dict[tuple[str, str], dict]:
    found = {}
    for kind in KINDS:
        for mode in MODES:
            r = child(f"CPython {kind} {mode}", CHILD, str(ROOT), mode, kind, str(rows), "traced" if traced else "-")
            if r is not None:
                found[kind, mode] = r
    return found


def pyodide(rows: int) -> dict[tuple[str, str], dict]:
    found = {}
    runtime = ROOT / "node_modules" / "pyodide"
    for kind in KINDS:
        for mode in MODES:
            done = subprocess.run(
                ["node", str(ROOT / "bench" / "answer_memory.mjs"), str(runtime), str(ROOT), mode, kind, str(rows)],
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode != 0:
                print(f"Pyodide {kind} {mode}: FAIL ({done.stderr.strip().splitlines()[-1:]})")
                continue
            found[kind, mode] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def report(engine: str, found: dict[tuple[str, str], dict], measures: dict[str, tuple[str, bool]]) -> bool:
    """Print each table's figures, `now` against `before` and `lint`; whether `now` stays within
    ALLOWANCE of the lint on the measures that judge (the others are printed only)."""
    held = True
    for kind in KINDS:
        if not all((kind, mode) in found for mode in MODES):
            held = False
            continue
        lint, before, now = (found[kind, mode] for mode in MODES)
        same = before["chars"] == now["chars"]
        held &= same
        print(
            f"{engine}, {kind} table, {now['size'] / 1e6:.2f} MB, answer {now['chars'] / now['size']:.1f} x its "
            f"size in characters{'' if same else ' (NOT the same length as before: FAIL)'}:"
        )
        for key, (label, judged) in measures.items():
            if lint.get(key) is None:
                continue
            ok = now[key] <= lint[key] + ALLOWANCE
            held &= ok or not judged
            verdict = ("ok" if ok else "FAIL") if judged else "(not judged)"
            print(
                f"  {label}: lint alone {lint[key]:.1f} x, the bridge before {before[key]:.1f} x, "
                f"now {now[key]:.1f} x ({now[key] / before[key]:.2f} of before; bound: the lint's + {ALLOWANCE:.0f}) "
                f"{verdict}"
            )
    return held


ONE_ROW = "Cargo AC PcD Negros Total\nAnalista 3 0 1 4"


def renderers(profile: str) -> list[int]:
    """The renderer processes of the Chromium run on `profile` (the page and its workers)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        if profile in command and "--type=renderer" in command:
            found.append(int(pid))
    return found


def status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def check_in_page(page, text: str) -> dict:
    """Paste `text` and check it; wait for phase 2's end. The marks (a build without them: {})."""
    before = page.get_attribute("html", "data-result") or ""
    page.evaluate("(t) => { document.querySelector('#texto').value = t; }", text)
    page.evaluate("document.querySelector('#verificador').requestSubmit()")
    page.wait_for_function(
        "(b) => (document.documentElement.dataset.result || '') !== b", arg=before, timeout=1_200_000, polling=50
    )
    page.wait_for_function(
        "() => document.documentElement.dataset.lines === 'done' || !document.documentElement.dataset.lines",
        timeout=1_200_000,
        polling=50,
    )
    return page.evaluate("window.cotacheckCheckMarks || {}")


def chromium(sites: dict[str, Path], kind: str, rows: int) -> None:
    """The table checked on each site's checker page, in a fresh profile each; prints the figures."""
    from playwright.sync_api import sync_playwright

    from bench.lint_bench import clean_table_of, table_of
    from bench.site_bench import fresh_checker
    from bench.verificar_bench import warmed_up
    from cotacheck.interfaces.site.server import serve_in_thread

    text = (table_of if kind == "findings" else clean_table_of)(rows)
    size = len(text.encode())
    with sync_playwright() as p:
        for name, folder in sites.items():
            server, url = serve_in_thread(folder)
            try:
                with fresh_checker(p, url) as page:
                    warmed_up(page)
                    page.select_option("#lei", "go")  # the law and date the CPython and Node runs give
                    page.fill("#data", "10/03/2026")
                    small = check_in_page(page, ONE_ROW)
                    pids = renderers(page.cotacheck_profile)
                    rss = {pid: status_kb(pid, "VmRSS") for pid in pids}
                    for pid in pids:
                        Path(f"/proc/{pid}/clear_refs").write_text("5")  # VmHWM from now on
                    marks = check_in_page(page, text)
                    grown = max(status_kb(pid, "VmHWM") - rss[pid] for pid in pids) * 1024
                    heap = (
                        f"wasm heap {small['heap'] / 1e6:.0f} MB → {marks['heap'] / 1e6:.0f} MB, grown "
                        f"{(marks['heap'] - small['heap']) / size:.1f} x"
                        if "heap" in marks and "heap" in small
                        else "wasm heap not sent by this build"
                    )
                    print(
                        f"Chromium, {name}, {kind} table, {size / 1e6:.2f} MB: {heap}; the renderer's resident peak "
                        f"grown {grown / size:.1f} x over the check"
                    )
            finally:
                server.shutdown()
                server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=50_000, help="rows of each table (50 000: about 1.2 MB)")
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    parser.add_argument("--traced", action="store_true", help="tracemalloc's peak too (CPython)")
    parser.add_argument("--chromium", action="store_true", help="only the checker page, in Chromium")
    parser.add_argument("--site", type=Path, help="this tree's built site (default: built into a temporary folder)")
    parser.add_argument("--baseline-site", type=Path, help="another build's site, measured in the same run")
    parser.add_argument("--kind", choices=KINDS, default="findings", help="the table checked in Chromium")
    args = parser.parse_args(argv)
    if args.chromium:
        with tempfile.TemporaryDirectory() as folder:
            site = args.site
            if site is None:
                from cotacheck.interfaces.site.builder import build_site

                site = Path(folder)
                build_site(site)
            sites = {"this tree": site, **({"baseline": args.baseline_site} if args.baseline_site else {})}
            chromium(sites, args.kind, args.rows)
        return 0
    print(f"CPython {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f}, tables of {args.rows} rows")
    held = report(
        "CPython",
        cpython(args.rows, args.traced),
        {"grown_x": ("resident peak's growth", True), "traced_x": ("traced peak", True)},
    )
    if args.no_pyodide:
        return 0 if held else 1
    if not shutil.which("node") or not (ROOT / "node_modules" / "pyodide").is_dir():
        print("Pyodide: skipped (needs node and node_modules/pyodide: npm ci)")
        return 0 if held else 1
    held &= report(
        "Pyodide (Node)",
        pyodide(args.rows),
        {
            "peak_x": ("malloc's peak footprint's growth", True),
            "heap_x": ("wasm heap's growth, kept by the page (it grows a fifth of its size at a time)", False),
        },
    )
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
