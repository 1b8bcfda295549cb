"""verificar.html warms the linter up once the engine is ready: a few small editais of different
layouts (assets/aquecimento.json) linted one per call while the page is idle, so that a reader's first
check does not run the interpreter's code before the browser has optimised it. A check asked for
during that warm-up goes before the warm-up's remaining calls and gets its own answer; the warm-up then
ends (the check warmed its own path; the calls would compete with drawing its result), and without
a check it lints every text."""

from __future__ import annotations

import json

from tests.browser.conftest import wait_ready
from tests.browser.test_verificar import SAMPLE
from tests.browser.test_verificar_pdf_progress import SUBMIT_COUNTING, result_changed, steps_at_result


def test_a_check_during_the_linter_warm_up_goes_first(new_page, site_url, site_dir):
    page = new_page(lint_warm_up=True)
    page.add_init_script("window.cotacheckLintWarmHeld = true;")  # the warm-up waits, as behind a long check
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector("html[data-lint-warm='steps']", state="attached")  # begun, no call sent yet
    page.fill("#texto", SAMPLE)
    before = page.evaluate(SUBMIT_COUNTING, "lintWarmSteps")
    page.evaluate("window.cotacheckLintWarmHeld = false")  # released while the check is in flight
    result_changed(page, "")
    assert "1 cargo" in page.inner_text("#resultado")  # the check's own answer, not a warm-up text's
    assert (before, steps_at_result(page)) == (0, 0)  # no warm-up call went ahead of it
    page.wait_for_selector("html[data-lint-warm='done']", state="attached")
    assert page.get_attribute("html", "data-lint-warm-steps") is None  # ended by the result, nothing sent
    assert "1 cargo" in page.inner_text("#resultado")
    page.context.close()


def test_without_a_check_every_warm_up_text_is_linted_one_a_call(new_page, site_url, site_dir):
    page = new_page(lint_warm_up=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector("html[data-lint-warm='done']", state="attached")
    texts = json.loads((site_dir / "assets" / "aquecimento.json").read_text(encoding="utf-8"))
    assert int(page.get_attribute("html", "data-lint-warm-steps")) == len(texts) >= 6
    assert not page.get_attribute("html", "data-result")  # the warm-up's answers are not shown
    page.context.close()
