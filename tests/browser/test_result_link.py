"""verificar.html's result link (#z=…, compressed; the older #r=… still opens) carries inputs only: nothing goes into the address bar until the
reader asks, and a forged link renders nothing of its own: the page it gives is the page of its
validated inputs, every message and href from the engine's registry (result_link.py)."""

from __future__ import annotations

import base64
import json
import re
import zlib

import pytest

from tests.browser.conftest import wait_ready
from tests.browser.test_verificar import units
from tests.browser.test_verificar_edit import asked_link, edit, link_payload
from tests.browser.test_verificar_report import run

pytestmark = pytest.mark.browser

# A Goiás edital without its clauses: findings only the text gives (CQ2xx) beside the table's.
EDITAL = units.GO_HEAD + "Cargo AC PcD Total\nAnalista Legislativo – Contabilidade 9 1 10\nTécnico Legislativo 3 0 3\n"
PLANTED = ("evil.example", "FRAUDE", "function Object", "native code", "javascript:", "Lei falsa")


def encode(envelope) -> str:
    return base64.urlsafe_b64encode(json.dumps(envelope).encode()).decode().rstrip("=")


@pytest.fixture(scope="module")
def page(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


def packed(envelope) -> str:
    packer = zlib.compressobj(-1, zlib.DEFLATED, -zlib.MAX_WBITS)
    data = packer.compress(json.dumps(envelope).encode() if not isinstance(envelope, bytes) else envelope)
    return base64.urlsafe_b64encode(data + packer.flush()).decode().rstrip("=")


def opened(new_page, site_url, fragment: str, prefix: str = "r"):
    other = new_page()
    other.goto(f"{site_url}verificar.html#{prefix}={fragment}")
    wait_ready(other)
    other.wait_for_function(
        "() => document.documentElement.dataset.result || document.querySelector('#resultado.error')"
    )
    return other


def shown(page) -> dict:
    """What the reader sees of a result: headline, findings (text and hrefs), table, report header."""
    return {
        "headline": page.inner_text("#resultado .headline"),
        "findings": page.locator("#achados li").all_inner_texts(),
        "hrefs": page.eval_on_selector_all("#achados a", "(links) => links.map((a) => a.getAttribute('href'))"),
        "table": page.locator("#cargos tbody tr").evaluate_all(
            "(rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.querySelector('input') ? c.querySelector('input').value : c.textContent))"
        ),
    }


def test_the_address_bar_holds_nothing_until_asked(page):
    run(page, EDITAL)
    assert urlsplit_fragment(page.url) == ""
    edit(page, 0, "vacancies", "11")  # a correction, recomputed: still nothing
    assert urlsplit_fragment(page.url) == ""
    link = asked_link(page)
    assert "não leva o texto do edital" in page.inner_text("#acao-status")
    assert "tabela de cargos" in page.inner_text("#acao-status")
    payload = link_payload(link)
    inputs = {
        "v",
        "lei",
        "data",
        "poder",
        "tipo",
        "lei_presumida",
        "tribunal_de_contas",
        "versao",
        "parametros",
        "posicoes",
        "achados_texto",
        "edital",
        "verificado_em",
        "lei_informada",
    }  # and which edital was checked
    assert set(payload) <= inputs and payload["v"] == 2
    assert payload["poder"] == "executivo" and payload["versao"]  # what the verdict used, and the site's version
    assert all(set(item) == {"codigo", "linha", "gravidade"} for item in payload["achados_texto"])
    identity = payload.pop("edital")  # the issuer as the check named it travels; the text does not
    assert identity["emissor"].startswith("GOVERNO") and payload["lei_informada"] is False
    assert "Reserva de vagas" not in link and "GOVERNO" not in json.dumps(payload, ensure_ascii=False)
    run(page, EDITAL)  # a new check drops the old link from the address bar
    assert urlsplit_fragment(page.url) == ""


def urlsplit_fragment(url: str) -> str:
    return url.partition("#")[2]


def test_a_forged_link_renders_nothing_of_its_own(page, new_page, site_url):
    run(page, EDITAL)
    payload = link_payload(asked_link(page))
    assert payload["achados_texto"], "the edital lacks clauses: the link carries text-only findings"
    clean = opened(new_page, site_url, encode(payload))
    forged_payload = json.loads(json.dumps(payload))
    forged_payload.update(mensagem="FRAUDE", constructor="x", __proto__={"polluted": True})
    forged_payload["posicoes"][0].update(reserved_required=0, basis_href="https://evil.example/")
    for item in forged_payload["achados_texto"]:
        item.update(
            message="FRAUDE: o edital descumpre a lei",
            basis="Lei falsa",
            basis_href="https://evil.example/phish",
            url="//evil.example/",
            name="javascript:alert(1)",
            severity="constructor",
        )
    forged = opened(new_page, site_url, encode(forged_payload))
    assert shown(forged) == shown(clean)  # the same page as the link of its validated inputs
    text = forged.inner_text("main")
    assert not any(p in text for p in PLANTED)
    # the law's pages, the edital's lines, and the calculator with a query the engine wrote (a finding's sums)
    safe = r"(\.\./)?(regras|leis)/[\w.-]+\.html(#[\w.-]*)?|#L\d+|(\.\./)?index\.html\?[\w%=&.*+-]*"
    assert all(re.fullmatch(safe, h) for h in shown(forged)["hrefs"])
    assert forged.evaluate("() => ({}).polluted === undefined")
    assert "recalculados" in forged.inner_text("#resultado")
    for other in (clean, forged):
        other.context.close()


@pytest.mark.parametrize(
    "tampered",
    [
        {"lei": "constructor"},
        {"data": "31/02/2026"},
        {"posicoes": [{"name": "Analista", "vacancies": "10"}]},
        {"posicoes": [{"name": "Analista", "vacancies": 10, "confidence": "__proto__"}]},
        {"achados_texto": [{"codigo": "CQ101", "linha": 5}]},
        {"achados_texto": [{"codigo": "CQ203", "gravidade": "constructor"}]},
    ],
    ids=["law", "date", "count-as-text", "prototype-name", "recomputable-code", "severity"],
)
def test_a_link_that_does_not_validate_says_so_and_shows_nothing(new_page, site_url, tampered):
    envelope = {"v": 2, "lei": "go", "data": "2026-03-10", "posicoes": [{"name": "CARGO-DO-LINK", "vacancies": 10}]}
    other = opened(new_page, site_url, encode({**envelope, **tampered}))
    other.wait_for_selector("#resultado.error")
    message = other.inner_text("#resultado")
    assert "o link deste resultado não é válido" in message and "Nada dele foi mostrado" in message
    assert other.locator("#relatorio").is_hidden() and "CARGO-DO-LINK" not in other.inner_text("main")
    assert other.input_value("#lei") == "" and other.input_value("#data") == ""  # the form untouched
    other.context.close()


def test_the_compressed_link_opens_with_the_findings_of_the_page_and_the_old_link_too(page, new_page, site_url):
    run(page, EDITAL)
    link = asked_link(page)
    fragment = link.partition("#")[2]
    payload = link_payload(link)
    assert fragment.startswith("z=") and len(fragment) < len(encode(payload)) / 2
    # bench/link_sizes.py measures with CPython's zlib: the page's CompressionStream writes as much
    same = packed(json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode())
    assert abs(len(fragment) - 2 - len(same)) <= max(8, len(same) // 50)
    expected = json.loads(page.text_content("#resultado-json"))
    by_page = sorted((f["code"], f["severity"], f["line"] or 0) for f in expected["findings"])
    new = opened(new_page, site_url, fragment[2:], "z")
    old = opened(new_page, site_url, encode(payload))  # a link written before the compressed form
    for other in (new, old):
        got = json.loads(other.text_content("#resultado-json"))
        assert sorted((f["code"], f["severity"], f["line"] or 0) for f in got["findings"]) == by_page
        assert {k: got["summary"][k] for k in ("error", "warning", "info", "positions")} == {
            k: expected["summary"][k] for k in ("error", "warning", "info", "positions")
        }  # the text's line count does not travel
    assert shown(new) == shown(old)
    assert "do link" in new.inner_text("#resultado")
    for other in (new, old):
        other.context.close()


@pytest.mark.parametrize(
    "data",
    [
        b'{"v":2,"posicoes":[{"name":"CARGO-DO-LINK","vacancies":1,"cargo":"' + b" " * 40_000_000 + b'"}]}',
        json.dumps({"v": 2, "lei": "constructor", "posicoes": [{"name": "CARGO-DO-LINK", "vacancies": 1}]}).encode(),
    ],
    ids=["bomb", "forged"],
)
def test_a_compressed_bomb_or_forgery_is_refused(new_page, site_url, data):
    other = opened(new_page, site_url, packed(data), "z")
    other.wait_for_selector("#resultado.error")
    message = other.inner_text("#resultado")
    assert "o link deste resultado não é válido" in message and "CARGO-DO-LINK" not in other.inner_text("main")
    if len(data) > 1_000_000:
        assert "descompactado passa de 8 MB" in message
    assert other.locator("#relatorio").is_hidden()
    other.context.close()
