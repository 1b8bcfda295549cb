"""A result link gives the findings of the check that made it, for every edital of the corpus.

The link is made as verificar.js makes it (`link_opcoes` from the engine, each cargo's ROW_KEYS, the
text-only findings) and opened with the same `open_link` the page calls, in each of its forms (the
old `#r=`, the compressed `#z=` the page writes, the saved file): the codes, severities and lines
must be those of the check of the text, and so must the required reserves.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from collections import Counter
from pathlib import Path

import pytest

from cotacheck import __version__
from cotacheck.interfaces.web.linter import lint, open_link, recheck
from cotacheck.interfaces.web.result_link import ROW_KEYS

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted((ROOT / "tests" / "corpus").glob("*.txt"))


def encode(envelope: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(envelope).encode()).decode().rstrip("=")


def forms(envelope: dict) -> dict[str, dict]:
    """The requests `open_link` gets for the envelope: as an old link, a compressed one, a file."""
    text = json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))
    packer = zlib.compressobj(-1, zlib.DEFLATED, -zlib.MAX_WBITS)
    packed = base64.urlsafe_b64encode(packer.compress(text.encode()) + packer.flush()).decode().rstrip("=")
    return {"r": {"link": encode(envelope)}, "z": {"link": packed, "formato": "z"}, "arquivo": {"arquivo": text}}


def page_link(result: dict, rows: list[dict] | None = None) -> dict:
    """The envelope verificar.js writes for `result` (its `resultLink`)."""
    rows = rows if rows is not None else result["positions"]
    envelope = {"v": 2, **result["link_opcoes"], "versao": __version__}
    envelope["posicoes"] = [{k: p[k] for k in ROW_KEYS if p.get(k) is not None and p.get(k) is not False} for p in rows]
    if result["achados_texto"]:
        envelope["achados_texto"] = result["achados_texto"]
    return envelope


def verdicts(result: dict) -> Counter:
    return Counter((f["code"], f["severity"], f["line"]) for f in result["findings"])


def checked(path: Path) -> dict:
    expected = json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8"))
    args = expected.get("args") or {}
    return lint(
        {"texto": path.read_text(encoding="utf-8"), "lei": args.get("law") or "", "data": args.get("date") or ""}
    )


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_the_link_of_every_corpus_edital_opens_with_its_findings(path):
    result = checked(path)
    if not result["positions"]:
        pytest.skip("no cargo read: the page offers no link without a table")
    for form, request in forms(page_link(result)).items():
        opened = open_link(request)
        assert verdicts(opened) == verdicts(result), form
        assert [p["reserved_required"] for p in opened["positions"]] == [
            p["reserved_required"] for p in result["positions"]
        ]
        assert (opened["branch"], opened["kind"], opened["law"]) == (result["branch"], result["kind"], result["law"])


def test_a_goias_legislativo_link_keeps_its_errors():
    """The case of issue 24: read as Executivo, the link said "0 erros, a lei não se aplica"."""
    result = checked(ROOT / "tests" / "corpus" / "go_alego_cebraspe_celulas.txt")
    assert result["branch"] == "legislativo" and result["summary"]["error"] >= 2
    opened = open_link({"link": encode(page_link(result))})
    assert opened["applies"] is True and opened["summary"]["error"] == result["summary"]["error"]
    without = page_link(result)
    del without["poder"]  # a link of before: the Poder unknown, read as Executivo
    assert open_link({"link": encode(without)})["summary"]["error"] < result["summary"]["error"]


GUESSED = (
    "EDITAL Nº 1/2026, DE 2 DE JANEIRO DE 2026\n"
    "Reserva de vagas para candidatos negros, conforme a Lei nº 15.142/2025.\n"
    "Cargo Vagas AC Negros PcD\n"
    "Analista – Contabilidade 10 9 0 1\n"
    "Técnico – Administração 4 3 1 0\n"
)


def test_a_link_of_a_guessed_law_is_judged_as_mildly_as_its_check():
    result = lint({"texto": GUESSED})
    assert result["detected"]["law_guessed"] and result["link_opcoes"]["lei_presumida"] is True
    opened = open_link({"link": encode(page_link(result))})
    assert verdicts(opened) == verdicts(result)
    assert not any(f["severity"] == "error" for f in opened["findings"])
    # and a correction made after opening it keeps the law a guess
    again = recheck({**opened["link"]["opcoes"], "posicoes": opened["link"]["posicoes"]})
    assert not any(f["severity"] == "error" for f in again["findings"])


LAW_TEXT = (
    "Reserva de 20% das vagas aos candidatos negros, nos termos da Lei nº 12.990/2014.\n"
    "Cargo: Analista. Vagas: 10 vagas, sendo 1 reservada a candidatos negros.\n"
)
#: Its only date (2010) is uncertain (the edital's number says 2024) and would switch the law off:
#: the checks run as of the law's first day, and their errors are notes asking to check the date.
MOVED_DATE = "EDITAL Nº 12/2024\n" + LAW_TEXT + "Natal, 10 de outubro de 2010.\n"


def test_a_link_of_an_edital_whose_checks_moved_the_date_is_judged_as_its_check():
    result = lint({"texto": MOVED_DATE})
    assert result["date"] == "2010-10-10" and result["link_opcoes"]["data_verificacao"] != "2010-10-10"
    assert any(f.get("downgraded_from") == "error" for f in result["findings"])
    opened = open_link({"link": encode(page_link(result))})
    assert verdicts(opened) == verdicts(result)

    def moved(found):
        return [f["message"] for f in found["findings"] if f.get("downgraded_from") == "error"]

    assert moved(opened) == moved(result) and "confira a data de publicação (linha" in moved(opened)[0]
    # a correction after opening the link keeps the day the checks used
    link = opened["link"]
    again = recheck({**link["opcoes"], "posicoes": link["posicoes"], "achados_texto": link["achados_texto"]})
    assert verdicts(again) == verdicts(opened)


def test_the_link_names_the_version_that_made_it():
    result = lint({"texto": GUESSED})
    envelope = page_link(result)
    assert open_link({"link": encode(envelope)})["link"]["nota_versao"] is None
    envelope["versao"] = "0.0.1"
    note = open_link({"link": encode(envelope)})["link"]["nota_versao"]
    assert "0.0.1" in note and __version__ in note
    del envelope["versao"]
    assert "não diz com que versão" in open_link({"link": encode(envelope)})["link"]["nota_versao"]


@pytest.mark.parametrize(
    "change",
    [
        {"poder": "imperial"},
        {"poder": ["legislativo"]},
        {"tipo": "constructor"},
        {"lei_presumida": "sim"},
        {"versao": "<script>"},
        {"versao": 2},
        {"data_verificacao": "2024-02-30"},
        {"data_verificacao": "01/01/2024"},
        {"data_verificacao": "2024-01-01", "data_linha": "3"},
        {"posicoes": [{"vacancies": 10, "open_stated": "8"}]},
        {"posicoes": [{"vacancies": 10, "other_reserves_stated": {"negros": 1}}]},
        {"posicoes": [{"vacancies": 10, "reserve_scope": "edital"}]},
    ],
)
def test_a_tampered_new_field_refuses_the_link(change):
    from cotacheck.errors import InputError

    base = {"v": 2, "lei": "go", "data": "2026-01-02", "posicoes": [{"name": "A", "vacancies": 10}]}
    with pytest.raises(InputError, match="o link deste resultado não é válido"):
        open_link({"link": encode({**base, **change})})


def test_the_page_writes_the_same_fields_of_a_cargo():
    """verificar-state.js lists the cargo's fields its link carries; they are this module's ROW_KEYS."""
    source = (ROOT / "site" / "js" / "verificar-state.js").read_text(encoding="utf-8")
    found = re.search(r"const LINK_ROW_KEYS = \[([^\]]*)\]", source)
    assert found, "verificar-state.js names the fields of a cargo its link carries"
    assert tuple(re.findall(r'"(\w+)"', found.group(1))) == ROW_KEYS
