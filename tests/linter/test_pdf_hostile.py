"""Hostile PDFs get one clear Portuguese line, within a time bound (subprocess timeout) and a memory
bound (an address-space limit set in the child), never a traceback, a hang or exhausted memory."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_pdfs import deeply_nested, inflation_bomb, scanned, tiny_runs, truncated
from lint_samples import GO_HEAD, make_pdf

pypdf = pytest.importorskip("pypdf")
ROOT = Path(__file__).resolve().parents[2]
REAL = Path("/work/shared/real-editais/fed_bancodobrasil_2022_cesgranrio.pdf")
#: Address space for the child (bytes): the CLI reading any of these stays far below it.
MEMORY = 1536 * 1024 * 1024
SECONDS = 120

CHILD = (
    "import resource, sys\n"
    f"resource.setrlimit(resource.RLIMIT_AS, ({MEMORY}, {MEMORY}))\n"
    "from cotacheck.interfaces.cli.main import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def lint_bounded(path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", CHILD, "lint", str(path), "--format", "json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=SECONDS,
        check=False,
    )


def a_long_edital() -> bytes:
    lines = (GO_HEAD + "Cargo AC Negros Total\n").splitlines() + [f"Analista {n} 8 2 10" for n in range(400)]
    return make_pdf(lines)


def password_protected() -> bytes:
    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(io.BytesIO(a_long_edital())))
    writer.encrypt(user_password="segredo", owner_password="dono", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


CASES = {
    # name: (bytes, words the one-line message must carry)
    "truncated": (lambda: truncated(REAL.read_bytes() if REAL.exists() else a_long_edital()), ("incompleto",)),
    "password": (password_protected, ("protegido por senha",)),
    "nested": (deeply_nested, ("não foi possível ler o PDF",)),
    "bomb": (inflation_bomb, ("página 1", "grande demais")),
    "scanned": (scanned, ("digitalizado",)),
}


@pytest.mark.parametrize("name", list(CASES))
def test_hostile_pdf_gets_one_clear_line(name, tmp_path):
    make, words = CASES[name]
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(make())
    out = lint_bounded(path)
    assert out.returncode == 2 and not out.stdout, (out.returncode, out.stderr[-1500:])
    message = out.stderr.strip()
    assert "Traceback" not in message and "MemoryError" not in message and len(message.splitlines()) == 1, message
    for word in words:
        assert word in message, message


def test_hundred_thousand_tiny_text_runs_are_read(tmp_path):
    path = tmp_path / "runs.pdf"
    path.write_bytes(tiny_runs(100_000))
    out = lint_bounded(path)
    assert out.returncode in (0, 1) and "Traceback" not in out.stderr, out.stderr[-1500:]


def test_one_bad_page_does_not_lose_the_others(tmp_path):
    """A page past pypdf's limits is named in the text and in CQ305; the rest of the PDF is read."""
    good = pypdf.PdfReader(io.BytesIO(make_pdf((GO_HEAD + "Cargo AC Negros Total\nAnalista 8 2 10\n").splitlines())))
    bad = pypdf.PdfReader(io.BytesIO(inflation_bomb(64)))
    writer = pypdf.PdfWriter()
    writer.add_page(good.pages[0])
    writer.add_page(bad.pages[0])
    path = tmp_path / "mixed.pdf"
    with path.open("wb") as handle:
        writer.write(handle)
    out = lint_bounded(path)
    assert out.returncode in (0, 1), out.stderr[-1500:]
    result = json.loads(out.stdout)[0]
    assert [p["name"] for p in result["positions"]] == ["Analista"]
    assert [(t["kind"], t["page"]) for t in result["truncated"]] == [("page_unread", 2)]
    assert any(f["code"] == "CQ305" and "página 2" in f["message"] for f in result["findings"])
