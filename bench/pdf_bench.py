"""Benchmark of PDF reading: real editais read in CPython and in Pyodide (Node), first and second time.

    python3 bench/pdf_bench.py [--no-pyodide] [PDF ...]

Default files: the 107-page IFSul and the 36-page Banco do Brasil editais of
../shared/real-editais (or any PDFs given). For each runtime, in a fresh process: the import of
pypdf (in Pyodide, from the same vendored zip as the page, by zipimport), then each file read twice
(`pdf_text`, then `lint_text` on its text). The baseline, measured in the same run, is pypdf's own
`extract_text` on every page with its own content-stream parser (`pdf_fast` uninstalled); ratios
(CPU time, less disturbed by other processes than wall time) are printed against it.
Pyodide runs in Node (no browser: no page rendering, no worker messaging), so the page adds to it.
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
REAL = ROOT.parent / "shared" / "real-editais"
DEFAULT = [REAL / "fed_ifsul_2024_professor.pdf", REAL / "fed_bancodobrasil_2022_cesgranrio.pdf"]

# Runs inside the measured interpreter (CPython or Pyodide); files are read from `folder`.
MEASURE = r"""
import io, json, time, sys
cpu = globals().get("node_cpu_seconds") or time.process_time  # in Node: the process's CPU time
started = time.perf_counter()
{load}
import pypdf
import_seconds = time.perf_counter() - started
from cotacheck.linter import lint_text
from cotacheck.linter.read.pdf import pdf_text
from cotacheck.linter.read import pdf_fast
def baseline(data):
    pdf_fast.uninstall()  # pypdf as it comes
    try:
        reader = pypdf.PdfReader(io.BytesIO(data))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    finally:
        pdf_fast.install()
out = {{"import": import_seconds, "python": sys.version.split()[0], "files": {{}}}}
for name in {names!r}:
    data = open({folder!r} + "/" + name, "rb").read()
    runs = []
    for attempt in range(2):
        t0, c0 = time.perf_counter(), cpu()
        text = pdf_text(data, name)
        t1, c1 = time.perf_counter(), cpu()
        result = lint_text(text)
        t2 = time.perf_counter()
        runs.append({{"read": t1 - t0, "read_cpu": c1 - c0, "lint": t2 - t1, "lines": result["summary"]["lines"]}})
    t0, c0 = time.perf_counter(), cpu()
    same = baseline(data) == text
    runs.append({{"baseline": time.perf_counter() - t0, "baseline_cpu": cpu() - c0, "same_text": same}})
    out["files"][name] = runs
json.dumps(out)
"""


def cpython(files: list[Path], folder: Path) -> dict:
    code = (
        MEASURE.format(load="", names=[f.name for f in files], folder=str(folder)).rsplit("json.dumps(out)", 1)[0]
        + "print(json.dumps(out))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    if done.returncode:
        raise SystemExit(done.stderr[-3000:])
    return json.loads(done.stdout)


def pyodide(files: list[Path], folder: Path) -> dict | None:
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists():
        print("Pyodide: skipped (needs node and npm ci)")
        return None
    from cotacheck.interfaces.site.builder import package_zip
    from cotacheck.interfaces.site.rule_pages import vendor_pypdf

    package_zip(folder / "cotacheck.zip")
    vendor_pypdf(folder / "pypdf.zip")
    load = (
        "import base64\nfrom cotacheck.interfaces.web.linter import pdf_support\n"
        "pdf_support({'base64': base64.b64encode(open('/host/pypdf.zip', 'rb').read()).decode()})"
    )
    code = folder / "measure.py"
    code.write_text(MEASURE.format(load=load, names=[f.name for f in files], folder="/host"), encoding="utf-8")
    done = subprocess.run(
        [
            "node",
            str(ROOT / "tests" / "pyodide" / "run_files.mjs"),
            str(folder / "cotacheck.zip"),
            str(code),
            str(folder),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    if done.returncode:
        raise SystemExit(done.stderr[-3000:])
    return json.loads(done.stdout)


def report(label: str, data: dict) -> None:
    print(f"{label} (Python {data['python']}): import of pypdf {data['import']:.2f} s")
    for name, (first, second, base) in data["files"].items():
        print(f"  {name}: {first['lines']} lines")
        print(f"    first read  {first['read']:6.2f} s (CPU {first['read_cpu']:.2f} s) + lint {first['lint']:.2f} s")
        print(f"    second read {second['read']:6.2f} s (CPU {second['read_cpu']:.2f} s) + lint {second['lint']:.2f} s")
        print(
            f"    baseline, pypdf's own parser: {base['baseline']:.2f} s (CPU {base['baseline_cpu']:.2f} s); "
            f"second read / baseline (CPU) = {second['read_cpu'] / base['baseline_cpu']:.2f}; same text: {base['same_text']}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("pdfs", nargs="*", type=Path)
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()
    files = [f for f in (args.pdfs or DEFAULT) if f.exists()]
    if not files:
        print("no PDF to read (give paths)")
        return 0
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for f in files:
            shutil.copy(f, folder / f.name)
        native = cpython(files, folder)
        report("CPython", native)
        if not args.no_pyodide:
            browser = pyodide(files, folder)
            if browser:
                report("Pyodide in Node", browser)
                for name in native["files"]:
                    ratio = browser["files"][name][1]["read_cpu"] / native["files"][name][1]["read_cpu"]
                    print(f"  {name}: Pyodide / CPython (second read, CPU) = {ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
