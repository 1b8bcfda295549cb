"""The page "Quando serei chamado?" (chamada.html): its bridge functions (`BRIDGE`, imported by
the bridge on their first call, web.LAZY)."""

from __future__ import annotations

import datetime as dt

from cotacheck.errors import InputError
from cotacheck.interfaces.web.bridge import parse_day, parse_params, ungrouped  # the page's own parsing
from cotacheck.law.lawbook import BRANCHES, KINDS, LAW_IDS, get_law
from cotacheck.nomination import allocate, candidate_view, check_convention, order
from cotacheck.nomination.roster import recognised_columns
from cotacheck.present import ptbr
from cotacheck.present.labels import LIST_CODES, LIST_LABELS
from cotacheck.present.nomination_text import candidate_answer
from cotacheck.reserve import custom_law
from cotacheck.reserve.user_numbers import whole_number


def _field(request: dict, key: str, what: str, required: bool = True) -> int | None:
    raw = ungrouped(request.get(key))
    if not raw:
        if required:
            raise InputError(f"Informe {what}.")
        return None
    invalid = f"Valor inválido para {what}: “{{text}}”. Use um número inteiro."
    return whole_number(raw, what[0].upper() + what[1:], invalid, signed=True)


def _edital(request: dict) -> dict:
    law_id = str(request.get("lei") or "")
    day = request.get("data")
    if law_id == custom_law.LAW_ID:
        # a Law object: the order takes it as it is
        law_id = custom_law.build_law(parse_params(request.get("parametros")))
        if not day:  # the user's law has no dates: the page sends none (its date field is hidden)
            return {
                "law_id": law_id,
                "date": None,
                "branch": "executivo",
                "kind": "efetivo",
                "convention": check_convention(str(request.get("convencao") or "rounded")),
            }
    elif law_id not in LAW_IDS:
        raise InputError("Escolha a lei: Goiás, Rio Grande do Norte ou federal.")
    branch = str(request.get("poder") or "executivo")
    kind = str(request.get("tipo") or "efetivo")
    convention = str(request.get("convencao") or "rounded")
    return {
        "law_id": law_id,
        "date": parse_day(day),
        "branch": branch,
        "kind": kind,
        "convention": check_convention(convention),
    }


def _labels(result: dict) -> dict:
    return {
        "lists": LIST_LABELS,
        "codes": LIST_CODES,
        "date": ptbr.date(dt.date.fromisoformat(result["date"])),
        "law_name": "Outra lei" if result["law"] == custom_law.LAW_ID else get_law(result["law"]).name,
        "branch": BRANCHES[result["branch"]],
        "kind": KINDS[result["kind"]],
    }


def chamada_ordem(request: dict) -> dict:
    """{lei, data, poder, tipo, convencao, chamadas, parametros?} → order() (lei "outra": user parameters)."""
    e = _edital(request)
    count = _field(request, "chamadas", "o número de chamadas")
    result = order(e["law_id"], count, e["date"], e["branch"], e["kind"], e["convention"])
    return result | {"labels": _labels(result)}


#: Under the answer when the cargo's vacancies are not given.
ASK_VACANCIES = "Informe as vagas do cargo para saber se isso cabe nas vagas do edital."


def chamada_candidato(request: dict) -> dict:
    """{lei, data, poder, tipo, convencao, posicao, geral?, lista?, vagas?} → candidate_view(), with the
    answer in one sentence (`answer`, the CLI's too) against the cargo's vacancies when given."""
    e = _edital(request)
    k = _field(request, "posicao", "a sua posição na lista reservada")
    g = _field(request, "geral", "a sua posição na lista geral", required=False)
    vacancies = _field(request, "vagas", "as vagas do cargo", required=False)
    if vacancies is not None and vacancies < 1:
        raise InputError(f"As vagas do cargo devem ser pelo menos 1 (foi informado {vacancies}).")
    list_id = str(request.get("lista") or "") or None
    result = candidate_view(e["law_id"], k, g, list_id, e["date"], e["branch"], e["kind"], e["convention"])
    answer = candidate_answer(result, vacancies)
    if vacancies is None and result["calls_needed"]:
        answer += " " + ASK_VACANCIES
    return result | {"labels": _labels(result), "answer": answer}


def chamada_alocar(request: dict) -> dict:
    """{lei, data, poder, tipo, convencao, vagas, novas?, lista: CSV text} → allocate() (runs in the page only)."""
    e = _edital(request)
    vacancies = _field(request, "vagas", "o número de vagas")
    new = _field(request, "novas", "o número de vagas novas", required=False) or 0
    text = request.get("lista")
    if not isinstance(text, str) or not text.strip():
        raise InputError("Cole a lista de classificados ou escolha um arquivo CSV.")
    result = allocate(text, vacancies, e["law_id"], e["date"], e["branch"], e["kind"], e["convention"], new)
    return result | {"labels": _labels(result), "columns": recognised_columns(text)}


#: Registered by the bridge on the first call of any of them (bridge.LAZY).
BRIDGE = (chamada_ordem, chamada_candidato, chamada_alocar)
