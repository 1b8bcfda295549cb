"""The rules core runs unchanged on Pyodide's CPython (via Node) and gives the same JSON."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cotacheck.interfaces.site.builder import package_zip

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "pyodide" / "run_core.mjs"

CASES = [
    ("go", [37, 12, 2], "2026-02-01", "executivo", "efetivo"),
    ("federal", [5, 18, 25], "2025-06-04", "executivo", "efetivo"),
    ("rn", [729], "2024-05-17", "judiciario", "emprego"),
    ("go", [10], "2025-09-30", "executivo", "estagio"),
]


@pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists(), reason="needs node and npm ci"
)
def test_core_under_pyodide_matches_cpython(tmp_path):
    archive = tmp_path / "cotacheck.zip"
    package_zip(archive)  # exactly what the site ships
    code = (
        "import json, sys, datetime as dt\n"
        "from cotacheck.reserve.calculator import compute\n"
        f"cases = {CASES!r}\n"
        "json.dumps({'version': list(sys.version_info[:2]), 'results': "
        "[compute(l, v, dt.date.fromisoformat(d), b, k) for l, v, d, b, k in cases]})"
    )
    out = subprocess.run(
        ["node", str(RUNNER), str(archive), code], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout)
    assert data["version"][0] == 3 and data["version"][1] >= 12  # Pyodide's CPython, not ours
    sys.path.insert(0, str(ROOT))
    import datetime as dt

    from cotacheck.reserve.calculator import compute

    expected = [compute(l, v, dt.date.fromisoformat(d), b, k) for l, v, d, b, k in CASES]
    assert data["results"] == expected
