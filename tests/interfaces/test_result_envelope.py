"""The result's other two forms (cotacheck.interfaces.web.result_envelope): the compressed link
(`#z=`, deflate-raw) and the saved file (`.cotacheck.json`) open through the same validation as the
`#r=` link, a deflate bomb stops at the size limit, and a bad file is refused in words for a file."""

from __future__ import annotations

import base64
import gc
import json
import tracemalloc
import zlib

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.linter import lint, open_link
from cotacheck.interfaces.web.result_envelope import MAX_ENVELOPE, MAX_LINK
from tests.interfaces.test_result_link import BASE, EDITAL, ROW_KEYS, encode, shown

LINK_REFUSED = "o link deste resultado não é válido"
FILE_REFUSED = "o arquivo deste resultado não é válido"


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def deflated(data: bytes) -> bytes:
    packer = zlib.compressobj(-1, zlib.DEFLATED, -zlib.MAX_WBITS)  # what CompressionStream("deflate-raw") writes
    return packer.compress(data) + packer.flush()


def pack(envelope: object) -> str:
    return b64(deflated(json.dumps(envelope, ensure_ascii=False, separators=(",", ":")).encode()))


def saved(envelope: object) -> str:
    return json.dumps(envelope, ensure_ascii=False)


@pytest.fixture(scope="module")
def checked():
    return lint({"texto": EDITAL})


@pytest.fixture(scope="module")
def envelope(checked):
    rows = [{k: p[k] for k in ROW_KEYS if p.get(k) is not None} for p in checked["positions"]]
    return {"v": 2, **checked["link_opcoes"], "posicoes": rows, "achados_texto": checked["achados_texto"]}


def test_every_form_of_a_result_gives_the_findings_of_its_check(checked, envelope):
    old = open_link({"link": encode(envelope)})
    packed = open_link({"link": pack(envelope), "formato": "z"})
    from_file = open_link({"arquivo": saved(envelope)})
    assert shown(packed) == shown(from_file) == shown(old) == shown(checked)
    assert packed["link"] == from_file["link"] == old["link"]
    assert len(pack(envelope)) < len(encode(envelope))


def test_a_packed_link_is_not_read_as_an_old_one(envelope):
    with pytest.raises(InputError, match=LINK_REFUSED):
        open_link({"link": pack(envelope)})  # deflate bytes are not JSON
    with pytest.raises(InputError, match=LINK_REFUSED):
        open_link({"link": encode(envelope), "formato": "z"})  # JSON is not deflate


def test_a_deflate_bomb_stops_at_the_limit():
    bomb = b'{"v":2,"posicoes":[{"vacancies":1,"name":"' + b" " * (MAX_ENVELOPE * 8) + b'"}]}'
    link = b64(deflated(bomb))
    assert len(link) < MAX_LINK // 10  # a short link that would inflate to 64 MB
    gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
    tracemalloc.start()
    try:
        with pytest.raises(InputError, match=r"o conteúdo descompactado passa de 8 MB") as refused:
            open_link({"link": link, "formato": "z"})
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    # stopped, not inflated and then measured: memory, not time, so that a busy machine cannot fail it
    assert peak < 3 * MAX_ENVELOPE < len(bomb), peak
    assert str(refused.value).startswith(LINK_REFUSED) and "Nada dele foi mostrado" in str(refused.value)


@pytest.mark.parametrize(
    "link",
    [
        b64(deflated(b'{"v":2}')[:-3]),  # cut short: the stream never ends
        b64(b"\xff\xfe not deflate"),
        b64(deflated(b"[1, 2]")),
        b64(deflated(b'{"v": 3, "posicoes": []}')),
        b64(deflated(b"\xc3\x28 invalid utf-8")),
        b64(deflated(b"[" * 100_000)),
        b64(deflated(b'{"v":2}') + b"trailing"),
        "a" * (MAX_LINK + 1),
    ],
    ids=["truncated", "not-deflate", "not-object", "version", "utf8", "deep", "trailing", "too-long"],
)
def test_a_broken_packed_link_is_refused(link):
    with pytest.raises(InputError, match=LINK_REFUSED):
        open_link({"link": link, "formato": "z"})


@pytest.mark.parametrize(
    "change",
    [{"lei": "constructor"}, {"data": "2026-02-31"}, {"posicoes": [{"vacancies": "10"}]}, {"posicoes": []}],
)
def test_a_tampered_field_refuses_a_packed_link_and_a_file_alike(change):
    forged = {**BASE, **change}
    with pytest.raises(InputError, match=LINK_REFUSED) as by_link:
        open_link({"link": pack(forged), "formato": "z"})
    with pytest.raises(InputError, match=FILE_REFUSED) as by_file:
        open_link({"arquivo": saved(forged)})
    why = str(by_link.value).split("(", 1)[1].split(")")[0]
    assert f"({why})" in str(by_file.value)  # the same reason, worded for a file
    assert "link" not in str(by_file.value) and "continua como estava" in str(by_file.value)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n",
        '{"name": "cotacheck", "version": "0.1.0", "dependencies": {}}',  # someone else's JSON
        "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj",  # an edital's PDF chosen by mistake
        "Cargo Vagas\nAnalista 10\n",
        "[" * 100_000,
        '{"v": 2, "posicoes": [{"vacancies": 1}]}' + " " * MAX_ENVELOPE,
        None,
        42,
    ],
    ids=["empty", "blank", "foreign-json", "pdf", "text", "deep", "too-big", "none", "number"],
)
def test_a_file_that_is_not_a_saved_result_is_refused_as_a_file(text):
    with pytest.raises(InputError, match=FILE_REFUSED) as refused:
        open_link({"arquivo": text})
    assert "link" not in str(refused.value)


def test_a_file_with_planted_sentences_shows_none_of_them(envelope):
    forged = json.loads(json.dumps(envelope))
    forged["mensagem"] = "FRAUDE"
    for item in forged["achados_texto"]:
        item.update(message="FRAUDE", basis_href="https://evil.example/", url="//evil.example/")
    opened = open_link({"arquivo": saved(forged)})
    assert opened == open_link({"arquivo": saved(envelope)})
    assert "FRAUDE" not in json.dumps(opened) and "evil.example" not in json.dumps(opened)


@pytest.mark.parametrize(
    "request_of",
    [
        lambda data: {"link": b64(data)},
        lambda data: {"link": b64(deflated(data)), "formato": "z"},
        lambda data: {"arquivo": data.decode()},
    ],
    ids=["r", "z", "arquivo"],
)
def test_nesting_too_deep_is_refused_before_json_reads_it(request_of, monkeypatch):
    """json.loads of "[[[[…" recurses in C: in Pyodide that kills the engine. Refused first: json.loads
    never sees it."""
    read, loads = [], json.loads
    monkeypatch.setattr(json, "loads", lambda text, *a, **k: (read.append(text), loads(text, *a, **k))[1])
    with pytest.raises(InputError, match="não é válido"):
        open_link(request_of(b"[" * 2_000_000))
    with pytest.raises(InputError, match="não é válido"):
        open_link(request_of(b'{"v": 2, "posicoes": [' + b'{"a": [' * 30 + b"1" + b"]}" * 30 + b"]}"))
    assert not [t for t in read if "[[[[" in str(t) or '{"a": [{"a"' in str(t)], [str(t)[:80] for t in read]
    monkeypatch.undo()
    brackets_in_a_name = {**BASE, "posicoes": [{"name": "[[[[" * 50 + '"{{', "vacancies": 10}]}
    assert open_link(request_of(json.dumps(brackets_in_a_name).encode()))["positions"]
