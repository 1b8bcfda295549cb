"""A result checked with the edital's own rule ("Outra lei" with the rule the edital declares: the one-click
offer, or the fields left blank) says so when its link or saved file is opened, as the check itself did: the
link carries where the figures came from (`parametros.origem`), not only the figures, and the opened page does
not name the reader, nor the one who sent it, as their source."""

from __future__ import annotations

import pytest

from tests.browser.conftest import DESKTOP, PHONE, each_scheme
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_result_file import open_file, saved_file
from tests.browser.test_result_link_identity import fresh, meta, open_link
from tests.browser.test_verificar_report import run
from tests.browser.test_verificar_sums import MUNICIPAL

OWN = "regra que o próprio edital declara"
OWN_PARAMS = "Parâmetros do edital"


def says_the_editals_rule(page) -> None:
    box = page.inner_text("#resultado")
    assert OWN in box, box[:600]
    assert "informados por você" not in box and "por quem fez a verificação (nenhum" not in box
    assert page.locator("#relatorio-meta dt", has_text=OWN_PARAMS).count() == 1
    assert page.locator("#relatorio-meta dt", has_text="Parâmetros informados").count() == 0
    assert "20% das vagas" in meta(page, OWN_PARAMS) and "(regra declarada pelo próprio edital)" in meta(
        page, OWN_PARAMS
    )
    required = [c.strip() for c in page.locator("#cargos tbody td.required").all_inner_texts()]
    assert required == ["2", "3"]  # 20% of 12 = 2,4 → 2; of 14 = 2,8 → 3


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_one_click_rule_of_the_edital_is_named_so_in_its_link_and_file(new_page, site_url, viewport):
    page = fresh(new_page, site_url, viewport)
    run(page, MUNICIPAL)
    previous = page.get_attribute("html", "data-result")
    page.click("#usar-regra-edital")
    page.wait_for_function("(p) => document.documentElement.dataset.result !== p", arg=previous)
    says_the_editals_rule(page)
    other = open_link(page, new_page, viewport)
    says_the_editals_rule(other)
    third = fresh(new_page, site_url, viewport)
    open_file(third, saved_file(other))
    says_the_editals_rule(third)
    for p in (page, other, third):
        p.context.close()


def test_blank_fields_of_another_law_carry_the_editals_rule_to_the_link(new_page, site_url):
    page = fresh(new_page, site_url)
    run(page, MUNICIPAL, law="outra")  # no percentage given: the edital's own rule is used
    says_the_editals_rule(page)
    other = open_link(page, new_page)
    says_the_editals_rule(other)
    for scheme in each_scheme(other):
        assert_no_violations(other, f"verificar.html, a link of the edital's own rule opened ({scheme})")
    # A correction on the opened page keeps the origin (the link's options are what it rechecks with).
    previous = other.get_attribute("html", "data-result")
    other.locator("#cargos tbody tr").first.locator("input[data-key=vacancies]").fill("13")
    other.locator("#cargos tbody tr").first.locator("input[data-key=vacancies]").press("Tab")
    other.wait_for_function("(p) => document.documentElement.dataset.result !== p", arg=previous)
    assert OWN in other.inner_text("#resultado")
    page.context.close()
    other.context.close()


def test_figures_changed_by_the_reader_are_the_readers(new_page, site_url):
    page = fresh(new_page, site_url)
    run(page, MUNICIPAL)
    page.select_option("#lei", "outra")
    page.fill("#percentual", "25")
    run(page, MUNICIPAL, law="outra")
    box = page.inner_text("#resultado")
    assert "informados por você" in box and OWN not in box
    other = open_link(page, new_page)
    assert "informados por quem fez a verificação" in other.inner_text("#resultado")
    assert other.locator("#relatorio-meta dt", has_text="Parâmetros informados").count() == 1
    page.context.close()
    other.context.close()
