"""Property test: a quadro a report engine drew a column at a time, each column filling its band (codes,
names, text columns, counts: tests/layout_band_blocks.py, the class of `tables/band_blocks.py`), read back
right.

A fixed seed draws 240 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell (pretos e pardos, indígenas and quilombolas together), a
row confirmed only where no name had to be joined back; never a phantom (no code, nível, lotação or page
footer read as a cargo). A part whose blocks cannot be paired by order with proof is not read at all, and a
note says so."""

from __future__ import annotations

import random

from layout_band_blocks import RUNNING_HEAD, band_blocks
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.pdf_layout import lost_rows
from cotacheck.linter.tables.column_blocks import NOT_READ

SEED = 20261207


def _problems(case) -> list[str]:
    """The generator's problems, and a part not read without its note or with one where all was read."""
    out = problems(case)
    notes = sum(NOT_READ in str(f.get("message", "")) for f in lint_text(case.text)["findings"])
    if notes != case.broken:
        out.append(f"{notes} notes “{NOT_READ}” for {case.broken} unreadable parts")
    return out


def test_band_blocks_read_back():
    assert_reads_back(band_blocks, _problems, SEED, "band_blocks", 240)


def _whole(rng: random.Random):
    """A variant read whole."""
    while (case := band_blocks(rng)).broken:
        pass
    return case


def test_proven_band_blocks_are_confirmed():
    assert_proven_are_confirmed(_whole, f"{SEED}-band-confirmed", draws=120, least=40)


def test_an_unreadable_quadro_reads_nothing():
    """A block one cell short, a row that does not close, a name wrapped where nothing shows it: no
    position at all, never a guessed pairing."""
    rng = random.Random(f"{SEED}-broken")
    seen = 0
    while seen < 20:
        case = band_blocks(rng)
        if case.broken and not case.entries:
            seen += 1
            assert not [p for p in lint_text(case.text)["positions"] if p["vacancies"]], case.text


def test_rows_given_a_cell_a_line_are_no_bands():
    """A quadro pypdf gave a cell a line but a row at a time (code, name, its cells; the next row's code a
    number too) is read row by row, not cut into blocks nor left unread."""
    quadro = "Código\nCargo\nAC\nNegros\nTotal\n101\nAgente Administrativo\n3\n1\n4\n102\nMotorista\n5\n2\n7\n103\nVigia\n8\n2\n10"
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    read = sorted((p["name"], p["vacancies"], p["reserved_stated"]) for p in report["positions"])
    assert read == [("Agente Administrativo", 4, 1), ("Motorista", 7, 2), ("Vigia", 10, 2)], read
    assert not any(NOT_READ in f["message"] for f in report["findings"])


def test_a_cargos_total_named_after_a_dash_is_no_cargo():
    """ "TOTAL – SOLDADO PM" closing a cargo's rows (its places) is their total, never a cargo of its own."""
    quadro = (
        "Código Cargo Localidade de vaga Vagas ampla concorrência Vagas reservadas a negros Total de vagas\n"
        "101 Soldado PM de 2ª Classe CPR I – São Luís 96 24 120\n"
        "102 Soldado PM de 2ª Classe CPR II – Imperatriz 48 12 60\n"
        "TOTAL – SOLDADO PM 144 36 180"
    )
    report = lint_text(f"EDITAL Nº 01/2026\nANEXO I – QUADRO DE VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    names = [p["name"] for p in report["positions"] if p["vacancies"]]
    assert len(names) == 2 and not any("TOTAL" in name for name in names), names


def test_a_pdf_page_of_coded_column_bands_is_read_as_its_text():
    """A PDF page whose plain text holds such a quadro led by codes keeps that text (the reader pairs the
    bands as in the pasted text) instead of being read again by position; a page given a cell a line, a row
    at a time, is still read by position."""
    rng = random.Random(f"{SEED}-pdf")
    seen = 0
    while seen < 40:
        case = band_blocks(rng)
        if case.coded:
            seen += 1
            for page in case.text[case.text.index("2. DAS VAGAS") :].split(RUNNING_HEAD):
                assert not lost_rows(page), page
    rows = "\n".join(f"{k:03d}\nCargo {k}\n{k}\n1\n{k + 1}" for k in range(2, 12))
    assert lost_rows(f"Código\nCargo\nAC\nNegros\nTotal\n{rows}")
