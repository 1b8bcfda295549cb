"""What a file is, from its first bytes: a file named .pdf that is not one is told what it seems to be
("parece um documento do Word") instead of being read as a broken PDF; UTF-16 text without a byte
order mark is recognised by its zero bytes."""

from __future__ import annotations

import re
import zipfile
from io import BytesIO

#: What to do, by the kind of file it seems to be: a file that is not a PDF at all is not fixed by
#: downloading it again, but by saving it as PDF (or copying its text out of the program it opens in).
_ADVICE = {
    "word": "Abra-o no Word (ou no LibreOffice) e salve como PDF, ou copie o texto para um arquivo .txt.",
    "excel": "Abra-o no Excel (ou no LibreOffice) e salve como PDF, ou copie o texto para um arquivo .txt.",
    "powerpoint": "Abra-o no PowerPoint (ou no LibreOffice) e salve como PDF, ou copie o texto para um arquivo .txt.",
    "image": "De uma imagem o texto não pode ser lido: procure o edital em PDF no site do órgão ou da banca.",
    "archive": "Descompacte-o e escolha o PDF do edital que está dentro.",
    "web": "Baixe o edital de novo no site do órgão ou da banca (o link pode ter levado a uma página de erro).",
    "empty": "Baixe o edital de novo.",
    "text": "Renomeie-o para .txt e escolha-o de novo.",
    "other": "Baixe o edital em PDF de novo, ou copie o texto para um arquivo .txt.",
}
#: Kinds told by their signature: (first bytes, what the file seems to be, what to do).
_SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "uma imagem PNG", "image"),
    (b"\xff\xd8\xff", "uma imagem JPEG", "image"),
    (b"GIF8", "uma imagem GIF", "image"),
    (b"II*\x00", "uma imagem TIFF", "image"),
    (b"MM\x00*", "uma imagem TIFF", "image"),
    (b"{\\rtf", "um documento RTF", "word"),
    (b"\xd0\xcf\x11\xe0", "um documento do Word ou do Excel antigo (.doc ou .xls)", "word"),
    (b"Rar!", "um arquivo compactado RAR", "archive"),
    (b"7z\xbc\xaf", "um arquivo compactado 7-Zip", "archive"),
    (b"\x1f\x8b", "um arquivo compactado gzip", "archive"),
)
#: The byte order marks of UTF-32 (little- and big-endian): text, though full of zero bytes.
UTF32_BOMS = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")
#: Inside a ZIP: (a member's name starts with, what the file seems to be, what to do).
_ZIP_MEMBERS = (
    ("word/", "um documento do Word (.docx)", "word"),
    ("xl/", "uma planilha do Excel (.xlsx)", "excel"),
    ("ppt/", "uma apresentação do PowerPoint (.pptx)", "powerpoint"),
    ("content.xml", "um documento do LibreOffice (OpenDocument)", "word"),
)
_ZIP = ("um arquivo compactado ZIP", "archive")


def _zip_kind(data: bytes) -> tuple[str, str]:
    try:
        names = zipfile.ZipFile(BytesIO(data)).namelist()
    except (zipfile.BadZipFile, ValueError, OSError, EOFError):
        return _ZIP
    for prefix, kind, advice in _ZIP_MEMBERS:
        if any(name.startswith(prefix) for name in names[:2000]):
            return kind, advice
    return _ZIP


def _kind(data: bytes) -> tuple[str, str] | None:
    """(what the file seems to be, the key of what to do), or None when its first bytes say nothing."""
    if not data.strip():
        return ("um arquivo vazio" if not data else "um arquivo só com espaços em branco"), "empty"
    if data.startswith(b"PK\x03\x04") or data.startswith(b"PK\x05\x06"):
        return _zip_kind(data)
    for signature, kind, advice in _SIGNATURES:
        if data.startswith(signature):
            return kind, advice
    head = data[:1024].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if head.startswith((b"<!doctype html", b"<html", b"<head", b"<body")) or b"<html" in head[:300]:
        return "uma página da web (HTML), talvez a página de erro de um site em vez do arquivo", "web"
    if head.startswith(b"<?xml"):
        return "um arquivo XML", "other"
    if data.startswith(UTF32_BOMS) or utf16_without_bom(data) or _mostly_text(data[:4096]):
        return "um arquivo de texto", "text"
    return None


def seems(data: bytes) -> str | None:
    """What a file that is not a PDF seems to be, in Portuguese ("um documento do Word (.docx)"), or
    None when its first bytes say nothing."""
    found = _kind(data)
    return found[0] if found else None


def _mostly_text(head: bytes) -> bool:
    printable = sum(1 for b in head if b >= 0x20 or b in (9, 10, 13))
    return b"\x00" not in head and printable >= 0.95 * len(head)


def not_a_pdf(data: bytes, filename: str) -> str | None:
    """The message for a file named .pdf whose bytes are not a PDF's (no "%PDF" at its start): it leads
    with "Este arquivo não é um PDF", says what the file seems to be and what to do with that kind."""
    if data[:1024].lstrip().startswith(b"%PDF"):
        return None
    found = _kind(data)
    if found is None and b"%PDF" in data[:1024]:  # a few bytes before the header, as viewers tolerate
        return None
    kind, advice = found or (None, "other")
    what = f"parece {kind}" if kind else "não começa com a assinatura de um PDF (%PDF)"
    return f"Este arquivo não é um PDF: {filename} {what}. {_ADVICE[advice]}"


def utf16_without_bom(data: bytes) -> str | None:
    """ "utf-16-le" or "utf-16-be" when the file reads as UTF-16 text without a byte order mark: in
    Portuguese text nearly every other byte is zero (ASCII and Latin-1 letters), on one side only."""
    head = data[:4096]
    if len(head) < 4 or b"\x00" not in head:
        return None
    pairs = len(head) // 2
    odd_zero = sum(1 for b in head[1 : 2 * pairs : 2] if b == 0)
    even_zero = sum(1 for b in head[0 : 2 * pairs : 2] if b == 0)
    for zeros, others, encoding in ((odd_zero, even_zero, "utf-16-le"), (even_zero, odd_zero, "utf-16-be")):
        if zeros >= 0.7 * pairs and others <= 0.02 * pairs:
            try:
                data[: len(data) // 2 * 2].decode(encoding)
            except UnicodeDecodeError:
                return None
            return encoding
    return None


#: A PDF object's header ("12 0 obj"): every PDF, even one cut short after its first kilobyte, has one.
_OBJECT = re.compile(rb"\d{1,10}\s+\d{1,5}\s+obj\b")


def text_with_pdf_signature(data: bytes) -> bool:
    """Whether a file that starts with "%PDF" is text and no PDF: no object anywhere in it, and what
    follows its first line is text. A PDF cut short (a download interrupted) still has its first objects."""
    if _OBJECT.search(data):
        return False
    body = data.split(b"\n", 1)[1] if b"\n" in data[:1024] else b""
    return len(body.strip()) >= 64 and _mostly_text(body[:4096])
