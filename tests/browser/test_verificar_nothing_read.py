"""verificar.html when no quadro de vagas was read: the result says "Nenhum quadro de vagas lido: nada foi
conferido" (never "0 erro(s) … em 0 cargo(s)"), its box looks unlike a pass (a dashed edge, not a clean
result's), and every table header found, with its lines, is offered under "Colunas das tabelas a conferir"
(a table with no row read included), so that the reader sets the columns or types the cargos."""

from __future__ import annotations

import lint_samples as units
import pytest

from tests.browser.conftest import DESKTOP, PHONE, each_scheme, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_exports import downloaded
from tests.browser.test_verificar import submit

# A header the reader sees, and a cargo written in words: no row of vacancies is read under it.
NOTHING = units.GO_HEAD + "Cargo AC Negros PcD Total\nAnalista Legislativo: dez vagas\n"
HEADER = NOTHING.splitlines().index("Cargo AC Negros PcD Total") + 1
# A clean result, for the comparison of the boxes: 10 vagas, 2 reserved, as Goiás requires.
CLEAN = units.GO_HEAD + "Cargo AC Negros PcD Total\nAnalista Legislativo 7 2 1 10\n"
BORDER = "() => { const s = getComputedStyle(document.querySelector('#resultado')); return [s.borderLeftStyle, s.borderLeftColor]; }"


def fresh(new_page, site_url, viewport):
    page = new_page(viewport=viewport)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_nothing_read_says_so_and_does_not_look_like_a_pass(new_page, site_url, viewport):
    page = fresh(new_page, site_url, viewport)
    clean = submit(page, CLEAN)
    assert clean["summary"]["positions"] == 1 and clean["summary"]["error"] == 0
    clean_border = page.evaluate(BORDER)
    result = submit(page, NOTHING)
    assert result["summary"]["positions"] == 0
    box = page.inner_text("#resultado")
    assert "Nenhum quadro de vagas lido: nada foi conferido" in box
    assert "0 cargo(s)" not in box and "0 erro(s)" not in box
    assert page.get_attribute("#resultado", "data-verdict") == "nothing"
    style, colour = page.evaluate(BORDER)
    assert style == "dashed" and (style, colour) != tuple(clean_border)
    # The header found is offered, with its line and every word, its count columns as choices.
    table = page.locator(f"#colunas-tabelas fieldset[data-line='{HEADER}']")
    assert page.locator("#colunas").is_visible() and table.is_visible()
    legend = table.locator("legend").inner_text()
    assert f"linha {HEADER}" in legend and "nenhuma linha lida" in legend
    assert "Cargo AC Negros PcD Total" in table.inner_text()
    assert table.locator("select").count() == 4
    assert page.locator("#adicionar-cargo").is_visible()
    # The report says it too.
    markdown = downloaded(page, "#baixar-md")
    assert "**Nenhum quadro de vagas lido: nada foi conferido.**" in markdown and "em 0 cargo(s)" not in markdown
    # A cargo typed by hand: something is checked now, and the box says what.
    previous = page.get_attribute("html", "data-result")
    page.click("#adicionar-cargo")
    page.wait_for_function("(b) => document.documentElement.dataset.result !== b", arg=previous)
    assert "Nenhum quadro de vagas lido" not in page.inner_text("#resultado")
    assert page.get_attribute("#resultado", "data-verdict") != "nothing"


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_nothing_read_has_no_axe_violations(new_page, site_url, viewport):
    page = fresh(new_page, site_url, viewport)
    submit(page, NOTHING)
    assert page.get_attribute("#resultado", "data-verdict") == "nothing"
    for scheme in each_scheme(page):
        assert_no_violations(page, f"verificar.html, nothing read ({scheme})")
    page.context.close()
