"""verificar.html with several files at once: one summary row per edital (in the order chosen, a file
that cannot be read kept in its place with its message), the figures of each edital's result, a row
opening that edital's full result (the CLI's JSON), and the CSV of all cargos byte-identical to
`cotacheck lint --format csv` on the same files; the summary CSV one row per edital."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import lint_samples as units
import pytest

from tests.browser.conftest import PHONE, wait_ready
from tests.browser.test_verificar import comparable

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"


@pytest.fixture(scope="module")
def editais(tmp_path_factory) -> list[Path]:
    folder = tmp_path_factory.mktemp("lote")
    below = folder / "abaixo.txt"
    below.write_text(
        units.GO_HEAD + "Cargo AC Negros Total\nAnalista 9 1 10\nProfessor 8 2 10\n" + units.CLAUSES, encoding="utf-8"
    )
    pdf = folder / "=edital.pdf"  # a name a spreadsheet would run as a formula
    pdf.write_bytes(units.make_pdf((units.GO_HEAD + "Cargo AC Negros Total\nAgente 16 4 20\n").splitlines()))
    broken = folder / "quebrado.txt"
    broken.write_bytes(b"\x00\x01binary" * 100)
    corpus = sorted(CORPUS.glob("fed_*.txt"))[:2]
    copies = []
    for source in corpus:
        copies.append(folder / source.name)
        copies[-1].write_bytes(source.read_bytes())
    return [below, pdf, broken, *copies]


def cli(editais: list[Path], format: str) -> bytes:
    """The CLI on the same files by their bare names (as the page knows them)."""
    done = subprocess.run(
        [sys.executable, "-m", "cotacheck", "lint", *[p.name for p in editais], "--format", format],
        capture_output=True,
        cwd=editais[0].parent,
        env={"PYTHONPATH": str(ROOT)},
        timeout=300,
    )
    assert done.returncode == 2, done.stderr  # the broken file
    return done.stdout


def check_all(page, editais):
    page.set_input_files("#arquivo", [str(p) for p in editais])
    page.click("#verificar")
    page.wait_for_selector("html[data-lote=done]", state="attached", timeout=120_000)


def download(page, selector: str) -> bytes:
    with page.expect_download() as info:
        page.click(selector)
    return Path(info.value.path()).read_bytes()


def test_several_files_one_table(new_page, site_url, editais):
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    check_all(page, editais)
    rows = page.locator("#lote-tabela tbody tr")
    assert rows.count() == len(editais)
    assert [rows.nth(i).get_attribute("data-file") for i in range(len(editais))] == [p.name for p in editais]
    expected = {r["file"]: r for r in map(json.loads, cli(editais, "jsonl").decode().splitlines())}
    broken = rows.nth(2).inner_text()
    assert "Não foi possível verificar" in broken and expected["quebrado.txt"]["error"] in broken
    first = [c.strip() for c in rows.nth(0).inner_text().split("\t")]
    result = expected["abaixo.txt"]
    assert first[0] == "abaixo.txt" and first[2] == "10/03/2026" and "23.389" in first[3]
    assert first[4:10] == ["2", "3", "4", str(result["summary"]["error"]), str(result["summary"]["warning"]), "0"]
    assert "state-bad" in rows.nth(0).get_attribute("class")
    assert "2 de" not in page.inner_text("#lote-status") and "5 editais verificados" in page.inner_text("#lote-status")

    assert download(page, "#baixar-lote-cargos") == cli(editais, "csv")
    summary = download(page, "#baixar-lote-resumo").decode("utf-8")
    table = list(csv.DictReader(io.StringIO(summary[1:], newline=""), delimiter=";"))
    assert [r["arquivo"] for r in table] == [
        "abaixo.txt",
        "'=edital.pdf",
        "quebrado.txt",
        *[p.name for p in editais[3:]],
    ]
    assert table[0]["cargos"] == "2" and table[0]["reserva_exigida"] == "4" and table[2]["erro"]

    previous = page.get_attribute("html", "data-result") or ""
    page.click("#lote-tabela button[data-lote='3']")  # a corpus edital's full result, below the table
    # data-result is set once the result is drawn (the JSON comes a frame before the report is shown)
    page.wait_for_function("(p) => (document.documentElement.dataset.result || '') !== p", arg=previous)
    shown = json.loads(page.text_content("#resultado-json"))
    assert comparable(shown) == comparable(expected[editais[3].name])
    assert page.is_visible("#relatorio") and page.is_visible("#lote-tabela")
    page.context.close()


def test_table_on_a_phone(new_page, site_url, editais):
    page = new_page(viewport=PHONE)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    check_all(page, editais[:2])
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"]  # the table scrolls inside its box, the page does not
    assert page.locator("#lote-tabela tbody tr").count() == 2
    page.context.close()


def test_both_csvs_strip_controls_before_the_formula_guard(new_page, site_url, tmp_path):
    """A name with a control before "=" ("\\x01=HYPERLINK(…)") became a live formula once the control was
    stripped after the guard; bidi controls from names stayed. Both CSVs now use common.js csvCell: the
    cargos CSV stays byte-identical to the CLI's, the summary's names are guarded too (issue 41)."""
    text = units.GO_HEAD + "Cargo AC Negros Total\nAnalista 8 2 10\n" + units.CLAUSES
    named = [tmp_path / "\x01=HYPERLINK(1).txt", tmp_path / "edital\u202egol.txt"]
    for path in named:
        path.write_text(text, encoding="utf-8")
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    check_all(page, named)
    cargos = download(page, "#baixar-lote-cargos")
    done = subprocess.run(
        [sys.executable, "-m", "cotacheck", "lint", *[p.name for p in named], "--format", "csv"],
        capture_output=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT)},
        timeout=300,
    )
    assert cargos == done.stdout
    summary = download(page, "#baixar-lote-resumo").decode("utf-8")
    for exported in (cargos.decode("utf-8"), summary):
        assert "\x01" not in exported and "\u202e" not in exported
        rows = list(csv.reader(io.StringIO(exported[1:], newline=""), delimiter=";"))
        assert [r[0] for r in rows[1:]] == ["'=HYPERLINK(1).txt", "editalgol.txt"]
    page.context.close()


def test_a_file_past_a_single_checks_limit_is_refused_in_its_row(new_page, site_url, tmp_path):
    """The batch skipped the 5 MB / 30 MB limits: a 5.6 MB text got no answer after 800 s."""
    small = tmp_path / "pequeno.txt"
    small.write_text(units.GO_HEAD + "Cargo AC Negros Total\nAnalista 8 2 10\n" + units.CLAUSES, encoding="utf-8")
    big = tmp_path / "grande.txt"  # generated: 5.6 MB of rows
    big.write_text(units.GO_HEAD + "Cargo AC Negros Total\n" + "Analista 8 2 10\n" * 350_000, encoding="utf-8")
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    check_all(page, [small, big])
    rows = page.locator("#lote-tabela tbody tr")
    assert [rows.nth(i).get_attribute("data-file") for i in range(rows.count())] == ["pequeno.txt", "grande.txt"]
    refused = rows.nth(1).inner_text()
    assert "Arquivo grande demais" in refused and "o limite é 5 MB" in refused and "Nada foi lido" in refused
    assert "2 editais verificados" in page.inner_text("#lote-status")
