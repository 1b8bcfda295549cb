"""verificar.html triages its findings (issue 24, point 3): errors first under a summary of the counts,
a code repeated across rows as one disclosure, a filter by severity that keeps the result, rule
titles in Portuguese, and an "Ir para os achados" link that skips a long cargos table. On real
editais: Banrisul 2022 with a column it never explains (its errors, once the reader confirms rows,
come after 50 lesser findings in text order) and Banco do Brasil 2022 (158 cargos)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

from cotacheck.linter.report.triage import title
from tests.browser.conftest import DESKTOP, PHONE, each_scheme, wait_ready
from tests.browser.test_verificar_edit import SETTLED, row
from tests.browser.test_verificar_report import run

AXE = Axe()
REAL = Path(
    os.environ.get("COTACHECK_REAL_EDITAIS") or Path(__file__).resolve().parents[2].parent / "shared" / "real-editais"
)
BANRISUL = REAL / "rs_banrisul_2022_cesgranrio.txt"
BB = REAL / "fed_bancodobrasil_2022_cesgranrio.txt"
RANK = {"error": 0, "warning": 1, "info": 2}
#: Where screenshots go when a person wants to look at them (else the test's tmp_path).
SHOTS = os.environ.get("COTACHECK_SCREENSHOTS")

pytestmark = pytest.mark.skipif(not BANRISUL.exists() or not BB.exists(), reason="real editais not available")


def result_json(page) -> dict:
    import json

    return json.loads(page.text_content("#resultado-json"))


def confirm_banrisul(page) -> dict:
    """Banrisul under Lei 12.990, one column renamed to an abbreviation it never explains ("PT"), so
    that its table is read with doubt, with the first three rows short of the reserve confirmed by the
    reader (their names edited): those three shortfalls become errors; the rest stay information."""
    run(page, BANRISUL.read_text(encoding="utf-8").replace("PESSOA TRANS PESSOA", "PT PESSOA"), law="federal")
    short = [f["line"] for f in result_json(page)["findings"] if f["code"] == "CQ102"][:3]
    lines = page.eval_on_selector_all(
        "#cargos tbody tr", "(rows) => rows.map((r) => Number(r.querySelector('a.line-link')?.dataset.line))"
    )
    for line in short:
        index = lines.index(line)
        previous = page.get_attribute("html", "data-result")
        cell = row(page, index).locator("input[data-key=cargo]")
        cell.fill(cell.input_value() + " (conferido)")
        cell.dispatch_event("change")
        page.wait_for_function(SETTLED, arg=previous)
    return result_json(page)


def headline_counts(page) -> tuple[int, int, int]:
    found = re.search(r"(\d+) erro\(s\), (\d+) aviso\(s\), (\d+) informação", page.inner_text("#resultado .headline"))
    return tuple(int(n) for n in found.groups())


def items(page) -> list[dict]:
    return page.eval_on_selector_all(
        "#achados > li",
        """(lis) => lis.map((li) => ({
            severity: li.dataset.severity, hidden: li.hidden, group: li.classList.contains('finding-group'),
            head: (li.querySelector('summary') || li.querySelector('a.code')).textContent,
            occurrences: li.querySelectorAll('.occurrences > li').length }))""",
    )


def test_banrisul_errors_first_grouped_with_a_summary_that_matches_the_headline(page):
    result = confirm_banrisul(page)
    assert result["summary"]["error"] == 3
    assert [f["severity"] for f in result["findings"]][0] != "error"  # the JSON keeps text order
    shown = items(page)
    assert shown[0]["severity"] == "error"
    assert [RANK[i["severity"]] for i in shown] == sorted(RANK[i["severity"]] for i in shown)
    # the three errors are one group, named by the rule's title, its occurrences inside
    assert shown[0]["group"] and shown[0]["occurrences"] == 3
    assert "CQ102 Reserva abaixo do exigido em 3 linhas" in shown[0]["head"]
    # every finding is shown once: singles plus the occurrences of the groups
    assert sum(i["occurrences"] or 1 for i in shown) == len(result["findings"])
    for i in shown:
        code = re.search(r"CQ\d{3}", i["head"]).group(0)
        same = [f for f in result["findings"] if f["severity"] == i["severity"] and f["code"] == code]
        assert (i["occurrences"] or 1) == len(same), i["head"]
    # a single finding stays a plain item with its rule's title (CQ402: the edital's own percentage)
    singles = [i for i in shown if not i["group"]]
    assert singles, "Banrisul has findings that occur once"
    code = re.search(r"CQ\d{3}", singles[0]["head"]).group(0)
    single = page.locator("#achados > li:not(.finding-group)", has_text=code).first
    assert single.locator("a.code").inner_text() == f"{code} {title(code)}"
    assert single.locator("details").count() == 0
    # the summary says the headline's counts
    errors, warnings, infos = headline_counts(page)
    summary = page.inner_text("#achados-triagem .findings-summary")
    words = [(errors, "erro", "erros"), (warnings, "aviso", "avisos"), (infos, "informação", "informações")]
    assert summary.startswith(", ".join(f"{n} {one if n == 1 else many}" for n, one, many in words))
    assert "erros primeiro" in summary and "aparecem juntos" in summary  # both are true of this result
    labels = page.locator("#achados-triagem label").all_inner_texts()
    assert [s.strip() for s in labels] == [f"Erros ({errors})", f"Avisos ({warnings})", f"Informações ({infos})"]


def test_a_group_opens_by_keyboard_and_its_lines_link_to_the_text(page):
    group = page.locator("#achados > li.finding-group").first
    group.locator("summary").focus()
    page.keyboard.press("Enter")
    assert group.locator("details").evaluate("d => d.open")
    links = group.locator(".occurrences a.line-link")
    assert links.count() == 3 and links.first.inner_text().startswith("Ver linha ")
    line = links.first.get_attribute("data-line")
    links.first.click()
    assert page.evaluate("document.activeElement.id") == f"L{line}"
    assert group.locator(".group-rule a.code").get_attribute("href").endswith("regras/CQ102.html")


def test_the_filter_hides_and_shows_without_losing_the_result(page):
    before = page.text_content("#resultado-json")
    page.get_by_label(re.compile(r"^\s*Erros \(")).uncheck()
    shown = items(page)
    assert all(i["hidden"] == (i["severity"] == "error") for i in shown)
    assert "itens mostrados" in page.inner_text("#achados-filtro-status")
    assert page.text_content("#resultado-json") == before  # hiding changes the view only
    # a correction recomputes the findings: the filter stays as the reader left it
    previous = page.get_attribute("html", "data-result")
    cell = row(page, 0).locator("input[data-key=cargo]")
    cell.fill(cell.input_value() + ".")
    cell.dispatch_event("change")
    page.wait_for_function(SETTLED, arg=previous)
    assert not page.get_by_label(re.compile(r"^\s*Erros \(")).is_checked()
    assert all(i["hidden"] == (i["severity"] == "error") for i in items(page))
    page.get_by_label(re.compile(r"^\s*Erros \(")).check()
    assert not any(i["hidden"] for i in items(page))
    for label in ("Erros", "Avisos", "Informações"):
        page.get_by_label(re.compile(rf"^\s*{label} \(")).uncheck()
    assert "Nenhum achado mostrado" in page.inner_text("#achados-filtro-status")
    for label in ("Erros", "Avisos", "Informações"):
        page.get_by_label(re.compile(rf"^\s*{label} \(")).check()
    assert not any(i["hidden"] for i in items(page)) and result_json(page)["findings"]


def test_reports_list_errors_first_with_titles(page):
    with page.expect_download() as download:
        page.click("#baixar-md")
    markdown = Path(download.value.path()).read_text(encoding="utf-8")
    listed = re.findall(
        r"^\d+\. \*\*(erro|aviso|informação)\*\*(?: \(a conferir\))? — (CQ\d{3}) ([^:]+):", markdown, re.M
    )
    assert [s for s, _, _ in listed[:3]] == ["erro"] * 3
    order = ["erro", "aviso", "informação"]
    assert [order.index(s) for s, _, _ in listed] == sorted(order.index(s) for s, _, _ in listed)
    assert ("erro", "CQ102", "Reserva abaixo do exigido") == listed[0]
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    printed = page.locator("#relatorio-impresso ol li").all_inner_texts()
    assert [t.split(" —")[0] for t in printed[:3]] == ["erro"] * 3 and "CQ102 Reserva abaixo do exigido" in printed[0]


def test_the_summary_says_only_what_the_list_shows(page):
    """A municipal edital with one note and no law to apply: nothing comes first, nothing is grouped."""
    corpus = Path(__file__).resolve().parents[1] / "corpus" / "sem_lei_municipio_pr_afrodescendentes.txt"
    run(page, corpus.read_text(encoding="utf-8"))
    findings = result_json(page)["findings"]
    assert len({f["code"] for f in findings}) == len(findings) and len({f["severity"] for f in findings}) == 1
    summary = page.inner_text("#achados-triagem .findings-summary")
    assert "erros primeiro" not in summary and "juntos" not in summary and summary.endswith(".")


def test_banco_do_brasil_skip_link_reaches_the_findings_in_one_tab(page):
    run(page, BB.read_text(encoding="utf-8"))
    assert page.locator("#cargos tbody tr").count() == 158
    link = page.locator("#ir-achados")
    before_table = link.evaluate(
        "(a) => Boolean(a.compareDocumentPosition(document.querySelector('#cargos')) & Node.DOCUMENT_POSITION_FOLLOWING)"
    )
    assert before_table and link.inner_text().startswith("Ir para os achados")
    page.focus("#resultado-salvo")  # the last control of the form; next comes the result
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "ir-achados"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "achados-titulo"
    page.keyboard.press("Tab")  # on from the heading, past the table (the filter, when there are findings)
    after_heading = page.evaluate(
        """() => Boolean(document.querySelector('#achados-titulo').compareDocumentPosition(document.activeElement)
            & Node.DOCUMENT_POSITION_FOLLOWING) && !document.activeElement.closest('#cargos')"""
    )
    assert after_heading
    if result_json(page)["findings"]:
        assert page.evaluate("document.activeElement.closest('#achados-triagem, #achados') !== null")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_triage_on_phone_and_desktop_axe_clean(new_page, site_url, viewport, tmp_path):
    page = new_page(viewport=viewport)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    confirm_banrisul(page)
    page.locator("#achados > li.finding-group summary").first.click()
    box = page.locator("#achados-triagem")
    assert box.evaluate("(b) => b.scrollWidth <= b.clientWidth + 1")
    for label in page.locator("#achados-triagem label").all():
        right = label.evaluate("(l) => l.getBoundingClientRect().right")
        assert right <= viewport["width"], "a filter falls off the screen"
    page.locator("#achados-titulo").scroll_into_view_if_needed()
    where = Path(SHOTS) if SHOTS else tmp_path
    where.mkdir(parents=True, exist_ok=True)
    for scheme in each_scheme(page):
        page.screenshot(path=str(where / f"triage-{viewport['width']}-{scheme}.png"))
        results = AXE.run(page)
        assert results.violations_count == 0, f"{scheme}: {results.generate_report()}"
    page.context.close()
