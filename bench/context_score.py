"""Every layout class bare and inside a whole edital (issue 38): problems per class, same seeds.

For every function of a `tests/layout_*.py` module that takes only a random generator and returns a case
with `.text` and `.entries`, draws N variants bare and N wrapped by `tests/layout_context.py` (the same
case each time: the wrapper draws its context after the generator), and checks each as
`tests/linter/test_layout_places.problems` does: each entry read once with its figures, no confirmed reading
not proven, no position that is not an entry. A variant's worst problem is counted:

- W: a confirmed wrong reading (figures, or confirmed though not proven), or an entry dropped while others
  are confirmed;
- P: a phantom (a position that is no entry, or an entry read twice);
- U: an entry not read, or read uncertain with other figures.

Usage: python3 bench/context_score.py [--n 30] [--only SUBSTRING] [--all] [--jobs 2] [--show CLASS]
Prints one line per class with a difference between bare and wrapped (every class with --all), then totals.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import multiprocessing
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "linter")]

from layout_context import in_context  # noqa: E402

from cotacheck.linter import lint_text  # noqa: E402
from cotacheck.linter.read.text import fold  # noqa: E402


def _same(p: dict, vacancies: int, negros: int | None) -> bool:
    return p["vacancies"] == vacancies and (
        p["reserved_stated"] == negros or {p["reserved_stated"], negros} <= {0, None}
    )


def grade(case) -> tuple[str, list[str]]:
    """The variant's worst problem ("" when it reads right, else W, P or U) and every problem's line."""
    report = lint_text(case.text) if case.text.strip() else {"positions": []}
    positions = [p for p in report["positions"] if p["vacancies"]]
    confirmed = any(p["confidence"] == "confirmed" for p in positions)
    kinds, lines = set(), []
    for entry in case.entries:
        found = [p for p in positions if fold(entry.name) in fold(p["name"])]
        got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in found]
        want = f"{entry.name}: want {entry.vacancies}/{entry.negros} once, got {got}"
        if not found:
            kinds.add("W" if confirmed else "U")
            lines.append(f"{'dropped (table confirmed)' if confirmed else 'not read'} {want}")
        elif len(found) > 1:
            kinds.add("P")
            lines.append(f"twice {want}")
        elif not _same(found[0], entry.vacancies, entry.negros):
            kinds.add("W" if found[0]["confidence"] == "confirmed" else "U")
            lines.append(f"wrong {want}")
        elif found[0]["confidence"] == "confirmed" and not getattr(entry, "proven", True):
            kinds.add("W")
            lines.append(f"{entry.name}: confirmed but not proven")
    for p in positions:
        if not any(fold(e.name) in fold(p["name"]) for e in case.entries):
            kinds.add("P")
            lines.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    worst = next((k for k in "WPU" if k in kinds), "")
    return worst, lines


def _is_case(value) -> bool:
    entries = getattr(value, "entries", None)
    return (
        isinstance(getattr(value, "text", None), str)
        and isinstance(entries, list)
        and all(hasattr(e, "name") and hasattr(e, "vacancies") and hasattr(e, "negros") for e in entries)
    )


def _takes_rng_only(function) -> bool:
    try:
        params = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return False
    required = [p for p in params if p.default is inspect.Parameter.empty and p.kind <= p.POSITIONAL_OR_KEYWORD]
    return len(required) == 1 and params[0].name == "rng"


def generators() -> dict[str, object]:
    """Every `module:function` drawing a case from a random generator alone, found by trying one draw."""
    out = {}
    for path in sorted((ROOT / "tests").glob("layout_*.py")):
        if path.stem == "layout_context":
            continue
        module = importlib.import_module(path.stem)
        for name, function in inspect.getmembers(module, inspect.isfunction):
            if function.__module__ != module.__name__ or name.startswith("_") or not _takes_rng_only(function):
                continue
            try:
                ok = _is_case(function(random.Random(0)))
            except Exception:  # a helper taking an rng but not drawing a case
                ok = False
            if ok:
                out[f"{path.stem[7:]}:{name}"] = function
    return out


def score(job: tuple[str, int]) -> tuple[str, dict]:
    key, n = job
    make = generators_cache()[key]
    tally = {"bare": 0, "wrapped": 0, "W": 0, "P": 0, "U": 0, "new": 0, "first": "", "seconds": 0.0}
    start = time.process_time()
    for i in range(n):
        bare, _ = grade(make(random.Random(f"ctx-{key}-{i}")))
        rng = random.Random(f"ctx-{key}-{i}")
        worst, lines = grade(in_context(make(rng), rng))
        tally["bare"] += bool(bare)
        tally["wrapped"] += bool(worst)
        if worst:
            tally[worst] += 1
        if worst and not bare:
            tally["new"] += 1
            tally["first"] = tally["first"] or f"seed ctx-{key}-{i}: {lines[0]}"
    tally["seconds"] = time.process_time() - start
    return key, tally


_CACHE: dict = {}


def generators_cache() -> dict:
    if not _CACHE:
        _CACHE.update(generators())
    return _CACHE


def show(key: str, i: int) -> None:
    """Print variant i of class `key` wrapped, its problems."""
    make = generators_cache()[key]
    rng = random.Random(f"ctx-{key}-{i}")
    case = in_context(make(rng), rng)
    print(case.text)
    print(grade(case))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=30)
    parser.add_argument("--only", default="")
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show", default="", help="CLASS:I, print that wrapped variant")
    args = parser.parse_args()
    if args.show:
        key, _, i = args.show.rpartition(":")
        show(key, int(i))
        return
    keys = [k for k in generators_cache() if args.only in k]
    with multiprocessing.Pool(args.jobs) as pool:
        results = dict(pool.imap_unordered(score, [(k, args.n) for k in keys]))
    print(f"{len(keys)} classes, {args.n} variants each, bare vs in context (same seeds)")
    print(f"{'class':58} {'bare':>4} {'ctx':>4} {'W':>3} {'P':>3} {'U':>3} {'new':>4}")
    totals = dict.fromkeys(["bare", "wrapped", "W", "P", "U", "new"], 0)
    for key in sorted(results):
        t = results[key]
        for k in totals:
            totals[k] += t[k]
        if args.all or t["bare"] != t["wrapped"] or t["new"]:
            print(f"{key:58} {t['bare']:4} {t['wrapped']:4} {t['W']:3} {t['P']:3} {t['U']:3} {t['new']:4}")
            if t["first"]:
                print(f"    {t['first'][:160]}")
    affected = sum(1 for t in results.values() if t["new"])
    print(
        f"total: bare {totals['bare']}, in context {totals['wrapped']} (W {totals['W']}, P {totals['P']}, "
        f"U {totals['U']}); {totals['new']} variants read right bare but not in context, in {affected} classes"
    )


if __name__ == "__main__":
    main()
