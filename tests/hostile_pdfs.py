"""Hostile and broken PDFs, built byte by byte, for tests and the PDF bench."""

from __future__ import annotations

import zlib


def pdf_from_objects(objects: dict[int, bytes], root: int = 1) -> bytes:
    """A PDF file with a correct cross-reference table around numbered object bodies."""
    out = bytearray(b"%PDF-1.5\n")
    offsets = {}
    for key in sorted(objects):
        offsets[key] = len(out)
        out += b"%d 0 obj\n" % key + objects[key] + b"\nendobj\n"
    xref = len(out)
    size = max(objects) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for key in range(1, size):
        out += b"%010d 00000 n \n" % offsets[key] if key in offsets else b"0000000000 65535 f \n"
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, root, xref)
    return bytes(out)


def one_page(content: bytes, *, flate: bool = False, extra_page_entries: bytes = b"") -> bytes:
    """One page showing `content` (a content stream) in Helvetica; `flate` compresses it."""
    body = zlib.compress(content, 9) if flate else content
    filters = b" /Filter /FlateDecode" if flate else b""
    return pdf_from_objects(
        {
            1: b"<< /Type /Catalog /Pages 2 0 R >>",
            2: b"<< /Type /Pages /Kids [5 0 R] /Count 1 >>",
            3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            4: b"<< /Length %d%s >>\nstream\n" % (len(body), filters) + body + b"\nendstream",
            5: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R"
            + extra_page_entries
            + b" >>",
        }
    )


def tiny_runs(count: int = 100_000) -> bytes:
    """A page with `count` one-letter text runs, each placed by its own matrix."""
    runs = b"".join(b"1 0 0 1 %d %d Tm (a) Tj\n" % (i % 500, i // 500 % 800) for i in range(count))
    return one_page(b"BT /F1 1 Tf\n" + runs + b"ET", flate=True)


def inflation_bomb(megabytes: int = 1024) -> bytes:
    """A text page whose content stream of a few MB inflates to `megabytes` of number operands, the
    worst input for a content parser (one object per operand)."""
    compressor = zlib.compressobj(9)
    chunk = b"0 " * 512 * 1024  # 1 MB
    body = (
        compressor.compress(b"BT /F1 9 Tf 40 800 Td (Edital) Tj\n")
        + b"".join(compressor.compress(chunk) for _ in range(megabytes))
        + compressor.compress(b"(fim) Tj ET")
        + compressor.flush()
    )
    return pdf_from_objects(
        {
            1: b"<< /Type /Catalog /Pages 2 0 R >>",
            2: b"<< /Type /Pages /Kids [5 0 R] /Count 1 >>",
            3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            4: b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(body) + body + b"\nendstream",
            5: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>",
        }
    )


def deeply_nested(depth: int = 100_000) -> bytes:
    """A page whose /Resources holds arrays nested `depth` deep, and a content stream of nested arrays."""
    nest = b"[" * depth + b"]" * depth
    return one_page(b"BT /F1 9 Tf 40 800 Td (Edital) Tj ET\n" + nest, extra_page_entries=b" /Nest " + nest)


def truncated(data: bytes, keep: float = 0.5) -> bytes:
    """The first part of a real PDF, as an interrupted download leaves it."""
    return data[: int(len(data) * keep)]


def scanned() -> bytes:
    """A page with only a drawn rectangle, like a scan without a text layer (several pages)."""
    return one_page(b"0.5 g 40 40 500 700 re f")
