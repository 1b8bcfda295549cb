"""A cargo list written as numbered items of labelled figures (`tables/prose_items.py`): each count read by
its label, never a number that is not a vacancy, and confirmed only when proven."""

from __future__ import annotations

from cotacheck.linter import lint_text
from cotacheck.linter.tables.prose_items import items, read_item

_HEAD = "EDITAL Nº 3, DE 7 DE MARÇO DE 2025\nCONCURSO PÚBLICO\n"


def _positions(text: str) -> dict[str, dict]:
    return {p["name"]: p for p in lint_text(_HEAD + text)["positions"]}


def test_a_paragraph_on_one_line_gives_each_item_its_cargo():
    got = _positions(
        "Nos termos da Lei nº 12.990, de 9 de junho de 2014. 1. DOS CARGOS E VAGAS: 1.1. Especialista em Pesca: "
        "vagas: 30; reserva para pessoas com deficiência: 2; reserva para negros: 6; 1.2. Técnico em Pesca: "
        "reserva para negros: duas; total de vagas: 12 (doze); PcD: 1. 2. DAS INSCRIÇÕES: 2.1. De 12 de março "
        "a 11 de abril de 2025; taxa de inscrição: R$ 90,00.\n"
    )
    assert set(got) == {"Especialista em Pesca", "Técnico em Pesca"}
    assert [(p["vacancies"], p["reserved_stated"], p["pcd_stated"]) for p in got.values()] == [(30, 6, 2), (12, 2, 1)]
    assert all(p["confidence"] == "confirmed" for p in got.values())


def test_a_paragraph_wrapped_at_any_word_reads_the_same():
    got = _positions(
        "1. DOS CARGOS E VAGAS: 1.1. Especialista em\nPesca: vagas: 30; reserva para pessoas com\n"
        "deficiência: 2; reserva para negros: 6; 1.2.\nTécnico em Pesca: vagas: 12; reserva para negros: 2.\n"
    )
    assert {n: (p["vacancies"], p["reserved_stated"]) for n, p in got.items()} == {
        "Especialista em Pesca": (30, 6),
        "Técnico em Pesca": (12, 2),
    }
    assert got["Especialista em Pesca"]["lines"] == [3]  # the line the item starts on


def test_numbers_that_are_not_vacancies_are_never_counts():
    """A percentage, a fee, a date and a law's number after a label are no count: the field list stops."""
    (item,) = items("1.1. Analista: vagas: 10; reserva para negros: 20%; taxa: R$ 90,00")
    assert [(f.role, f.count) for f in item.fields] == [("total", 10)]
    (item,) = items("1.1. Analista: vagas: 10; reserva para negros: 2; inscrições: 12 de março de 2025")
    assert [(f.role, f.count) for f in item.fields] == [("total", 10), ("negros", 2)]
    assert items("1.1. Nos termos da Lei nº 12.990: 2014; 1.2. Prazo: 12 de março") == []


def test_a_label_outside_the_vocabulary_leaves_the_item_uncertain_with_the_reason():
    got = _positions("1.1. Analista: vagas: 10; reserva para hipossuficientes: 1; reserva para negros: 2;\n")
    p = got["Analista"]
    assert (p["vacancies"], p["reserved_stated"], p["confidence"]) == (10, 2, "uncertain")
    assert "hipossuficientes" in p["confidence_reason"]


def test_parts_that_miss_the_total_or_no_total_are_uncertain():
    got = _positions(
        "1.1. Analista: vagas: 10; ampla concorrência: 7; reserva para negros: 2; PcD: 0;\n"
        "1.2. Contador: ampla concorrência: 7; reserva para negros: 2; PcD: 1;\n"
    )
    assert got["Analista"]["confidence"] == "uncertain" and "somam 9" in got["Analista"]["confidence_reason"]
    assert got["Contador"]["vacancies"] == 10 and got["Contador"]["confidence"] == "uncertain"


def test_reserves_alone_give_no_vacancies():
    """Without a total or ampla concorrência the cargo's vacancies are not given: no position is made up."""
    assert _positions("1.1. Analista: reserva para negros: 2; reserva para pessoas com deficiência: 1;\n") == {}


def test_a_heading_or_a_single_label_is_no_item():
    assert read_item("1. DOS CARGOS E VAGAS: vagas: 3; reserva para negros: 1") is None
    assert read_item("2.1. Vagas: 12; reserva para negros: 2") is None
    assert read_item("2.1. Analista: vagas: 12") is None  # one field: left to the prose reading


def test_items_numbered_by_letters_or_roman_numerals_read_as_clause_numbers():
    """ "a) Agente …: vagas: 12; …", "II. …", "(c)", "I –": the same list, whatever numbers its items; a numeral
    inside a name ("Nível II – Matemática", "T.I. Sênior") starts no item."""
    got = _positions(
        "1. DOS CARGOS E VAGAS: a) Agente Administrativo: vagas: 12; reserva para negros: 2; PcD: 1; b) Professor "
        "Nível II – Matemática: vagas: 5; reserva para negros: 1. (c) Analista de T.I. Sênior: vagas: 10; reserva "
        "para negros: 3.\n2. DAS INSCRIÇÕES\n"
    )
    assert {n: (p["vacancies"], p["reserved_stated"], p["confidence"]) for n, p in got.items()} == {
        "Agente Administrativo": (12, 2, "confirmed"),
        "Professor Nível II – Matemática": (5, 1, "confirmed"),
        "Analista de T.I. Sênior": (10, 3, "confirmed"),
    }
    roman = _positions(
        "I – Agente de Trânsito: vagas: 8; reserva para negros: 2; II. Motorista: vagas: 4; PcD: 1.\n"
        "III) Vigia: vagas: 6; reserva para negros: 1;\n"
    )
    assert {n: (p["vacancies"], p["reserved_stated"]) for n, p in roman.items()} == {
        "Agente de Trânsito": (8, 2),
        "Motorista": (4, None),
        "Vigia": (6, 1),
    }


def test_a_page_break_inside_an_item_does_not_break_it():
    """The page's foot and the next page's running head printed between two lines of an item stay lines of
    their own: the item's name and fields read across them."""
    running = "EDITAL Nº 01/2026 – PREFEITURA MUNICIPAL DE SERRA AZUL"
    text = (
        f"{running}\nTexto da página um.\nPágina 1 de 3\n{running}\n"
        "1. DOS CARGOS E VAGAS: 1.1. Especialista em Pesca: vagas: 30; reserva para pessoas com\n"
        "deficiência: 2; reserva para negros: 6; 1.2. Técnico em\n"
        "Diário Oficial do Estado de Goiás Nº 123 Página 14\n\n"
        f"{running}\n"
        "Pesca: vagas: 12; reserva para\nPágina 3 de 3\n"
        f"{running}\n"
        "negros: 2; PcD: 1.\n2. DAS INSCRIÇÕES\n"
    )
    got = _positions(text)
    assert {n: (p["vacancies"], p["reserved_stated"], p["pcd_stated"], p["confidence"]) for n, p in got.items()} == {
        "Especialista em Pesca": (30, 6, 2, "confirmed"),
        "Técnico em Pesca": (12, 2, 1, "confirmed"),
    }
