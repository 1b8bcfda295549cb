"""The edital's own date (cotacheck.linter.facts.dating): sources, cited acts never taken, confidence, and
what an uncertain date changes."""

from __future__ import annotations

import datetime as dt

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.facts.dating import date_edital, dates_in, day_for_checks
from cotacheck.linter.read.text import split_lines

D = dt.date


def dated(text: str):
    return date_edital(split_lines(text))


@pytest.mark.parametrize(
    "title, expected",
    [
        ("EDITAL Nº 1, DE 5 DE SETEMBRO DE 2024", D(2024, 9, 5)),
        ("Edital nº 1, de 09 de setembro de 2022", D(2022, 9, 9)),
        ("EDITAL Nº 01 - 2022/001 BB, DE 22 DE DEZEMBRO DE 2022", D(2022, 12, 22)),
        ("EDITAL N.º 7/2025 - SEAD, DE 12 DE MARÇO DE 2025", D(2025, 3, 12)),
        ("EDITAL Nº 7/2025, DE 12 DE MARCO DE 2025", D(2025, 3, 12)),
        ("EDITAL Nº 7/2025, DE 12 DE MARÁO DE 2025", D(2025, 3, 12)),  # garbled ç from a PDF font
        ("EDITAL DE ABERTURA Nº 3, DE 1º DE JULHO DE 2022", D(2022, 7, 1)),
        ("EDITAL No 3, DE 1o DE ABRIL DE 2021", D(2021, 4, 1)),
        ("## EDITAL Nº 2, de 15/01/2026", D(2026, 1, 15)),
        ("EDITAL Nº 2, DE 15.01.2026", D(2026, 1, 15)),
        ("EDITAL Nº 1/2024 CVM, DE 11 JANEIRO DE 2024", D(2024, 1, 11)),  # no "de" before the month
    ],
)
def test_title_dates_in_many_wordings(title, expected):
    found = dated(f"GOVERNO DO ESTADO\n{title}\nO Secretário torna pública a abertura de concurso.")
    assert (found.date, found.source, found.confidence, found.line) == (expected, "title", "confirmed", 2)


def test_title_with_its_date_on_the_next_line():
    found = dated("POLICIA MILITAR DO RN\nEDITAL Nº 02 /2022- PMRN -\n1º DE JULHO DE 2022\nO Presidente ...")
    assert (found.date, found.source, found.line) == (D(2022, 7, 1), "title", 3)


def test_cited_acts_are_never_the_edital_date():
    text = (
        "EDITAL Nº 133/2024\n"
        "O Pró-Reitor, nos termos do Decreto nº 9.739 de 28 de março de 2019, considerando o\n"
        "Decreto nº 7.312 de 22 de setembro de 2010, bem como o edital de retificação, torna público o concurso,\n"
        "nos termos da Lei nº 12.990, de 9 de junho de 2014, e da MP nº 2.200-2 de 24/08/2001.\n"
        "Portaria n.º 1.803, de 3 de setembro de 2024.\n"
    )
    found = dated(text)
    assert found.date is None and found.confidence == "uncertain"


def test_the_gazette_that_published_a_cited_act_is_not_the_edital_date():
    text = (
        "EDITAL Nº 1/2024\n"
        "O Superintendente torna pública a abertura do concurso, autorizado pela Portaria MGI nº 3.545, de 18 de julho\n"
        "de 2023, do Ministério da Gestão, publicada na Seção 1 do Diário Oficial da União de 19/07/2023.\n"
        "Brasília, 11 de janeiro de 2024.\n"
    )
    found = dated(text)
    assert (found.date, found.source) == (D(2024, 1, 11), "signature")
    alone = dated("EDITAL Nº 1/2024\nDiário Oficial da União de 19/07/2023, seção 3.\n")
    assert (alone.date, alone.source) == (D(2023, 7, 19), "gazette")  # the gazette the edital itself is on


def test_cronograma_publication_and_signature():
    text = (
        "EDITAL Nº 133/2024\n"
        "Considerando o Decreto nº 7.312 de 22 de setembro de 2010, torna público o concurso.\n"
        "CRONOGRAMA\n"
        "12/09/2024 Encaminhamento do extrato do Edital para o Diário Oficial da União.\n"
        "13/09/2024 Publicação oficial e divulgação do Edital de abertura.\n"
        "25/09/2024 Publicação, se houver, da Retificação ao Edital de Abertura.\n"
        "...\n"
        "Pelotas, 03 de setembro de 2024.\n"
        "Fulano de Tal\n"
    )
    found = dated(text)
    assert (found.date, found.source, found.line) == (D(2024, 9, 13), "publication", 5)
    assert found.confidence == "probable"  # the signature, ten days earlier, does not quite agree
    assert {c.date for c in found.candidates} == {D(2024, 9, 13), D(2024, 9, 3)}


@pytest.mark.parametrize(
    "signature, expected",
    [
        ("Goiânia, 2 de fevereiro de 2026.", D(2026, 2, 2)),
        ("Natal/RN, 1º de julho de 2022.", D(2022, 7, 1)),
        ("Brasília-DF, 05/09/2024.", D(2024, 9, 5)),
        ("Porto Alegre (RS), 10 de outubro de 2023", D(2023, 10, 10)),
        ("Natal, primeiro de maio de 2024.", D(2024, 5, 1)),
    ],
)
def test_place_and_date_above_the_signature(signature, expected):
    found = dated(f"CONCURSO PÚBLICO\nTorna pública a abertura.\n{signature}\nFULANO DE TAL\nSecretário")
    assert (found.date, found.source, found.confidence) == (expected, "signature", "confirmed")


@pytest.mark.parametrize(
    "header, expected",
    [
        ("Nº 60, sexta-feira, 28 de março de 2025", D(2025, 3, 28)),
        ("DOU 28/03/2025 - Diário Oficial da União - Brasil", D(2025, 3, 28)),
        ("DiÆrio Oficial da Uniªo - Seção 3, Nº 171, de 4 de setembro de 2024", D(2024, 9, 4)),
        ("DIÁRIO OFICIAL DO ESTADO DO RIO GRANDE DO NORTE, 01/07/2022", D(2022, 7, 1)),
    ],
)
def test_the_diario_oficial_page(header, expected):
    text = f"{header}\nDocumento assinado conforme MP nº 2.200-2 de 24/08/2001.\nEDITAL Nº 5/2025\nTorna público..."
    found = dated(text)
    assert (found.date, found.source) == (expected, "gazette")


def test_title_beats_a_later_gazette_reference():
    text = (
        "Edital com as alterações incluídas (DOU de 04 de janeiro de 2023, Seção 3, página 53)\n"
        "EDITAL DE ABERTURA SELEÇÃO EXTERNA 2022/001\nEDITAL Nº 01 - 2022/001 BB, DE 22 DE DEZEMBRO DE 2022\n"
    )
    found = dated(text)
    assert (found.date, found.source, found.confidence) == (D(2022, 12, 22), "title", "confirmed")
    assert D(2023, 1, 4) in {c.date for c in found.candidates}


def test_far_apart_dates_or_another_year_in_the_number_are_uncertain():
    far = dated("Publicação do edital em 10/01/2024.\n...\nNatal, 10 de outubro de 2024.\n")
    assert far.date == D(2024, 1, 10) and far.confidence == "uncertain"
    other_year = dated("EDITAL Nº 12/2024\n...\nNatal, 10 de outubro de 2019.\n")
    assert other_year.date == D(2019, 10, 10) and other_year.confidence == "uncertain"


def test_impossible_dates_are_ignored():
    assert dates_in("31 de fevereiro de 2024 e 30/02/2024 e 5 de setembro de 2024") == [D(2024, 9, 5)]


LAW_TEXT = (
    "Reserva de 20% das vagas aos candidatos negros, nos termos da Lei nº 12.990/2014.\n"
    "Cargo: Analista. Vagas: 10 vagas, sendo 1 reservada a candidatos negros.\n"
)


def test_an_uncertain_date_never_switches_the_law_off():
    text = "EDITAL Nº 12/2024\nPublicação do edital em 10/01/2024.\n" + LAW_TEXT + "Natal, 10 de outubro de 2010.\n"
    dated_ = date_edital(split_lines(text))
    assert dated_.confidence == "uncertain"
    day = day_for_checks("federal", dated_, None, D(2026, 1, 1), "executivo", "efetivo")
    assert day == D(2024, 1, 10)  # the law applies on the other date the edital shows
    result = lint_text("EDITAL Nº 12/2024\n" + LAW_TEXT + "Natal, 10 de outubro de 2010.\n", today=D(2026, 1, 1))
    codes = [f["code"] for f in result["findings"]]
    assert "CQ301" not in codes and "CQ304" in codes
    assert result["detected"]["date_confidence"] == "uncertain" and result["date"] == "2010-10-10"
    note = next(f for f in result["findings"] if f["code"] == "CQ304")["message"]
    assert "10/10/2010" in note and "desconsidere" in note and "10/06/2014" in note
    reserve = [f for f in result["findings"] if f["code"] in ("CQ101", "CQ102")]
    assert reserve  # the reserve was assessed, but its errors hold only if the law applies
    assert all(
        f["severity"] == "info" and f["downgraded_from"] == "error" and "confira a data" in f["message"]
        for f in reserve
    )


def test_a_confirmed_date_before_the_law_still_switches_it_off():
    result = lint_text("EDITAL Nº 1, DE 5 DE MAIO DE 2010\n" + LAW_TEXT)
    # only the edital's own rule (CQ4xx) is still checked against its table when the law does not apply
    assert [f["code"] for f in result["findings"] if not f["code"].startswith("CQ4")] == ["CQ301"]
    assert result["detected"]["date_source"] == "title" and result["detected"]["date_confidence"] == "confirmed"


def test_a_probable_date_says_which_date_was_assumed_and_what_would_change():
    text = "EDITAL Nº 3/2025\nData de publicação: 20/05/2025.\n" + LAW_TEXT + "Brasília, 2 de junho de 2025.\n"
    result = lint_text(text)
    assert result["detected"]["date_confidence"] == "probable"
    note = next(f for f in result["findings"] if f["code"] == "CQ304")
    assert note["severity"] == "info" and note["line"] == 2
    assert "20/05/2025" in note["message"] and "04/06/2025" in note["message"] and "15.142" in note["message"]


def test_a_given_date_is_confirmed_and_adds_no_note():
    result = lint_text("EDITAL Nº 3/2025\n" + LAW_TEXT, date=D(2025, 1, 10))
    assert result["detected"]["date_source"] == "given" and result["detected"]["date_confidence"] == "confirmed"
    assert "CQ304" not in [f["code"] for f in result["findings"]]


def test_title_with_parentheses_and_a_standalone_publicado_em():
    assert dated("EDITAL Nº 1 (ABERTURA), DE 3 DE MARÇO DE 2025\nTorna público.").date == D(2025, 3, 3)
    found = dated("CONCURSO PÚBLICO\nPUBLICADO EM 26/01/2026\nTorna público.")
    assert (found.date, found.source) == (D(2026, 1, 26), "publication")


def test_a_page_with_other_editais_is_not_certain():
    found = dated("EDITAL Nº 5, DE 3 DE MARÇO DE 2025\n...\nEDITAL Nº 7, DE 4 DE MARÇO DE 2025\n...")
    assert (found.date, found.confidence) == (D(2025, 3, 3), "probable")
    far = dated("EDITAL Nº 5, DE 3 DE MARÇO DE 2025\n...\nEDITAL Nº 7, DE 4 DE MARÇO DE 2019\n...")
    assert far.confidence == "uncertain"
