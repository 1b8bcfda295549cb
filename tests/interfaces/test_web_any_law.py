"""The bridge functions of the checker page as the page sees them (the JSON envelope): "outra lei" with
its `parametros`, `lint` with the file's bytes, and `recheck` of the cargos corrected by hand."""

import base64
import json

from cotacheck.interfaces.web import bridge as web
from cotacheck.interfaces.web.linter import lint
from cotacheck.linter.report.markdown import to_markdown
from cotacheck.reserve.custom_law import compute_custom, make_params

PARAMS = {"percentual": "16", "minimo": 3, "arredondamento": "half_up", "base": "cargo"}
OWN_RULE_TEXT = (
    "PREFEITURA MUNICIPAL DE EXEMPLO\nEDITAL Nº 1/2026\n"
    "5.1 Ficam reservadas aos candidatos negros 16% (dezesseis por cento) das vagas de cada cargo.\n"
    "Cargo AC Negros Total\nAnalista 12 1 13\nTécnico 5 0 5\n"
)


def envelope(name, request):
    return json.loads(web.call(name, json.dumps(request)))


def test_calculator_with_user_parameters_is_compute_custom():
    answer = envelope("calculate", {"lei": "outra", "parametros": PARAMS, "vagas": ["13", "5"], "cargos": ["A", ""]})
    assert answer["ok"] is True, answer
    expected = json.loads(json.dumps(compute_custom(make_params("16"), [13, 5])))
    got = answer["result"]
    assert [p["reserved"] for p in got["positions"]] == [p["reserved"] for p in expected["positions"]] == [2, 1]
    assert got["total"] == expected["total"] and got["params"]["percentual"] == "16"
    assert got["labels"]["positions"] == ["A", "Cargo 2"]


def test_calculator_with_groups_and_the_whole_edital():
    parametros = {
        **PARAMS,
        "percentual": "30",
        "base": "edital",
        "grupos": {"pretos_pardos": "25", "indigenas": "3", "quilombolas": "2"},
    }
    answer = envelope("calculate", {"lei": "outra", "parametros": parametros, "vagas": ["1"] * 10})
    assert answer["ok"] is True, answer
    assert answer["result"]["total"]["reserved"] == 3  # 30 % of the edital's 10 vacancies, not 0 per cargo


def test_bad_parameters_are_portuguese_messages():
    for parametros, words in (
        ({**PARAMS, "percentual": "abc"}, "Percentual inválido"),
        ({**PARAMS, "minimo": 0}, "Mínimo de vagas inválido"),
        ({**PARAMS, "arredondamento": "sobe"}, "Arredondamento desconhecido"),
        ({**PARAMS, "base": "total"}, "Base desconhecida"),
        (None, "informe os parâmetros"),
    ):
        answer = envelope("calculate", {"lei": "outra", "parametros": parametros, "vagas": ["10"]})
        assert answer["ok"] is False and words in answer["error"], (parametros, answer)
    answer = envelope("lint", {"lei": "outra", "parametros": {**PARAMS, "percentual": "120"}, "texto": OWN_RULE_TEXT})
    assert answer["ok"] is False and "fora do intervalo" in answer["error"]


def test_lint_under_user_parameters_and_the_edital_own_rule():
    answer = envelope("lint", {"lei": "outra", "parametros": {**PARAMS, "percentual": "30"}, "texto": OWN_RULE_TEXT})
    assert answer["ok"] is True, answer
    result = answer["result"]
    assert result["law"] == "outra" and [p["reserved_required"] for p in result["positions"]] == [4, 2]
    cq102 = [f for f in result["findings"] if f["code"] == "CQ102"]
    assert len(cq102) == 2 and all("parâmetros informados" in f["message"] for f in cq102)
    assert "pela lei" not in " ".join(f["message"] for f in cq102)
    assert result["own_rule"]["proposed_params"] == PARAMS  # 16 % declared by the edital, in the page's shape
    assert to_markdown(result).startswith("# Verificação de cotas")


def test_lint_outra_without_parameters_uses_the_edital_rule_and_says_so():
    result = envelope("lint", {"lei": "outra", "texto": OWN_RULE_TEXT})["result"]
    assert result["detected"]["params_source"] == "edital"
    assert "regra declarada pelo próprio edital" in result["detected"]["params_notes"][0]
    assert [p["reserved_required"] for p in result["positions"]] == [2, 1]  # 16 % of 13 = 2,08 → 2; of 5 → 1


def test_lint_accepts_the_file_as_bytes_and_as_base64():
    raw = OWN_RULE_TEXT.encode("utf-8")
    by_base64 = envelope("lint", {"arquivo": {"nome": "e.txt", "base64": base64.b64encode(raw).decode()}})["result"]

    class JsProxy:  # what Pyodide hands over for a Uint8Array
        def to_py(self):
            return memoryview(raw)

    for data in (raw, bytearray(raw), memoryview(raw), JsProxy()):
        result = lint({"arquivo": {"nome": "e.txt", "bytes": data}})
        assert result["positions"] == by_base64["positions"] and result["text"] == by_base64["text"]

    class Request:  # the JS request object itself, as Pyodide hands it to call() (no JSON, no base64)
        def to_py(self):
            return {"arquivo": {"nome": "e.txt", "bytes": memoryview(raw)}}

    answer = json.loads(web.call("lint", Request()))
    assert answer["ok"] is True and answer["result"]["positions"] == by_base64["positions"]
    bad = json.loads(web.call("lint", json.dumps({"arquivo": {"nome": "e.txt", "bytes": "texto"}})))
    assert bad["ok"] is False and "Arquivo ilegível" in bad["error"]


def test_recheck_takes_the_reader_corrections():
    read = envelope(
        "lint",
        {
            "texto": "LEI Nº 23.389/2025\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\nGoiás\n"
            "Cargo AC Negros Total\nAnalista 8 2 10\n",
            "lei": "go",
        },
    )["result"]
    rows = [
        {k: p[k] for k in ("name", "vacancies", "reserved_stated", "pcd_stated", "line")} for p in read["positions"]
    ]
    assert not [f for f in read["findings"] if f["code"] == "CQ102"]
    rows[0]["reserved_stated"], rows[0]["edited"] = 1, True  # the reader sees 1, not 2
    answer = envelope("recheck", {"posicoes": rows, "lei": "go", "data": "2026-03-10"})
    assert answer["ok"] is True, answer
    result = answer["result"]
    cq102 = [f for f in result["findings"] if f["code"] == "CQ102"]
    assert len(cq102) == 1 and cq102[0]["severity"] == "error"  # a corrected row is a confirmed reading
    assert result["corrected_by_hand"] == ["Analista"] and result["positions"][0]["confidence"] == "confirmed"
    assert "corrigidos à mão" in to_markdown(result) and "Analista" in to_markdown(result)
    assert not [f for f in result["findings"] if f["code"].startswith("CQ20")]  # no text: clauses unknown, not missing
    assert "own_rule" not in result


def test_recheck_with_the_text_checks_its_clauses_and_own_rule():
    rows = [{"name": "Analista", "vacancies": 13, "reserved_stated": 1, "edited": True}]
    result = envelope("recheck", {"posicoes": rows, "lei": "outra", "parametros": PARAMS, "texto": OWN_RULE_TEXT})
    assert result["ok"] is True, result
    assert result["result"]["own_rule"]["percent"]["value"] == "16"
    assert [f["code"] for f in result["result"]["findings"] if f["code"] == "CQ102"] == ["CQ102"]


def test_recheck_bad_rows_are_portuguese_messages():
    for rows, words in (
        ([], "pelo menos um cargo"),
        ([{"name": "A", "vacancies": "dez"}], "Número inválido"),
        ([{"name": "A"}], "Informe o número de vagas"),
    ):
        answer = envelope("recheck", {"posicoes": rows, "lei": "go", "data": "2026-03-10"})
        assert answer["ok"] is False and words in answer["error"], (rows, answer)
