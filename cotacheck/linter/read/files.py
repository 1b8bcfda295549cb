"""A file's bytes → the edital's text: a PDF read by `pdf`, else text decoded line by line.

Text is UTF-8 (a byte order mark allowed), UTF-32 with one (its mark is read before UTF-16's, which it starts
with) or UTF-16 (with or without one); a line that is not UTF-8
is read as Windows-1252 (Latin-1 where that fails), that line alone, so one stray byte does not turn
the whole file into mojibake. When the file mixes the two, a note line says which lines were read so.
"""

from __future__ import annotations

from cotacheck.errors import InputError
from cotacheck.linter.read.pdf import is_pdf, pdf_text
from cotacheck.linter.read.sniff import UTF32_BOMS, utf16_without_bom
from cotacheck.linter.read.text import reading_note_line

#: Lines listed one by one in the note about lines read as Windows-1252.
_LISTED = 10


def file_text(data: bytes, filename: str) -> str:
    """The text of a .txt or .pdf file (a PDF by its signature or its name)."""
    if is_pdf(data, filename):
        return pdf_text(data, filename)
    return decode(data, filename)


def decode(data: bytes, filename: str) -> str:
    if data.startswith(UTF32_BOMS):  # FF FE 00 00 is also UTF-16's mark followed by a NUL
        return _whole(data, "utf-32", filename)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return _whole(data, "utf-16", filename)
    if bom_less := utf16_without_bom(data):
        return _whole(data, bom_less, filename)
    if b"\x00" in data[:4096]:
        raise InputError(f"{filename}: o arquivo não parece ser texto nem PDF. Use um arquivo .txt ou .pdf.")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return _line_by_line(data)


def _whole(data: bytes, encoding: str, filename: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        raise InputError(
            f"{filename}: o arquivo parece texto {encoding[:6].upper()}, mas tem bytes inválidos; "
            "salve-o de novo como UTF-8."
        ) from None


def _line_by_line(data: bytes) -> str:
    """Each line as UTF-8, else Windows-1252, else Latin-1 (which decodes anything)."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    lines, legacy, utf8_non_ascii = [], [], False
    for number, raw in enumerate(data.split(b"\n"), 1):
        try:
            lines.append(raw.decode("utf-8"))
            utf8_non_ascii = utf8_non_ascii or not raw.isascii()
        except UnicodeDecodeError:
            legacy.append(number)
            try:
                lines.append(raw.decode("cp1252"))
            except UnicodeDecodeError:
                lines.append(raw.decode("latin-1"))
    text = "\n".join(lines)
    if utf8_non_ascii:  # UTF-8 and another encoding in one file: say where each was assumed
        listed = ", ".join(str(n) for n in legacy[:_LISTED])
        more = f" e outras {len(legacy) - _LISTED}" if len(legacy) > _LISTED else ""
        which = f"a linha {listed} não está" if len(legacy) == 1 else f"as linhas {listed}{more} não estão"
        text += "\n" + reading_note_line(
            f"{which} em UTF-8 como o resto do arquivo e {'foi lida' if len(legacy) == 1 else 'foram lidas'} "
            "como Windows-1252 (acentos podem ter saído trocados)",
            legacy[0],
        )
    return text
