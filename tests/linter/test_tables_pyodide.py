"""The table reading (header model, arithmetic, reading PDFs by position) runs under Pyodide as in CPython."""

import base64
import json
import random
from pathlib import Path

import pytest
from layout_render import random_table, render_pdf
from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck.linter import lint_bytes, lint_text

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
FILES = ["fed_fundaproc_fgv_perfil_localidade", "fed_bnf_cesgranrio_uf_macro_micro", "go_sead_iades_markdown_blog"]


def shape(result: dict) -> list:
    return [
        (p["name"], p["vacancies"], p["reserved_stated"], p["confidence"], p["reading"]) for p in result["positions"]
    ]


@needs_pyodide
def test_tables_and_pdf_by_position_under_pyodide(tmp_path):
    pytest.importorskip("pypdf")
    rng = random.Random(7)
    table = random_table(rng)
    while len(table.rows) < 3:  # enough rows that a plain extraction loses them
        table = random_table(rng)
    pdf = render_pdf(table)
    texts = {name: (CORPUS / f"{name}.txt").read_text(encoding="utf-8") for name in FILES}
    code = (
        "import json, base64\n"
        "from cotacheck.linter import lint_text, lint_bytes\n"
        f"texts = json.loads({json.dumps(json.dumps(texts))})\n"
        f"pdf = base64.b64decode({base64.b64encode(pdf).decode()!r})\n"
        "shape = lambda r: [(p['name'], p['vacancies'], p['reserved_stated'], p['confidence'], p['reading']) for p in r['positions']]\n"
        "json.dumps({'texts': {k: shape(lint_text(v)) for k, v in texts.items()}, 'pdf': shape(lint_bytes(pdf, 'tabela.pdf'))})"
    )
    data = json.loads(run_in_pyodide(code, tmp_path, pypdf=True, timeout=300))
    for name, text in texts.items():
        assert data["texts"][name] == json.loads(json.dumps(shape(lint_text(text))))
    cpython_pdf = shape(lint_bytes(pdf, "tabela.pdf"))
    assert data["pdf"] == json.loads(json.dumps(cpython_pdf))
    assert [(v, r) for _, v, r, _, _ in cpython_pdf] == [(row.total, row.negros) for row in table.rows]
