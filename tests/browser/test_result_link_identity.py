"""A result link or saved file says which edital it checked (issue 40): the opened page names the issuer
and its sphere, the edital's number and file name as the check read them, says "conferido por quem enviou
o link em …" with the moment of that check (not of the opening), and "(informada …)" only when the law was
given; axe finds nothing, light and dark."""

from __future__ import annotations

import pytest

from tests.browser.conftest import DESKTOP, PHONE, each_scheme, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_result_file import open_file, saved_file
from tests.browser.test_result_link import EDITAL

NAME = "edital-goias-2026.txt"


def fresh(new_page, site_url, viewport=DESKTOP):
    page = new_page(viewport=viewport)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


def check_file(page, law: str = "") -> None:
    previous = page.get_attribute("html", "data-result") or ""
    page.select_option("#lei", law)
    page.set_input_files("#arquivo", files=[{"name": NAME, "mimeType": "text/plain", "buffer": EDITAL.encode()}])
    page.click("#verificar")
    page.wait_for_function("(p) => (document.documentElement.dataset.result || '') !== p", arg=previous)


def meta(page, key: str) -> str:
    return page.locator("#relatorio-meta dt", has_text=key).locator("xpath=following-sibling::dd[1]").inner_text()


def open_link(page, new_page, viewport=DESKTOP):
    page.click("#copiar-link")
    page.wait_for_function("() => location.hash.length > 10")
    other = new_page(viewport=viewport)
    other.goto(page.evaluate("location.href"))
    other.wait_for_selector("html[data-result]", state="attached")
    return other


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_opened_link_names_the_edital_and_the_senders_check(new_page, site_url, viewport):
    page = fresh(new_page, site_url, viewport)
    check_file(page)
    checked_at = meta(page, "Verificado em")
    assert "(detectada na linha" in page.inner_text("#resultado")
    other = open_link(page, new_page, viewport)
    box = other.inner_text("#resultado")
    assert "GOVERNO DO ESTADO DE GOIÁS (estadual)" in box and "edital nº 1/2026" in box and f"arquivo {NAME}" in box
    assert f"conferido por quem enviou o link em {checked_at}" in box
    assert "(informada" not in box and "detectada no texto por quem fez a verificação" in box
    assert "Emissor do edital não identificado" not in box
    assert meta(other, "Verificado em").startswith(f"{checked_at} (conferido por quem enviou o link; aberto aqui em")
    assert NAME in meta(other, "Arquivo") and "1/2026" in meta(other, "Edital")
    # The saved file carries the same, and says whose check it was.
    content = saved_file(other)
    third = fresh(new_page, site_url, viewport)
    open_file(third, content)
    assert f"conferido por quem salvou o arquivo em {checked_at}" in third.inner_text("#resultado")
    for p in (page, other, third):
        p.context.close()


def test_a_law_given_by_the_reader_is_said_to_be_so(new_page, site_url):
    page = fresh(new_page, site_url)
    check_file(page, "go")
    other = open_link(page, new_page)
    assert "informada por quem fez a verificação" in other.inner_text("#resultado")
    page.context.close()
    other.context.close()


def test_an_opened_link_has_no_axe_violations(new_page, site_url):
    page = fresh(new_page, site_url, PHONE)
    check_file(page)
    other = open_link(page, new_page, PHONE)
    assert "conferido por quem enviou o link" in other.inner_text("#resultado")
    for scheme in each_scheme(other):
        assert_no_violations(other, f"verificar.html, a link opened ({scheme})")
    page.context.close()
    other.context.close()
