"""Property test: the quadros of `tests/layout_span_last.py` read back right (`tables/span_last.py`): every
row with vacancies is a position with its whole name, its vacancies and its stated reserve for negros,
confirmed by its arithmetic; nothing else is read (no header line taken into the first row's name). Beside
it, the lines the stage must leave alone."""

from __future__ import annotations

import random

from layout_span_last import span_last, span_last_libreoffice, span_last_wrapped
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter import lint_text

SEED = 20261206


def test_span_last_quadros_read_back():
    assert_reads_back(span_last, exact_reading_problems, SEED, "span_last")


def test_wrapped_names_never_confirmed_wrong():
    """Names wrapped before their counts: a line between two rows may end the name above or begin the one
    below, and a table that shows no way (no row seen to start above its counts) leaves it in doubt. Never a
    confirmed wrong reading; nine in ten read whole."""
    rng = random.Random(f"{SEED}-span_last_wrapped")
    whole = 0
    for _ in range(200):
        case = span_last_wrapped(rng)
        whole += not exact_reading_problems(case, confirmed=False)
        want = {(e.name, e.vacancies, e.negros or 0) for e in case.entries}
        for p in lint_text(case.text)["positions"]:
            if p["confidence"] == "confirmed" and p["vacancies"]:
                assert (p["name"], p["vacancies"], p["reserved_stated"] or 0) in want, (p["name"], case.text)
    assert whole >= 180, whole


def test_a_text_column_before_vagas_is_left_alone():
    """Selecon's "CARGO ESCOLARIDADE / PRÉ-REQUISITOS" / "VAGAS VENCIMENTO" / … / "SEMANALAC PcD NI TOTAL": the
    requisito's words would join the names; nothing is confirmed."""
    text = "\n".join(
        [
            "CARGO ESCOLARIDADE / PRÉ-REQUISITOS",
            "VAGAS VENCIMENTO",
            "(R$)",
            "CARGA",
            "HORÁRIA",
            "SEMANALAC PcD NI TOTAL",
            "Agente de Defesa Civil Ensino Médio completo 4 1 1 6 1.812,50 40h",
            "Auxiliar de Creche Ensino Médio completo 22 2 6 30 1.790,00 40h",
        ]
    )
    positions = lint_text(text)["positions"]
    assert positions and all(p["confidence"] != "confirmed" for p in positions)


def test_no_row_below_leaves_the_lines():
    text = "Cód. Cargos\nVagas Carga\nHorária\nBásico (R$)Total AC PcD PN\nAs vagas constam do anexo."
    assert not [p for p in lint_text(text)["positions"] if p["vacancies"]]


def test_libreoffice_quadros_read_back():
    """LibreOffice's PDF of a Word quadro (`span_last_libreoffice`): labels of several words under "Vagas", a
    label cut at its cell's width, a cadastro column of "Sim"/"Não", hours and a pay cell cut over two lines
    after the counts, the header again after a page break: 200 variants read whole (names, vacancies, negros),
    nineteen in twenty confirmed (a running head after a page break may leave a name in doubt, never wrong)."""
    rng = random.Random(f"{SEED}-span_last_libreoffice")
    misread, unconfirmed = [], 0
    for _ in range(200):
        case = span_last_libreoffice(rng)
        if wrong := exact_reading_problems(case, confirmed=False):
            misread.append((wrong, case.text))
        unconfirmed += bool(exact_reading_problems(case))
    assert not misread, f"{len(misread)}/200 misread; first: {misread[0][0]}\n{misread[0][1]}"
    assert unconfirmed <= 10, unconfirmed


def test_two_spanning_groups_are_no_cadastro_column():
    """IADES' "Vagas" and "Cadastro de Reserva" each spanning "AC PcD Negros Total": the rows' eight counts
    leave no cell for a cadastro column of its own, so the header is not re-laid with one (read so, every row
    lost its vacancies); the pass reads it as it stands."""
    text = "\n".join(
        [
            "Cargo – Especialidade",
            "Vagas Cadastro de Reserva",
            "AC PcD Negros Total AC PcD Negros Total",
            "Enfermeiro – Enfermagem Obstétrica 7 1 2 10 21 3 6 30",
            "Técnico em Enfermagem 52 4 14 70 156 12 42 210",
            "Total 59 5 16 80 177 15 48 240",
        ]
    )
    read = {p["name"]: (p["vacancies"], p["reserved_stated"]) for p in lint_text(text)["positions"]}
    assert read.get("Enfermeiro – Enfermagem Obstétrica") == (10, 2), read
    assert read.get("Técnico em Enfermagem") == (70, 14), read
