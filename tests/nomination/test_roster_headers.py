"""The classified list with the headers people write in Portuguese (issue 13): nome, classificação,
negro/cotista, pcd/deficiência, desistente; the page is told which columns were recognised."""

from __future__ import annotations

import datetime as dt

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.nomination import chamada_alocar
from cotacheck.nomination import allocate, parse_candidates
from cotacheck.nomination.roster import recognised_columns

ENGLISH = "id,rank,negro,pcd,withdrawn\nana,1,0,0,0\nbia,2,1,0,0\ncaio,3,0,1,0\ndavi,4,1,0,1\neva,5,1,0,0\n"
PORTUGUESE = "Nome;Classificação;Cotista;Deficiência;Desistente\nana;1;não;não;não\nbia;2;sim;não;não\ncaio;3;não;sim;não\ndavi;4;sim;não;sim\neva;5;sim;não;não\n"


def test_portuguese_headers_read_the_same_list():
    assert parse_candidates(PORTUGUESE) == parse_candidates(ENGLISH)
    day = dt.date(2026, 1, 5)
    assert allocate(PORTUGUESE, 5, "go", day)["appointed"] == allocate(ENGLISH, 5, "go", day)["appointed"]


@pytest.mark.parametrize(
    "header",
    [
        "nome,classificacao,negro,pcd",
        "NOME,Classificação,negro,deficiencia",
        "candidato,posição,cotista,PcD",
        "Nome , Classificação , Negro , Pessoa com deficiência",
    ],
)
def test_header_variants(header):
    candidates = parse_candidates(f"{header}\nana,1,1,0\nbia,2,0,1\n")
    assert [(c.id, c.rank, c.group, c.pcd) for c in candidates] == [("ana", 1, "negros", False), ("bia", 2, None, True)]


def test_recognised_columns_say_how_each_header_was_read():
    columns = recognised_columns(PORTUGUESE)
    assert [(c["header"], c["column"]) for c in columns] == [
        ("Nome", "id"),
        ("Classificação", "rank"),
        ("Cotista", "negro"),
        ("Deficiência", "pcd"),
        ("Desistente", "withdrawn"),
    ]
    result = chamada_alocar({"lei": "go", "data": "2026-01-05", "vagas": "3", "lista": PORTUGUESE})
    assert result["columns"] == columns


@pytest.mark.parametrize(
    "text, message",
    [
        ("nome,nota,negro,pcd\na,1,1,0\n", "coluna desconhecida 'nota'"),
        ("nome,classificação,negro\na,1,1\n", "cabeçalho sem as colunas pcd"),
        ("nome,id,classificação,negro,pcd\na,b,1,1,0\n", "duas colunas para candidato"),
    ],
)
def test_bad_headers_are_explained_in_portuguese(text, message):
    with pytest.raises(InputError, match=message) as error:
        parse_candidates(text)
    assert "nome, classificação" in str(error.value) or "duas colunas" in str(error.value)
