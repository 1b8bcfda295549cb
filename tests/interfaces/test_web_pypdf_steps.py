"""`pdf_support` in steps: the vendored pypdf zip handed over, compiled a little at a time while the
page is idle (a check waits behind one step, not behind the whole import), then imported from what
the steps compiled. Run in a fresh interpreter, where pypdf is not imported yet."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from pyodide_runner import needs_pyodide, run_in_pyodide, vendored_pypdf

pytest.importorskip("pypdf")
ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import base64, json, sys
sys.path.insert(0, sys.argv[1])
from cotacheck.interfaces.web import bridge, linter
linter.STEP_SECONDS = float(sys.argv[3])
raw = base64.b64encode(open(sys.argv[2], "rb").read()).decode()
call = lambda request: json.loads(bridge.call("pdf_support", json.dumps(request)))
refused = call({"passo": True})  # before the zip is handed over
answers = [call({"base64": raw, "passos": True})]
imported_early = "pypdf" in sys.modules
while sys.argv[4] == "steps" and not answers[-1]["result"]["ready"]:
    answers.append(call({"passo": True}))
if sys.argv[4] == "now":
    answers.append(call({}))
import pypdf
print(json.dumps({"refused": refused, "answers": answers, "imported_early": imported_early, "origin": pypdf.__spec__.origin,
                  "reader": hasattr(pypdf, "PdfReader"), "again": call({"passo": True})}))
"""


def _run(tmp_path, step_seconds: str, mode: str) -> dict:
    zipped = tmp_path / "pypdf.zip"
    modules = [n for n in vendored_pypdf(zipped) if n.endswith(".py")]
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT), str(zipped), step_seconds, mode],
        capture_output=True,
        text=True,
        check=True,
    )
    return {"modules": len(modules), **json.loads(done.stdout)}


def test_each_step_compiles_a_share_and_the_last_imports_from_the_zip(tmp_path):
    run = _run(tmp_path, "0", "steps")  # a budget of 0 s: one module a step
    answers = run["answers"]
    assert answers[0] == {"ok": True, "result": {"ready": False, "restantes": run["modules"]}}
    assert not run["imported_early"]  # handing the zip over imports nothing
    left = [a["result"].get("restantes") for a in answers[1:-1]]
    assert left == list(range(run["modules"] - 1, 0, -1))  # one fewer each step
    assert answers[-1] == {"ok": True, "result": {"ready": True}}
    assert run["origin"].endswith("cotacheck-pypdf.zip/pypdf/__init__.py") and run["reader"]
    assert run["again"] == {"ok": True, "result": {"ready": True}}


def test_a_larger_budget_takes_fewer_steps(tmp_path):
    run = _run(tmp_path, "30", "steps")
    assert len(run["answers"]) == 2 and run["answers"][-1]["result"] == {"ready": True}


def test_a_pdf_opened_midway_imports_at_once(tmp_path):
    run = _run(tmp_path, "0", "now")  # no step taken: `{}` compiles what it needs and imports
    assert run["answers"][-1] == {"ok": True, "result": {"ready": True}} and run["reader"]


def test_a_step_before_the_zip_is_refused(tmp_path):
    run = _run(tmp_path, "30", "steps")
    assert run["refused"] == {"ok": False, "error": "Não foi possível carregar o leitor de PDF."}


def test_a_module_whose_import_failed_is_tried_again(tmp_path):
    """pypdf's optional parts (cryptography, Pillow) fail to import, and may be tried again later."""
    zipped = tmp_path / "pypdf.zip"
    vendored_pypdf(zipped)
    child = (
        "import sys, importlib; sys.path.insert(0, sys.argv[1])\n"
        "from cotacheck.interfaces.web import pypdf_steps\n"
        "sys.modules['cryptography'] = None  # as in the page: not there\n"
        "pypdf_steps.start(open(sys.argv[2], 'rb').read())\n"
        "name = 'pypdf._crypt_providers._cryptography'\n"
        "for _ in range(2):\n"
        "    try: importlib.import_module(name)\n"
        "    except ImportError: sys.modules.pop(name, None)\n"
        "    else: raise SystemExit('imported')\n"
        "import pypdf; print(pypdf.__spec__.origin)\n"
    )
    done = subprocess.run([sys.executable, "-c", child, str(ROOT), str(zipped)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip().endswith("cotacheck-pypdf.zip/pypdf/__init__.py")


#: Handing the bridge a zip cut in half, without its last bytes, or with bytes inside it zeroed:
#: each call's answer, as JSON (the last expression, for Pyodide).
DAMAGED = """
import base64, json
from cotacheck.interfaces.web import bridge
raw = open(ZIP, "rb").read()
call = lambda request: json.loads(bridge.call("pdf_support", json.dumps(request)))
answers = {}
for name, cut in (("half", raw[: len(raw) // 2]), ("tail gone", raw[:-40]), ("bytes changed", raw[:3000] + bytes(3000) + raw[6000:])):
    request = {"base64": base64.b64encode(cut).decode()}
    answers[name] = [call({**request, "passos": True}), call({"passo": True}), call({})] if name != "half" else [call(request)]
json.dumps(answers)
"""


def _damaged_answers(answers: dict) -> None:
    refused = {"ok": False, "error": "Não foi possível carregar o leitor de PDF."}
    assert answers["half"] == [refused] and answers["tail gone"][0] == refused
    damaged = answers["bytes changed"]
    assert refused in damaged and not [a for a in damaged if not a["ok"] and a != refused], damaged


def test_a_zip_cut_short_or_damaged_says_the_pdf_reader_could_not_be_loaded(tmp_path):
    """A truncated py/pypdf.zip on the server made the page say "Erro interno" (zipimport's error)."""
    zipped = tmp_path / "pypdf.zip"
    vendored_pypdf(zipped)
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); ZIP = {str(zipped)!r}\n" + DAMAGED.replace(
        "json.dumps(answers)\n", "print(json.dumps(answers))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    _damaged_answers(json.loads(done.stdout))


@needs_pyodide
def test_in_pyodide_a_zip_cut_short_says_the_pdf_reader_could_not_be_loaded(tmp_path):
    vendored_pypdf(tmp_path / "pypdf.zip")
    _damaged_answers(json.loads(run_in_pyodide("ZIP = '/host/pypdf.zip'\n" + DAMAGED, tmp_path)))
