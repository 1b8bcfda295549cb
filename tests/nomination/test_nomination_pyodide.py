"""The order module runs unchanged on Pyodide's CPython (via Node) and gives the same JSON as here."""

import datetime as dt
import json

from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck.nomination import allocate, candidate_view, order

CSV = "id,rank,negro,pcd,withdrawn\n" + "".join(
    f"c{i},{i},{'quilombola' if i == 40 else int(i % 3 == 0)},{int(i % 7 == 0)},{int(i == 9)}\n" for i in range(1, 61)
)


@needs_pyodide
def test_order_under_pyodide_matches_cpython(tmp_path):
    code = (
        "import json, datetime as dt\n"
        "from cotacheck.nomination import allocate, candidate_view, order\n"
        f"csv = {CSV!r}\n"
        "d = dt.date(2025, 6, 27)\n"
        "json.dumps([order('federal', 120, d), order('go', 50, dt.date(2026, 1, 5), convention='blocks'),"
        " candidate_view('rn', 4, 20, date=dt.date(2026, 1, 5)), allocate(csv, 25, 'federal', d, new_vacancies=5)])"
    )
    out = run_in_pyodide(code, tmp_path)
    d = dt.date(2025, 6, 27)
    expected = [
        order("federal", 120, d),
        order("go", 50, dt.date(2026, 1, 5), convention="blocks"),
        candidate_view("rn", 4, 20, date=dt.date(2026, 1, 5)),
        allocate(CSV, 25, "federal", d, new_vacancies=5),
    ]
    assert json.loads(out) == json.loads(json.dumps(expected))
