"""The page reads every PDF we hold as the CLI does: the same JSON from Pyodide (Node, the site's
cotacheck and pypdf zips, no crypto library) as from CPython, whether one engine reads the whole
file or it is read a few pages at a time (`pdf_part`, then `lint` with `arquivo.partes`)."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from lint_samples import REAL_EDITAIS, make_pdf
from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck.linter import lint_bytes

pytest.importorskip("pypdf")
ROOT = Path(__file__).resolve().parents[2]
REAL = REAL_EDITAIS / "fed_bancodobrasil_2022_cesgranrio.pdf"
CORPUS = ROOT / "tests" / "corpus"


@needs_pyodide
def test_pyodide_reads_pdfs_as_cpython(tmp_path):
    names = []
    for source in sorted(CORPUS.glob("*.txt"))[:8]:
        (tmp_path / f"{source.stem}.pdf").write_bytes(make_pdf(source.read_text(encoding="utf-8").splitlines()))
        names.append(f"{source.stem}.pdf")
    if REAL.exists():
        shutil.copy(REAL, tmp_path / REAL.name)
        names.append(REAL.name)
    code = (
        "import base64, json\n"
        "from cotacheck.linter.read import pdf_fast\n"
        "from cotacheck.interfaces.web.linter import lint, pdf_part\n"
        "out = {}\n"
        f"for name in {names!r}:\n"
        "    data = base64.b64encode(open('/host/' + name, 'rb').read()).decode()\n"
        "    result = lint({'arquivo': {'nome': name, 'base64': data}, 'data': '2026-01-01'})\n"
        "    result.pop('text'); result.pop('achados_texto', None); result.pop('link_opcoes', None); result.pop('titulos', None); result.pop('identificacao', None); result.pop('contas', None)\n"
        "    out[name] = result\n"
        # as the page reads it with its two engines: a few pages at a time each, then linted from the shares
        "    limit = pdf_part({'arquivo': {'nome': name, 'base64': data}, 'leitura': name, 'paginas': []})['limite']\n"
        "    ask = lambda k: {'arquivo': {'nome': name}, 'leitura': name, 'paginas': list(range(k, k + 3))}\n"
        "    parts = [pdf_part(ask(k)) for k in range(0, limit, 3)]\n"
        "    shared = lint({'arquivo': {'nome': name, 'partes': parts}, 'data': '2026-01-01'})\n"
        "    shared.pop('text'); shared.pop('achados_texto', None); shared.pop('link_opcoes', None); shared.pop('titulos', None); shared.pop('identificacao', None); shared.pop('contas', None)\n"
        "    out[name + ' (2 shares)'] = shared\n"
        "out['fast'] = pdf_fast.install()\n"
        "json.dumps(out)\n"
    )
    page = json.loads(run_in_pyodide(code, tmp_path, pypdf=True))
    assert page.pop("fast") is True  # the fast tokenizer runs in the page too
    for name in names:
        cli = lint_bytes((tmp_path / name).read_bytes(), name, date=dt.date(2026, 1, 1))
        assert page[name] == json.loads(json.dumps(cli)), name
        assert page[f"{name} (2 shares)"] == page[name], name
