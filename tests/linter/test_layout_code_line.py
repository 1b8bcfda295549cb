"""Property test: the quadros of `tests/layout_code_line.py` (a Word table printed by LibreOffice with
narrow cells: the code and the name's first words on a row's first line, name, área and requisitos wrapped
together below, the counts on the last) read back with every vacancy right and never a confirmed name that
is not the row's (`tables/code_line.py`): every row with vacancies is a position with its figures, and a
confirmed one's name opens with its cargo's."""

from __future__ import annotations

import random

from layout_code_line import code_line

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207
VARIANTS = 250


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions for {len(case.entries)} rows")
    for entry, p in zip(case.entries, positions, strict=False):
        if (p["vacancies"], p["reserved_stated"] or 0) != (entry.vacancies, entry.negros or 0):
            out.append(f"{p['name']}: {p['vacancies']} ({p['reserved_stated']}) for {entry}")
        if p["confidence"] == "confirmed" and not fold(p["name"]).startswith(fold(entry.name)):
            out.append(f"confirmed {p['name']!r} for {entry.name!r}")
    return out


def test_narrow_cell_quadros_read_back():
    rng = random.Random(SEED)
    bad = [(wrong, case.text) for case in (code_line(rng) for _ in range(VARIANTS)) if (wrong := _problems(case))]
    assert not bad, f"{len(bad)}/{VARIANTS} misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_the_code_line_opens_the_row():
    text = "\n".join(
        [
            "Código Emprego Área Requisitos Salário (R$) VAGAS",
            "TOTAL AC PcD PPP",
            "101 Assistente de",
            "Atendimento Delegacia",
            "Regional Certificado de",
            "conclusão de ensino médio,",
            "reconhecida pelo MEC. 5.304,60 12 9 1 2",
            "102 Fiscal de Obras Regional",
            "Norte Ensino médio completo. 3.694,65 20 13 1 6",
        ]
    )
    positions = lint_text(text)["positions"]
    assert [(p["name"], p["vacancies"], p["lines"]) for p in positions] == [
        (
            "Assistente de Atendimento Delegacia Regional Certificado de conclusão de ensino médio, reconhecida pelo MEC",
            12,
            [3, 4, 5, 6, 7],
        ),
        ("Fiscal de Obras Regional Norte", 20, [8, 9]),
    ]
    assert all(p["confidence"] == "uncertain" for p in positions)
    assert "linha 3" in positions[0]["confidence_reason"]
