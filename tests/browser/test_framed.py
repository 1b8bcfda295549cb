"""A page framed by another site, on a host that does not send the build's headers (X-Frame-Options,
`frame-ancestors`): it hides itself and shows only a link to open it in a tab of its own
(frame-guard.js, issue 41). The host here is a plain static server with no headers, the framing page
another origin's."""

from __future__ import annotations

import functools
import http.server
import threading

import pytest

from tests.browser.conftest import READY_TIMEOUT_MS, wait_ready

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def bare_host(site_dir):
    """The built site from a host that ignores `_headers` (what `python -m http.server` does)."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site_dir))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("path", ["index.html", "verificar.html", "leis/go.html"])
def test_a_framed_page_hides_itself_and_offers_its_own_tab(chromium, bare_host, path):
    context = chromium.new_context(locale="pt-BR")
    context.set_default_timeout(READY_TIMEOUT_MS)  # a bound for failures only, as new_page's
    try:
        page = context.new_page()
        page.set_content(f'<iframe src="{bare_host}{path}" width="800" height="600"></iframe>')
        frame = page.frame_locator("iframe")
        note = frame.locator("#aberta-em-outro-site")
        note.wait_for(state="visible")
        assert "aberta dentro de outro site" in note.inner_text()
        link = note.get_by_role("link", name="Abrir esta página numa aba própria")
        assert link.get_attribute("href") == f"{bare_host}{path}" and link.get_attribute("target") == "_blank"
        assert frame.locator("body > *").count() == 1  # nothing of the page itself is left to cover or imitate
        assert frame.locator("html").get_attribute("data-framed") == "true"
    finally:
        context.close()


def test_a_page_in_its_own_tab_is_untouched(new_page, site_url):
    page = new_page()
    page.goto(site_url)
    wait_ready(page)
    assert page.locator("html").get_attribute("data-framed") is None
    assert page.locator("#aberta-em-outro-site").count() == 0
