"""Inputs as they really come (issue 26, points 1–3; issue 24, point 9): prose cargos named with a
number, statements wrapped at any word, cells with a letter for a digit, long cargo names and rows
named by a place under a cargo title. Nothing is read wrong or dropped in silence."""

from __future__ import annotations

import pytest
from lint_samples import CLAUSES, GO_HEAD, positions

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import normalise


def read(text: str) -> dict:
    return lint_text(GO_HEAD + text + CLAUSES)


def figures(result: dict) -> list[tuple]:
    return [(p["name"], p["vacancies"], p["reserved_stated"]) for p in result["positions"]]


def notes(result: dict) -> list[str]:
    return [f["message"] for f in result["findings"] if f["code"] == "CQ305"]


# --- 26.1: a cargo's name that ends in a number --------------------------------------------------------


@pytest.mark.parametrize(
    "first, second",
    [("Professor Nível 1", "Professor Nível 2"), ("Analista Área 1", "Analista Área 2"), ("Técnico II", "Técnico III")],
)
def test_a_number_that_ends_a_cargo_name_stays_in_the_name(first, second):
    text = (
        f"Para o cargo de {first} serão oferecidas 20 vagas, sendo 4 reservadas a candidatos negros.\n"
        f"Para o cargo de {second} serão oferecidas 10 vagas, sendo 2 reservadas a candidatos negros.\n"
    )
    result = read(text)
    assert figures(result) == [(first, 20, 4), (second, 10, 2)]
    assert [p["confidence"] for p in result["positions"]] == ["confirmed", "confirmed"]


def test_the_number_of_a_named_level_is_not_a_vacancy_count():
    result = read("Para o cargo de Professor Nível 3, 12 vagas, das quais 3 reservadas a candidatos negros.\n")
    assert figures(result) == [("Professor Nível 3", 12, 3)]


def test_a_later_statement_that_differs_is_never_dropped_in_silence():
    text = (
        "Para o cargo de Analista serão oferecidas 20 vagas, sendo 4 reservadas a candidatos negros.\n"
        "Para o cargo de Analista serão oferecidas 10 vagas, sendo 1 reservada a candidatos negros.\n"
    )
    result = read(text)
    assert figures(result) == [("Analista", 20, 4)]
    (kept,) = result["positions"]
    assert kept["confidence"] == "uncertain" and "linha 5" in kept["confidence_reason"]
    (note,) = notes(result)
    assert "linha 5" in note and "“Analista”" in note and "10 vagas, 1 para negros" in note
    # its error (1 of 10 is below 2) cannot come from a reading the edital contradicts
    assert not [f for f in result["findings"] if f["severity"] == "error" and f.get("position")]


def test_a_later_statement_that_agrees_is_read_as_the_same():
    line = "Para o cargo de Analista serão oferecidas 20 vagas, sendo 4 reservadas a candidatos negros.\n"
    result = read(line + "3. DAS INSCRIÇÕES\n" + line)
    assert figures(result) == [("Analista", 20, 4)] and not notes(result)
    assert result["positions"][0]["confidence"] == "confirmed"


# --- 26.2: a statement wrapped onto the next line, at every word -----------------------------------------

WRAPPED = [
    (
        "Para o cargo de Analista de Sistemas serão oferecidas 20 vagas, sendo 4 reservadas a candidatos negros.",
        ("Analista de Sistemas", 20, 4),
    ),
    (
        "Para o cargo de Analista de Sistemas, 3 vagas, sendo 1 reservada a candidatos negros.",
        ("Analista de Sistemas", 3, 1),
    ),
    ("Analista de Sistemas: 20 vagas, sendo 4 reservadas a candidatos negros.", ("Analista de Sistemas", 20, 4)),
    (
        "Para o cargo de Professor Nível 1 serão oferecidas 10 vagas, das quais 2 reservadas a candidatos negros.",
        ("Professor Nível 1", 10, 2),
    ),
    (
        "Cargo de Técnico Administrativo: 15 vagas, das quais 3 para candidatos negros.",
        ("Técnico Administrativo", 15, 3),
    ),
]
SECTION = "3. DAS VAGAS\n3.1 O concurso oferece vagas conforme o que segue.\n"


def wraps(statement: str):
    """The statement broken onto a second line at each of its word boundaries."""
    for i, char in enumerate(statement):
        if char == " ":
            yield statement[:i] + "\n" + statement[i + 1 :]


def test_every_wrap_point_of_every_statement_is_read():
    tried, missed = 0, []
    for statement, expected in WRAPPED:
        assert figures(read(SECTION + statement + "\n")) == [expected]
        for wrapped in wraps(statement):
            tried += 1
            if figures(read(SECTION + wrapped + "\n")) != [expected]:
                missed.append(wrapped)
    assert tried == 68 and not missed, missed


def test_a_wrapped_statement_lists_both_its_lines():
    result = read(SECTION + "Para o cargo de Analista\nde Sistemas, 3 vagas, sendo 1 reservada a candidatos negros.\n")
    (p,) = result["positions"]
    assert len(p["lines"]) == 2 and p["lines"][1] == p["lines"][0] + 1


def test_two_statements_on_consecutive_lines_stay_two():
    text = "Analista: 20 vagas, sendo 4 para candidatos negros\nTécnico: 10 vagas, sendo 2 para candidatos negros\n"
    assert figures(read(text)) == [("Analista", 20, 4), ("Técnico", 10, 2)]


def test_an_unnamed_statement_beside_a_table_says_so():
    """A count of a cargo's vacancies the reader cannot name would vanish behind the table's findings."""
    table = "Cargo AC Negros Total\nAuxiliar 8 2 10\n"
    prose = "3.2 Além das vagas do quadro, o cargo\ncitado no anexo terá 12 vagas, sendo 3 para candidatos negros.\n"
    result = read(table + prose)
    assert figures(result) == [("Auxiliar", 10, 2)]
    assert [n for n in notes(result) if "nome não foi reconhecido" in n]
    assert not notes(read(table))


# --- 26.3: a count cell with a letter for a digit ----------------------------------------------------------

TABLE = "Cargo AC Negros Total\nAnalista de Sistemas 22 3 25\n{row}\nAuxiliar 8 2 10\n{total}\n"


@pytest.mark.parametrize(
    "row, total, read_as, cell",
    [
        ("Técnico 18 2 2O", "Total 48 7 55", (20, 2), "2O"),
        ("Técnico l5 3 18", "Total 45 8 53", (18, 3), "l5"),
        ("Técnico 85 15 1O0", "Total 115 20 135", (100, 15), "1O0"),
    ],
)
def test_a_letter_in_a_count_keeps_the_row_uncertain_and_names_the_cell(row, total, read_as, cell):
    result = read(TABLE.format(row=row, total=total))
    by_name = {p["name"]: p for p in result["positions"]}
    tecnico = by_name["Técnico"]
    assert (tecnico["vacancies"], tecnico["reserved_stated"]) == read_as
    assert tecnico["confidence"] == "uncertain" and f"“{cell}”" in tecnico["confidence_reason"]
    # the other rows and the Total row add up: they are read as before
    assert by_name["Analista de Sistemas"]["confidence"] == by_name["Auxiliar"]["confidence"] == "confirmed"
    assert [n for n in notes(result) if f"“{cell}”" in n and "linha 6" in n]
    errors = [f for f in result["findings"] if f.get("position") == "Técnico" and f["severity"] == "error"]
    assert not errors  # Técnico's short reserve is a note asking to check the line, never an error
    downgraded = [f for f in result["findings"] if f.get("position") == "Técnico" and f.get("downgraded_from")]
    assert downgraded and f"“{cell}”" in downgraded[0]["message"] and "não fecham" not in downgraded[0]["message"]


def test_ordinals_and_words_are_not_misread_counts():
    found = positions("Cargo AC Negros Total\nSargento 2º 18 2 20\nOficial II 8 2 10\n")
    assert [(p.name, p.vacancies, p.misread) for p in found] == [("Sargento 2º", 20, None), ("Oficial II", 10, None)]


# --- 24.9: long cargo names; rows named by a place under a cargo title ----------------------------------

LONG = (
    "Analista Técnico de Políticas Públicas em Gestão Governamental e Desenvolvimento Regional Sustentável "
    "com Especialização em Planejamento Orçamentário"
)


@pytest.mark.parametrize("words", [16, 17, 20, 28])
def test_a_long_cargo_name_is_read_with_its_violation(words):
    name = " ".join((LONG + " " + LONG).split()[:words])
    assert len(name) > 100
    table = read(f"Cargo AC Negros Total\n{name} 22 1 23\nAuxiliar 8 2 10\n")
    assert (name, 23, 1) in figures(table)
    assert [f for f in table["findings"] if f["code"] == "CQ102" and f["position"] == name]
    prose = read(f"Para o cargo de {name} serão oferecidas 23 vagas, sendo 1 reservada a candidatos negros.\n")
    assert figures(prose) == [(name, 23, 1)]


def test_rows_named_by_a_uf_under_a_cargo_title_carry_the_cargo():
    text = (
        "ANEXO I - QUADRO DE VAGAS\nARQUITETO\nMACROPOLO POLO\nAC PCD PN TOTAL\nCentro-Oeste\nDF 1 0 1 2\n"
        "GO 1 0 0 1\nTOTAL 2 0 1 3\nTÉCNICO BANCÁRIO\nMACROPOLO POLO\nAC PCD PN TOTAL\nCentro-Oeste\n"
        "DF 3 1 1 5\nGO 2 0 1 3\nTOTAL 5 1 2 8\n"
    )
    found = positions(text)
    assert [(p.name, p.parent, p.slice) for p in found] == [
        ("ARQUITETO – Centro-Oeste DF", "ARQUITETO", "Centro-Oeste DF"),
        ("ARQUITETO – GO", "ARQUITETO", "GO"),
        ("TÉCNICO BANCÁRIO – Centro-Oeste DF", "TÉCNICO BANCÁRIO", "Centro-Oeste DF"),
        ("TÉCNICO BANCÁRIO – GO", "TÉCNICO BANCÁRIO", "GO"),
    ]


def test_rows_under_place_columns_carry_the_cargo_whatever_the_place():
    text = "PROFESSOR\nMUNICÍPIO\nAC Negros Total\nGoiânia 8 2 10\nAnápolis 4 1 5\n"
    assert [p.name for p in positions(text)] == ["PROFESSOR – Goiânia", "PROFESSOR – Anápolis"]


def test_a_table_title_that_is_not_a_cargo_names_no_row():
    text = "QUADRO DE VAGAS\nUF AC Negros Total\nGO 8 2 10\nDF 4 1 5\n"
    assert [p.name for p in positions(text)] == ["GO", "DF"]


def test_several_long_lines_are_told_in_the_plural():
    result = lint_text(GO_HEAD + ("x " * 1200 + "\n") * 2 + CLAUSES)
    (note,) = [n for n in notes(result) if "caracteres" in n]
    assert "foram lidas" in note and "foiram" not in note


# --- a PDF's ligatures ---------------------------------------------------------------------------------


@pytest.mark.parametrize("ligature, letters", [("ﬁ", "fi"), ("ﬂ", "fl")])
def test_a_ligature_from_a_pdf_reads_as_its_letters(ligature, letters):
    """pypdf keeps a font's ligature as one character ("Deﬁciência"): the header and names read as spelt."""
    table = (
        "Cargo | Vagas Ampla Concorrência | Vagas Pessoas com Deficiência | Vagas Negros | Total\n"
        "Oficial Administrativo | 6 | 1 | 2 | 9\n"
        "Afluente Técnico de Suporte | 3 | 0 | 1 | 4\n"
    )
    tied = table.replace(letters, ligature)
    assert tied != table
    plain = figures(read(table))
    assert plain == [("Oficial Administrativo", 9, 2), ("Afluente Técnico de Suporte", 4, 1)]
    assert figures(read(tied)) == plain


def test_every_latin_ligature_is_spelt_out():
    assert (
        normalise("Deﬁciência Aﬂuente Suﬀixo Oﬃcial Eﬄux ﬅ ﬆ") == "Deficiência Afluente Suffixo Official Efflux st st"
    )
