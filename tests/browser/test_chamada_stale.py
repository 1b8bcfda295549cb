"""chamada.html never keeps an old answer: a change of the law, the date, the Poder, the kind or the list
greys the answer on screen out at once and asks again; the new answer replaces it (issue 40: a 3rd
cotista with 12 vagas stayed "9ª, dentro das 12 vagas" after the law changed to Goiás, 13ª, outside)."""

from __future__ import annotations

import pytest

from .conftest import DESKTOP, PHONE, each_scheme, wait_ready
from .test_a11y import assert_no_violations
from .test_chamada import DAY, fill_edital, submit

DONE = "data-done-chamada-candidato"


def fresh(new_page, site_url, viewport):
    page = new_page(viewport=viewport)
    page.goto(f"{site_url}chamada.html")
    wait_ready(page)
    return page


def answer(page) -> str:
    return page.locator("#candidato-resultado .headline").inner_text()


def ask(page, law="federal"):
    fill_edital(page, law)
    page.get_by_label("Minha posição na lista reservada").fill("3")
    page.get_by_label("Vagas do cargo no edital (opcional)").fill("12")
    submit(page, "Calcular", "chamada_candidato")
    return answer(page)


def changed(page, act):
    """Do `act` and wait for the answer asked again because of it."""
    before = page.get_attribute("html", DONE)
    act()
    page.wait_for_function("([a, b]) => document.documentElement.getAttribute(a) !== b", arg=[DONE, before])
    assert not page.locator("#candidato-resultado").evaluate("(box) => box.classList.contains('stale')")
    return answer(page)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_change_of_law_recomputes_the_answer(new_page, site_url, viewport):
    page = fresh(new_page, site_url, viewport)
    assert "9ª pessoa nomeada, dentro das 12 vagas" in ask(page)
    goias = changed(page, lambda: page.get_by_label("Lei", exact=True).select_option("go"))
    assert "13ª pessoa nomeada" in goias and "fica fora delas" in goias
    # Back to the federal law, then the list: every change asks again.
    assert "dentro das 12 vagas" in changed(page, lambda: page.get_by_label("Lei", exact=True).select_option("federal"))
    pcd = changed(page, lambda: page.get_by_label("Lista reservada", exact=True).select_option("pcd"))
    assert pcd != "" and "9ª pessoa nomeada, dentro das 12 vagas" not in pcd
    page.context.close()


def test_an_error_is_asked_again_once_the_form_is_fixed(new_page, site_url):
    page = fresh(new_page, site_url, PHONE)
    ask(page)
    before = page.get_attribute("html", DONE)
    page.get_by_label("Lei", exact=True).select_option("outra")  # no percentage yet: an error
    page.wait_for_function("([a, b]) => document.documentElement.getAttribute(a) !== b", arg=[DONE, before])
    assert "Informe o percentual" in page.inner_text("#candidato-resultado")

    def fix():
        page.fill("#percentual", "30")
        page.press("#percentual", "Tab")

    fixed = changed(page, fix)
    assert "Não foi possível" not in page.inner_text("#candidato-resultado") and "12 vagas" in fixed
    page.context.close()


def test_typing_a_date_greys_the_answer_out_until_it_is_asked_again(new_page, site_url):
    page = fresh(new_page, site_url, DESKTOP)
    ask(page, "go")
    date = page.get_by_label("Data de publicação do edital")
    date.fill("")
    date.type("01/0")  # half a date: the answer shown is not that of the form any more
    box = page.locator("#candidato-resultado")
    assert box.evaluate("(b) => b.classList.contains('stale')")
    assert "recalculando" in page.locator("#candidato-titulo + form ~ .stale-note").inner_text()
    assert page.locator("#copiar-resposta").is_hidden()
    assert_no_violations(page, "chamada.html, an answer greyed out")
    date.fill(DAY.strftime("%d/%m/%Y"))
    changed(page, lambda: page.get_by_label("Poder", exact=True).select_option("executivo"))
    assert page.locator(".stale-note").count() == 0
    page.context.close()


def test_a_stale_answer_has_no_axe_violations(new_page, site_url):
    page = fresh(new_page, site_url, PHONE)
    ask(page)
    page.get_by_label("Data de publicação do edital").fill("")
    assert page.locator("#candidato-resultado.stale").count() == 1
    for scheme in each_scheme(page):
        assert_no_violations(page, f"chamada.html, a stale answer ({scheme})")
    page.context.close()
