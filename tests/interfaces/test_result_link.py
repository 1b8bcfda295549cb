"""The result link of verificar.html carries inputs only (cotacheck.interfaces.web.result_link): a
forged link shows nothing of its own, and a valid one gives what a check of its inputs gives."""

from __future__ import annotations

import base64
import json

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.linter import lint, open_link, recheck
from cotacheck.linter.rules import RULES

EDITAL = (
    "MINISTÉRIO DA FAZENDA\n"
    "EDITAL Nº 1/2026, DE 2 DE JANEIRO DE 2026\n"
    "Reserva de vagas para candidatos negros, conforme a Lei nº 15.142/2025.\n"
    "Cargo Vagas AC Negros PcD\n"
    "Analista – Contabilidade 10 7 2 1\n"
    "Técnico – Administração 4 3 1 0\n"
)
ROW_KEYS = ("name", "cargo", "slice", "vacancies", "reserved_stated", "pcd_stated", "line", "confidence")


def encode(envelope: object) -> str:
    return base64.urlsafe_b64encode(json.dumps(envelope).encode()).decode().rstrip("=")


@pytest.fixture(scope="module")
def checked():
    return lint({"texto": EDITAL})


@pytest.fixture(scope="module")
def envelope(checked):
    """The link the page writes for that check."""
    rows = [{k: p[k] for k in ROW_KEYS if p.get(k) is not None} for p in checked["positions"]]
    return {
        "v": 2,
        "lei": checked["law"],
        "data": checked["date"],
        "posicoes": rows,
        "achados_texto": checked["achados_texto"],
    }


def shown(result: dict) -> list[tuple]:
    return [
        (f["code"], f["severity"], f["line"], f["message"], f["basis"], f["basis_href"], f["url"])
        for f in result["findings"]
    ]


def test_link_carries_codes_and_lines_only(checked):
    assert checked["achados_texto"], "the edital lacks clauses: text-only findings to carry"
    assert all(set(item) == {"codigo", "linha", "gravidade"} for item in checked["achados_texto"])


def test_a_valid_link_gives_the_same_findings_as_the_check(checked, envelope):
    opened = open_link({"link": encode(envelope)})
    assert shown(opened) == shown(checked)  # messages, basis and links: the registry's and the law's
    assert {k: opened["summary"][k] for k in ("error", "warning", "info")} == {
        k: checked["summary"][k] for k in ("error", "warning", "info")
    }
    assert [p["reserved_required"] for p in opened["positions"]] == [
        p["reserved_required"] for p in checked["positions"]
    ]


def test_unknown_fields_and_sentences_in_the_link_are_ignored(envelope):
    forged = json.loads(json.dumps(envelope))
    forged["mensagem"] = "Este edital descumpre a lei"
    forged["__proto__"] = {"polluted": True}
    forged["posicoes"][0]["constructor"] = "x"
    forged["posicoes"][0]["reserved_required"] = 0  # computed, never taken from the link
    for item in forged["achados_texto"]:
        item.update(message="FRAUDE", basis="Lei falsa", basis_href="https://evil.example/phish", url="//evil.example/")
    opened = open_link({"link": encode(forged)})
    assert opened["link"]["posicoes"][0] == {k: v for k, v in envelope["posicoes"][0].items()}
    text = json.dumps(opened, ensure_ascii=False)
    for planted in ("FRAUDE", "Lei falsa", "evil.example", "descumpre", "polluted", "constructor"):
        assert planted not in text
    assert opened == open_link({"link": encode(envelope)})  # the same page as the link without them


def test_carried_findings_are_worded_by_the_registry():
    envelope = {"v": 2, "lei": "federal", "data": "2026-01-02", "posicoes": [{"name": "A", "vacancies": 2}]}
    envelope["achados_texto"] = [
        {"codigo": "CQ203", "linha": None, "gravidade": "warning"},
        {"codigo": "CQ201", "linha": 7, "gravidade": "error"},  # its message quotes the text: the summary
        {"codigo": "CQ205", "linha": 9, "gravidade": "info"},  # softened by the check: kept milder
    ]
    opened = open_link({"link": encode(envelope)})
    by_code = {f["code"]: f for f in opened["findings"]}
    assert by_code["CQ203"]["message"] == RULES["CQ203"].message and by_code["CQ203"]["carried"]
    assert by_code["CQ201"]["message"] == RULES["CQ201"].summary and by_code["CQ201"]["line"] == 7
    assert by_code["CQ203"]["basis"] == "Lei nº 15.142/2025, art. 2º, I" and by_code["CQ201"]["basis"] == ""
    assert by_code["CQ205"]["severity"] == "info"


def test_a_link_cannot_make_a_finding_more_severe_than_its_rule():
    envelope = {"v": 2, "posicoes": [{"vacancies": 2}], "achados_texto": [{"codigo": "CQ203", "gravidade": "error"}]}
    (finding,) = [f for f in open_link({"link": encode(envelope)})["findings"] if f["code"] == "CQ203"]
    assert finding["severity"] == RULES["CQ203"].severity == "warning"


def test_a_version_1_link_keeps_its_table_and_drops_its_sentences():
    old = {
        "v": 1,
        "lei": "federal",
        "data": "2026-01-02",
        "posicoes": [{"name": "A", "vacancies": 10, "reserved_stated": 2}],
    }
    old["achados_texto"] = [
        {"code": "CQ203", "severity": "error", "message": "FRAUDE", "basis_href": "https://evil.example"}
    ]
    opened = open_link({"link": encode(old)})
    assert "FRAUDE" not in json.dumps(opened) and opened["link"]["achados_texto"] == []
    assert [p["reserved_required"] for p in opened["positions"]] == [3]


BASE = {"v": 2, "lei": "federal", "data": "2026-01-02", "posicoes": [{"name": "A", "vacancies": 10}]}


@pytest.mark.parametrize(
    "change",
    [
        {"v": 3},
        {"v": "2"},
        {"lei": "constructor"},
        {"lei": ["go"]},
        {"data": "02/01/2026"},
        {"data": "2026-02-31"},
        {"data": 20260102},
        {"lei": "outra", "parametros": "20%"},
        {"lei": "outra", "parametros": {"grupos": {"__proto__": 20}}},
        {"posicoes": []},
        {"posicoes": {"0": {"vacancies": 1}}},
        {"posicoes": ["Analista"]},
        {"posicoes": [{"vacancies": "10"}]},
        {"posicoes": [{"vacancies": 10.0}]},
        {"posicoes": [{"vacancies": -1}]},
        {"posicoes": [{"vacancies": 10**12}]},  # past the calculator's twelve digits
        {"posicoes": [{"vacancies": True}]},
        {"posicoes": [{"vacancies": 10, "line": 0}]},
        {"posicoes": [{"vacancies": 10, "name": {"toString": "x"}}]},
        {"posicoes": [{"vacancies": 10, "name": "x" * 301}]},
        {"posicoes": [{"vacancies": 10, "edited": "sim"}]},
        {"posicoes": [{"vacancies": 10, "confidence": "constructor"}]},
        {"posicoes": [{"vacancies": 10, "reserved_by_group_stated": {"constructor": 1}}]},
        {"achados_texto": {"codigo": "CQ203"}},
        {"achados_texto": [{"codigo": "CQ101"}]},
        {"achados_texto": [{"codigo": "__proto__"}]},
        {"achados_texto": [{"codigo": "CQ203", "linha": "12"}]},
        {"achados_texto": [{"codigo": "CQ203", "gravidade": "constructor"}]},
    ],
)
def test_a_tampered_field_refuses_the_whole_link(change):
    with pytest.raises(InputError, match="o link deste resultado não é válido"):
        open_link({"link": encode({**BASE, **change})})


@pytest.mark.parametrize("link", ["", "###", "e30", encode([1, 2]), encode("texto"), "a" * 5, None, 42])
def test_a_link_that_is_not_an_envelope_is_refused(link):
    with pytest.raises(InputError, match="não é válido"):
        open_link({"link": link})


def test_recheck_after_a_link_keeps_the_carried_findings_worded_by_the_registry():
    result = recheck({**BASE, "posicoes": BASE["posicoes"], "achados_texto": [{"codigo": "CQ206", "linha": 3}]})
    (finding,) = [f for f in result["findings"] if f["code"] == "CQ206"]
    assert finding["message"] == RULES["CQ206"].message and result["achados_texto"][-1]["codigo"] == "CQ206"
