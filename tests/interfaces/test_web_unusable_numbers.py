"""The page's numbers through the bridge's `call`: a superscript, thousands of digits or a CSV cell past
the csv module's limit is a Portuguese message naming the field, never "Erro interno"."""

import json

import pytest
from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck.interfaces.web import bridge as web

HUGE = "1" * 5000


def short(value) -> str:
    """Test ids that do not print a 5 000-digit argument."""
    text = str(value)
    return text if len(text) <= 30 else f"{text[:12]}…({len(text)} caracteres)"


GO = {"lei": "go", "data": "10/03/2026"}
OUTRA = {"percentual": "20", "minimo": "3", "arredondamento": "half_up", "base": "cargo"}
ROSTER = "id,rank,negro,pcd\n"


def refused(name, request):
    answer = json.loads(web.call(name, json.dumps(request)))
    assert answer["ok"] is False, answer
    assert answer["error"] != web.INTERNAL_ERROR and "interno" not in answer["error"].lower(), answer
    assert len(answer["error"]) < 300, answer  # a 5 000-digit text is not echoed back
    return answer["error"]


@pytest.mark.parametrize(
    "vacancies, words",
    [
        (["²"], "Número de vagas inválido: “²” não é um número"),
        (["37", "³"], "Número de vagas inválido do cargo 2: “³”"),
        (["٣٧"], "não é um número"),  # int() would read it as 37; the page asks for ASCII digits
        ([HUGE], "Número de vagas é muito grande (5000 algarismos)"),
    ],
    ids=short,
)
def test_calculator_vacancies(vacancies, words):
    assert words in refused("calculate", {**GO, "vagas": vacancies})


@pytest.mark.parametrize(
    "minimum, words", [("²", "Mínimo de vagas inválido: '²'"), (HUGE, "Mínimo de vagas é muito grande")], ids=short
)
def test_the_calculators_minimum(minimum, words):
    request = {"lei": "outra", "parametros": {**OUTRA, "minimo": minimum}, "vagas": ["12"]}
    assert words in refused("calculate", request)


def test_rechecks_minimum():
    rows = [{"name": "Analista", "vacancies": 13, "reserved_stated": 2, "edited": True}]
    request = {"posicoes": rows, "lei": "outra", "parametros": {**OUTRA, "minimo": "³"}}
    assert "Mínimo de vagas inválido: '³'" in refused("recheck", request)


@pytest.mark.parametrize(
    "name, key, value, words",
    [
        ("chamada_ordem", "chamadas", "²", "Valor inválido para o número de chamadas: “²”"),
        ("chamada_ordem", "chamadas", HUGE, "O número de chamadas é muito grande (5000 algarismos)"),
        ("chamada_ordem", "chamadas", "+-5", "Valor inválido para o número de chamadas"),
        ("chamada_ordem", "chamadas", "1.5", "Valor inválido para o número de chamadas: “1.5”"),  # once read as 15
        ("chamada_candidato", "posicao", "³", "Valor inválido para a sua posição na lista reservada"),
        ("chamada_candidato", "geral", "²", "Valor inválido para a sua posição na lista geral"),
    ],
    ids=short,
)
def test_the_calls_page_fields(name, key, value, words):
    request = {**GO, "posicao": "4", key: value}
    if name == "chamada_ordem":
        request.pop("posicao")
    assert words in refused(name, request)


def test_the_calls_page_still_reads_grouped_thousands():
    answer = json.loads(web.call("chamada_ordem", json.dumps({**GO, "chamadas": "1.000"})))
    assert answer["ok"] is True and len(answer["result"]["calls"]) == 1000


@pytest.mark.parametrize(
    "vacancies, rows, words",
    [
        ("²", "a,1,0,0\n", "Valor inválido para o número de vagas: “²”"),
        ("3", "a,²,0,0\n", "linha 2: classificação (rank) inválida: '²'"),
        ("3", f"a,{HUGE},0,0\n", "linha 2: classificação (rank) é muito grande (5000 algarismos)"),
        ("3", "x" * 131_073 + ",1,0,0\n", "linha 2: uma célula tem mais de 131.072 caracteres"),
    ],
    ids=short,
)
def test_the_calls_page_allocation(vacancies, rows, words):
    assert words in refused("chamada_alocar", {**GO, "vagas": vacancies, "lista": ROSTER + rows})


def test_a_number_json_itself_refuses():
    """json.loads, like int(), refuses an integer of over 4 300 digits: an unusable request, said so."""
    answer = json.loads(web.call("calculate", '{"lei": "go", "vagas": [' + HUGE + "]}"))
    assert answer == {"ok": False, "error": "Pedido inválido: esperava um objeto JSON."}


#: A few of the cases above, as the page sends them: the same answers are expected from Pyodide.
PAGE_CASES = [
    ("calculate", {**GO, "vagas": ["²"]}),
    ("calculate", {**GO, "vagas": [HUGE]}),
    ("calculate", {"lei": "outra", "parametros": {**OUTRA, "minimo": "³"}, "vagas": ["12"]}),
    ("chamada_ordem", {**GO, "chamadas": "²"}),
    ("chamada_alocar", {**GO, "vagas": "3", "lista": ROSTER + f"a,{HUGE},0,0\n"}),
    ("chamada_alocar", {**GO, "vagas": "3", "lista": ROSTER + "x" * 131_073 + ",1,0,0\n"}),
]


@needs_pyodide
def test_the_page_gives_the_same_messages(tmp_path):
    code = (
        "import json\n"
        "from cotacheck.interfaces.web.bridge import call\n"
        f"cases = json.loads({json.dumps(PAGE_CASES)!r})\n"
        "json.dumps([json.loads(call(name, json.dumps(request))) for name, request in cases])"
    )
    in_page = json.loads(run_in_pyodide(code, tmp_path))
    assert in_page == [json.loads(web.call(name, json.dumps(request))) for name, request in PAGE_CASES]
    assert all(answer["ok"] is False and answer["error"] != web.INTERNAL_ERROR for answer in in_page)


@pytest.mark.parametrize("vacancies", ["²", "٣", HUGE], ids=short)
def test_rechecks_vacancies(vacancies):
    """A corrected cell with a superscript, another script's digit or thousands of digits: a message, not an error."""
    rows = [{"name": "Analista", "vacancies": vacancies, "reserved_stated": 2, "edited": True}]
    assert "Número inválido" in refused("recheck", {"posicoes": rows, **GO})
