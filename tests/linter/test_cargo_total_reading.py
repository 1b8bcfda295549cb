"""Cargo totals across specialties are a reading with authorities on both sides, and CNJ PCA 0002978-71.2023 is
cited for what it says: the base is each cargo defined by its specialty, and splitting by locality is forbidden
(legal-brief § 9). Sorteio and rodízio are named with the contrary authority."""

from __future__ import annotations

import datetime as dt
import re

from cotacheck.law.lawbook import LAWS
from cotacheck.linter import lint_text
from cotacheck.linter.report.markdown import to_markdown
from cotacheck.linter.report.text import format_text
from cotacheck.linter.rules import RULES
from cotacheck.reserve.calculator import compute

SLICED = "\n".join(
    [
        "MINISTÉRIO DA EDUCAÇÃO",
        "UNIVERSIDADE FEDERAL DE GOIÁS",
        "EDITAL Nº 4, DE 10 DE MARÇO DE 2024",
        "O Reitor torna pública a abertura de concurso público para cargos efetivos.",
        "2. DOS CARGOS E DAS VAGAS",
        "CARGO | AC | PcD | NEGROS | TOTAL",
        "Professor – Área: Física 2 - - 2",
        "Professor – Área: Química 2 - - 2",
        "Professor – Área: Biologia 2 - - 2",
        "Goiânia, 10 de março de 2024.",
    ]
)


def sentences_citing_the_pca(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.;])\s", text) if "PCA 0002978" in s]


def every_text() -> list[str]:
    texts = [r.docs["why"] for r in RULES.values()] + [r.extra_basis or "" for r in RULES.values()]
    for law in LAWS.values():
        for v in law.versions:
            texts += [
                v.base.interpretation or "",
                *(n.value for n in v.notes),
                *(n.interpretation or "" for n in v.notes),
            ]
    return texts


def test_the_pca_is_never_cited_against_splitting_by_specialty():
    for text in every_text():
        for sentence in sentences_citing_the_pca(text):
            assert "especialidade ou localidade" not in sentence, sentence
            assert "vedam fracionar" not in sentence, sentence


def test_cq104_gives_both_sides_and_stays_a_warning():
    result = lint_text(SLICED)
    (cq104,) = [f for f in result["findings"] if f["code"] == "CQ104"]
    assert cq104["severity"] == "warning"
    assert "Interpretação adotada" in cq104["message"] and "Outra leitura" in cq104["message"]
    assert "AREsp 1.425.161/RS" in cq104["message"] and "INPA" in cq104["message"]
    assert "PCA 0002978-71.2023" in cq104["message"] and "657/2025" in cq104["message"]
    why = RULES["CQ104"].docs["why"]
    assert "definido pela especialidade" in why and "localidade" in why and "INPA" in why


def test_cargo_totals_are_marked_as_a_reading_in_json_text_and_markdown():
    result = lint_text(SLICED)
    (cargo,) = result["cargos"]
    assert cargo["vacancies"] == 6 and cargo["interpretation"] == "cargo-total"  # its text: the report's, once
    reading = result["readings"][cargo["interpretation"]]
    assert "INPA" in reading["adopted"] and "PCA 0002978-71.2023" in reading["other"]
    assert f"Interpretação adotada: {reading['adopted']}. Outra leitura: {reading['other']}." in format_text(result)
    assert "Outra leitura" in to_markdown(result).split("## Totais por cargo")[1].split("## Achados")[0]


def test_sorteio_is_named_with_the_contrary_authority():
    total = compute("federal", [1] * 10, dt.date(2026, 3, 10))["total"]
    texts = " ".join(s["text"] for s in total["steps"])
    assert "sorteou" in texts and "sem base legal" in texts and "INPA" in texts
    lei_15142 = LAWS["federal"].version_at(dt.date(2026, 3, 10)).base.interpretation
    assert "sem base legal" in lei_15142
