"""The order module runs unchanged on Pyodide's CPython (via Node) and gives the same JSON as here."""

import datetime as dt
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cotacheck.interfaces.site.builder import package_zip
from cotacheck.nomination import allocate, candidate_view, order

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "pyodide" / "run_core.mjs"
CSV = "id,rank,negro,pcd,withdrawn\n" + "".join(
    f"c{i},{i},{'quilombola' if i == 40 else int(i % 3 == 0)},{int(i % 7 == 0)},{int(i == 9)}\n" for i in range(1, 61)
)


@pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists(), reason="needs node and npm ci"
)
def test_order_under_pyodide_matches_cpython(tmp_path):
    archive = tmp_path / "cotacheck.zip"
    package_zip(archive)  # exactly what the site ships
    code = (
        "import json, datetime as dt\n"
        "from cotacheck.nomination import allocate, candidate_view, order\n"
        f"csv = {CSV!r}\n"
        "d = dt.date(2025, 6, 4)\n"
        "json.dumps([order('federal', 120, d), order('go', 50, dt.date(2026, 1, 5), convention='blocks'),"
        " candidate_view('rn', 4, 20, date=dt.date(2026, 1, 5)), allocate(csv, 25, 'federal', d, new_vacancies=5)])"
    )
    out = subprocess.run(
        ["node", str(RUNNER), str(archive), code], capture_output=True, text=True, cwd=ROOT, timeout=180
    )
    assert out.returncode == 0, out.stderr[-2000:]
    d = dt.date(2025, 6, 4)
    expected = [
        order("federal", 120, d),
        order("go", 50, dt.date(2026, 1, 5), convention="blocks"),
        candidate_view("rn", 4, 20, date=dt.date(2026, 1, 5)),
        allocate(CSV, 25, "federal", d, new_vacancies=5),
    ]
    assert json.loads(out.stdout) == json.loads(json.dumps(expected))
