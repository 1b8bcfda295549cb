"""verificar.html's "Colunas das tabelas a conferir": a table read with doubt (an abbreviation with no
legend) shows each count column's role as a choice; choosing them and "Reler a tabela" reads every row
again under them (a column the reader had dropped is added by hand) and recomputes the findings; the
result link carries the roles; roles given for one edital do not follow the reader to another."""

from __future__ import annotations

import json

import pytest

from tests.browser.conftest import PHONE, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_verificar import submit
from tests.interfaces.test_cli_columns import HEADER, TEXT

SETTLED = "(b) => (document.documentElement.dataset.result || '') !== b"


@pytest.fixture(scope="module")
def page(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


def reread(page, roles: list[str]) -> dict:
    box = page.locator(f"#colunas-tabelas fieldset[data-line='{HEADER}']")
    while box.locator("select").count() < len(roles):
        box.get_by_role("button", name="Acrescentar coluna").click()
    for n, role in enumerate(roles):
        box.locator("select").nth(n).select_option(role)
    previous = page.get_attribute("html", "data-result") or ""
    box.get_by_role("button", name="Reler a tabela").click()
    page.wait_for_function(SETTLED, arg=previous)
    return json.loads(page.text_content("#resultado-json"))


def test_a_doubtful_table_offers_its_columns_and_is_read_again_under_the_roles_chosen(page):
    result = submit(page, TEXT)
    assert {p["confidence"] for p in result["positions"]} == {"uncertain"}
    assert page.locator("#colunas").is_visible()
    legend = page.locator("#colunas-tabelas legend").first.inner_text()
    assert f"linha {HEADER}" in legend and "XN" in legend
    # what the reader saw: AC, 'XN' (no legend explains it: kept as a column of unknown role), PcD, Total
    assert page.locator("#colunas-tabelas select").count() == 4
    assert_no_violations(page, "verificar.html, column roles offered")
    again = reread(page, ["open", "negros", "pcd", "total"])
    assert [(p["vacancies"], p["reserved_stated"], p["confidence"]) for p in again["positions"]] == [
        (10, 2, "confirmed"),
        (4, 1, "confirmed"),
    ]
    assert again["columns_given"] == {str(HEADER): ["open", "negros", "pcd", "total"]}
    assert page.locator("#colunas-tabelas legend").first.inner_text().endswith("(papéis dados por você)")


def test_the_link_carries_the_roles(page):
    submit(page, TEXT)
    reread(page, ["open", "negros", "pcd", "total"])
    page.click("#copiar-link")
    page.wait_for_function("() => location.hash.length > 10")
    link = page.evaluate("location.href")
    other = page.context.new_page()
    other.goto(link)
    other.wait_for_selector("html[data-result]", state="attached")
    opened = json.loads(other.text_content("#resultado-json"))
    assert opened["columns_given"] == {str(HEADER): ["open", "negros", "pcd", "total"]}
    assert [p["reserved_stated"] for p in opened["positions"]] == [2, 1]
    other.close()


def test_roles_do_not_follow_the_reader_to_another_edital(page):
    submit(page, TEXT)
    reread(page, ["open", "negros", "pcd", "total"])
    other = submit(page, TEXT.replace("Técnico Legislativo 3 1 0 4", "Técnico Legislativo 3 1 0 4\n"))
    assert "columns_given" not in other
    assert {p["confidence"] for p in other["positions"]} == {"uncertain"}


def test_column_roles_on_a_phone(new_page, site_url):
    phone = new_page(viewport=PHONE)
    phone.goto(f"{site_url}verificar.html")
    wait_ready(phone)
    submit(phone, TEXT)
    assert phone.locator("#colunas-tabelas select").first.is_visible()
    assert_no_violations(phone, "verificar.html, column roles, phone")
    phone.context.close()
