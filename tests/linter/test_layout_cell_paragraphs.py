"""Property test: a bordered quadro as poppler's pdftotext gives it in its default mode, every cell a
paragraph (tests/layout_cell_paragraphs.py, the class of `tables/cell_paragraphs.py`), read back right.

A fixed seed draws 200 editais. In each: never a phantom (no requisito, jornada, code, page footer or other
table's cell read as a cargo); every row read once by its name, its vacancies its total; a proven row (the
header's count labels in their order, the row's cells apart) read with its negros' cell, and no unproven row
confirmed. Most editais whose rows are all proven come out confirmed (else the property would hold by
confirming nothing)."""

from __future__ import annotations

import random

from layout_cell_paragraphs import cell_paragraphs
from test_layout_places import _same
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261216


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        found = [p for p in positions if fold(entry.name) in fold(p["name"])]
        got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in found]
        if len(found) != 1 or found[0]["vacancies"] != entry.vacancies:
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros} once, got {got}")
        elif entry.proven and not _same(found[0], entry.vacancies, entry.negros):
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros}, got {got}")
        elif found[0]["confidence"] == "confirmed" and not entry.proven:
            out.append(f"{entry.name}: confirmed but not proven {got}")
    for p in positions:
        if not any(fold(e.name) in fold(p["name"]) for e in case.entries):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    return out


def test_cell_paragraphs_read_back():
    assert_reads_back(cell_paragraphs, _problems, SEED, "cell_paragraphs", 200)


def test_proven_cell_paragraphs_are_confirmed():
    assert_proven_are_confirmed(cell_paragraphs, f"{SEED}-confirmed", draws=120, least=30)


def test_interleaved_count_labels_confirm_nothing():
    """The header of set 15's t01: its count labels' lines interleaved with the jornada's and the
    vencimento's; every row read, none confirmed, the reason said."""
    rows = [
        ("101", "Agente Administrativo", "Ensino médio completo", "R$ 2.684,17 5", ["1", "2", "8"]),
        ("102", "Motorista", "Ensino fundamental completo", "R$ 2.941,50 2", ["0", "0", "2"]),
        ("103", "Vigia", "Alfabetizado", "R$ 1.702,88 9", ["1", "2", "12"]),
    ]
    body = "\n\n".join(f"{c}\n\n{n}\n\n{r}\n\n40h\n\n{v}\n\n" + "\n\n".join(k) for c, n, r, v, k in rows)
    header = (
        "Código\n\nCargo\n\nRequisitos\n\nTotal\nJornada\nAmpla\nVencimento\nPcD Negrosde\nsemanal\nconcorrência\nvagas"
    )
    text = f"EDITAL Nº 01/2026\nANEXO I – QUADRO DE VAGAS\n\n{header}\n\n{body}\n\n3. DAS INSCRIÇÕES\n"
    positions = lint_text(text)["positions"]
    read = sorted((p["name"], p["vacancies"], p["reserved_stated"]) for p in positions)
    assert read == [("Agente Administrativo", 8, 2), ("Motorista", 2, 0), ("Vigia", 12, 2)], read
    assert all(p["confidence"] == "uncertain" and "entremeados" in p["confidence_reason"] for p in positions)


def test_the_generator_draws_every_shape():
    """The draws hold proven and unproven editais, glued cells, page breaks and TOTAL rows."""
    rng = random.Random(SEED)
    cases = [cell_paragraphs(rng) for _ in range(60)]
    assert any(all(e.proven for e in c.entries) for c in cases)
    assert any(not e.proven for c in cases for e in c.entries)
    assert any("\fPágina" in c.text for c in cases) and any("TOTAL DE VAGAS" in c.text for c in cases)
    assert any("ANEXO II" in c.text for c in cases)


def test_a_chromium_quadro_with_its_count_labels_on_one_line_is_confirmed():
    """pdftotext's own text of a Chromium quadro whose count labels share a line ("Total AC PcD Negros": their
    order is the line's), a CR row's cells in one paragraph ("CR –"): the rows that add up confirmed."""
    quadro = (
        "ANEXO I – QUADRO DE VAGAS\nCargo\n\nRequisitos\n\nTotal AC PcD Negros\n\nAuxiliar de Serviços Gerais\n\n"
        "Ensino médio completo\n\nCR –\n\n–\n\n–\n\nMotorista\n\nGraduação em Engenharia Civil e registro no CREA\n\n"
        "5\n\n3\n\n1\n\n1\n\nOperador de Máquinas Pesadas\n\nEnsino fundamental completo e CNH categoria D com\n"
        "curso de transporte escolar\n\n4\n\n3\n\n0\n\n1\n\nNota de rodapé.\n"
    )
    report = lint_text(f"EDITAL Nº 01/2026\nPREFEITURA MUNICIPAL DE TESTE\nTexto antes do quadro.\n{quadro}")
    read = sorted((p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"])
    assert ("Motorista", 5, 1, "confirmed") in read and ("Operador de Máquinas Pesadas", 4, 1, "confirmed") in read
    assert all(p["vacancies"] == 0 for p in report["positions"] if p["name"].startswith("Auxiliar")), read
