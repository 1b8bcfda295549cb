"""Screenshots of the built site on a desktop and a phone-sized viewport, light and dark, for a human
to look at.

    python3 bench/screenshots.py [OUT]     (default: screenshots/, which git ignores)
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from site_bench import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

from cotacheck.interfaces.site.builder import build_site  # noqa: E402
from cotacheck.interfaces.site.server import serve_in_thread  # noqa: E402

VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
SHOTS = {
    "calculadora": "index.html?lei=federal&data=2025-10-15&vagas=37&vagas=8&vagas=1&cargo=Analista%20administrativo&cargo=T%C3%A9cnico&cargo=Motorista",
    "nao-se-aplica": "index.html?lei=go&data=2025-03-10&vagas=12",
    "erro": "index.html?lei=rn&vagas=10",  # then "abc" typed (a link's bad figure is ignored, not shown)
    "goias-2-vagas": "index.html?lei=go&data=2025-10-15&vagas=2",
    "chamada": "chamada.html?lei=go&data=2025-10-15&chamadas=10&posicao=4&geral=30",
    "verificar": "verificar.html",
    "regra": "regras/CQ101.html",
    "lei-go": "leis/go.html#art-9-i",
    "lei-rn": "leis/rn.html",
    "lei-federal": "leis/federal.html",
}


def main(out: Path) -> None:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        build_site(tmp)
        server, url = serve_in_thread(tmp)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for (device, viewport), scheme in ((v, s) for v in VIEWPORTS.items() for s in ("light", "dark")):
                context = browser.new_context(
                    viewport=viewport, locale="pt-BR", device_scale_factor=1, color_scheme=scheme
                )
                context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(url) else r.abort())
                page = context.new_page()
                for name, path in SHOTS.items():
                    page.goto(url + path)
                    if path.startswith("index"):
                        page.wait_for_selector("html[data-computed]", state="attached", timeout=60_000)
                    elif path.startswith("chamada"):
                        page.wait_for_selector("html[data-done-chamada-candidato]", state="attached", timeout=60_000)
                    if path.startswith(("index", "verificar", "chamada")):
                        page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
                        # The footer's offline line, once the service worker has cached the site.
                        page.wait_for_selector("html[data-offline]", state="attached", timeout=60_000)
                    if name == "erro":
                        page.get_by_label("Número de vagas do cargo 1").fill("abc")
                        page.get_by_role("button", name="Calcular").click()
                        page.wait_for_selector("#resultado.error", state="attached", timeout=60_000)
                    if path.startswith("verificar"):
                        page.click("#exemplo")
                        page.wait_for_selector("html[data-result]", state="attached", timeout=60_000)
                    target = out / f"{name}-{device}-{scheme}.png"
                    page.screenshot(path=str(target), full_page=True)
                    print(target)
                context.close()
            browser.close()
        server.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "screenshots")
