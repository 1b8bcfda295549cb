"""On a phone (issue 40): the calculator's answer comes just above the keyboard while one types the
vacancies (the keyboard is a shorter viewport: what a phone browser that resizes for it gives the page);
chamada's list select shows its whole choice, not "Negros (pretos e par…"; a long result of the checker
can be narrowed to the rows with a problem. Axe clean, light and dark."""

from __future__ import annotations

import os

import lint_samples as units
import pytest

from tests.browser.conftest import PHONE, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_verificar_report import run

#: A phone of 390 × 844 with its keyboard open: some 420 px of page left above it.
KEYBOARD = {"width": 390, "height": 420}
SHOTS = os.environ.get("COTACHECK_SHOTS")
OK_ROWS = "".join(f"Analista {n} 7 1 2 10\n" for n in range(1, 10))
LONG = units.GO_HEAD + "Cargo AC PcD Negros Total\n" + OK_ROWS + "Técnico Legislativo 12 1 1 14\nAgente 8 1 1 10\n"


def shot(page, name):
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=False)


def rect(page, selector):
    return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")


def test_the_calculators_answer_comes_above_the_keyboard(new_page, site_url):
    page = new_page(viewport=PHONE, has_touch=True, is_mobile=True)
    page.goto(f"{site_url}index.html?lei=go&data=2025-10-15")
    wait_ready(page)
    page.set_viewport_size(KEYBOARD)  # the keyboard opens as the field takes the focus
    field = page.locator("#vagas-1")
    field.focus()
    field.evaluate("e => e.scrollIntoView({block: 'end'})")  # where a phone puts a field: just above the keyboard
    computed = page.get_attribute("html", "data-computed") or ""
    field.press_sequentially("37")
    page.wait_for_function(
        "(b) => (document.documentElement.dataset.computed || '') !== b && "
        "document.querySelector('#resultado .headline')",
        arg=computed,
    )
    page.wait_for_function("() => document.querySelector('#resultado .headline').textContent.includes('37')")
    top, bottom = rect(page, "#resultado .headline")
    field_top, field_bottom = rect(page, "#vagas-1")
    assert field_top >= 0 and field_bottom <= KEYBOARD["height"], (field_top, field_bottom)  # still in view
    # The answer's first lines above the keyboard; all of it, unless the field would have to leave the view.
    assert 0 <= top and top + 48 <= KEYBOARD["height"], (top, bottom)
    assert bottom <= KEYBOARD["height"] or field_top <= 12, (top, bottom, field_top)
    assert page.evaluate("document.activeElement.id") == "vagas-1"
    shot(page, "calc-keyboard-phone")
    page.context.close()


def test_chamadas_list_select_shows_its_whole_choice(new_page, site_url):
    page = new_page(viewport=PHONE)
    page.goto(f"{site_url}chamada.html")
    wait_ready(page)
    for value in ("negros", "indigenas", "quilombolas", "pcd"):
        page.select_option("#lista", value)
        text_width = page.eval_on_selector(
            "#lista",
            """s => { const c = document.createElement('canvas').getContext('2d'); const st = getComputedStyle(s);
            c.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
            return c.measureText(s.options[s.selectedIndex].text).width; }""",
        )
        room = page.eval_on_selector(
            "#lista",
            """s => { const st = getComputedStyle(s);
            return s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - 24; }""",
        )
        assert text_width <= room, (value, text_width, room)
    assert "15.142" in page.inner_text("#lista-dica")
    page.locator("#lista").scroll_into_view_if_needed()
    shot(page, "chamada-lista-phone")
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_long_result_narrows_to_the_rows_with_a_problem(new_page, site_url, scheme):
    page = new_page(viewport=PHONE, color_scheme=scheme)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    run(page, LONG)
    toggle = page.locator("#so-problemas")
    assert toggle.is_visible()
    rows = page.locator("#cargos tbody tr[data-index]")
    assert rows.count() == 11
    toggle.check()
    page.wait_for_function("() => document.querySelector('#cargos').dataset.rowsShown === '2'")
    shown = [r for r in rows.all() if r.is_visible()]
    assert [r.locator("input[data-key=cargo]").input_value() for r in shown] == ["Técnico Legislativo", "Agente"]
    assert "2 de 11" in page.inner_text("#so-problemas-status")
    shown[0].scroll_into_view_if_needed()
    shot(page, f"row-filter-phone-{scheme}")
    assert_no_violations(page, f"verificar.html, rows with a problem only ({scheme})")
    # A correction that fixes a row takes it out of the filtered view; the rows themselves stay.
    cell = shown[1].locator("input[data-key=reserved_stated]")
    cell.fill("2")
    cell.press("Tab")
    page.wait_for_function("() => document.querySelector('#cargos').dataset.rowsShown === '1'")
    toggle.uncheck()
    page.wait_for_function("() => document.querySelector('#cargos').dataset.rowsShown === '11'")
    page.context.close()
