"""The candidate-facing pages in the candidate's words (issue 24, point 10), on a phone and a
desktop, light and dark: the calls page says "a 18ª pessoa nomeada, dentro das 30 vagas" and has
no jargon in sight; the calculator shows the rounding beside its headline; a law page reached
from a rounding step says which law and article it is and leads back to the calculator."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from .conftest import DESKTOP, PHONE, open_calculator, wait_ready

AXE = Axe()
SCREENS = [pytest.param(PHONE, "light", id="phone-light"), pytest.param(DESKTOP, "dark", id="desktop-dark")]


def no_axe_violations(page, what):
    results = AXE.run(page)
    assert results.violations_count == 0, f"{what}:\n{results.generate_report()}"


def open_page(new_page, site_url, path, viewport, scheme):
    page = new_page(viewport=viewport, color_scheme=scheme, is_mobile=viewport == PHONE, has_touch=viewport == PHONE)
    page.goto(f"{site_url}{path}")
    return page


@pytest.mark.parametrize("viewport, scheme", SCREENS)
def test_calls_page_answer_is_a_place_in_the_order(new_page, site_url, viewport, scheme):
    page = open_page(new_page, site_url, "chamada.html?lei=go&data=2025-10-15&posicao=4&vagas=30", viewport, scheme)
    wait_ready(page)
    page.wait_for_selector("html[data-done-chamada-candidato]", state="attached")
    answer = page.locator("#candidato-resultado .headline").inner_text()
    assert answer.startswith("Com 30 vagas, você é nomeado(a): no máximo a 18ª pessoa nomeada, dentro das 30 vagas.")
    assert "No melhor caso, a 4ª" in answer
    box = page.locator("#candidato-resultado").inner_text()
    assert "ª chamada" not in box and "Convenção" not in box
    assert "Ordem das vagas reservadas: cada vaga reservada entra assim" in box
    no_axe_violations(page, f"chamada.html with an answer ({scheme})")
    page.context.close()


@pytest.mark.parametrize("viewport, scheme", SCREENS)
def test_calls_page_has_no_jargon_in_sight_and_the_detail_one_click_away(new_page, site_url, viewport, scheme):
    page = open_page(new_page, site_url, "chamada.html", viewport, scheme)
    form = page.locator("#edital")
    visible = form.inner_text()
    for jargon in ("Convenção", "convenção", "k-ésima", "parcela"):
        assert jargon not in visible, jargon
    select = page.get_by_label("Em que nomeações entram as vagas reservadas")
    assert select.is_visible()
    assert "a 3ª, a 8ª, a 13ª pessoa nomeada" in page.locator("#convencao-dica").inner_text()
    detail = page.locator("details.hint-details")
    assert not detail.locator("ul").is_visible()
    detail.locator("summary").click()
    assert "vaga reservada número k" in detail.inner_text()
    assert "chamada" not in detail.locator("ul").inner_text()
    no_axe_violations(page, f"chamada.html with the detail open ({scheme})")
    page.context.close()


def rounding_next_to_headline(page):
    headline = page.locator("#resultado .headline")
    rounding = page.locator("#resultado .rounding").first
    gap = rounding.bounding_box()["y"] - (headline.bounding_box()["y"] + headline.bounding_box()["height"])
    return rounding.inner_text(), gap


@pytest.mark.parametrize("viewport, scheme", SCREENS)
def test_calculator_rounding_is_beside_the_headline(new_page, site_url, viewport, scheme):
    page = new_page(viewport=viewport, color_scheme=scheme, is_mobile=viewport == PHONE, has_touch=viewport == PHONE)
    open_calculator(page, site_url, "?lei=go&data=2025-10-15&vagas=37")
    page.wait_for_selector("#resultado .rounding")
    text, gap = rounding_next_to_headline(page)
    assert text.startswith(
        "Arredondamento: 37 vagas × 20% = 7,4 → fração 0,4 é menor que 0,5 → arredonda para baixo → 7"
    )
    assert "art. 1º, § 2º" in text
    assert 0 <= gap < 24, gap  # right under the headline, not in the details far below
    # On a phone the headline and its rounding fit in the upper half of the screen once the result is shown
    # (a phone keyboard covers the lower half while the reader types the vacancies).
    page.get_by_label("Número de vagas do cargo 1").fill("38")
    page.get_by_role("button", name="Calcular").click()
    page.wait_for_function("() => document.querySelector('#resultado .rounding')?.textContent.includes('7,6')")
    if viewport == PHONE:  # "Calcular" brings the answer into view on a phone (revealOnPhone), smoothly: its end
        page.wait_for_function(
            "(h) => { const r = document.querySelector('#resultado .rounding').getBoundingClientRect();"
            " return r.top >= 0 && r.bottom <= h; }",
            arg=viewport["height"] / 2 + 40,
        )
    assert "arredonda para cima → 8" in page.locator("#resultado .rounding").first.inner_text()
    no_axe_violations(page, f"index.html with the rounding line ({scheme})")
    page.context.close()


def test_calculator_rounding_lines_per_cargo_and_none_below_the_minimum(calc_page):
    open_calculator(
        calc_page, calc_page.url.split("index.html")[0], "?lei=go&data=2025-10-15&vagas=37&vagas=12&vagas=2"
    )
    calc_page.wait_for_selector("#resultado .rounding")
    lines = calc_page.locator("#resultado .rounding").all_inner_texts()
    assert len(lines) == 2, lines  # the third cargo (2 vagas) is below the minimum: no rounding
    assert lines[0].startswith("Arredondamento, Cargo 1: 37 vagas × 20% = 7,4") and "12 vagas × 20% = 2,4" in lines[1]
    # Lei 15.142 reserves on the whole edital: one line, the edital's total.
    open_calculator(calc_page, calc_page.url.split("index.html")[0], "?lei=federal&data=2025-10-15&vagas=37&vagas=10")
    calc_page.wait_for_selector("#resultado .rounding")
    lines = calc_page.locator("#resultado .rounding").all_inner_texts()
    assert lines == [lines[0]] and lines[0].startswith("Arredondamento, Total do edital: 47 vagas × 30% = 14,1")


@pytest.mark.parametrize("viewport, scheme", SCREENS)
def test_law_page_from_a_rounding_step_names_the_article_and_leads_back(new_page, site_url, viewport, scheme):
    page = new_page(viewport=viewport, color_scheme=scheme, is_mobile=viewport == PHONE, has_touch=viewport == PHONE)
    open_calculator(page, site_url, "?lei=go&data=2025-10-15&vagas=37")
    page.wait_for_selector("#resultado .rounding")
    page.locator("#resultado .rounding a").first.click()
    page.wait_for_url("**/leis/go.html#art-1-p2")
    banner = page.locator(".target-banner")
    banner.wait_for()
    assert "Você está em: Lei estadual nº 23.389/2025, art. 1º, § 2º" in banner.inner_text()
    # The banner sits right above the highlighted paragraph, both on screen.
    assert page.evaluate("() => document.querySelector('.target-banner').nextElementSibling.id") == "art-1-p2"
    # Both on screen once the page has scrolled to the paragraph.
    page.wait_for_function(
        "(h) => ['.target-banner', '#art-1-p2'].every((s) => { const y = document.querySelector(s)"
        ".getBoundingClientRect().top; return 0 <= y && y < h; })",
        arg=viewport["height"],
    )
    assert page.evaluate("() => getComputedStyle(document.getElementById('art-1-p2')).outlineStyle") == "solid"
    no_axe_violations(page, f"leis/go.html#art-1-p2 with the banner ({scheme})")
    # Back to the calculator with its inputs.
    back = banner.get_by_role("link", name="← Voltar à calculadora")
    assert "vagas=37" in back.get_attribute("href")
    back.click()
    page.wait_for_url("**/index.html?*")
    assert "vagas=37" in page.url and "lei=go" in page.url
    wait_ready(page)
    assert page.get_by_label("Número de vagas do cargo 1").input_value() == "37"
    page.context.close()


def test_law_page_opened_directly_names_the_article_without_a_back_link(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}leis/go.html#art-1-p2")
    banner = page.locator(".target-banner")
    banner.wait_for()
    assert "art. 1º, § 2º" in banner.inner_text() and banner.locator("a").count() == 0
    # An act without its text on the site (PcD law): its entry is named too.
    page.goto(f"{site_url}leis/go.html#lei-14715")
    page.wait_for_function("() => document.querySelector('#lei-14715 .target-banner')")
    assert "14.715" in page.locator(".target-banner").inner_text()
    page.goto(f"{site_url}leis/go.html")
    assert page.locator(".target-banner").count() == 0
    page.context.close()


def test_law_page_back_link_in_a_new_tab_follows_the_address(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}leis/go.html#art-1-p2", referer=f"{site_url}index.html?lei=go&vagas=12")
    link = page.locator(".target-banner a")
    link.wait_for()
    link.click()
    page.wait_for_url("**/index.html?*")
    assert "lei=go" in page.url and "vagas=12" in page.url
    page.context.close()
