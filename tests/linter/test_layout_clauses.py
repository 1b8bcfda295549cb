"""Property test: a cargo a numbered clause, each clause's vacancies in an inline form of its own
(`tests/layout_clauses.py`), read back right (`tables/clause_statements.py`): every cargo a position with
its whole name, its vacancies and its stated reserve for negros, confirmed (every label is the
vocabulary's and the parts make the total), the list's total line no cargo; and the clauses the stage
leaves to the prose reader."""

from __future__ import annotations

from layout_clauses import clause_lines
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import clause_statements

SEED = 20261205


def _problems(case) -> list[str]:
    report = lint_text(case.text)
    out = problems(case)
    names = {fold(e.name) for e in case.entries}
    for p in report["positions"]:
        if p["vacancies"] and fold(p["name"]) not in names:
            out.append(f"name not whole: {p['name']!r}")
        if p["vacancies"] and p["confidence"] != "confirmed":
            out.append(f"{p['name']}: not confirmed ({p.get('confidence_reason')})")
    return out


def test_clause_lines_read_back():
    assert_reads_back(clause_lines, _problems, SEED, "clause_lines")


def _relaid(*rows: str) -> list[str]:
    text = "\n".join(rows)
    return [line.text for line in clause_statements.relay(split_lines(text))]


def test_a_clause_wrapped_is_one_statement_without_its_cadastro():
    rows = [
        "2.4.3 EMPREGO 103: AGENTE FISCAL – SUBSEÇÃO DOURADOS – 10 vagas, assim distribuídas: 7 AC, 1",
        "PcD e 2 PN; CR: 30.",
    ]
    assert _relaid(*rows) == [
        "AGENTE FISCAL – SUBSEÇÃO DOURADOS: vagas: 10 (ampla concorrência: 7; PcD: 1; negros: 2)."
    ]


def test_a_label_nobody_reads_leaves_the_statement_to_the_prose_reader():
    rows = ["2.4.1 CARGO 101: CONTADOR – 5 vagas (AC: 3; XY: 1; PN: 1)."]
    assert _relaid(*rows) == ["CONTADOR: 5 vagas (AC: 3; XY: 1; PN: 1)."]
    report = lint_text("EDITAL Nº 1, DE 3 DE MARÇO DE 2022\n2.4 Distribuição de vagas:\n" + rows[0] + "\n")
    assert all(p["confidence"] != "confirmed" for p in report["positions"])


def test_a_total_line_far_from_the_clauses_is_kept():
    rows = ["2.4.1 CARGO 101: CONTADOR – 5 vagas (AC: 3; PcD: 1; PN: 1).", *(["Texto."] * 6), "Total: 9 vagas."]
    assert _relaid(*rows)[-1] == "Total: 9 vagas."
