"""`pdf_warm`, the call verificar.html makes while idle so that the first PDF does not pay for the
imports: it reads and lints a real PDF of WARM_PAGES pages, and leaves nothing behind that changes a later answer."""

from __future__ import annotations

import base64
import io
import json

import pytest
from lint_samples import GO_HEAD, make_pdf

from cotacheck.interfaces.web import bridge
from cotacheck.interfaces.web.linter import WARM_PAGES, warm_pdf_bytes

pypdf = pytest.importorskip("pypdf")


def test_the_warm_up_pdf_is_well_formed():
    reader = pypdf.PdfReader(io.BytesIO(warm_pdf_bytes()), strict=True)  # a broken xref would raise here
    assert len(reader.pages) == WARM_PAGES > 1
    for page in (reader.pages[0], reader.pages[-1]):
        text = page.extract_text()
        assert "Analista – Contabilidade 10 7 2 1" in text and "EDITAL Nº 1/2026" in text


def test_warm_up_reads_and_is_harmless():
    pdf = make_pdf((GO_HEAD + "Cargo AC Negros Total\nAnalista – Contabilidade 8 2 10\n").splitlines())
    request = json.dumps({"arquivo": {"nome": "edital.pdf", "base64": base64.b64encode(pdf).decode()}})
    before = json.loads(bridge.call("lint", request))
    warm = json.loads(bridge.call("pdf_warm", "{}"))
    after = json.loads(bridge.call("lint", request))
    assert warm == {"ok": True, "result": {"read": True}}
    assert before["ok"] and after == before


def test_warm_up_is_a_lazy_page_function():
    assert bridge.LAZY["pdf_warm"] == "cotacheck.interfaces.web.linter"


def test_warm_up_in_steps_reads_every_page_then_lints_and_lets_go():
    """The page's warm-up: a few pages a call (`paginas`), then `lint`; the same answer as in one call."""
    read = []
    for first in range(0, WARM_PAGES, 4):
        step = json.loads(bridge.call("pdf_warm", json.dumps({"paginas": list(range(first, first + 4))})))
        assert step["ok"] and step["result"]["total"] == WARM_PAGES
        read.append(step["result"]["read"])
    assert read[0] == 4 and read[-1] == WARM_PAGES and read == sorted(read)
    assert json.loads(bridge.call("pdf_warm", '{"lint": true}')) == {"ok": True, "result": {"read": True}}
    # let go: a lint step with nothing read before it finds no text (an error, as a PDF without text)
    again = json.loads(bridge.call("pdf_warm", '{"lint": true}'))
    assert again["ok"] is False


def test_warm_up_steps_refuse_bad_pages():
    bad = json.loads(bridge.call("pdf_warm", '{"paginas": "todas"}'))
    assert bad["ok"] is False and "Páginas do PDF" in bad["error"]
