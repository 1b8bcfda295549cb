"""The printed report and the downloads' names (issue 40): on paper the cargos table starts on the first
sheet (the edital, law and date in one line above it; the rest of what the check used after the
findings) and the result link is printed whole; a file name never carries the year twice."""

from __future__ import annotations

import io
import re
import unicodedata

import lint_samples as units
from pypdf import PdfReader

from tests.browser.test_verificar_report import run

# A long "Versão da lei aplicada" and a dozen cargos: what pushed the table to the second sheet.
CARGOS = "".join(f"Analista de Sistemas {n} 7 1 2 10\n" for n in range(1, 13))
EDITAL = units.GO_HEAD + units.CLAUSES + "Cargo AC PcD Negros Total\n" + CARGOS
TJGO = (
    "TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS (TJGO 2026)\nEDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\n"
    "Cargo AC Negros PcD Total\nAnalista 7 2 1 10\n"
)


def printed_pages(page) -> list[str]:
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    page.emulate_media(media="print")
    try:
        pdf = page.pdf(format="A4")
    finally:
        page.emulate_media(media="screen")
    return [unicodedata.normalize("NFKC", p.extract_text()) for p in PdfReader(io.BytesIO(pdf)).pages]  # no "ﬁ"


def test_print_starts_the_table_on_the_first_sheet_and_carries_the_link(page):
    run(page, EDITAL)
    sheets = printed_pages(page)
    first = re.sub(r"\s+", " ", sheets[0])
    assert "Cargos" in first and "Analista de Sistemas 1 " in first, first[:600]
    assert "23.389/2025" in first.split("Cargos")[0]  # the law above the table
    whole = re.sub(r"\s+", "", "".join(sheets))
    assert re.search(r"verificar\.html#[zr]=[A-Za-z0-9_-]{40,}", whole), "the result link is printed"
    assert "Dados da verificação" in "".join(sheets)


def test_a_file_name_does_not_repeat_the_year(page):
    run(page, TJGO)
    with page.expect_download() as download:
        page.click("#baixar-md")
    assert download.value.suggested_filename == "relatorio-cotas-tjgo-2026.md"
