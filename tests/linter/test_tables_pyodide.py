"""The table reading (header model, arithmetic, reading PDFs by position) runs under Pyodide as in CPython."""

import base64
import json
import random
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "pyodide" / "run_core.mjs"
CORPUS = ROOT / "tests" / "corpus"
FILES = ["fed_fundaproc_fgv_perfil_localidade", "fed_bnf_cesgranrio_uf_macro_micro", "go_sead_iades_markdown_blog"]


def shape(result: dict) -> list:
    return [
        (p["name"], p["vacancies"], p["reserved_stated"], p["confidence"], p["reading"]) for p in result["positions"]
    ]


@pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists(), reason="needs node and npm ci"
)
def test_tables_and_pdf_by_position_under_pyodide(tmp_path):
    pytest.importorskip("pypdf")
    from cotacheck.interfaces.site.builder import package_zip
    from cotacheck.interfaces.site.rule_pages import vendor_pypdf
    from cotacheck.linter import lint_bytes, lint_text

    sys.path.insert(0, str(ROOT / "tests"))
    from layout_render import random_table, render_pdf

    package, pypdf_zip, archive = tmp_path / "pkg.zip", tmp_path / "pypdf.zip", tmp_path / "all.zip"
    package_zip(package)  # exactly what the site ships
    vendor_pypdf(pypdf_zip)
    with zipfile.ZipFile(archive, "w") as out:
        for part in (package, pypdf_zip):
            with zipfile.ZipFile(part) as source:
                for name in source.namelist():
                    out.writestr(name, source.read(name))
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
    out = subprocess.run(
        ["node", str(RUNNER), str(archive), code], capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout)
    for name, text in texts.items():
        assert data["texts"][name] == json.loads(json.dumps(shape(lint_text(text))))
    cpython_pdf = shape(lint_bytes(pdf, "tabela.pdf"))
    assert data["pdf"] == json.loads(json.dumps(cpython_pdf))
    assert [(v, r) for _, v, r, _, _ in cpython_pdf] == [(row.total, row.negros) for row in table.rows]
