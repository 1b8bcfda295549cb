"""The service worker caches only files of its own build: a file changed on the server during the
install (a deployment in progress) makes the install fail, leaving no cache, and a later visit that
finds the build whole installs it."""

from __future__ import annotations

import re
import shutil

from cotacheck.interfaces.site.server import serve_in_thread
from tests.browser.conftest import DESKTOP, READY_TIMEOUT_MS, wait_ready

#: Registers the worker and waits for its install to end: "activated", or "redundant" if it failed.
INSTALL = """async () => {
  const registration = await navigator.serviceWorker.register("sw.js");
  const worker = registration.installing || registration.waiting || registration.active;
  if (worker.state === "activated") return "activated";
  return await new Promise((resolve) => worker.addEventListener("statechange", () => {
    if (worker.state === "redundant" || worker.state === "activated") resolve(worker.state);
  }));
}"""


def test_a_file_of_another_build_fails_the_install_until_the_build_is_whole(chromium, site_dir, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    version = re.search(r'const VERSION = "(\w+)"', (site / "sw.js").read_text(encoding="utf-8")).group(1)
    script = site / "assets" / "verificar.js"
    original = script.read_text(encoding="utf-8")
    script.write_text(original + "\n// the next build's verificar.js\n", encoding="utf-8")
    server, url = serve_in_thread(site)
    context = chromium.new_context(viewport=DESKTOP, locale="pt-BR", service_workers="allow")
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(url) else route.abort())
    page = context.new_page()
    page.set_default_timeout(READY_TIMEOUT_MS)
    try:
        page.goto(url + "index.html")
        wait_ready(page)
        assert page.evaluate(INSTALL) == "redundant"
        assert f"cotacheck-{version}" not in page.evaluate("caches.keys()")
        assert page.get_attribute("html", "data-offline") != "true"

        script.write_text(original, encoding="utf-8")  # the deployment is over: the build is whole again
        assert page.evaluate(INSTALL) == "activated"
        assert page.evaluate("caches.keys()") == [f"cotacheck-{version}"]
        cached = page.evaluate(
            "caches.open(%r).then((c) => c.match('assets/verificar.js')).then((r) => r.text())" % f"cotacheck-{version}"
        )
        assert cached == original
    finally:
        context.close()
        server.shutdown()
        server.server_close()
