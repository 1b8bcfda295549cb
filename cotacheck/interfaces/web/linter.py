"""The linter's functions for the web page (`BRIDGE`, registered by cotacheck.web on their first call).

`lint` takes the edital's text (typed, pasted, or read from a .txt) or a file's bytes (a .pdf, read
with the vendored pypdf), either as the JS bytes Pyodide hands over (`arquivo.bytes`: a memoryview,
or a JsProxy with `.to_py()`) or in base64; it returns `lint_text()`'s JSON, the same as the CLI's,
plus the Markdown report and `titulos` (each rule's Portuguese title by code). `recheck` runs the check ▸ report steps again on the cargos as the reader
corrected them (`lint_positions`). Both accept `lei: "outra"` with `parametros`. `pdf_support`
receives the vendored pypdf zip from the page once and imports it, at once or compiled in short
steps while the page is idle (pypdf_steps.py: pypdf is pure Python); `pdf_warm` then reads and lints a 30-page PDF while the page is idle, so the reader's
first PDF does not pay for the imports and the first calls: a few pages a call, then the lint, so
that a reader's request waits at most for one short step.
`pdf_part` reads the pages of a PDF it is handed (the page's two engines read one file a few pages
at a time each) and `lint` with `arquivo.partes` lints them put back together. `open_link` opens a
result link or saved file (result_envelope.py, result_link.py): its inputs validated, the table checked again, every sentence made
here. Standard library only: this runs in Pyodide.
"""

from __future__ import annotations

import base64
import binascii
import sys
import zlib

from cotacheck.errors import InputError
from cotacheck.interfaces.web import pypdf_steps
from cotacheck.interfaces.web.bridge import parse_day, parse_params
from cotacheck.interfaces.web.finding_sums import finding_sums
from cotacheck.interfaces.web.result_envelope import Refused
from cotacheck.interfaces.web.result_link import (
    carried_items,
    decode_file,
    decode_link,
    edital_identity,
    link_findings,
    link_identity,
    link_inputs,
    link_options,
    link_rows,
    link_version,
    version_note,
    with_carried,
)
from cotacheck.law.lawbook import LAW_IDS
from cotacheck.law.options import check_branch, check_kind
from cotacheck.linter import Linked, decode, lint_positions, lint_text
from cotacheck.linter.read.pdf import MAX_PAGES, PdfFile, PdfPages, is_pdf, joined_text, pdf_text, shares_refused
from cotacheck.linter.report.triage import title
from cotacheck.linter.tables.given import positions_from_rows
from cotacheck.linter.tables.given_roles import as_json, parse_columns
from cotacheck.present import ptbr
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.custom_law import ORIGIN_LABELS

#: Largest file the page accepts (bytes): a long edital PDF is a few MB.
MAX_FILE = 30_000_000


def _options(request: dict) -> dict:
    law = str(request.get("lei") or "").strip() or None
    if law is not None and law not in LAW_IDS and law != CUSTOM_LAW_ID:
        raise InputError("Escolha a lei: detectar no texto, Goiás, Rio Grande do Norte, federal ou outra lei.")
    day = parse_day(request["data"]) if str(request.get("data") or "").strip() else None
    options = {"law": law, "date": day}
    if law == CUSTOM_LAW_ID and request.get("parametros") not in (None, {}):
        options["params"] = _given_params(request.get("parametros"))
    if law == CUSTOM_LAW_ID:
        options["ask_missing"] = True  # a blank percentage is asked for beside the report, not an error
    if str(request.get("poder") or "").strip():
        options["branch"] = check_branch(str(request["poder"]).strip())
    if str(request.get("tipo") or "").strip():
        options["kind"] = check_kind(str(request["tipo"]).strip())
    if request.get("colunas") not in (None, {}):  # the roles of a table's count columns, given on the page
        roles = request["colunas"].to_py() if hasattr(request["colunas"], "to_py") else request["colunas"]
        if not isinstance(roles, dict):
            raise InputError("Papéis das colunas ilegíveis.")
        options["columns"] = parse_columns(roles)
    return options


def _bytes(upload: dict) -> bytes:
    """The file's bytes as Pyodide hands a JS Uint8Array/ArrayBuffer over (memoryview, bytes, or a JsProxy)."""
    data = upload["bytes"]
    if hasattr(data, "to_py"):
        data = data.to_py()
    if isinstance(data, list) and len(data) <= MAX_FILE and all(isinstance(b, int) for b in data[:64]):
        try:
            data = bytes(data)
        except (TypeError, ValueError):
            raise InputError("Arquivo ilegível: não foi possível receber o conteúdo.") from None
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise InputError("Arquivo ilegível: não foi possível receber o conteúdo.")
    raw = bytes(data)
    if len(raw) > MAX_FILE:
        raise InputError(too_big(len(raw)))
    return raw


def too_big(size: int) -> str:
    shown, limit = ptbr.megabytes_over(size, MAX_FILE)
    return f"Arquivo grande demais ({shown} MB; o limite é {limit} MB)."


def _decode(data: str) -> bytes:
    try:
        raw = base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        raise InputError("Arquivo ilegível: não foi possível receber o conteúdo.") from None
    if len(raw) > MAX_FILE:
        raise InputError(too_big(len(raw)))
    return raw


def lint(request: dict) -> dict:
    """{texto | arquivo: {nome, bytes | base64 | partes}, lei?, data?, poder?, tipo?, parametros?} →
    lint_text() JSON (the page writes its Markdown report itself, from it). `partes`: the shares of a PDF's pages that `pdf_part` read."""
    options = _options(request)
    upload = request.get("arquivo")
    if isinstance(upload, dict) and upload.get("partes") is not None:  # a PDF already read, in shares
        name = str(upload.get("nome") or "edital")[:200]
        text = joined_text(_shares(upload["partes"], name), name)
        result = lint_text(text, filename=name, **options)
        result["text"] = text
    elif isinstance(upload, dict) and (upload.get("base64") is not None or upload.get("bytes") is not None):
        name = str(upload.get("nome") or "edital")[:200]
        raw = _bytes(upload) if upload.get("bytes") is not None else _decode(str(upload["base64"]))
        text = pdf_text(raw, name) if is_pdf(raw, name) else decode(raw, name)
        result = lint_text(text, filename=name, **options)
        result["text"] = text  # the page shows it, with the findings' lines highlighted
    else:
        text = request.get("texto")
        if not isinstance(text, str) or not text.strip():
            raise InputError("Cole o texto do edital ou escolha um arquivo .txt ou .pdf.")
        result = lint_text(text, filename=str(request.get("nome") or "") or None, **options)
    result["achados_texto"] = link_findings(result["findings"])
    result["link_opcoes"] = link_inputs(result)
    result["identificacao"] = edital_identity(result, text)  # which edital: the page's link and file carry it
    result["titulos"] = titles(result["findings"])
    result["contas"] = finding_sums(result)  # each cargo finding's arithmetic, and the calculator's query
    return result


#: The PDF this engine is reading for the page, by the page's token for that reading (one at a time).
_OPENED: dict[str, PdfFile] = {}


def pdf_part(request: dict) -> dict:
    """{arquivo: {nome, bytes | base64}, leitura, paginas: [index, ...]} → those pages of a PDF, read:
    {total, limite (pages read at most), paginas: [[index, text], ...], ilegiveis: [index, ...],
    decodificados: [[index, bytes decoded], ...]}.

    The page hands each of its two engines a few pages at a time, whichever is free, and `lint` puts
    the shares together (`arquivo.partes`): the same text as one engine reading the whole file. The
    file is opened once per reading (`leitura`, the page's token for it) and kept until the next one
    or `pdf_release`; later calls of the same reading need not send the bytes again."""
    upload = request.get("arquivo") if isinstance(request.get("arquivo"), dict) else {}
    name = str(upload.get("nome") or "edital")[:200]
    token = str(request.get("leitura") or "")
    pages = request.get("paginas")
    if hasattr(pages, "to_py"):
        pages = pages.to_py()
    if not isinstance(pages, list) or len(pages) > MAX_PAGES or not all(isinstance(n, int) for n in pages):
        raise InputError("Páginas do PDF pedidas de forma inválida.")
    opened = _OPENED.get(token) if token else None
    if opened is None:
        if upload.get("base64") is None and upload.get("bytes") is None:
            raise InputError("Escolha um arquivo .pdf.")
        raw = _bytes(upload) if upload.get("bytes") is not None else _decode(str(upload["base64"]))
        _OPENED.clear()  # the previous reading's file is let go first
        opened = PdfFile(raw, name)
        if token:
            _OPENED[token] = opened
    found = opened.read(pages)
    return {
        "total": found.total,
        "limite": opened.limit,
        "paginas": sorted(found.texts.items()),
        "ilegiveis": found.unread,
        "decodificados": sorted(found.decoded.items()),  # for the document's one budget (`pdf_budget.past_budget`)
    }


def pdf_release(request: dict) -> dict:
    """{} → the PDF kept for `pdf_part` let go (the page calls it when a reading is over)."""
    _OPENED.clear()
    return {"released": True}


def _shares(parts, name: str) -> list[PdfPages]:
    """`pdf_part`'s answers, as the page hands them back."""
    if hasattr(parts, "to_py"):
        parts = parts.to_py()
    try:
        return [
            PdfPages(
                total=int(part["total"]),
                texts={int(number): str(text) for number, text in part["paginas"]},
                unread=[int(number) for number in part["ilegiveis"]],
                decoded={int(number): int(size) for number, size in part.get("decodificados", ())},
            )
            for part in parts
        ]
    except (TypeError, ValueError, KeyError):
        raise InputError(shares_refused(name)) from None


#: The page's names of the parameters of "outra lei", as `custom_law_params.for_edital` takes them.
_PAGE_PARAMS = {"percentual": "percent", "grupos": "groups", "minimo": "threshold", "arredondamento": "rounding"}


def _given_params(raw) -> dict:
    """The parameters the reader filled in; a blank field ("Em branco: vale a regra que o próprio edital
    declara") is left to the edital's rule, or the usual value, by `for_edital` (which validates them all)."""
    if not isinstance(raw, dict):
        parse_params(raw)  # its Portuguese message
    given = {
        field: raw[key] for key, field in {**_PAGE_PARAMS, "base": "base"}.items() if str(raw.get(key) or "").strip()
    }
    if given and raw.get("origem") in ORIGIN_LABELS:  # fields the page filled from the edital's rule, or a link's
        given["origin"] = raw["origem"]
    return given or {"percent": None}


def recheck(request: dict) -> dict:
    """{posicoes: [rows], lei, data, poder?, tipo?, parametros?, texto?, achados_texto?} → the same result
    as `lint`, with the findings of the cargos as given (rows marked `edited` are the reader's
    corrections) and `corrected_by_hand`. Without the text, `achados_texto` (what a result link carries
    of the findings only the text gives: code, line, severity) are shown as the registry words them."""
    options = _options(request)
    columns = options.pop("columns", None)  # the rows carry the reading they gave; the report says so
    positions, corrected = positions_from_rows(request.get("posicoes"))
    text = request.get("texto")
    if text is not None and not isinstance(text, str):
        raise InputError("O texto do edital deve ser texto.")
    result = lint_positions(
        positions,
        text=text,
        filename=str(request.get("nome") or "") or None,
        corrected=corrected,
        linked=_linked(request, options) if not (text or "").strip() else None,
        **options,
    )
    if columns:
        result["columns_given"] = as_json(columns)
    if not (text or "").strip():
        result.pop("own_rule", None)  # without the text there is no rule of the edital to read
        with_carried(result, carried_items(request.get("achados_texto")))
    result["achados_texto"] = link_findings(result["findings"])
    result["link_opcoes"] = link_inputs(result)
    result["titulos"] = titles(result["findings"])
    result["contas"] = finding_sums(result)
    return result


def titles(findings: list[dict]) -> dict[str, str]:
    """Each finding's rule title ("Soma não confere"), by code: the page names rules by it. Beside the
    findings, not in them, so that the findings stay the CLI's JSON (and the golden outputs unchanged)."""
    return {f["code"]: title(f["code"]) for f in findings if title(f["code"])}


def _linked(request: dict, options: dict) -> Linked | None:
    """What a result link (validated by `link_options`) says the check of the text knew, for `recheck`."""
    if options["law"] is None:
        return None
    checks = request.get("data_verificacao")
    line = request.get("data_linha")
    return Linked(
        law_guessed=request.get("lei_presumida") is True,
        audit_court=request.get("tribunal_de_contas") is True,
        checks_day=parse_day(checks) if isinstance(checks, str) and checks else None,
        date_line=line if isinstance(line, int) and not isinstance(line, bool) and line > 0 else None,
    )


#: How detect.py begins the reason of a check whose text names no issuer (a table opened from a link has no text).
UNNAMED_ISSUER = "Emissor do edital não identificado"


def open_link(request: dict) -> dict:
    """{link: the text after "#r="} (or after "#z=" with `formato: "z"`, or {arquivo: a saved file's
    text}) → `recheck`'s result for its validated inputs, plus `link`: those inputs ({opcoes, posicoes,
    achados_texto}), which the page shows instead of the link's own. A file is refused in words for a file."""
    if "arquivo" in request:
        try:
            return _opened(decode_file(request.get("arquivo")))
        except Refused as error:
            raise error.as_form("arquivo") from None
    return _opened(decode_link(request.get("link"), packed=request.get("formato") == "z"))


def _opened(envelope: dict) -> dict:
    options = link_options(envelope)
    rows = link_rows(envelope.get("posicoes"))
    items = carried_items(envelope.get("achados_texto")) if envelope.get("v") == 2 else []  # v1 carried sentences
    version = link_version(envelope)
    identity = link_identity(envelope)
    result = recheck({**options, "posicoes": rows, "achados_texto": items})
    edital = identity.get("edital", {})
    detected = result.get("detected") or {}
    if edital.get("emissor") and str(detected.get("reason") or "").startswith(UNNAMED_ISSUER):
        # The table alone names no issuer; the check that wrote the link had named it.
        sphere = f" ({edital['esfera']})" if edital.get("esfera") else ""
        detected["reason"] = f"Emissor do edital, como a verificação que fez o link o leu: {edital['emissor']}{sphere}."
    result["link"] = {
        "opcoes": options,
        "posicoes": rows,
        "achados_texto": items,
        "versao": version,
        "nota_versao": version_note(version),
        "identificacao": identity,
    }
    return result


#: Longest a warm-up step of `pdf_support` compiles for (s): a check clicked meanwhile waits about this
#: long (bench/warmup_bench.py), against some 3 s for the whole import in one call.
STEP_SECONDS = 0.15


def pdf_support(request: dict) -> dict:
    """pypdf importable (once per page). `{base64: the site's py/pypdf.zip}`: at once, in one call.
    In steps (pypdf_steps.py), so that a reader's request never waits long behind the warm-up: `{base64,
    passos: true}` hands the zip over → {ready: false, restantes: modules to compile}; then each
    `{passo: true}` compiles for at most STEP_SECONDS → the same, until {ready: true}; `{}` after the
    hand-over imports at once (a PDF opened meanwhile)."""
    if "pypdf" in sys.modules:
        return {"ready": True}
    if not request.get("base64") and not pypdf_steps.started():
        raise InputError(PDF_READER_UNAVAILABLE)
    try:
        return _pdf_support_step(request)
    except (ImportError, OSError, SyntaxError, ValueError, EOFError, zlib.error):
        # a zip cut short or damaged on the server (zipimport: "not a Zip file", "bad local file
        # header"; a module's source cut in the middle): the reader cannot be loaded, not an internal error
        raise InputError(PDF_READER_UNAVAILABLE) from None


#: What the page says when the site's py/pypdf.zip cannot be loaded (absent, cut short or damaged).
PDF_READER_UNAVAILABLE = "Não foi possível carregar o leitor de PDF."


def _pdf_support_step(request: dict) -> dict:
    """One call of `pdf_support` once the zip is (or was) handed over."""
    if request.get("base64"):
        left = pypdf_steps.start(_decode(str(request["base64"])))
        if request.get("passos"):
            return {"ready": False, "restantes": left}
    if request.get("passo"):
        left = pypdf_steps.compile_some(STEP_SECONDS)
        if left:
            return {"ready": False, "restantes": left}
    pypdf_steps.import_now()
    return {"ready": True}


#: The page `pdf_warm`'s PDF repeats: a few lines of an edital with a vacancy table, as boards write them.
_WARM_LINES = (
    "EDITAL Nº 1/2026, DE 2 DE JANEIRO DE 2026",
    "Reserva de vagas para candidatos negros, conforme a Lei nº 15.142/2025.",
    "Cargo Vagas AC Negros PcD",
    "Analista – Contabilidade 10 7 2 1",
    "Técnico – Administração 4 3 1 0",
)


#: Pages of the warm-up PDF (all the same page): one page pays the imports, but the first real
#: 100-page PDF was still ~0.7 s slower than the next one until the warm-up read some 30 pages,
#: ~0.5 s more of idle time (bench/verificar_bench.py): the interpreter's wasm gets optimised.
WARM_PAGES = 30


def warm_pdf_bytes() -> bytes:
    """A valid PDF of WARM_PAGES pages, each showing `_WARM_LINES` in Helvetica (its widths given,
    the content stream compressed, words in TJ arrays: what real editais use), written here (no PDF
    library needed)."""
    shown = b"".join(
        b"1 0 0 1 40 %d Tm [(%s)] TJ\n" % (800 - 14 * i, b" )-20(".join(line.encode("cp1252").split(b" ")))
        for i, line in enumerate(_WARM_LINES)
    )
    content = zlib.compress(b"q 0 0 595 842 re W n BT /F1 10 Tf\n" + shown + b"ET Q")
    widths = b" ".join(b"556" for _ in range(32, 256))
    pages = range(5, 5 + WARM_PAGES)  # object numbers of the pages, all showing content 4 in font 3
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % n for n in pages), WARM_PAGES),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 255"
        b" /Widths [" + widths + b"] >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(content), content),
    ] + [
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>"
    ] * WARM_PAGES
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


#: The warm-up read in steps: its opened PDF and the pages read so far (`pdf_warm` with `paginas`).
_WARMING: dict[str, object] = {}


def pdf_warm(request: dict) -> dict:
    """The PDF reader and the linter run once on a WARM_PAGES-page edital (after `pdf_support`; the
    page calls it while idle). `{}`: all in one call → {"read": whether it gave cargos}. In steps, so
    that a reader's request never waits long behind it: `{paginas: [index, ...]}` reads those pages →
    {"total", "read": pages read so far}; then `{lint: true}` lints the pages read, as `lint` does a
    PDF read in shares, and lets them go → {"read": whether it gave cargos}."""
    pages = request.get("paginas")
    if hasattr(pages, "to_py"):
        pages = pages.to_py()
    if pages is not None:
        if not isinstance(pages, list) or len(pages) > WARM_PAGES or not all(isinstance(n, int) for n in pages):
            raise InputError("Páginas do PDF pedidas de forma inválida.")
        opened = _WARMING.get("file") or PdfFile(warm_pdf_bytes(), "aquecimento.pdf")
        _WARMING["file"] = opened
        found = opened.read(pages)
        parts = _WARMING.setdefault("parts", [])
        parts.append({"total": found.total, "paginas": sorted(found.texts.items()), "ilegiveis": found.unread})
        return {"total": found.total, "read": sum(len(part["paginas"]) for part in parts)}
    if request.get("lint"):
        parts = _WARMING.get("parts") or []
        _WARMING.clear()
        upload = {"nome": "aquecimento.pdf", "partes": parts}
    else:
        upload = {"nome": "aquecimento.pdf", "bytes": warm_pdf_bytes()}
    result = lint({"arquivo": upload, "data": "2026-01-02"})
    return {"read": result["summary"]["positions"] > 0}


#: Registered by cotacheck.web on the first call of either (web.LAZY).
BRIDGE = (lint, recheck, open_link, pdf_support, pdf_warm, pdf_part, pdf_release)
