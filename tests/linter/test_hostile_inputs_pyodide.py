"""The hostile and unlucky inputs of issue 26 read in the page (Pyodide in Node, the site's cotacheck
and pypdf zips) give the JSON the CLI gives, or the same Portuguese message: an offset of 2³¹ or more
above all, which Pyodide's 32-bit `BytesIO` refused with an OverflowError."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from hostile_pdfs import inflating_pages, one_page, text_page
from pyodide_runner import needs_pyodide, run_in_pyodide
from test_hostile_inputs import (
    HIDDEN,
    NEW,
    NOT_PDFS,
    OLD,
    TABLE,
    TEXT,
    big_offsets,
    incremental_update,
    make_pages,
)
from test_inputs_read import LONG, SECTION, WRAPPED
from test_inputs_read import TABLE as OCR_TABLE

from cotacheck.errors import InputError
from cotacheck.linter import lint_bytes
from cotacheck.linter.read import pdf_budget

pytest.importorskip("pypdf")
#: The budget both sides read with, so that the inflating file passes it in seconds.
BUDGET = 12 * 1024 * 1024


def inputs() -> dict[str, bytes]:
    files = {f"offset-{name}.pdf": data for name, data in big_offsets().items()}
    files.update(
        {
            "update-broken-entry.pdf": incremental_update(text_page(OLD), NEW, entry_shift=3),
            "outside-box.pdf": one_page(HIDDEN),
            "mediabox-inf.pdf": text_page(TEXT, media_box=b"[0 0 inf inf]"),
            "length-loop.pdf": text_page(TEXT, length=b"6 0 R"),
            "nested-900.pdf": make_pages([TEXT, TEXT + b"\n" + b"[" * 900 + b"]" * 900]),
            "inflating.pdf": inflating_pages(pages=5, megabytes=5),
            "bidi.txt": TABLE.replace(" 3 25", " \u202e3 25\u202c").encode(),
            "mixed-encoding.txt": TABLE.replace("Analista", "Análista")
            .encode()
            .replace("Análista".encode(), b"An\xe1lista"),
            "utf16-no-bom.txt": TABLE.encode("utf-16-le"),
        }
    )
    files.update(reading_cases())
    files.update(
        {f"not-pdf-{kind}.pdf": make() for kind, (make, _) in NOT_PDFS.items() if kind in ("docx", "html", "empty")}
    )
    return files


def reading_cases() -> dict[str, bytes]:
    """Issue 26's readings (1-3) and issue 24's long names and place rows, as texts."""
    head = "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\n"
    statement, _ = WRAPPED[1]
    cut = statement.index(" 3 vagas")
    texts = {
        "numbered-name.txt": "Para o cargo de Professor Nível 1 serão oferecidas 20 vagas, sendo 4 reservadas a "
        "candidatos negros.\nPara o cargo de Professor Nível 1 serão oferecidas 10 vagas, sendo 1 reservada a "
        "candidatos negros.\n",
        "wrapped.txt": SECTION + statement[:cut] + "\n" + statement[cut + 1 :] + "\n",
        "ocr-cell.txt": OCR_TABLE.format(row="Técnico l5 3 18", total="Total 45 8 53"),
        "long-name.txt": f"Cargo AC Negros Total\n{LONG} 22 1 23\n",
        "uf-rows.txt": "ARQUITETO\nMACROPOLO POLO\nAC PCD PN TOTAL\nCentro-Oeste\nDF 1 0 1 2\nGO 1 0 0 1\n",
    }
    return {name: (head + text).encode() for name, text in texts.items()}


def cli_answer(data: bytes, name: str):
    try:
        return json.loads(json.dumps(lint_bytes(data, name, date=dt.date(2026, 1, 1))))
    except InputError as error:
        return {"error": str(error)}


@needs_pyodide
def test_the_page_reads_hostile_inputs_as_the_cli(tmp_path, monkeypatch):
    files = inputs()
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    code = (
        "import base64, json\n"
        "from cotacheck.errors import InputError\n"
        "from cotacheck.linter.read import pdf_budget\n"
        "from cotacheck.interfaces.web.linter import lint\n"
        f"pdf_budget.MAX_DECODED = {BUDGET}\n"
        "out = {}\n"
        f"for name in {sorted(files)!r}:\n"
        "    data = base64.b64encode(open('/host/' + name, 'rb').read()).decode()\n"
        "    try:\n"
        "        result = lint({'arquivo': {'nome': name, 'base64': data}, 'data': '2026-01-01'})\n"
        "        result.pop('text'); result.pop('achados_texto', None); result.pop('link_opcoes', None); result.pop('titulos', None); result.pop('identificacao', None); result.pop('contas', None)\n"
        "    except InputError as error:\n"
        "        result = {'error': str(error)}\n"
        "    out[name] = result\n"
        "json.dumps(out)\n"
    )
    page = json.loads(run_in_pyodide(code, tmp_path, pypdf=True))
    monkeypatch.setattr(pdf_budget, "MAX_DECODED", BUDGET)
    for name, data in files.items():
        assert page[name] == cli_answer(data, name), name
    assert "OverflowError" not in json.dumps(page)
    assert "estrutura aninhada demais" in json.dumps(page["nested-900.pdf"])
    assert "limite de 12 MB" in json.dumps(page["inflating.pdf"], ensure_ascii=False)
    names = {name: [p["name"] for p in page[name]["positions"]] for name in reading_cases()}
    assert names["numbered-name.txt"] == ["Professor Nível 1"] and names["wrapped.txt"] == ["Analista de Sistemas"]
    assert names["uf-rows.txt"] == ["ARQUITETO – Centro-Oeste DF", "ARQUITETO – GO"]
    assert "“l5”" in json.dumps(page["ocr-cell.txt"], ensure_ascii=False) and names["long-name.txt"] == [LONG]
