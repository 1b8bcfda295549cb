"""A finding shows its arithmetic and opens the calculator with its figures (issue 40): "14 vagas × 20% =
2,8 → … → 3", made by the engine from the rule the check applied (the law's, or the edital's own for
CQ401), and a link to index.html prefilled with the law, date and vacancies, whose answer is the same
figure. A law not modelled: one click checks the edital under its own declared rule ("Outra lei"),
and the table then shows the reserve that rule requires. A rule more favourable than the law is said
to be so, as an information. Phone and desktop; axe clean in light and dark."""

from __future__ import annotations

import os
from urllib.parse import parse_qs, urlparse

import lint_samples as units
import pytest
from axe_playwright_python.sync_playwright import Axe

from tests.browser.conftest import DESKTOP, PHONE, wait_ready
from tests.browser.test_verificar_report import run

AXE = Axe()
BELOW = units.GO_HEAD + "Cargo AC PcD Negros Total\nTécnico Legislativo 12 1 1 14\nAnalista 7 1 2 10\n"
MUNICIPAL = (
    "PREFEITURA MUNICIPAL DE EXEMPLO\nEDITAL Nº 2/2026, DE 10 DE MARÇO DE 2026\n"
    "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
    "Cargo AC PcD Negros Total\nAssistente Administrativo 10 1 1 12\nTécnico Legislativo 12 1 1 14\n"
)
FAVOURABLE = (
    "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\nConforme a Lei estadual nº 23.389/2025.\n"
    "5.1 Ficam reservadas aos candidatos negros 30% (trinta por cento) das vagas de cada cargo.\n"
    "Cargo AC PcD Negros Total\nAssistente Administrativo 7 1 4 12\n"
)
SHOTS = os.environ.get("COTACHECK_SHOTS")  # a folder: the states below are also saved as screenshots


def shot(page, name):
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=False)


def fresh(new_page, site_url, viewport, scheme="light"):
    page = new_page(viewport=viewport, color_scheme=scheme)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


def finding(page, code):
    return page.locator("#achados li.finding", has=page.locator(f"a.code:has-text('{code}')")).first


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_finding_shows_its_arithmetic_and_opens_the_calculator(new_page, site_url, viewport):
    page = fresh(new_page, site_url, viewport)
    run(page, BELOW)
    item = finding(page, "CQ102")
    note = item.locator(".finding-sum")
    assert note.count() == 1
    words = note.inner_text()
    assert "Conta pela lei aplicada" in words
    assert "14 vagas × 20% = 2,8" in words and "arredonda para cima → 3" in words
    link = note.locator("a.calc-link")
    query = parse_qs(urlparse(link.get_attribute("href")).query)
    assert query["lei"] == ["go"] and query["data"] == ["2026-03-10"] and query["vagas"] == ["14"]
    note.scroll_into_view_if_needed()
    shot(page, f"finding-sum-{'phone' if viewport is PHONE else 'desktop'}")
    link.click()
    page.wait_for_selector("html[data-computed]", state="attached")
    assert page.input_value("#vagas-1") == "14" and page.input_value("#lei") == "go"
    assert page.input_value("#data") == "10/03/2026"
    assert "3" in page.inner_text("#resultado .headline")
    page.context.close()


def test_only_findings_with_a_figure_have_arithmetic(new_page, site_url):
    """A clause finding (no cargo, no figure) has none; the arithmetic never disagrees with the finding."""
    page = fresh(new_page, site_url, DESKTOP)
    run(page, BELOW)
    assert finding(page, "CQ203").locator(".finding-sum").count() == 0
    page.context.close()


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_law_not_modelled_is_checked_by_the_editals_rule_in_one_click(new_page, site_url, viewport):
    page = fresh(new_page, site_url, viewport)
    run(page, MUNICIPAL)
    sums = " ".join(page.locator("#achados .finding-sum").all_text_contents())  # two CQ401, one group
    assert "Conta pela regra do próprio edital" in sums and "12 vagas × 20% = 2,4" in sums
    offer = page.locator("#regra-edital-oferta")
    assert offer.is_visible() and "20% das vagas de cada cargo" in offer.inner_text()
    assert page.locator("#cargos tbody tr").first.locator("td.required").inner_text().strip() == "—"
    shot(page, f"own-rule-offer-{'phone' if viewport is PHONE else 'desktop'}")
    previous = page.get_attribute("html", "data-result")
    page.click("#usar-regra-edital")
    page.wait_for_function("(p) => document.documentElement.dataset.result !== p", arg=previous)
    assert page.input_value("#lei") == "outra" and page.input_value("#percentual") == "20"
    assert page.locator("#parametros").is_visible()
    assert page.locator("#regra-edital-oferta").is_hidden()
    required = [c.strip() for c in page.locator("#cargos tbody td.required").all_inner_texts()]
    assert required == ["2", "3"]  # 20% of 12 = 2,4 → 2; of 14 = 2,8 → 3
    page.context.close()


def test_a_rule_more_favourable_than_the_law_is_said_so_as_information(new_page, site_url):
    page = fresh(new_page, site_url, DESKTOP)
    run(page, FAVOURABLE)
    item = finding(page, "CQ402")
    assert item.get_attribute("data-severity") == "info"
    assert "mais favorável aos candidatos negros" in item.inner_text()
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_arithmetic_and_offer_have_no_axe_violations(new_page, site_url, scheme):
    page = fresh(new_page, site_url, PHONE, scheme)
    run(page, MUNICIPAL)
    results = AXE.run(page)
    assert results.violations_count == 0, results.generate_report()
    run(page, BELOW)
    results = AXE.run(page)
    assert results.violations_count == 0, results.generate_report()
    shot(page, f"finding-sum-phone-{scheme}")
    page.context.close()
