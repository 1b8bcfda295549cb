"""Browser tests of the built site: Debian's Chromium, the site served on localhost, every request
to another origin aborted and counted (the count must stay 0), and any JS error or Python
traceback failing the test.

Session-scoped: the site is built once (by the CLI), served once, Chromium is launched once, and one page is
loaded once and shared by the tests that only drive the form (Pyodide boots in ~3 s per load).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cotacheck.interfaces.site.server import serve_in_thread

CHROMIUM = os.environ.get("COTACHECK_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-quic",
    "--disable-sync",
]
#: The bound of every wait on a page's state (the page's default): a bound for failures only, never a
#: duration a test counts on. Three minutes: a check that takes 2 s here went past 60 s once on a busy CI
#: machine, and a longer bound costs only a failing run's time.
READY_TIMEOUT_MS = 180_000
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_build(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    """The site, built once per session by the command a maintainer runs (`cotacheck build-site`), and
    that command's output: test_build.py checks it instead of building the site a second time."""
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [sys.executable, "-m", "cotacheck", "build-site", str(out)], capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stderr
    return out, done


@pytest.fixture(scope="session")
def site_dir(site_build) -> Path:
    return site_build[0]


@pytest.fixture(scope="session")
def build_day(site_dir) -> dt.date:
    """The day the site was built for (its ready-made tables apply the laws in force then)."""
    return dt.date.fromisoformat(json.loads((site_dir / "build.json").read_text(encoding="utf-8"))["built"])


@pytest.fixture(scope="session")
def site_url(site_dir):
    server, url = serve_in_thread(site_dir)
    yield url
    server.shutdown()
    server.server_close()


class Watch:
    """Everything a page does that must not happen: other-origin requests, JS errors, tracebacks."""

    def __init__(self, origin: str):
        self.origin = origin
        self.external: list[str] = []
        self.errors: list[str] = []
        self.allowed: list[str] = []  # substrings of console and page errors a test expects

    def route(self, route):
        url = route.request.url
        if url.startswith(self.origin) or url.startswith("data:") or url.startswith("blob:"):
            route.continue_()
        else:
            self.external.append(url)
            route.abort()

    def console(self, message):
        text = message.text
        # The worker fetched the full standard library: the small one lacks a module the pages import.
        fallback = "full standard library fetched" in text
        if "Traceback" in text or ((message.type == "error" or fallback) and not any(a in text for a in self.allowed)):
            self.errors.append(f"console.{message.type}: {text[:500]}")

    def page_error(self, error):
        if not any(a in str(error) for a in self.allowed):
            self.errors.append(f"pageerror: {error}")

    def attach_context(self, context):
        context.route("**/*", self.route)

    def attach_page(self, page):
        page.on("console", self.console)
        page.on("pageerror", self.page_error)
        page.on("worker", lambda worker: worker.on("console", self.console) if hasattr(worker, "on") else None)

    def check(self):
        assert self.external == [], f"requests to other origins: {self.external}"
        assert self.errors == [], "errors on the page:\n" + "\n".join(self.errors)


@pytest.fixture(scope="session")
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def watches():
    return []


@pytest.fixture(scope="session")
def new_page(chromium, site_url, watches, opened):
    """Factory: a fresh context and page (own cache), watched; closed after the test that made it
    (`no_page_errors`), or after the module whose fixture made it (`module_pages_closed`); a session
    fixture's page (`shared=True`) at the end of the session.

    Without the service worker unless the test asks for it (`service_workers="allow"`): once a page is
    ready, the worker's install downloads, hashes and unpacks the whole site (about a second of CPU in
    every fresh context) and then shows the footer's offline line at a moment of its own; the tests of
    the offline mode (test_offline.py, test_compressed_runtime.py) allow it.

    verificar.html's idle PDF warm-up is held too unless the test asks for it (`pdf_warm_up=True`), with
    the page's own hook (`window.cotacheckPdfStepsHeld`): once ready, the page compiles pypdf, reads and
    lints a 30-page PDF, then starts a second engine and warms it up (about 7 s of CPU, three times the
    boot) while the test goes on. Held, a PDF the test opens ends the steps in one call ("hurried") and
    starts the second reader then, as when a reader opens a PDF early; the tests of the warm-up and of
    the second reader (test_verificar_pdf_*.py) let it run. Before it, the page lints a few small
    editais (the linter's warm-up, `window.cotacheckLintWarmHeld`): held as well unless the test asks
    for it (`lint_warm_up=True`) or for the PDF warm-up, which comes after it."""
    contexts = []

    def make(viewport=DESKTOP, service_workers="block", pdf_warm_up=False, lint_warm_up=False, shared=False, **options):
        watch = Watch(site_url)
        context = chromium.new_context(viewport=viewport, locale="pt-BR", service_workers=service_workers, **options)
        if not pdf_warm_up:
            context.add_init_script("window.cotacheckPdfStepsHeld = true;")
        if not pdf_warm_up and not lint_warm_up:
            context.add_init_script("window.cotacheckLintWarmHeld = true;")
        watch.attach_context(context)
        page = context.new_page()
        watch.attach_page(page)
        page.watch = watch
        page.set_default_timeout(READY_TIMEOUT_MS)  # a bound for failures only: no wait here is for a duration
        watches.append(watch)
        contexts.append(context)
        if not shared:  # a session fixture's page (`shared=True`) stays open to the end
            opened.append((context, watch))
        return page

    yield make
    for context in contexts:
        context.close()


def each_scheme(page):
    """Light, then dark, on one loaded page (`page.emulate_media`): the site's colours are CSS alone (no
    script of the site reads prefers-color-scheme, test_build.py checks), so a test that looks at a state in
    both schemes boots the engine and reaches the state once. Yields the scheme's name."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        yield scheme


PAGE_STATE = """() => ({
    html: {...document.documentElement.dataset},
    motor: (document.querySelector('#motor') || {}).textContent || null,
    resultado: ((document.querySelector('#resultado') || {}).textContent || '').slice(0, 300) || null,
})"""


def page_state(page) -> dict:
    """What the page shows of its state (<html data-*>, the engine line, the result's first words): for
    a failed wait's message, so that a state that never came says where the page stood."""
    try:
        return page.evaluate(PAGE_STATE)
    except Exception as error:  # noqa: BLE001 - a closed or crashed page says so instead
        return {"unreadable": str(error)[:300]}


def wait_ready(page, timeout: float = READY_TIMEOUT_MS):
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)
    assert page.get_attribute("html", "data-ready") == "true", page.inner_text("#motor")


def open_calculator(page, site_url, query: str = ""):
    page.goto(f"{site_url}index.html{query}")
    wait_ready(page)
    return page


@pytest.fixture(scope="session")
def calc_page(new_page, site_url):
    """One loaded calculator page shared by the tests that drive the form."""
    return open_calculator(new_page(shared=True), site_url)


@pytest.fixture(scope="module")
def page(new_page, site_url):
    """verificar.html ready, downloads accepted: one page shared by a module's tests of the checker (a
    module that needs another page defines its own `page`)."""
    page = new_page(accept_downloads=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


@pytest.fixture(scope="session")
def opened() -> list:
    """Every (context, watch) `new_page` made, in order: the pages a test made itself are closed after it."""
    return []


def close_since(first: int, opened: list, watches: list) -> None:
    """Close the pages `new_page` made since `opened` held `first` of them, and stop watching them."""
    for context, watch in opened[first:]:
        context.close()
        watches.remove(watch)
    del opened[first:]


@pytest.fixture(scope="module", autouse=True)
def module_pages_closed(opened, watches):
    """The pages a module's fixtures shared between its tests, closed once its last test is over."""
    first = len(opened)
    yield
    close_since(first, opened, watches)


@pytest.fixture(autouse=True)
def no_page_errors(watches, opened):
    """After every test, no page of the session has made an external request or logged an error; then
    the pages the test made itself are closed. Set up after the module's and the session's fixtures
    (pytest sets up wider scopes first), so the shared pages they made are not among them: a page left
    open keeps its engine's memory and its held warm-ups' idle callbacks, and hundreds of them slowed
    the browser under the later tests."""
    first = len(opened)
    try:
        yield
        for watch in watches:
            watch.check()
    finally:
        close_since(first, opened, watches)
