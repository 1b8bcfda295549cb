"""A header that gives one role to two count columns of a group is never a proven reading: which column
holds the role is a guess (a caption or a neighbouring label joined to the header, "Reserva de vagas"
over "… TOTAL", read as two totals, once gave a confirmed wrong reading)."""

from __future__ import annotations

from cotacheck.linter import lint_text
from cotacheck.linter.tables.decide import role_twice
from cotacheck.linter.tables.header import Column


def test_two_columns_of_one_role_in_one_group_are_a_doubt():
    assert "(total) a duas colunas" in role_twice(
        [Column("total", "imm"), Column("negros", "imm"), Column("total", "imm")]
    )


def test_one_role_in_two_groups_or_unsummed_columns_are_not():
    assert role_twice([Column("total", "imm"), Column("negros", "imm"), Column("total", "cr")]) is None
    assert role_twice([Column("other", "imm"), Column("other", "imm"), Column("total", "imm")]) is None


def test_a_call_table_whose_labels_wrap_into_three_totals_says_why_it_is_not_confirmed():
    text = (
        "EDITAL Nº 3/2026\n"
        "8.2 Serão convocados para a prova de desempenho os candidatos conforme o quadro a seguir:\n"
        "Número\nde Vagas\nTotal de\nConvocados*\nPcD – Pessoa com\nDeficiência\n"
        "PPP – Pessoas\nPretas e Pardas\nAC – Ampla\nConcorrência\n"
        "01 10 2 4 4\n02 15 3 6 6\n03 21 4 9 8\n"
        "*Cada vaga recebeu o acréscimo de 4 unidades.\n"
    )
    report = lint_text(text)
    assert not [p for p in report["positions"] if p["confidence"] == "confirmed"]
    doubts = [t["doubt"] for t in report["tables"] if t["doubt"]]
    assert any("mesmo papel (total)" in d for d in doubts), report["tables"]
