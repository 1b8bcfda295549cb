"""verificar.html shows each finding's "interpretação adotada" as before, though the engine gives each
reading's text once (the result's `readings`) and a finding names it by id: the findings list, the
Markdown report and the print view put it back, and so does a result link's page."""

from __future__ import annotations

from pathlib import Path

from tests.browser.test_result_link import opened
from tests.browser.test_verificar import submit
from tests.browser.test_verificar_edit import asked_link
from tests.linter.test_readings import SES, edital

#: Goiás, 5 + 10 vacancies, 0 + 3 reserved: the per-cargo base owes 1 on the 5, the total reading is met.
TEXT = edital(SES, "10 DE MARÇO DE 2026", ["Analista 4 1 0 5", "Técnico 6 1 3 10"])


def said(result: dict) -> str:
    """The words of the CQ102 reading as the reports write them (check/readings.py `reading_sentence`)."""
    (cq102,) = [f for f in result["findings"] if f["code"] == "CQ102"]
    (entry,) = cq102["interpretations"]
    reading = result["readings"][entry["reading"]]
    assert reading["adopted"] not in cq102["message"]  # the text is the result's, once
    return f"Interpretação adotada: {reading['adopted']}. Outra leitura: {reading['other']}; por ela"


def test_the_findings_and_the_reports_show_the_reading(page):
    result = submit(page, TEXT)
    words = said(result)
    assert any(words in item for item in page.locator("#achados li").all_inner_texts())
    with page.expect_download() as download:
        page.click("#baixar-md")
    assert "Outra leitura: " in Path(download.value.path()).read_text(encoding="utf-8")
    page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    assert words in page.inner_text("#relatorio-impresso")


def test_a_result_links_page_shows_the_reading(page, new_page, site_url):
    result = submit(page, TEXT)
    other = opened(new_page, site_url, asked_link(page).partition("#")[2][2:], prefix="z")
    assert any(said(result) in item for item in other.locator("#achados li").all_inner_texts())
