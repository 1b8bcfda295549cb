"""verificar.html's "Totais por cargo": a cargo the edital lists only by its slices gets its total
(vacancies and stated reserve summed, the reserve required on the sum), "a conferir" unless every
slice is confirmed and the edital's own total row holds the sum; a corrected slice recomputes it; the
Markdown report and the print view carry it."""

from __future__ import annotations

from pathlib import Path

from tests.browser.conftest import PHONE, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_verificar import submit
from tests.browser.test_verificar_edit import edit
from tests.linter.test_cargo_totals import SLICED

TEXT = SLICED.format(total="TOTAL 18 2 7 27")


def total_cells(page) -> list[str]:
    return [c.strip() for c in page.locator("#totais-cargo tbody tr").first.locator("td, th").all_inner_texts()]


def test_a_cargo_listed_by_slices_shows_its_total(page):
    result = submit(page, TEXT, law="federal")
    (cargo,) = result["cargos"]
    assert page.locator("#totais").is_visible()
    line, name, parts, vacancies, stated, required, reading = total_cells(page)
    assert (line, name, parts, vacancies, stated) == ("5", "ANALISTA", "3", "27", "7")
    assert required == str(cargo["reserved_required"])
    assert reading.startswith("conferida")
    assert_no_violations(page, "verificar.html with cargo totals")


def test_a_corrected_slice_recomputes_the_total_and_the_editals_row_then_disagrees(page):
    submit(page, TEXT, law="federal")
    edit(page, 1, "vacancies", "9")  # Contabilidade: 8 → 9; the edital's TOTAL row still says 27
    _line, _name, _parts, vacancies, _stated, _required, reading = total_cells(page)
    assert vacancies == "28"
    assert reading.startswith("a conferir") and "28" in reading


def test_the_markdown_report_carries_the_totals(page):
    submit(page, TEXT, law="federal")
    with page.expect_download() as download:
        page.click("#baixar-md")
    markdown = Path(download.value.path()).read_text(encoding="utf-8")
    assert "## Totais por cargo" in markdown
    assert "| 5 | ANALISTA | 3 | 27 | 7 |" in markdown
    page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    printed = page.eval_on_selector("#relatorio-impresso", "e => e.innerHTML")
    assert "<h3>Totais por cargo</h3>" in printed and "ANALISTA" in printed


def test_no_totals_section_without_slices(page):
    submit(page, "CARGO: ANALISTA\nÊNFASE AC PCD NEGROS TOTAL\nAdministração 10 1 4 15\n", law="federal")
    assert page.locator("#totais").is_hidden()


def test_the_totals_on_a_phone(new_page, site_url):
    phone = new_page(viewport=PHONE)
    phone.goto(f"{site_url}verificar.html")
    wait_ready(phone)
    submit(phone, TEXT, law="federal")
    assert phone.locator("#totais-cargo").is_visible()
    assert_no_violations(phone, "verificar.html with cargo totals, phone")
    phone.context.close()


UNNAMED = (
    "EDITAL Nº 1, DE 15 DE DEZEMBRO DE 2025\n"
    "ANEXO I – QUADRO DE ÊNFASES E VAGAS\n"
    "ÊNFASE AC PCD NEGROS TOTAL\n"
    "Ênfase 1: Administração 23 3 7 33\n"
    "Ênfase 2: Ciência de Dados 2 * * 2\n"
    "Ênfase 3: Geologia 13 2 3 18\n"
)


def test_a_table_of_parts_whose_cargo_nothing_names_is_totalled_a_conferir(page):
    """Rows named by ênfase and no cargo named anywhere: their sum is shown under a name that says the
    edital does not name the cargo, never as conferida, with the reason."""
    submit(page, UNNAMED, law="federal")
    line, name, parts, vacancies, stated, _required, reading = total_cells(page)
    assert (name, parts, vacancies, stated) == ("sem nome no edital (tabela da linha 3)", "3", "53", "10")
    assert reading.startswith("a conferir") and "não nomeia o cargo" in reading
