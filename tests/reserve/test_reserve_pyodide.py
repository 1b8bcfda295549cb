"""The rules core runs unchanged on Pyodide's CPython (via Node) and gives the same JSON."""

import datetime as dt
import json

from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck.reserve.calculator import compute

CASES = [
    ("go", [37, 12, 2], "2026-02-01", "executivo", "efetivo"),
    ("federal", [5, 18, 25], "2025-06-04", "executivo", "efetivo"),
    ("rn", [729], "2024-05-17", "judiciario", "emprego"),
    ("go", [10], "2025-09-30", "executivo", "estagio"),
]


@needs_pyodide
def test_core_under_pyodide_matches_cpython(tmp_path):
    code = (
        "import json, sys, datetime as dt\n"
        "from cotacheck.reserve.calculator import compute\n"
        f"cases = {CASES!r}\n"
        "json.dumps({'version': list(sys.version_info[:2]), 'results': "
        "[compute(l, v, dt.date.fromisoformat(d), b, k) for l, v, d, b, k in cases]})"
    )
    data = json.loads(run_in_pyodide(code, tmp_path))
    assert data["version"][0] == 3 and data["version"][1] >= 12  # Pyodide's CPython, not ours
    expected = [compute(l, v, dt.date.fromisoformat(d), b, k) for l, v, d, b, k in CASES]
    assert data["results"] == expected
