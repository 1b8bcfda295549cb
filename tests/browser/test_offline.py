"""The service worker: after a first visit every page works with the network off, a repeat visit
is served without touching the network, the page says "funciona sem internet" only once that is
true, and a new build replaces the cache as a whole when the reader accepts it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from cotacheck.interfaces.site.server import serve_in_thread
from tests.browser.conftest import DESKTOP, READY_TIMEOUT_MS, wait_ready
from tests.browser.test_snapshot import check_checker_and_calls_pages

OFFLINE_READY = "html[data-offline='true']"
ROOT = Path(__file__).resolve().parents[2]


def wait_offline_ready(page):
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert "funciona sem internet" in page.inner_text("#offline")


def first_visit(page, site_url):
    """The calculator, until its engine is ready and the service worker has cached the site."""
    page.goto(site_url + "index.html?lei=go&data=2025-10-15&vagas=37")
    wait_ready(page)
    wait_offline_ready(page)


def test_offline_line_is_silent_until_the_cache_is_complete(new_page, site_url):
    """The service worker's script is held by the test until the line has been looked at: the cache
    cannot be complete then, whatever the machine's speed; once the script is let through, the line appears."""
    page = new_page(service_workers="allow")
    held, asked = [], []

    def hold(route):
        asked.append(route.request.url)
        if held is None:
            route.continue_()
        else:
            held.append(route)

    page.context.route("**/sw.js", hold)
    # The page says when it registers its service worker (offline.js waits for the engine and an idle moment).
    page.add_init_script(
        "const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);"
        "navigator.serviceWorker.register = (...a) => { window.__swRegistering = true; return register(...a); };"
    )
    page.goto(site_url + "index.html")
    wait_ready(page)
    page.wait_for_function("() => window.__swRegistering === true")
    # Both looked at in one turn of the page's event loop: nothing said, nothing shown.
    silent = "() => [document.documentElement.dataset.offline ?? null, document.querySelector('#offline').hidden]"
    assert page.evaluate(silent) == [None, True]
    assert not page.locator("#offline").is_visible()
    waiting, held = held, None
    for route in waiting:
        route.continue_()
    wait_offline_ready(page)
    assert page.locator("#offline").is_visible()
    assert asked, "the service worker's script did not go through the test's hold"
    page.context.close()


def test_the_service_worker_never_caches_the_site_during_a_check(new_page, site_url):
    """A check asked for at "pronto" runs alone: the service worker's caching of the whole site (tens
    of MB fetched and hashed) waits until the engine has imported the checker and answered. The page
    records when each happened, so the test asserts their order whichever comes first."""
    page = new_page(service_workers="allow")
    page.add_init_script(
        "window.__marks = {};"
        "const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);"
        "navigator.serviceWorker.register = (...a) => {"
        "  const html = document.documentElement;"
        "  Object.assign(window.__marks, { registered: performance.now(), busy: html.dataset.engineBusy,"
        "    result: html.dataset.result !== undefined });"
        "  return register(...a); };"
        # the check asked for when the form is submitted, not when the test means to click: the engine
        # may fall idle (and the worker register) between the two
        "document.addEventListener('submit', () => { window.__marks.submitted ??= performance.now(); }, true);"
    )
    page.goto(site_url + "verificar.html")
    wait_ready(page)
    page.fill("#texto", (ROOT / "tests" / "corpus" / "fed_ana_cebraspe_12990_20250603.txt").read_text(encoding="utf-8"))
    page.click("#verificar")
    page.wait_for_selector("html[data-result]", state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_function("() => window.__marks.registered !== undefined", timeout=READY_TIMEOUT_MS)
    marks = page.evaluate("window.__marks")
    assert marks["busy"] == "false", marks  # never while a call is in flight or the checker is imported
    if marks["submitted"] < marks["registered"]:  # asked for before: answered before
        assert marks["result"], marks
    wait_offline_ready(page)
    page.context.close()


def test_without_a_service_worker_the_page_never_claims_to_work_offline(new_page, site_url):
    page = new_page(service_workers="block")
    page.goto(site_url + "index.html")
    wait_ready(page)
    page.wait_for_selector("html[data-offline='false']", state="attached")
    assert not page.locator("#offline").is_visible()
    assert "sem internet" not in page.inner_text("body")
    page.context.close()


def test_every_page_reloads_and_works_offline(new_page, site_url):
    page = new_page(service_workers="allow")
    first_visit(page, site_url)
    page.context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        page.wait_for_selector("html[data-computed]", state="attached")
        assert "7 vagas reservadas a candidatos negros" in page.get_by_role("status").first.inner_text()
        page.fill("#vagas-1", "10")
        page.wait_for_function("() => document.querySelector('#resultado').innerText.includes('10 vagas')")

        check_checker_and_calls_pages(page, site_url)
        page.goto(site_url + "leis/go.html")
        assert page.locator("h1").count() == 1
    finally:
        page.context.set_offline(False)
    page.context.close()


def test_a_repeat_visit_makes_no_network_request(new_page, site_url):
    page = new_page(service_workers="allow")
    first_visit(page, site_url)
    network = []

    def finished(request):
        # A request of the page answered by the network, or one the service worker sent there (a miss).
        response = request.response()
        if request.service_worker or not (response and response.from_service_worker):
            network.append(request.url)

    page.context.on("requestfinished", finished)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("html[data-computed]", state="attached")
    served = page.evaluate("performance.getEntriesByType('resource').map(e => [e.name, e.transferSize])")
    assert served and all(size == 0 for _, size in served), served
    assert network == [], network
    page.context.close()


def test_a_new_build_replaces_the_cache_as_a_whole(chromium, site_dir, tmp_path):
    """Version 1 cached; the site is redeployed with a changed page; the page offers the new version,
    and once accepted every page and file comes from the new build, in one cache."""
    from cotacheck.interfaces.site.builder import _environment
    from cotacheck.interfaces.site.offline import write_service_worker

    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server, url = serve_in_thread(site)
    context = chromium.new_context(viewport=DESKTOP, locale="pt-BR")
    context.set_default_timeout(READY_TIMEOUT_MS)  # a bound for failures only, as new_page's
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(url) else route.abort())
    errors = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(url + "index.html")
        wait_ready(page)
        wait_offline_ready(page)
        old = page.get_attribute("html", "data-site-version")

        index = site / "index.html"
        index.write_text(index.read_text(encoding="utf-8").replace("<h1>", '<h1 data-build="2">', 1), encoding="utf-8")
        snapshot = "py/" + json.loads((site / "py" / "snapshot.json").read_text(encoding="utf-8"))["file"]
        new = write_service_worker(site, _environment(), snapshot)["version"]
        assert new != old

        page.reload()  # the navigation makes the browser check sw.js, and find the new build
        page.wait_for_selector("html[data-offline='update']", state="attached", timeout=READY_TIMEOUT_MS)
        assert "nova versão" in page.inner_text("#offline")
        assert page.locator("h1[data-build]").count() == 0  # still the old build, whole
        page.get_by_role("button", name="Usar a nova versão").click()
        page.wait_for_selector("h1[data-build='2']", state="attached", timeout=READY_TIMEOUT_MS)
        wait_ready(page)
        wait_offline_ready(page)
        assert page.get_attribute("html", "data-site-version") == new
        caches = page.evaluate("caches.keys()")
        assert caches == [f"cotacheck-{new}"], caches
        assert json.loads(page.evaluate("JSON.stringify(window.cotacheckEngineMarks)"))["snapshot"] == "restored"
        assert errors == []
    finally:
        context.close()
        server.shutdown()
        server.server_close()
