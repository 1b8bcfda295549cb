"""The browser bridge: the functions the page calls in Pyodide, JSON in and JSON out.

The page never calls the rules core directly. It calls `call(name, payload_json)`, which looks the
function up in `FUNCTIONS`, hands it the decoded payload and returns a JSON string (the worker calls
`call_in_parts`, which hands the same string on in parts) that is always one of:

* `{"ok": true, "result": ...}`
* `{"ok": false, "error": "mensagem em português"}`

Bad input (`InputError`) becomes its own one-line message; any other exception becomes a generic
Portuguese message. No traceback ever reaches the page (or the console, where the tests look for
one). Standard library only: this module runs in Pyodide.

To add a function for a new page, write `def my_function(request: dict) -> JSON-ready data` and
decorate it with `@bridge`; the page calls it as `engine.call("my_function", {...})` (see
docs/site.md).
"""

from __future__ import annotations

import datetime as dt
import importlib
import json
import re
import time
from typing import Any, Callable

from cotacheck.errors import InputError
from cotacheck.interfaces.web import regex_programs
from cotacheck.interfaces.web.answer_parts import envelope_parts
from cotacheck.law.lawbook import BRANCHES, KINDS, LAW_IDS, get_law, group_label
from cotacheck.reserve.calculator import compute
from cotacheck.reserve.custom_law import (
    DEFAULT_BASE,
    DEFAULT_ROUNDING,
    DEFAULT_THRESHOLD,
    CustomLawParams,
    compute_custom,
    make_params,
)
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.user_numbers import whole_number

FUNCTIONS: dict[str, Callable[[dict], Any]] = {}
#: Functions of the other pages, imported on their first call: the calculator page does not pay
#: for importing the linter and the order (about 0.15 s of Pyodide's start-up, bench/site_bench.py).
#: Each of these modules lists its page functions in `BRIDGE`.
LAZY: dict[str, str] = {
    "chamada_ordem": "cotacheck.interfaces.web.nomination",
    "chamada_candidato": "cotacheck.interfaces.web.nomination",
    "chamada_alocar": "cotacheck.interfaces.web.nomination",
    "lint": "cotacheck.interfaces.web.linter",
    "recheck": "cotacheck.interfaces.web.linter",
    "open_link": "cotacheck.interfaces.web.linter",
    "pdf_support": "cotacheck.interfaces.web.linter",
    "pdf_warm": "cotacheck.interfaces.web.linter",
    "pdf_part": "cotacheck.interfaces.web.linter",
    "pdf_release": "cotacheck.interfaces.web.linter",
}
INTERNAL_ERROR = "Erro interno no cálculo. Confira os dados e tente de novo; se o erro persistir, recarregue a página."
_GROUPED = re.compile(r"^[0-9]{1,3}(\.[0-9]{3})+$")  # 1.000 written the Brazilian way
_DECIMAL = re.compile(r"[+-]?[0-9]+[.,][0-9]+")


def bridge(function: Callable[[dict], Any]) -> Callable[[dict], Any]:
    """Register `function` so that the page can call it by name."""
    FUNCTIONS[function.__name__] = function
    return function


def lookup(name: str) -> Callable[[dict], Any] | None:
    """The function registered as `name`, importing its module first if it is one of LAZY."""
    if name not in FUNCTIONS and name in LAZY:
        regex_programs.install_shipped()  # the site's patterns compiled at build time, before they are needed
        module = importlib.import_module(LAZY[name])
        for function in module.BRIDGE:
            bridge(function)
    return FUNCTIONS.get(name)


def decode_payload(payload: Any) -> Any:
    """The request: a JSON string, or the JS object itself (a Pyodide JsProxy, converted with `to_py()`), so
    that a file's Uint8Array reaches Python as a memoryview without JSON or base64 (`lint`'s `arquivo.bytes`)."""
    if payload is None or isinstance(payload, str):
        try:
            return json.loads(payload) if payload else {}
        except ValueError:  # not JSON, or a number of over 4 300 digits, which json refuses as int() does
            raise InputError("Pedido inválido: esperava um objeto JSON.") from None
    if hasattr(payload, "to_py"):
        payload = payload.to_py()
    if isinstance(payload, dict):
        return payload
    raise InputError("Pedido inválido: esperava um objeto JSON.")


#: Seconds the last `call` took: the function's own work (with the request's decoding) and the
#: JSON of its answer. The worker sends them with each answer (`last_seconds`), and the checker page
#: shows them in its split of a check's time (bench/verificar_bench.py, docs/site.md).
_LAST_SECONDS = [0.0, 0.0]


def last_seconds() -> str:
    """The last call's seconds as "work json" (a string: it crosses to JavaScript as it is)."""
    return f"{_LAST_SECONDS[0]:.6f} {_LAST_SECONDS[1]:.6f}"


def call(name: str, payload: Any) -> str:
    """Run FUNCTIONS[name] on the JSON `payload`; always returns the JSON envelope, never raises."""
    parts: list[str] = []
    failed = call_in_parts(name, payload, parts.append)
    return failed or "".join(parts)


def call_in_parts(name: str, payload: Any, send: Callable[[str], Any]) -> str:
    """`call`, its answer handed to `send` in parts (answer_parts.py) so that Python never holds it
    whole: the worker keeps the parts in JavaScript, outside the wasm heap. Returns "" when the
    whole answer went to `send`; else the envelope of an error, which replaces any parts sent."""
    start = time.perf_counter()
    _LAST_SECONDS[:] = [0.0, 0.0]
    try:
        function = lookup(name)
        if function is None:
            raise InputError(f"Função desconhecida: {name!r}.")
        request = decode_payload(payload)
        if not isinstance(request, dict):
            raise InputError("Pedido inválido: esperava um objeto JSON.")
        result = function(request)
        del request  # its text, decoded, is let go before the answer is written
        worked = time.perf_counter()
        for part in envelope_parts(result):
            send(part)
        _LAST_SECONDS[:] = [worked - start, time.perf_counter() - worked]
        return ""
    except InputError as error:
        return json.dumps({"ok": False, "error": str(error)}, ensure_ascii=False)
    except Exception:  # noqa: BLE001 - the page shows a message, never a traceback
        return json.dumps({"ok": False, "error": INTERNAL_ERROR}, ensure_ascii=False)


def parse_vacancies(texts: list[Any]) -> list[int]:
    """The vacancy fields as typed ("37", " 1.000 ", "-2", "abc", "") → counts, or an InputError
    naming the cargo. Range checks (at least 1, at most the core's limit) are the core's."""
    if not isinstance(texts, list) or not texts:
        raise InputError("Informe o número de vagas de pelo menos um cargo.")
    counts = []
    for number, raw in enumerate(texts, 1):
        where = f" do cargo {number}" if len(texts) > 1 else ""
        text = ungrouped(raw)
        if not text:
            raise InputError(f"Informe o número de vagas{where}.")
        if _DECIMAL.fullmatch(text):
            raise InputError(f"Número de vagas inválido{where}: “{text}”. Use um número inteiro de vagas.")
        invalid = f"Número de vagas inválido{where}: “{{text}}” não é um número. Use algarismos, por exemplo 37."
        counts.append(whole_number(text, f"Número de vagas{where}", invalid, signed=True))
    return counts


def ungrouped(raw: Any) -> str:
    """A number field as typed, without spaces and without the dots of Brazilian grouping ("1.000")."""
    text = str(raw if raw is not None else "").strip().replace(" ", "")
    return text.replace(".", "") if _GROUPED.match(text) else text


def parse_day(text: Any) -> dt.date:
    """dd/mm/aaaa or ISO → a date; a well-written day that does not exist (31/02/2025) is named as
    the reader wrote it, in dd/mm/aaaa, not echoed back as "2025-02-31"."""
    text = str(text or "").strip()
    if not text:
        raise InputError("Informe a data de publicação do edital.")
    iso = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text)
    br = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", text)
    parts = (iso.group(3), iso.group(2), iso.group(1)) if iso else br.groups() if br else None
    if parts:
        day, month, year = (int(p) for p in parts)
        try:
            return dt.date(year, month, day)
        except ValueError:
            raise InputError(f"Data inválida: {day:02d}/{month:02d}/{year} não existe no calendário.") from None
    raise InputError(f"Data inválida: “{text[:40]}”. Use o formato dd/mm/aaaa.")


def parse_params(raw: Any) -> CustomLawParams:
    """`parametros` of "outra lei": {percentual, minimo, arredondamento, base, grupos?} → validated parameters."""
    if not isinstance(raw, dict):
        raise InputError("Com “outra lei”, informe os parâmetros: percentual, mínimo de vagas, arredondamento e base.")
    return make_params(
        raw.get("percentual"),
        raw.get("grupos") or None,
        raw.get("minimo", DEFAULT_THRESHOLD),
        raw.get("arredondamento") or DEFAULT_ROUNDING,
        raw.get("base") or DEFAULT_BASE,
    )


def _names(request: dict, count: int) -> list[str]:
    names = request.get("cargos") or []
    return [
        (str(names[i]).strip() if i < len(names) and str(names[i] or "").strip() else f"Cargo {i + 1}")
        for i in range(count)
    ]


def calculate_custom(request: dict) -> dict:
    """The calculator under a law given by its parameters (`lei: "outra"`, `parametros`): compute_custom()."""
    params = parse_params(request.get("parametros"))
    day = parse_day(request["data"]) if str(request.get("data") or "").strip() else None
    counts = parse_vacancies(request.get("vagas"))
    result = compute_custom(params, counts, day)
    result["labels"] = {
        "law_name": result["law_title"],
        "date": dt.date.fromisoformat(result["date"]).strftime("%d/%m/%Y"),
        "branch": None,
        "kind": None,
        "groups": {g: group_label(g) for g in result["total"]["reserved_by_group"]},
        "positions": _names(request, len(counts)),
    }
    return result


@bridge
def calculate(request: dict) -> dict:
    """The calculator page: {lei, data, poder, tipo, vagas: [texts], cargos: [names]} → compute().

    `lei: "outra"` with `parametros` computes under the user's parameters instead (compute_custom()).
    """
    law_id = str(request.get("lei") or "")
    if law_id == CUSTOM_LAW_ID:
        return calculate_custom(request)
    if law_id not in LAW_IDS:
        raise InputError("Escolha a lei: Goiás, Rio Grande do Norte, federal ou outra lei (com seus parâmetros).")
    branch = str(request.get("poder") or "executivo")
    if branch not in BRANCHES:
        raise InputError("Escolha o Poder: Executivo, Legislativo ou Judiciário.")
    kind = str(request.get("tipo") or "efetivo")
    if kind not in KINDS:
        raise InputError("Escolha o tipo de vaga.")
    day = parse_day(request.get("data"))
    counts = parse_vacancies(request.get("vagas"))
    result = compute(law_id, counts, day, branch, kind)
    law = get_law(law_id)
    result["labels"] = {
        "law_name": law.name,
        "date": day.strftime("%d/%m/%Y"),
        "branch": BRANCHES[branch],
        "kind": KINDS[kind],
        "groups": {g: group_label(g) for g in result["total"]["reserved_by_group"]},
        "positions": _names(request, len(counts)),
    }
    return result


@bridge
def ping(request: dict) -> dict:
    """Used by the page at start-up: imports everything and runs one computation."""
    calculate({"lei": "go", "data": "2025-10-15", "vagas": ["37"]})
    return {"ready": True}
