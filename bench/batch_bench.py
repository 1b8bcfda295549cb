"""Many PDFs at once: `cotacheck lint --format csv` with --jobs 1 and --jobs 2 (or the counts given), in
one run, on the same 40 PDFs.

    python3 bench/batch_bench.py [--count 40] [--jobs 1 2] [--runs 1] [FOLDER]

The PDFs are the real editais in FOLDER (default ../shared/real-editais, or $COTACHECK_REAL_EDITAIS),
taken in name order and repeated until there are --count of them, each under a name of its own (links in
a temporary folder, so the CSV has one file per row group as a real batch has). Prints, per job count,
the wall-clock time (best of --runs), the CPU seconds of the processes, the time per PDF and the ratio
to the first job count; then whether every CSV is byte-identical to the first one (exit 1 if not).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DIR = Path(os.environ.get("COTACHECK_REAL_EDITAIS") or ROOT.parent / "shared" / "real-editais")


def batch(folder: Path, count: int, into: Path) -> list[str]:
    """`count` PDFs of `folder` (repeated in name order), as links with distinct names in `into`."""
    pdfs = sorted(folder.glob("*.pdf"))
    names = []
    for i in range(count):
        source = pdfs[i % len(pdfs)]
        link = into / f"{i + 1:03d}-{source.name}"
        link.symlink_to(source.resolve())
        names.append(str(link))
    return names


def lint_csv(names: list[str], jobs: int) -> tuple[bytes, float, float]:
    """The CSV, the wall-clock seconds and the CPU seconds of the run (the command and its pool)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "cotacheck", "lint", *names, "--format", "csv", "--jobs", str(jobs)],
        capture_output=True,
        cwd=ROOT,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode not in (0, 1):
        sys.exit(f"lint --jobs {jobs} failed ({out.returncode}): {out.stderr.decode(errors='replace')}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out.stdout, wall, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_DIR)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args(argv)
    if not args.folder.is_dir() or not any(args.folder.glob("*.pdf")):
        print(f"no PDFs in {args.folder}: skipped")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        names = batch(args.folder, args.count, Path(tmp))
        distinct = len({Path(n).name.split("-", 1)[1] for n in names})
        load = os.getloadavg()[0]
        print(f"{len(names)} PDFs ({distinct} distinct, repeated), {os.cpu_count()} CPUs, load average {load:.1f}")
        outputs, first = [], None
        for jobs in args.jobs:
            runs = [lint_csv(names, jobs) for _ in range(args.runs)]
            csv_bytes, wall, cpu = min(runs, key=lambda run: run[1])
            outputs.append(csv_bytes)
            first = first or wall
            print(
                f"--jobs {jobs}: {wall:.1f} s wall, {cpu:.1f} s CPU, {wall / len(names):.2f} s per PDF, "
                f"x{first / wall:.2f} the speed of --jobs {args.jobs[0]}"
            )
        same = all(out == outputs[0] for out in outputs)
        rows = outputs[0].count(b"\r\n") - 1
        print(f"CSV ({rows} cargo rows, {len(outputs[0])} bytes): {'identical' if same else 'DIFFERENT'} across --jobs")
    print(f"load average at the end {os.getloadavg()[0]:.1f}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
