"""The batch table's pinned columns (issue 40): on a 1366 px screen the table fits its box, so the "A conferir"
column in view covers no other column ("Avisos" was under it); on a phone the edital's column keeps its
heading while the others scroll under it, with an edge where they pass, and "A conferir" stays in view."""

from __future__ import annotations

import lint_samples as units
import pytest

from tests.browser.conftest import PHONE, each_scheme, wait_ready
from tests.browser.test_verificar_lote import check_all
from tests.browser.test_verificar_lote_totals import WIDE, editais, in_view  # noqa: F401 (a fixture)

RECT = "e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; }"


def batch(new_page, site_url, editais, viewport, scheme="light"):  # noqa: F811
    page = new_page(viewport=viewport, color_scheme=scheme)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    check_all(page, editais)
    return page


def test_on_a_wide_screen_no_column_hides_under_a_conferir(new_page, site_url, editais):  # noqa: F811
    page = batch(new_page, site_url, editais, WIDE)
    pending_left = page.eval_on_selector("#lote-tabela thead th.pending", RECT)[0]
    for right in page.eval_on_selector_all(
        "#lote-tabela thead th:not(.pending)", f"all => all.map({RECT}).map(r => r[1])"
    ):
        assert right <= pending_left + 1, (right, pending_left)
    assert page.eval_on_selector("#lote .table-scroll", "e => e.scrollWidth - e.clientWidth") <= 1
    page.context.close()


# Five real editais whose names, issuers and laws made the table 16 px wider than the page's column at 1366 px.
WIDE_ROWS = [
    "df_seec_2022_markdown.txt",
    "fed_ufpe_2025_dou_trecho.txt",
    "rn_pmrn_cfo_2022_doe_trecho.txt",
    "fed_bndes_2024_cesgranrio.txt",
    "fed_basa_2021_cesgranrio.txt",
]


def test_real_editais_at_1366_hide_no_column_under_a_conferir(new_page, site_url):
    found = [units.REAL_EDITAIS / name for name in WIDE_ROWS]
    if not all(p.exists() for p in found):
        pytest.skip("the real editais are not on this machine")
    page = batch(new_page, site_url, found, WIDE)
    page.locator("#lote-tabela").scroll_into_view_if_needed()
    for scheme in each_scheme(page):
        assert page.eval_on_selector("#lote .table-scroll", "e => e.scrollWidth - e.clientWidth") <= 1, scheme
        pending_left = page.eval_on_selector("#lote-tabela thead th.pending", RECT)[0]
        rights = page.eval_on_selector_all(
            "#lote-tabela thead th:not(.pending)", f"all => all.map({RECT}).map(r => r[1])"
        )
        assert max(rights) <= pending_left + 1, scheme
        assert in_view(page, "#lote-tabela thead th.pending")
    page.context.close()


def pinned_column(page) -> list[bytes]:
    """Pictures of the edital's pinned column (the table's height) at several sideways scrolls: each the same
    when nothing of the columns passing under it shows at its edges."""
    shots = []
    for left in (120, 170, 230, 300):
        page.eval_on_selector("#lote .table-scroll", f"e => {{ e.scrollLeft = {left}; }}")
        page.wait_for_function(f"() => document.querySelector('#lote .table-scroll').scrollLeft === {left}")
        cell = page.locator("#lote-tabela thead th:first-child").bounding_box()
        table = page.locator("#lote-tabela").bounding_box()
        clip = {"x": cell["x"], "y": table["y"], "width": cell["width"] - 1, "height": table["height"]}
        shots.append(page.screenshot(clip=clip, animations="disabled", caret="hide"))
    return shots


def test_on_a_phone_the_edital_column_keeps_its_heading(new_page, site_url, editais):  # noqa: F811
    page = batch(new_page, site_url, editais, PHONE)
    page.locator("#lote-tabela").scroll_into_view_if_needed()
    for scheme in each_scheme(page):
        page.eval_on_selector("#lote .table-scroll", "e => { e.scrollLeft = 150; }")
        page.wait_for_function("() => document.querySelector('#lote .table-scroll').scrollLeft > 0")
        head = page.eval_on_selector("#lote-tabela thead th:first-child", RECT)
        name = page.eval_on_selector("#lote-tabela tbody th[scope=row]", RECT)
        box = page.eval_on_selector("#lote .table-scroll", RECT)
        assert abs(head[0] - box[0]) <= 1 and abs(name[0] - box[0]) <= 1 and abs(head[1] - name[1]) <= 1
        assert page.inner_text("#lote-tabela thead th:first-child").strip() == "Edital"
        edge = page.eval_on_selector("#lote-tabela tbody th[scope=row]", "e => getComputedStyle(e).boxShadow")
        assert edge != "none"  # a line where the other columns pass under it
        assert in_view(page, "#lote-tabela thead th.pending")
        # The picture is drawn for the phone: its 12 px text is not shrunk (a 640-unit picture was, to 6.7 px).
        scale = page.eval_on_selector("#lote-grafico", "s => s.getBoundingClientRect().width / s.viewBox.baseVal.width")
        assert scale >= 0.9, scale
        # No strip of the scrolled text at the pinned column's edge (the table's collapsed border's pixel).
        first, *others = pinned_column(page)
        assert all(shot == first for shot in others), scheme
    page.context.close()
