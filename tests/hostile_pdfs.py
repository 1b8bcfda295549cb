"""Hostile and broken PDFs, built byte by byte, for tests and the PDF bench."""

from __future__ import annotations

import random
import re
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


def inflating_pages(pages: int = 40, megabytes: int = 70, seed: int = 26) -> bytes:
    """`pages` pages each drawing a line of text and then padding that inflates from about 70 kB to
    `megabytes` MB (spaces and, placed by a seeded generator, short comments): a small file whose
    reading decodes `pages` × `megabytes` MB. The padding is compressed once, each page has its own copy."""
    rng = random.Random(seed)
    pad = bytearray(b" " * (1024 * 1024))
    for _ in range(64):
        at = rng.randrange(len(pad) - 16)
        pad[at : at + 12] = b"\n%" + bytes(rng.choice(b"abcdefghij") for _ in range(9)) + b"\n"
    compressor = zlib.compressobj(6)
    padding = b"".join(compressor.compress(bytes(pad)) for _ in range(megabytes)) + compressor.flush()
    padding = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(padding) + padding + b"\nendstream"
    objects = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    }
    for page in range(pages):
        text = b"BT /F1 9 Tf 40 800 Td (Pagina %d do edital de abertura) Tj ET\n" % (page + 1)
        first = 10 + 3 * page
        objects[first] = b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream"
        objects[first + 1] = padding
        objects[first + 2] = (
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> "
            b"/Contents [%d 0 R %d 0 R] >>" % (first, first + 1)
        )
    kids = b" ".join(b"%d 0 R" % (12 + 3 * page) for page in range(pages))
    objects[2] = b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % pages
    return pdf_from_objects(objects)


def text_page(content: bytes, *, media_box: bytes = b"[0 0 595 842]", length: bytes | None = None) -> bytes:
    """One page showing `content` uncompressed, with the MediaBox and the /Length entry given as raw
    PDF (`length`: e.g. b"6 0 R", an indirect length; objects 6 and 7 refer to each other)."""
    return pdf_from_objects(
        {
            1: b"<< /Type /Catalog /Pages 2 0 R >>",
            2: b"<< /Type /Pages /Kids [5 0 R] /Count 1 >>",
            3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            4: b"<< /Length %s >>\nstream\n" % (length or b"%d" % len(content)) + content + b"\nendstream",
            5: b"<< /Type /Page /Parent 2 0 R /MediaBox " + media_box + b" /Resources << /Font << /F1 3 0 R >> >> "
            b"/Contents 4 0 R >>",
            6: b"7 0 R",
            7: b"6 0 R",
        }
    )


def startxref(data: bytes) -> int:
    return int(re.findall(rb"startxref\s+(\d+)", data)[-1])


def incremental_update(base: bytes, content: bytes, *, entry_shift: int = 0, prev: int | None = None) -> bytes:
    """`base` (made by `text_page` or `one_page`: its content stream is object 4) with an update appended
    that replaces the content stream by `content`, as an editor saving over the file does. The update's
    xref entry points `entry_shift` bytes beside the new object (0: right; a few bytes: a broken
    entry); `prev`: the /Prev offset written instead of the true one."""
    out = bytearray(base)
    at = len(out)
    out += b"4 0 obj\n<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream\nendobj\n"
    xref = len(out)
    out += b"xref\n0 1\n0000000000 65535 f \n4 1\n%010d 00000 n \n" % (at + entry_shift)
    out += b"trailer\n<< /Size 8 /Root 1 0 R /Prev %d >>\nstartxref\n%d\n%%%%EOF\n" % (
        startxref(base) if prev is None else prev,
        xref,
    )
    return bytes(out)


def with_startxref(data: bytes, offset: int) -> bytes:
    """`data` whose last startxref says `offset` instead."""
    head, _, tail = data.rpartition(b"startxref\n%d" % startxref(data))
    return head + b"startxref\n%d" % offset + tail


def with_xref_entry(data: bytes, number: int, offset: int) -> bytes:
    """`data` (one xref section) whose entry for object `number` says `offset` (ten digits or more)."""
    xref = startxref(data)
    table = data[xref:]
    lines = table.split(b"\n")
    lines[2 + number] = b"%010d 00000 n " % offset
    return data[:xref] + b"\n".join(lines)
