"""The table of cargos on a desktop (issue 40): at 1280 and 1366 px, light and dark, an edital of long cargo
names and slices shows each name whole and keeps every row's Situação and "Remover" in view, scrolled
sideways or not (the table grows past the page's column up to the window, and those two columns stay pinned
at the right of its box); at 1280 px "Remover" was out of the box, behind a sideways scroll."""

from __future__ import annotations

import lint_samples as units
import pytest

from tests.browser.conftest import each_scheme, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_verificar_report import run

LONG = units.GO_HEAD + (
    "Cargo AC PcD Negros Total\n"
    "Analista de Tecnologia da Informação em Infraestrutura 12 1 1 14\n"
    "Especialista em Políticas Públicas e Gestão Governamental 7 1 2 10\n"
    "Técnico em Manutenção de Equipamentos Eletromecânicos 4 0 1 5\n"
)

# Every row's Situação and "Remover" inside its scrolling box and the window, every cargo's name whole in its cell.
FITS = """() => {
  const box = document.querySelector('#cargos').closest('.table-scroll').getBoundingClientRect();
  const out = [...document.querySelectorAll('#cargos tbody button.remove, #cargos tbody td.state')].filter((b) => {
    const r = b.getBoundingClientRect();
    return r.left < box.left - 1 || r.right > box.right + 1 || r.right > document.documentElement.clientWidth + 1;
  }).length;
  const cut = [...document.querySelectorAll('#cargos tbody input[data-key=cargo]')].filter((i) => i.scrollWidth > i.clientWidth + 1).length;
  return { out, cut, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
}"""


@pytest.mark.parametrize("width", [1280, 1366])
def test_remover_stays_in_view_with_long_cargo_names(new_page, site_url, width):
    page = new_page(viewport={"width": width, "height": 800})
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    run(page, LONG)
    assert page.locator("#cargos tbody tr").count() == 3
    page.locator("#cargos").scroll_into_view_if_needed()
    for scheme in each_scheme(page):
        assert page.evaluate(FITS) == {"out": 0, "cut": 0, "page": 0}, scheme
        # Scrolled sideways (a narrower window, or longer names), "Remover" is still there, over the other columns.
        page.eval_on_selector("#cargos", "t => { t.closest('.table-scroll').scrollLeft = 400; }")
        assert page.evaluate(FITS)["out"] == 0, scheme
        if width == 1366:
            assert_no_violations(page, f"verificar.html, long cargo names at {width} px ({scheme})")
    page.context.close()
