"""tests/pyodide_runner.py keeps one Node process for many calls: each call must still get an interpreter
with nothing left from the call before (modules, their state, files, the host folder)."""

from __future__ import annotations

import json

from pyodide_runner import needs_pyodide, run_in_pyodide

FIRST = """
import json, os, sys
from cotacheck.linter.read import pdf_budget
pdf_budget.MAX_DECODED = 1
open('/tmp/left-behind', 'w').write('x')
sys.path.append('/tmp/added')
json.dumps(sorted(os.listdir('/host')))
"""

SECOND = """
import json, os, sys
seen = {'budget_module': 'cotacheck.linter.read.pdf_budget' in sys.modules, 'file': os.path.exists('/tmp/left-behind'),
        'path': '/tmp/added' in sys.path}
from cotacheck.linter.read import pdf_budget
seen['budget'] = pdf_budget.MAX_DECODED
seen['host'] = sorted(os.listdir('/host'))
json.dumps(seen)
"""


@needs_pyodide
def test_each_call_starts_from_a_fresh_interpreter(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    (first / "one.txt").write_text("1")
    assert json.loads(run_in_pyodide(FIRST, first)) == ["one.txt", "run.py"]
    seen = json.loads(run_in_pyodide(SECOND, second))
    assert seen == {
        "budget_module": False,
        "file": False,
        "path": False,
        "budget": 100 * 1024 * 1024,
        "host": ["run.py"],
    }
