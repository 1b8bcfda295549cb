"""Property test: a quadro whose cargo cell is merged down its places' rows, run onto one line by pypdf (a cargo
and its places' rows, again and again: tests/layout_runon_places.py, the class of `tables/runon_places.py`),
read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, named
"<cargo> – <place>", its total and its negros; a row confirmed only where the text shows its place (after
another row's counts, or under a cargo alone and seen again); never a phantom (a place read as a cargo)."""

from __future__ import annotations

import random

from layout_runon_places import runon_places
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261208


def test_runon_places_read_back():
    assert_reads_back(runon_places, problems, SEED, "runon_places", 200)


def test_proven_runon_places_are_confirmed():
    assert_proven_are_confirmed(runon_places, f"{SEED}-confirmed", draws=120, least=25)


def test_a_row_that_does_not_close_is_not_confirmed():
    """A row whose parts miss its total (a figure changed) leaves the quadro unconfirmed, never a guess."""
    rng = random.Random(f"{SEED}-off")
    for _ in range(30):
        case = runon_places(rng)
        quadro = case.text.split("\n")
        at = next(n for n, line in enumerate(quadro) if line.split()[-1:] and line.split()[-1].isdigit())
        cells = quadro[at].split()
        cells[-2] = str(int(cells[-2]) + 1) if cells[-2].isdigit() else "7"
        quadro[at] = " ".join(cells)
        report = lint_text("\n".join(quadro))
        assert not [p for p in report["positions"] if p["confidence"] == "confirmed" and p["line"] == at + 1]


def test_a_place_under_a_cargo_alone_seen_again_proves_the_cut():
    """A place opening its line under a cargo alone, seen again ending a run-on row's text, tells that row's
    cargo from its place: every row confirmed."""
    quadro = (
        "CARGO REGIONAL DE SAÚDE TOTAL AC PcD NEGROS\nAnalista em Saúde – Enfermeiro\nRegional Central (Goiânia) 14 10 1 3\n"
        "Regional Norte (Porangatu) 2 2 0 0\nTécnico em Radiologia Regional Central (Goiânia) 5 3 1 1 Regional Norte "
        "(Porangatu) 4 3 0 1\nTOTAL GERAL 25 18 2 5"
    )
    report = lint_text(f"EDITAL Nº 3/2026\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    read = sorted((p["name"], p["vacancies"], p["confidence"]) for p in report["positions"])
    assert read == [
        ("Analista em Saúde – Enfermeiro – Regional Central (Goiânia)", 14, "confirmed"),
        ("Analista em Saúde – Enfermeiro – Regional Norte (Porangatu)", 2, "confirmed"),
        ("Técnico em Radiologia – Regional Central (Goiânia)", 5, "confirmed"),
        ("Técnico em Radiologia – Regional Norte (Porangatu)", 4, "confirmed"),
    ], read


def _read(quadro: str) -> list[tuple[str, int, str]]:
    report = lint_text(f"EDITAL Nº 3/2026\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    return sorted((p["name"], p["vacancies"], p["confidence"]) for p in report["positions"] if p["vacancies"])


def test_a_heading_over_a_cargo_run_on_is_left_in_doubt():
    """A line without counts over a cargo run on with its place may be a group's heading, not the cargo's head:
    the row is read, never confirmed with the heading in its name; a cargo's head ending open ("… Técnico
    em") is its name's."""
    rows = "Regional Central (Goiânia) 5 3 1 1 Regional Norte (Porangatu) 4 3 0 1"
    other = "Enfermeiro Regional Norte (Porangatu) 3 2 0 1 Regional Central (Goiânia) 2 2 0 0"
    head = "Cargo Lotação Total AC PcD Negros"
    read = _read(f"{head}\nNÍVEL SUPERIOR\nMédico {rows}\n{other}\nTOTAL 14 10 1 3")
    assert [(n, c) for n, _, c in read if "Médico" in n] == [
        ("NÍVEL SUPERIOR Médico – Regional Central (Goiânia)", "uncertain"),
        ("NÍVEL SUPERIOR Médico – Regional Norte (Porangatu)", "uncertain"),
    ], read
    read = _read(f"{head}\nAssistente em Saúde – Técnico em\nLaboratório {rows}\n{other}\nTOTAL 14 10 1 3")
    assert read == [
        ("Assistente em Saúde – Técnico em Laboratório – Regional Central (Goiânia)", 5, "confirmed"),
        ("Assistente em Saúde – Técnico em Laboratório – Regional Norte (Porangatu)", 4, "confirmed"),
        ("Enfermeiro – Regional Central (Goiânia)", 2, "confirmed"),
        ("Enfermeiro – Regional Norte (Porangatu)", 3, "confirmed"),
    ], read


def test_rows_a_line_each_are_left_as_they_stand():
    """A quadro whose every row holds its cargo and its place on its own line (no row run on, no cargo alone)
    is none of this stage's."""
    from cotacheck.linter.read.text import split_lines
    from cotacheck.linter.tables import runon_places as stage

    text = (
        "EDITAL\nCargo Lotação AC PcD Negros Total\nMotorista Sede 3 1 1 5\nMotorista Distrito Norte 2 0 1 3\n"
        "Vigia Sede 4 0 1 5\nTOTAL 9 1 3 13\n3. DAS INSCRIÇÕES\n"
    )
    doubts: dict[int, str] = {}
    lines = split_lines(text)
    assert stage.relay(list(lines), text, doubts) == lines and not doubts
