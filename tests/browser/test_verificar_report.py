"""verificar.html with a result: readable findings (axe clean in light and dark), the "Texto lido"
box reachable by keyboard, a report worth keeping (Markdown, CSV, copy, print view) with what the
edital says escaped, the edital's lines laid out in chunks, and the rule pages in the page's words."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

from cotacheck.linter.rules import RULES
from tests.browser.conftest import PHONE, each_scheme, wait_ready
from tests.browser.test_verificar import units

AXE = Axe()
HOSTILE = 'Analista <img src=x onerror="window.pwned=1"> | *Contábil*'
SAMPLE = units.GO_HEAD + f"Cargo AC PcD Total\n{HOSTILE} 9 1 10\nTécnico Legislativo 3 0 3\n"


def run(page, text: str, law: str = "") -> None:
    previous = page.get_attribute("html", "data-result") or ""
    page.select_option("#lei", law)
    page.set_input_files("#arquivo", [])
    page.eval_on_selector("#texto", "(e, t) => { e.value = t; }", text)
    page.click("#verificar")
    page.wait_for_function("(prev) => (document.documentElement.dataset.result || '') !== prev", arg=previous)
    page.wait_for_selector("html[data-lines=done]", state="attached")


@pytest.fixture(scope="module")
def page(new_page, site_url):
    page = new_page(accept_downloads=True)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    run(page, SAMPLE)
    return page


def violations(page) -> str | None:
    results = AXE.run(page)
    return None if results.violations_count == 0 else results.generate_report()


def test_findings_readable_and_axe_clean_with_results(page):
    assert page.locator("#achados li").count() >= 2
    # The severity colour is on the badge only, not on the whole finding.
    for li in page.locator("#achados li.finding").all():
        assert "sev-" not in (li.get_attribute("class") or "")
        assert li.evaluate("e => getComputedStyle(e).backgroundColor") in ("rgba(0, 0, 0, 0)", "transparent")
    report = violations(page)
    assert report is None, report


@pytest.mark.parametrize("viewport", [None, PHONE], ids=["desktop", "phone"])
def test_axe_clean_with_results_in_dark_mode(new_page, site_url, viewport):
    page = new_page(color_scheme="dark", **({"viewport": viewport} if viewport else {}))
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    run(page, SAMPLE)
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    report = violations(page)
    assert report is None, report
    page.context.close()


def test_text_box_reachable_by_keyboard(page):
    box = page.locator("#linhas-edital")
    assert box.get_attribute("tabindex") == "0"
    box.focus()
    assert page.evaluate("document.activeElement.id") == "linhas-edital"


def test_edital_text_is_inert_everywhere(page):
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    assert page.evaluate("window.pwned") is None
    assert page.locator("#relatorio img, #resultado img, #relatorio-impresso img").count() == 0
    assert HOSTILE.split(" |")[0] in page.inner_text("#relatorio-impresso")
    assert page.text_content("#L5").startswith("Analista <img")


def test_markdown_report_complete_and_escaped(page, tmp_path):
    with page.expect_download() as download:
        page.click("#baixar-md")
    markdown = Path(download.value.path()).read_text(encoding="utf-8")
    assert markdown.startswith("# Verificação de cotas")
    for label in (
        "Verificado em",
        "Ferramenta:** cotacheck",
        "Lei:** Lei estadual nº 23.389/2025",
        "Versão da lei aplicada",
        "Data de publicação:** 10/03/2026",
        "Link deste resultado:** <http",
    ):
        assert label in markdown, label
    assert "| Linha | Cargo | Vagas | Reserva informada | Reserva exigida | PcD informada | Situação |" in markdown
    assert re.search(r"(?<!\\)<img", markdown) is None and "\\<img" in markdown
    row = next(line for line in markdown.splitlines() if line.startswith("| 5 |"))
    assert row.count(" | ") == 6, row  # the '|' in the cargo's name does not add a column
    assert "| 10 | — | 2 | 1 | não informada |" in row
    assert "CQ101" in markdown and "Base legal: Lei estadual nº 23.389/2025, art. 1º, § 3º" in markdown


def test_copy_report_button(page):
    page.click("#copiar-relatorio")
    page.wait_for_function("() => document.querySelector('#acao-status').textContent.includes('copiado')")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith("# Verificação de cotas") and "PcD informada" in copied


def test_csv_of_the_cargos(page):
    with page.expect_download() as download:
        page.click("#baixar-csv")
    assert download.value.suggested_filename.endswith(".csv")
    raw = Path(download.value.path()).read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(raw), delimiter=";"))
    assert rows[0][:4] == ["linha", "cargo", "recorte", "vagas"]
    assert rows[1][0] == "5" and rows[1][3] == "10" and rows[1][6] == "2" and rows[1][7] == "1"
    assert rows[2][1] == "Técnico Legislativo" and rows[2][3] == "3"


def test_print_view(page):
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")  # what the browser does before printing
    page.emulate_media(media="print")
    try:
        assert page.locator("#relatorio-impresso").is_visible()
        assert not page.locator("#verificador").is_visible() and not page.locator(".site-header").is_visible()
        printed = page.inner_text("#relatorio-impresso")
        assert "Verificado em" in printed and "PcD informada" in printed and "CQ101" in printed
    finally:
        page.emulate_media(media="screen")
    assert not page.locator("#relatorio-impresso").is_visible()


def test_long_text_in_chunks_and_late_line_on_demand(page):
    filler = "\n".join(f"Item {i} do edital sem números de vagas." for i in range(6000))
    text = units.GO_HEAD + filler + "\nCargo AC PcD Total\nAgente Administrativo 9 1 10\n"
    previous = page.get_attribute("html", "data-result") or ""
    page.eval_on_selector("#texto", "(e, t) => { e.value = t; }", text)
    page.click("#verificar")
    page.wait_for_function("(prev) => (document.documentElement.dataset.result || '') !== prev", arg=previous)
    # A finding on the last lines, clicked at once: its chunk is rendered first, then shown.
    link = page.locator("#achados a.line-link").first
    line = int(link.get_attribute("data-line"))
    assert line > 6000
    link.click()
    assert page.locator(f"#L{line}").is_visible()
    page.wait_for_selector("html[data-lines=done]", state="attached")
    lists = page.locator("#linhas-edital ol")
    assert lists.count() == -(-len(text.splitlines()) // 250)
    assert page.locator("#linhas-edital li[value]").count() == 0
    assert lists.nth(4).get_attribute("start") == "1001"
    assert page.locator("#linhas-edital li").count() == len(text.splitlines())
    run(page, SAMPLE)  # leave the shared page as the other tests expect it


def test_cli_options_not_told_to_web_readers(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    run(
        page, "EDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\nConcurso para Analista.\nCargo AC PcD Total\nAnalista 9 1 10\n"
    )
    finding = page.locator("#achados li", has_text="CQ302")
    assert finding.count() == 1
    assert "--law" not in finding.inner_text() and "campo “Lei”" in finding.inner_text()
    for code in RULES:
        page.goto(f"{site_url}regras/{code}.html")
        text = page.inner_text("main")
        for sentence in re.split(r"(?<=[.;])\s", text):
            if re.search(r"--(law|date|branch)\b", sentence) and "cotacheck rule" not in sentence:
                assert "terminal" in sentence, (code, sentence)
    page.context.close()


# Both rows misread (three numbers under "Cargo Vagas Negros": no total to confirm them): every verdict waits on a
# check.
DOUBTFUL = units.GO_HEAD + "Cargo Vagas Negros\nAnalista 12 9 2\nTécnico Legislativo 10 8 2\n"


def test_reports_carry_the_a_conferir_marks(page):
    run(page, DOUBTFUL)
    try:
        assert "A conferir: 2 de 2 cargo(s)" in page.inner_text("#resultado")
        assert page.locator("#achados .check-badge").count() >= 1
        with page.expect_download() as download:
            page.click("#baixar-md")
        markdown = Path(download.value.path()).read_text(encoding="utf-8")
        assert "> **A conferir: 2 de 2 cargo(s)" in markdown and "a conferir (leitura incerta) |" in markdown
        assert "** (a conferir) — CQ103" in markdown
        with page.expect_download() as download:
            page.click("#baixar-csv")
        rows = list(csv.reader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8-sig")), delimiter=";"))
        column = rows[0].index("leitura")
        assert [r[column] for r in rows[1:]] == ["a conferir", "a conferir"]
        assert all(r[rows[0].index("situacao")] == "a conferir (leitura incerta)" for r in rows[1:])
        # and what the verdicts used, on every row
        for key, value in (
            ("data_publicacao", "2026-03-10"),
            ("poder", "Poder Executivo"),
            ("tipo_vaga", "Cargo efetivo"),
        ):
            assert {r[rows[0].index(key)] for r in rows[1:]} == {value}, key
        assert rows[1][rows[0].index("lei")].startswith("Lei estadual nº 23.389/2025")
        assert rows[1][rows[0].index("versao")].startswith("cotacheck ")
        page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
        printed = page.text_content("#relatorio-impresso")
        assert "A conferir: 2 de 2 cargo(s)" in printed and "(a conferir) — CQ103" in printed
    finally:
        run(page, SAMPLE)  # leave the shared page as the other tests expect it


def test_axe_clean_with_rows_a_conferir(new_page, site_url):
    page = new_page(viewport=PHONE)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    run(page, DOUBTFUL)
    assert page.locator("#cargos .check-mark").count() >= 2 and page.locator("#achados .check-badge").count() >= 1
    for scheme in each_scheme(page):
        report = violations(page)
        assert report is None, f"{scheme}: {report}"
    page.context.close()
