"""Property test: a spreadsheet annex wider than its page, Calc repeating only the code column on the pages
of counts (tests/layout_code_overflow.py, the class of `tables/code_overflow.py` and
`tables/code_overflow_pairs.py`), read back by code.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo with vacancies once, by its
name, confirmed (with its total and its reserve for negros right) only where every pass's labels stand on one
line, unspanned, over a total; else uncertain (the columns' order guessed: a header drawn in pieces, out of
order, proves none). Never a phantom (no ambiente, lotação or header piece read as a cargo, no approval limit
read as vacancies). A pass a row short (a code on one side only) reads nothing, with a note."""

from __future__ import annotations

import random

from layout_code_overflow import code_overflow
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.code_overflow import NOT_READ
from cotacheck.linter.tables.code_overflow_pairs import DOUBT

SEED = 20261206


def _problems(case) -> list[str]:
    """What the reading of `case` gets wrong (empty when it reads right)."""
    report = lint_text(case.text)
    positions = [p for p in report["positions"] if p["vacancies"]]
    notes = sum(NOT_READ in str(f.get("message", "")) for f in report["findings"])
    out = [] if notes == case.broken else [f"{notes} notes “{NOT_READ}”, broken: {case.broken}"]
    if case.broken:
        return out + [f"read from a broken annex: {p['name']!r}" for p in positions]
    for entry in case.entries:
        found = [p for p in positions if fold(p["name"]) == fold(entry.name)]
        got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in found]
        if len(found) != 1:
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros} once, got {got}")
        elif entry.proven and (found[0]["vacancies"], found[0]["reserved_stated"] or 0) != (
            entry.vacancies,
            entry.negros,
        ):
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros}, got {got}")
        elif found[0]["confidence"] == "confirmed" and not entry.proven:
            out.append(f"{entry.name}: confirmed but not proven, got {got}")
        elif entry.proven and found[0]["confidence"] != "confirmed":
            out.append(f"{entry.name}: proven but not confirmed")
    names = {fold(e.name) for e in case.entries}
    out += [f"not an entry: {p['name']!r} {p['vacancies']}" for p in positions if fold(p["name"]) not in names]
    return out


def test_overflowed_sheets_read_back():
    assert_reads_back(code_overflow, _problems, SEED, "code_overflow", 200)


def _whole(rng: random.Random):
    while (case := code_overflow(rng)).broken:
        pass
    return case


def test_proven_overflowed_sheets_are_confirmed():
    assert_proven_are_confirmed(_whole, f"{SEED}-confirmed", draws=80, least=20)


def test_codes_never_named_are_left_alone():
    """Codes alone under their label with no page naming them (a quadro a column at a time) are not this
    class's: the stage leaves them to the reader."""
    quadro = "Código\n101\n102\n103\nAgente Administrativo 3 1 4\nMotorista 5 2 7\nVigia 8 2 10"
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    assert not any(NOT_READ in str(f.get("message", "")) for f in report["findings"])


def test_a_header_drawn_out_of_order_is_read_in_doubt():
    """t02's shape: the quilombolas' column first on the second pass, its label drawn last under the
    spanning label printed again; read by code, every row in doubt with the reason, none confirmed."""
    names = "Código Cargo Nível Requisitos\n01 Administrador E Curso superior\n02 Contador E Curso superior\n"
    first = (
        "Código\n01\n02\nAmbiente organizacional Lotação inicial\nReserva – Lei nº 15.142/2025\n"
        "Administrativo Reitoria R$ 4.967,04 05 01 00\nInformação Reitoria R$ 4.967,04 02 01 00\n"
        "Total de \nvagas Pessoas pretas e \npardas\nPessoas \nindígenas\n"
    )
    second = (
        "Código\n01\n02\nReserva – Lei nº 15.142/2025\n00 03 01 Sim 40 horas\n00 01 00 Sim 40 horas\n"
        "Ampla \nconcorrência\nPessoas com \ndeficiência\nCadastro de \nreserva\nJornada \nsemanalPessoas \nquilombolas\n"
    )
    text = f"EDITAL Nº 3/2026\n1. DAS VAGAS\nAnexo I – página 1 de 3\n{names}Anexo I – página 2 de 3\n{first}"
    report = lint_text(text + f"Anexo I – página 3 de 3\n{second}")
    read = {p["name"]: (p["vacancies"], p["reserved_stated"], p["pcd_stated"]) for p in report["positions"]}
    assert read == {"Administrador": (5, 1, 1), "Contador": (2, 1, 0)}, read
    assert all(p["confidence"] == "uncertain" and DOUBT in p["confidence_reason"] for p in report["positions"])
