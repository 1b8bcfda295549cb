"""An excerpt pasted from an edital: the clause checks (CQ203–CQ208) become notes, and the JSON says why."""

from __future__ import annotations

import datetime as dt

from lint_samples import CLAUSES, GO_HEAD

from cotacheck.linter import lint_text
from cotacheck.linter.facts.excerpt import CLAUSE_CODES

EXCERPT = (
    "5 DAS VAGAS RESERVADAS AOS CANDIDATOS NEGROS\n"
    "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
    "Cargo AC Negros Total\nAnalista 8 2 10\n"
)
TABLE = "Cargo AC Negros Total\nAnalista 8 2 10\n"


def clause_findings(result: dict) -> list[dict]:
    return [f for f in result["findings"] if f["code"] in CLAUSE_CODES]


def test_an_excerpt_turns_the_clause_checks_into_notes():
    result = lint_text(EXCERPT, law="go")
    assert result["detected"]["excerpt"] is True and "título" in result["detected"]["excerpt_why"]
    found = clause_findings(result)
    assert sorted(f["code"] for f in found) == [c for c in CLAUSE_CODES if c != "CQ208"]  # CQ208: Lei 15.142 only
    for f in found:
        assert f["severity"] == "info" and f["downgraded_from"] == "warning"
        assert "as verificações de cláusulas precisam do texto inteiro do edital" in f["message"]


def test_an_excerpt_of_a_federal_cadastro_de_reserva_makes_cq208_a_note():
    result = lint_text("3 DAS VAGAS\nCargo Vagas\nAnalista CR\n", law="federal", date=dt.date(2026, 3, 10))
    (cq208,) = [f for f in result["findings"] if f["code"] == "CQ208"]
    assert cq208["severity"] == "info" and cq208["downgraded_from"] == "warning"


def test_a_whole_edital_keeps_the_clause_warnings():
    signed = GO_HEAD + TABLE + "Goiânia, 10 de março de 2026.\nSecretário de Estado da Administração\n"
    for text in (GO_HEAD + TABLE, TABLE + "Goiânia, 10 de março de 2026.\n", signed):
        result = lint_text(text, law="go")
        assert result["detected"]["excerpt"] is False
        assert clause_findings(result) and all(f["severity"] == "warning" for f in clause_findings(result))


def test_many_sections_without_title_or_signature_are_not_an_excerpt():
    sections = "".join(f"{n} DA SEÇÃO {n}\n{n}.1 Texto da seção {n}.\n" for n in range(1, 7))
    result = lint_text(sections + TABLE, law="go")
    assert result["detected"]["excerpt"] is False


def test_an_excerpt_with_its_clauses_has_nothing_to_lower():
    result = lint_text(EXCERPT + CLAUSES, law="go")
    assert result["detected"]["excerpt"] is True and not clause_findings(result)
    assert any(f["code"] == "CQ102" for f in lint_text(EXCERPT.replace("8 2 10", "9 1 10"), law="go")["findings"])
