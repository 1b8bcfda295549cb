"""The batch table agrees with "Totais por cargo" (issue 40): its "Reserva exigida" is on the same base (a cargo
listed only by its parts counts with the reserve required on its total), marked as that reading, with the
sum over the parts beside it where the two differ; its status line counts the editais read with doubt and
those with no quadro read, not only errors; its "A conferir" column stays in view on a 1366 px screen and
on a phone; a picture draws each edital's reserve stated against the one required, errors and doubts
marked, its figures in words too; axe finds nothing (the section and the table's region have names of
their own), light and dark."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from cotacheck.linter import lint_bytes
from tests.browser.conftest import PHONE, each_scheme, wait_ready
from tests.browser.test_a11y import assert_no_violations
from tests.browser.test_verificar_lote import check_all, download
from tests.browser.test_verificar_nothing_read import NOTHING
from tests.interfaces.test_cli_columns import TEXT as DOUBTFUL

ROOT = Path(__file__).resolve().parents[2]
# Two cargos listed by parts: 13 required adding the parts up, 14 on the cargos' totals.
PARTS = ROOT / "tests" / "corpus" / "go_detran_aocp_linhas_quebradas.txt"
WIDE = {"width": 1366, "height": 768}


@pytest.fixture(scope="module")
def editais(tmp_path_factory) -> list[Path]:
    folder = tmp_path_factory.mktemp("lote-totais")
    doubtful = folder / "duvida.txt"
    doubtful.write_text(DOUBTFUL, encoding="utf-8")
    nothing = folder / "nada.txt"
    nothing.write_text(NOTHING, encoding="utf-8")
    parts = folder / PARTS.name
    parts.write_bytes(PARTS.read_bytes())
    return [parts, doubtful, nothing]


def in_view(page, selector: str) -> bool:
    """The element lies inside the visible part of its scrolling box (and of the window)."""
    return page.evaluate(
        """(s) => { const e = document.querySelector(s).getBoundingClientRect();
        const box = document.querySelector(s).closest('.table-scroll').getBoundingClientRect();
        return e.left >= box.left - 1 && e.right <= box.right + 1 && e.right <= window.innerWidth + 1; }""",
        selector,
    )


@pytest.mark.parametrize("viewport", [WIDE, PHONE], ids=["1366", "phone"])
def test_the_batch_uses_the_totals_base_and_counts_doubtful_readings(new_page, site_url, editais, viewport):
    page = new_page(viewport=viewport)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    check_all(page, editais)
    results = [lint_bytes(p.read_bytes(), p.name) for p in editais]
    on_totals = sum(c["reserved_required"] for c in results[0]["cargos"])
    by_parts = sum(p["reserved_required"] for p in results[0]["positions"])
    assert (by_parts, on_totals) == (13, 14)
    row = page.locator(f"#lote-tabela tbody tr[data-file='{PARTS.name}'] td.required").inner_text()
    assert row.startswith("14") and "13 somando as partes" in row
    assert "Totais por cargo" in page.inner_text("#lote-tabela thead")
    status = page.inner_text("#lote-status")
    assert "3 editais verificados" in status
    assert "1 com leitura a conferir" in status and "1 sem quadro de vagas lido" in status
    assert in_view(page, "#lote-tabela thead th.pending")
    assert in_view(page, f"#lote-tabela tbody tr[data-file='{editais[1].name}'] td.pending")
    # The picture: an image with its figures in words (the edital with no quadro read is not drawn).
    chart = page.locator("#lote-figura svg[role=img]")
    assert chart.is_visible() and chart.locator("rect.chart-stated").count() == 2
    said = chart.locator("desc").text_content()
    assert f"{PARTS.name}: reserva informada 12, exigida 14" in said
    assert (
        f"{editais[1].name}: reserva não informada, exigida 3; leitura a conferir." in said and "nada.txt" not in said
    )
    assert "? a conferir" in chart.inner_html()
    summary = download(page, "#baixar-lote-resumo").decode("utf-8")
    # One edital's full result draws its "Totais por cargo" the same way, the cargo with an error marked.
    page.click("#lote-tabela button[data-lote='0']")
    totals = page.locator("#totais-figura svg[role=img]")
    totals.wait_for()
    said = totals.locator("desc").text_content()
    assert "Analista de Trânsito: reserva informada 2, exigida 3." in said
    assert "Agente de Trânsito e Fiscalização: reserva informada 10, exigida 11; 1 erro(s)." in said
    assert "✕ erro" in totals.inner_html()
    table = list(csv.DictReader(io.StringIO(summary[1:], newline=""), delimiter=";"))
    assert (table[0]["reserva_exigida"], table[0]["reserva_exigida_soma_recortes"]) == ("14", "13")
    page.context.close()


def test_the_batch_view_has_no_axe_violations(new_page, site_url, editais):
    page = new_page(viewport=PHONE)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    check_all(page, editais)
    for scheme in each_scheme(page):
        assert_no_violations(page, f"verificar.html, the batch view ({scheme})")
    page.click("#lote-tabela button[data-lote='0']")
    page.locator("#totais-figura svg[role=img]").wait_for()
    for scheme in each_scheme(page):
        assert_no_violations(page, f"verificar.html, one edital's totals drawn ({scheme})")
    page.context.close()
