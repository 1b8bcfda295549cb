"""Browser tests of the built site: Debian's Chromium, the site served on localhost, every request
to another origin aborted and counted (the count must stay 0), and any JS error or Python
traceback failing the test.

Session-scoped: the site is built once, served once, Chromium is launched once, and one page is
loaded once and shared by the tests that only drive the form (Pyodide boots in ~3 s per load).
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest

from cotacheck.interfaces.site.server import serve_in_thread
from cotacheck.interfaces.site.builder import build_site

CHROMIUM = os.environ.get("COTACHECK_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run", "--disable-quic", "--disable-sync",
]
READY_TIMEOUT_MS = 60_000
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def build_day() -> dt.date:
    return dt.date.today()


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory, build_day) -> Path:
    out = tmp_path_factory.mktemp("site")
    build_site(out, today=build_day)
    return out


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
def new_page(chromium, site_url, watches):
    """Factory: a fresh context and page (own cache), watched; closed at the end of the session."""
    contexts = []

    def make(viewport=DESKTOP, **options):
        watch = Watch(site_url)
        context = chromium.new_context(viewport=viewport, locale="pt-BR", **options)
        watch.attach_context(context)
        page = context.new_page()
        watch.attach_page(page)
        page.watch = watch
        page.set_default_timeout(READY_TIMEOUT_MS)  # a bound for failures only: no wait here is for a duration
        watches.append(watch)
        contexts.append(context)
        return page

    yield make
    for context in contexts:
        context.close()


def wait_ready(page):
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("html", "data-ready") == "true", page.inner_text("#motor")


def open_calculator(page, site_url, query: str = ""):
    page.goto(f"{site_url}index.html{query}")
    wait_ready(page)
    return page


@pytest.fixture(scope="session")
def calc_page(new_page, site_url):
    """One loaded calculator page shared by the tests that drive the form."""
    return open_calculator(new_page(), site_url)


@pytest.fixture(autouse=True)
def no_page_errors(watches):
    """After every test, no page of the session has made an external request or logged an error."""
    yield
    for watch in watches:
        watch.check()
