"""A racial reserve for pretos, pardos e indígenas together is the edital's racial reserve, never confirmed
as the negros' (`tables/joint_racial.py`); under Lei 15.142, which groups them by law, it reads as before."""

from __future__ import annotations

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.tables import joint_racial

HEAD = "PREFEITURA MUNICIPAL DE VILA SERENA\nEDITAL Nº 3/2024\n\n"
TABLE = (
    "Cargo | Total de vagas | Ampla concorrência | Pessoas com deficiência | {label}\n"
    "Agente Administrativo | 10 | 7 | 1 | 2\n"
    "Motorista | 5 | 4 | 0 | 1\n"
)


def _read(label: str, after: str = "") -> list[tuple]:
    report = lint_text(HEAD + TABLE.format(label=label) + after)
    return [
        (p["name"], p["vacancies"], p["reserved_stated"], p["confidence"], p["confidence_reason"])
        for p in report["positions"]
    ]


@pytest.mark.parametrize(
    "label, after",
    [
        ("Negros", ""),
        ("Negros", "\n3.1 Reserva de 20% aos candidatos que se autodeclararem pretos ou pardos.\n"),
    ],
)
def test_a_negros_column_is_confirmed(label, after):
    assert [row[3] for row in _read(label, after)] == ["confirmed", "confirmed"]


@pytest.mark.parametrize(
    "label, after",
    [
        ("Pretos, pardos e indígenas", ""),
        ("Vagas reservadas a candidatos pretos, pardos ou indígenas", ""),
        ("Negros", "\n3.1 Das vagas, 20% são reservadas a candidatos pretos, pardos e indígenas.\n"),
    ],
)
def test_a_joint_reserve_is_read_and_never_confirmed(label, after):
    rows = _read(label, after)
    assert [row[:3] for row in rows] == [("Agente Administrativo", 10, 2), ("Motorista", 5, 1)]
    assert all(row[3] == "uncertain" and row[4] == joint_racial.DOUBT for row in rows)


def test_under_lei_15142_the_joint_reserve_reads_as_before():
    after = "\n3.1 A reserva para pretos, pardos e indígenas segue a Lei nº 15.142/2025.\n"
    assert [row[3] for row in _read("Negros", after)] == ["confirmed", "confirmed"]
