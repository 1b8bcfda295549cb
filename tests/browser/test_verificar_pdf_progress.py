"""verificar.html while it reads a long PDF: "Lendo o PDF: página N de T" as the shares come back
(a screen reader told only now and then), a "Cancelar" that stops the reading at the next share and
leaves the form as it was, ready for a new check; and a check asked for during the idle PDF
warm-up is answered before the warm-up's remaining steps run."""

from __future__ import annotations

import io
import re

import pytest

from tests.browser.conftest import DESKTOP, PHONE, READY_TIMEOUT_MS, each_scheme, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_verificar import SAMPLE, units

pypdf = pytest.importorskip("pypdf")

# Every (visible, announced) pair the progress paragraph shows, in order.
PROBE = """
window.__progress = [];
document.addEventListener("DOMContentLoaded", () => {
  const box = document.querySelector("#resultado");
  new MutationObserver(() => {
    const p = box.querySelector("#leitura-progresso");
    if (!p) return;
    const pair = [p.querySelector("[aria-hidden]").textContent, p.querySelector(".visually-hidden").textContent];
    const last = window.__progress[window.__progress.length - 1];
    if (!last || last[0] !== pair[0] || last[1] !== pair[1]) window.__progress.push(pair);
  }).observe(box, { childList: true, subtree: true, characterData: true });
});
"""
LINES = 960
# The test holds the reading: the engine is sent the first share of pages, and every later share waits
# (the page's messages to its engine's worker kept back) until the test calls window.__releasePdf().
# A reading under way is thus a state the test ends, not one a fast machine ends before the test looks.
HOLD_READING = """
window.__pdfShares = 0;
window.__pdfHeld = [];
window.__pdfHolding = true;
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.name === "pdf_part" && window.__pdfHolding && ++window.__pdfShares > 1) {
    window.__pdfHeld.push(() => post.call(this, message, ...rest));
    return;
  }
  return post.call(this, message, ...rest);
};
window.__releasePdf = () => {
  window.__pdfHolding = false;
  for (const send of window.__pdfHeld.splice(0)) send();
};
"""


def long_pdf(tmp_path, lines_of_text: int = LINES):
    """Some 120 pages, a cargos table on the first: read in many shares (the test holds all but the first)."""
    lines = SAMPLE.splitlines() + [f"Item {n} do edital, texto corrido sem vagas." for n in range(lines_of_text)]
    path = tmp_path / "longo.pdf"
    path.write_bytes(units.make_pdf(lines, per_page=8))
    return path


PAGES = len(pypdf.PdfReader(io.BytesIO(units.make_pdf([*SAMPLE.splitlines(), *["x"] * LINES], per_page=8))).pages)


def reading_page(new_page, site_url, viewport):
    page = new_page(viewport=viewport, pdf_warm_up=True)
    page.add_init_script(PROBE + HOLD_READING + "window.cotacheckPdfReaders = 1;")  # one reader: one worker to hold
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector("html[data-pdf-warm]", state="attached")
    return page


def result_changed(page, previous, timeout=READY_TIMEOUT_MS):
    page.wait_for_function(
        "(p) => (document.documentElement.dataset.result || '') !== p", arg=previous, timeout=timeout
    )


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_progress_then_cancel_then_check_again(new_page, site_url, tmp_path, viewport):
    page = reading_page(new_page, site_url, viewport)
    path = long_pdf(tmp_path)
    page.fill("#data", "02/01/2026")
    page.set_input_files("#arquivo", str(path))
    page.click("#verificar")
    progress = page.locator("#leitura-progresso [aria-hidden]")
    page.wait_for_function("() => /página [1-9]\\d* de \\d+/.test(document.querySelector('#resultado').textContent)")
    assert re.fullmatch(rf"Lendo o PDF: página \d+ de {PAGES}", progress.inner_text())
    page.wait_for_function("() => window.__pdfHeld.length === 1")  # the second share waits for the test
    cancel = page.get_by_role("button", name="Cancelar")
    assert cancel.is_visible()
    cancel.click()
    page.wait_for_selector("#resultado:has-text('Cancelando')")
    page.evaluate("window.__releasePdf()")  # the share under way ends; no other is asked for
    page.wait_for_selector("#resultado:has-text('Leitura cancelada.')")
    assert cancel.is_hidden()
    assert page.evaluate("document.activeElement.id") == "verificar"  # the focus back on the form
    assert page.evaluate("document.querySelector('#arquivo').files[0].name") == "longo.pdf"
    assert page.input_value("#data") == "02/01/2026"
    assert page.get_attribute("html", "data-result") is None  # the cancelled reading shows no result
    read = [
        int(m.group(1)) for shown, _ in page.evaluate("window.__progress") if (m := re.search(r"página (\d+)", shown))
    ]
    assert read and read[-1] < PAGES and read == sorted(read)
    # A new check right after: the whole file read, its progress up to the last page, then the result.
    page.evaluate("window.__progress = []")
    page.click("#verificar")
    result_changed(page, "")
    assert "1 cargo" in page.inner_text("#resultado")
    assert cancel.is_hidden()
    pairs = page.evaluate("window.__progress")
    shown = [v for v, _ in pairs]
    said = list(dict.fromkeys(s for _, s in pairs))
    pages = [int(m.group(1)) for v in shown if (m := re.fullmatch(rf"Lendo o PDF: página (\d+) de {PAGES}", v))]
    assert pages == sorted(pages) and pages[-1] >= PAGES - 12  # the last shares: one or two left
    assert shown[-1] == f"Verificando o edital ({PAGES} páginas lidas)…"
    # Told rarely: at the start, at each quarter and at the end, however many shares came back.
    assert len(said) <= 6 < len(shown)
    page.context.close()


def test_reading_state_has_no_axe_violations(new_page, site_url, tmp_path):
    page = reading_page(new_page, site_url, PHONE)
    page.set_input_files("#arquivo", str(long_pdf(tmp_path)))
    page.click("#verificar")
    page.wait_for_selector("#leitura-progresso")
    page.wait_for_function("() => window.__pdfHeld.length === 1")  # still being read: the test holds it
    page.get_by_role("button", name="Cancelar").wait_for()
    for scheme in each_scheme(page):
        assert_no_violations(page, f"verificar.html reading a PDF ({scheme})")
    page.get_by_role("button", name="Cancelar").click()
    page.wait_for_selector("#resultado:has-text('Cancelando')")
    page.evaluate("window.__releasePdf()")
    page.wait_for_selector("#resultado:has-text('Leitura cancelada.')")
    for scheme in each_scheme(page):
        assert_no_violations(page, f"verificar.html, reading cancelled ({scheme})")
    page.context.close()


#: Submits the check and returns the warm-up's step count (the <html> dataset key given) at that moment;
#: the count when the result shows its cargo is kept in `window.stepsAtResult` by an observer, whose
#: callback runs before the worker's next answer can be handled: read after the result, the count
#: could already include a step that ran once the check was over (seen at load 10).
SUBMIT_COUNTING = """(key) => {
  const count = () => Number(document.documentElement.dataset[key] || 0);
  const result = document.querySelector('#resultado');
  const seen = new MutationObserver(() => {
    if (window.stepsAtResult === undefined && result.innerText.includes('1 cargo')) {
      window.stepsAtResult = count();
      seen.disconnect();
    }
  });
  seen.observe(result, { childList: true, subtree: true, characterData: true });
  const n = count();
  document.querySelector('#verificador').requestSubmit();
  return n;
}"""


def steps_at_result(page) -> int:
    page.wait_for_function("() => window.stepsAtResult !== undefined")
    return page.evaluate("() => window.stepsAtResult")


def test_a_check_is_answered_before_the_rest_of_the_warm_up(new_page, site_url):
    """Clicked while the warm-up's steps run: at most the step under way is answered before the
    reader's result; the others wait for it, and the warm-up goes on to the end afterwards."""
    page = new_page(pdf_warm_up=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    # pypdf in place, the warm-up's steps running
    page.wait_for_selector("html[data-pdf-warm-steps]", state="attached")
    page.fill("#texto", SAMPLE)
    before = page.evaluate(SUBMIT_COUNTING, "pdfWarmSteps")
    result_changed(page, "")
    during = steps_at_result(page)
    assert "1 cargo" in page.inner_text("#resultado")
    page.wait_for_selector("html[data-pdf-warm='done']", state="attached")
    after = int(page.get_attribute("html", "data-pdf-warm-steps"))
    assert during - before <= 1, (before, during, after)  # at most the step under way went first
    # the warm-up went on to its end; on a loaded machine the check may have come at its last step
    assert after >= during
    page.context.close()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_pdf_reader_is_compiled_in_steps_and_a_check_goes_first(new_page, site_url, viewport):
    """The warm-up compiles pypdf a little at a time (data-pdf-support "steps", then "stepped"): a
    check clicked meanwhile is answered after at most the step under way, not after the whole import."""
    page = new_page(viewport=viewport, pdf_warm_up=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector("html[data-pdf-support='steps']", state="attached")
    page.fill("#texto", SAMPLE)
    before = page.evaluate(SUBMIT_COUNTING, "pdfSupportSteps")
    result_changed(page, "")
    during = steps_at_result(page)
    assert "1 cargo" in page.inner_text("#resultado")
    page.wait_for_selector("html[data-pdf-support='stepped']", state="attached")
    after = int(page.get_attribute("html", "data-pdf-support-steps"))
    assert during - before <= 1, (before, during, after)
    assert after >= 3  # the import was cut into several steps, not done in one call
    page.wait_for_selector("html[data-pdf-warm='done']", state="attached")
    page.context.close()


def test_a_pdf_opened_while_the_steps_wait_is_read_at_once(new_page, site_url, tmp_path):
    """A PDF chosen before the warm-up's steps are over does not wait for them (a check in flight
    holds them back): the rest of pypdf is compiled in one call and the PDF is read."""
    page = new_page(pdf_warm_up=True)
    page.add_init_script("window.cotacheckPdfStepsHeld = true;")  # the steps wait, as behind a long check
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector("html[data-pdf-support='steps']", state="attached")
    pdf = tmp_path / "edital.pdf"
    pdf.write_bytes(units.make_pdf(SAMPLE.splitlines()))
    page.set_input_files("#arquivo", str(pdf))
    page.click("#verificar")
    result_changed(page, "")
    assert "1 cargo" in page.inner_text("#resultado")
    assert page.get_attribute("html", "data-pdf-support") == "hurried"
    assert page.get_attribute("html", "data-pdf-support-steps") == "1"  # the one call that ended them
    page.context.close()
