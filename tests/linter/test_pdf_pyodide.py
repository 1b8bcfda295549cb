"""The page reads every PDF we hold as the CLI does: the same JSON from Pyodide (Node, the site's
cotacheck and pypdf zips, no crypto library) as from CPython."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from lint_samples import make_pdf

from cotacheck.linter import lint_bytes

pytest.importorskip("pypdf")
ROOT = Path(__file__).resolve().parents[2]
REAL = Path("/work/shared/real-editais/fed_bancodobrasil_2022_cesgranrio.pdf")
CORPUS = ROOT / "tests" / "corpus"


@pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists(), reason="needs node and npm ci"
)
def test_pyodide_reads_pdfs_as_cpython(tmp_path):
    from cotacheck.interfaces.site.builder import package_zip
    from cotacheck.interfaces.site.rule_pages import vendor_pypdf

    package_zip(tmp_path / "cotacheck.zip")
    vendor_pypdf(tmp_path / "pypdf.zip")
    names = []
    for source in sorted(CORPUS.glob("*.txt"))[:8]:
        (tmp_path / f"{source.stem}.pdf").write_bytes(make_pdf(source.read_text(encoding="utf-8").splitlines()))
        names.append(f"{source.stem}.pdf")
    if REAL.exists():
        shutil.copy(REAL, tmp_path / REAL.name)
        names.append(REAL.name)
    code = tmp_path / "run.py"
    code.write_text(
        "import base64, json\n"
        "from cotacheck.linter import pdf_fast\n"
        "from cotacheck.interfaces.web.linter import lint, pdf_support\n"
        "pdf_support({'base64': base64.b64encode(open('/host/pypdf.zip', 'rb').read()).decode()})\n"
        "out = {}\n"
        f"for name in {names!r}:\n"
        "    data = base64.b64encode(open('/host/' + name, 'rb').read()).decode()\n"
        "    result = lint({'arquivo': {'nome': name, 'base64': data}, 'data': '2026-01-01'})\n"
        "    result.pop('markdown'); result.pop('text')\n"
        "    out[name] = result\n"
        "out['fast'] = pdf_fast.install()\n"
        "json.dumps(out)\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [
            "node",
            str(ROOT / "tests" / "pyodide" / "run_files.mjs"),
            str(tmp_path / "cotacheck.zip"),
            str(code),
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    page = json.loads(done.stdout)
    assert page.pop("fast") is True  # the fast tokenizer runs in the page too
    import datetime as dt

    for name in names:
        cli = lint_bytes((tmp_path / name).read_bytes(), name, date=dt.date(2026, 1, 1))
        assert page[name] == json.loads(json.dumps(cli)), name
