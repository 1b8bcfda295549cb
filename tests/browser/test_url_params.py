"""URL parameters of every page are checked against their allowed form before they reach the page
(common.js checkedParams): an invalid one is named in a Portuguese note and ignored, and the page
throws nothing (the session's watch fails a test on any console or page error)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from tests.browser.conftest import open_calculator, wait_ready

pytestmark = pytest.mark.browser

NOTE = "#parametros-invalidos"


def note(page) -> str:
    return page.inner_text(NOTE) if page.locator(NOTE).count() else ""


def test_a_selector_breaking_group_is_named_and_ignored(new_page, site_url):
    query = "?lei=outra&grupos=" + quote('pretos_pardos=20,"x=1') + "&minimo=3&vagas=20"
    page = open_calculator(new_page(), site_url, query)
    assert "parâmetro inválido" in note(page) and "“grupos”" in note(page)
    assert page.input_value("#lei") == "outra"  # the valid ones are kept
    assert all(page.input_value(f"#grupo-{g}") == "" for g in ("pretos_pardos", "indigenas", "quilombolas"))
    page.context.close()


@pytest.mark.parametrize(
    ("query", "named"),
    [
        ("?lei=%3Cscript%3E&vagas=37", ["lei"]),
        ("?lei=go&poder=constructor&tipo=__proto__&vagas=37", ["poder", "tipo"]),
        ("?lei=go&data=amanh%C3%A3&vagas=37", ["data"]),
        ("?lei=go&vagas=37&vagas=%C2%B2", ["vagas"]),
        (
            "?lei=outra&percentual=20%25%22%3E&arredondamento=metade&base=cargo&vagas=20",
            ["percentual", "arredondamento"],
        ),
    ],
)
def test_calculator_names_each_invalid_parameter(new_page, site_url, query, named):
    page = open_calculator(new_page(), site_url, query)
    text = note(page)
    for name in named:
        assert f"“{name}”" in text, (name, text)
    for select in ("#lei", "#poder", "#tipo", "#arredondamento"):
        values = page.eval_on_selector_all(f"{select} option", "(options) => options.map((o) => o.value)")
        assert page.input_value(select) in values and not any(v.startswith("valor inválido") for v in values)
    page.context.close()


def test_a_valid_address_gives_no_note_and_its_result(new_page, site_url):
    page = open_calculator(new_page(), site_url, "?lei=go&data=2025-10-15&vagas=37&vagas=8&cargo=Analista")
    page.wait_for_selector("html[data-computed]", state="attached")
    assert note(page) == "" and page.input_value("#lei") == "go"
    assert "total de 45 vagas" in page.inner_text("#resultado")
    page.context.close()


def test_calls_page_names_each_invalid_parameter(new_page, site_url):
    page = new_page()
    query = "?lei=go&chamadas=abc&lista=%22%3E%3Cimg%3E&posicao=12&convencao=x"
    page.goto(f"{site_url}chamada.html{query}")
    wait_ready(page)
    text = note(page)
    for name in ("chamadas", "lista", "convencao"):
        assert f"“{name}”" in text, (name, text)
    assert "“posicao”" not in text and page.input_value("#posicao") == "12"
    assert page.locator("img").count() == 0
    page.context.close()
