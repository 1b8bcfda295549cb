"""Property test: a quadro of cargos listed by group, a heading line with no figure over each group's rows
(tests/layout_group_heading_lines.py, the class of `tables/group_headings.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell; never a phantom (no heading, subtotal or page footer read
as a cargo). A confirmed name never holds a heading's text before the cargo's nor a code inside it, and a
lotação it names after a dash is its group's heading.

And their look-alike that is no heading (tests/layout_group_heading_lines.py's `macropolo_places`, Caixa
2025's quadros): a cargo's places under its title, a macropolo's cell wrapped a word a line over its first
polo ("Centro" / "Oeste" / "DF 1 1 2 0 0 4 …"), read with the place whole ("MÉDICO DO TRABALHO – Centro Oeste
DF"), never cut nor its table left in doubt for a heading.

And Quadrix's quadro (`under_header_lines`): a heading right under a header of many lines (a label a line, a
"Vagas" label spanning the roles, a cadastro's column) or of one, over the first coded row, read apart from
its name as any heading further down is."""

from __future__ import annotations

import random
import re

from layout_group_heading_lines import group_heading_lines, headings_of, macropolo_places, under_header_lines
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207
_CODE_INSIDE = re.compile(r"\S\s\d{1,3}\s")


def _problems(case) -> list[str]:
    out = problems(case)
    headings = [fold(h) for h in headings_of(case.text)]
    for p in lint_text(case.text)["positions"]:
        if not p["vacancies"] or p["confidence"] != "confirmed":
            continue
        name = fold(p["name"])
        cargo, _, lotacao = name.partition(" – ")
        entry = next((e for e in case.entries if fold(e.name) in name), None)
        if any(h in cargo for h in headings) or _CODE_INSIDE.search(cargo + " "):
            out.append(f"confirmed glued: {p['name']!r}")
        elif entry and lotacao and lotacao != fold(case.lotacao[entry.name]):
            out.append(f"confirmed under another group: {p['name']!r}, want {case.lotacao[entry.name]!r}")
    return out


def _places_problems(case) -> list[str]:
    """What differs between the positions read and the entries (names folded, a hyphen a space, vacancies,
    negros), whatever their confidence: a place's name read whole or not at all."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((_plain(p["name"]), p["vacancies"], p["reserved_stated"]) for p in positions)
    want = sorted((_plain(e.name), e.vacancies, e.negros) for e in case.entries)
    return [] if got == want else [f"read {sorted(set(got) - set(want))}, want {sorted(set(want) - set(got))}"]


def _plain(name: str) -> str:
    return " ".join(fold(name).replace("-", " ").split())


def test_group_heading_lines_read_back():
    assert_reads_back(group_heading_lines, _problems, SEED, "group_heading_lines", 200)


def test_proven_group_heading_lines_are_confirmed():
    assert_proven_are_confirmed(group_heading_lines, f"{SEED}-confirmed", draws=80, least=30)


def test_headings_under_a_header_of_many_lines_read_back():
    """Quadrix's quadro: a heading right under a header of a label a line (or of one line) over the first
    coded row, never glued into its confirmed name ("NÍVEL SUPERIOR 101 Analista …", sets 9 and 10's t08)."""
    assert_reads_back(under_header_lines, _problems, f"{SEED}-under", "under_header_lines", 150)


def test_proven_headings_under_a_header_are_confirmed():
    assert_proven_are_confirmed(under_header_lines, f"{SEED}-under-confirmed", draws=60, least=30)


def test_the_quadrix_level_heading_under_its_header():
    """Set 9's t08 as pypdf prints it: "negros Total" / "NÍVEL SUPERIOR" / "101 Analista de Fiscalização …"."""
    text = (
        "CONSELHO REGIONAL DE ENFERMAGEM\nEDITAL Nº 1/2026\n3 DAS VAGAS\nCódigo Emprego/Área\nVagas\nCadastro\nde\n"
        "reserva\nAmpla\nconcorrência\nPessoas\ncom\ndeficiência\nCandidatos\nnegros Total\nNÍVEL SUPERIOR\n"
        "101 Analista de Fiscalização – Área: Enfermagem 10 1 3 14 30\n102 Analista Jurídico – Área: Advocacia 2 0 1 3 10\n"
        "NÍVEL MÉDIO\n201 Assistente Administrativo 9 1 3 13 40\n202 Motorista 1 0 0 1 5\n"
        "4 DAS INSCRIÇÕES\n4.1 As inscrições serão feitas pela internet.\n"
    )
    got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in lint_text(text)["positions"]]
    assert got == [
        ("Analista de Fiscalização – Área: Enfermagem", 14, 3, "confirmed"),
        ("Analista Jurídico – Área: Advocacia", 3, 1, "confirmed"),
        ("Assistente Administrativo", 13, 3, "confirmed"),
        ("Motorista", 1, 0, "confirmed"),
    ], got


def test_the_issue_38_quadro():
    """Issue 38: each secretaria's heading named the next row, its code inside the confirmed name."""
    text = (
        "PREFEITURA MUNICIPAL DE EXEMPLO\nEDITAL DE CONCURSO PÚBLICO Nº 01/2026\n1. DOS CARGOS E DAS VAGAS\n"
        "Código Cargo AC PcD Negros Total CR\nSECRETARIA MUNICIPAL DE ADMINISTRAÇÃO\n"
        "01 Agente Administrativo 10 1 3 14 CR\n02 Motorista 7 1 1 9 CR\nSECRETARIA MUNICIPAL DE SAÚDE\n"
        "03 Médico 10 1 2 13 -\n04 Enfermeiro 3 0 1 4 -\n2. DAS INSCRIÇÕES\n2.1 As inscrições serão feitas pela internet.\n"
    )
    got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in lint_text(text)["positions"]]
    assert got == [
        ("Agente Administrativo – SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO", 14, 3, "confirmed"),
        ("Motorista – SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO", 9, 1, "confirmed"),
        ("Médico – SECRETARIA MUNICIPAL DE SAÚDE", 13, 2, "confirmed"),
        ("Enfermeiro – SECRETARIA MUNICIPAL DE SAÚDE", 4, 1, "confirmed"),
    ], got


def test_an_unproven_line_over_a_coded_row_leaves_doubt():
    """A mixed-case line of no group's shape over the first coded row: a heading or the name's first line
    with its code beside the middle; never confirmed."""
    text = (
        "EDITAL Nº 01/2026\n1. DOS CARGOS E DAS VAGAS\nCódigo Cargo AC PcD Negros Total\nAgente Administrativo\n"
        "01 Agente Administrativo 10 1 3 14\n02 Motorista 7 1 1 9\n2. DAS INSCRIÇÕES\n"
    )
    got = [(p["name"], p["confidence"]) for p in lint_text(text)["positions"]]
    assert [c for _, c in got] == ["uncertain", "uncertain"], got


def test_headings_without_codes_are_never_glued_confirmed():
    """No code column: a heading over a row's name reads as the name's first line may; the table in doubt."""
    rng = random.Random(f"{SEED}-codeless")
    seen = 0
    while seen < 20:
        case = group_heading_lines(rng)
        if "Código" in case.text:
            continue
        seen += 1
        assert not _problems(case), case.text


def test_macropolo_places_read_back():
    assert_reads_back(macropolo_places, _places_problems, SEED, "macropolo_places", 200)


def test_proven_macropolo_places_are_confirmed():
    assert_proven_are_confirmed(macropolo_places, f"{SEED}-places-confirmed", draws=120, least=25)


def test_caixa_2025_macropolo_quadro():
    """Caixa 2025's quadro as pypdf prints it: "Centro" (a group's word) over "Oeste" over "DF …", under the
    cargo's title and "MACROPOLO POLO": the place whole, confirmed (its table's arithmetic closes)."""
    text = (
        "CAIXA ECONÔMICA FEDERAL\nEDITAL Nº 1/2025\n2. DAS VAGAS\n2.1 Os empregos e as vagas são os seguintes.\n"
        "MÉDICO DO TRABALHO \nMACROPOLO POLO \nVAGAS IMEDIATAS CADASTRO DE RESERVA \n"
        "AC PCD PN PI PQ TOTAL AC PCD PN PI PQ TOTAL \nCentro \nOeste \nDF 1 1 2  0 0 4 3 3 6 0   0 12 \n"
        "GO 1  0 0   0 0 1 3 0  0  0   0 3 \nNordeste \nAL 1  0  0  0 0 1 3 0   0 0   0 3 \n"
        "BA 1  0 0  1 0 2 3  0 0  3  0 6 \nTOTAL 4 1 2 1 0 8 12 3 6 3 0 24 \n \n3. DAS INSCRIÇÕES\n"
    )
    got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in lint_text(text)["positions"]]
    assert got == [
        ("MÉDICO DO TRABALHO – Centro Oeste DF", 4, 2, "confirmed"),
        ("MÉDICO DO TRABALHO – GO", 1, 0, "confirmed"),
        ("MÉDICO DO TRABALHO – Nordeste AL", 1, 0, "confirmed"),
        ("MÉDICO DO TRABALHO – BA", 2, 0, "confirmed"),
    ], got
