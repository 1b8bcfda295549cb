"""Property test: the quadros of `tests/layout_name_dash.py` (name cells wrapped right after their dash, the
requisitos and the count below) read back (`row_lines._dash_ends_name`): every row with vacancies is one
position named by its cargo and area whole, with its vacancies; none is confirmed (one count column proves
nothing), no other position is read (the dash was read as a row of no vacancy, and the name's rest began the
next row: "Direito Curso superior…", a phantom)."""

from __future__ import annotations

from layout_name_dash import name_dash
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text

SEED = 20261206


def test_name_dash_quadros_read_back():
    assert_reads_back(name_dash, problems, SEED, "name_dash")


def test_a_requisitos_cell_wrapping_after_its_dash_keeps_its_row():
    """A row's own count, hours and pay before the dash that ends its line: the requisitos cell wraps there
    (FEPESE's "104 Jornalista 1 25 horas 5.907,33 Curso superior em Comunicação Social –" / "Jornalismo"), and
    the row keeps its count."""
    text = "\n".join(
        [
            "Código Cargo Vagas Carga horária semanal Vencimento (R$) Habilitação mínima exigida",
            "103 Contador 1 30 horas 7.804,51 Bacharelado em Ciências Contábeis e",
            "registro no CRC",
            "104 Jornalista 1 25 horas 5.907,33 Curso superior em Comunicação Social – ",
            "Jornalismo ou Jornalismo",
            "201 Assistente Legislativo 5 30 horas 4.118,27 Ensino médio completo",
            "2. DAS INSCRIÇÕES",
        ]
    )
    positions = lint_text(text)["positions"]
    assert any("Jornalista" in p["name"] and p["vacancies"] == 1 for p in positions), positions
