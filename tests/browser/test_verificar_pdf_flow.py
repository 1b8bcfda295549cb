"""verificar.html with a PDF: pypdf is warmed before the first upload (focus on the file field), the
file goes to the worker as transferred bytes (the page never base64-encodes it on its main thread),
and the page says "Lendo o PDF…" while it reads."""

from __future__ import annotations

from tests.browser.conftest import READY_TIMEOUT_MS, wait_ready
from tests.browser.test_verificar import SAMPLE, units

# Counts btoa() on the page's main thread over large inputs, and keeps every text #resultado shows.
PROBE = """
window.__bigBtoa = 0;
const original = window.btoa;
window.btoa = (s) => { if (s.length > 10000) window.__bigBtoa++; return original(s); };
window.__said = [];
document.addEventListener("DOMContentLoaded", () => {
  const box = document.querySelector("#resultado");
  new MutationObserver(() => window.__said.push(box.textContent)).observe(box, { childList: true, subtree: true });
});
"""


def test_pdf_warm_bytes_and_reading_message(new_page, site_url, tmp_path):
    page = new_page(pdf_warm_up=True)
    page.add_init_script(PROBE)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.focus("#arquivo")  # a reader about to choose a file: pypdf is put in place now
    page.wait_for_function(
        "() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/py/pypdf.zip'))",
        timeout=READY_TIMEOUT_MS,
    )
    pdf = tmp_path / "edital.pdf"
    lines = SAMPLE.splitlines() + [f"Item {i} do edital, texto corrido sem vagas." for i in range(3000)]
    pdf.write_bytes(units.make_pdf(lines))
    assert pdf.stat().st_size > 20_000
    page.set_input_files("#arquivo", str(pdf))
    previous = page.get_attribute("html", "data-result") or ""
    page.click("#verificar")
    page.wait_for_function("(p) => (document.documentElement.dataset.result || '') !== p", arg=previous)
    assert page.evaluate("window.__bigBtoa") == 0
    assert any("Lendo o PDF" in said for said in page.evaluate("window.__said"))
    page.wait_for_selector("html[data-lines=done]", state="attached")
    assert page.locator("#linhas-edital ol").count() >= 2
    assert page.locator("#cargos tbody tr").count() == 1
    page.context.close()


def test_pdf_reader_warmed_while_idle_and_requests_not_held(new_page, site_url):
    """Once the engine is ready the page, untouched, puts pypdf in place and reads a one-page PDF
    (data-pdf-warm="done"); a check asked for at once is answered, the warm-up's steps waiting
    for it rather than the other way round; then the second PDF reader starts."""
    page = new_page(pdf_warm_up=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.fill("#texto", SAMPLE)
    page.click("#verificar")  # at once: the warm-up has at most one short step in the worker
    page.wait_for_selector("html[data-result]", state="attached")
    assert "1 cargo" in page.inner_text("#resultado")
    page.wait_for_selector("html[data-pdf-warm]", state="attached")
    assert page.evaluate("performance.getEntriesByType('resource').some((e) => e.name.endsWith('/py/pypdf.zip'))")
    # warm-up done or skipped for the reader's check: the second PDF reader starts either way
    page.wait_for_selector("html[data-pdf-second='ready']", state="attached")
    page.context.close()
    page = new_page(pdf_warm_up=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector("html[data-pdf-warm='done']", state="attached")
    page.context.close()
