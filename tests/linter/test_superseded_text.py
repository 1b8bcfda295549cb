"""The old text a retificação quotes ("onde se lê … leia-se …", `read/superseded.py`) is never read: drawn over
the generator's layouts (tests/layout_retificacao.py, 200 variants and more), a retificação reads exactly as the
same text without the old one, the new figures come back, no old figure is read, and one CQ305 note names
the lines left out. A clause that says "onde consta" in passing withdraws nothing."""

from __future__ import annotations

import random

from layout_render import random_table
from layout_retificacao import inline_prose, layouts, retificacao

from cotacheck.linter import lint_text
from cotacheck.linter.read.superseded import blank
from cotacheck.linter.read.text import split_lines
from tests.linter.test_layout_generator import SEED, read_right

PER_LAYOUT = 8


def _reading(report: dict) -> list[tuple]:
    return [
        (q["name"], q["vacancies"], q["reserved_stated"], q["pcd_stated"], q["confidence"]) for q in report["positions"]
    ]


class _P:  # a position as read_right takes it
    def __init__(self, q: dict):
        self.vacancies, self.reserved_stated, self.cr = q["vacancies"], q["reserved_stated"], q["cadastro_reserva"]


def test_a_retificacao_reads_as_its_new_text_alone_in_every_layout():
    names = layouts()
    assert len(names) * PER_LAYOUT >= 200
    rng = random.Random(f"{SEED}-retificacao")
    right = total = 0
    for layout in names:
        for _ in range(PER_LAYOUT):
            case = retificacao(random_table(rng), layout, rng)
            report = lint_text(case.text)
            assert _reading(report) == _reading(lint_text(case.plain)), case.text
            assert any(f["code"] == "CQ305" and "onde se lê" in f["message"] for f in report["findings"]), case.text
            right += read_right(case.table, [_P(q) for q in report["positions"]])
            total += 1
    assert right >= total * 0.95, f"{right}/{total}"


def test_both_statements_on_one_line_give_the_new_one():
    rng = random.Random(f"{SEED}-retificacao-inline")
    for _ in range(200):
        case = inline_prose(random_table(rng), rng)
        report = lint_text(case.text)
        assert _reading(report) == _reading(lint_text(case.plain)), case.text


def test_an_opening_without_its_closing_or_in_passing_withdraws_nothing():
    text = (
        "EDITAL DE RETIFICAÇÃO Nº 2\n"
        "12.2 O candidato deve imprimir o cartão de confirmação, onde constam a data e o local das provas.\n"
        "2.1 Quadro de vagas:\nCargo AC PcD Negros Total\nAnalista 7 1 2 10\n"
        "5. Onde se lê a regra do sorteio, vale o disposto no item 9.\n"
    )
    lines = split_lines(text)
    before = [line.text for line in lines]
    assert [line.text for line in blank(lines)] == before
    assert not lines.omitted


def test_a_text_that_amends_nothing_quotes_nothing_to_withdraw():
    """ "Onde se lê … leia-se" in an edital that says nothing of a retificação or an errata is read as written."""
    text = (
        "2.1 Na tabela, onde se lê o código, leia-se a coluna de vagas:\nCargo AC PcD Negros Total\nAnalista 7 1 2 10\n"
    )
    lines = split_lines(text)
    before = [line.text for line in lines]
    assert [line.text for line in blank(lines)] == before


def test_the_old_table_of_a_retificacao_raises_no_finding():
    """The withdrawn rows (a reserve of 0 the retificação corrects to 1) are not read, so nothing rests on them."""
    text = (
        "EDITAL DE RETIFICAÇÃO Nº 1\n1. No item 2.1 do Edital,\nONDE SE LÊ:\nCargo\tTotal de vagas\tAC\tPcD\tNegros\n"
        "Assistente Legislativo\t06\t05\t01\t00\nLEIA-SE:\nCargo\tTotal de vagas\tAC\tPcD\tNegros\n"
        "Assistente Legislativo\t06\t04\t01\t01\n"
    )
    report = lint_text(text, law="go")
    assert [(q["vacancies"], q["reserved_stated"]) for q in report["positions"]] == [(6, 1)]
    assert not any(f["line"] in (4, 5) for f in report["findings"])


def test_a_retificacao_misses_no_clause_of_the_edital_it_amends():
    """A retificação gives only what it changes: a clause it does not restate is the amended edital's, so the
    clause checks are notes that say so, as on an excerpt (`facts/excerpt.py`)."""
    text = (
        "GOVERNO DO ESTADO DE GOIÁS\nSECRETARIA DE ESTADO DA SAÚDE\nEDITAL Nº 02/2026 – SES/GO – 1ª RETIFICAÇÃO\n"
        "A SECRETÁRIA DE ESTADO DA SAÚDE torna pública a 1ª Retificação do Edital nº 02/2026, conforme segue:\n"
        "1. O subitem 2.1.3 passa a vigorar com a seguinte redação:\n"
        "“2.1.3. Para a função de Farmacêutico são oferecidas 14 vagas, sendo 3 reservadas aos candidatos negros.”\n"
        "Goiânia, 6 de fevereiro de 2026.\n"
    )
    report = lint_text(text)
    clauses = [f for f in report["findings"] if f["code"] in ("CQ203", "CQ204", "CQ205", "CQ206", "CQ207")]
    assert clauses and all(f["severity"] == "info" and "retificação" in f["message"] for f in clauses)
    plain = lint_text(text.replace("1ª RETIFICAÇÃO", "ABERTURA").replace("1ª Retificação do ", "abertura do "))
    assert any(f["code"] == "CQ203" and f["severity"] == "warning" for f in plain["findings"])
