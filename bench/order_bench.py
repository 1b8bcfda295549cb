"""Benchmark of the allocation of a classified list (issue 5).

    python3 bench/order_bench.py [--candidates 10000] [--vacancies 2000] [--runs 5]

Builds a reproducible classified list (fixed seed: about 30% negros, 8% PcD, 3% withdrawn), then,
in the same run, times (best of --runs):

* the baseline: parsing the CSV alone (`parse_candidates`);
* the whole `allocate()` for each law (parse, sequence of calls, allocation, explanations);
* `order()` for the same number of calls.

Prints seconds and the ratio to the baseline, so the figure means something on another machine.
With node and node_modules/pyodide present, it also times the same allocation under Pyodide (Node,
the package zip the site ships), the engine of the page, against its own CSV-parsing baseline.
Exits 1 if allocating the 10 000-candidate list takes a second or more in CPython (the issue's bound).
"""

from __future__ import annotations

import argparse
import datetime as dt
import inspect
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cotacheck.nomination import allocate, order, parse_candidates  # noqa: E402

BOUND = 1.0  # seconds, for the default list
DAY = dt.date(2026, 1, 5)


def classified_list(count: int, seed: int = 5) -> str:
    rng = random.Random(seed)
    lines = ["id,rank,negro,pcd,withdrawn"]
    for rank in range(1, count + 1):
        lines.append(
            f"cand{rank:06d},{rank},{int(rng.random() < 0.30)},{int(rng.random() < 0.08)},{int(rng.random() < 0.03)}"
        )
    return "\n".join(lines) + "\n"


def best(runs: int, fn) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


PYODIDE_CODE = """
import json, time, datetime as dt, random
from cotacheck.nomination import allocate, parse_candidates
def timed(fn, runs):
    best = None
    for _ in range(runs):
        start = time.perf_counter(); fn(); t = time.perf_counter() - start
        best = t if best is None else min(best, t)
    return best
{source}
text = classified_list({candidates})
day = dt.date(2026, 1, 5)
json.dumps({{"parse": timed(lambda: parse_candidates(text), {runs}),
             "go": timed(lambda: allocate(text, {vacancies}, "go", day), {runs}),
             "federal": timed(lambda: allocate(text, {vacancies}, "federal", day), {runs})}})
"""


def pyodide(args) -> None:
    """The same allocation under Pyodide (Node), if available."""
    runner = ROOT / "tests" / "pyodide" / "run_files.mjs"
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists():
        print("  (Pyodide: skipped, needs node and npm ci)")
        return
    from cotacheck.interfaces.site.builder import package_zip

    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "cotacheck.zip"
        package_zip(archive)
        code = PYODIDE_CODE.format(
            source=inspect.getsource(classified_list),
            candidates=args.candidates,
            runs=args.runs,
            vacancies=args.vacancies,
        )
        script = Path(tmp) / "run.py"
        script.write_text(code, encoding="utf-8")
        out = subprocess.run(
            ["node", str(runner), str(archive), str(script), tmp], capture_output=True, text=True, cwd=ROOT, timeout=600
        )
    if out.returncode != 0:
        print(f"  (Pyodide: failed: {out.stderr.strip().splitlines()[-1:]})")
        return
    t = json.loads(out.stdout)
    print(
        f"  Pyodide (Node): parse CSV {t['parse'] * 1000:.1f} ms; allocate --law go {t['go'] * 1000:.1f} ms "
        f"({t['go'] / t['parse']:.1f}×), --law federal {t['federal'] * 1000:.1f} ms ({t['federal'] / t['parse']:.1f}×)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--candidates", type=int, default=10_000)
    parser.add_argument("--vacancies", type=int, default=2_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)

    text = classified_list(args.candidates)
    print(
        f"Python {sys.version.split()[0]}; {args.candidates} candidates ({len(text) / 1e6:.2f} MB CSV), "
        f"{args.vacancies} vacancies, best of {args.runs}"
    )
    baseline = best(args.runs, lambda: parse_candidates(text))
    print(f"  baseline: parse CSV              {baseline * 1000:8.1f} ms")
    worst = 0.0
    for law in ("go", "rn", "federal"):
        seconds = best(args.runs, lambda: allocate(text, args.vacancies, law, DAY))
        worst = max(worst, seconds)
        print(f"  allocate --law {law:<8}         {seconds * 1000:8.1f} ms  ({seconds / baseline:5.1f}× baseline)")
    for law in ("go", "federal"):
        seconds = best(args.runs, lambda: order(law, args.vacancies, DAY))
        print(
            f"  order {args.vacancies} --law {law:<8}      {seconds * 1000:8.1f} ms  ({seconds / baseline:5.1f}× baseline)"
        )
    whole = best(max(1, args.runs // 2), lambda: allocate(text, args.candidates, "federal", DAY))
    print(f"  allocate every candidate (federal, {args.candidates} vacancies) {whole * 1000:8.1f} ms", flush=True)
    pyodide(args)
    if args.candidates == 10_000 and worst >= BOUND:
        print(f"FAIL: allocating {args.candidates} candidates took {worst:.2f} s (bound {BOUND} s)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
