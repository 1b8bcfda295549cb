"""Property test: a Diário Oficial's page of acts with an edital's WeasyPrint annex among them
(tests/layout_gazette_annex.py: a two-row header on one line, "Vagas" spanning the roles printed after the
text labels, a requisitos column between the name and the counts) reads back right: every row with
vacancies a position holding its cargo's name with its total and its negros; a confirmed position's name
the cargo's exactly (a name run on into its requisito is never confirmed); no number of the other acts
(a pregão's quantities, a lei complementar's quantitativo de cargos, the names of a decree's appointees'
cargos, internships) read as a cargo's vacancies."""

from __future__ import annotations

import random

from layout_gazette_annex import gazette_annex
from test_layout_prose import assert_proven_are_confirmed

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261208


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []

    def fits(p, e) -> bool:
        return (
            fold(e.name) in fold(p["name"])
            and p["vacancies"] == e.vacancies
            and (p["reserved_stated"] or 0) == e.negros
        )

    for e in case.entries:
        if sum(fits(p, e) for p in positions) != 1:
            out.append(f"{e.name} {e.vacancies}/{e.negros}: not read once")
    for p in positions:
        right = [e for e in case.entries if fits(p, e)]
        if not right:
            out.append(f"phantom or wrong: {p['name']} {p['vacancies']}/{p['reserved_stated']}")
        elif p["confidence"] == "confirmed" and not any(fold(e.name) == fold(p["name"]) for e in right):
            out.append(f"confirmed with its requisito: {p['name']}")
    return out


def test_gazette_annex_reads_back():
    """200 variants: each read right, never a confirmed name holding more than the cargo's."""
    rng = random.Random(f"{SEED}-gazette_annex")
    bad = [(wrong, case.text) for case in (gazette_annex(rng) for _ in range(200)) if (wrong := _problems(case))]
    assert not bad, f"{len(bad)}/200 misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_proven_gazette_annexes_are_confirmed():
    """With no requisitos column the rows' arithmetic proves them: confirmed, nine in ten at least."""
    assert_proven_are_confirmed(gazette_annex, f"{SEED}-gazette-confirmed", draws=150, least=20)


def test_a_quantitativo_de_cargos_is_no_vacancy_table():
    """A lei complementar's "Cargo | Quantitativo anterior | Cargos criados | Quantitativo total" (its total
    the sum of the others, as a vacancy table's is) gives no position, its name wrapped or not."""
    for name in ("Professor de Educação Básica – PEB I", "Professor de Educação\nBásica – PEB I"):
        text = "\n".join(
            [
                "LEI COMPLEMENTAR Nº 77, DE 4 DE AGOSTO DE 2025",
                "Art. 1º O quantitativo de cargos de provimento efetivo passa a ser o seguinte:",
                "Cargo Quantitativo anterior Cargos criados Quantitativo total",
                f"{name} 126 12 138",
                "Odontólogo 79 8 87",
                "Art. 2º Esta Lei Complementar entra em vigor na data de sua publicação.",
            ]
        )
        assert not [p for p in lint_text(text)["positions"] if p["vacancies"]], text


def test_a_requisito_in_a_name_is_never_confirmed():
    """Under "Cargo Requisitos Total AC PcD Negros …" a row whose name runs on into "Ensino Superior …" is
    read with its figures and left uncertain, with the reason; the arithmetic proves no name."""
    text = "\n".join(
        [
            "ANEXO I",
            "Cargo Requisitos Total AC PcD Negros Vencimento (R$)",
            "Enfermeiro Ensino Superior em Enfermagem 5 3 1 1 4.000,00",
            "Nutricionista Nutrição + CRN 3 2 0 1 2.000,00",
        ]
    )
    positions = lint_text(text)["positions"]
    assert [(p["vacancies"], p["reserved_stated"]) for p in positions] == [(5, 1), (3, 1)]
    assert all(p["confidence"] == "uncertain" for p in positions)
    assert "segue nos requisitos" in positions[0]["confidence_reason"]
