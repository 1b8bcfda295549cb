"""The engine's worker holds itself to the page's CSP (site/js/worker-guard.js): on the dev server,
which sends no CSP for the worker script either way, a fetch to another origin and eval fail inside
it, and Pyodide still boots and checks an edital."""

from __future__ import annotations

import pytest

from tests.browser.conftest import wait_ready

pytestmark = pytest.mark.browser

#: What code inside a worker might try, each run after the guard as the engine's worker runs it
#: (imported first), in a module worker of the site's origin: the outcome of each, by name.
PROBE_MODULE = """import "../assets/worker-guard.js";
const outcome = async (run) => { try { await run(); return "ran"; } catch (error) { return String(error.message || error); } };
const other = "http://198.51.100.7/probe";
const got = {
  fetch: await outcome(() => fetch(other)),
  fetchRequest: await outcome(() => fetch(new Request(other))),
  protoFetch: await outcome(() => Object.getPrototypeOf(Object.getPrototypeOf(self)).fetch.call(self, other)),
  deletedFetch: await outcome(() => { delete self.fetch; return self.fetch(other); }),
  xhr: await outcome(() => { const r = new XMLHttpRequest(); r.open("GET", other); r.send(); }),
  importScripts: await outcome(() => importScripts(other)),
  cache: await outcome(async () => (await caches.open("probe")).add(other)),
  webSocket: await outcome(() => new WebSocket("ws://198.51.100.7/")),
  eventSource: await outcome(() => new EventSource(other)),
  worker: await outcome(() => new Worker("data:text/javascript,fetch('http://198.51.100.7/')")),
  eval: await outcome(() => eval("1 + 1")),
  indirectEval: await outcome(() => (0, self.eval)("1 + 1")),
  Function: await outcome(() => Function("return 1")()),
  viaConstructor: await outcome(() => (() => {}).constructor("return 1")()),
  asyncConstructor: await outcome(() => (async () => {}).constructor("return 1")()),
  stringTimer: await outcome(() => setTimeout("self.leak = 1", 0)),
  ownOrigin: await outcome(async () => { const r = await fetch("../py/snapshot.json"); if (!r.ok) throw new Error(String(r.status)); }),
  instance: (async () => {}) instanceof Function && (function () {}).constructor === Function && ({}).constructor === Object,
};
postMessage(got);
"""
REFUSED = "refused in the engine's worker"


@pytest.fixture(scope="module")
def page(new_page, site_url):
    page = new_page()
    page.watch.allowed += [REFUSED]
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


def test_inside_a_guarded_worker_other_origins_and_eval_fail(page, site_dir):
    # Outside assets/ (whose files must name no other origin) and removed afterwards.
    probe = site_dir / "sonda" / "guard-probe.mjs"
    probe.parent.mkdir(exist_ok=True)
    probe.write_text(PROBE_MODULE, encoding="utf-8")
    try:
        got = probe_outcomes(page)
    finally:
        probe.unlink()
        probe.parent.rmdir()
    for probe_name, outcome in got.items():
        if probe_name not in ("ownOrigin", "instance"):
            assert REFUSED in outcome, (probe_name, outcome)
    assert got["ownOrigin"] == "ran" and got["instance"] is True
    assert page.watch.external == []  # nothing reached the network for the other origin


def probe_outcomes(page) -> dict:
    return page.evaluate("""() => new Promise((resolve, reject) => {
      const worker = new Worker("sonda/guard-probe.mjs", { type: "module" });
      worker.onmessage = (event) => { resolve(event.data); worker.terminate(); };
      worker.onerror = () => reject(new Error("the probe did not start"));
    })""")


def test_the_engine_worker_imports_the_guard_first_and_refuses_eval(page, site_dir):
    source = (site_dir / "assets" / "engine-worker.mjs").read_text(encoding="utf-8")
    first_import = next(line for line in source.splitlines() if line.startswith("import "))
    assert first_import.startswith('import "./worker-guard.js";')
    (worker,) = [w for w in page.workers if w.url.endswith("engine-worker.mjs")]
    # Playwright compiles what it evaluates with the worker's eval: inside the engine's worker, refused.
    with pytest.raises(Exception, match="eval refused in the engine's worker"):
        worker.evaluate("() => fetch('http://198.51.100.7/probe')")


def test_pyodide_still_boots_and_checks_an_edital(page):
    page.click("#exemplo")
    page.wait_for_selector("html[data-result]", state="attached")
    assert "erro(s)" in page.inner_text("#resultado") and page.locator("#achados li").count() > 0
    marks = page.evaluate("() => document.documentElement.dataset.ready")
    assert marks == "true"


def test_the_built_site_asks_hosts_for_the_headers_and_the_server_sends_them(page, site_dir, site_url):
    from cotacheck.interfaces.site.builder import CSP
    from cotacheck.interfaces.site.headers import FILES, read_headers, recommended

    assert read_headers(site_dir) == recommended(CSP)
    assert all((site_dir / name).is_file() for name in FILES)
    service_worker = (site_dir / "sw.js").read_text(encoding="utf-8")
    assert "_headers" not in service_worker and ".htaccess" not in service_worker  # a host does not serve them
    served = page.request.get(f"{site_url}assets/engine-worker.mjs")
    assert served.headers["content-security-policy"] == recommended(CSP)["Content-Security-Policy"]
