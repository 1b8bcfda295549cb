"""Property test: the quadros of `tests/layout_vagas_cadastro.py` (the immediate vacancies beside the cadastro
de reserva, each a column group of the same roles with its own total, as PDFium gives a Writer table) read
back (`tables/vagas_cadastro.py`): each cargo its immediate total and reserve (Lei 15.142's groups together),
a cargo of cadastro only no vacancy, never the cadastro's counts; confirmed only where every row's name is
proven (each row opened by its label and number, or no name wrapped), and then confirmed."""

from __future__ import annotations

from layout_vagas_cadastro import vagas_cadastro
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back, problems

from cotacheck.linter import lint_text

SEED = 20261215


def test_vagas_cadastro_read_back():
    assert_reads_back(vagas_cadastro, problems, SEED, "vagas_cadastro", 200)


def test_proven_vagas_cadastro_are_confirmed():
    assert_proven_are_confirmed(vagas_cadastro, f"{SEED}-confirmed", draws=80, least=30)


def test_cadastro_first_is_never_read_as_the_vacancies():
    """ "CR" over "VAGAS", a line each, over the roles twice: the second run is the vacancies (the header's
    reading joined "VAGAS" to the roles and confirmed every cargo with no vacancy)."""
    quadro = (
        "CARGO/ÁREA LOTAÇÃO\nCR\nVAGAS\nAC PPP PI PQ PcD Total AC PPP PI PQ PcD Total\n"
        "CARGO 1: ANALISTA – ÁREA: ARQUITETURA Recife/PE 16 7 0 1 1 25 3 1 0 0 0 4\n"
        "CARGO 2: TÉCNICO ADMINISTRATIVO Brasília/DF 17 7 0 0 0 24 9 4 0 0 1 14\n"
    )
    text = f"EDITAL Nº 1, DE 5 DE MAIO DE 2026\nLei nº 15.142/2025\n4 DAS VAGAS\n{quadro}5 DAS INSCRIÇÕES\n"
    read = sorted((p["cargo"] or p["name"], p["vacancies"], p["reserved_stated"]) for p in lint_text(text)["positions"])
    assert [r[1:] for r in read] == [(4, 1), (14, 4)], read


def test_a_cadastro_run_with_no_vacancies_run_is_never_confirmed():
    """ "CR" over "VAGAS" where a row does not add up (the re-laying leaves the quadro): the header's reading
    has the cadastro's run and one nobody labels, no vacancies; every cargo stays uncertain (`repeated_runs`),
    never confirmed with 0."""
    quadro = (
        "CARGO\nCR\nVAGAS\nAC PcD Negros Total AC PcD Negros Total\n"
        "Analista de Sistemas 16 1 4 21 3 0 1 4\nTécnico Administrativo 17 1 5 23 9 0 3 12\n"
        "Motorista 17 1 5 24 9 0 3 12\n"
    )
    text = f"EDITAL Nº 1, DE 5 DE MAIO DE 2026\nLei nº 12.990/2014\n4 DAS VAGAS\n{quadro}5 DAS INSCRIÇÕES\n"
    positions = lint_text(text)["positions"]
    assert positions and all(p["confidence"] == "uncertain" for p in positions), positions
