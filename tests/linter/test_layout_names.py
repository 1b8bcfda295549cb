"""Property tests for two classes (tests/layout_names.py): a row's text cells wrapped around it (a name's
end below its row, before the notes under the table; a coded row's name going on as "Área: …" below it,
never a heading over the rows after it; numbers of hours in a wrapped requisito, never counts), and
tables of numbers per cargo that are not vacancies (questions, weights, points, "Total" rows). Over 200
random variants each: every row comes back with its figures and its name's words, nothing else is read,
and a row is confirmed only with its figures and whole name right."""

from __future__ import annotations

import random

import pytest
from layout_names import LAYOUTS

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, furniture, split_lines
from cotacheck.linter.tables import one_line
from cotacheck.linter.tables.extract import extract

SEED = 20261205
VARIANTS = 200


def read(text: str):
    lines = one_line.relay(split_lines(text))
    return extract(lines, furniture(lines))[0]


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_rows_read_with_their_names_and_nothing_else(layout):
    rng = random.Random(f"{SEED}-{layout}")
    confirmed = 0
    for _ in range(VARIANTS):
        case = LAYOUTS[layout](rng)
        positions = [p for p in read(case.text) if p.vacancies]
        assert len(positions) == len(case.rows), ([p.name for p in positions], case.text)
        for p, row, tail in zip(positions, case.rows, case.tails):
            negros = row.negros if case.reserve_shown else None
            assert (p.vacancies, p.reserved_stated) == (row.total, negros), (p.name, case.text)
            words = fold(tail) if tail else fold(row.cargo)
            assert words in fold(p.name), (p.name, case.text)
            assert not any(fold(line) in fold(p.name) for line in case.not_names), (p.name, case.text)
            if p.confidence == "confirmed":
                confirmed += 1
                assert fold(row.cargo).replace(" –", "") in fold(p.name).replace(" –", ""), (p.name, case.text)
                assert (p.open_stated, p.pcd_stated) == (row.open, row.pcd), case.text
        others = [t for r, t in zip(case.rows, case.tails) if t]
        for p, row in zip(positions, case.rows):  # no row's wrapped words named another row
            leaked = [t for t in others if fold(t) in fold(p.name) and fold(t) not in fold(row.cargo)]
            assert not leaked, (p.name, case.text)
    if layout in ("exam_tables",):
        assert confirmed >= VARIANTS // 2  # the vacancy table's own rows stay proven


def test_a_table_of_questions_alone_gives_no_cargo():
    """Without a vacancy table, the exam's tables give no position at all, confirmed or not: questions per
    subject whose total column adds up (the subjects' names wrapped under the header as a PDF prints them),
    and questions and weights with a Total row per cargo."""
    text = (
        "EDITAL Nº 1, DE 2 DE MARÇO DE 2026\n3. DA PROVA OBJETIVA\n"
        "3.1. A prova objetiva será composta de 40 (quarenta) questões, conforme a tabela:\n\n"
        "Emprego Língua Raciocínio Legislação Conhecimentos Total\n"
        "Portuguesa Lógico Específicos\n"
        "Agente Administrativo 10 5 5 20 40\nAgente Fiscal 10 5 10 15 40\n\n"
        "3.2. A prova terá a seguinte composição:\n\n"
        "Cargo Disciplinas Nº de Peso Total de\nquestões pontos\n"
        "Contador Língua Portuguesa 10 2 20\nConhecimentos Específicos 30 2 60\nTotal 40 80\n"
    )
    assert [(q["name"], q["vacancies"]) for q in lint_text(text)["positions"] if q.get("vacancies")] == []


def test_a_vacancy_table_with_a_fee_column_is_still_read():
    """A fee column beside the vacancies ("Taxa de inscrição") does not make it a table of fees."""
    text = (
        "EDITAL Nº 1, DE 2 DE MARÇO DE 2026\n2. DOS CARGOS\n2.1 Os cargos, as vagas e a taxa de inscrição:\n"
        "Cargo AC PcD Negros Total Taxa de inscrição\nMotorista 3 1 1 5 R$ 60,00\nVigia 7 1 2 10 R$ 60,00\n"
    )
    got = {q["name"]: q["vacancies"] for q in lint_text(text)["positions"]}
    assert got == {"Motorista": 5, "Vigia": 10}
