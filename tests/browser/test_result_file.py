"""verificar.html's result as a file (`.cotacheck.json`) and the link's length limit: a result too long
for a link writes none and points to the file; the file opens again through the link's validation
(same findings); a forged, foreign or oversized file is refused under its field and the page keeps
everything it had (text, form, result). Desktop and phone; screenshots in $COTACHECK_SHOTS."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.browser.conftest import DESKTOP, PHONE, READY_TIMEOUT_MS, wait_ready
from tests.browser.test_result_link import EDITAL
from tests.browser.test_verificar_report import run

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("COTACHECK_SHOTS") or "/tmp/cotacheck-shots")
VIEWPORTS = {"desktop": DESKTOP, "phone": PHONE}


def many_cargos(count: int) -> dict:
    """A saved result of `count` cargos, as the page writes it (the envelope of its link)."""
    rows = [
        {"name": f"Analista Legislativo {n} – Especialidade {n % 37}", "vacancies": 10, "pcd_stated": 1, "line": n + 3}
        for n in range(1, count + 1)
    ]
    return {"v": 2, "lei": "go", "data": "2026-01-02", "poder": "legislativo", "versao": "0.1.0", "posicoes": rows}


def fresh(new_page, site_url, viewport):
    page = new_page(viewport=viewport)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


def open_file(page, content: bytes, name: str = "resultado.cotacheck.json", timeout: int = READY_TIMEOUT_MS) -> None:
    previous = page.get_attribute("html", "data-result") or ""
    page.set_input_files("#resultado-salvo", files=[{"name": name, "mimeType": "application/json", "buffer": content}])
    page.wait_for_function(
        "(prev) => (document.documentElement.dataset.result || '') !== prev"
        " || document.querySelector('#resultado-salvo-erro').textContent",
        arg=previous,
        timeout=timeout,
    )
    if not page.text_content("#resultado-salvo-erro"):
        page.wait_for_selector("html[data-lines=done]", state="attached", timeout=timeout)


def saved_file(page, timeout: int = READY_TIMEOUT_MS) -> bytes:
    with page.expect_download(timeout=timeout) as info:
        page.click("#baixar-resultado", timeout=timeout)
    download = info.value
    assert download.suggested_filename.endswith(".cotacheck.json")
    return Path(download.path()).read_bytes()


def verdicts(page) -> list:
    result = json.loads(page.text_content("#resultado-json"))
    counts = {k: result["summary"][k] for k in ("error", "warning", "info", "positions")}  # not the text's lines
    return sorted((f["code"], f["severity"], f["line"] or 0) for f in result["findings"]), counts


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)


@pytest.mark.parametrize("where", VIEWPORTS)
def test_a_saved_file_opens_with_the_same_findings(new_page, site_url, where):
    page = fresh(new_page, site_url, VIEWPORTS[where])
    run(page, EDITAL)
    content = saved_file(page)
    envelope = json.loads(content)
    assert envelope["v"] == 2 and envelope["posicoes"] and "texto" not in envelope
    assert "Reserva de vagas" not in content.decode()  # the edital's text does not travel
    other = fresh(new_page, site_url, VIEWPORTS[where])
    open_file(other, content)
    assert other.inner_text("#resultado-salvo-erro") == ""
    assert verdicts(other) == verdicts(page)
    assert "Resultado aberto de um arquivo salvo" in other.inner_text("#resultado")
    assert other.input_value("#lei") == "go"  # the law the check used, put in the form
    other.locator("#resultado").scroll_into_view_if_needed()
    shot(other, f"file-opened-{where}")
    other.context.close()
    page.context.close()


def test_a_result_too_long_for_a_link_writes_none_and_offers_the_file(new_page, site_url):
    """10 000 cargos: about 180 000 characters even compressed. No link; the file holds them all."""
    page = fresh(new_page, site_url, DESKTOP)
    open_file(page, json.dumps(many_cargos(10_000), ensure_ascii=False).encode(), timeout=300_000)
    assert json.loads(page.text_content("#resultado-json"))["summary"]["positions"] == 10_000
    page.click("#copiar-link")
    page.wait_for_function("() => document.querySelector('#acao-status').textContent.includes('grande demais')")
    message = page.inner_text("#acao-status")
    assert "Nenhum link foi escrito" in message and "Baixar resultado (arquivo)" in message
    assert "32.000" in message and page.url.partition("#")[2] == ""  # the address bar holds no broken link
    assert page.evaluate("() => document.activeElement.id") == "baixar-resultado"
    shot(page, "too-long-desktop")
    content = saved_file(page, timeout=180_000)  # 10 000 rows are still being laid out
    assert len(json.loads(content)["posicoes"]) == 10_000
    other = fresh(new_page, site_url, PHONE)
    open_file(other, content, timeout=300_000)
    assert verdicts(other) == verdicts(page)
    shot(other, "too-long-file-opened-phone")
    other.context.close()
    page.context.close()


REFUSED = [
    (b'{"name": "cotacheck", "version": "0.1.0"}', "não é um resultado desta página"),
    (b"%PDF-1.7\n1 0 obj", "não é um arquivo JSON de resultado"),
    (
        json.dumps({"v": 2, "lei": "constructor", "posicoes": [{"name": "CARGO-DO-ARQUIVO", "vacancies": 1}]}).encode(),
        "lei desconhecida",
    ),
    (json.dumps({"v": 2, "posicoes": [{"name": "CARGO-DO-ARQUIVO", "vacancies": "10"}]}).encode(), "número inteiro"),
    (b"[" * 200_000, "não é um arquivo JSON de resultado"),
    # one byte past the limit: the sizes said so they differ (it was "8 MB; o limite é 8 MB")
    (b" " * 8_000_001, "Arquivo grande demais para um resultado salvo (8,000001 MB; o limite é 8 MB)"),
]


@pytest.mark.parametrize("where", VIEWPORTS)
def test_a_bad_file_is_refused_and_the_page_keeps_what_it_had(new_page, site_url, where):
    page = fresh(new_page, site_url, VIEWPORTS[where])
    run(page, EDITAL)
    before = (page.inner_text("#resultado"), verdicts(page), page.input_value("#texto"), page.input_value("#lei"))
    for content, why in REFUSED:
        open_file(page, content, "outro.json")
        message = page.inner_text("#resultado-salvo-erro")
        assert why in message, message
        assert "link" not in message and "CARGO-DO-ARQUIVO" not in page.inner_text("main")
        assert page.get_attribute("#resultado-salvo", "aria-invalid") == "true"
        after = (page.inner_text("#resultado"), verdicts(page), page.input_value("#texto"), page.input_value("#lei"))
        assert after == before and page.locator("#relatorio").is_visible()
    page.locator("#resultado-salvo").scroll_into_view_if_needed()
    shot(page, f"file-refused-{where}")
    run(page, EDITAL)  # and the page keeps working
    assert verdicts(page) == before[1]
    page.context.close()
