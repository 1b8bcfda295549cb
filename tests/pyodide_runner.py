"""Python under real Pyodide (Node, no browser) with the package zip the site ships and, where asked,
pypdf loaded as the checker page loads it: shared by the tests that compare the browser's answers
with CPython's."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from cotacheck.interfaces.site.builder import package_zip
from cotacheck.interfaces.site.rule_pages import vendor_pypdf

ROOT = Path(__file__).resolve().parents[1]
RUNNER = ROOT / "tests" / "pyodide" / "run_files.mjs"
needs_pyodide = pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists(), reason="needs node and npm ci"
)
#: The page's way to get pypdf: the site's py/pypdf.zip handed to the bridge once.
LOAD_PYPDF = (
    "import base64\n"
    "from cotacheck.interfaces.web.linter import pdf_support\n"
    "pdf_support({'base64': base64.b64encode(open('/host/pypdf.zip', 'rb').read()).decode()})\n"
)


def run_in_pyodide(code: str, folder: Path, pypdf: bool = False, timeout: int = 600) -> str:
    """Run `code` (its last expression a str) with `folder` mounted at /host; returns what it printed."""
    package_zip(folder / "cotacheck.zip")  # exactly what the site ships
    if pypdf:
        vendor_pypdf(folder / "pypdf.zip")
        code = LOAD_PYPDF + code
    script = folder / "run.py"
    script.write_text(code, encoding="utf-8")
    done = subprocess.run(
        ["node", str(RUNNER), str(folder / "cotacheck.zip"), str(script), str(folder)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout
