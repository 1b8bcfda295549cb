"""Property test: a quadro whose requisitos column, after the counts, wraps onto lines of its own before the
next row's name (tests/layout_requisito_tails.py, the class of `tables/name_under_cells.py`) reads right or
uncertain, never with a requisito's tail confirmed as a name's start.

A fixed seed draws 240 editais. In each, a confirmed row has its cargo's own name and figures; a row whose
name took a line that could be either (the requisitos' end or the name's start) is uncertain; every cargo's
figures are read; nothing confirmed is a phantom."""

from __future__ import annotations

from layout_requisito_tails import requisito_tails
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261214


def _norm(text: str) -> str:
    return " ".join(fold(text).split())


def problems(case) -> list[str]:
    """What the reading of `case` gets wrong: a confirmed row with another name or other figures than its
    cargo's, a cargo whose figures are read nowhere, a confirmed phantom."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]

    def owner(p):
        found = [e for e in case.entries if _norm(e.name) in _norm(p["name"])]
        return max(found, key=lambda e: len(e.name)) if found else None

    def same(p, e) -> bool:
        return p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == e.negros

    out = []
    owners = [owner(p) for p in positions]
    for p, e in zip(positions, owners):
        if p["confidence"] != "confirmed":
            continue
        if e is None:
            out.append(f"confirmed phantom {p['name']!r} {p['vacancies']}")
        elif _norm(p["name"]) != _norm(e.name) or not same(p, e):
            out.append(f"confirmed wrong: {p['name']!r} {p['vacancies']}/{p['reserved_stated']} for {e.name!r}")
    for e in case.entries:
        mine = [p for p, o in zip(positions, owners) if o is e]
        if any(same(p, e) for p in mine):
            continue
        # a name that lost its first line to the doubt above: its figures read, uncertain, under no other cargo
        if not any(o is None and p["confidence"] != "confirmed" and same(p, e) for p, o in zip(positions, owners)):
            out.append(f"{e.name}: want {e.vacancies}/{e.negros}, got {[(p['name'], p['vacancies']) for p in mine]}")
    return out


def test_requisito_tails_read_back():
    assert_reads_back(requisito_tails, problems, SEED, "requisito_tails", 240)


def test_proven_requisito_tails_are_confirmed():
    """Where no line stands between two rows' counts and no name wraps, the rows are confirmed (nine in ten):
    the class is read, not merely doubted."""
    assert_proven_are_confirmed(requisito_tails, f"{SEED}-confirmed", draws=400, least=30)


def test_a_requisitos_tail_never_starts_the_next_name():
    """The brief's quadro: each tail ("informática básica", "categoria D", "COREN") is proven the
    requisitos' by its words, and every name is confirmed as printed, a name wrapped before its counts too."""
    quadro = (
        "Cargo AC PcD Negros Total Requisitos\n"
        "Agente Administrativo 03 01 01 05 Ensino médio completo e curso de\n"
        "informática básica\n"
        "Motorista 02 00 01 03 Ensino fundamental e CNH\n"
        "categoria D\n"
        "Técnico em Enfermagem 01 00 00 01 Curso técnico e registro no\n"
        "COREN\n"
        "Técnico em\n"
        "Enfermagem do Trabalho 01 00 00 01 Curso técnico e registro no\n"
        "COREN"
    )
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    read = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"]]
    assert read == [
        ("Agente Administrativo", 5, 1, "confirmed"),
        ("Motorista", 3, 1, "confirmed"),
        ("Técnico em Enfermagem", 1, 0, "confirmed"),
        ("Técnico em Enfermagem do Trabalho", 1, 0, "confirmed"),
    ], read


def test_a_line_either_way_leaves_the_table_in_doubt():
    """ "Normal Superior" after "Licenciatura em Pedagogia ou" could end those requisitos or open the next
    name: the rows are read, none confirmed with it."""
    quadro = (
        "Cargo AC Negros Total Requisitos\n"
        "Professor 4 1 5 Licenciatura em Pedagogia\n"
        "Normal Superior\n"
        "Engenheiro Civil 3 1 4 Ensino superior em Engenharia Civil\n"
    )
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}3. DAS INSCRIÇÕES\n")
    civil = [p for p in report["positions"] if "Civil" in p["name"]]
    assert len(civil) == 1 and civil[0]["vacancies"] == 4, civil
    assert civil[0]["name"] == "Engenheiro Civil" or civil[0]["confidence"] != "confirmed", civil


def test_a_name_whose_words_look_like_requisitos_is_never_cut():
    """ "Motorista – CNH" over "categoria D 02 …": the line holds a requisito's word but runs on into the
    counts' line (opening in lower case), so it is the name's start: never dropped for a confirmed "categoria D"."""
    quadro = (
        "Cargo AC PcD Negros Total Requisitos\n"
        "Agente Administrativo 03 01 01 05 Ensino médio completo\n"
        "Motorista – CNH\n"
        "categoria D 02 00 01 03 Ensino fundamental e CNH\n"
        "categoria D\n"
        "Vigia 01 00 00 01 Alfabetizado"
    )
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    names = [p["name"] for p in report["positions"] if p["vacancies"] == 3]
    assert names == ["Motorista – CNH categoria D"], names
