"""A result link of 10 000 cargos (the most a link carries) opens in verificar.html with the page usable:
the table's first rows laid out and the rest behind "Mostrar mais cargos", a repeated finding's first
occurrences and the rest behind its own "Mostrar mais" (bench/link_open_bench.py measures the times)."""

from __future__ import annotations

import re
from pathlib import Path

from bench.link_open_bench import big_link
from cotacheck.interfaces.web.result_link import MAX_ROWS
from tests.browser.conftest import wait_ready

JS = Path(__file__).resolve().parents[2] / "site" / "js"


def constant(module: str, name: str) -> int:
    """A bound the page's module exports (`export const NAME = 500;`)."""
    return int(re.search(rf"export const {name} = (\d+);", (JS / module).read_text(encoding="utf-8"))[1])


def test_a_link_of_ten_thousand_cargos_shows_its_first_rows_and_more_on_demand(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}verificar.html{big_link(MAX_ROWS)}")
    wait_ready(page)
    page.wait_for_function("() => document.documentElement.dataset.result", timeout=600_000)
    shown = constant("verificar-table.js", "ROWS_SHOWN")
    body = page.locator("#cargos tbody tr")
    assert body.count() == shown < MAX_ROWS
    assert (
        page.locator("#cargos thead").is_visible() and body.first.locator("input").first.input_value() == "Analista 0"
    )
    more = page.locator("#mostrar-mais-cargos")
    assert more.is_visible() and f"{shown:,} de {MAX_ROWS:,}".replace(",", ".") in page.inner_text(
        "#mostrar-mais-status"
    )
    assert f"de {MAX_ROWS:,} com problema".replace(",", ".") in page.inner_text("#so-problemas-status")
    more.click()
    page.wait_for_function("(n) => document.querySelectorAll('#cargos tbody tr').length === n", arg=2 * shown)
    groups = page.locator("#achados .finding-group")
    assert groups.count() >= 1
    occurrences = constant("verificar-findings.js", "OCCURRENCES_SHOWN")
    largest = max(g.locator(".occurrences > li:not(.more-rows)").count() for g in groups.all())
    assert largest == occurrences and page.locator("#achados .more-occurrences").count() >= 1
