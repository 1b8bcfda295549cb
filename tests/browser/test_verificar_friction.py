"""Small defects of issue 40, fixed: the page's sentences use the page's words (no "no terminal, --law …");
a law not identified is never "detectada"; the Markdown report has no needless backslashes (only what
Markdown would read as syntax is escaped); each CSV row carries the codes of its findings; the
calculator's "Copiar resultado" neutralises a spreadsheet formula as the CSV does."""

from __future__ import annotations

import csv
import io

import lint_samples as units

from cotacheck.linter.check.branch_reading import _doubt_branch
from tests.browser.conftest import open_calculator
from tests.browser.test_exports import downloaded
from tests.browser.test_verificar_report import run

NO_ISSUER = "EDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\nCargo AC Negros PcD Total\nAnalista 7 2 1 10\n"
NAME = "Analista (TI) #1 + 2! {a} <b> x"
BELOW = units.GO_HEAD + f"Cargo AC Negros PcD Total\n{NAME} 8 1 1 10\n"


def test_the_page_speaks_the_pages_words(page):
    run(page, NO_ISSUER)
    box = page.inner_text("#resultado")
    assert "Emissor do edital não identificado" in box and "no campo “Lei” acima" in box
    assert "terminal" not in box and "--law" not in box
    assert "lei não identificada (detectada" not in box
    assert "terminal" not in page.inner_text("#relatorio-meta")


def test_markdown_without_needless_backslashes_and_csv_with_codes(page):
    run(page, BELOW)
    markdown = downloaded(page, "#baixar-md")
    assert "Analista (TI) #1 + 2! {a} \\<b\\> x |" in markdown
    rows = list(csv.DictReader(io.StringIO(downloaded(page, "#baixar-csv")), delimiter=";"))
    assert rows[0]["cargo"].startswith("Analista") and rows[0]["achados"] == "CQ102"


def test_calculator_copy_neutralises_formulas(new_page, site_url):
    page = new_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = open_calculator(page, site_url, "?lei=go&data=2025-10-15&vagas=37")
    page.wait_for_selector("html[data-computed]", state="attached")
    computed = page.get_attribute("html", "data-computed")
    page.locator("#cargo-1").fill('=HYPERLINK("http://evil.example")')
    page.wait_for_function("(b) => document.documentElement.dataset.computed !== b", arg=computed)
    page.click("#copiar-resultado")
    page.wait_for_function("() => document.querySelector('#copiar-resultado').textContent.includes('copiado')")
    copied = page.evaluate("navigator.clipboard.readText()")
    row = next(line for line in copied.splitlines() if "HYPERLINK" in line)
    assert row.startswith("'=HYPERLINK")
    page.context.close()


def test_a_poder_read_outside_the_header_is_asked_for_in_the_pages_words(page):
    findings = [{"code": "CQ301", "message": "A lei não alcança este Poder."}]
    read = {"branch": "judiciario", "branch_how": "texto", "branch_line": 4, "branch_words": "tribunal de justica"}
    _doubt_branch(read, findings)
    assert "no terminal, --branch" in findings[0]["message"]  # the CLI's and the page's words, both
    web = page.evaluate(
        "(m) => import('./assets/verificar-base.js').then((b) => b.forTheWeb(m))", findings[0]["message"]
    )
    assert "terminal" not in web and "--branch" not in web and "informe o Poder no campo “Poder” acima e" in web
