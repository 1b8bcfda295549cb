"""A docente quadro whose reserve cells name their group in brackets, beside Decreto 9.739's limit of
approved candidates (`tables/marked_reserve_cells.py`): 250 random variants (tests/layout_marked_reserve_cells.py)
read back, each área with its vacancies and its reserve, the limit never a count, confirmed exactly where a
TOTAL row proves the columns (and a joint label has its law); rows that do not parse leave the quadro as it
stood."""

from __future__ import annotations

from layout_marked_reserve_cells import marked_reserve_cells
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import marked_reserve_cells as stage

SEED = 20261206
VARIANTS = 250


def _problems(case) -> list[str]:
    out = problems(case)
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    if all(e.proven for e in case.entries):
        out += [f"{p['name']}: not confirmed ({p.get('doubt')})" for p in positions if p["confidence"] != "confirmed"]
    return out


def test_marked_reserve_cells_read_back():
    assert_reads_back(marked_reserve_cells, _problems, SEED, "marked_reserve_cells", VARIANTS)


HEAD = [
    "Lei nº 15.142/2025",
    "ANEXO I – QUADRO DE VAGAS",
    "Nº Área Classe Vagas Reserva PPIQ Reserva PcD Máx. de aprovados",
]
ROWS = ["01 Física Adjunto A 2 1 (PPIQ) – 9", "02 Química Adjunto A 1 – 1 (PcD) 5", "03 Letras Auxiliar CR – – 5"]


def _relaid(rows: list[str]) -> tuple[list[str], dict[int, str]]:
    text = "\n".join([*HEAD, *rows, "CR = cadastro reserva."])
    doubts: dict[int, str] = {}
    return [line.text for line in stage.relay(split_lines(text), text, doubts)], doubts


def test_a_row_a_name_the_limit_left_out_and_a_total_that_adds_up_laid_with_it():
    laid, doubts = _relaid([*ROWS, "TOTAL 3 1 1 –"])
    assert laid[2:] == [
        "| Área | Total | Negros | PcD |",
        "| --- | --- | --- | --- |",
        "| Física | 2 | 1 | 0 |",
        "| Química | 1 | 0 | 1 |",
        "| Letras | CR | 0 | 0 |",
        "| TOTAL | 3 | 1 | 1 |",
        "CR = cadastro reserva.",
    ]
    assert not doubts


def test_no_total_or_one_that_is_not_the_sum_leaves_the_rows_in_doubt():
    for tail in ([], ["TOTAL 3 1 2 –"]):
        laid, doubts = _relaid([*ROWS, *tail])
        assert "| Física | 2 | 1 | 0 |" in laid and "TOTAL 3 1 2 –" not in laid[:-1]
        assert len(doubts) == 3


def test_a_row_that_does_not_parse_or_an_unknown_group_leaves_the_quadro():
    for bad in ("02 Química Adjunto A 1 1 – 5", "02 Química Adjunto A 1 – 1 (Servidores) 5", "02 Química 1 – – 5"):
        laid, _ = _relaid([ROWS[0], bad, ROWS[2], "TOTAL 3 1 1 –"])
        assert laid[2] == HEAD[2]


def test_a_reserve_above_the_vacancies_or_a_limit_below_them_leaves_the_quadro():
    for bad in ("02 Química Adjunto A 1 2 (PPIQ) – 5", "02 Química Adjunto A 3 – – 2"):
        laid, _ = _relaid([ROWS[0], bad, ROWS[2]])
        assert laid[2] == HEAD[2]


def test_a_header_naming_the_ampla_concorrencia_is_left_alone():
    text = "\n".join(
        ["Decreto nº 9.739/2019", "ANEXO I", "Nº Área Vagas AC Reserva PcD Reserva Negros", *ROWS[:2], "TOTAL 3 0 1"]
    )
    doubts: dict[int, str] = {}
    laid = [line.text for line in stage.relay(split_lines(text), text, doubts)]
    assert laid[2] == "Nº Área Vagas AC Reserva PcD Reserva Negros"
