"""A file's bytes → the edital's text: a PDF read by `pdf`, else text decoded (UTF-8, else Latin-1)."""

from __future__ import annotations

from cotacheck.errors import InputError
from cotacheck.linter.read.pdf import is_pdf, pdf_text


def file_text(data: bytes, filename: str) -> str:
    """The text of a .txt or .pdf file (a PDF by its signature or its name)."""
    if is_pdf(data, filename):
        return pdf_text(data, filename)
    return decode(data, filename)


def decode(data: bytes, filename: str) -> str:
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(f"{filename}: o arquivo não parece ser texto nem PDF. Use um arquivo .txt ou .pdf.")
    for encoding in (
        ("utf-8-sig", "utf-16") if data.startswith((b"\xff\xfe", b"\xfe\xff")) else ("utf-8-sig", "cp1252", "latin-1")
    ):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise InputError(
        f"{filename}: não foi possível ler o texto do arquivo."
    )  # pragma: no cover - latin-1 decodes anything
