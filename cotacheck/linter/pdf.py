"""Text out of a PDF with pypdf (pure Python, also runs in Pyodide), imported only when needed.

Copy-protected PDFs (an empty user password plus an owner password) are read like any other: pypdf
tries the empty password itself, and `pdf_crypto` gives it AES where no cryptography library is
installed (the page). A PDF that needs a password to open says so. Pages past `MAX_PAGES` are not
read, and the text ends with a line saying which (`text.OMITTED_MARK`), so the findings can say
they cover only what was read.
"""

from __future__ import annotations

import gc
import io
from contextlib import contextmanager

from cotacheck.errors import InputError
from cotacheck.linter import pdf_crypto, pdf_fast
from cotacheck.linter.pdf_layout import page_text_auto
from cotacheck.linter.text import omitted_pages_line, unread_page_line, unread_reasons

#: Pages read at most; real editais have tens to a few hundred.
MAX_PAGES = 2000


def is_pdf(data: bytes, filename: str | None = None) -> bool:
    return data[:1024].lstrip().startswith(b"%PDF") or bool(filename and filename.lower().endswith(".pdf"))


def _password_message(filename: str) -> str:
    return (
        f"{filename}: o PDF está protegido por senha (é preciso uma senha para abri-lo); não foi possível ler o texto. "
        "Abra-o com a senha e salve uma cópia sem senha, ou copie o texto para um arquivo .txt."
    )


def _opened(reader) -> bool:
    """Whether the empty password, tried by pypdf while opening, decrypted the file (no second try:
    with pure-Python AES-256 each try costs a fraction of a second)."""
    encryption = getattr(reader, "_encryption", None)
    if encryption is not None and callable(getattr(encryption, "is_decrypted", None)):
        return bool(encryption.is_decrypted())
    from pypdf import PasswordType

    return reader.decrypt("") != PasswordType.NOT_DECRYPTED


@contextmanager
def _collected_per_page():
    """Python's cycle collector off while a page is read, then run once on what the page left (its
    young objects): a page makes hundreds of thousands of objects, and the collector's passes over
    them cost about a tenth of the reading. Memory stays bounded: what one page left in cycles is
    collected before the next."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect(0)


def _read_pages(reader, count: int) -> tuple[list[str], list[str]]:
    """Each page's text; a page pypdf cannot read (a content stream past its limits, a broken
    stream) becomes a line saying so, and the other pages are still read."""
    from pypdf import errors

    limit_reached = getattr(errors, "LimitReachedError", errors.PdfReadError)  # pypdf >= 6 has reading limits

    pages, unread = [], []
    for number in range(count):
        try:
            with _collected_per_page():
                pages.append(
                    page_text_auto(reader.pages[number])
                )  # by position where the plain text lost a table's rows
            continue
        except limit_reached:
            reason = "conteúdo grande demais (limite de segurança do leitor)"
        except (errors.PdfReadError, errors.PdfStreamError, ValueError, KeyError, TypeError):
            reason = "conteúdo ilegível"
        line = unread_page_line(number + 1, reason)
        pages.append(line)
        unread.append(line)
    return pages, unread


def pdf_text(data: bytes, filename: str = "arquivo.pdf") -> str:
    try:
        import pypdf
    except ImportError:
        raise InputError(
            "Para ler PDF é preciso o pacote pypdf (pip install pypdf); ou copie o texto para um arquivo .txt."
        ) from None
    import logging

    from pypdf.errors import DependencyError, FileNotDecryptedError

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    pdf_crypto.install()  # AES for pypdf when no cryptography library is installed; no-op otherwise
    pdf_fast.install()  # the same operations out of content streams, about a fifth less time in all
    try:
        reader = pypdf.PdfReader(io.BytesIO(data))  # an encrypted PDF: pypdf tries the empty password
        if reader.is_encrypted and not _opened(reader):
            raise InputError(_password_message(filename))
        total = len(reader.pages)
        pages, unread = _read_pages(reader, min(total, MAX_PAGES))
    except FileNotDecryptedError:  # WrongPasswordError too: the empty password does not open it
        raise InputError(_password_message(filename)) from None
    except (DependencyError, NotImplementedError):  # e.g. a certificate handler, not a password one
        raise InputError(
            f"{filename}: o PDF usa uma proteção que este leitor não conhece; não foi possível ler o texto. "
            "Abra-o no leitor de PDF e salve uma cópia sem proteção, ou copie o texto para um arquivo .txt."
        ) from None
    except InputError:
        raise
    except RecursionError:
        raise InputError(
            f"{filename}: não foi possível ler o PDF (estrutura aninhada demais). O arquivo pode estar corrompido."
        ) from None
    except MemoryError:
        raise InputError(f"{filename}: o PDF é grande demais para ser lido aqui (memória insuficiente).") from None
    except Exception as error:
        if b"%%EOF" not in data[-2048:]:
            raise InputError(
                f"{filename}: o PDF está incompleto (o arquivo termina antes do fim, como num download interrompido); "
                "não foi possível ler o texto. Baixe o arquivo de novo."
            ) from None
        raise InputError(
            f"{filename}: não foi possível ler o PDF ({type(error).__name__}). O arquivo pode estar corrompido."
        ) from None
    text = "\n".join(pages)
    if sum(1 for c in text if c.isalnum()) < 20 + sum(sum(1 for c in line if c.isalnum()) for line in unread):
        if unread:
            raise InputError(f"{filename}: não foi possível ler o texto do PDF: " + unread_reasons(unread) + ".")
        raise InputError(
            f"{filename}: o PDF não tem texto extraível (parece digitalizado, uma imagem de cada página). "
            "Use um PDF com texto ou passe o edital por um OCR e cole o texto."
        )
    if total > MAX_PAGES:
        text += "\n" + omitted_pages_line(MAX_PAGES + 1, total, MAX_PAGES)
    return text
