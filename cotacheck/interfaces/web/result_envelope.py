"""How a result's envelope travels, and how it is unpacked with bounds before anything is validated.

verificar.html hands a result on in three forms, all holding the same JSON envelope (result_link.py
says what is in it and checks it):

- `#r=` + base64url(JSON): the first link format, still opened;
- `#z=` + base64url(deflate-raw(JSON)): what the page writes now (`CompressionStream("deflate-raw")`),
  a tenth to a fifth of the length for the real editais;
- a saved file (`.cotacheck.json`): the JSON itself, for a result whose link would be too long.

A link or file is something anyone can write, so every step has a ceiling: the text's length, and
for `#z=` the size once inflated (a few bytes of deflate can inflate to gigabytes: decompression
stops at `MAX_ENVELOPE` and the link is refused). A refusal is a `Refused`, whose message names
the form (link or file) it came in.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib

from cotacheck.errors import InputError

#: Longest link text accepted (characters after "#r=" or "#z="): above what Chromium opens (2 MiB).
MAX_LINK = 4_000_000
#: Largest envelope accepted (bytes of JSON, inflated or read from a file): a table of 10 000 cargos
#: with long names is about 3 MB.
MAX_ENVELOPE = 8_000_000
_BASE64URL = re.compile(r"[A-Za-z0-9_-]+=*")
#: Deepest nesting of arrays and objects read (an envelope has 4): `json.loads` of "[[[[…" recurses
#: in C, and in Pyodide that overflows the wasm stack and kills the engine instead of raising.
MAX_DEPTH = 20
_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_FORMS = {"link": "o link deste resultado", "arquivo": "o arquivo deste resultado"}
_AFTER = {
    "link": "Nada dele foi mostrado: verifique o edital de novo nesta página para ter o resultado.",
    "arquivo": "Nada dele foi mostrado, e o que estava nesta página continua como estava.",
}


class Refused(InputError):
    """A link or file that does not validate: `why` in Portuguese, worded for the form it came in."""

    def __init__(self, why: str, form: str = "link") -> None:
        self.why = why
        self.form = form
        super().__init__(f"{_FORMS[form]} não é válido ({why}). {_AFTER[form]}")

    def as_form(self, form: str) -> Refused:
        return self if form == self.form else Refused(self.why, form)


def refused(why: str) -> Refused:
    return Refused(why)


def _unbase64(data: object) -> bytes:
    if not isinstance(data, str) or not data or len(data) > MAX_LINK or not _BASE64URL.fullmatch(data):
        raise refused("o endereço está incompleto ou foi alterado")
    try:
        return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
    except (binascii.Error, ValueError):
        raise refused("o endereço está incompleto ou foi alterado") from None


def _inflate(packed: bytes) -> bytes:
    """deflate-raw → bytes, stopping at MAX_ENVELOPE + 1: a bomb is refused without being inflated."""
    inflater = zlib.decompressobj(-zlib.MAX_WBITS)
    try:
        raw = inflater.decompress(packed, MAX_ENVELOPE + 1)
    except zlib.error:
        raise refused("o endereço está incompleto ou foi alterado") from None
    if len(raw) > MAX_ENVELOPE or inflater.unconsumed_tail:
        raise refused(f"o conteúdo descompactado passa de {MAX_ENVELOPE // 1_000_000} MB")
    if not inflater.eof:
        raise refused("o endereço está incompleto ou foi alterado")
    return raw


def _too_deep(text: str) -> bool:
    """Whether `text` nests arrays or objects deeper than MAX_DEPTH, brackets inside strings aside
    (escapes dropped first, so that every string is "…" without a quote inside). Each pass drops the
    innermost pairs: brackets left after MAX_DEPTH passes are nested deeper, or unbalanced (which
    JSON refuses anyway). Linear passes in C: an 8 MB file of brackets takes a fraction of a second."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", _ESCAPE.sub("", text)))
    for _ in range(MAX_DEPTH):
        shorter = brackets.replace("[]", "").replace("{}", "")
        if shorter == brackets:
            break
        brackets = shorter
    return bool(brackets)


def _envelope(raw: bytes | str, damaged: str) -> dict:
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        if _too_deep(text):
            raise ValueError("nested too deep")
        envelope = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise refused(damaged) from None
    if not isinstance(envelope, dict) or envelope.get("v") not in (1, 2):
        raise refused("não é um resultado desta página")
    return envelope


def decode_link(data: object, packed: bool = False) -> dict:
    """The text after "#r=" (or "#z=", `packed`) → the envelope (a JSON object), or a refusal."""
    raw = _unbase64(data)
    return _envelope(_inflate(raw) if packed else raw, "o endereço está incompleto ou foi alterado")


def decode_file(text: object) -> dict:
    """A saved result's text (`.cotacheck.json`) → the envelope, or a refusal worded for a file."""
    if not isinstance(text, str) or not text.strip():
        raise Refused("o arquivo está vazio", "arquivo")
    if len(text) > MAX_ENVELOPE:
        raise Refused(f"o arquivo passa de {MAX_ENVELOPE // 1_000_000} MB", "arquivo")
    try:
        return _envelope(text, "não é um arquivo JSON de resultado")
    except Refused as error:
        raise error.as_form("arquivo") from None
