"""verificar.html reads a PDF in two engines at once (a few pages at a time, whichever is free) once
its second engine is ready, or as soon as it joins, with exactly the CLI's reading; kept to one
reader, or when the second engine cannot start, the page's own engine reads the whole file."""

from __future__ import annotations

import pytest

from cotacheck.linter.read.pdf import pdf_text
from tests.browser.conftest import wait_ready
from tests.browser.test_verificar import SAMPLE, cli_json, comparable, submit, units
from tests.browser.test_verificar_pdf import says_password

pytest.importorskip("pypdf")
SECOND = "html[data-pdf-second='{}']"


def long_edital(tmp_path):
    """Twenty pages: the cargos table runs across page breaks, findings point at lines on every page."""
    lines = SAMPLE.splitlines() + [f"Analista {n} – Área {n} 8 2 10" for n in range(200)] + ["Fim do edital."]
    path = tmp_path / "vinte-paginas.pdf"
    path.write_bytes(units.make_pdf(lines, per_page=11))
    return path


def real_edital():
    found = sorted(units.REAL_EDITAIS.glob("*.pdf"), key=lambda p: p.stat().st_size)
    return found[:1]


@pytest.fixture(scope="module")
def two(new_page, site_url):
    page = new_page(pdf_warm_up=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector(SECOND.format("ready"), state="attached", timeout=120_000)
    return page


def lines_shown(page) -> int:
    page.wait_for_selector("html[data-lines=done]", state="attached")
    return page.locator("#linhas-edital li").count()


def test_two_engines_read_a_pdf_as_the_cli_does(two, tmp_path):
    for path in [long_edital(tmp_path), *real_edital()]:
        got = submit(two, file=path)
        assert got is not None, two.inner_text("#resultado")
        assert two.get_attribute("html", "data-pdf-readers") == "2"
        assert comparable(got) == comparable(cli_json(path, {})), path.name
        text = pdf_text(path.read_bytes(), path.name)
        assert lines_shown(two) == len(text.split("\n"))
    assert len(got["positions"]) > 1


def test_a_password_is_one_clear_message_with_two_engines(two, tmp_path):
    says_password(two, tmp_path)
    got = submit(two, file=long_edital(tmp_path))  # and the next file is read by both again
    assert got is not None and two.get_attribute("html", "data-pdf-readers") == "2"


def test_kept_to_one_reader(new_page, site_url, tmp_path):
    page = new_page(pdf_warm_up=True)
    page.add_init_script("window.cotacheckPdfReaders = 1;")
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.wait_for_selector(SECOND.format("off"), state="attached")
    path = long_edital(tmp_path)
    got = submit(page, file=path)
    assert page.get_attribute("html", "data-pdf-readers") == "1"
    assert comparable(got) == comparable(cli_json(path, {}))
    assert (
        page.evaluate(
            "performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/engine-worker.mjs')).length"
        )
        == 1
    )
    page.context.close()


def test_a_second_engine_that_cannot_start_leaves_the_first_reading(new_page, site_url, tmp_path):
    """The second worker's script cannot be fetched: the second reader is off, and the page's own
    engine reads the whole file, with the same result."""
    page = new_page(
        service_workers="block", pdf_warm_up=True
    )  # every request through the route below, none from a cache
    page.watch.allowed.append("engine-worker.mjs")
    refused, ready = [], []

    def once_ready_refuse(route):
        if ready:  # the page's own engine has started: this is the second one
            refused.append(route.request.url)
            route.fulfill(status=404, body="")
        else:
            route.continue_()

    page.context.route("**/assets/engine-worker.mjs", once_ready_refuse)  # workers' requests go through the context
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    ready.append(True)
    page.wait_for_selector(SECOND.format("off"), state="attached")
    assert refused
    path = long_edital(tmp_path)
    got = submit(page, file=path)
    assert page.get_attribute("html", "data-pdf-readers") == "1"
    assert comparable(got) == comparable(cli_json(path, {}))
    page.context.close()


def test_a_pdf_at_once_starts_the_second_engine_which_may_join(new_page, site_url, tmp_path):
    """A PDF chosen the moment the engine is ready: the second engine is started by it (joining the
    reading if it gets ready in time: one or two readers), the result is the CLI's, and the second
    engine is ready for the next file."""
    page = new_page(pdf_warm_up=True)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    lines = SAMPLE.splitlines() + [f"Analista {n} – Área {n} 8 2 10" for n in range(1500)]
    path = tmp_path / "longo.pdf"
    path.write_bytes(units.make_pdf(lines, per_page=40))
    got = submit(page, file=path)
    assert got is not None, page.inner_text("#resultado")
    assert page.get_attribute("html", "data-pdf-readers") in ("1", "2")
    assert comparable(got) == comparable(cli_json(path, {}))
    page.wait_for_selector(SECOND.format("ready"), state="attached", timeout=120_000)
    got = submit(page, file=long_edital(tmp_path))
    assert got is not None and page.get_attribute("html", "data-pdf-readers") == "2"
    page.context.close()
