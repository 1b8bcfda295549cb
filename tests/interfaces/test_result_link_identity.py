"""A result link (and a saved file) says which edital it checked (issue 40): the issuer and its sphere, the
edital's number, the file's name, when it was checked and whether the law was given or detected. A check
makes them (`identificacao`), the link carries them, and opening it validates each field (a forged one is
refused in Portuguese) and gives them back; an issuer named by the check is not said to be unnamed."""

from __future__ import annotations

import gc
import json

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.linter import lint, open_link
from cotacheck.interfaces.web.result_link import MAX_NAME, edital_identity, link_identity
from tests.interfaces.test_result_link import EDITAL, ROW_KEYS, encode

IDENTITY = {
    "edital": {"emissor": "MINISTÉRIO DA FAZENDA", "esfera": "federal", "numero": "1/2026", "arquivo": "mf.pdf"},
    "verificado_em": "2026-01-05T14:30Z",
    "lei_informada": False,
}


@pytest.fixture(scope="module")
def checked():
    return lint({"arquivo": {"nome": "mf.txt", "bytes": EDITAL.encode()}})


def link_of(checked, **extra) -> dict:
    rows = [{k: p[k] for k in ROW_KEYS if p.get(k) is not None} for p in checked["positions"]]
    return {"v": 2, **checked["link_opcoes"], "posicoes": rows, "achados_texto": checked["achados_texto"], **extra}


def test_a_check_names_its_edital(checked):
    assert checked["identificacao"] == {
        "edital": {"emissor": "MINISTÉRIO DA FAZENDA", "esfera": "federal", "numero": "1/2026", "arquivo": "mf.txt"},
        "lei_informada": False,
    }
    given = lint({"texto": EDITAL, "lei": "federal"})
    assert given["identificacao"]["lei_informada"] is True and "arquivo" not in given["identificacao"]["edital"]


def test_a_number_cited_far_below_the_title_is_not_the_editals():
    text = "PREFEITURA MUNICIPAL DE X\n" + "texto\n" * 100 + "conforme o Edital nº 9/2019\n"
    assert "numero" not in edital_identity({"detected": {}}, text)["edital"]


def test_the_link_gives_the_identity_back(checked):
    opened = open_link({"link": encode(link_of(checked, **IDENTITY))})
    assert opened["link"]["identificacao"] == IDENTITY


def test_an_issuer_the_check_named_is_not_said_to_be_unnamed():
    """A municipal edital (no law modelled: the link's law is empty): the table alone names no issuer."""
    text = EDITAL.replace("MINISTÉRIO DA FAZENDA", "PREFEITURA MUNICIPAL DE SANTA LUZIA").replace(
        ", conforme a Lei nº 15.142/2025", ", 20% das vagas"
    )
    municipal = lint({"arquivo": {"nome": "pm.txt", "bytes": text.encode()}})
    identity = municipal["identificacao"]
    assert identity["edital"]["emissor"] == "PREFEITURA MUNICIPAL DE SANTA LUZIA"
    opened = open_link({"link": encode(link_of(municipal, **identity))})
    reason = opened["detected"]["reason"]
    assert not reason.startswith("Emissor do edital não identificado")
    assert "PREFEITURA MUNICIPAL DE SANTA LUZIA (municipal)" in reason
    bare = open_link({"link": encode(link_of(municipal))})  # a link of an older page: what the table tells
    assert bare["detected"]["reason"].startswith("Emissor do edital não identificado")


def test_a_link_without_identity_still_opens_and_says_nothing_of_it(checked):
    opened = open_link({"link": encode(link_of(checked))})
    assert opened["link"]["identificacao"] == {}


@pytest.mark.parametrize(
    "change",
    [
        {"edital": "MF"},
        {"edital": {"esfera": "galáctica"}},
        {"edital": {"emissor": "x" * (MAX_NAME + 1)}},
        {"edital": {"numero": 12}},
        {"edital": {"numero": "1" * 61}},
        {"verificado_em": "2026-01-05 14:30"},
        {"verificado_em": "2026-02-30T10:00Z"},
        {"verificado_em": "2026-01-05T25:00Z"},
        {"lei_informada": "sim"},
    ],
)
def test_a_forged_identity_is_refused(checked, change):
    with pytest.raises(InputError, match="o link deste resultado não é válido"):
        open_link({"link": encode(link_of(checked, **{**IDENTITY, **change}))})


def test_controls_in_the_names_are_dropped():
    out = link_identity({"edital": {"emissor": "MF\u202e\u0000 X", "arquivo": "a\nb.pdf"}})
    assert out["edital"]["emissor"].isprintable() and "\n" not in out["edital"]["arquivo"]


def test_a_saved_file_carries_it_too(checked):
    opened = open_link({"arquivo": json.dumps(link_of(checked, **IDENTITY))})
    assert opened["link"]["identificacao"]["edital"]["numero"] == "1/2026"


def test_the_title_is_looked_for_in_the_first_lines_alone():
    """`first_lines` gives `splitlines()[:count]` (every line break Python knows, "\r\n" one), splitting only
    the text's start: the identification of a long table's check split every line of it."""
    import random
    import tracemalloc

    from cotacheck.interfaces.web.result_link import TITLE_LINES, first_lines

    breaks = ["\n", "\r", "\r\n", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
    for seed in range(300):
        rng = random.Random(seed)
        text = "".join(
            "x" * rng.choice([0, 1, 5, 100, 3000, 5000]) + rng.choice(breaks) for _ in range(rng.randint(0, 200))
        )
        count = rng.choice([0, 1, 2, TITLE_LINES, TITLE_LINES + 1, 150])
        assert first_lines(text, count) == text.splitlines()[:count], seed
    text = "EDITAL Nº 7/2026\n" + "Analista 3 0 1 4\n" * 200_000
    gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
    tracemalloc.start()
    try:
        found = edital_identity({}, text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert found["edital"]["numero"] == "7/2026"
    assert peak < len(text) / 20, f"{peak} bytes at the peak for a text of {len(text)} characters"
