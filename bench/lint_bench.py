"""Benchmark of the edital linter: time for a 1 MB and a 10 MB edital, and adversarial inputs.

    python3 bench/lint_bench.py [--quick]
    python3 bench/lint_bench.py --ab COMMIT [COMMIT ...] [--runs N]

`--ab` compares this tree's reader with other commits' (A/B, in the same run): see `ab`.

Builds editais by repeating the corpus (tests/corpus/*.txt; a built-in sample if it is empty),
times `lint_text` on each, prints MB/s and the 10 MB / 1 MB time ratio (about 10 if the cost grows
linearly), then times adversarial inputs (1 MB of digits, of dashes, of spaces, one 1 MB line, ...)
against a bound, then the shapes that once cost far more than the corpus (one-line prose cargos, a
table of 50 000 rows of long names; `SHAPE_BOUNDS`), tables of 25 000 to 200 000 short rows (the CPU
time of each doubling, `TABLE_DOUBLING_BOUND`), each in a child process with its CPU time, its
memory and its cost per MB against the corpus's in the same run, the CLI's own run on the table of findings
(`cli_memory`: its memory, printed), and reads a small PDF whose pages inflate to 70 MB each (tests/hostile_pdfs.py,
`inflating_pages`) in a child process: its time, its peak memory and the decoded bytes against the
file's budget (`pdf_budget.MAX_DECODED`). Exits 1 if a bound is broken or growth is clearly worse
than linear.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cotacheck.linter import lint_text  # noqa: E402

MB = 1_000_000
#: Worst acceptable time for 1 MB of adversarial input, in seconds (typical: well under 2 s).
ADVERSARIAL_BOUND = 10.0
#: 10 MB must cost at most this many times 1 MB (linear: 10).
RATIO_BOUND = 14.0

SAMPLE = """GOVERNO DO ESTADO DE GOIÁS
EDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026
Concurso público regido pela Lei estadual nº 23.389/2025.
Cargo AC PcD Negros Total
Analista Legislativo – Contabilidade 3 - 1 4
Analista Legislativo –
Direito 7 1 2 10
Página 2 de 10
Técnico Legislativo 2 - - 2
CARGO 3: AUDITOR FISCAL
VAGAS: 50 (cinquenta) vagas, sendo 3 (três) reservadas a pessoas com deficiência e 10 (dez) reservadas a candidatos negros.
Os candidatos se autodeclararão pretos ou pardos, conforme o quesito cor ou raça do IBGE.
Os candidatos negros concorrerão concomitantemente às vagas reservadas e às de ampla concorrência.
"""


def corpus_text() -> str:
    files = sorted((ROOT / "tests" / "corpus").glob("*.txt"))
    texts = [f.read_text(encoding="utf-8", errors="replace") for f in files]
    return "\n".join(texts) if texts else SAMPLE


def sized(material: str, size: int) -> str:
    repeats = size // max(1, len(material.encode("utf-8"))) + 1
    text = "\n".join([material] * repeats)
    return text[:size]


def timed(text: str, runs: int = 1) -> tuple[float, dict]:
    """Best of `runs` timings (the machine may be shared: the minimum is the least disturbed)."""
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        result = lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, result


def adversarial(size: int) -> dict[str, str]:
    return {
        "digits": "7" * size,
        "dashes": "-" * size,
        "spaces": " " * size,
        "digits and spaces": "1 " * (size // 2),
        "dashes and spaces": "- " * (size // 2),
        "one line of words": ("Analista Legislativo vagas reservadas negros " * (size // 46 + 1))[:size],
        "one line of cells": ("Cargo AC PcD Negros Total Analista 3 - 1 4 " * (size // 44 + 1))[:size],
        "number words": ("vinte e cinco e " * (size // 16 + 1))[:size],
        "dots and digits": ("1.2.3.4.5." * (size // 10 + 1))[:size],
        "short lines of dashes": ("-\n" * (size // 2)),
        "ibge everywhere": ("ibge " * (size // 5 + 1))[:size],
    }


#: Shapes that once cost far more per megabyte than the corpus: one-line prose cargos and a long table
#: of long names. Each is made in a child process, at its size, and given its bounds in CPU seconds and
#: in memory, as a multiple of the input, or per cargo where every line is a cargo with a finding (the
#: report itself then holds about 2 KB a cargo, many times a line of 30 bytes). The seconds were set on
#: a machine where a megabyte of the corpus took REFERENCE_CORPUS_SECONDS; machines differ (this one
#: may take three times as long for the same work), so a shape is judged on its cost per megabyte as a
#: multiple of the corpus's in the same run, at most the bound's (2 s a MB against 0.7 s: 2.9x); its
#: CPU seconds are printed beside it.
REFERENCE_CORPUS_SECONDS = 0.7
SHAPE_BOUNDS = {  # name: (megabytes, seconds, memory bound, its unit)
    "one-line prose cargos, no full stop": (1, 2.0, 10, "x the input"),
    "one-line prose cargos": (1, 2.0, 3, "KB a cargo"),
    "table of 50 000 rows": (10, 20.0, 10, "x the input"),
}

#: A child's peak memory (MB): its own high-water mark (/proc/self/status VmHWM). getrusage's ru_maxrss
#: would not do: Linux carries the parent's resident size at fork across exec, so a child of a parent
#: that had linted 10 MB reported the parent's peak, not its own.
PEAK = """
def peak_mb():
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
"""

SHAPE_CHILD = (
    PEAK
    + """
import datetime as dt, json, sys, time
sys.path.insert(0, sys.argv[1])
from bench.lint_bench import shape
from cotacheck.linter import lint_text
text = shape(sys.argv[2], int(sys.argv[3]))
before = peak_mb()
cpu, wall = time.process_time(), time.perf_counter()
result = lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
print(json.dumps({
    "cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall, "mb": len(text.encode()) / 1e6,
    "cargos": result["summary"]["positions"], "grown_mb": peak_mb() - before,
}))
"""
)


def _letters(i: int) -> str:
    """A distinct word per number, so no two cargos share a name: 0 → "A", 26 → "Ba"."""
    word = ""
    while True:
        word = "abcdefghijklmnopqrstuvwxyz"[i % 26] + word
        i //= 26
        if not i:
            return word.capitalize()


def table_of(rows: int) -> str:
    """A table of `rows` short rows, each its own cargo with figures of its own (most rows have a finding)."""
    lines = ["Cargo AC PcD Negros Total"]
    for i in range(rows):
        open_, pcd, black = i % 50 + 3, i % 3, i % 7 + 1
        lines.append(f"Analista {_letters(i)} {open_} {pcd} {black} {open_ + pcd + black}")
    return "\n".join(lines)


def clean_table_of(rows: int) -> str:
    """A table of `rows` short rows with no finding ("Analista 7 4 0 1 5")."""
    return "Cargo AC PcD Negros Total\n" + "\n".join(f"Analista {i} 4 0 1 5" for i in range(rows))


def shape(name: str, size: int) -> str:
    """`size` bytes (about) of the named shape ("table of N short rows": `table_of`, "clean table of N
    rows": `clean_table_of`, their size ignored)."""
    if name.startswith("table of ") and name.endswith(" short rows"):
        return table_of(int(name.split()[2]))
    if name.startswith("clean table of "):
        return clean_table_of(int(name.split()[3]))
    if name.startswith("one-line prose cargos"):
        end = "." if name == "one-line prose cargos" else ""
        line = "Cargo Analista {}: {} vagas" + end if end else "Cargo Analista {} {} vagas"
        lines, total, i = [], 0, 0
        while total < size:
            lines.append(line.format(_letters(i), i % 9 + 1))
            total += len(lines[-1]) + 1
            i += 1
        return "\n".join(lines)
    rows = ["Cargo AC PcD Negros Total"]
    row_size = size // 50_000
    for i in range(50_000):
        words = f"Analista de Sistemas Área {_letters(i)} " + "Especialidade Desenvolvimento " * (row_size // 30 + 1)
        rows.append(f"{words[: row_size - 12].rstrip()} 3 - 1 4")
    return "\n".join(rows)


def child(label: str, code: str, *args: str, tree: Path | None = None) -> dict | None:
    """Run `code` in a child Python (its own peak memory) and return the JSON it prints, or print a
    FAIL line under `label` and return None. With `tree`, the child imports cotacheck from that tree
    (its PYTHONPATH and working directory: `-c` puts the working directory first on the path)."""
    env = None if tree is None else {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=False, env=env, cwd=tree
    )
    if done.returncode != 0:
        print(f"{label}: FAIL ({done.stderr.strip().splitlines()[-1:]})")
        return None
    return json.loads(done.stdout)


def shapes(corpus_seconds: float) -> bool:
    """Time each shape in a child (its own peak memory) against its bounds; whether all hold."""
    held = True
    for name, (megabytes, bound, memory, unit) in SHAPE_BOUNDS.items():
        r = child(f"shape {name}", SHAPE_CHILD, str(ROOT), name, str(megabytes * MB))
        if r is None:
            held = False
            continue
        used = r["grown_mb"] / r["mb"] if unit == "x the input" else r["grown_mb"] * 1024 / max(1, r["cargos"])
        relative = r["cpu"] / r["mb"] / corpus_seconds
        allowed = bound / megabytes / REFERENCE_CORPUS_SECONDS
        ok = relative <= allowed and used <= memory
        held &= ok
        print(
            f"shape {name}, {r['mb']:.1f} MB, {r['cargos']} cargos: {r['cpu']:.2f} CPU s ({r['wall']:.2f} s wall), "
            f"{relative:.1f}x the corpus per MB (bound {allowed:.1f}x: {bound:.0f} s where the corpus takes "
            f"{REFERENCE_CORPUS_SECONDS} s a MB), memory +{r['grown_mb']:.0f} MB = {used:.1f} {unit} (bound {memory}) "
            f"{'ok' if ok else 'FAIL'}"
        )
    return held


#: Table reading must grow linearly: doubling the rows may multiply the CPU time by at most this much.
TABLE_DOUBLING_BOUND = 2.3
TABLE_ROWS = (25_000, 50_000, 100_000, 200_000)
#: Memory a table's reading may take, as a multiple of its size (the report included): a clean table of
#: short rows (`clean_table_of`: 18.6 to 18.8 x at 54 000 rows, a position in 12 slots, looked up by line in
#: an array; 25.9 with 22 slots and a dictionary of lines, 27.5 before a table row's lines were a tuple) and
#: one with a finding on most rows (`table_of`: 31.5 x at 25 000 rows, the series' first, 28.5 at 50 000 and
#: 28.1 at 100 000, a finding in four slots holding its message's figures alone; 36.4 and 35.1 with fourteen
#: slots and its message's Wording and name; 42.2 and 38.9 before; 33.5 as records read as mappings, which
#: `json.dumps` refused; 47.2 while its findings were dictionaries holding their messages). Issue 41 asks
#: 20 x of both. Rows and findings with no slot, their values in tuples the alike share (`records.Row`,
#: `finding_record.Finding`: 184 bytes each), the lines gone before the cargo rules and the downgrade
#: indexing only doubted names: 22.4 x at 25 000 rows, 20.3 at 50 000 (2026-12-06); the floor of a
#: dictionary a row and a finding a row, with the row's name and line number, is about 19.5 x:
#: docs/linter.md, "Memory", says what holds what. The resident peak is now the reading's (the lines and the
#: positions at its end): 18.3 x at 50 000 rows, 20.7 to 21.4 x at 25 000 (2026-12-06, two runs). A position's
#: cargo and counts in a tuple the alike share (80 bytes, not 128) and the report's rows made when read
#: (`row_list.RowList`): the table of findings 16.2 x at 50 000 rows and 18.9 at 25 000 (main 18.6 and 21.0),
#: the clean table 16.4 (18.3), the CLI 16.8 (17.8), 2026-12-06 in one run.
TABLE_MEMORY_BOUND = 18
FINDINGS_TABLE_MEMORY_BOUND = 21
#: Rows of the clean table measured (once: its time is the other table's).
CLEAN_TABLE_ROWS = 54_000


def table_series(rows: tuple[int, ...] = TABLE_ROWS) -> bool:
    """Lint tables of 25 000 to 200 000 short rows, each in a child; print each doubling's CPU-time ratio."""
    held, before = True, None
    for count in rows:
        r = child(f"table of {count} rows", SHAPE_CHILD, str(ROOT), f"table of {count} short rows", "0")
        if r is None:
            return False
        ratio = "" if before is None else f", x{r['cpu'] / before:.2f} the half (bound x{TABLE_DOUBLING_BOUND})"
        linear = before is None or r["cpu"] / before <= TABLE_DOUBLING_BOUND
        small = r["grown_mb"] / r["mb"] <= FINDINGS_TABLE_MEMORY_BOUND
        held &= linear and small
        print(
            f"table of {count} rows, {r['mb']:.1f} MB: {r['cpu']:.2f} CPU s{ratio} {'ok' if linear else 'FAIL'}, "
            f"memory +{r['grown_mb']:.0f} MB = {r['grown_mb'] / r['mb']:.1f} x the input "
            f"(bound {FINDINGS_TABLE_MEMORY_BOUND} x) {'ok' if small else 'FAIL'}"
        )
        before = r["cpu"]
    r = child("clean table", SHAPE_CHILD, str(ROOT), f"clean table of {CLEAN_TABLE_ROWS} rows", "0")
    if r is None:
        return False
    small = r["grown_mb"] / r["mb"] <= TABLE_MEMORY_BOUND
    print(
        f"clean table of {CLEAN_TABLE_ROWS} rows, {r['mb']:.1f} MB: memory +{r['grown_mb']:.1f} MB = "
        f"{r['grown_mb'] / r['mb']:.1f} x the input (bound {TABLE_MEMORY_BOUND} x) {'ok' if small else 'FAIL'}"
    )
    return held and small


CLI_CHILD = (
    PEAK
    + """
import contextlib, io, json, os, sys, tempfile
sys.path.insert(0, sys.argv[1])
from bench.lint_bench import table_of
from cotacheck.interfaces.cli.main import main
folder = tempfile.mkdtemp()
small, big = os.path.join(folder, "small.txt"), os.path.join(folder, "big.txt")
with open(small, "w", encoding="utf-8") as out:
    out.write(table_of(30))
with open(big, "w", encoding="utf-8") as out:
    out.write(table_of(int(sys.argv[2])))
size = os.path.getsize(big)
args = ["lint", "--law", "go", "--date", "2026-03-10", "--format", "json"]
with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
    main([*args, small])  # the imports and the first lint's caches
    before = peak_mb()
    main([*args, big])
print(json.dumps({"mb": size / 1e6, "grown_mb": peak_mb() - before}))
"""
)


def cli_memory(rows: int = 50_000) -> None:
    """The CLI's own run on the table of findings (`cotacheck lint --format json`, in a child): the memory
    it grows by, reading the file and writing the report included (printed, not judged)."""
    r = child("CLI", CLI_CHILD, str(ROOT), str(rows))
    if r is not None:
        print(
            f"CLI (cotacheck lint --format json), table of {rows} rows, {r['mb']:.1f} MB: memory "
            f"+{r['grown_mb']:.0f} MB = {r['grown_mb'] / r['mb']:.1f} x the input"
        )


#: Peak memory (resident, MB) the inflating PDF's reading may reach: about one page's decoded streams
#: and what pypdf makes of them, far below the budget of decoded bytes.
INFLATING_MEMORY_BOUND = 1024

INFLATING_CHILD = (
    PEAK
    + """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from tests.hostile_pdfs import inflating_pages
from cotacheck.linter.read.pdf import PdfFile
data = inflating_pages(pages=int(sys.argv[2]), megabytes=int(sys.argv[3]))
before = peak_mb()
start = time.perf_counter()
opened = PdfFile(data, "inflating.pdf")
found = opened.read()
print(json.dumps({
    "seconds": time.perf_counter() - start, "file_mb": len(data) / 1e6, "pages": found.total,
    "unread": len(found.unread), "decoded_mb": opened.budget.spent / 2**20,
    "budget_mb": opened.budget.limit / 2**20,
    "peak_mb": peak_mb(), "before_mb": before,
}))
"""
)


def inflating(pages: int, megabytes: int) -> bool:
    """Read the inflating PDF in a child (its own peak memory); print the figures; whether they hold."""
    r = child("inflating PDF", INFLATING_CHILD, str(ROOT), str(pages), str(megabytes))
    if r is None:
        return False
    held = r["peak_mb"] <= INFLATING_MEMORY_BOUND and r["decoded_mb"] <= r["budget_mb"] + megabytes
    print(
        f"inflating PDF, {r['file_mb']:.1f} MB, {r['pages']} pages of {megabytes} MB decoded each: "
        f"{r['seconds']:.1f} s, {r['pages'] - r['unread']} pages read and {r['unread']} past the budget, "
        f"{r['decoded_mb']:.0f} MB decoded (budget {r['budget_mb']:.0f} MB), peak memory {r['peak_mb']:.0f} MB "
        f"(before reading {r['before_mb']:.0f} MB; bound {INFLATING_MEMORY_BOUND} MB) {'ok' if held else 'FAIL'}"
    )
    return held


#: The real editais' texts, read beside the corpus by `--ab` when present (as tests/golden/golden.py finds them).
REAL_EDITAIS = Path(os.environ.get("COTACHECK_REAL_EDITAIS") or ROOT.parent / "shared" / "real-editais")

#: One tree's worker for `--ab`: it reads the texts, lints them all once (the warm-up: imports, the
#: patterns compiled on first use, every cache a lint fills; and the digest of the reports), says so,
#: then lints the text it is asked for (its index on a line of stdin) and answers its CPU time.
AB_WORKER = """
import datetime as dt, hashlib, json, sys, time
from cotacheck.linter import lint_text
paths = open(sys.argv[1], encoding="utf-8").read().splitlines()
texts = [open(p, encoding="utf-8", errors="replace").read() for p in paths]
today = dt.date(2026, 3, 10)
reports = [lint_text(text, today=today) for text in texts]
digest = hashlib.sha256(json.dumps(reports, sort_keys=True).encode()).hexdigest()[:12]
del reports
print(json.dumps({"mb": sum(len(t.encode()) for t in texts) / 1e6, "digest": digest}), flush=True)
for line in sys.stdin:
    text = texts[int(line)]
    cpu = time.process_time()
    lint_text(text, today=today)
    print(time.process_time() - cpu, flush=True)
"""


def ab_material() -> list[Path]:
    """The texts `--ab` lints: this tree's corpus, then the real editais' texts when present."""
    return sorted((ROOT / "tests" / "corpus").glob("*.txt")) + sorted(REAL_EDITAIS.glob("*.txt"))


def _worker(tree: Path, listing: Path) -> subprocess.Popen:
    """A child importing `tree`'s cotacheck (its PYTHONPATH and working directory) running `AB_WORKER`."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.Popen(
        [sys.executable, "-c", AB_WORKER, str(listing)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=tree,
    )


def _ask(worker: subprocess.Popen, request: str) -> str:
    worker.stdin.write(request + "\n")
    worker.stdin.flush()
    return worker.stdout.readline()


def ab(commits: list[str], runs: int) -> int:
    """This tree's reader against each commit's, on the same texts, in the same run. Each commit's
    `cotacheck/` is extracted into a temporary folder (`git archive`); each tree is one child process
    (`AB_WORKER`) that lints every text once before any clock starts. Then the trees are interleaved
    text by text: each text is linted by every tree in turn, the order of the trees rotated from one
    text to the next and from one run to the next, so each tree stands in each place equally often and
    a shared machine's load, which changes over seconds, falls on all of them alike. A run is the sum
    of a tree's CPU times over the texts (the child's own, read around `lint_text`), in CPU seconds per
    MB; best and median of `runs`, and the median of each run's ratio to this tree's (the trees of a
    run saw the same load)."""
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"this tree": ROOT}
        for commit in commits:
            folder = Path(tmp) / commit
            folder.mkdir()
            archive = subprocess.run(
                ["git", "-C", str(ROOT), "archive", commit, "cotacheck"], capture_output=True, check=True
            )
            subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
            trees[commit] = folder
        material = ab_material()
        listing = Path(tmp) / "texts"
        listing.write_text("\n".join(str(p) for p in material), encoding="utf-8")
        print(f"CPython {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
        workers = {name: _worker(tree, listing) for name, tree in trees.items()}
        try:
            seen = {}
            for name, worker in workers.items():
                answer = worker.stdout.readline()
                if not answer:
                    print(f"{name}: FAIL (the worker stopped before its warm-up ended)")
                    return 1
                seen[name] = json.loads(answer)
            names = list(trees)
            cpu: dict[str, list[float]] = {name: [] for name in names}
            for rep in range(runs):
                spent = dict.fromkeys(names, 0.0)
                for index in range(len(material)):
                    turn = (index + rep) % len(names)
                    for name in names[turn:] + names[:turn]:
                        spent[name] += float(_ask(workers[name], str(index)))
                for name in names:
                    cpu[name].append(spent[name] / seen[name]["mb"])
        finally:
            for worker in workers.values():
                worker.stdin.close()
                worker.wait()
    print(
        f"{len(material)} texts, {seen['this tree']['mb']:.2f} MB; {runs} runs a tree, interleaved text by text; "
        f"load average now {os.getloadavg()[0]:.1f}"
    )
    mine = cpu["this tree"]
    for name, values in cpu.items():
        ratio = statistics.median(m / v for m, v in zip(mine, values, strict=True))
        print(
            f"{name:>12}: best {min(values):.3f} CPU s/MB, median {statistics.median(values):.3f} "
            f"(this tree: {min(mine) / min(values):.2f}x its best, {ratio:.2f}x a run's, median), "
            f"reports {seen[name]['digest']}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="only 1 MB and 2 MB, for the test suite")
    parser.add_argument("--ab", nargs="+", metavar="COMMIT", help="only compare this tree's reader with these commits'")
    parser.add_argument("--runs", type=int, default=5, help="repetitions per tree with --ab (best and median)")
    args = parser.parse_args(argv)
    if args.ab:
        return ab(args.ab, args.runs)
    material = corpus_text()
    failed = False
    big = 2 * MB if args.quick else 10 * MB
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"CPython {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average {load:.1f}; best of 3 runs (1 MB) and 2 runs ({big // MB} MB)"
    )
    t1, r1 = timed(sized(material, MB), 3)
    tn, rn = timed(sized(material, big), 2)
    ratio = tn / t1
    print(
        f"1 MB edital: {t1:.2f} s ({1 / t1:.2f} MB/s), {r1['summary']['positions']} cargos, {len(r1['findings'])} achados"
    )
    print(
        f"{big // MB} MB edital: {tn:.2f} s ({big / MB / tn:.2f} MB/s), {rn['summary']['positions']} cargos, {len(rn['findings'])} achados"
    )
    linear = big / MB
    print(f"time ratio {big // MB} MB / 1 MB: {ratio:.1f} (linear: {linear:.0f})")
    if ratio > RATIO_BOUND * linear / 10:
        print("FAIL: the cost grows faster than linearly")
        failed = True
    for name, text in adversarial(MB).items():
        try:
            seconds, _ = timed(text, 2)
            verdict = "ok" if seconds <= ADVERSARIAL_BOUND else "FAIL"
        except Exception as error:  # an InputError is an acceptable answer; a crash is not
            from cotacheck.errors import InputError

            seconds, verdict = 0.0, "ok (recusado)" if isinstance(error, InputError) else f"FAIL ({error!r})"
        failed |= verdict.startswith("FAIL")
        print(f"adversarial 1 MB {name}: {seconds:.2f} s (bound {ADVERSARIAL_BOUND:.0f} s) {verdict}")
    if not args.quick:
        failed |= not shapes(t1)
        failed |= not table_series()
        cli_memory()
    failed |= not (inflating(6, 10) if args.quick else inflating(40, 70))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
