"""Where the calculator's "ready" goes: one cold and one warm load traced in Chromium (CDP tracing).

    python3 bench/ready_trace.py [--site DIR] [--json FILE] [--reloads N] [--page PATH]
    python3 bench/ready_trace.py [--site DIR] --visits PAGE,PAGE,... [--idle-s S]

Builds the site (or takes a built one), serves it on localhost and loads the calculator in a new
browser profile (cold), then reloads it once its service worker has cached the site (warm), each
load under a Chromium trace (categories v8, devtools.timeline, loading, v8.wasm and V8's compile
and wasm details). It prints, for each load: every request (sent, first byte, done, in ms from the
page's own request), the engine's marks (engine-worker.mjs, bench/site_bench.py STAGES) on the same
clock, and per thread the time in what a start pays for: unpacking (DecompressionStream), parsing
and compiling scripts, the wasm's streaming compile and its functions compiled on first call
(lazy), Pyodide's small wasm modules (one per JavaScript function it puts in the table), garbage
collection. The trace is read once the load is over (ReturnAsStream), so that this process, which
also serves the site, does no work while the page loads. docs/site.md ("Where ready goes") holds
what it showed.

`--visits` answers another question: which visit gets Pyodide's wasm from V8's code cache. Each page
listed is one visit in a new browser session on the same profile (the disk caches and the service
worker kept, nothing left in the renderer's memory, the browser left alone BROWSER_SETTLE_S first: a reload in the same session can reuse the
module compiled before, which no later visit can), traced from navigation until the page is idle
(the checker: every warm-up over, `data-pdf-second`) and `--idle-s` more seconds, since Chromium
writes a module's code cache only once V8 has optimised enough of it and a moment after. For each
visit: ready, whether the service worker served it, the code cache read (`v8.wasm.moduleCacheHit`,
`wasm.Deserialize`) and written (`v8.wasm.cachedModule`, its size), and the wasm functions compiled
on first call.
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from site_bench import BROWSER_SETTLE_S, CHROMIUM, CHROMIUM_ARGS, QUERY, STAGES  # noqa: E402

from cotacheck.interfaces.site.builder import build_site  # noqa: E402
from cotacheck.interfaces.site.server import serve_in_thread  # noqa: E402

CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8",
    "v8.wasm",
    "disabled-by-default-v8.compile",
    "disabled-by-default-v8.wasm.detailed",
    "loading",
    "blink.user_timing",
]
#: Complete events summed per thread: what each costs, by the name the trace gives it.
COSTS = {
    "DecompressionStream Inflate": "unpacking (DecompressionStream)",
    "V8.CompileScript": "script compile",
    "v8.parseOnBackgroundParsing": "script parse (background)",
    "v8.evaluateModule": "module evaluation",
    "v8.wasm.compileConsume": "wasm streaming compile: bytes consumed",
    "wasm.CompileLazy": "wasm functions compiled on first call",
    "wasm.ExecuteCompilationUnits": "wasm compile units (background)",
    "wasm.SyncCompile": "small wasm modules compiled",
    "wasm.SyncInstantiate": "wasm instantiations",
    "MajorGC": "garbage collection (major)",
    "MinorGC": "garbage collection (minor)",
}


def traced(page, action) -> tuple[list, dict]:
    """The trace events of one load (action() until data-ready) and the engine's marks."""
    cdp = page.context.new_cdp_session(page)
    done: list[dict] = []
    cdp.on("Tracing.tracingComplete", lambda params: done.append(params))
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": CATEGORIES}, "transferMode": "ReturnAsStream"})
    action()
    page.wait_for_selector("html[data-ready='true']", state="attached", timeout=120_000)
    marks = page.evaluate("() => ({marks: window.cotacheckEngineMarks, origin: performance.timeOrigin})")
    return _ended(page, cdp, done), marks


def _ended(page, cdp, done: list) -> list:
    """Ends the trace and reads its events from the stream Chromium hands back."""
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)
    chunks, handle = [], done[0]["stream"]
    while True:
        read = cdp.send("IO.read", {"handle": handle, "size": 1 << 20})
        chunks.append(read["data"])
        if read.get("eof"):
            break
    cdp.send("IO.close", {"handle": handle})
    events = json.loads("".join(chunks))
    return events["traceEvents"] if isinstance(events, dict) else events


def analyse(events: list, marks: dict) -> dict:
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("name") == "thread_name"}
    requests: dict[str, dict] = {}
    for e in events:
        data = (e.get("args") or {}).get("data") or {}
        if e.get("name") == "ResourceSendRequest":
            requests[data["requestId"]] = {"url": data["url"].split("/", 3)[-1], "sent": e["ts"]}
        elif e.get("name") in ("ResourceReceiveResponse", "ResourceFinish") and data.get("requestId") in requests:
            key = "first_byte" if e["name"] == "ResourceReceiveResponse" else "done"
            requests[data["requestId"]][key] = e["ts"]
    zero = min(r["sent"] for r in requests.values())  # the page's own request
    # The marks are on the page's clock (ms since the epoch); navigationStart puts them on the trace's.
    nav = [e["ts"] for e in events if e.get("name") == "navigationStart" and e["ts"] <= zero + 50_000]
    shift = (max(nav) if nav else zero) / 1000 - marks["origin"]
    costs: dict[tuple[str, str], list[float]] = collections.defaultdict(lambda: [0, 0.0])
    for e in events:
        if e.get("ph") == "X" and e.get("name") in COSTS and e.get("ts", 0) >= zero:
            cell = costs[(threads.get((e["pid"], e["tid"]), str(e["tid"])), COSTS[e["name"]])]
            cell[0] += 1
            cell[1] += e.get("dur", 0) / 1000
    ms = lambda ts: None if ts is None else round((ts - zero) / 1000)  # noqa: E731
    return {
        "requests": [
            {"url": r["url"], "sent": ms(r["sent"]), "first_byte": ms(r.get("first_byte")), "done": ms(r.get("done"))}
            for r in sorted(requests.values(), key=lambda r: r["sent"])
        ],
        "marks": {
            k: round(marks["marks"][k] + shift - zero / 1000)
            for k in STAGES
            if isinstance(marks["marks"].get(k), (int, float))
        },
        "snapshot": marks["marks"].get("snapshot"),
        # V8's wasm code cache: a module compiled from a cached response whose compiled code Chromium
        # kept is deserialized (wasm.Deserialize) instead of compiled, its functions not compiled lazily
        "wasm_code_cache_hits": sum(e.get("name") == "wasm.Deserialize" for e in events),
        "costs": [
            {"thread": thread, "what": what, "count": n, "ms": round(total, 1)}
            for (thread, what), (n, total) in sorted(costs.items())
            if total >= 1
        ],
    }


#: The code cache's trace events (Blink's v8_wasm_response_extensions.cc, V8): read, written, lazy compiles.
CODE_CACHE_EVENTS = ("v8.wasm.moduleCacheHit", "wasm.Deserialize", "v8.wasm.cachedModule", "wasm.CompileLazy")
#: The wasm's compile in a visit, summed over every thread (ms): what the code cache saves.
WASM_COSTS = {
    "v8.wasm.compileConsume": "streaming",
    "wasm.CompileLazy": "on first call",
    "wasm.ExecuteCompilationUnits": "background",
    "wasm.Deserialize": "deserialize",
}
#: When a visit is idle: the page's own states (the checker's warm-ups end with the second PDF reader).
IDLE = {
    "verificar.html": [
        "html[data-offline='true']",
        "html[data-lint-warm='done']",
        "html[data-pdf-second='ready'], html[data-pdf-second='off']",
    ],
}


def traced_visit(page, url: str, idle_s: float) -> dict:
    """One visit traced from navigation until the page is idle and `idle_s` more: ready, the code cache."""
    cdp = page.context.new_cdp_session(page)
    done: list[dict] = []
    cdp.on("Tracing.tracingComplete", lambda params: done.append(params))
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": CATEGORIES}, "transferMode": "ReturnAsStream"})
    page.goto(url)
    page.wait_for_selector("html[data-ready='true']", state="attached", timeout=180_000)
    ready = page.evaluate("() => window.cotacheckEngineMarks.ready - performance.timeOrigin") / 1000
    page_name = url.split("/")[-1].split("?")[0] or "index.html"
    site_page = page.evaluate("() => Boolean(document.getElementById('offline'))")  # not a bench page
    for selector in IDLE.get(page_name, ["html[data-offline='true']"] if site_page else []):
        page.wait_for_selector(selector, state="attached", timeout=300_000)
    idle = page.evaluate("() => performance.now()") / 1000
    page.wait_for_timeout(idle_s * 1000)
    controlled = page.evaluate("() => Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)")
    events = _ended(page, cdp, done)
    seen = [e for e in events if e.get("name") in CODE_CACHE_EVENTS]
    count = collections.Counter(e["name"] for e in seen)
    # CPU the wasm's compile took in the visit, by kind (complete events' durations, every thread)
    wasm_ms = collections.Counter()
    for e in events:
        if e.get("ph") == "X" and e.get("name") in WASM_COSTS:
            wasm_ms[WASM_COSTS[e["name"]]] += e.get("dur", 0) / 1000
    return {
        "page": page_name,
        "ready_s": round(ready, 3),
        "idle_s": round(idle, 3),
        "service_worker": controlled,
        "code_cache_read_bytes": [
            e["args"].get("consumedCacheSize") for e in seen if e["name"] == "v8.wasm.moduleCacheHit"
        ],
        "deserialized": count["wasm.Deserialize"],
        "code_cache_written_bytes": [
            e["args"].get("producedCacheSize") for e in seen if e["name"] == "v8.wasm.cachedModule"
        ],
        "compiled_on_first_call": count["wasm.CompileLazy"],
        "wasm_ms": {k: round(v) for k, v in wasm_ms.items()},
    }


def visits(origin: str, pages: list[str], idle_s: float, p) -> list[dict]:
    """Each page a visit in a new browser session on one profile (see the module's docstring)."""
    out = []
    with tempfile.TemporaryDirectory() as profile:
        for page_path in pages:
            context = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = context.pages[0] if context.pages else context.new_page()
            page.wait_for_timeout(BROWSER_SETTLE_S * 1000)  # the browser's own start-up work over
            out.append(traced_visit(page, origin + page_path, idle_s))
            context.close()
    return out


def report_visits(result: list[dict]) -> str:
    lines = [
        "| visit | page | ready | idle at | service worker | code cache read | deserialized | code cache written | functions compiled on first call | wasm compile ms: "
        + " / ".join(dict.fromkeys(WASM_COSTS.values()))
        + " |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for i, v in enumerate(result, 1):
        read = ", ".join(f"{b / 1e6:.2f} MB" for b in v["code_cache_read_bytes"]) or "no"
        written = ", ".join(f"{b / 1e6:.2f} MB" for b in v["code_cache_written_bytes"]) or "no"
        lines.append(
            f"| {i} | {v['page']} | {v['ready_s']:.2f} s | {v['idle_s']:.1f} s | {'yes' if v['service_worker'] else 'no'} | "
            f"{read} | {v['deserialized']} | {written} | {v['compiled_on_first_call']} | "
            + " / ".join(str(v["wasm_ms"].get(k, 0)) for k in dict.fromkeys(WASM_COSTS.values()))
            + " |"
        )
    return "\n".join(lines)


def report(kind: str, result: dict) -> str:
    lines = [
        f"## {kind} load (ms from the page's request; snapshot: {result['snapshot']}; "
        f"wasm from V8's code cache: {'yes' if result['wasm_code_cache_hits'] else 'no'})",
        "",
    ]
    lines += ["| request | sent | first byte | done |", "|---|---|---|---|"]
    lines += [f"| {r['url'][:70]} | {r['sent']} | {r['first_byte']} | {r['done']} |" for r in result["requests"]]
    lines += ["", "engine marks: " + ", ".join(f"{k} {v}" for k, v in result["marks"].items()), ""]
    lines += ["| thread | what | events | ms |", "|---|---|---|---|"]
    lines += [f"| {c['thread']} | {c['what']} | {c['count']} | {c['ms']} |" for c in result["costs"]]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "ready_trace.json")
    parser.add_argument("--reloads", type=int, default=1, help="warm loads traced, one after another")
    parser.add_argument("--page", default="index.html" + QUERY, help="the page loaded (e.g. a bench page)")
    parser.add_argument(
        "--visits",
        default=None,
        metavar="PAGE,PAGE,...",
        help="visits in new browser sessions on one profile, each traced until idle (e.g. verificar.html,verificar.html,index.html)",
    )
    parser.add_argument("--idle-s", type=float, default=5.0, help="seconds traced after a visit is idle (--visits)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    if args.visits:
        with tempfile.TemporaryDirectory() as tmp:
            site = args.site or Path(tmp)
            if not args.site:
                build_site(site, today=dt.date.today())
            server, origin = serve_in_thread(site)
            with sync_playwright() as p:
                result = visits(
                    origin, [v if v != "index.html" else v + QUERY for v in args.visits.split(",")], args.idle_s, p
                )
            server.shutdown()
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=2), encoding="utf-8")
        print(report_visits(result))
        print(f"\nload average {', '.join(f'{x:.1f}' for x in os.getloadavg())}; all of it in {args.json}")
        return 0

    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as profile:
        site = args.site or Path(tmp)
        if not args.site:
            build_site(site, today=dt.date.today())
        server, origin = serve_in_thread(site)
        with sync_playwright() as p:
            context = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = context.new_page()
            out = {"cold": analyse(*traced(page, lambda: page.goto(origin + args.page)))}
            if page.evaluate("Boolean(document.getElementById('offline'))"):  # the site's pages, not a bench page
                page.wait_for_selector("html[data-offline='true']", state="attached", timeout=120_000)
            page.wait_for_timeout(1000)  # the service worker's caching over
            out["warm"] = analyse(*traced(page, page.reload))
            for i in range(2, args.reloads + 1):  # later visits: would V8's code cache serve the wasm?
                page.wait_for_timeout(3000)  # Chromium writes its code cache a moment after a compile
                out[f"warm {i}"] = analyse(*traced(page, page.reload))
            context.close()
        server.shutdown()
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(out, indent=2), encoding="utf-8")
    print("\n\n".join(report(kind, result) for kind, result in out.items()))
    print(f"\n(all of it in {args.json})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
