"""The linter's functions for the web page (`BRIDGE`, registered by cotacheck.web on their first call).

`lint` takes the edital's text (typed, pasted, or read from a .txt) or a file's bytes in base64 (a
.pdf, read with the vendored pypdf); it returns `lint_text()`'s JSON, the same as the CLI's, plus the
Markdown report. `pdf_support` receives the vendored pypdf zip from the page once, and puts it on
sys.path (zipimport: pypdf is pure Python). Standard library only: this runs in Pyodide.
"""

from __future__ import annotations

import base64
import binascii
import os
import sys
import tempfile

from cotacheck.errors import InputError
from cotacheck.law.lawbook import LAW_IDS
from cotacheck.linter import decode, lint_text
from cotacheck.linter.pdf import is_pdf, pdf_text
from cotacheck.linter.report import to_markdown
from cotacheck.interfaces.web.bridge import parse_day

#: Largest file the page accepts (bytes): a long edital PDF is a few MB.
MAX_FILE = 30_000_000


def _options(request: dict) -> dict:
    law = str(request.get("lei") or "").strip() or None
    if law is not None and law not in LAW_IDS:
        raise InputError("Escolha a lei: detectar no texto, Goiás, Rio Grande do Norte ou federal.")
    day = parse_day(request["data"]) if str(request.get("data") or "").strip() else None
    return {"law": law, "date": day}


def _decode(data: str) -> bytes:
    try:
        raw = base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        raise InputError("Arquivo ilegível: não foi possível receber o conteúdo.") from None
    if len(raw) > MAX_FILE:
        raise InputError(f"Arquivo grande demais ({len(raw) // 1_000_000} MB; o limite é {MAX_FILE // 1_000_000} MB).")
    return raw


def lint(request: dict) -> dict:
    """{texto | arquivo: {nome, base64}, lei?, data?} → lint_text() JSON plus {markdown}."""
    options = _options(request)
    upload = request.get("arquivo")
    if isinstance(upload, dict) and upload.get("base64") is not None:
        name = str(upload.get("nome") or "edital")[:200]
        raw = _decode(str(upload["base64"]))
        text = pdf_text(raw, name) if is_pdf(raw, name) else decode(raw, name)
        result = lint_text(text, filename=name, **options)
        result["text"] = text  # the page shows it, with the findings' lines highlighted
    else:
        text = request.get("texto")
        if not isinstance(text, str) or not text.strip():
            raise InputError("Cole o texto do edital ou escolha um arquivo .txt ou .pdf.")
        result = lint_text(text, filename=str(request.get("nome") or "") or None, **options)
    result["markdown"] = to_markdown(result)
    return result


def pdf_support(request: dict) -> dict:
    """{base64: the site's py/pypdf.zip} → pypdf importable (once per page)."""
    if "pypdf" in sys.modules:
        return {"ready": True}
    raw = _decode(str(request.get("base64") or ""))
    path = os.path.join(tempfile.gettempdir(), "cotacheck-pypdf.zip")
    with open(path, "wb") as handle:
        handle.write(raw)
    if path not in sys.path:
        sys.path.insert(0, path)
    try:
        import pypdf  # noqa: F401
    except ImportError:
        raise InputError("Não foi possível carregar o leitor de PDF.") from None
    return {"ready": True}


#: Registered by cotacheck.web on the first call of either (web.LAZY).
BRIDGE = (lint, pdf_support)
