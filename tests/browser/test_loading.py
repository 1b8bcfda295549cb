"""Engine start-up as a reader on a slow or broken link sees it: bytes received of the total while
the runtime downloads, and a plain failure with "Tentar de novo" when a runtime request fails or
nothing happens for too long (never "Carregando…" forever)."""

from __future__ import annotations

import re

from .conftest import READY_TIMEOUT_MS, wait_ready

# Collects every text the status line shows, from the first paint on.
RECORD_STATUS = """
window.cotacheckStatusTexts = [];
document.addEventListener("DOMContentLoaded", () => {
  const line = document.getElementById("motor-texto");
  if (!line) return;
  new MutationObserver(() => window.cotacheckStatusTexts.push(line.textContent))
    .observe(line, { childList: true, characterData: true, subtree: true });
});
"""


def test_progress_while_the_runtime_downloads(new_page, site_url, site_dir):
    page = new_page()
    page.add_init_script(RECORD_STATUS)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")

    def link(bytes_per_s: int) -> None:
        cdp.send(
            "Network.emulateNetworkConditions",
            {"offline": False, "latency": 20, "downloadThroughput": bytes_per_s, "uploadThroughput": 1_000_000},
        )

    # A crawl until the page's module listens and shows the first progress (on a busy machine the
    # module may run late, after a fast download has ended), then ~2 MB/s: the rest of the 3.5 MB
    # gzipped wasm in a couple of seconds, as on a fast phone link.
    link(50_000)
    page.goto(f"{site_url}index.html?lei=go&data=2025-10-15&vagas=37")
    page.wait_for_function(
        "() => window.cotacheckStatusTexts.some((t) => t.startsWith('Baixando o motor de cálculo:'))", polling=50
    )
    link(2_000_000)
    wait_ready(page)
    texts = page.evaluate("window.cotacheckStatusTexts")
    progress = [t for t in texts if t.startswith("Baixando o motor de cálculo:")]
    assert progress, texts
    # "1,2 de 3,5 MB (33%)…": received of total (the gzipped wasm), in Brazilian decimals, growing.
    parsed = [re.match(r"Baixando o motor de cálculo: (\d+,\d) de (\d+,\d) MB \((\d+)%\)…", t) for t in progress]
    assert all(parsed), progress
    totals = {m.group(2) for m in parsed}
    size = (site_dir / "runtime" / "pyodide" / "pyodide.asm.wasm.gz").stat().st_size / 1e6
    assert len(totals) == 1 and abs(float(totals.pop().replace(",", ".")) - size) <= 0.1
    percents = [int(m.group(3)) for m in parsed]
    assert percents == sorted(percents) and len(set(percents)) >= 2, percents
    assert page.locator("#motor-texto").inner_text().startswith("Motor de cálculo pronto")
    page.context.close()


def test_blocked_wasm_fails_plainly_and_retry_recovers(new_page, site_url):
    page = new_page()
    # Pyodide in the worker, fetching the blocked wasm itself, also rejects "Failed to fetch" (unhandled).
    page.watch.allowed += ["Failed to load resource", "pyodide.asm.wasm", "wasm", "WebAssembly", "Failed to fetch"]
    blocked = "**/runtime/pyodide/pyodide.asm.wasm*"
    page.route(blocked, lambda route: route.abort())
    page.goto(f"{site_url}index.html?lei=go&data=2025-10-15&vagas=37")
    page.wait_for_selector("html[data-ready='failed']", state="attached", timeout=READY_TIMEOUT_MS)
    text = page.locator("#motor").inner_text()
    assert "Não foi possível carregar o motor de cálculo" in text and "Carregando" not in text
    assert page.locator("#motor").get_attribute("data-state") == "failed"
    # The result asked for by the URL says so too, instead of "Carregando…".
    assert "não carregou" in page.locator("#resultado").inner_text()
    retry = page.get_by_role("button", name="Tentar de novo")
    assert retry.is_visible()
    # The ready-made tables still answer.
    assert page.locator("#tabela-go tbody tr").count() == 100
    # Asking for a result now says the engine did not load, not "Carregando…" forever.
    page.get_by_role("button", name="Calcular").click()
    assert "não carregou" in page.locator("#resultado").inner_text()
    # The link is back: "Tentar de novo" loads the engine and computes the result in the URL.
    page.unroute(blocked)
    # the retry reloads the page; under load the reload takes longer than a click's own wait
    with page.expect_navigation(timeout=READY_TIMEOUT_MS):
        retry.click(no_wait_after=True)
    wait_ready(page)
    page.wait_for_selector("#tabela-resultado")
    assert "7 vagas reservadas a candidatos negros" in page.locator("#resultado").inner_text()
    assert page.get_by_role("button", name="Tentar de novo").count() == 0
    page.context.close()


def test_stalled_download_gives_up_with_retry(new_page, site_url):
    """A request that never answers (a dead mobile link): after the stall limit (3 s here, 60 s on
    the site) the page says so and offers a retry instead of loading forever."""
    page = new_page()
    page.watch.allowed += ["Failed to load resource", "Failed to fetch"]
    page.add_init_script("window.cotacheckStallMs = 3000;")
    held = []
    page.route("**/runtime/pyodide/pyodide.asm.wasm*", lambda route: held.append(route))
    page.goto(f"{site_url}chamada.html?lei=go&chamadas=10&posicao=4")
    page.wait_for_selector("html[data-ready='failed']", state="attached", timeout=READY_TIMEOUT_MS)
    assert "não carregou" in page.locator("#candidato-resultado").inner_text()
    assert "Carregando" not in page.locator("main").inner_text()
    text = page.locator("#motor").inner_text()
    assert "Não foi possível carregar o motor de cálculo" in text and "3 segundos" in text
    assert page.get_by_role("button", name="Tentar de novo").is_visible()
    assert held, "the wasm request was not held"
    page.context.close()


def test_a_missing_wasm_keeps_its_own_message_past_the_stall_limit(new_page, site_url):
    """A 404 for the engine's file says that the file is missing on the server, and that message stays:
    the stall timer (3 s here, 60 s on the site) must not replace it with "conexão lenta"."""
    page = new_page()
    page.watch.allowed += [
        "Failed to load resource",
        "pyodide.asm.wasm",
        "wasm",
        "WebAssembly",
        "Failed to fetch",
        "404",
    ]
    page.add_init_script(RECORD_STATUS + "window.cotacheckStallMs = 3000;")
    page.clock.install()  # the page's timers run on a clock the test can move forward
    page.route("**/runtime/pyodide/pyodide.asm.wasm*", lambda route: route.fulfill(status=404, body="not found"))
    page.goto(f"{site_url}index.html?lei=go&data=2025-10-15&vagas=37")
    page.wait_for_selector("html[data-ready='failed']", state="attached", timeout=READY_TIMEOUT_MS)
    page.clock.run_for(6_000)  # twice the stall limit on the page's clock: the stall timer, if still set, fires
    text = page.locator("#motor").inner_text()
    assert "ausente no servidor (erro 404)" in text, text
    assert "lenta" not in text and "Nenhuma resposta" not in text
    texts = page.evaluate("window.cotacheckStatusTexts")
    assert not [t for t in texts if "lenta" in t], texts
    assert page.get_by_role("button", name="Tentar de novo").is_visible()
    page.context.close()
