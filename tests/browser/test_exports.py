"""The page's exports hold nothing an edital's text could use against a terminal, a spreadsheet or a
Markdown viewer (common.js safeText and csvCell): the Markdown and CSV downloads, the print view, the
copied report, and the calculator's "Copiar resultado"; and a big paste is refused before it is read,
with the limit said and the page kept responsive."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from tests.browser.conftest import open_calculator, wait_ready
from tests.browser.test_verificar_edit import edit
from tests.browser.test_verificar_report import run

pytestmark = pytest.mark.browser

EDITAL = (
    "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\n"
    "Reserva de vagas para candidatos negros conforme a Lei estadual nº 23.389/2025.\n"
    "Cargo AC PcD Total\nAnalista Legislativo 9 1 10\nTécnico Legislativo 3 0 3\nMotorista 4 0 4\n"
)
#: A terminal hyperlink, a colour, a bell, a bidi override and a NUL; then cells a spreadsheet would run.
ESCAPED = (
    "Analista \x1b]8;;http://evil.example/\x07clique\x1b]8;;\x07 \x1b[31mvermelho\x1b[0m\x07 \u202e02\u202c\x00fim"
)
FORMULAS = [' =HYPERLINK("http://evil.example")', "\t+1+1", "@SUM(A1)"]
CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture(scope="module")
def page(new_page, site_url):
    page = new_page(accept_downloads=True)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    run(page, EDITAL)
    for index, name in enumerate([ESCAPED, FORMULAS[0], FORMULAS[1]]):
        edit(page, index, "cargo", name)
    edit(page, 2, "slice", FORMULAS[2])
    return page


def downloaded(page, button: str) -> str:
    with page.expect_download() as download:
        page.click(button)
    return Path(download.value.path()).read_text(encoding="utf-8-sig")


def test_csv_strips_controls_and_neutralises_formulas(page):
    raw = downloaded(page, "#baixar-csv")
    assert not CONTROLS.search(raw.replace("\r\n", ""))
    rows = list(csv.reader(io.StringIO(raw), delimiter=";"))
    assert rows[1][1] == "Analista clique vermelho 02fim"
    assert rows[2][1] == '\'=HYPERLINK("http://evil.example")'  # leading space: still defused
    assert rows[3][1] == "'+1+1" and rows[3][2] == "'@SUM(A1)"
    assert rows[1][3] == "10"  # numbers stay numbers


def test_markdown_and_copied_report_are_clean(page):
    markdown = downloaded(page, "#baixar-md")
    assert not CONTROLS.search(markdown) and "Analista clique vermelho 02fim" in markdown
    page.click("#copiar-relatorio")
    page.wait_for_function("() => document.querySelector('#acao-status').textContent.includes('copiado')")
    assert not CONTROLS.search(page.evaluate("navigator.clipboard.readText()"))


def test_print_view_is_clean(page):
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    printed = page.inner_html("#relatorio-impresso")
    assert not CONTROLS.search(printed) and "Analista clique vermelho 02fim" in printed


def test_calculator_copy_result_is_clean(new_page, site_url):
    page = new_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    name = "Analista \x1b]8;;http://evil.example/\x07x\x1b]8;;\x07\x07"
    page = open_calculator(page, site_url, "?lei=go&data=2025-10-15&vagas=37")
    page.wait_for_selector("html[data-computed]", state="attached")
    computed = page.get_attribute("html", "data-computed")
    page.locator("#cargo-1").fill(name)
    page.wait_for_function("(b) => document.documentElement.dataset.computed !== b", arg=computed)
    page.click("#copiar-resultado")
    page.wait_for_function("() => document.querySelector('#copiar-resultado').textContent.includes('copiado')")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert "Analista x" in copied and not CONTROLS.search(copied.replace("\t", "").replace("\n", ""))
    page.context.close()


FRAME_GAPS = """() => new Promise((resolve) => {
  const area = document.querySelector("#texto");
  const data = new DataTransfer();
  data.setData("text/plain", "Cargo 1 vaga\\n".repeat(5_000_000));  // 65 million characters
  let last = performance.now(), worst = 0, frames = 0;
  const tick = (now) => { worst = Math.max(worst, now - last); last = now; if (++frames < 30) requestAnimationFrame(tick); else resolve(worst); };
  requestAnimationFrame(tick);
  area.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
})"""


def test_a_big_paste_is_refused_with_the_limit_and_no_frozen_frame(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    worst = page.evaluate(FRAME_GAPS)
    message = page.inner_text("#texto-erro")
    assert "Texto grande demais" in message and "limite desta página é 5 milhões de caracteres" in message
    assert "Nada foi colado" in message and page.input_value("#texto") == ""
    assert worst < 1000, f"a frame took {worst:.0f} ms"
    page.fill("#texto", "Cargo 1 vaga")  # a normal paste afterwards is accepted
    small = page.evaluate("""() => { const d = new DataTransfer(); d.setData("text/plain", "x");
      return document.querySelector("#texto").dispatchEvent(new ClipboardEvent("paste", { clipboardData: d, bubbles: true, cancelable: true })); }""")
    assert small is True and page.inner_text("#texto-erro") == ""
    page.context.close()


def test_a_big_file_is_refused_before_it_is_read(new_page, site_url, tmp_path):
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    big = tmp_path / "edital.txt"
    big.write_bytes(b"Cargo 1 vaga\n" * 500_000)  # 6.5 MB of text
    page.set_input_files("#arquivo", str(big))
    assert "Arquivo grande demais: 6,5 MB; o limite é 5 MB" in page.inner_text("#texto-erro")
    assert page.evaluate("() => document.querySelector('#arquivo').files.length") == 0
    page.context.close()
