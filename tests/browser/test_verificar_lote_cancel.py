"""verificar.html's "Cancelar" for several files: the batch is held after its first file
(`window.cotacheckLoteHold`), cancelled there, and stops before the next one; the row done stays with
its CSV, and the page checks the next batch as before."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import lint_samples as units

from tests.browser.conftest import wait_ready
from tests.browser.test_verificar_lote import download

ROOT = Path(__file__).resolve().parents[2]

HOLD = "() => { window.cotacheckLoteHold = new Promise((go) => { window.cotacheckLoteGo = go; }); }"


def test_a_cancelled_batch_keeps_what_was_done(new_page, site_url, tmp_path):
    files = []
    for name, row in (
        ("primeiro.txt", "Analista 8 2 10"),
        ("segundo.txt", "Professor 9 1 10"),
        ("terceiro.txt", "Agente 16 4 20"),
    ):
        files.append(tmp_path / name)
        files[-1].write_text(units.GO_HEAD + "Cargo AC Negros Total\n" + row + "\n" + units.CLAUSES, encoding="utf-8")
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.evaluate(HOLD)  # the batch waits before its second file until the test lets it go
    page.set_input_files("#arquivo", [str(p) for p in files])
    page.click("#verificar")
    page.wait_for_selector("html[data-lote=reading][data-lote-done='1']", state="attached")
    assert page.is_visible("#lote-cancelar")
    page.click("#lote-cancelar")
    assert "Cancelando" in page.inner_text("#lote-status")
    page.evaluate("() => window.cotacheckLoteGo()")
    page.wait_for_selector("html[data-lote=cancelled]", state="attached")

    rows = page.locator("#lote-tabela tbody tr")
    assert [rows.nth(i).get_attribute("data-file") for i in range(rows.count())] == ["primeiro.txt"]
    status = page.inner_text("#lote-status")
    assert "Verificação cancelada: 1 de 3 editais verificados" in status and "os resultados abaixo ficam" in status
    assert not page.is_visible("#lote-cancelar")
    done = subprocess.run(
        [sys.executable, "-m", "cotacheck", "lint", "primeiro.txt", "--format", "csv"],
        capture_output=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT)},
        timeout=300,
    )
    assert download(page, "#baixar-lote-cargos") == done.stdout  # the file done, and only it

    page.evaluate("() => { window.cotacheckLoteHold = null; }")  # the page goes on: a new batch, whole
    page.set_input_files("#arquivo", [str(p) for p in files[1:]])
    page.click("#verificar")
    page.wait_for_selector("html[data-lote=done]", state="attached")
    assert [rows.nth(i).get_attribute("data-file") for i in range(rows.count())] == ["segundo.txt", "terceiro.txt"]
    assert "2 editais verificados" in page.inner_text("#lote-status")
    page.context.close()
