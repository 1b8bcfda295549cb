"""verificar.html's inputs on a phone (390×844) and a desktop (1280×900): a Word file renamed .pdf is
told it is not a PDF and what to do; the example and a chosen file never lose the pasted text (it
comes back with "Desfazer"); on a phone each cargo is a card whose key cells are in view and still
editable; the downloads of pasted text are named after the edital."""

from __future__ import annotations

import csv
import io
import zipfile
from pathlib import Path

import pytest

from tests.browser.conftest import DESKTOP, PHONE, wait_ready
from tests.browser.test_verificar import SAMPLE, submit, units

OWN_TEXT = units.GO_HEAD + "Cargo AC Negros Total\nAnalista de Sistemas 8 2 10\nMeu texto colado à mão.\n"
CARDS = units.GO_HEAD + (
    "Cargo AC PcD Negros Total\n"
    "Analista Legislativo – Contabilidade 7 1 2 10\n"
    "Técnico Legislativo de Apoio Administrativo 12 1 1 14\n"
)


@pytest.fixture(scope="module", params=["phone", "desktop"])
def page(request, new_page, site_url):
    page = new_page(viewport=PHONE if request.param == "phone" else DESKTOP)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.size = request.param
    return page


def a_docx(path: Path) -> Path:
    """A file shaped as Word writes a .docx (the parts a reader opens first), named .pdf."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as docx:
        docx.writestr(
            "[Content_Types].xml",
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
        )
        docx.writestr(
            "_rels/.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
        )
        docx.writestr(
            "word/document.xml",
            '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>EDITAL</w:t></w:r></w:p></w:body></w:document>',
        )
        docx.writestr("docProps/app.xml", '<?xml version="1.0"?><Properties/>')
    return path


def test_word_file_renamed_pdf_is_told_it_is_not_a_pdf(page, tmp_path):
    submit(page, file=a_docx(tmp_path / "edital.pdf"))
    page.wait_for_selector("#resultado.error")
    said = page.inner_text("#resultado")
    assert said.startswith("Este arquivo não é um PDF. edital.pdf parece um documento do Word (.docx)."), said
    assert "salve como PDF" in said and "cole-o na caixa “Texto do edital”" in said
    assert "de novo" not in said and "Não foi possível verificar" not in said
    assert page.locator("#relatorio").is_hidden()


def kept(page) -> str:
    return page.inner_text("#texto-guardado")


def test_the_example_keeps_the_pasted_text_to_put_back(page):
    page.set_input_files("#arquivo", [])
    page.fill("#texto", OWN_TEXT)
    previous = page.get_attribute("html", "data-result") or ""
    page.click("#exemplo")
    page.wait_for_function("(p) => (document.documentElement.dataset.result || '') !== p", arg=previous)
    assert page.input_value("#texto") != OWN_TEXT and "Analista" in page.input_value("#texto")
    assert "o texto que estava nela foi guardado" in kept(page)
    undo = page.get_by_role("button", name="Desfazer: voltar ao seu texto")
    assert undo.is_visible() and undo.bounding_box()["x"] + undo.bounding_box()["width"] <= page.viewport_size["width"]
    # the example again: the reader's text stays the one kept, not the example
    page.click("#exemplo")
    page.wait_for_function("() => !document.documentElement.dataset.rechecking")
    undo.click()
    assert page.input_value("#texto") == OWN_TEXT
    assert page.evaluate("document.activeElement.id") == "texto"
    assert undo.is_hidden() and "voltou para a caixa" in kept(page)
    page.fill("#texto", OWN_TEXT + "x")
    assert kept(page) == ""


def test_the_example_on_an_empty_box_offers_nothing_to_undo(page):
    page.set_input_files("#arquivo", [])
    page.fill("#texto", "")
    page.click("#exemplo")
    page.wait_for_function("() => document.querySelector('#texto').value.length > 0")
    assert kept(page) == "" and page.locator("#desfazer-texto").is_hidden()


def test_choosing_a_file_keeps_the_pasted_text_to_put_back(page, tmp_path):
    path = tmp_path / "outro-edital.txt"
    path.write_text(SAMPLE, encoding="utf-8")
    page.set_input_files("#arquivo", [])
    page.fill("#texto", OWN_TEXT)
    page.set_input_files("#arquivo", str(path))
    assert page.input_value("#texto") == ""
    assert "O arquivo “outro-edital.txt” é que será verificado" in kept(page)
    page.click("#desfazer-texto")
    assert page.input_value("#texto") == OWN_TEXT
    assert page.evaluate("document.querySelector('#arquivo').files.length") == 0
    # with the text back, Verificar checks the text, not the file
    got = submit(page, text=OWN_TEXT)
    assert [p["vacancies"] for p in got["positions"]] == [10]


def in_view(box, viewport) -> bool:
    return (
        box
        and box["x"] >= -1  # a pixel of slack: cells lie on fractional pixels (a row at the top edge: y = -0.1)
        and box["y"] >= -1
        and box["x"] + box["width"] <= viewport["width"] + 1
        and box["y"] + box["height"] <= viewport["height"] + 1
    )


KEY_CELLS = (
    "input[data-key=cargo]",
    "input[data-key=vacancies]",
    "input[data-key=reserved_stated]",
    "td.required",
    "td.state",
)


def test_each_cargo_shows_its_key_cells_in_view_and_editable(page):
    submit(page, text=CARDS)
    row = page.locator("#cargos tbody tr").first
    row.locator("input[data-key=cargo]").scroll_into_view_if_needed()
    page.evaluate("document.querySelector('#cargos tbody tr').scrollIntoView({ block: 'start' })")
    viewport = page.viewport_size
    for selector in KEY_CELLS:
        assert in_view(row.locator(selector).bounding_box(), viewport), selector
    scroller = page.locator("#relatorio .table-scroll:has(#cargos)")
    overflow = scroller.evaluate("(box) => box.scrollWidth - box.clientWidth")
    if page.size == "phone":
        assert overflow <= 0  # no sideways scroll: each row is a card
        assert row.evaluate("(tr) => getComputedStyle(tr).display") == "grid"
        # the column's name beside each key figure, and the reading order of the card: Cargo, then the figures
        for selector, label in (("td.required", "Reserva exigida"), ("td.state", "Situação")):
            cell = row.locator(selector)
            assert cell.get_attribute("data-label") == label
            assert cell.evaluate("(td) => getComputedStyle(td, '::before').display") == "block"
        # Chromium's own accessibility tree: still a table, and the labels are not read out with the cells
        nodes = page.context.new_cdp_session(page).send("Accessibility.getFullAXTree")["nodes"]
        cells = {n.get("name", {}).get("value") for n in nodes if n.get("role", {}).get("value") == "cell"}
        headers = [n for n in nodes if n.get("role", {}).get("value") == "columnheader"]
        assert len(headers) == 9 and "confere" in cells, cells
        assert not any(name and name.startswith(("Reserva exigida", "Situação", "Vagas")) for name in cells), cells
        tops = [
            row.locator(s).bounding_box()["y"]
            for s in ("input[data-key=cargo]", "input[data-key=vacancies]", "td.state", "input[data-key=slice]")
        ]
        assert tops == sorted(tops)
    else:
        assert row.evaluate("(tr) => getComputedStyle(tr).display") == "table-row"
    # accessible names and the table's roles stay as on a desktop
    assert page.get_by_role("columnheader", name="Reserva exigida").count() == 1
    assert page.get_by_role("textbox", name="Vagas — Analista Legislativo – Contabilidade").count() == 1
    assert page.locator("#cargos").evaluate("(t) => t.rows.length") == 3
    # editing a cell on the card recomputes the row
    vacancies = row.locator("input[data-key=vacancies]")
    previous = page.get_attribute("html", "data-result")
    vacancies.fill("40")
    vacancies.press("Tab")
    page.wait_for_function("(p) => document.documentElement.dataset.result !== p", arg=previous)
    assert row.locator("td.required").inner_text() == "8"
    assert "corrigido à mão" in row.locator("td.state").inner_text()


def downloaded(page, selector: str):
    with page.expect_download() as download:
        page.click(selector)
    return download.value


def test_downloads_of_pasted_text_are_named_after_the_edital(page):
    submit(page, text=CARDS)
    issuer = page.evaluate("JSON.parse(document.querySelector('#resultado-json').textContent).detected.issuer.name")
    assert issuer  # the sample names its issuer: "GOVERNO DO ESTADO DE GOIÁS"
    csv_file = downloaded(page, "#baixar-csv")
    assert csv_file.suggested_filename == "cargos-governo-do-estado-de-goias-2026.csv"
    assert downloaded(page, "#baixar-md").suggested_filename == "relatorio-cotas-governo-do-estado-de-goias-2026.md"
    rows = list(csv.reader(io.StringIO(Path(csv_file.path()).read_text(encoding="utf-8-sig")), delimiter=";"))
    for column, value in (("data_publicacao", "2026-03-10"), ("versao", "cotacheck ")):
        assert rows[1][rows[0].index(column)].startswith(value)
    assert "Lei" in rows[1][rows[0].index("lei")]
    # an issuer given by its acronym in parentheses is named by it; no issuer read: "edital" and the year
    banrisul = "BANCO DO ESTADO DO RIO GRANDE DO SUL S.A. (BANRISUL)\nEDITAL Nº 1/2022, DE 18 DE NOVEMBRO DE 2022\n"
    submit(page, text=banrisul + "Cargo Vagas\nEscriturário 10\n")
    assert downloaded(page, "#baixar-csv").suggested_filename == "cargos-banrisul-2022.csv"
    submit(page, text="EDITAL Nº 3/2025, DE 5 DE MAIO DE 2025\nCargo Vagas\nEscriturário 10\n", law="federal")
    assert downloaded(page, "#baixar-csv").suggested_filename == "cargos-edital-2025.csv"
    # a date assumed (none in the text) does not name the file
    submit(page, text="Cargo Vagas\nEscriturário 10\n", law="federal")
    assert downloaded(page, "#baixar-md").suggested_filename == "relatorio-cotas-edital.md"
