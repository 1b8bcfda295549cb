"""axe-core on every page (the calculator with a result shown, and each law page): no violations.
Also checks the harness itself: an other-origin request and a console error are caught."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from cotacheck.interfaces.site.builder import PAGES

from .conftest import DESKTOP, PHONE, each_scheme, open_calculator, wait_ready

AXE = Axe()


def assert_no_violations(page, what):
    results = AXE.run(page)
    assert results.violations_count == 0, f"{what}:\n{results.generate_report()}"


def test_calculator_with_result_has_no_axe_violations(calc_page):
    calc_page.get_by_label("Lei", exact=True).select_option("federal")
    calc_page.get_by_label("Data de publicação do edital").fill("15/10/2025")
    calc_page.get_by_label("Número de vagas do cargo 1").fill("37")
    calc_page.get_by_role("button", name="Calcular").click()
    calc_page.wait_for_selector("#tabela-resultado")
    calc_page.locator("details.table-law").first.evaluate("d => d.open = true")
    assert_no_violations(calc_page, "index.html with a result")
    # An error state too.
    calc_page.get_by_label("Número de vagas do cargo 1").fill("abc")
    calc_page.get_by_role("button", name="Calcular").click()
    calc_page.wait_for_selector("#resultado.error")
    assert_no_violations(calc_page, "index.html with an error")


@pytest.mark.parametrize("path", [p.path for p in PAGES if p.path != "index.html"])
def test_law_pages_have_no_axe_violations(new_page, site_url, path):
    """Every page but the calculator; a page that boots the engine is looked at once it is ready (its status
    line changes while the engine starts, a state that ends by itself: test_loading.py looks at that one)."""
    page = new_page()
    page.goto(site_url + path)
    if page.locator("script[src$='engine-boot.js']").count():
        wait_ready(page)
    assert_no_violations(page, path)
    page.context.close()


@pytest.mark.parametrize("path", ["chamada.html", "verificar.html"])
def test_pages_have_no_axe_violations_while_the_engine_starts(new_page, site_url, path):
    """The state a page shows while its engine starts, held there: the runtime's wasm never answers and the
    stall limit is out of reach, so the page cannot move on while axe looks."""
    page = new_page()
    page.add_init_script("window.cotacheckStallMs = 3600000;")
    held = []
    page.route("**/runtime/pyodide/pyodide.asm.wasm*", lambda route: held.append(route))
    with page.expect_request("**/runtime/pyodide/pyodide.asm.wasm*"):
        page.goto(site_url + path)
    assert page.get_attribute("html", "data-ready") is None
    assert_no_violations(page, f"{path} while the engine starts")
    assert page.get_attribute("html", "data-ready") is None  # still starting: the state was held
    page.context.close()


def test_phone_calculator_has_no_axe_violations(new_page, site_url):
    page = open_calculator(new_page(viewport=PHONE), site_url, "?lei=go&vagas=37&vagas=3")
    page.wait_for_selector("#tabela-resultado")
    assert_no_violations(page, "index.html on a phone")
    page.context.close()


def test_phone_checker_cards_kept_text_and_not_a_pdf_have_no_axe_violations(new_page, site_url, tmp_path):
    """verificar.html on a phone, light and dark: the cargos as cards, the note that keeps the pasted
    text (with its "Desfazer" button) and the message for a Word file named .pdf."""
    from .test_verificar_inputs import CARDS, a_docx

    page = new_page(viewport=PHONE)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.fill("#texto", CARDS)
    page.click("#verificar")
    page.wait_for_selector("html[data-result]", state="attached")
    page.set_input_files("#arquivo", str(a_docx(tmp_path / "edital.pdf")))
    assert page.locator("#desfazer-texto").is_visible()
    for scheme in each_scheme(page):
        assert_no_violations(page, f"verificar.html on a phone ({scheme}), cards and the kept text")
    page.click("#verificar")
    page.wait_for_selector("#resultado.error")
    for scheme in each_scheme(page):
        assert_no_violations(page, f"verificar.html on a phone ({scheme}), a Word file named .pdf")
    page.context.close()


def test_harness_catches_other_origins_and_errors(new_page, site_url):
    page = new_page()
    try:
        page.goto("about:blank")  # a document without our CSP (the site's files now come with its header)
        # The fetch is awaited: it ends once the harness's route has counted and aborted it.
        assert page.evaluate("fetch('http://example.invalid/x').then(() => 'fetched', () => 'aborted')") == "aborted"
        assert page.watch.external == ["http://example.invalid/x"]
        with page.expect_console_message():
            page.evaluate("console.log('Traceback (most recent call last): test')")
        assert any("Traceback" in e for e in page.watch.errors)
    finally:
        page.watch.external.clear()
        page.watch.errors.clear()
        page.context.close()


@pytest.mark.parametrize("viewport", [PHONE, None], ids=["phone", "desktop"])
def test_verificar_saved_result_states_have_no_axe_violations(new_page, site_url, viewport):
    """A result opened from a saved file, and a bad file refused under its field (test_result_file.py)."""
    from tests.browser.test_result_file import EDITAL, fresh, open_file, saved_file
    from tests.browser.test_verificar_report import run

    page = fresh(new_page, site_url, viewport or DESKTOP)
    run(page, EDITAL)
    content = saved_file(page)
    open_file(page, b'{"v": 2, "lei": "constructor"}', "outro.json")
    assert page.inner_text("#resultado-salvo-erro")
    assert_no_violations(page, "verificar.html with a file refused")
    open_file(page, content)
    assert "arquivo salvo" in page.inner_text("#resultado")
    assert_no_violations(page, "verificar.html with a result opened from a file")
    page.context.close()
