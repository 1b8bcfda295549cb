"""Property test: the municipal quadros of `tests/layout_span_hours.py` read back right (`tables/span_last.py`
with a carga horária column of bare numbers right after the spanning "Vagas"): every row with vacancies a
position with its whole name, its vacancies and its stated reserve for negros ("1 + CR" one vacancy, no
reserve; a cadastro row's "– – – CR 30", total last, no cargo of 30), never a confirmed wrong reading."""

from __future__ import annotations

import random

from layout_span_hours import ibgp_requisitos, one_line_hours, span_hours
from test_layout_prose import exact_reading_problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261206


def _read_back(make, name: str, least_confirmed: int) -> None:
    """200 variants of `make`: never a confirmed wrong reading, nineteen in twenty read whole, at least
    `least_confirmed` confirmed whole."""
    rng = random.Random(f"{SEED}-{name}")
    misread, unconfirmed = [], 0
    for _ in range(200):
        case = make(rng)
        if wrong := exact_reading_problems(case, confirmed=False):
            misread.append((wrong, case.text))
        unconfirmed += bool(exact_reading_problems(case))
        want = {(fold(e.name), e.vacancies, e.negros or 0) for e in case.entries}
        for p in lint_text(case.text)["positions"]:
            if p["confidence"] == "confirmed" and p["vacancies"]:
                assert (fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) in want, (p["name"], case.text)
    assert len(misread) <= 10, f"{len(misread)}/200 misread; first: {misread[0][0]}\n{misread[0][1]}"
    assert 200 - unconfirmed >= least_confirmed, unconfirmed


def test_span_hours_quadros_read_back():
    """Legalle's two-row header: a name wrapped beside the same cargo's other jornada may stay in doubt."""
    _read_back(span_hours, "span_hours", 160)


def test_one_line_hours_quadros_read_back():
    """Objetiva's one-line header, a sentence defining "CR" above it, "CARGOS DE NÍVEL …" headings: a table
    with no ampla concorrência column proves no row (uncertain), never a confirmed wrong one."""
    _read_back(one_line_hours, "one_line_hours", 100)


def test_a_sentence_defining_cr_makes_no_cadastro_table():
    """ "A sigla CR indica formação de Cadastro Reserva." right above the header: not a title over a table of
    cadastro only (read so, every row's vacancies were a cadastro's, 0); a title announcing one still is."""
    header = "Cód. Cargo Vagas Vagas PcD* Vagas Negros** Carga Horária Semanal Vencimento Básico R$ Taxa R$"
    rows = "01 Arquiteto e Urbanista 1 0 0 20 7.412,88 140,00\n04 Enfermeiro 4 1 1 40 6.887,02 140,00"
    defined = lint_text(f"do quadro a seguir. A sigla CR indica formação de Cadastro Reserva.\n{header}\n{rows}")
    assert [(p["name"], p["vacancies"]) for p in defined["positions"]] == [
        ("Arquiteto e Urbanista", 1),
        ("Enfermeiro", 4),
    ]
    titled = lint_text(f"1. DO CONCURSO\n2.2 Vagas para formação de cadastro reserva:\n{header}\n{rows}")
    assert all(p["vacancies"] == 0 for p in titled["positions"])


def test_a_level_heading_names_no_row():
    """ "CARGOS DE NÍVEL SUPERIOR" over coded rows is the group's heading, never the start of a row's name."""
    text = "\n".join(
        [
            "Cód. Cargo AC PcD PN Total Jornada Semanal Salário (R$)",
            "CARGOS DE NÍVEL SUPERIOR",
            "01 Professor – Anos Iniciais do Ensino Fundamental 6 1 2 9 40 1.277,13",
            "02 Agente de Trânsito 1 1 - 2 40 8.004,82",
            "CARGOS DO MAGISTÉRIO",
            "03 Nutricionista 9 - 3 12 40 10.839,34",
            "CARGOS DE NÍVEL FUNDAMENTAL",
            "05 Secretário de Escola 4 - 1 5 40 9.465,99",
            "3. DAS INSCRIÇÕES",
        ]
    )
    names = [p["name"] for p in lint_text(text)["positions"]]
    assert names == [
        "Professor – Anos Iniciais do Ensino Fundamental",
        "Agente de Trânsito",
        "Nutricionista",
        "Secretário de Escola",
    ]


def test_a_bare_number_under_no_hours_label_is_no_hours_cell():
    """Without a carga horária label right after "Vagas", five counts in a row under four sub-labels prove
    nothing: the header is not re-laid on them and nothing is confirmed."""
    text = "\n".join(
        [
            "Cargo",
            "Vagas Vencimento",
            "(R$) Código (R$)Total AC PcD Negros",
            "Analista Ambiental 01 01 – – 40 6.314,20",
            "Contador 03 02 – 01 40 7.102,56",
        ]
    )
    positions = lint_text(text)["positions"]
    assert all(p["confidence"] != "confirmed" for p in positions)


def test_ibgp_requisitos_quadros_read_whole_and_uncertain():
    """IBGP's annex (a requisitos label "Escolaridade / Pré-requisitos", the counts alone under the
    requisito's lines or on its last, "R$ 60,00" fees, "12x36" shifts, level headings): 200 variants, nine in
    ten read whole, none confirmed (the name and the requisito are one run of words), nothing read that is no
    row's (no heading taken for a name, no code for a count)."""
    rng = random.Random(f"{SEED}-ibgp_requisitos")
    whole = 0
    for _ in range(200):
        case = ibgp_requisitos(rng)
        whole += not exact_reading_problems(case, confirmed=False)
        want = {(fold(e.name), e.vacancies, e.negros or 0) for e in case.entries}
        for p in lint_text(case.text)["positions"]:
            assert p["confidence"] != "confirmed" or not p["vacancies"], (p["name"], case.text)
            if p["vacancies"]:
                assert (fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) in want, (p["name"], case.text)
    assert whole >= 180, whole
