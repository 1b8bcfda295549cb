"""PDF editais: read like their text; a scan or a broken file gets a clear message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lint_samples import GO_HEAD, make_pdf, run

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def test_pdf_read_like_text(tmp_path):
    lines = (GO_HEAD + "Cargo AC PcD Total\nAnalista Legislativo – Contabilidade 9 1 10\n").splitlines()
    pdf = tmp_path / "edital.pdf"
    pdf.write_bytes(make_pdf(lines))
    out = run("lint", str(pdf), "--format", "json")
    assert out.returncode == 1, out.stderr
    data = json.loads(out.stdout)[0]
    assert data["law"] == "go" and data["date"] == "2026-03-10"
    assert [(p["name"], p["vacancies"], p["line"]) for p in data["positions"]] == [
        ("Analista Legislativo – Contabilidade", 10, 5)
    ]


def test_scanned_pdf_gets_a_clear_message(tmp_path):
    pdf = tmp_path / "scan.pdf"
    pdf.write_bytes(make_pdf([]))
    out = run("lint", str(pdf))
    assert out.returncode == 2 and "digitalizado" in out.stderr and not out.stdout
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4\nnot really")
    out = run("lint", str(broken))
    assert out.returncode == 2 and "PDF" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize(
    "name", ["go_sefaz_fgv_tabela_plana", "rn_alrn_cebraspe_celulas_cr", "go_saneago_quadrix_prosa_extenso"]
)
def test_corpus_edital_as_pdf_reads_like_its_text(name, tmp_path):
    source = CORPUS / f"{name}.txt"
    if not source.exists():
        pytest.skip("corpus file not present")
    text = source.read_text(encoding="utf-8")
    pdf = tmp_path / f"{name}.pdf"
    pdf.write_bytes(make_pdf(text.splitlines()))
    from_text = json.loads(run("lint", str(source), "--format", "json").stdout)[0]
    from_pdf = json.loads(run("lint", str(pdf), "--format", "json").stdout)[0]

    def shape(result):
        return (
            [(p["name"], p["vacancies"], p["reserved_stated"], p["pcd_stated"]) for p in result["positions"]],
            sorted(f["code"] for f in result["findings"]),
            result["law"],
            result["date"],
        )

    assert shape(from_pdf) == shape(from_text)
