"""Shared by the linter's tests: a Goiás edital's head and clauses, the CLI, and a minimal PDF writer."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cotacheck.linter.read.text import furniture, split_lines
from cotacheck.linter.tables.extract import extract

#: The real editais with hand labels, beside the checkout (../shared/real-editais, or $COTACHECK_REAL_EDITAIS for a
#: checkout elsewhere); tests using them skip without it.
REAL_EDITAIS = Path(
    os.environ.get("COTACHECK_REAL_EDITAIS") or Path(__file__).resolve().parents[2] / "shared" / "real-editais"
)


def each_real_edital(*suffixes: str, reason: str = "real editais not present") -> list:
    """pytest parameters: the real editais whose names end in one of `suffixes`, one each (its path,
    named by the file), so that a test per edital spreads their readings over the workers; without
    them, one skipped parameter whose reason says so (tests/conftest.py counts such skips)."""
    import pytest

    found = sorted(p for p in REAL_EDITAIS.glob("*") if p.name.endswith(suffixes)) if REAL_EDITAIS.is_dir() else []
    if not found:
        return [pytest.param(None, id="absent", marks=pytest.mark.skip(reason=reason))]
    return [pytest.param(path, id=path.name) for path in found]


#: Pages of a real edital that a test repeating one per-page check compares, spread over it (its first
#: and last among them): the 12 real PDFs hold some 560 pages that repeat one another's fonts, operators
#: and table layouts, and reading every one costs a minute of CPU or more in each such test. Such a test
#: still reads one real PDF whole (`whole_real_pdf`).
REAL_PAGES = 12


def spread(count: int, keep: int = REAL_PAGES) -> set[int]:
    """`keep` page numbers (from 1) spread evenly over `count` pages, the first and last included."""
    if count <= keep:
        return set(range(1, count + 1))
    return {1 + round(k * (count - 1) / (keep - 1)) for k in range(keep)}


def whole_real_pdf() -> Path | None:
    """The real PDF a sampling test reads whole, end to end: the smallest file (its 23 pages take a few
    CPU seconds a reading)."""
    return min(REAL_EDITAIS.glob("*.pdf"), key=lambda p: p.stat().st_size, default=None)


GO_HEAD = (
    "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\nConforme a Lei estadual nº 23.389/2025.\n"
)
CLAUSES = (
    "Os candidatos se autodeclararão pretos ou pardos, conforme o quesito cor ou raça do IBGE.\n"
    "Os candidatos negros concorrerão concomitantemente às vagas reservadas e às de ampla concorrência.\n"
    "Não havendo candidatos negros aprovados, as vagas reservadas serão revertidas à ampla concorrência.\n"
    "A nomeação respeitará os critérios de alternância e proporcionalidade.\n"
    "Constatada a falsidade da autodeclaração na heteroidentificação, o candidato será eliminado, "
    "assegurados o contraditório e a ampla defesa.\n"
)


def positions(text: str):
    lines = split_lines(text)
    found, _ = extract(lines, furniture(lines))
    return found


def codes(result: dict) -> list[str]:
    return [f["code"] for f in result["findings"]]


def run(*args, input_path=None):
    return subprocess.run([sys.executable, "-m", "cotacheck", *args], capture_output=True, text=True)


def make_pdf(lines: list[str], per_page: int = 60) -> bytes:
    """A minimal PDF whose pages show `lines` in Helvetica (WinAnsi); no lines: a page with only a
    drawn rectangle, like a scan without a text layer."""

    def esc(text: str) -> str:
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    pages = [lines[i : i + per_page] for i in range(0, len(lines), per_page)] or [[]]
    bodies = [
        "BT /F1 9 Tf 11 TL 40 800 Td\n" + "".join(f"({esc(line)}) '\n" for line in chunk) + "ET"
        if chunk
        else "0.5 g 40 40 500 700 re f"
        for chunk in pages
    ]
    return pdf_from_pages(bodies)


def pdf_from_pages(pages: list[str]) -> bytes:
    """A PDF whose pages draw the given content streams, with Helvetica (WinAnsi) as /F1."""
    objects = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    }
    kids = []
    number = 4
    for body in pages:
        stream = body.encode("cp1252", errors="replace")
        objects[number] = b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"
        objects[number + 1] = (
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> "
            b"/Contents %d 0 R >>" % number
        )
        kids.append(number + 1)
        number += 2
    objects[2] = b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % k for k in kids) + b"] /Count %d >>" % len(kids)
    out = bytearray(b"%PDF-1.4\n")
    offsets = {}
    for key in sorted(objects):
        offsets[key] = len(out)
        out += b"%d 0 obj\n" % key + objects[key] + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for key in sorted(objects):
        out += b"%010d 00000 n \n" % offsets[key]
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def readable_pages(pdfs, limit: int | None = None):
    """(name, page number from 1, pypdf page) of each named PDF pypdf can open, its first `limit`
    pages; a PDF it cannot open at all is passed over (there is nothing to compare)."""
    import io

    import pypdf

    for name, data in pdfs:
        try:
            pages = pypdf.PdfReader(io.BytesIO(data)).pages
            count = len(pages)
        except Exception:  # noqa: BLE001, S112 - not readable at all
            continue
        for number in range(count if limit is None else min(count, limit)):
            yield name, number + 1, pages[number]
