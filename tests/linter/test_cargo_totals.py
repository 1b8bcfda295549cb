"""Cargo totals: a cargo listed only by its slices gets one figure, where the law's threshold is checked."""

from cotacheck.linter import lint_text
from cotacheck.linter.report.markdown import to_markdown
from cotacheck.linter.report.text import format_text

SLICED = """EDITAL Nº 1/2025 – CONCURSO PÚBLICO
O Banco Regional de Fomento, empresa pública federal, torna pública a abertura de concurso.
Publicado em 10 de março de 2025.
ANEXO I – VAGAS
CARGO: ANALISTA
ÊNFASE AC PCD NEGROS TOTAL
Administração 10 1 4 15
Contabilidade 5 1 2 8
Direito 3 0 1 4
{total}
"""


def _lint(total_row: str) -> dict:
    return lint_text(SLICED.format(total=total_row), law="federal", date=None)


def test_slices_of_one_cargo_give_its_total_with_the_heading_and_the_editals_total_row():
    result = _lint("TOTAL 18 2 7 27")
    (cargo,) = result["cargos"]
    assert (cargo["vacancies"], cargo["reserved_stated"], cargo["pcd_stated"], cargo["slices"]) == (27, 7, 2, 3)
    assert cargo["line"] == 5  # the cargo's heading
    assert cargo["own_total_line"] == 10 and 10 in cargo["lines"]
    assert cargo["reserved_required"] is not None


def test_an_editals_total_row_without_the_sum_leaves_the_cargo_uncertain():
    result = _lint("TOTAL 18 2 7 28")
    (cargo,) = result["cargos"]
    assert cargo["confidence"] == "uncertain"
    assert "27" in cargo["confidence_reason"]


def test_the_positions_themselves_are_unchanged_and_a_single_row_has_no_total():
    result = _lint("")
    assert [p["vacancies"] for p in result["positions"]] == [15, 8, 4]
    one = lint_text("CARGO: ANALISTA\nÊNFASE AC PCD NEGROS TOTAL\nAdministração 10 1 4 15\n", law="federal")
    assert one["cargos"] == []


def test_reports_show_the_cargo_totals():
    result = _lint("")
    assert "27 vagas em 3 partes" in format_text(result)
    assert "Totais por cargo" in to_markdown(result)


def test_without_the_text_no_total_is_confirmed():
    """A result link or saved file carries the rows, not the text: whether the edital prints a total row
    that differs cannot be seen, so the total stays to be checked."""
    from cotacheck.linter import lint_positions
    from cotacheck.linter.tables.given import positions_from_rows

    read = _lint("TOTAL 18 2 7 27")
    assert read["cargos"][0]["confidence"] == "confirmed"
    again = lint_positions(positions_from_rows(read["positions"])[0], law="federal")
    (cargo,) = again["cargos"]
    assert (cargo["vacancies"], cargo["reserved_stated"]) == (27, 7)
    assert cargo["confidence"] == "uncertain" and "sem o texto" in cargo["confidence_reason"]


DEPARTMENTS = """EDITAL Nº 2/2025 – PROCESSO SELETIVO SIMPLIFICADO
A Universidade Federal do Agreste torna pública a abertura de processo seletivo.
Publicado em 10 de março de 2025.
ANEXO I – QUADRO DE VAGAS POR DEPARTAMENTO
Departamento de Física
Área de Conhecimento Regime de Trabalho AC PPP PcD Total
Física Teórica T-40 1 0 0 1
Departamento de Química
Área de Conhecimento Regime de Trabalho AC PPP PcD Total
Química Orgânica T-40 0 1 0 1
Departamento de Letras
{third}
Linguística T-20 1 0 0 1
"""


def test_a_repeated_header_of_parts_continues_one_cargo_whatever_stands_between():
    """One-row tables of áreas, each under its department, the same header repeated and no cargo
    named: the áreas are the parts of one cargo, summed a conferir; a table with another header
    starts a cargo of its own."""
    same = lint_text(
        DEPARTMENTS.format(third="Área de Conhecimento Regime de Trabalho AC PPP PcD Total"), law="federal"
    )
    (cargo,) = same["cargos"]
    assert (cargo["vacancies"], cargo["reserved_stated"], cargo["slices"]) == (3, 1, 3)
    assert cargo["confidence"] == "uncertain" and "não nomeia o cargo" in cargo["confidence_reason"]
    other = lint_text(DEPARTMENTS.format(third="Área de Conhecimento Regime AC PPP PcD Total"), law="federal")
    (cargo,) = other["cargos"]
    assert (cargo["vacancies"], cargo["slices"]) == (2, 2)
