"""The browser bridge (cotacheck.web → cotacheck.interfaces.web.bridge) in CPython: the envelope, bad input, and lazy page modules."""

import json
import subprocess
import sys

from cotacheck.interfaces.web import bridge as web


def envelope(name, request):
    return json.loads(web.call(name, json.dumps(request)))


def test_calculate_envelope():
    answer = envelope("calculate", {"lei": "go", "data": "15/10/2025", "vagas": ["37"]})
    assert answer["ok"] is True
    assert answer["result"]["positions"][0]["reserved"] == 7
    assert answer["result"]["labels"]["date"] == "15/10/2025"


def test_last_seconds_split_the_work_from_the_answers_json():
    """What the worker sends with each answer for the checker's split (docs/site.md): the function's own
    seconds and the JSON's, from the call just made; a call that failed has neither."""
    envelope("lint", {"texto": "EDITAL Nº 1/2026, DE 2 DE JANEIRO DE 2026\nCargo AC Negros Total\nAnalista 9 1 10\n"})
    work, answer = (float(x) for x in web.last_seconds().split())
    assert work > 0 and answer > 0  # both measured, each apart (which is longer is a bench's question, not a test's)
    envelope("nao_existe", {})
    assert web.last_seconds() == "0.000000 0.000000"


def test_bad_input_and_unknown_function_give_portuguese_messages():
    answer = envelope("calculate", {"lei": "go", "data": "2025-10-15", "vagas": ["abc"]})
    assert answer == {"ok": False, "error": answer["error"]} and "não é um número" in answer["error"]
    unknown = envelope("nao_existe", {})
    assert unknown["ok"] is False and "Função desconhecida" in unknown["error"]
    not_object = json.loads(web.call("calculate", "[1, 2]"))
    assert not_object["ok"] is False and "objeto JSON" in not_object["error"]


def test_calculator_start_up_does_not_import_the_other_pages():
    """Pyodide compiles every imported module at start-up: the calculator must not pay for the linter."""
    code = (
        "import sys, json, cotacheck.web as w; w.call('ping', '{}');"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('cotacheck'))))"
    )
    loaded = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    assert "cotacheck.reserve.calculator" in loaded
    assert not [
        m
        for m in loaded
        if m.startswith(("cotacheck.linter", "cotacheck.nomination", "cotacheck.interfaces.web.nomination"))
    ]


def test_lazy_functions_load_on_first_call():
    for name, module in web.LAZY.items():
        function = web.lookup(name)
        assert function is not None and function.__name__ == name and function.__module__ == module
    order = envelope("chamada_ordem", {"lei": "go", "data": "2025-10-15", "chamadas": "8"})
    assert order["ok"] is True
    assert [c["call"] for c in order["result"]["calls"] if c["list"] == "negros"] == [3, 8]
    lint = envelope("lint", {"texto": "EDITAL\nCargo: Analista\nVagas: 10\n", "lei": "go", "data": "2025-10-15"})
    assert lint["ok"] is True and "findings" in lint["result"]
