"""Property test: a web page's quadro copied as Chromium's innerText, cells holding line breaks (`<br>`) and a
cargo cell spanning its especialidades' rows (tests/layout_br_cells.py, the class of `tables/br_cells.py`),
read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row its total and its negros,
named by its especialidade or cargo, confirmed only where it stands on one line; never a row named by a
requisito's last line (a phantom), nor the appointees' classifications or the contract's figures."""

from __future__ import annotations

from layout_br_cells import br_cells
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import br_cells as stage

SEED = 20261206


def test_br_cells_read_back():
    assert_reads_back(br_cells, problems, SEED, "br_cells", 200)


def test_a_row_over_lines_is_in_doubt():
    """The first row's requisitos broken over two lines: read whole, under its especialidade, uncertain."""
    quadro = (
        "CARGO\tESPECIALIDADE\tREQUISITOS\tVENCIMENTO\tVAGAS\nAC\tPcD\tNegros\tTotal\n"
        "Analista de Trânsito\tEngenharia de Tráfego\tGraduação em Engenharia Civil\n"
        "Registro no CREA ou CAU\tR$ 6.218,40\t03\t00\t01\t04\n"
        "Direito\tBacharelado em Direito\tR$ 6.218,40\t02\t00\t01\t03\n"
    )
    report = lint_text(f"EDITAL Nº 02/2026\nANEXO I – QUADRO DE VAGAS\n{quadro}\n2. DAS INSCRIÇÕES\n")
    first = [p for p in report["positions"] if "Engenharia de Tráfego" in p["name"]]
    assert [(p["vacancies"], p["reserved_stated"], p["confidence"]) for p in first] == [(4, 1, "uncertain")]
    assert not [p for p in report["positions"] if p["name"].startswith("Registro")]


def test_a_labels_line_outside_a_quadro_is_no_rows_start():
    """A tab line of labels naming no count (a distribution's "Unidade\tACS\tTSB") after prose, over its
    rows, is no cut row's beginning: left as it was."""
    text = "A distribuição por unidade segue abaixo.\nUnidade\tACS\tTSB\nUBS Jurema\t6\t3\nUBS Araturi\t4\t3\n"
    lines = split_lines(text)
    before = [x.text for x in lines]
    assert [x.text for x in stage.relay(lines, text, {})] == before


def test_quoted_cells_and_merged_counts_are_no_cut_rows():
    """A sheet's tab export quoting a multi-line cell (`tsv_quoted`'s) and a row whose counts a merged cell ran
    together over a Total row (`tests/layout_merged_cells.py`) are left as they were."""
    header = "Emprego\tAmpla\tPcD\tPPP\tTotal\tSalário-base (R$)\n"
    for rows in (
        'TJ-04\t"Técnico Judiciário\nEspecialidade: Agente"\t"Bacharelado"\t1\t9\t3\t13\n',
        "Engenheiro Civil\t15 1 - 16\t\t\t\t1.804,22\nTotal\t40\t7\t6\t54\t\n",
    ):
        text = "2. DAS VAGAS\n" + header + rows
        lines = split_lines(text)
        before = [x.text for x in lines]
        assert [x.text for x in stage.relay(lines, text, {})] == before
