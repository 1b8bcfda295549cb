"""The calls page's bridge under "outra lei": the user's parameters give the order, no date needed."""

import json

from cotacheck.interfaces.web.bridge import call
from cotacheck.nomination import order
from cotacheck.reserve.custom_law import build_law, make_params

PARAMS = {"percentual": "16", "minimo": 3, "arredondamento": "half_up", "base": "cargo"}


def ask(name, request):
    return json.loads(call(name, json.dumps(request)))


def test_order_under_user_parameters_equals_the_core():
    reply = ask("chamada_ordem", {"lei": "outra", "data": "", "chamadas": "30", "parametros": PARAMS})
    assert reply["ok"], reply
    expected = order(build_law(make_params("16", None, 3, "half_up", "cargo")), 30)
    assert reply["result"]["calls"] == expected["calls"]
    assert reply["result"]["labels"]["law_name"] == "Outra lei"
    assert all(s["href"] is None for s in reply["result"]["steps"] + reply["result"]["interpretations"])


def test_bad_parameter_and_pcd_list_are_messages():
    reply = ask("chamada_ordem", {"lei": "outra", "chamadas": "30", "parametros": PARAMS | {"minimo": "0"}})
    assert reply == {"ok": False, "error": reply["error"]} and reply["error"].startswith("Mínimo de vagas inválido")
    reply = ask("chamada_candidato", {"lei": "outra", "posicao": "1", "lista": "pcd", "parametros": PARAMS})
    assert not reply["ok"] and "informe a lei de PcD" in reply["error"]
    reply = ask("chamada_candidato", {"lei": "outra", "posicao": "2", "lista": "negros", "parametros": PARAMS})
    assert reply["ok"] and reply["result"]["calls_needed"] == 10
