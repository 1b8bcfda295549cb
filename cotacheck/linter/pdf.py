"""Text out of a PDF with pypdf (pure Python, also runs in Pyodide), imported only when needed."""

from __future__ import annotations

import io

from cotacheck.errors import InputError
from cotacheck.linter.pdf_layout import page_text_auto

#: Pages read at most; real editais have tens to a few hundred.
MAX_PAGES = 2000


def is_pdf(data: bytes, filename: str | None = None) -> bool:
    return data[:1024].lstrip().startswith(b"%PDF") or bool(filename and filename.lower().endswith(".pdf"))


def pdf_text(data: bytes, filename: str = "arquivo.pdf") -> str:
    try:
        import pypdf
    except ImportError:
        raise InputError("Para ler PDF é preciso o pacote pypdf (pip install pypdf); ou copie o texto para um arquivo .txt.") from None
    import logging

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        reader = pypdf.PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            try:
                reader.decrypt("")
            except Exception:
                raise InputError(f"{filename}: o PDF está protegido por senha; não foi possível ler o texto.") from None
        pages = []
        for number, page in enumerate(reader.pages):
            if number >= MAX_PAGES:
                break
            pages.append(page_text_auto(page))  # by position where the plain text lost a table's rows
    except InputError:
        raise
    except Exception as error:
        raise InputError(f"{filename}: não foi possível ler o PDF ({type(error).__name__}). O arquivo pode estar corrompido.") from None
    text = "\n".join(pages)
    if sum(1 for c in text if c.isalnum()) < 20:
        raise InputError(
            f"{filename}: o PDF não tem texto extraível (parece digitalizado, uma imagem de cada página). "
            "Use um PDF com texto ou passe o edital por um OCR e cole o texto."
        )
    return text
