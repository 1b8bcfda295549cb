"""Property test: a spreadsheet annex wider than its page, Calc repeating only the code column on the pages
of counts (tests/layout_code_overflow.py, the class of `tables/code_overflow.py`), never read as cargos.

A fixed seed draws 200 editais. None may give a position with vacancies (no ambiente, lotação or header piece
read as a cargo, no approval limit read as vacancies), and each says once that its quadro was not read."""

from __future__ import annotations

import random

from layout_code_overflow import code_overflow

from cotacheck.linter import lint_text
from cotacheck.linter.tables.code_overflow import NOT_READ

SEED = 20261206


def test_overflowed_sheets_read_no_phantom():
    rng = random.Random(SEED)
    bad = []
    for _ in range(200):
        case = code_overflow(rng)
        report = lint_text(case.text)
        read = [(p["name"], p["vacancies"]) for p in report["positions"] if p["vacancies"]]
        notes = sum(NOT_READ in str(f.get("message", "")) for f in report["findings"])
        if read or notes != 1:
            bad.append((read, notes, case.text))
    assert not bad, f"{len(bad)}/200 misread; first: {bad[0][:2]}\n{bad[0][2]}"


def test_codes_never_named_are_left_alone():
    """Codes alone under their label with no page naming them (a quadro a column at a time) are not this
    class's: the stage leaves them to the reader."""
    quadro = "Código\n101\n102\n103\nAgente Administrativo 3 1 4\nMotorista 5 2 7\nVigia 8 2 10"
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    assert not any(NOT_READ in str(f.get("message", "")) for f in report["findings"])
