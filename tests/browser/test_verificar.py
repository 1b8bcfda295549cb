"""The edital checker page (verificar.html) in Chromium: the same JSON as the CLI for every corpus
edital, file picker for .txt and .pdf, a scanned PDF's message, findings linked to lines and rules,
the Markdown report, and the rule pages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import lint_samples as units
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.conftest import page_state, wait_ready

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "corpus"
EDITAIS = (
    sorted(p for p in CORPUS.glob("*") if p.suffix in (".txt", ".pdf") and p.with_suffix(".expected.json").exists())
    if CORPUS.is_dir()
    else []
)


SAMPLE = units.GO_HEAD + "Cargo AC PcD Total\nAnalista Legislativo – Contabilidade 9 1 10\n"


def cli_jsons(paths: list[Path], args: dict) -> list[dict]:
    """`cotacheck lint --format json` on several files in one process (one result a file, in order)."""
    command = [sys.executable, "-m", "cotacheck", "lint", *map(str, paths), "--format", "json"]
    for key in ("law", "date"):
        if args.get(key):
            command += [f"--{key}", str(args[key])]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode in (0, 1), done.stderr
    results = json.loads(done.stdout)
    assert [r["file"] for r in results] == list(map(str, paths))
    return results


def cli_json(path: Path, args: dict) -> dict:
    return cli_jsons([path], args)[0]


def corpus_args(path: Path) -> dict:
    return json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8")).get("args") or {}


@pytest.fixture(scope="module")
def corpus_cli():
    """The CLI's JSON for every corpus edital, one process per set of arguments (not one per edital:
    each start of Python and of the package costs as much as linting a file)."""
    groups: dict[str, list[Path]] = {}
    for path in EDITAIS:
        groups.setdefault(json.dumps(corpus_args(path), sort_keys=True), []).append(path)
    return {
        path: result for key, paths in groups.items() for path, result in zip(paths, cli_jsons(paths, json.loads(key)))
    }


def comparable(result: dict) -> dict:
    return {k: v for k, v in result.items() if k not in ("file", "markdown", "text")}


@pytest.fixture(scope="module")
def page(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


def submit(page, text: str | None = None, file: Path | None = None, law: str = "", date: str = "") -> dict | None:
    previous = page.get_attribute("html", "data-result") or ""
    page.evaluate("() => document.querySelector('#resultado').classList.remove('error')")
    page.select_option("#lei", law)
    page.fill("#data", "/".join(reversed(date.split("-"))) if date else "")
    if file is not None:
        page.set_input_files("#arquivo", str(file))
    else:
        page.set_input_files("#arquivo", [])
        page.fill("#texto", text or "")
    page.click("#verificar")
    try:
        page.wait_for_function(
            "(prev) => (document.documentElement.dataset.result || '') !== prev || document.querySelector('#resultado.error')",
            arg=previous,
        )
    except PlaywrightTimeout as error:
        raise AssertionError(f"no result after the click: {page_state(page)}") from error
    raw = page.text_content("#resultado-json")
    return json.loads(raw) if raw else None


@pytest.mark.parametrize("path", EDITAIS, ids=[p.name for p in EDITAIS])
def test_corpus_same_json_as_cli(page, corpus_cli, path):
    args = corpus_args(path)
    if path.suffix == ".pdf":
        got = submit(page, file=path, law=args.get("law") or "", date=args.get("date") or "")
    else:
        got = submit(
            page, text=path.read_text(encoding="utf-8"), law=args.get("law") or "", date=args.get("date") or ""
        )
    assert got is not None, page.inner_text("#resultado")
    assert comparable(got) == comparable(corpus_cli[path])


def test_sample_same_json_as_cli_and_rendered(page, tmp_path):
    path = tmp_path / "amostra.txt"
    path.write_text(SAMPLE, encoding="utf-8")
    got = submit(page, text=SAMPLE)
    assert comparable(got) == comparable(cli_json(path, {}))
    assert got["findings"][0]["code"] == "CQ101"
    # the cargos table marks the missing reserve; the finding links to its line and its rule page
    row = page.locator("#cargos tbody tr").first
    cells = [row.locator(f"input[data-key={key}]").input_value() for key in ("cargo", "slice", "vacancies")]
    assert cells == ["Analista Legislativo", "Contabilidade", "10"] and "não informada" in row.inner_text()
    finding = page.locator("#achados li").first
    assert finding.locator("a.code").get_attribute("href").endswith("regras/CQ101.html")
    assert finding.locator("a.line-link").get_attribute("href") == "#L5"
    assert "mark-error" in page.get_attribute("#L5", "class")
    assert page.text_content("#L5") == "Analista Legislativo – Contabilidade 9 1 10"
    # the Markdown report
    with page.expect_download() as download:
        page.click("#baixar-md")
    assert download.value.suggested_filename == "relatorio-cotas-governo-do-estado-de-goias-2026.md"
    markdown = Path(download.value.path()).read_text(encoding="utf-8")
    assert (
        markdown.startswith("# Verificação de cotas")
        and "CQ101" in markdown
        and "| 5 | Analista Legislativo – Contabilidade | 10 |" in markdown
    )


def test_overrides_on_the_page(page, tmp_path):
    path = tmp_path / "amostra.txt"
    path.write_text(SAMPLE, encoding="utf-8")
    got = submit(page, text=SAMPLE, law="rn", date="2025-01-10")
    assert got["law"] == "rn" and got["date"] == "2025-01-10"
    assert comparable(got) == comparable(cli_json(path, {"law": "rn", "date": "2025-01-10"}))


def test_file_picker_txt_and_pdf(page, tmp_path):
    txt = tmp_path / "edital.txt"
    txt.write_text(SAMPLE, encoding="utf-8")
    assert comparable(submit(page, file=txt)) == comparable(cli_json(txt, {}))
    pdf = tmp_path / "edital.pdf"
    pdf.write_bytes(units.make_pdf(SAMPLE.splitlines()))
    got = submit(page, file=pdf)
    assert comparable(got) == comparable(cli_json(pdf, {}))
    assert [p["vacancies"] for p in got["positions"]] == [10]


def test_scanned_pdf_and_empty_text(page, tmp_path):
    scan = tmp_path / "scan.pdf"
    scan.write_bytes(units.make_pdf([]))
    assert submit(page, file=scan) is None
    assert "digitalizado" in page.inner_text("#resultado")
    assert submit(page, text="   ") is None
    assert "Cole o texto" in page.inner_text("#resultado")


def test_rule_pages(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}regras/CQ201.html")
    assert page.inner_text("h1").strip() == "CQ201 Heteroidentificação por ascendência"  # no slug after the title
    assert "terminal" not in page.inner_text("main")
    for title in ("O que verifica", "Por que importa", "Exemplo que dispara", "Exemplo corrigido", "Quando ignorar"):
        assert page.locator("h2", has_text=title).count() == 1
    link = page.locator("a", has_text="art. 3º, § 2º").first
    assert link.get_attribute("href") == "../leis/go.html#art-3-p2"
    page.goto(f"{site_url}verificar.html")
    assert page.locator(".rule-list a").count() >= 14
