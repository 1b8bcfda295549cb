"""Property tests: the key-value, Markdown and sentence-form classes (tests/layout_kv.py) read back right.

For each class a fixed seed draws 200 editais; each must read as its generator says (`test_layout_prose.
problems`: every entry a position with its vacancies and stated reserve for negros, no phantom, confirmed
only where the text proves it)."""

from __future__ import annotations

import random

import pytest
from layout_kv import CLASSES, field_lines, kv_blocks, restated_percent, sentence_forms
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
PER_CLASS = 200


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_reads_back(name):
    assert_reads_back(CLASSES[name], problems, SEED, name, PER_CLASS)


@pytest.mark.parametrize("make", [field_lines, kv_blocks, sentence_forms, restated_percent])
def test_proven_statements_are_confirmed(make):
    """The other side of "confirmed only when proven": every position of these classes is proven by its
    text, and is confirmed (else the property above would hold by confirming nothing)."""
    rng = random.Random(f"{SEED}-confirmed")
    for _ in range(20):
        case = make(rng)
        positions = lint_text(case.text)["positions"]
        for entry in case.entries:
            found = [p for p in positions if fold(entry.name) in fold(p["name"])]
            assert found and all(p["confidence"] == "confirmed" for p in found), (found, case.text)


_WOMEN = [
    "Até {p}% ({w} por cento) das vagas de cada cargo serão ocupadas por candidatas do sexo feminino, conforme "
    "o Art. 3º da Lei estadual nº 8.944, de 20 de janeiro de 2007.",
    "Serão destinadas {p}% das vagas a candidatas do sexo feminino, nos termos da Lei estadual nº 8.944/2007.",
    "O efetivo feminino será de até {p}% ({w} por cento) das vagas, na forma da Lei Complementar estadual nº 90/1993.",
]


def test_a_share_for_women_is_not_the_racial_reserve():
    """ "Até 10% das vagas … candidatas do sexo feminino" is another group's share of the vacancies, never the
    edital's racial reserve: no CQ402 says the edital declares that percentage for negros."""
    rng = random.Random(f"{SEED}-women")
    for _ in range(20):
        share = rng.choice((5, 10, 15))
        words = {5: "cinco", 10: "dez", 15: "quinze"}[share]
        text = (
            "GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nPOLÍCIA MILITAR DO ESTADO DO RIO GRANDE DO NORTE\n"
            "EDITAL Nº 001/2026 – PMRN, DE 23 DE FEVEREIRO DE 2026\n"
            "O COMANDANTE-GERAL torna pública a realização de concurso público, tendo em vista a Lei estadual nº "
            "10.946, de 22 de junho de 2021.\n2. DAS VAGAS\n"
            "2.1. Serão ofertadas 270 vagas para o cargo de Soldado PM, das quais 54 reservadas aos candidatos negros.\n"
            f"2.2. {rng.choice(_WOMEN).format(p=share, w=words)}\n3. DAS INSCRIÇÕES\nNatal/RN, 23 de fevereiro de 2026.\n"
        )
        report = lint_text(text)
        assert not any(f["code"] == "CQ402" for f in report["findings"]), (report["findings"], text)


def test_a_count_read_twice_as_one_part_is_never_confirmed():
    """A statement whose counts the reading gives the same part twice with different figures ("são oferecidas
    10 vagas … 12 vagas") is not proven: it is uncertain and says which numbers clash."""
    text = (
        "EDITAL Nº 3/2026\n1. DOS CARGOS\n1.1 DO CARGO DE ANALISTA DE CONTROLE\n"
        "1.1.1 Vagas: são oferecidas 10 (dez) vagas, e ainda 12 vagas no polo de apoio.\n2. DAS INSCRIÇÕES\n"
    )
    (p,) = lint_text(text)["positions"]
    assert p["confidence"] == "uncertain" and "10 e 12 vagas" in p["confidence_reason"], p


def test_marks_taken_off_are_furniture_only():
    """Bullets, "#" headings and "**" pairs go; a zero cell's "-", a footnote's "*" and "(**)" stay."""
    from cotacheck.linter.read.text import split_lines
    from cotacheck.linter.tables import marks

    text = (
        "#### 2.1 Professor – Matemática\n- **Vagas:** 8 (oito)\n• Cargo: Delegado – Vagas: 30\n"
        "Técnico 6 1 2 (**) 9\n- 1 2 3\n* não haverá reserva de vaga\n> As vagas reservadas …\n"
    )
    lines = marks.relay(split_lines(text))
    assert [x.text for x in lines][:7] == [
        "2.1 Professor – Matemática",
        "Vagas: 8 (oito)",
        "Cargo: Delegado – Vagas: 30",
        "Técnico 6 1 2 (**) 9",
        "- 1 2 3",
        "* não haverá reserva de vaga",
        "As vagas reservadas …",
    ]
    assert lines.marked_headings == {1}
