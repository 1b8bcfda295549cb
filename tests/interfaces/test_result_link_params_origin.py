"""A result checked with the edital's own rule under "Outra lei" keeps that origin in its link and saved file:
the link's `parametros` carry the figures used and `origem` (custom_law.ORIGIN_LABELS), validated when opened,
and the opened check names the same source as the check that wrote the link. A claim of "the edital's rule"
for figures that differ from the rule the text declares is the reader's."""

from __future__ import annotations

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.linter import lint, open_link, recheck
from tests.interfaces.test_result_link import ROW_KEYS, encode
from tests.interfaces.test_web_any_law import OWN_RULE_TEXT, PARAMS

OWN = "regra declarada pelo próprio edital"
USER = "parâmetros informados pelo usuário"


def opened(result: dict, **params) -> dict:
    rows = [{k: p[k] for k in ROW_KEYS if p.get(k) is not None} for p in result["positions"]]
    options = {**result["link_opcoes"]}
    if params:
        options["parametros"] = {**options["parametros"], **params}
    return open_link({"link": encode({"v": 2, **options, "posicoes": rows})})


def test_the_editals_rule_travels_with_its_origin():
    checked = lint({"texto": OWN_RULE_TEXT, "lei": "outra"})
    assert checked["detected"]["params_source"] == "edital"
    assert checked["link_opcoes"]["parametros"]["origem"] == "edital"
    again = opened(checked)
    assert again["detected"]["params_source"] == "edital" and OWN in again["law_title"]
    assert again["link"]["opcoes"]["parametros"]["origem"] == "edital"
    # A correction of the opened table, sent with the link's options, keeps it.
    rows = again["positions"]
    fixed = recheck({**again["link"]["opcoes"], "posicoes": rows})
    assert fixed["detected"]["params_source"] == "edital"


def test_the_readers_figures_stay_the_readers():
    checked = lint({"texto": OWN_RULE_TEXT, "lei": "outra", "parametros": PARAMS})
    assert checked["link_opcoes"]["parametros"]["origem"] == "usuario"
    assert opened(checked)["detected"]["params_source"] == "usuario"
    assert USER in opened(checked)["law_title"]


def test_the_page_filling_the_editals_rule_is_that_rule_and_only_with_its_figures():
    declared = lint({"texto": OWN_RULE_TEXT})["own_rule"]["proposed_params"]
    same = lint({"texto": OWN_RULE_TEXT, "lei": "outra", "parametros": {**declared, "origem": "edital"}})
    assert same["detected"]["params_source"] == "edital"
    other = {**declared, "percentual": "31", "origem": "edital"}
    assert lint({"texto": OWN_RULE_TEXT, "lei": "outra", "parametros": other})["detected"]["params_source"] == "usuario"


@pytest.mark.parametrize("origin", ["hacker", 3, ["edital"], True])
def test_a_forged_origin_refuses_the_link(origin):
    checked = lint({"texto": OWN_RULE_TEXT, "lei": "outra"})
    with pytest.raises(InputError, match="origem dos parâmetros"):
        opened(checked, origem=origin)
