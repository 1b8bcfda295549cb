"""Property test: the quadros of `tests/layout_cut_header_cells.py` (a LibreOffice header through pypdf, a cell's
line a line, its labels cut inside words at the cells' width: t10 of the twenty-second set) are never read with
a phantom nor a confirmed wrong reading, the reserve for negros being the negros column alone (a reserve for
quilombolas or indígenas apart from it), and nearly all read exactly and confirmed by their arithmetic. On
31da9fe3 (before `tables/cut_header_cells.py`) 145 of the 200 variants were misread, 43 read whole and confirmed."""

from __future__ import annotations

import random

from layout_cut_header_cells import cut_header_cells
from test_layout_prose import exact_reading_problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import cut_header_cells as stage

SEED = "20261207-cut_header_cells"
VARIANTS = 200


def _wrong(case) -> list[str]:
    """Each position read with vacancies that names no cargo of the quadro, or is confirmed with other figures."""
    want = {fold(e.name): (e.vacancies, e.negros or 0) for e in case.entries}
    out = []
    for p in lint_text(case.text)["positions"]:
        if not p["vacancies"]:
            continue
        name = fold(p["name"])
        if not any(n in name for n in want):
            out.append(f"phantom {p['name']!r}")
        elif p["confidence"] == "confirmed" and want.get(name) != (p["vacancies"], p["reserved_stated"] or 0):
            out.append(f"{p['name']}: confirmed {p['vacancies']}/{p['reserved_stated']}, want {want.get(name)}")
    return out


def test_never_a_phantom_nor_a_confirmed_wrong_reading_and_nearly_all_read_whole():
    rng = random.Random(SEED)
    wrong, whole = [], 0
    for _ in range(VARIANTS):
        case = cut_header_cells(rng)
        if problems := _wrong(case):
            wrong.append((problems, case.text))
        whole += not exact_reading_problems(case)
    assert not wrong, f"{len(wrong)}/{VARIANTS}; first: {wrong[0][0]}\n{wrong[0][1]}"
    assert whole >= VARIANTS * 0.95, whole


def test_the_header_is_joined_its_cut_words_made_whole():
    text = (
        "QUADRO 1 – CARGOS E VAGAS\nCargo Vagas\nAC\nVagas\nPcD\nVagas\nNegros\n(20%)\nVagas\nQuilombol\nas (2%)\n"
        "Total Carga\nhorária\nVenciment\no (R$)\nNÍVEL SUPERIOR\nMédico Plantonista 10 1 3 0 14 24h 8.900,00\n"
    )
    lines = [line.text for line in stage.relay(split_lines(text), text)]
    assert lines[1] == (
        "Cargo Vagas AC Vagas PcD Vagas Negros (20%) Vagas Quilombolas (2%) Total Carga horária Vencimento (R$)"
    )
    assert lines[2] == "NÍVEL SUPERIOR"


def test_a_header_with_no_word_cut_nor_a_name_label_is_left_alone():
    for text in (
        "Cargo\nVagas\nAC\nPcD\nNegros\nTotal\nAnalista 3 1 1 5\n",
        "Vagas\nAmpl\na\nPcD\nNegros\nTotal\nAnalista 3 1 1 5\n",
    ):
        assert [line.text for line in stage.relay(split_lines(text), text)] == text.split("\n")


def test_a_paragraph_line_naming_groups_is_no_header():
    """t10's prose right above its quadro: read as a header of negros and quilombolas, its title was a row."""
    text = (
        "2.1 Os cargos, por nível de escolaridade, e as vagas, com a reserva às pessoas com deficiência, às\n"
        "pessoas negras e às pessoas quilombolas, a carga horária semanal e o vencimento são os do quadro a\n"
        "seguir:\nQUADRO 1 – CARGOS E VAGAS\n"
    )
    assert not [p for p in lint_text(text)["positions"] if p["vacancies"]]
